// Product analytics for the screens (spec §1; §4 "tracked as session expired"; §7 analytics
// initialised opted out; §9 the tenant's token used only if provided). main.tsx creates the one
// instance from the tenant's configuration; the port (api-ports Analytics) sends nothing without a
// token or before the user consents. Events name what happened with a few non-identifying
// properties (how, which way, how many): never a name, e-mail, phone number, address, token or id.
import type { Analytics } from "@cabline/api-ports/Analytics";
import { sessionExpiredEvent } from "@cabline/api-ports/Analytics";
import { consentCookieString } from "./cookies.ts";
import { store } from "./store.ts";

export const analyticsEvents = {
  signedUp: "sign_up_completed",
  signedIn: "signed_in",
  sessionExpired: sessionExpiredEvent,
  booked: "booking_made",
} as const;

export type AnalyticsEvent = (typeof analyticsEvents)[keyof typeof analyticsEvents];

/** Only these property values may be sent: the event's own vocabulary, never free text. */
type SafeProperties = Readonly<Record<string, boolean | number | "email" | "phone" | "cash" | "card" | "account">>;

let instance: Analytics | undefined;
/** Runs the tenant's own scripts (spec §1), once; undefined when the page has none to run. */
let tenantScripts: (() => void) | undefined;

/**
 * The visitor's answer as this page knows it: from the consent cookie (lib/cookies.ts) when the page
 * starts (main.tsx reads document.cookie, the server render the request's cookie, so both draw the
 * same page), then from the question. Undefined when not yet answered.
 */
let answer: boolean | undefined;

export function startConsent(stored: boolean | undefined): void {
  answer = stored;
  refreshChoices();
}

/** The visitor's answer to the consent question: true, false, or undefined when not asked. */
export const storedConsent = (): boolean | undefined => answer;

export function setAnalytics(analytics: Analytics): void {
  instance = analytics;
  refreshChoices();
}

/**
 * The tenant's own scripts (analytics, chat, pixels: spec §1) wait for the same consent as Cabline's
 * analytics (UK PECR reg. 6, UK GDPR): `run` injects them, now if the visitor already agreed, else
 * when they do. A page with none (or a card page, which never runs them) passes undefined.
 */
export function setTenantScripts(run: (() => void) | undefined): void {
  tenantScripts = run;
  if (run !== undefined && answer === true) run();
  refreshChoices();
}

/** Whether there is anything to consent to: Cabline's analytics with the tenant's token, or its scripts. */
export const consentChoices$ = store(false);

function refreshChoices(): void {
  const choices = (instance?.state() ?? "disabled") !== "disabled" || tenantScripts !== undefined;
  consentChoices$.set(choices);
  consentQuestion$.set(choices && answer === undefined);
}

export function track(event: AnalyticsEvent, properties: SafeProperties = {}): void {
  instance?.track(event, properties);
}

/**
 * Whether the consent question is on screen: at start-up when there is something to consent to
 * (consentChoices$) and the visitor has not answered; again whenever they open the choices in the
 * footer, since taking consent back must be as easy as giving it (UK GDPR art. 7(3)).
 */
export const consentQuestion$ = store(false);

/** Whether the question was opened from the footer, far below it: it then takes focus (and so scrolls into view). */
let asked = false;

export function askConsent(): void {
  asked = true;
  consentQuestion$.set(true);
}

/** True once after askConsent: the question should take focus as it appears. */
export function consentAsked(): boolean {
  const was = asked;
  asked = false;
  return was;
}

export function answerConsent(consented: boolean): void {
  answer = consented;
  consentQuestion$.set(false);
  try {
    document.cookie = consentCookieString(consented, window.location.protocol === "https:");
  } catch {
    // Cookies blocked: the answer holds for this page only.
  }
  if (consented) {
    instance?.optIn();
    tenantScripts?.();
  } else instance?.optOut();
}
