// Paying a booking by its token with a new card (spec §2 /pay/{token}; §7 checkout; 3-D Secure
// by the contract's confirmPayment): card token from the payments port, checkout by the booking
// token, the bank's challenge when asked, then confirmation. One payment at a time however often
// the button is pressed, and each attempt carries one idempotency key through its retries.
// A payment of the booking may already wait for the bank (an earlier visit closed during the
// challenge, another tab): checkout then refuses with payment_in_progress, naming that payment,
// and this resumes it (the same challenge, then confirmation) instead of failing: one intent per
// payment, a second attempt resumes the first.
import * as Checkout from "@cabline/domain/Checkout";
import type * as Money from "@cabline/domain/Money";
import { useState } from "react";
import { useServices } from "../../lib/session-context.tsx";
import type { CardEntry } from "@cabline/api-ports/PaymentsApi";
import { isDispatchError } from "../../components/forms/failure.ts";
import { useGuardedSubmit } from "../../components/forms/useGuardedSubmit.ts";
import { payMessages } from "./pay-messages.ts";

export type PaymentState =
  | { readonly kind: "idle" }
  | { readonly kind: "paying" }
  | { readonly kind: "failed"; readonly message: string }
  | { readonly kind: "paid"; readonly result: Checkout.CheckoutResult };

const messageOf = (error: unknown): string => {
  const failure: { readonly reason?: unknown; readonly message?: unknown } =
    typeof error === "object" && error !== null ? error : {};
  if (failure.reason === "Network") return payMessages.offline;
  return typeof failure.message === "string" ? failure.message : "Unknown Error";
};

/** The payment a refused checkout names as waiting for 3-D Secure (payment_in_progress), to resume. */
const waitingPayment = (error: unknown): Checkout.CardPayment | undefined =>
  isDispatchError(error) && error.payment !== undefined
    ? {
        id: error.payment.id,
        status: "requires_action",
        method: "card",
        amount: error.payment.amount,
        client_secret: error.payment.client_secret,
      }
    : undefined;

export function useCardPayment(bookingToken: string) {
  const load = useServices();
  const [state, setState] = useState<PaymentState>({ kind: "idle" });
  const [challenge, setChallenge] = useState<((approved: boolean) => void) | undefined>(undefined);
  /** What the bank is asked to confirm: the waiting payment's amount, when the answer says. */
  const [challengeAmount, setChallengeAmount] = useState<Money.Money | undefined>(undefined);
  const guard = useGuardedSubmit();

  /** Opens the 3-D Secure step and waits for the passenger's answer. */
  const askBank = () =>
    new Promise<boolean>((resolve) => {
      setChallenge(() => (approved: boolean) => {
        setChallenge(undefined);
        resolve(approved);
      });
    });

  async function pay(entry: CardEntry): Promise<void> {
    await guard.run(() => attempt(entry));
  }

  /** One payment attempt (the guard lets one run at a time however often the button is pressed). */
  async function attempt(entry: CardEntry): Promise<void> {
    setState({ kind: "paying" });
    try {
      const { dispatch, payments } = await load();
      const card = await payments.createCardToken(entry);
      let result: Checkout.CheckoutResult;
      try {
        result = await dispatch.checkout.checkout(
          { booking_token: bookingToken, paymentMethod: "card", newCardToken: card.id },
          { idempotencyKey: `pay-${card.id}` },
        );
      } catch (error) {
        const waiting = waitingPayment(error);
        if (waiting === undefined) throw error;
        result = { status: "requires_action", bookings: [], payment: waiting };
      }
      if (Checkout.needsAuthentication(result)) {
        setChallengeAmount(result.payment?.amount);
        // Stripe shows the bank's own challenge (handleNextAction); the sandbox's is ours.
        if (payments.provider !== "stripe" && !(await askBank())) {
          setState({ kind: "failed", message: payMessages.challengeRejected });
          return;
        }
      }
      // The payments port confirms a payment that waits for the bank, refuses one whose answer
      // cannot be confirmed (requires_action without its client_secret) and gives the rest back.
      result = await payments.confirmPayment(result, { bookingToken });
      setState({ kind: "paid", result });
    } catch (error) {
      setState({ kind: "failed", message: messageOf(error) });
    }
  }

  return { state, pay, challenge, challengeAmount };
}
