// @vitest-environment happy-dom
// Paying on the pay page (features/tracking/use-card-payment.ts; spec §2 /pay/{token}, §7
// checkout): the sandbox's 3-D Secure step opens when the domain says the payment waits for it
// (Checkout.needsAuthentication), and the payments port confirms what the bank approved. An answer
// that asks for action without the challenge's client_secret opens no challenge the passenger
// could not finish: it fails with the port's message.
import type { Checkout } from "@cabline/domain";
import type { DispatchApi } from "@cabline/api-ports";
import { messages, threeDSecure, type PaymentsApi } from "@cabline/api-ports/PaymentsApi";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useCardPayment } from "../src/features/tracking/use-card-payment.ts";
import type { Services } from "../src/lib/services.ts";
import type { SessionActions } from "../src/lib/session.ts";
import { SessionProvider } from "../src/lib/session-context.tsx";

afterEach(cleanup);

const amount = { amountMinor: 5700, currency: "GBP" } as const;
const waiting: Checkout.CardPayment = {
  id: "pi_1",
  status: "requires_action",
  method: "card",
  amount,
  client_secret: "pi_1_secret",
};
const paid: Checkout.CheckoutResult = {
  status: "succeeded",
  bookings: [],
  payment: { ...waiting, status: "succeeded" },
};
const entry = { kind: "fields", number: "4000000000003220", expMonth: 12, expYear: 2030, cvc: "123" } as const;

/** The pay page's ports: checkout answers `answer`; confirmPayment is the real 3-D Secure half. */
function rendered(answer: Checkout.CheckoutResult) {
  const confirmed: string[] = [];
  const checkout = {
    checkout: async () => answer,
    confirmPayment: async ({ paymentId }: { readonly paymentId: string }) => {
      confirmed.push(paymentId);
      return paid;
    },
  };
  const payments: Pick<PaymentsApi, "provider" | "createCardToken" | "confirmPayment"> = {
    provider: "sandbox",
    createCardToken: async () => ({ id: "tok_1", last4: "3220", brand: "visa" }),
    ...threeDSecure({
      authenticate: async () => true,
      dispatch: { checkout } as unknown as Pick<DispatchApi, "cardsAndPromocodes" | "checkout">,
    }),
  };
  const services = { dispatch: { checkout }, payments } as unknown as Services;
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <SessionProvider actions={{} as SessionActions} loadServices={async () => services}>
      {children}
    </SessionProvider>
  );
  return { ...renderHook(() => useCardPayment("tok_booking"), { wrapper }), confirmed };
}

describe("paying on the pay page", () => {
  it("asks the bank when the payment waits for 3-D Secure, then confirms it", async () => {
    const { result, confirmed } = rendered({ status: "requires_action", bookings: [], payment: waiting });
    await act(async () => void result.current.pay(entry));
    await waitFor(() => expect(result.current.challenge).toBeDefined());
    expect(result.current.challengeAmount).toEqual(amount);
    act(() => result.current.challenge?.(true));
    await waitFor(() => expect(result.current.state).toEqual({ kind: "paid", result: paid }));
    expect(confirmed).toEqual(["pi_1"]);
  });

  it("is paid at once when the card needs no 3-D Secure", async () => {
    const { result, confirmed } = rendered(paid);
    await act(async () => result.current.pay(entry));
    expect(result.current.state).toEqual({ kind: "paid", result: paid });
    expect(result.current.challenge).toBeUndefined();
    expect(confirmed).toEqual([]);
  });

  it("opens no challenge for an answer without its client_secret, and fails with the port's message", async () => {
    const { client_secret: _secret, ...withoutSecret } = waiting;
    const { result, confirmed } = rendered({ status: "requires_action", bookings: [], payment: withoutSecret });
    await act(async () => void result.current.pay(entry));
    await waitFor(() =>
      expect(result.current.state).toEqual({ kind: "failed", message: messages.authenticationFailed }),
    );
    expect(result.current.challenge).toBeUndefined();
    expect(confirmed).toEqual([]);
  });
});
