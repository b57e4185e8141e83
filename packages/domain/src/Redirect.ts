/**
 * Where to go after signing in and out (spec §2 Navigation rules), with a sanitiser so the
 * `redirect` query value can never send the user to another origin.
 */
import * as Routes from "./Routes.ts";

/** The query parameter that carries the post-sign-in destination. */
export const redirectParam = "redirect";

// C0 controls, space-less DEL and C1 controls: browsers strip or rewrite these inside URLs
// (a tab in "/\t/evil" disappears and leaves "//evil").
// eslint-disable-next-line no-control-regex -- matching control characters is the point here.
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;
const maxDecodeRounds = 8;

const isSafeForm = (candidate: string): boolean => {
  if (!candidate.startsWith("/")) return false; // absolute URLs, "javascript:", relative paths
  if (candidate.includes("\\")) return false; // "/\evil" is "//evil" to a browser
  if (controlCharacter.test(candidate)) return false;
  const path = candidate.split(/[?#]/, 1)[0] ?? "";
  if (path.includes("//")) return false; // "//evil", and "/a//evil" after "/.." normalisation
  return !path.split("/").some((segment) => segment === "." || segment === "..");
};

/**
 * The redirect value if it is a same-origin relative path starting with a single "/", else
 * undefined. Every percent-decoding of the value (decoded repeatedly until it stops changing)
 * must pass too, so "%2F%2Fevil.example" and "/%5Cevil.example" are rejected, as are absolute
 * URLs, "//host", "/\host", "javascript:", backslashes and control characters anywhere.
 */
export const sanitise = (raw: string | null | undefined): string | undefined => {
  if (typeof raw !== "string" || raw === "") return undefined;
  let candidate = raw;
  for (let round = 0; round < maxDecodeRounds; round++) {
    if (!isSafeForm(candidate)) return undefined;
    let decoded: string;
    try {
      decoded = decodeURIComponent(candidate);
    } catch {
      return undefined; // malformed escapes: a browser might read them differently
    }
    if (decoded === candidate) return raw;
    candidate = decoded;
  }
  return undefined; // still decoding after many rounds: treat as hostile
};

/**
 * Where the user goes after signing in: the redirect value when it is safe, otherwise
 * /book-ride for consumers or /business/book-ride for business users (§2).
 */
export const afterSignIn = (redirect: string | null | undefined, business: boolean): string =>
  sanitise(redirect) ?? (business ? Routes.paths.business("book-ride") : Routes.paths.bookRide());

/** Signing out goes to /book-ride (§2). */
export const afterSignOut = (): string => Routes.paths.bookRide();
