// Idempotency-Key (contracts/README.md "Idempotency"): the same key and request replay the
// first answer with Idempotent-Replayed: true and never book, charge, save or bid twice, even
// when 20 identical requests arrive at once; the same key with another request is
// idempotency_key_reused; keys belong to one caller in one tenant.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshKey, oneWay, startSandbox, type TestSandbox } from "./helpers.ts";

let ts: TestSandbox;
let passenger: string;
beforeAll(async () => {
  ts = await startSandbox();
  passenger = await ts.login("passenger@example.com");
});
afterAll(() => ts.stop());

const countBookings = (): number =>
  ts.sandbox.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM bookings WHERE tenant = 'BOOK'")?.n ?? 0;

describe("createBooking", () => {
  it("makes exactly one booking from 20 concurrent identical requests", async () => {
    const before = countBookings();
    const key = freshKey();
    const body = oneWay({}, { notes: "twenty at once" });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => ts.call("POST", "/customer/v2/booking", { token: passenger, key, json: body })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.pair_id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.bookings[0].booking_token)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get("idempotent-replayed") === "false")).toHaveLength(1);
    expect(answers.filter((a) => a.headers.get("idempotent-replayed") === "true")).toHaveLength(19);
    expect(countBookings()).toBe(before + 1);
  });

  it("replays the first answer for a retry, even after the booking moved on", async () => {
    const key = freshKey();
    const body = oneWay({}, { asap: true });
    const first = await ts.call("POST", "/customer/v2/booking", { token: passenger, key, json: body });
    ts.advance(5 * 60_000);
    const retry = await ts.call("POST", "/customer/v2/booking", { token: passenger, key, json: body });
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
  });

  it("refuses the same key with another request", async () => {
    const key = freshKey();
    await ts.call("POST", "/customer/v2/booking", { token: passenger, key, json: oneWay({}, { passengers: 1 }) });
    const other = await ts.call("POST", "/customer/v2/booking", {
      token: passenger,
      key,
      json: oneWay({}, { passengers: 3 }),
    });
    expect(other.status).toBe(400);
    expect(other.body).toEqual({
      error: "idempotency_key_reused",
      message: "This Idempotency-Key was already used with a different request.",
    });
  });

  it("treats the same JSON with its keys in another order as the same request", async () => {
    const key = freshKey();
    const body = oneWay();
    const first = await ts.call("POST", "/customer/v2/booking", { token: passenger, key, json: body });
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const second = await ts.call("POST", "/customer/v2/booking", { token: passenger, key, json: reordered });
    expect(second.body.pair_id).toBe(first.body.pair_id);
  });

  it("requires a well-formed key", async () => {
    const missing = await ts.call("POST", "/customer/v2/booking", { token: passenger, json: oneWay() });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain("Idempotency-Key");
    expect(
      (await ts.call("POST", "/customer/v2/booking", { token: passenger, key: "short", json: oneWay() })).status,
    ).toBe(400);
    expect(
      (await ts.call("POST", "/customer/v2/booking", { token: passenger, key: "has spaces in it", json: oneWay() }))
        .status,
    ).toBe(400);
  });

  it("keeps keys per caller: another customer's same key books separately", async () => {
    const booker = await ts.login("booker@example.com");
    const key = freshKey();
    const a = await ts.call("POST", "/customer/v2/booking", { token: passenger, key, json: oneWay() });
    const b = await ts.call("POST", "/customer/v2/booking", { token: booker, key, json: oneWay() });
    expect(b.status).toBe(200);
    expect(b.body.pair_id).not.toBe(a.body.pair_id);
  });

  it("does not keep a refused request: the key can be used once the request is fixed", async () => {
    const key = freshKey();
    const refused = await ts.call("POST", "/customer/v2/booking", {
      token: passenger,
      key,
      json: oneWay({}, { passengers: 0 }),
    });
    expect(refused.body.error).toBe("invalid_people_count");
    const fixed = await ts.call("POST", "/customer/v2/booking", {
      token: passenger,
      key,
      json: oneWay({}, { passengers: 2 }),
    });
    expect(fixed.status).toBe(200);
  });
});

describe("checkout, addCard and placeBid", () => {
  it("never charges twice for concurrent retries of one checkout", async () => {
    const created = await ts.call("POST", "/customer/v2/booking", {
      token: passenger,
      key: true,
      json: oneWay({ paymentMethod: "card" }),
    });
    const key = freshKey();
    const form = { basket_id: created.body.basket_id, paymentMethod: "card", newCardToken: "tok_visa" };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        ts.call("POST", "/customer/v2/checkout/checkout", { token: passenger, key, form }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((a) => a.body.payment.id)).size).toBe(1);
    const payments = ts.sandbox.db.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM payments WHERE pair_id = ?",
      created.body.pair_id,
    );
    expect(payments?.n).toBe(1);
    const again = await ts.call("POST", "/customer/v2/checkout/checkout", { token: passenger, key: true, form });
    expect(again.body.error).toBe("nothing_to_pay");
  });

  it("saves one card for retries of addCard", async () => {
    const token = await ts.call("POST", "/sandbox/payments/tokens", {
      json: { number: "5555555555554444", exp_month: 1, exp_year: 2030, cvc: "321" },
    });
    const key = freshKey();
    const first = await ts.call("POST", "/customer/v2/card/add", {
      token: passenger,
      key,
      form: { newCardToken: token.body.id },
    });
    const retry = await ts.call("POST", "/customer/v2/card/add", {
      token: passenger,
      key,
      form: { newCardToken: token.body.id },
    });
    expect(retry.body.card.id).toBe(first.body.card.id);
    const cards = await ts.call("GET", "/customer/card/get", { token: passenger });
    expect(cards.body.cards.filter((c: { last4: string }) => c.last4 === "4444")).toHaveLength(2);
  });

  it("places one bid for retries of placeBid; a new key is a second bid, refused (bid_already_placed)", async () => {
    const driver = await ts.driverLogin();
    const contracts = await ts.call("GET", "/driver/repeat-service/bids/getContractsForWeb", { token: driver });
    const contractId = contracts.body.contracts[0].id;
    const key = freshKey();
    const form = { contract_id: contractId, amount: 1350, note: "Local to Weston" };
    const [a, b] = await Promise.all([
      ts.call("POST", "/driver/repeat-service/bids/place", { token: driver, key, form }),
      ts.call("POST", "/driver/repeat-service/bids/place", { token: driver, key, form }),
    ]);
    expect(a.body.bid).toEqual(b.body.bid);
    const again = await ts.call("POST", "/driver/repeat-service/bids/place", {
      token: driver,
      key: true,
      form: { ...form, amount: 1300 },
    });
    expect(again.body.error).toBe("bid_already_placed");
    const count = ts.sandbox.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM bids WHERE contract_id = ?", contractId);
    expect(count?.n).toBe(1);
  });
});
