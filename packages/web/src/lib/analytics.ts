// Product analytics for the screens (spec §1; §4 "tracked as session expired"; §7 analytics
// initialised opted out; §9 the tenant's token used only if provided). main.tsx creates the one
// instance from the tenant's configuration; the port (api-ports Analytics) sends nothing without a
// token or before the user consents. Events name what happened with a few non-identifying
// properties (how, which way, how many): never a name, e-mail, phone number, address, token or id.
import type { Analytics, AnalyticsProperties } from "@cabline/api-ports/Analytics";
import { sessionExpiredEvent } from "@cabline/api-ports/Analytics";
import { localStore } from "./browser-storage.ts";
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

export function setAnalytics(analytics: Analytics): void {
  instance = analytics;
  consentQuestion$.set(analytics.state() === "opted_out" && storedConsent() === undefined);
}

export const currentAnalytics = (): Analytics | undefined => instance;

export function track(event: AnalyticsEvent, properties: SafeProperties = {}): void {
  instance?.track(event, properties as AnalyticsProperties);
}

const consentKey = "cabline.analytics-consent";

/** The user's earlier answer to the consent question: true, false, or undefined when not asked. */
export function storedConsent(): boolean | undefined {
  try {
    const value = localStore()?.getItem(consentKey);
    return value === "yes" ? true : value === "no" ? false : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the consent question is on screen: at start-up when the tenant has a token and the user
 * has not answered; again whenever they open "Analytics choices" in the footer, since taking
 * consent back must be as easy as giving it (UK GDPR art. 7(3)).
 */
export const consentQuestion$ = store(false);

export function askConsent(): void {
  consentQuestion$.set(true);
}

/** Where the tenant has analytics at all (a token): only then is there anything to choose. */
export const analyticsAvailable = (): boolean => (instance?.state() ?? "disabled") !== "disabled";

export function answerConsent(consented: boolean): void {
  consentQuestion$.set(false);
  try {
    localStore()?.setItem(consentKey, consented ? "yes" : "no");
  } catch {
    // Blocked storage: the answer holds for this page only.
  }
  if (consented) instance?.optIn();
  else instance?.optOut();
}
