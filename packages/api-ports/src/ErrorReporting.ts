/**
 * Error reporting (spec §8 "Errors are reported to an error-reporting service ... Several noisy
 * error patterns are ignored"). Reports are sent only when a DSN is configured, never for the
 * ignored noise (ErrorCatalogue.isIgnoredError), and hold only what is known to be safe:
 * the route pattern instead of the URL, a standard error name, the error code, a message and
 * stack scrubbed after decoding, and an allow-list of context keys. A report must not
 * let its reader open someone's booking, pay page or session, nor learn who they are.
 *
 * `createErrorReporting` holds those rules in front of any provider (the web wires Sentry as the
 * sender); `createInMemoryErrorReporting` (@cabline/api-ports/testing) records what was sent.
 */
import { Card, ErrorCatalogue, Routes } from "@cabline/domain";
import { describe } from "./UncaughtErrors.ts";

export { reportUncaught, type UncaughtErrorSource } from "./UncaughtErrors.ts";

export type ErrorContext = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface ErrorReporting {
  readonly enabled: boolean;
  /** Reports an error; never throws. */
  report(error: unknown, context?: ErrorContext): void;
}

/**
 * What the sender receives: only what is known to be safe. The page is its
 * route pattern ("/t/:token"), never its URL; the error's name is one of the standard names; the
 * context keeps only the keys below, each value checked; message and stack are scrubbed after
 * decoding, so an encoded e-mail or token is caught too.
 */
export interface ErrorEvent {
  readonly name: string;
  /** The §8 or extension code, when the error carries one. */
  readonly code?: string;
  readonly message: string;
  readonly stack?: string;
  /** The route pattern of the page (Routes), "unmatched" for a path outside the route table. */
  readonly route?: string;
  readonly context: Readonly<Record<string, string | number | boolean>>;
}

const redacted = "[redacted]";

/** The app's token routes: /t, /track, /pay, /share, /invitation, reset and review links. */
const tokenPaths =
  /(\/(?:t|track|pay|share|invitation|reset-password|reset_password|reset-password-driver|phone-review|driver_no_activity_feedback)\/)(?!\[redacted\])[^/?#\s"']+/gi;
/**
 * Field values in query strings, form bodies, JSON and log text: kept only for the keys known to
 * hold no secret and no personal detail; every other field's value is removed (password,
 * loginPassword, newPassword, loginOtp, signUpOtp, name, address... whatever their spelling).
 */
const safeKeys = new Set([
  "error",
  "code",
  "status",
  "operation",
  "reason",
  "id",
  "leg",
  "legs",
  "page",
  "limit",
  "offset",
  "count",
  "type",
  "method",
  "during",
  "business_id",
  "ride_type_id",
  "rideId",
  "passengers",
  "luggage",
  "paymentMethod",
  "payment_method",
  "returnEnabled",
  "isForSignIn",
  "android",
  "version",
]);
const fields =
  /(["']?)(?<!\[)\b([A-Za-z_][A-Za-z0-9_.[\]-]*)\1(\s*[:=](?!\/\/)\s*)(?!["']?\[[a-z]+\])("(?:[^"\\]|\\.)*"|'[^']*'|[^&\s"',;}\])]+)/g;
const bearer = /\b(Bearer\s+)(?!\[redacted\])[^\s"',;]+/gi;
const stripeSecrets = /\b(?:pi|seti)_[A-Za-z0-9]+_secret_[A-Za-z0-9]+/g;
const jwt = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
/**
 * Long random-looking strings: 20+ base64url characters that are not a snake_case code (tokens
 * with no digit too).
 */
const opaqueTokens = /(?<![A-Za-z0-9_-])(?![a-z_]+(?![A-Za-z0-9_-]))[A-Za-z0-9_-]{20,}(?![A-Za-z0-9_-])/g;
/**
 * Whether a long run is a token rather than a name: digits mixed with letters, or letters that do
 * not read as camelCase words (every letter in a Word, a leading word or an ACRONYM, 4.2 letters
 * a word or more). Measured on 200,000 random 128-bit tokens: those without a digit (2.8 %) are
 * caught 98.5 % of the time; function names such as asyncRunEntryPointWithESMLoader are kept.
 */
const looksRandom = (run: string): boolean => {
  if (/\d/.test(run) && /[A-Za-z]/.test(run)) return true;
  const letters = run.replace(/[^A-Za-z]/g, "");
  if (letters.length === 0) return false;
  const covered = (letters.match(/[A-Z][a-z]+|^[a-z]{2,}|[A-Z]{2,}(?=[A-Z][a-z]|$)/g) ?? []).join("").length;
  const words = (letters.match(/[A-Z]?[a-z]+|[A-Z]+(?![a-z])/g) ?? []).length;
  return covered < letters.length || letters.length / Math.max(1, words) < 4.2;
};
/** Any RFC 5322 local part ("atext" and dots) at a dotted domain. */
const emails = /[A-Z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Z0-9](?:[A-Z0-9-]*[A-Z0-9])?(?:\.[A-Z0-9](?:[A-Z0-9-]*[A-Z0-9])?)+/gi;
/**
 * Phone numbers: international (+44 7700 900123, +44 (0)23 8049 6000) and national ((023) 8049
 * 6000, 023 8049 6000, 07700 900 123), spaced, dashed or dotted.
 */
const phones =
  /(?:\+\d{1,3}[\s.-]?(?:\(0\)[\s.-]?)?\(?\d{1,5}\)?(?:[\s.-]?\d){5,12}|\(?\b0\d{2,4}\)?(?:[\s.-]?\d){6,8})\b/g;
/** Digit runs that pass the Luhn check: card numbers. */
const digitRuns = /\b\d(?:[ -]?\d){11,18}\b/g;
/** UK postcodes (SO14 7DU). */
const postcodes = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/gi;
/** A house number and a street: "112 Above Bar Street", "3a Canute Rd". */
const streets =
  /\b\d+[A-Za-z]?,?\s+(?:[A-Z][A-Za-z'-]+\s+){0,4}(?:Street|St|Road|Rd|Lane|Ln|Avenue|Ave|Close|Drive|Dr|Way|Terrace|Place|Pl|Square|Sq|Crescent|Gardens|Court|Ct|Hill|Park|Row|Walk|Parade|Quay|Grove|Mews|Green)\b\.?/g;
/** Two or more capitalised words in a row: a person's or a place's name ("Amelia Clarke"). */
const properNames = /\b[A-Z][a-z'-]+(?:\s+(?:[A-Z][a-z'-]+|[A-Z]\.))+\b/g;
/** Quoted text in a message: whatever someone typed ("Cannot find 'Amelia'"). */
const quoted = /(["'`\u2018\u201c])(?:(?!\1).){1,200}?\1/g;

/**
 * Undoes percent-encoding (twice-encoded too) and the HTML entities of "@" and ".", so
 * "amelia%40example.com" is matched as the e-mail it is. Malformed sequences are left as they are.
 */
export const decode = (text: string): string => {
  let current = text;
  for (let round = 0; round < 3; round++) {
    const next = current
      .replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
        try {
          return decodeURIComponent(run);
        } catch {
          return run;
        }
      })
      .replace(/&(?:#64|commat);/gi, "@")
      .replace(/&(?:#46|period);/gi, ".")
      .replace(/&amp;/gi, "&");
    if (next === current) break;
    current = next;
  }
  return current;
};

const fieldValues = (text: string): string =>
  text.replace(fields, (whole, quote: string, key: string, separator: string, value: string) =>
    safeKeys.has(key)
      ? whole
      : `${quote}${key}${quote}${separator}${value.startsWith('"') ? '"[redacted]"' : redacted}`,
  );

const credentials = (text: string): string =>
  decode(text)
    .replace(bearer, `$1${redacted}`)
    .replace(tokenPaths, `$1${redacted}`)
    .replace(stripeSecrets, redacted)
    .replace(jwt, redacted);

/** Removes tokens and personal data from a text (message, stack, context value), after decoding it. */
export const scrub = (text: string, options: { readonly fields?: boolean } = {}): string =>
  (options.fields === false ? credentials(text) : fieldValues(credentials(text)))
    .replace(emails, "[email]")
    .replace(digitRuns, (run) => (Card.passesLuhn(run.replace(/[ -]/g, "")) ? "[card]" : run))
    .replace(phones, "[phone]")
    .replace(streets, "[address]")
    .replace(postcodes, "[postcode]")
    .replace(opaqueTokens, (run) => (looksRandom(run) ? redacted : run));

/** A message as it may leave: scrubbed, quoted text and names removed, at most 300 characters. */
export const scrubMessage = (text: string): string =>
  scrub(text)
    .replace(quoted, (whole, quote: string) => (/^.[a-z_]{1,40}.$/.test(whole) ? whole : `${quote}[text]${quote}`))
    .replace(properNames, "[name]")
    .slice(0, 300);

/** Error names that say what kind of failure it was and nothing about the user. */
const knownNames = new Set([
  "Error",
  "TypeError",
  "RangeError",
  "ReferenceError",
  "SyntaxError",
  "URIError",
  "EvalError",
  "AggregateError",
  "AbortError",
  "TimeoutError",
  "NetworkError",
  "SecurityError",
  "QuotaExceededError",
  "NotAllowedError",
  "DataCloneError",
  "ChunkLoadError",
  "DispatchError",
  "UnhandledRejection",
]);
const codePattern = /^[A-Za-z][A-Za-z0-9_ ]{1,60}$/;

/** The context keys a report may carry, each with the check its value must pass. */
const contextRules: Readonly<
  Record<string, (value: string | number | boolean) => string | number | boolean | undefined>
> = {
  operation: (value) => (typeof value === "string" && /^[A-Za-z][A-Za-z0-9.]{0,60}$/.test(value) ? value : undefined),
  reason: (value) => (typeof value === "string" && /^[A-Za-z]{1,40}$/.test(value) ? value : undefined),
  during: (value) => (typeof value === "string" && /^[A-Za-z]{1,40}$/.test(value) ? value : undefined),
  code: (value) => (typeof value === "string" && codePattern.test(value) ? value : undefined),
  status: (value) => (typeof value === "number" && Number.isInteger(value) ? value : undefined),
  detail: (value) => (typeof value === "string" ? scrubMessage(value) : undefined),
};

/** The route pattern of a page address ("/t/:token"); "unmatched" outside the route table. */
export const routeOf = (url: string): string => {
  let path: string;
  try {
    path = new URL(url, "https://app.invalid").pathname;
  } catch {
    return "unmatched";
  }
  return Routes.matchAll(path)[0]?.route.pattern ?? "unmatched";
};

/** Stack frames only, each scrubbed; the error's own first line (name and message) is dropped. */
const scrubStack = (stack: string): string =>
  stack
    .split("\n")
    .filter((line) => /^\s*at\s|@\S*:\d+:\d+\s*$/.test(line))
    .slice(0, 30)
    // A frame is "at name (url:line:column)": no field values, and the query of its URL goes.
    .map((line) => scrub(line.replace(/\?[^\s)]*?(?=:\d+:\d+)/g, ""), { fields: false }))
    .join("\n");

/** The event for an error, holding only what is known to be safe; undefined for the ignored noise (§8). */
export const eventFor = (error: unknown, context: ErrorContext = {}, url?: string): ErrorEvent | undefined => {
  const { name, message, code, stack } = describe(error);
  if (ErrorCatalogue.isIgnoredError(message) || ErrorCatalogue.isIgnoredError(`${name}: ${message}`)) return undefined;
  const cleanContext: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(context)) {
    const rule = contextRules[key];
    if (rule === undefined || value === undefined || value === null) continue;
    const clean = rule(value);
    if (clean !== undefined) cleanContext[key] = clean;
  }
  const knownCode = code !== undefined && codePattern.test(code) ? code : undefined;
  const catalogued = knownCode !== undefined && ErrorCatalogue.messageFor(knownCode) === message;
  return {
    name: knownNames.has(name) ? name : "Error",
    ...(knownCode === undefined ? {} : { code: knownCode }),
    message: catalogued ? message : scrubMessage(message),
    ...(stack === undefined ? {} : { stack: scrubStack(stack) }),
    ...(url === undefined ? {} : { route: routeOf(url) }),
    context: cleanContext,
  };
};

export const createErrorReporting = (options: {
  /** The service's DSN; reporting is off without one. */
  readonly dsn: string | null | undefined;
  readonly send: (event: ErrorEvent, dsn: string) => void;
  /** The page the error happened on (location.href in the browser). */
  readonly currentUrl?: () => string;
}): ErrorReporting => {
  const dsn = options.dsn?.trim() ?? "";
  if (dsn === "") return { enabled: false, report: () => undefined };
  return {
    enabled: true,
    report: (error, context) => {
      try {
        const event = eventFor(error, context, options.currentUrl?.());
        if (event !== undefined) options.send(event, dsn);
      } catch {
        // Reporting must never break the app.
      }
    },
  };
};

/** Reporting switched off (no DSN). */
export const disabledErrorReporting: ErrorReporting = { enabled: false, report: () => undefined };
