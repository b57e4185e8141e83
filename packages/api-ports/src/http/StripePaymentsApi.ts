/**
 * The payments port on Stripe (spec §3 newCardToken; Stripe Elements with a real key). The card
 * number never touches the app: Stripe's card element (an iframe from js.stripe.com), drawn by
 * @stripe/react-stripe-js's Elements and CardElement with the client this adapter gives
 * (`elementsClient`, web's StripeCardField), takes it, and `stripe.createToken(element)` gives the
 * token the dispatch API books with. 3-D Secure: Stripe shows the bank's challenge with
 * `confirmCardPayment(clientSecret)` for a payment and `confirmCardSetup(clientSecret)` for a
 * saved card (Stripe's client secrets begin with the intent's kind, `pi_` or `seti_`), then the
 * dispatch API's confirmPayment / confirmCardSetup, as with the sandbox.
 *
 * Stripe.js must be loaded from js.stripe.com (Stripe's rule, PCI DSS): `loadStripeJs` adds the
 * script once and resolves `window.Stripe(key)`. Only the few calls used here are typed
 * (`StripeJs`), so tests pass a fake; offline (this machine) nothing reaches Stripe, and the
 * tenant's key decides (Payment.cardProviderFor) that the sandbox adapter is used instead.
 */
import type { Card } from "@cabline/domain";
import type { DispatchApi } from "../DispatchApi.ts";
import { type CardEntry, messages, type PaymentsApi, PaymentsError, threeDSecure } from "../PaymentsApi.ts";

/** Stripe's card element, as the app holds it: opaque, handed back to createToken. */
export type StripeCardElement = object;

type StripeError = { readonly code?: string; readonly message?: string; readonly type?: string };

/** The calls of Stripe.js this adapter makes (Elements itself is @stripe/react-stripe-js's). */
export interface StripeJs {
  createToken(element: StripeCardElement): Promise<{
    readonly token?: { readonly id: string; readonly card?: { readonly last4: string; readonly brand: string } };
    readonly error?: StripeError;
  }>;
  confirmCardPayment(clientSecret: string): Promise<{ readonly error?: StripeError }>;
  confirmCardSetup(clientSecret: string): Promise<{ readonly error?: StripeError }>;
}

export const stripeJsUrl = "https://js.stripe.com/v3/";

/** The part of a document the loader needs (a fake in tests). */
export interface ScriptHost {
  querySelector(selector: string): unknown;
  createElement(tag: "script"): {
    src: string;
    async: boolean;
    addEventListener(type: "load" | "error", listener: () => void): void;
  };
  readonly head: { appendChild(node: unknown): unknown };
}

/** Loads Stripe.js from js.stripe.com once and makes the client for `publishableKey`. */
export const loadStripeJs = (
  publishableKey: string,
  host: ScriptHost = document,
  // Kept: Stripe.js sets window.Stripe when it loads; its shape is Stripe's, checked only as a function below.
  global: { Stripe?: (key: string) => StripeJs } = globalThis as { Stripe?: (key: string) => StripeJs },
): Promise<StripeJs> =>
  new Promise((resolve, reject) => {
    const ready = () => {
      const factory = global.Stripe;
      if (typeof factory === "function") resolve(factory(publishableKey));
      else reject(new Error("Stripe.js loaded without window.Stripe"));
    };
    if (typeof global.Stripe === "function") return ready();
    const script = host.createElement("script");
    script.src = stripeJsUrl;
    script.async = true;
    script.addEventListener("load", ready);
    script.addEventListener("error", () => reject(new Error(`${stripeJsUrl} did not load`)));
    if (host.querySelector(`script[src="${stripeJsUrl}"]`) === null) host.head.appendChild(script);
  });

export interface StripePaymentsOptions {
  readonly publishableKey: string;
  /** The dispatch port, for the 3-D Secure confirmations. */
  readonly dispatch: Pick<DispatchApi, "cardsAndPromocodes" | "checkout">;
  /** Stripe.js for the key; loadStripeJs by default. */
  readonly load?: (publishableKey: string) => Promise<StripeJs>;
}

const unreachable = (operation: string, detail: string) =>
  new PaymentsError({ reason: "Network", operation, message: messages.cardFormUnavailable, detail });

export const createStripePaymentsApi = (options: StripePaymentsOptions): PaymentsApi => {
  let client: Promise<StripeJs> | undefined;
  const stripe = (operation: string): Promise<StripeJs> => {
    client ??= (options.load ?? loadStripeJs)(options.publishableKey).catch((error: unknown) => {
      client = undefined;
      throw unreachable(operation, String(error));
    });
    return client;
  };
  const isElement = (entry: CardEntry): entry is { kind: "element"; element: StripeCardElement } =>
    entry.kind === "element";

  return {
    provider: "stripe",
    elementsClient: () => stripe("elementsClient"),
    createCardToken: async (entry): Promise<Card.CardToken> => {
      const operation = "createCardToken";
      if (!isElement(entry)) {
        throw new PaymentsError({
          reason: "Rejected",
          operation,
          code: "unsupported_entry",
          message: messages.unsupportedEntry,
        });
      }
      const answer = await (await stripe(operation)).createToken(entry.element);
      if (answer.token !== undefined && answer.token.id !== "") {
        return { id: answer.token.id, last4: answer.token.card?.last4 ?? "", brand: answer.token.card?.brand ?? "" };
      }
      const error = answer.error;
      throw new PaymentsError({
        reason: error?.type === "api_connection_error" ? "Network" : "Rejected",
        operation,
        code: error?.code ?? "card_error",
        // Stripe's messages are written for the cardholder.
        message: error?.message ?? messages.declined,
      });
    },
    ...threeDSecure({
      authenticate: async ({ clientSecret }) => {
        const client = await stripe("authenticate");
        const answer = clientSecret.startsWith("seti_")
          ? await client.confirmCardSetup(clientSecret)
          : await client.confirmCardPayment(clientSecret);
        return answer.error === undefined;
      },
      dispatch: options.dispatch,
    }),
  };
};
