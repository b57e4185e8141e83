/**
 * The payments port against the sandbox (spec §3 newCardToken): the sandbox card form takes only
 * Stripe's published test numbers (Card.testCards), and the sandbox turns them into a token at
 * `POST /sandbox/payments/tokens` on the dispatch base: `{ number, exp_month, exp_year, cvc }` →
 * `{ id: "tok_sandbox_…", last4, brand }`, or Stripe's own token object with `card.last4`. That
 * endpoint is the sandbox's, not part of the dispatch contract. 3-D Secure: the `authenticate`
 * step (the web shows the sandbox's challenge), then the dispatch API's confirmCardSetup /
 * confirmPayment.
 */
import { Card, DateTime, ErrorCatalogue } from "@cabline/domain";
import { Schema } from "effect";
import type { Clock } from "../Clock.ts";
import { systemClock } from "../Clock.ts";
import type { DispatchApi } from "../DispatchApi.ts";
import { type Authenticate, messages, type PaymentsApi, PaymentsError, threeDSecure } from "../PaymentsApi.ts";
import {
  boundedFetch,
  defaultMaxBodyBytes,
  defaultTimeoutMs,
  type Fetch,
  parseBody,
  TransportFailure,
} from "./Transport.ts";

export const sandboxTokensPath = "/sandbox/payments/tokens";

export interface SandboxPaymentsOptions {
  /** The dispatch base the sandbox serves. */
  readonly baseUrl: string;
  readonly tenantCode: string;
  /** The dispatch port, for the 3-D Secure confirmations. */
  readonly dispatch: Pick<DispatchApi, "cardsAndPromocodes" | "checkout">;
  /** The challenge; the sandbox approves by default (there is no bank to ask). */
  readonly authenticate?: Authenticate;
  readonly clock?: Clock;
  readonly fetch?: Fetch;
  readonly timeoutMs?: number;
}

/** `{ id, last4, brand }`, or Stripe's own token object `{ id, card: { last4, brand } }`. */
const TokenAnswer = Schema.Union([
  Schema.Struct({ id: Schema.String, last4: Schema.String, brand: Schema.String }),
  Schema.Struct({ id: Schema.String, card: Schema.Struct({ last4: Schema.String, brand: Schema.String }) }),
]);
const ErrorAnswer = Schema.Struct({ error: Schema.String, message: Schema.optionalKey(Schema.String) });

const operation = "createCardToken";

const refuse = (code: string, message: string, detail?: string) =>
  new PaymentsError({ reason: "Rejected", operation, code, message, ...(detail === undefined ? {} : { detail }) });

export const createSandboxPaymentsApi = (options: SandboxPaymentsOptions): PaymentsApi => {
  const clock = options.clock ?? systemClock;
  const fetch = boundedFetch({
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
    maxBodyBytes: defaultMaxBodyBytes,
  });
  const url = `${options.baseUrl.replace(/\/+$/, "")}${sandboxTokensPath}`;

  return {
    provider: "sandbox",
    createCardToken: async (entry) => {
      if (entry.kind !== "fields") throw refuse("unsupported_entry", messages.unsupportedEntry);
      const number = Card.normaliseNumber(entry.number);
      const testCard = Card.testCardFor(number);
      if (testCard === undefined) throw refuse("not_test_card", messages.notTestCard);
      const today = DateTime.toLondon(clock.now());
      if (!Card.isValidExpiry(entry.expMonth, entry.expYear, { year: today.year, month: today.month })) {
        throw refuse("invalid_expiry", messages.invalidExpiry);
      }
      if (!Card.isValidCvc(entry.cvc, testCard.brand)) throw refuse("invalid_cvc", messages.invalidCvc);

      let response: Response;
      try {
        response = await fetch(
          new Request(url, {
            method: "POST",
            credentials: "include",
            headers: { "Content-Type": "application/json", "X-TENANT-ID": options.tenantCode },
            body: JSON.stringify({
              number,
              exp_month: entry.expMonth,
              exp_year: entry.expYear < 100 ? 2000 + entry.expYear : entry.expYear,
              cvc: entry.cvc,
            }),
          }),
        );
      } catch (error) {
        const failure = error instanceof TransportFailure ? error : new TransportFailure("Network", String(error));
        throw new PaymentsError({
          reason: failure.kind === "TooLarge" ? "Contract" : failure.kind,
          operation,
          message: messages.declined,
          detail: failure.message,
        });
      }
      const body = parseBody(await response.text());
      const value = body.kind === "json" ? body.value : undefined;
      if (response.ok) {
        const token = Schema.decodeUnknownResult(TokenAnswer)(value);
        if (token._tag === "Success" && token.success.id !== "") {
          const { id } = token.success;
          const card = "card" in token.success ? token.success.card : token.success;
          return { id, last4: card.last4, brand: card.brand };
        }
      }
      const refused = Schema.decodeUnknownResult(ErrorAnswer)(value);
      if (refused._tag === "Success" && refused.success.error !== ErrorCatalogue.noError) {
        const code = refused.success.error;
        throw new PaymentsError({
          reason: "Rejected",
          operation,
          code,
          // Card errors carry Stripe's messages, which are written for the cardholder.
          message:
            refused.success.message ?? (code === "card_declined" ? messages.declined : ErrorCatalogue.messageFor(code)),
          status: response.status,
        });
      }
      throw new PaymentsError({
        reason: "Contract",
        operation,
        message: messages.declined,
        status: response.status,
        detail: `POST ${sandboxTokensPath} answered HTTP ${response.status} without a token.`,
      });
    },
    ...threeDSecure({ authenticate: options.authenticate ?? (async () => true), dispatch: options.dispatch }),
  };
};
