// Cookies the web server and the browser both read: the value of one cookie in a Cookie header
// (or document.cookie), and the consent answer's cookie (docs/decisions/consent.md).

/** The value of the cookie `name` in a Cookie header or document.cookie; undefined when absent or empty. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? "").split(";")) {
    const split = pair.indexOf("=");
    if (split < 0 || pair.slice(0, split).trim() !== name) continue;
    const value = pair.slice(split + 1).trim();
    if (value !== "") return value;
  }
  return undefined;
}

/**
 * The visitor's answer to the consent question, kept in a first-party cookie so the web server
 * draws the page with the question or without it, as the browser will (no shift, no mismatch).
 * Remembering the answer is strictly necessary (PECR reg. 6(4)); it is kept for a year, as the ICO
 * suggests, and asked again after that.
 */
export const consentCookie = "cabline_consent";
const consentMaxAgeSeconds = 365 * 24 * 60 * 60;

export function consentFromCookies(header: string | undefined): boolean | undefined {
  const value = readCookie(header, consentCookie);
  return value === "yes" ? true : value === "no" ? false : undefined;
}

/** The answer in this page's cookies; undefined too where reading cookies throws (a sandboxed frame). */
export function pageConsent(doc: Document): boolean | undefined {
  try {
    return consentFromCookies(doc.cookie);
  } catch {
    return undefined;
  }
}

/** The Set-Cookie string (for document.cookie) that remembers an answer; Secure on https pages. */
export const consentCookieString = (consented: boolean, secure: boolean): string =>
  `${consentCookie}=${consented ? "yes" : "no"}; Path=/; Max-Age=${consentMaxAgeSeconds}; SameSite=Lax${secure ? "; Secure" : ""}`;
