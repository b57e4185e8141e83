// The offline payments sandbox with Stripe's published test cards: 4242 4242 4242 4242 pays;
// 4000 0000 0000 0002 is declined and 4000 0000 0000 9995 declined for insufficient funds;
// 4000 0025 0000 3155 needs 3-D Secure unless set up; 4000 0027 6000 3184 needs it every time.
// Anything else is refused, and card numbers are never stored.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oneWay, startSandbox, type TestSandbox } from "./helpers.ts";

let ts: TestSandbox;
let passenger: string;
beforeAll(async () => {
  ts = await startSandbox();
  passenger = await ts.login("passenger@example.com");
});
afterAll(() => ts.stop());

const tokenFor = async (number: string, extra: Record<string, unknown> = {}) =>
  ts.call("POST", "/sandbox/payments/tokens", {
    json: { number, exp_month: 12, exp_year: 2030, cvc: number.startsWith("3") ? "1234" : "123", ...extra },
  });

const cardToken = async (number: string): Promise<string> => {
  const answer = await tokenFor(number);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.id;
};

const cardBooking = async () => {
  const created = await ts.call("POST", "/customer/v2/booking", {
    token: passenger,
    key: true,
    json: oneWay({ paymentMethod: "card" }),
  });
  expect(created.status).toBe(200);
  return created.body as {
    basket_id: string;
    bookings: { id: number; booking_token: string }[];
    amount_due: { amount: number };
  };
};

const pay = (form: Record<string, string>) =>
  ts.call("POST", "/customer/v2/checkout/checkout", {
    token: passenger,
    key: true,
    form: { paymentMethod: "card", ...form },
  });

describe("card tokens (POST /sandbox/payments/tokens)", () => {
  it("turns a test number into a single-use token with brand and last 4 only", async () => {
    const answer = await tokenFor("4242 4242 4242 4242");
    expect(answer.body).toMatchObject({
      error: "no_error",
      id: expect.stringMatching(/^tok_sandbox_[A-Za-z0-9_-]{22}$/),
      object: "token",
      card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030 },
      livemode: false,
    });
    const form = await ts.call("POST", "/sandbox/payments/tokens", {
      form: { "card[number]": "5555555555554444", "card[exp_month]": "3", "card[exp_year]": "31", "card[cvc]": "999" },
    });
    expect(form.body.card).toEqual({ brand: "mastercard", last4: "4444", exp_month: 3, exp_year: 2031 });
    const exp = await ts.call("POST", "/sandbox/payments/tokens", {
      json: { number: "378282246310005", exp: "04/29", cvc: "1234" },
    });
    expect(exp.body.card).toMatchObject({ brand: "amex", exp_month: 4, exp_year: 2029 });
  });

  it("refuses real cards, wrong numbers, past expiry dates and bad security codes", async () => {
    const live = await tokenFor("4111111111111111");
    expect(live.status).toBe(400);
    expect(live.body).toMatchObject({ error: "card_declined", decline_code: "test_mode_live_card" });
    expect((await tokenFor("4242424242424241")).body.error).toBe("incorrect_number");
    expect((await tokenFor("1234")).body.error).toBe("incorrect_number");
    expect((await tokenFor("4242424242424242", { exp_year: 2025 })).body.error).toBe("expired_card");
    expect((await tokenFor("4242424242424242", { exp_month: 13 })).body.error).toBe("invalid_expiry_month");
    expect((await tokenFor("4242424242424242", { cvc: "12" })).body.error).toBe("incorrect_cvc");
  });

  it("never keeps a card number: not in the database file, not in the outbox", async () => {
    await cardToken("4000000000009995");
    const files = [ts.sandbox.dbPath, `${ts.sandbox.dbPath}-wal`].map((path) => {
      try {
        return readFileSync(path).toString("latin1");
      } catch {
        return "";
      }
    });
    for (const number of ["4242424242424242", "4000000000009995", "5555555555554444"]) {
      for (const file of files) expect(file.includes(number)).toBe(false);
    }
  });
});

describe("saving cards (addCard, confirmCardSetup)", () => {
  const add = (newCardToken: string) =>
    ts.call("POST", "/customer/v2/card/add", { token: passenger, key: true, form: { newCardToken } });

  it("saves 4242 at once and lists it", async () => {
    const added = await add(await cardToken("4242424242424242"));
    expect(added.body).toMatchObject({
      status: "succeeded",
      card: { brand: "visa", last4: "4242", id: expect.stringMatching(/^card_/) },
    });
    const cards = await ts.call("GET", "/customer/card/get", { token: passenger });
    expect(cards.body.cards.map((c: { id: string }) => c.id)).toContain(added.body.card.id);
    expect(cards.body.cards[0].is_default).toBe(true);
  });

  it("declines 0002 (generic) and 9995 (insufficient funds)", async () => {
    const generic = await add(await cardToken("4000000000000002"));
    expect(generic.body).toEqual({
      error: "card_declined",
      message: "Your card was declined.",
      decline_code: "generic_decline",
    });
    const funds = await add(await cardToken("4000000000009995"));
    expect(funds.body).toMatchObject({ error: "card_declined", decline_code: "insufficient_funds" });
  });

  it("asks 3155 and 3184 for 3-D Secure, then saves them on confirmation", async () => {
    for (const number of ["4000002500003155", "4000002760003184"]) {
      const added = await add(await cardToken(number));
      expect(added.body).toMatchObject({
        status: "requires_action",
        setup_id: expect.stringMatching(/^seti_/),
        client_secret: expect.stringContaining("_secret_"),
        next_action: { type: "use_stripe_sdk" },
      });
      const before = await ts.call("GET", "/customer/card/get", { token: passenger });
      expect(before.body.cards.map((c: { last4: string }) => c.last4)).not.toContain(number.slice(-4));
      const confirmed = await ts.call("POST", "/customer/v2/card/confirmSetup", {
        token: passenger,
        form: { setup_id: added.body.setup_id },
      });
      expect(confirmed.body).toMatchObject({ status: "succeeded", card: { last4: number.slice(-4) } });
      const again = await ts.call("POST", "/customer/v2/card/confirmSetup", {
        token: passenger,
        form: { setup_id: added.body.setup_id },
      });
      expect(again.body.card.id).toBe(confirmed.body.card.id);
    }
  });

  it("does not save a card whose challenge failed", async () => {
    const added = await add(await cardToken("4000002760003184"));
    await ts.call("POST", "/sandbox/payments/3ds", {
      json: { client_secret: added.body.client_secret, outcome: "fail" },
    });
    const confirmed = await ts.call("POST", "/customer/v2/card/confirmSetup", {
      token: passenger,
      form: { setup_id: added.body.setup_id },
    });
    expect(confirmed.body.error).toBe("card_declined");
  });

  it("spends a token once", async () => {
    const token = await cardToken("4242424242424242");
    expect((await add(token)).status).toBe(200);
    const again = await add(token);
    expect(again.body.error).toBe("bad_request");
    expect((await add("tok_not_issued_here")).body.error).toBe("bad_request");
  });

  it("accepts Stripe's fixed test tokens", async () => {
    expect((await add("tok_mastercard")).body.card.brand).toBe("mastercard");
    expect((await add("tok_chargeDeclinedInsufficientFunds")).body.decline_code).toBe("insufficient_funds");
    expect((await add("tok_threeDSecure2Required")).body.status).toBe("requires_action");
  });
});

describe("paying (checkout, confirmPayment)", () => {
  describe("by card, new or saved", payingByCard);
  describe("a card that needs 3-D Secure", payingWith3DSecure);
  describe("a guest on the pay page, cash and account", guestCashAndAccount);
});

function payingByCard() {
  it("charges 4242 and marks the bookings paid", async () => {
    const booking = await cardBooking();
    const paid = await pay({ basket_id: booking.basket_id, newCardToken: await cardToken("4242424242424242") });
    expect(paid.body).toMatchObject({
      status: "succeeded",
      payment: {
        status: "succeeded",
        method: "card",
        amount: booking.amount_due,
        card: { brand: "visa", last4: "4242" },
      },
    });
    expect(paid.body.bookings[0].payment_status).toBe("paid");
  });

  it("charges a saved card", async () => {
    const cards = await ts.call("GET", "/customer/card/get", { token: passenger });
    const booking = await cardBooking();
    const paid = await pay({ basket_id: booking.basket_id, card_id: cards.body.cards[0].id });
    expect(paid.body.status).toBe("succeeded");
  });

  it("declines 0002 and 9995 and leaves the amount due", async () => {
    for (const [number, code] of [
      ["4000000000000002", "generic_decline"],
      ["4000000000009995", "insufficient_funds"],
    ] as const) {
      const booking = await cardBooking();
      const declined = await pay({ basket_id: booking.basket_id, newCardToken: await cardToken(number) });
      expect(declined.status).toBe(400);
      expect(declined.body).toMatchObject({ error: "card_declined", decline_code: code });
      const after = await ts.call("GET", `/customer/v2/getBooking?booking_token=${booking.bookings[0]?.booking_token}`);
      expect(after.body.booking.payment_status).toBe("failed");
      expect(after.body.amount_due).toEqual(booking.amount_due);
      const retry = await pay({ basket_id: booking.basket_id, newCardToken: "tok_visa" });
      expect(retry.body.status).toBe("succeeded");
    }
  });
}

function payingWith3DSecure() {
  it("asks a new 3155 card for 3-D Secure, and pays on confirmation", async () => {
    const booking = await cardBooking();
    const pending = await pay({ basket_id: booking.basket_id, newCardToken: await cardToken("4000002500003155") });
    expect(pending.body).toMatchObject({
      status: "requires_action",
      payment: {
        status: "requires_action",
        client_secret: expect.stringContaining("_secret_"),
        next_action: { type: "use_stripe_sdk" },
      },
    });
    expect(pending.body.bookings[0].payment_status).toBe("requires_action");
    await ts.call("POST", "/sandbox/payments/3ds", {
      json: { client_secret: pending.body.payment.client_secret, outcome: "succeed" },
    });
    const confirmed = await ts.call("POST", "/customer/v2/checkout/confirmPayment", {
      token: passenger,
      form: { payment_id: pending.body.payment.id },
    });
    expect(confirmed.body).toMatchObject({ status: "succeeded", payment: { status: "succeeded" } });
    expect(confirmed.body.bookings[0].payment_status).toBe("paid");
    const repeat = await ts.call("POST", "/customer/v2/checkout/confirmPayment", {
      token: passenger,
      form: { payment_id: pending.body.payment.id },
    });
    expect(repeat.body.status).toBe("succeeded");
  });

  it("charges a saved 3155 card without a challenge (set up), a saved 3184 card with one every time", async () => {
    const setUp = async (number: string) => {
      const added = await ts.call("POST", "/customer/v2/card/add", {
        token: passenger,
        key: true,
        form: { newCardToken: await cardToken(number) },
      });
      return (
        await ts.call("POST", "/customer/v2/card/confirmSetup", {
          token: passenger,
          form: { setup_id: added.body.setup_id },
        })
      ).body.card.id as string;
    };
    const once = await setUp("4000002500003155");
    const always = await setUp("4000002760003184");
    expect((await pay({ basket_id: (await cardBooking()).basket_id, card_id: once })).body.status).toBe("succeeded");
    const challenged = await pay({ basket_id: (await cardBooking()).basket_id, card_id: always });
    expect(challenged.body.status).toBe("requires_action");
  });

  it("fails the payment when the challenge fails", async () => {
    const booking = await cardBooking();
    const pending = await pay({ basket_id: booking.basket_id, newCardToken: await cardToken("4000002760003184") });
    const challenge = await ts.call("POST", "/sandbox/payments/3ds", {
      json: { client_secret: pending.body.payment.client_secret, outcome: "fail" },
    });
    expect(challenge.body.status).toBe("challenge_failed");
    const confirmed = await ts.call("POST", "/customer/v2/checkout/confirmPayment", {
      token: passenger,
      form: { payment_id: pending.body.payment.id },
    });
    expect(confirmed.body.error).toBe("card_declined");
    const after = await ts.call("GET", `/customer/v2/getBooking?booking_token=${booking.bookings[0]?.booking_token}`);
    expect(after.body.booking.payment_status).toBe("failed");
  });
}

function guestCashAndAccount() {
  it("lets a guest pay from the pay page by booking token", async () => {
    const guestId = (await ts.call("GET", "/customer/v2/getGuestUserId")).body.guestUserId;
    const created = await ts.call("POST", "/customer/v2/booking", {
      key: true,
      json: oneWay(
        { paymentMethod: "card", guestBooking: true, guestUserId: guestId },
        { name: "Graham", phone: "+447700900334", email: "g@example.com" },
      ),
    });
    const token = created.body.bookings[0].booking_token;
    const due = await ts.call("GET", `/customer/v2/getBooking?booking_token=${token}`);
    expect(due.body.amount_due.amount).toBeGreaterThan(0);
    const paid = await ts.call("POST", "/customer/v2/checkout/checkout", {
      key: true,
      form: { booking_token: token, paymentMethod: "card", newCardToken: await cardToken("4242424242424242") },
    });
    expect(paid.body.status).toBe("succeeded");
    expect((await ts.call("GET", `/customer/v2/getBooking?booking_token=${token}`)).body.amount_due.amount).toBe(0);
  });

  it("confirms cash and account checkouts without a charge", async () => {
    const booking = await cardBooking();
    const cash = await ts.call("POST", "/customer/v2/checkout/checkout", {
      token: passenger,
      key: true,
      form: { basket_id: booking.basket_id, paymentMethod: "cash" },
    });
    expect(cash.body).toMatchObject({ status: "succeeded", payment: { method: "cash", status: "not_required" } });
    expect(cash.body.bookings[0]).toMatchObject({ payment_method: "cash", payment_status: "pay_driver" });
    const booker = await ts.login("booker@example.com");
    const businessId = (await ts.call("POST", "/customer/v2/checkToken", { token: booker })).body.accounts[0]
      .business_id;
    const trip = await ts.call("POST", "/customer/v2/booking", {
      token: booker,
      key: true,
      json: oneWay({ business_id: businessId, paymentMethod: "card", poNumber: "SML-PO-1" }),
    });
    const invoiced = await ts.call("POST", "/customer/v2/checkout/checkout", {
      token: booker,
      key: true,
      form: { booking_ids: String(trip.body.bookings[0].id), paymentMethod: "account", po_number: "SML-PO-2" },
    });
    expect(invoiced.body.payment).toMatchObject({
      method: "account",
      status: "not_required",
      id: `acct_${businessId}_${trip.body.pair_id}`,
    });
    expect(invoiced.body.bookings[0]).toMatchObject({
      payment_status: "invoiced",
      your_references: { po_number: "SML-PO-2" },
    });
  });
}
