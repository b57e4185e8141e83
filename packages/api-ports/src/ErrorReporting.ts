/**
 * Error reporting (spec §8 "Errors are reported to an error-reporting service ... Several noisy
 * error patterns are ignored"). Reports are sent only when a DSN is configured, never for the
 * ignored noise (ErrorCatalogue.isIgnoredError), and only after every token and personal detail
 * has been scrubbed from messages, stacks, URLs and context: a report must not let its reader
 * open someone's booking, pay page or session.
 *
 * `createErrorReporting` holds those rules in front of any provider (the web wires Sentry as the
 * sender); `createInMemoryErrorReporting` (@cabline/api-ports/testing) records what was sent.
 */
import { Card, ErrorCatalogue } from "@cabline/domain";

export type ErrorContext = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface ErrorReporting {
  readonly enabled: boolean;
  /** Reports an error; never throws. */
  report(error: unknown, context?: ErrorContext): void;
}

/** What the sender receives: scrubbed text only. */
export interface ErrorEvent {
  readonly name: string;
  readonly message: string;
  readonly stack?: string;
  readonly url?: string;
  readonly context: Readonly<Record<string, string | number | boolean>>;
}

const redacted = "[redacted]";

/** The app's token routes: /t, /track, /pay, /share, /invitation, reset and review links. */
const tokenPaths =
  /(\/(?:t|track|pay|share|invitation|reset-password|reset_password|reset-password-driver|phone-review|driver_no_activity_feedback)\/)(?!\[redacted\])[^/?#\s"']+/gi;
/** Credential-like parameters in query strings, form bodies, JSON and log text. */
const secretParameters =
  /(\b(?:access_token|booking_token|token|reset_token|driverToken|accessToken|bookingToken|newCardToken|captchaToken|client_secret|clientSecret|setup_id|password|confirmPassword|validationCode|key|api_key|apikey|dsn)\b["']?\s*[:=]\s*["']?)(?!\[redacted\])[^&\s"',;}]+/gi;
const bearer = /\b(Bearer\s+)(?!\[redacted\])[^\s"',;]+/gi;
const stripeSecrets = /\b(?:pi|seti)_[A-Za-z0-9]+_secret_[A-Za-z0-9]+/g;
const jwt = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
/** Long random-looking strings (booking tokens are 22+ base64url characters with digits and letters). */
const opaqueTokens = /\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{22,}\b/g;
/** Any RFC 5322 local part ("atext" and dots) at a dotted domain. */
const emails = /[A-Z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Z0-9](?:[A-Z0-9-]*[A-Z0-9])?(?:\.[A-Z0-9](?:[A-Z0-9-]*[A-Z0-9])?)+/gi;
/** UK numbers (+44 or 0, 10-11 digits, spaced or not) and other international numbers. */
const phones = /(?:\+\d{1,3}[\s-]?\(?\d{1,4}\)?(?:[\s-]?\d){6,12}|\b0\d{2,4}(?:[\s-]?\d){6,8})\b/g;
/** Digit runs that pass the Luhn check: card numbers. */
const digitRuns = /\b\d(?:[ -]?\d){11,18}\b/g;

/** Removes tokens and personal data from a text (message, stack, URL, context value). */
export const scrub = (text: string): string =>
  text
    .replace(tokenPaths, `$1${redacted}`)
    .replace(bearer, `$1${redacted}`)
    .replace(secretParameters, `$1${redacted}`)
    .replace(stripeSecrets, redacted)
    .replace(jwt, redacted)
    .replace(emails, "[email]")
    .replace(digitRuns, (run) => (Card.passesLuhn(run.replace(/[ -]/g, "")) ? "[card]" : run))
    .replace(phones, "[phone]")
    .replace(opaqueTokens, redacted);

const describe = (error: unknown): { name: string; message: string; stack?: string } => {
  if (error instanceof Error) {
    return { name: error.name, message: error.message, ...(error.stack === undefined ? {} : { stack: error.stack }) };
  }
  if (typeof error === "string") return { name: "Error", message: error };
  try {
    return { name: "Error", message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { name: "Error", message: String(error) };
  }
};

/** The event for an error, scrubbed; undefined for the ignored noise (§8). */
export const eventFor = (error: unknown, context: ErrorContext = {}, url?: string): ErrorEvent | undefined => {
  const { name, message, stack } = describe(error);
  if (ErrorCatalogue.isIgnoredError(message) || ErrorCatalogue.isIgnoredError(`${name}: ${message}`)) return undefined;
  const cleanContext: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(context)) {
    if (value === undefined || value === null) continue;
    cleanContext[key] = typeof value === "string" ? scrub(value) : value;
  }
  return {
    name,
    message: scrub(message),
    ...(stack === undefined ? {} : { stack: scrub(stack) }),
    ...(url === undefined ? {} : { url: scrub(url) }),
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
