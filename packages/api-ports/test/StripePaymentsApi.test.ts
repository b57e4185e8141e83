// The payments port on Stripe Elements. Stripe.js cannot be reached here, so a fake stands in for
// the few calls the adapter makes; the loader is checked with a fake page. The card field itself
// is @stripe/react-stripe-js's, drawn with the client the adapter gives (stripe-payments.spec.ts).
import { describe, expect, it } from "vitest";
import type { DispatchApi } from "../src/DispatchApi.ts";
import { isPaymentsError } from "../src/PaymentsApi.ts";
import {
  createStripePaymentsApi,
  loadStripeJs,
  stripeJsUrl,
  type ScriptHost,
  type StripeCardElement,
  type StripeJs,
} from "../src/http/StripePaymentsApi.ts";

const element = (): StripeCardElement => ({ kind: "card element" });

const fakeStripe = (answers: Partial<StripeJs> = {}): StripeJs & { confirmed: string[] } => {
  const confirmed: string[] = [];
  return {
    confirmed,
    createToken: async () => ({ token: { id: "tok_1Nv", card: { last4: "4242", brand: "Visa" } } }),
    confirmCardPayment: async (secret) => (confirmed.push(`payment ${secret}`), {}),
    confirmCardSetup: async (secret) => (confirmed.push(`setup ${secret}`), {}),
    ...answers,
  };
};

const noDispatch = {} as Pick<DispatchApi, "cardsAndPromocodes" | "checkout">;

describe("Stripe payments adapter", () => {
  it("gives Stripe.js for the card field and trades the field for a token; the key goes to Stripe.js once", async () => {
    const keys: string[] = [];
    const stripe = fakeStripe();
    const api = createStripePaymentsApi({
      publishableKey: "pk_test_51H8kVbLmNoPqRsTu",
      dispatch: noDispatch,
      load: async (key) => {
        keys.push(key);
        return stripe;
      },
    });
    expect(api.provider).toBe("stripe");
    expect(await api.elementsClient?.()).toBe(stripe);
    expect(await api.createCardToken({ kind: "element", element: element() })).toEqual({
      id: "tok_1Nv",
      last4: "4242",
      brand: "Visa",
    });
    expect(keys).toEqual(["pk_test_51H8kVbLmNoPqRsTu"]);
  });

  it("passes Stripe's message on for a refused card, and refuses typed card numbers", async () => {
    const api = createStripePaymentsApi({
      publishableKey: "pk_test_51H8kVbLmNoPqRsTu",
      dispatch: noDispatch,
      load: async () =>
        fakeStripe({
          createToken: async () => ({
            error: { type: "card_error", code: "incorrect_number", message: "Your card number is incorrect." },
          }),
        }),
    });
    const refused = await api.createCardToken({ kind: "element", element: element() }).catch((e: unknown) => e);
    expect(isPaymentsError(refused) && refused.code).toBe("incorrect_number");
    expect(isPaymentsError(refused) && refused.message).toBe("Your card number is incorrect.");
    const typed = await api
      .createCardToken({ kind: "fields", number: "4242424242424242", expMonth: 12, expYear: 30, cvc: "123" })
      .catch((e: unknown) => e);
    expect(isPaymentsError(typed) && typed.code).toBe("unsupported_entry");
  });

  it("says the card form could not load when Stripe.js does not, and tries again next time", async () => {
    let attempts = 0;
    const api = createStripePaymentsApi({
      publishableKey: "pk_test_51H8kVbLmNoPqRsTu",
      dispatch: noDispatch,
      load: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error("offline");
        return fakeStripe();
      },
    });
    const failed = await api.elementsClient?.().catch((e: unknown) => e);
    expect(isPaymentsError(failed) && failed.reason).toBe("Network");
    await expect(api.elementsClient?.()).resolves.toBeDefined();
  });

  it("runs 3-D Secure through Stripe's confirmCardPayment, then confirms with the dispatch API; a failed challenge books nothing", async () => {
    const confirmed: string[] = [];
    const dispatch = {
      cardsAndPromocodes: {},
      checkout: {
        confirmPayment: async ({ paymentId }: { paymentId: string }) => {
          confirmed.push(paymentId);
          return { status: "succeeded" };
        },
      },
    } as unknown as Pick<DispatchApi, "cardsAndPromocodes" | "checkout">;
    const challenge = { status: "requires_action", payment: { id: "pay_1", client_secret: "pi_1_secret_2" } } as never;
    const stripe = fakeStripe();
    const passing = createStripePaymentsApi({
      publishableKey: "pk_test_51H8kVbLmNoPqRsTu",
      dispatch,
      load: async () => stripe,
    });
    await passing.confirmPayment(challenge);
    expect(stripe.confirmed).toEqual(["payment pi_1_secret_2"]);
    expect(confirmed).toEqual(["pay_1"]);
    const failing = createStripePaymentsApi({
      publishableKey: "pk_test_51H8kVbLmNoPqRsTu",
      dispatch,
      load: async () =>
        fakeStripe({ confirmCardPayment: async () => ({ error: { message: "declined by the bank" } }) }),
    });
    const refused = await failing.confirmPayment(challenge).catch((e: unknown) => e);
    expect(isPaymentsError(refused) && refused.code).toBe("authentication_failed");
    expect(confirmed).toEqual(["pay_1"]);
  });
});

describe("Stripe payments adapter, saved cards", () => {
  it("runs a saved card's 3-D Secure through confirmCardSetup, then confirms the setup with the dispatch API", async () => {
    const setups: string[] = [];
    const dispatch = {
      cardsAndPromocodes: {
        confirmCardSetup: async ({ setupId }: { setupId: string }) => {
          setups.push(setupId);
          return { status: "succeeded", setup_id: setupId };
        },
      },
      checkout: {},
    } as unknown as Pick<DispatchApi, "cardsAndPromocodes" | "checkout">;
    const stripe = fakeStripe();
    const api = createStripePaymentsApi({
      publishableKey: "pk_test_51H8kVbLmNoPqRsTu",
      dispatch,
      load: async () => stripe,
    });
    await api.confirmCardSetup({
      status: "requires_action",
      setup_id: "seti_9",
      client_secret: "seti_9_secret_3",
    } as never);
    expect(stripe.confirmed).toEqual(["setup seti_9_secret_3"]);
    expect(setups).toEqual(["seti_9"]);
  });
});

describe("loadStripeJs", () => {
  it("adds Stripe's script from js.stripe.com once and makes the client for the key when it loads", async () => {
    const listeners: Record<string, () => void> = {};
    const added: Array<{ src: string }> = [];
    const host: ScriptHost = {
      querySelector: (selector) => (added.some((script) => selector.includes(script.src)) ? {} : null),
      createElement: () => ({
        src: "",
        async: false,
        addEventListener: (type, listener) => void (listeners[type] = listener),
      }),
      head: {
        appendChild: (node) => {
          added.push(node as { src: string });
          return node;
        },
      },
    };
    const global: { Stripe?: (key: string) => StripeJs } = {};
    const loading = loadStripeJs("pk_test_51H8kVbLmNoPqRsTu", host, global);
    expect(added.map((script) => script.src)).toEqual([stripeJsUrl]);
    const made: string[] = [];
    const stripe = fakeStripe();
    global.Stripe = (key) => {
      made.push(key);
      return stripe;
    };
    listeners["load"]?.();
    await expect(loading).resolves.toBe(stripe);
    expect(made).toEqual(["pk_test_51H8kVbLmNoPqRsTu"]);
  });

  it("fails when the script cannot load", async () => {
    const listeners: Record<string, () => void> = {};
    const host: ScriptHost = {
      querySelector: () => null,
      createElement: () => ({
        src: "",
        async: false,
        addEventListener: (type, listener) => void (listeners[type] = listener),
      }),
      head: { appendChild: (node) => node },
    };
    const loading = loadStripeJs("pk_test_51H8kVbLmNoPqRsTu", host, {});
    listeners["error"]?.();
    await expect(loading).rejects.toThrow(`${stripeJsUrl} did not load`);
  });

  it("uses Stripe.js already on the page without adding the script again", async () => {
    const host: ScriptHost = {
      querySelector: () => {
        throw new Error("not asked");
      },
      createElement: () => {
        throw new Error("not created");
      },
      head: { appendChild: (node) => node },
    };
    const stripe = fakeStripe();
    await expect(loadStripeJs("pk_test_51H8kVbLmNoPqRsTu", host, { Stripe: () => stripe })).resolves.toBe(stripe);
  });
});
