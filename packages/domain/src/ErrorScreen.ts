/**
 * The fallback error screen and its reload policy (spec §2 Product-level screens, §4 Error
 * screen, §8 Client-side failures, §9 Error auto-reload).
 *
 * After a 2-second delay, an error that mentions a failed dynamic module import reloads the page,
 * at most 3 times; the count lives in session storage. The caller passes the stored value in and
 * writes back the value returned (null means remove the key), so the policy stays pure.
 */
import { errorAutoReloadCap, errorAutoReloadDelayMs } from "./Constants.ts";

export const loadingText = "Loading... Please wait";
export const title = "Oops! Something went wrong";
export const body = "Don't worry, this happens sometimes. Let's try reloading the page.";
export const reloadButton = "Reload Page";

/** The session-storage key of the reload counter. */
export const counterKey = "cabline:error-reload-attempts";

/** How long the screen shows "Loading... Please wait" before deciding (§4, §9). */
export const delayMs = errorAutoReloadDelayMs;

/** The most automatic reloads before the manual screen (§8, §9). */
export const maxReloads = errorAutoReloadCap;

// Chrome, Firefox and Safari word a failed dynamic import differently.
const dynamicImportFailure =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** True when an error message reports a failed dynamic module import. */
export const isDynamicImportFailure = (message: string): boolean => dynamicImportFailure.test(message);

/** The stored counter as a number; a missing or garbled value counts as 0. */
export const attemptsFrom = (stored: string | null | undefined): number => {
  const value = Number(stored ?? "0");
  return Number.isInteger(value) && value > 0 ? value : 0;
};

export type Decision =
  /** Reload the page now and store `counter`. */
  | { readonly _tag: "Reload"; readonly counter: string }
  /** Show the "Oops!" screen; store `counter`, or remove the key when it is null. */
  | { readonly _tag: "ShowManual"; readonly counter: string | null };

/**
 * What to do once the delay has passed. A failed dynamic import reloads while fewer than 3
 * reloads were made (counting this one); after the third it shows the manual screen and keeps
 * the count, so a broken deployment cannot loop. Any other error clears the counter and shows
 * the manual screen (§4).
 */
export const decide = (errorMessage: string, stored: string | null | undefined): Decision => {
  if (!isDynamicImportFailure(errorMessage)) return { _tag: "ShowManual", counter: null };
  const attempts = attemptsFrom(stored);
  return attempts < maxReloads
    ? { _tag: "Reload", counter: String(attempts + 1) }
    : { _tag: "ShowManual", counter: String(attempts) };
};

export type Phase = "loading" | "manual";

/** The screen starts with the loading text, and shows the manual screen unless it reloads. */
export const initialPhase: Phase = "loading";
export const phaseAfter = (decision: Decision): Phase | "reloading" =>
  decision._tag === "Reload" ? "reloading" : "manual";
