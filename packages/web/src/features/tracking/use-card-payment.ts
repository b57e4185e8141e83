// Paying a booking by its token with a new card (spec §2 /pay/{token}; §7 checkout; 3-D Secure
// by the contract's confirmPayment): card token from the payments port, checkout by the booking
// token, the bank's challenge when asked, then confirmation. One payment at a time however often
// the button is pressed, and each attempt carries one idempotency key through its retries.
import type * as Checkout from "@cabline/domain/Checkout";
import { useRef, useState } from "react";
import { useServices } from "../../lib/session-context.tsx";
import type { CardEntry } from "@cabline/api-ports/PaymentsApi";
import { payMessages } from "./pay-messages.ts";

export type PaymentState =
  | { readonly kind: "idle" }
  | { readonly kind: "paying" }
  | { readonly kind: "failed"; readonly message: string }
  | { readonly kind: "paid"; readonly result: Checkout.CheckoutResult };

const messageOf = (error: unknown): string => {
  const failure = error as { reason?: unknown; message?: unknown };
  if (failure.reason === "Network") return payMessages.offline;
  return typeof failure.message === "string" ? failure.message : "Unknown Error";
};

export function useCardPayment(bookingToken: string) {
  const load = useServices();
  const [state, setState] = useState<PaymentState>({ kind: "idle" });
  const [challenge, setChallenge] = useState<((approved: boolean) => void) | undefined>(undefined);
  const inFlight = useRef(false);

  /** Opens the 3-D Secure step and waits for the passenger's answer. */
  const askBank = () =>
    new Promise<boolean>((resolve) => {
      setChallenge(() => (approved: boolean) => {
        setChallenge(undefined);
        resolve(approved);
      });
    });

  async function pay(entry: CardEntry): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ kind: "paying" });
    try {
      const { dispatch, payments } = await load();
      const card = await payments.createCardToken(entry);
      let result = await dispatch.checkout.checkout(
        { booking_token: bookingToken, paymentMethod: "card", newCardToken: card.id },
        { idempotencyKey: `pay-${card.id}` },
      );
      if (result.status === "requires_action") {
        // Stripe shows the bank's own challenge (handleNextAction); the sandbox's is ours.
        if (payments.provider !== "stripe" && !(await askBank())) {
          setState({ kind: "failed", message: payMessages.challengeRejected });
          return;
        }
        result = await payments.confirmPayment(result, { bookingToken });
      }
      setState({ kind: "paid", result });
    } catch (error) {
      setState({ kind: "failed", message: messageOf(error) });
    } finally {
      inFlight.current = false;
    }
  }

  return { state, pay, challenge };
}
