/**
 * The payments port in memory: the sandbox form's rules (Stripe's test numbers only, a valid expiry
 * and CVC), tokens of its own, and 3-D Secure that passes unless a test says otherwise. Against
 * the sandbox, use the live SandboxPaymentsApi, whose tokens the sandbox knows.
 */
import { Card, DateTime } from "@cabline/domain";
import type { Clock } from "../Clock.ts";
import type { DispatchApi } from "../DispatchApi.ts";
import { type Authenticate, messages, type PaymentsApi, PaymentsError, threeDSecure } from "../PaymentsApi.ts";
import { createTestClock } from "./TestClock.ts";

export interface InMemoryPaymentsApi extends PaymentsApi {
  /** The challenges run, in order. */
  readonly challenges: ReadonlyArray<{ readonly clientSecret: string }>;
  /** Whether the next challenges pass (the cardholder completes 3-D Secure). */
  passChallenges(pass: boolean): void;
}

const refuse = (code: string, message: string) =>
  new PaymentsError({ reason: "Rejected", operation: "createCardToken", code, message });

export const createInMemoryPaymentsApi = (options: {
  readonly dispatch: Pick<DispatchApi, "cardsAndPromocodes" | "checkout">;
  readonly clock?: Clock;
}): InMemoryPaymentsApi => {
  const clock = options.clock ?? createTestClock();
  const challenges: Array<{ clientSecret: string }> = [];
  let pass = true;
  let issued = 0;
  const authenticate: Authenticate = async (challenge) => {
    challenges.push({ clientSecret: challenge.clientSecret });
    return pass;
  };
  return {
    provider: "memory",
    challenges,
    passChallenges: (value) => {
      pass = value;
    },
    createCardToken: async (entry) => {
      // A mounted provider field is opaque; in memory it stands for Stripe's plain Visa test card.
      const typed =
        entry.kind === "fields" ? entry : { number: "4242424242424242", expMonth: 12, expYear: 2099, cvc: "123" };
      const testCard = Card.testCardFor(typed.number);
      if (testCard === undefined) throw refuse("not_test_card", messages.notTestCard);
      const today = DateTime.toLondon(clock.now());
      if (!Card.isValidExpiry(typed.expMonth, typed.expYear, { year: today.year, month: today.month })) {
        throw refuse("invalid_expiry", messages.invalidExpiry);
      }
      if (!Card.isValidCvc(typed.cvc, testCard.brand)) throw refuse("invalid_cvc", messages.invalidCvc);
      issued += 1;
      const digits = Card.normaliseNumber(typed.number);
      const token = {
        id: `tok_memory_${issued.toString().padStart(6, "0")}`,
        last4: digits.slice(-4),
        brand: testCard.brand,
      };
      return token;
    },
    ...threeDSecure({ authenticate, dispatch: options.dispatch }),
  };
};
