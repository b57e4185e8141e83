/**
 * What `cabline book` says of the card payment it made (spec §7 checkout; contracts/README.md
 * "Checkout and 3-D Secure"). The domain decides whether the booking is paid (Checkout.isSettled)
 * and whether the payment waits for 3-D Secure (Checkout.needsAuthentication). Loaded by runBook
 * when it runs, as the commands load the domain (src/program.ts: not at start-up).
 */
import * as Checkout from "@cabline/domain/Checkout";

/** The lines for the payment; payPage is where the passenger can finish it (/pay/{token}, spec §2). */
export const paymentLines = (payment: Checkout.CheckoutResult, payPage: string): ReadonlyArray<string> => {
  if (Checkout.isSettled(payment)) return ["Paid by card."];
  if (Checkout.needsAuthentication(payment)) {
    return [
      `The card needs 3-D Secure: ${payment.payment?.next_action?.redirect_to_url?.url ?? `finish on the ${payPage} page`}`,
    ];
  }
  // Not paid: the card payment's own state when there is one (a checkout may succeed while its card payment waits).
  return [`Payment ${payment.payment?.status ?? payment.status}.`];
};
