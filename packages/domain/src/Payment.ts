/**
 * Payment methods and the initial payment method after the token check (spec §3, §4).
 */
import { isOneOf } from "./OneOf.ts";

export const paymentMethods = ["cash", "card", "account"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The user's default payment type defaults to cash (§3); so do quick-book and cruise-book. */
export const consumerDefault: PaymentMethod = "cash";
/** A business booking pays on account by default (§3). */
export const businessDefault: PaymentMethod = "account";

const isPaymentMethod = (value: unknown): value is PaymentMethod => isOneOf(paymentMethods, value);

/** A payment type as the server spells it; unknown or missing values mean cash. */
export const normalise = (raw: unknown): PaymentMethod => {
  const value = typeof raw === "string" ? raw.trim().toLowerCase() : undefined;
  return isPaymentMethod(value) ? value : consumerDefault;
};

export interface PaymentSettings {
  readonly default_payment_type?: string | null | undefined;
  readonly account_trip_enabled?: boolean | null | undefined;
}

/**
 * The payment method selected after the token check: the user's default payment type, except
 * cash when that default is account but account trips are not enabled (§4).
 */
export const initialPaymentMethod = (settings: PaymentSettings): PaymentMethod => {
  const method = normalise(settings.default_payment_type);
  return method === "account" && settings.account_trip_enabled !== true ? "cash" : method;
};

/**
 * The ways a passenger may pay for their own booking (§3 summary): cash or card, and on account
 * when their own default payment type is account.
 */
export const consumerMethods = (defaultMethod: PaymentMethod): ReadonlyArray<PaymentMethod> =>
  defaultMethod === "account" ? ["cash", "card", "account"] : ["cash", "card"];

/**
 * The card provider a tenant's publishable key selects (spec §3 newCardToken; for booking and the
 * pay page alike: Stripe Elements with a real key, the sandbox adapter offline). A Stripe
 * publishable key (`pk_live_…` or `pk_test_…`, letters and digits) selects Stripe; the sandbox's
 * own keys (`pk_test_sandbox_…`), a missing key or anything else select the sandbox's card form,
 * whose tokens only the sandbox accepts. Decided as payment set-ups do: a key that is not Stripe's
 * is never sent to Stripe.
 */
export type CardProvider = "stripe" | "sandbox";

export const cardProviderFor = (publishableKey: string | undefined): CardProvider =>
  publishableKey !== undefined && /^pk_(live|test)_[A-Za-z0-9]{8,}$/.test(publishableKey) ? "stripe" : "sandbox";
