// The payments port's sandbox adapter tokenises only Stripe's test cards at the sandbox's
// POST /sandbox/payments/tokens (not part of the dispatch contract, so a local server stands in for
// it here), and finishes 3-D Secure through the contract's confirmCardSetup / confirmPayment
// extension, against Prism.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { isPaymentsError, type PaymentsError } from "@cabline/api-ports";
import { createSandboxPaymentsApi, sandboxTokensPath } from "@cabline/api-ports/http";
import { createTestClock } from "@cabline/api-ports/testing";
import { Card } from "@cabline/domain";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { ContractDoc } from "./contract-doc.ts";
import { dispatchHarness } from "./harness.ts";

let server: Server;
let baseUrl: string;
const received: Array<{ url: string; headers: IncomingMessage["headers"]; body: Record<string, unknown> }> = [];
let answer: (body: Record<string, unknown>, response: ServerResponse) => void;

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      const body = JSON.parse(text || "{}") as Record<string, unknown>;
      received.push({ url: request.url ?? "", headers: request.headers, body });
      answer(body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  received.length = 0;
});

/** The sandbox's answer: Stripe's token object in the success envelope, or a card error. */
const sandboxTokens = (body: Record<string, unknown>, response: ServerResponse) => {
  const number = String(body.number);
  const testCard = Card.testCardFor(number);
  response.writeHead(testCard === undefined ? 400 : 200, { "Content-Type": "application/json" });
  response.end(
    JSON.stringify(
      testCard === undefined
        ? {
            error: "card_declined",
            message: "Your card was declined. Your request was in test mode, but used a non test (live) card.",
          }
        : {
            error: "no_error",
            id: "tok_sandbox_7Hq2Lk3Dp9",
            object: "token",
            card: { brand: testCard.brand, last4: number.slice(-4) },
          },
    ),
  );
};

const doc = new ContractDoc("dispatch.openapi.yaml");
const failureOf = (call: () => Promise<unknown>): Promise<PaymentsError> =>
  call().then(
    (value) => Promise.reject(new Error(`expected a PaymentsError, got ${JSON.stringify(value)}`)),
    (error: unknown) => (isPaymentsError(error) ? error : Promise.reject(error)),
  );

describe("the sandbox card form", () => {
  const payments = () =>
    createSandboxPaymentsApi({
      baseUrl: `${baseUrl}/`,
      tenantCode: "BOOK",
      dispatch: dispatchHarness(inject("dispatchMockUrl"), doc).api,
      clock: createTestClock(),
    });

  it("turns a Stripe test card into a token, posting the card to the sandbox", async () => {
    answer = sandboxTokens;
    const token = await payments().createCardToken({
      kind: "fields",
      number: "4242 4242 4242 4242",
      expMonth: 8,
      expYear: 29,
      cvc: "123",
    });
    expect(token).toEqual({ id: "tok_sandbox_7Hq2Lk3Dp9", last4: "4242", brand: "visa" });
    expect(received).toEqual([
      {
        url: sandboxTokensPath,
        headers: expect.objectContaining({ "x-tenant-id": "BOOK", "content-type": "application/json" }),
        body: { number: "4242424242424242", exp_month: 8, exp_year: 2029, cvc: "123" },
      },
    ]);
  });

  it("accepts the flat { id, last4, brand } answer as well", async () => {
    answer = (_body, response) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ id: "tok_sandbox_1", last4: "4444", brand: "mastercard" }));
    };
    const token = await payments().createCardToken({
      kind: "fields",
      number: "5555555555554444",
      expMonth: 1,
      expYear: 2030,
      cvc: "123",
    });
    expect(token).toEqual({ id: "tok_sandbox_1", last4: "4444", brand: "mastercard" });
  });

  it("refuses any number that is not a Stripe test card before sending it anywhere", async () => {
    answer = sandboxTokens;
    const error = await failureOf(() =>
      payments().createCardToken({
        kind: "fields",
        number: "4111 1111 1111 1111",
        expMonth: 1,
        expYear: 2030,
        cvc: "123",
      }),
    );
    expect(error).toMatchObject({ reason: "Rejected", code: "not_test_card" });
    expect(received).toEqual([]);
  });

  it("reports the sandbox's refusal with its code and the cardholder's message", async () => {
    answer = (_body, response) => {
      response.writeHead(400, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: "expired_card", message: "Your card has expired." }));
    };
    const error = await failureOf(() =>
      payments().createCardToken({
        kind: "fields",
        number: "4000000000000069",
        expMonth: 1,
        expYear: 2030,
        cvc: "123",
      }),
    );
    expect(error).toMatchObject({
      reason: "Rejected",
      code: "expired_card",
      message: "Your card has expired.",
      status: 400,
    });
  });

  it("calls an answer without a token a contract problem", async () => {
    answer = (_body, response) => {
      response.writeHead(200, { "Content-Type": "text/html" });
      response.end("<html></html>");
    };
    const error = await failureOf(() =>
      payments().createCardToken({
        kind: "fields",
        number: "4242424242424242",
        expMonth: 1,
        expYear: 2030,
        cvc: "123",
      }),
    );
    expect(error.reason).toBe("Contract");
  });
});

describe("3-D Secure through the dispatch contract (Prism)", () => {
  it("confirms a card setup after the challenge", async () => {
    const { api, recorder } = dispatchHarness(inject("dispatchMockUrl"), doc);
    const challenges: string[] = [];
    const payments = createSandboxPaymentsApi({
      baseUrl,
      tenantCode: "BOOK",
      dispatch: api,
      authenticate: async ({ clientSecret }) => {
        challenges.push(clientSecret);
        return true;
      },
    });
    const setup = await recorder.preferring("example=requiresAction", () =>
      api.cardsAndPromocodes.addCard({ newCardToken: "tok_threeDSecure2Required" }),
    );
    const saved = await payments.confirmCardSetup(setup);
    expect(challenges).toEqual(["seti_1QxSolent3ds_secret_Tq9Lm2"]);
    expect(saved.card?.last4).toBe("3184");
    expect(recorder.last().operation).toBe("confirmCardSetup");
    recorder.expectNoViolations();
  });

  it("confirms a payment after the challenge, for the pay page's booking", async () => {
    const { api, recorder } = dispatchHarness(inject("dispatchMockUrl"), doc);
    const payments = createSandboxPaymentsApi({ baseUrl, tenantCode: "BOOK", dispatch: api });
    const pending = await recorder.preferring("example=requiresAction", () =>
      api.checkout.checkout({
        booking_token: "kT3v9QpX2mLa7RcZ0bN4wE",
        paymentMethod: "card",
        newCardToken: "tok_visa",
      }),
    );
    const paid = await payments.confirmPayment(pending, { bookingToken: "kT3v9QpX2mLa7RcZ0bN4wE" });
    expect(paid.status).toBe("succeeded");
    expect(new URLSearchParams(recorder.last().body).get("payment_id")).toBe("pi_3QxSolent48213b");
    recorder.expectNoViolations();
  });

  it("fails when the cardholder does not pass, and reports a dispatch refusal as a payments error", async () => {
    const { api, recorder } = dispatchHarness(inject("dispatchMockUrl"), doc);
    const setup = await recorder.preferring("example=requiresAction", () =>
      api.cardsAndPromocodes.addCard({ newCardToken: "tok_threeDSecure2Required" }),
    );
    const failing = createSandboxPaymentsApi({
      baseUrl,
      tenantCode: "BOOK",
      dispatch: api,
      authenticate: async () => false,
    });
    expect(await failureOf(() => failing.confirmCardSetup(setup))).toMatchObject({ code: "authentication_failed" });
    const passing = createSandboxPaymentsApi({ baseUrl, tenantCode: "BOOK", dispatch: api });
    const declined = await failureOf(() =>
      recorder.preferring("code=400, example=cardDeclined", () => passing.confirmCardSetup(setup)),
    );
    expect(declined).toMatchObject({ reason: "Rejected", operation: "confirmCardSetup", code: "card_declined" });
    recorder.expectNoViolations();
  });
});
