/**
 * The payments port (spec §1 card-payment publishable key, §3 card and newCardToken; 3-D Secure
 * is the contract's confirmCardSetup/confirmPayment extension). The app never sees a real card
 * number: in production the provider's own field (Stripe Elements, in the web package) turns the
 * card into a token; against the sandbox, a sandbox form that accepts only Stripe's published test
 * numbers (Card.testCards) does.
 *
 * Adapters: `createSandboxPaymentsApi` and `createStripePaymentsApi` (@cabline/api-ports/http),
 * `createInMemoryPaymentsApi` (@cabline/api-ports/testing).
 */
import { Card, type Checkout } from "@cabline/domain";
import { Schema } from "effect";
import { type DispatchApi, isDispatchError } from "./DispatchApi.ts";

/** What the user typed the card into. */
export type CardEntry =
  /** The sandbox card form: a Stripe test number, expiry and CVC. */
  | {
      readonly kind: "fields";
      readonly number: string;
      readonly expMonth: number;
      readonly expYear: number;
      readonly cvc: string;
    }
  /** The provider's own mounted card field (e.g. a Stripe CardElement); opaque to the app. */
  | { readonly kind: "element"; readonly element: unknown };

export interface PaymentsApi {
  readonly provider: "stripe" | "sandbox" | "memory";
  /**
   * The provider's client for its own card field, for the provider's UI library to draw it (Stripe.js
   * for @stripe/react-stripe-js's Elements); only providers that draw their own field. Rejects with
   * a PaymentsError when it cannot load.
   */
  readonly elementsClient?: () => Promise<unknown>;
  /** Turns the card into the newCardToken that addCard and checkout take. */
  createCardToken(entry: CardEntry): Promise<Card.CardToken>;
  /**
   * Finishes a card setup: when addCard answered requires_action, runs the 3-D Secure challenge
   * and confirms it (confirmCardSetup). A setup that already succeeded is returned as it is.
   */
  confirmCardSetup(setup: Card.CardSetup): Promise<Card.CardSetup>;
  /**
   * Finishes a payment: when checkout answered requires_action, runs the 3-D Secure challenge and
   * confirms it (confirmPayment). The pay page passes its booking token.
   */
  confirmPayment(
    result: Checkout.CheckoutResult,
    options?: { readonly bookingToken?: string },
  ): Promise<Checkout.CheckoutResult>;
}

/** Runs a 3-D Secure challenge; resolves true when the cardholder passed it. */
export type Authenticate = (challenge: {
  readonly clientSecret: string;
  readonly nextAction?: Card.NextAction;
}) => Promise<boolean>;

/**
 * Why a payment step failed: Rejected (declined, not a test card, failed 3-D Secure; `code`
 * says which), SignedOut (the dispatch API refused the session), Contract, Network, Timeout.
 */
export const PaymentsErrorReason = Schema.Literals(["Rejected", "SignedOut", "Contract", "Network", "Timeout"]);
export type PaymentsErrorReason = typeof PaymentsErrorReason.Type;

export class PaymentsError extends Schema.TaggedError<PaymentsError>()("PaymentsError", {
  reason: PaymentsErrorReason,
  operation: Schema.String,
  code: Schema.optionalKey(Schema.String),
  message: Schema.String,
  status: Schema.optionalKey(Schema.Int),
  detail: Schema.optionalKey(Schema.String),
}) {}

export const isPaymentsError = (error: unknown): error is PaymentsError => error instanceof PaymentsError;

/** User-facing messages of the payment steps that have no §8 code. */
export const messages = {
  notTestCard: "In the sandbox, use one of Stripe's test cards, such as 4242 4242 4242 4242.",
  invalidExpiry: "Please check the card's expiry date.",
  invalidCvc: "Please check the card's security code.",
  declined: "Your card was declined.",
  authenticationFailed: "Your bank could not confirm this card. Please try again or use another card.",
  unsupportedEntry: "This card field cannot be used here.",
  cardFormUnavailable: "The card form could not load. Check your connection and try again, or pay another way.",
} as const;

/** A DispatchError from a confirm call, as the payments port reports it. */
const fromDispatch = (error: unknown): unknown =>
  isDispatchError(error)
    ? new PaymentsError({
        reason: error.reason,
        operation: error.operation,
        message: error.message,
        ...(error.code === undefined ? {} : { code: error.code }),
        ...(error.status === undefined ? {} : { status: error.status }),
        ...(error.detail === undefined ? {} : { detail: error.detail }),
      })
    : error;

const authenticationFailed = (operation: string) =>
  new PaymentsError({
    reason: "Rejected",
    operation,
    code: "authentication_failed",
    message: messages.authenticationFailed,
  });

const missing = (operation: string, what: string) =>
  new PaymentsError({
    reason: "Contract",
    operation,
    message: messages.authenticationFailed,
    detail: `${operation} needs 3-D Secure but the answer has no ${what}.`,
  });

/**
 * The 3-D Secure half of every payments adapter: run the provider's challenge, then confirm with
 * the dispatch API (the contract's confirmCardSetup / confirmPayment extension).
 */
export const threeDSecure = (options: {
  readonly authenticate: Authenticate;
  readonly dispatch: Pick<DispatchApi, "cardsAndPromocodes" | "checkout">;
}): Pick<PaymentsApi, "confirmCardSetup" | "confirmPayment"> => ({
  confirmCardSetup: async (setup) => {
    if (!Card.needsAuthentication(setup)) return setup;
    if (setup.setup_id === undefined || setup.client_secret === undefined) {
      throw missing("confirmCardSetup", "setup_id or client_secret");
    }
    const passed = await options.authenticate({
      clientSecret: setup.client_secret,
      ...(setup.next_action === undefined ? {} : { nextAction: setup.next_action }),
    });
    if (!passed) throw authenticationFailed("confirmCardSetup");
    return options.dispatch.cardsAndPromocodes.confirmCardSetup({ setupId: setup.setup_id }).catch((error: unknown) => {
      throw fromDispatch(error);
    });
  },
  confirmPayment: async (result, confirm = {}) => {
    if (result.status !== "requires_action") return result;
    const payment = result.payment;
    if (payment?.client_secret === undefined) throw missing("confirmPayment", "payment client_secret");
    const passed = await options.authenticate({
      clientSecret: payment.client_secret,
      ...(payment.next_action === undefined ? {} : { nextAction: payment.next_action }),
    });
    if (!passed) throw authenticationFailed("confirmPayment");
    return options.dispatch.checkout
      .confirmPayment({
        paymentId: payment.id,
        ...(confirm.bookingToken === undefined ? {} : { bookingToken: confirm.bookingToken }),
      })
      .catch((error: unknown) => {
        throw fromDispatch(error);
      });
  },
});
