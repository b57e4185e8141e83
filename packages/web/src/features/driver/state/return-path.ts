// Where the driver goes after signing in (spec §4 Driver session: back to what they were doing):
// the page named in ?redirect= when it is a safe same-origin driver page (Redirect.sanitise),
// else the driver home. A customer page or another site is never a driver's way back.
import * as Redirect from "@cabline/domain/Redirect";

export const returnPath = (raw: string | null | undefined): string => {
  const safe = Redirect.sanitise(raw);
  return safe !== undefined && /^\/driver(?:[/?#]|$)/.test(safe) && !safe.startsWith("/driver/login")
    ? safe
    : "/driver";
};
