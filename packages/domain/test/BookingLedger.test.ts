import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as BookingLedger from "../src/BookingLedger.ts";

const t0 = Date.parse("2026-11-28T09:00:00Z");

const pair = (method: "card" | "cash" | "account" = "card", fares: ReadonlyArray<number> = [600]) =>
  BookingLedger.open(
    method,
    fares.map((fare, i) => ({
      id: i + 1,
      leg: i === 0 ? ("outbound" as const) : ("return" as const),
      fare,
      discount: 0,
    })),
  );

const ok = (step: BookingLedger.Step): BookingLedger.Ledger => {
  if (!step.ok) throw new Error(`refused: ${step.refusal}`);
  return step.ledger;
};

/** A movement drawn by hand, no operation's: a £1 charge that succeeded at t0, unless the test says otherwise. */
const movement = (over: Partial<BookingLedger.Movement>): BookingLedger.Movement => ({
  id: "m",
  kind: "charge",
  amount: 100,
  status: "succeeded",
  at: t0,
  ...over,
});

/** One step of a ledger's life, as the property over any sequence of operations draws them. */
const ledgerOperation = fc.oneof(
  fc.record({ op: fc.constant("discount" as const), amount: fc.integer({ min: 0, max: 5000 }) }),
  fc.record({
    op: fc.constant("charge" as const),
    outcome: fc.constantFrom("succeeded" as const, "requires_action" as const, "failed" as const),
  }),
  fc.record({ op: fc.constant("confirm" as const), passed: fc.boolean(), back: fc.integer({ min: 1, max: 3 }) }),
  fc.record({
    op: fc.constant("reprice" as const),
    leg: fc.integer({ min: 1, max: 2 }),
    fare: fc.integer({ min: 0, max: 20000 }),
  }),
  fc.record({ op: fc.constant("cancel" as const), legs: fc.subarray([1, 2], { minLength: 1 }) }),
  fc.record({
    op: fc.constant("progress" as const),
    leg: fc.integer({ min: 1, max: 2 }),
    to: fc.constantFrom("driver_allocated" as const, "en_route" as const, "arrived" as const),
  }),
  fc.record({ op: fc.constant("offline" as const), method: fc.constantFrom("cash" as const, "account" as const) }),
  fc.record({ op: fc.constant("wait" as const), ms: fc.integer({ min: 0, max: 20 * 60_000 }) }),
);

describe("BookingLedger: one booking's money", () => {
  describe("what a booking owes, and its payment status", owingAndStatus);
  describe("charging a card, or paying offline", chargingACard);
  describe("a payment waiting for 3-D Secure", waitingFor3DSecure);
  describe("edits and discounts", editsAndDiscounts);
  describe("cancelling, and the life of a leg", cancellingAndLegLife);
  describe("its invariants", invariants);
});

function owingAndStatus() {
  it("owes the fares less discounts; a card booking owes them online until paid", () => {
    const ledger = ok(BookingLedger.applyDiscount(pair("card", [600, 900]), 700, t0));
    expect(ledger.legs.map((leg) => leg.discount)).toEqual([600, 100]);
    expect(BookingLedger.balance(ledger)).toEqual({ owed: 800, paid: 0, refunded: 0, due: 800 });
    expect(BookingLedger.due(pair("cash"))).toBe(0);
    expect(BookingLedger.paymentStatus(pair("cash"), t0)).toBe("pay_driver");
    expect(BookingLedger.paymentStatus(pair("account"), t0)).toBe("invoiced");
  });

  it("says the pair's payment status as the contract names it, in each state of its money", () => {
    const charged = (ledger: BookingLedger.Ledger, id: string, outcome: BookingLedger.ChargeOutcome, now = t0) =>
      ok(BookingLedger.chargeCard(ledger, { id, outcome, now }));
    expect(BookingLedger.paymentStatus(pair(), t0)).toBe("pending");
    const challenged = charged(pair(), "pi_1", "requires_action");
    expect(BookingLedger.paymentStatus(challenged, t0)).toBe("requires_action");
    // The hold lapses at paymentHoldMs exactly: a waiting payment no longer waits then.
    expect(BookingLedger.waiting(challenged, t0 + BookingLedger.paymentHoldMs - 1)?.id).toBe("pi_1");
    expect(BookingLedger.waiting(challenged, t0 + BookingLedger.paymentHoldMs)).toBeUndefined();
    expect(BookingLedger.paymentStatus(challenged, t0 + BookingLedger.paymentHoldMs)).toBe("pending");
    // A failed attempt says failed while money is due, and the last attempt is the one that counts.
    const failed = charged(pair(), "pi_1", "failed");
    expect(BookingLedger.paymentStatus(failed, t0)).toBe("failed");
    const thenPaid = charged(failed, "pi_2", "succeeded");
    expect(BookingLedger.paymentStatus(thenPaid, t0)).toBe("paid");
    const paidThenFailed = charged(
      ok(BookingLedger.reprice(thenPaid, { legId: 1, fare: 900, now: t0, refundId: "r" })),
      "pi_3",
      "failed",
    );
    expect(BookingLedger.paymentStatus(paidThenFailed, t0)).toBe("failed");
    // The last attempt counts, not the first: failed, then paid, then an edit makes more due.
    const dearerAfterPaid = ok(BookingLedger.reprice(thenPaid, { legId: 1, fare: 900, now: t0, refundId: "r" }));
    expect(BookingLedger.paymentStatus(dearerAfterPaid, t0)).toBe("pending");
    // Money went back on a cheaper edit, then a dearer one: something is due, so not refunded.
    const cheaper = ok(BookingLedger.reprice(thenPaid, { legId: 1, fare: 400, now: t0, refundId: "re_c" }));
    const dearerAgain = ok(BookingLedger.reprice(cheaper, { legId: 1, fare: 1000, now: t0, refundId: "re_d" }));
    expect(BookingLedger.balance(dearerAgain)).toEqual({ owed: 1000, paid: 600, refunded: 200, due: 600 });
    expect(BookingLedger.paymentStatus(dearerAgain, t0)).toBe("pending");
    // A failed attempt on a pair then cancelled for free: nothing is due, so nothing failed.
    const failedThenFree = ok(BookingLedger.cancel(failed, { legIds: [1], now: t0, refundId: "r" }));
    expect(BookingLedger.paymentStatus(failedThenFree, t0)).toBe("pending");
    // Everything held went back: refunded, not paid and not pending.
    const cancelled = ok(BookingLedger.cancel(thenPaid, { legIds: [1], now: t0, refundId: "re_1" }));
    expect(BookingLedger.balance(cancelled)).toEqual({ owed: 0, paid: 600, refunded: 600, due: 0 });
    expect(BookingLedger.paymentStatus(cancelled, t0)).toBe("refunded");
    // A free cancellation of an unpaid pair: nothing held, nothing refunded, nothing due.
    const freed = ok(BookingLedger.cancel(pair(), { legIds: [1], now: t0, refundId: "re_1" }));
    expect(BookingLedger.paymentStatus(freed, t0)).toBe("pending");
    expect(freed.movements).toEqual([]);
  });
}

function chargingACard() {
  it("charges a card for what is due, and refuses when nothing is or no leg can be paid for", () => {
    // A refusal names a waiting payment only when there is one.
    expect(BookingLedger.chargeCard(pair("account"), { id: "pi", outcome: "succeeded", now: t0 })).toStrictEqual({
      ok: false,
      refusal: "wrong_state",
    });
    // A cash pair may still be paid online; it becomes a card pair.
    const cash = ok(BookingLedger.chargeCard(pair("cash"), { id: "pi", outcome: "succeeded", now: t0 }));
    expect(cash.method).toBe("card");
    expect(BookingLedger.chargeCard(cash, { id: "pi_2", outcome: "succeeded", now: t0 })).toMatchObject({
      refusal: "nothing_to_pay",
    });
    const gone = ok(BookingLedger.cancel(pair(), { legIds: [1], now: t0, refundId: "r" }));
    expect(BookingLedger.chargeCard(gone, { id: "pi", outcome: "succeeded", now: t0 })).toMatchObject({
      refusal: "wrong_state",
    });
    const free = ok(BookingLedger.applyDiscount(pair(), 600, t0));
    expect(BookingLedger.chargeCard(free, { id: "pi", outcome: "succeeded", now: t0 })).toMatchObject({
      refusal: "nothing_to_pay",
    });
    const asked = BookingLedger.chargeCard(pair(), { id: "pi", outcome: "requires_action", now: t0 });
    expect(asked).toMatchObject({ ok: true, charged: 0 });
  });

  it("moves a pair nothing was paid on to cash or account, and supersedes a waiting payment", () => {
    const asked = ok(BookingLedger.chargeCard(pair(), { id: "pi_1", outcome: "requires_action", now: t0 }));
    const cash = BookingLedger.payOffline(asked, "cash", t0 + 1);
    expect(cash).toMatchObject({ ok: true, charged: 0, refunded: 0 });
    expect(ok(cash).method).toBe("cash");
    expect(ok(cash).movements.map((m) => m.status)).toEqual(["superseded"]);
    const gone = ok(BookingLedger.cancel(pair(), { legIds: [1], now: t0, refundId: "r" }));
    expect(BookingLedger.payOffline(gone, "account", t0)).toMatchObject({ refusal: "wrong_state" });
  });
}

function waitingFor3DSecure() {
  it("refuses a second payment while one waits for 3-D Secure, and names the waiting one", () => {
    const waiting = ok(BookingLedger.chargeCard(pair(), { id: "pi_1", outcome: "requires_action", now: t0 }));
    const second = BookingLedger.chargeCard(waiting, { id: "pi_2", outcome: "succeeded", now: t0 + 1000 });
    expect(second).toMatchObject({ ok: false, refusal: "payment_in_progress", waiting: { id: "pi_1" } });
    const confirmed = ok(BookingLedger.confirmCard(waiting, { id: "pi_1", challengePassed: true, now: t0 + 2000 }));
    expect(BookingLedger.paid(confirmed)).toBe(600);
    // A replay answers the same and takes nothing more.
    const replay = BookingLedger.confirmCard(confirmed, { id: "pi_1", challengePassed: true, now: t0 + 3000 });
    expect(replay.ok && replay.charged).toBe(0);
    expect(BookingLedger.chargeCard(confirmed, { id: "pi_3", outcome: "succeeded", now: t0 })).toMatchObject({
      ok: false,
      refusal: "nothing_to_pay",
    });
  });

  it("lapses a waiting payment after the hold, and an edit supersedes it", () => {
    const waiting = ok(BookingLedger.chargeCard(pair(), { id: "pi_1", outcome: "requires_action", now: t0 }));
    const late = BookingLedger.confirmCard(waiting, {
      id: "pi_1",
      challengePassed: true,
      now: t0 + BookingLedger.paymentHoldMs,
    });
    expect(late).toMatchObject({ ok: false, refusal: "payment_superseded" });
    const edited = ok(BookingLedger.reprice(waiting, { legId: 1, fare: 700, now: t0, refundId: "re_1" }));
    expect(BookingLedger.confirmCard(edited, { id: "pi_1", challengePassed: true, now: t0 })).toMatchObject({
      ok: false,
      refusal: "payment_superseded",
    });
  });

  it("finishes a 3-D Secure payment once: passed, failed, lapsed, unknown or asked at an older price", () => {
    const asked = ok(BookingLedger.chargeCard(pair(), { id: "pi_1", outcome: "requires_action", now: t0 }));
    expect(BookingLedger.confirmCard(asked, { id: "pi_x", challengePassed: true, now: t0 })).toMatchObject({
      refusal: "invalid_booking",
    });
    const passed = BookingLedger.confirmCard(asked, { id: "pi_1", challengePassed: true, now: t0 + 1 });
    expect(passed).toMatchObject({ ok: true, charged: 600, refunded: 0 });
    expect(BookingLedger.paymentStatus(ok(passed), t0 + 1)).toBe("paid");
    // The same confirmation again answers the same, charging nothing more.
    expect(BookingLedger.confirmCard(ok(passed), { id: "pi_1", challengePassed: true, now: t0 + 2 })).toEqual({
      ok: true,
      ledger: ok(passed),
      charged: 0,
      refunded: 0,
    });
    const failedChallenge = BookingLedger.confirmCard(asked, { id: "pi_1", challengePassed: false, now: t0 + 1 });
    expect(failedChallenge).toMatchObject({ ok: true, charged: 0 });
    expect(ok(failedChallenge).movements.map((m) => m.status)).toEqual(["failed"]);
    expect(
      BookingLedger.confirmCard(ok(failedChallenge), { id: "pi_1", challengePassed: true, now: t0 + 2 }),
    ).toMatchObject({
      refusal: "card_declined",
    });
    expect(
      BookingLedger.confirmCard(asked, { id: "pi_1", challengePassed: true, now: t0 + BookingLedger.paymentHoldMs }),
    ).toMatchObject({
      refusal: "payment_superseded",
    });
    // Asked at 600, then the discount could not change it; an edit to 400 supersedes the payment.
    const cheaper = ok(BookingLedger.reprice(asked, { legId: 1, fare: 400, now: t0, refundId: "r" }));
    expect(BookingLedger.confirmCard(cheaper, { id: "pi_1", challengePassed: true, now: t0 + 1 })).toMatchObject({
      refusal: "payment_superseded",
    });
    // A refund's id is not a payment to confirm.
    const paid = ok(BookingLedger.chargeCard(pair("card", [900]), { id: "pi_9", outcome: "succeeded", now: t0 }));
    const refundedPair = ok(BookingLedger.reprice(paid, { legId: 1, fare: 500, now: t0, refundId: "re_9" }));
    expect(BookingLedger.confirmCard(refundedPair, { id: "re_9", challengePassed: true, now: t0 })).toMatchObject({
      refusal: "invalid_booking",
    });
  });
}

function editsAndDiscounts() {
  it("a dearer edit of a paid booking makes the difference due; paying it settles", () => {
    const paid = ok(BookingLedger.chargeCard(pair(), { id: "pi_1", outcome: "succeeded", now: t0 }));
    expect(BookingLedger.paymentStatus(paid, t0)).toBe("paid");
    const dearer = ok(BookingLedger.reprice(paid, { legId: 1, fare: 13910, now: t0, refundId: "re_1" }));
    expect(BookingLedger.due(dearer)).toBe(13310);
    expect(BookingLedger.paymentStatus(dearer, t0)).toBe("pending");
    const step = BookingLedger.chargeCard(dearer, { id: "pi_2", outcome: "succeeded", now: t0 });
    expect(step.ok && step.charged).toBe(13310);
    expect(BookingLedger.balance(ok(step))).toEqual({ owed: 13910, paid: 13910, refunded: 0, due: 0 });
  });

  it("a cheaper edit of a paid booking refunds the difference at once", () => {
    const paid = ok(BookingLedger.chargeCard(pair("card", [2000]), { id: "pi_1", outcome: "succeeded", now: t0 }));
    const step = BookingLedger.reprice(paid, { legId: 1, fare: 1200, now: t0, refundId: "re_1" });
    expect(step.ok && step.refunded).toBe(800);
    expect(BookingLedger.held(ok(step))).toBe(1200);
  });

  it("applies a discount only before money is taken, and the same discount again changes nothing", () => {
    const discounted = ok(BookingLedger.applyDiscount(pair("card", [600, 900]), 700, t0));
    const again = BookingLedger.applyDiscount(discounted, 700, t0);
    expect(again).toEqual({ ok: true, ledger: discounted, charged: 0, refunded: 0 });
    // The same discount on a paid pair is still no change; a new one is refused.
    const paid = ok(BookingLedger.chargeCard(discounted, { id: "pi_1", outcome: "succeeded", now: t0 }));
    expect(BookingLedger.applyDiscount(paid, 700, t0)).toMatchObject({ ok: true, ledger: paid });
    expect(BookingLedger.applyDiscount(paid, 100, t0)).toMatchObject({ ok: false, refusal: "wrong_state" });
    // A leg under way keeps its price, whichever leg it is.
    const away = ok(BookingLedger.progress(pair("card", [600, 900]), 2, "driver_allocated"));
    const enRoute = ok(BookingLedger.progress(away, 2, "en_route"));
    expect(BookingLedger.applyDiscount(enRoute, 100, t0)).toMatchObject({ refusal: "wrong_state" });
    // While a payment waits, the price it was asked for stays, and the refusal names the payment.
    const waitingPair = ok(BookingLedger.chargeCard(pair(), { id: "pi_w", outcome: "requires_action", now: t0 }));
    expect(BookingLedger.applyDiscount(waitingPair, 100, t0 + 1)).toMatchObject({
      ok: false,
      refusal: "payment_in_progress",
      waiting: { id: "pi_w" },
    });
    const lapsed = ok(BookingLedger.applyDiscount(waitingPair, 100, t0 + BookingLedger.paymentHoldMs));
    expect(lapsed.legs[0]?.discount).toBe(100);
  });
}

function cancellingAndLegLife() {
  it("cancelling owes the fee for the status, never more than the leg's price, and refunds the rest", () => {
    const paid = ok(BookingLedger.chargeCard(pair("card", [2500, 600]), { id: "pi_1", outcome: "succeeded", now: t0 }));
    const enRoute = ok(BookingLedger.progress(ok(BookingLedger.progress(paid, 1, "driver_allocated")), 1, "en_route"));
    const onTheWay = ok(
      BookingLedger.progress(ok(BookingLedger.progress(enRoute, 2, "driver_allocated")), 2, "en_route"),
    );
    expect(BookingLedger.cancellationPreview(onTheWay, [1, 2])).toEqual({ fee: 1600, refund: 1500, cancellable: true });
    const step = BookingLedger.cancel(onTheWay, { legIds: [1, 2], now: t0, refundId: "re_1" });
    expect(step.ok && step.refunded).toBe(1500);
    expect(BookingLedger.paymentStatus(ok(step), t0)).toBe("paid");
    const free = ok(BookingLedger.cancel(paid, { legIds: [1, 2], now: t0, refundId: "re_1" }));
    expect(BookingLedger.paymentStatus(free, t0)).toBe("refunded");
  });

  it("refuses what the life of a leg does not allow", () => {
    const onBoard = ["driver_allocated", "en_route", "arrived", "passenger_on_board"].reduce(
      (ledger, status) => ok(BookingLedger.progress(ledger, 1, status as "en_route")),
      pair(),
    );
    expect(BookingLedger.cancel(onBoard, { legIds: [1], now: t0, refundId: "r" })).toMatchObject({
      refusal: "wrong_state",
    });
    expect(BookingLedger.reprice(onBoard, { legId: 1, fare: 1, now: t0, refundId: "r" })).toMatchObject({
      refusal: "wrong_state",
    });
    expect(BookingLedger.progress(pair(), 1, "completed")).toMatchObject({ refusal: "wrong_state" });
    const paid = ok(BookingLedger.chargeCard(pair(), { id: "pi_1", outcome: "succeeded", now: t0 }));
    expect(BookingLedger.applyDiscount(paid, 100, t0)).toMatchObject({ refusal: "wrong_state" });
    expect(BookingLedger.payOffline(paid, "cash", t0)).toMatchObject({ refusal: "wrong_state" });
  });

  it("reprices and cancels only legs it has, each by its own rule", () => {
    const two = pair("card", [600, 900]);
    expect(BookingLedger.reprice(two, { legId: 9, fare: 100, now: t0, refundId: "r" })).toMatchObject({
      refusal: "invalid_booking",
    });
    const repriced = ok(BookingLedger.reprice(two, { legId: 2, fare: 700, now: t0, refundId: "r" }));
    expect(repriced.legs.map((leg) => leg.fare)).toEqual([600, 700]);
    expect(BookingLedger.cancel(two, { legIds: [9], now: t0, refundId: "r" })).toMatchObject({
      refusal: "invalid_booking",
    });
    // One leg past cancelling refuses the whole request, the other leg untouched.
    const aboard = ["driver_allocated", "en_route", "arrived", "passenger_on_board"].reduce(
      (ledger, status) => ok(BookingLedger.progress(ledger, 2, status as "en_route")),
      two,
    );
    expect(BookingLedger.cancel(aboard, { legIds: [1, 2], now: t0, refundId: "r" })).toMatchObject({
      refusal: "wrong_state",
    });
    // The driver on the way: the fee, never more than the leg's price after its discount.
    const enRoute = ok(BookingLedger.progress(ok(BookingLedger.progress(two, 1, "driver_allocated")), 1, "en_route"));
    expect(BookingLedger.feeToCancel(enRoute.legs[0]!)).toBe(600);
    const discounted = ok(BookingLedger.applyDiscount(pair("card", [1500]), 800, t0));
    const discountedAway = ok(
      BookingLedger.progress(ok(BookingLedger.progress(discounted, 1, "driver_allocated")), 1, "en_route"),
    );
    expect(BookingLedger.feeToCancel(discountedAway.legs[0]!)).toBe(700);
    expect(BookingLedger.cancellationPreview(aboard, [2])).toEqual({ fee: 0, refund: 0, cancellable: false });
    const paidTwo = ok(BookingLedger.chargeCard(two, { id: "pi", outcome: "succeeded", now: t0 }));
    expect(BookingLedger.cancellationPreview(paidTwo, [1])).toEqual({ fee: 0, refund: 600, cancellable: true });
    expect(BookingLedger.progress(two, 9, "driver_allocated")).toMatchObject({ refusal: "invalid_booking" });
    expect(BookingLedger.progress(two, 1, "cancelled")).toMatchObject({ refusal: "wrong_state" });
  });
}

function invariants() {
  it("names each broken invariant of a ledger no operation could reach", () => {
    const base = pair("card", [600]);
    expect(BookingLedger.invariantProblems(base, t0)).toEqual([]);
    expect(BookingLedger.invariantProblems({ ...base, movements: [movement({ amount: 700 })] }, t0)).toEqual([
      "held 700 > owed 600",
    ]);
    expect(BookingLedger.invariantProblems({ ...base, movements: [movement({ kind: "refund" })] }, t0)).toEqual([
      "held -100 < 0",
    ]);
    expect(
      BookingLedger.invariantProblems({ ...base, movements: [movement({ amount: 0, status: "failed" })] }, t0),
    ).toEqual(["a movement of no money"]);
    const twoWaiting = [
      movement({ id: "a", status: "requires_action" }),
      movement({ id: "b", status: "requires_action" }),
    ];
    expect(BookingLedger.invariantProblems({ ...base, movements: twoWaiting }, t0)).toEqual(["two payments in flight"]);
    // Once the hold has passed they no longer wait.
    expect(
      BookingLedger.invariantProblems({ ...base, movements: twoWaiting }, t0 + BookingLedger.paymentHoldMs),
    ).toEqual([]);
    const leg = base.legs[0]!;
    expect(BookingLedger.invariantProblems({ ...base, legs: [{ ...leg, discount: 700 }] }, t0)).toEqual([
      "leg 1 discount",
    ]);
    expect(BookingLedger.invariantProblems({ ...base, legs: [{ ...leg, discount: -1 }] }, t0)).toEqual([
      "leg 1 discount",
    ]);
    expect(BookingLedger.open("card", []).movements).toEqual([]);
  });

  it("keeps its invariants over any sequence of operations", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20000 }), { minLength: 1, maxLength: 2 }),
        fc.array(ledgerOperation, { maxLength: 30 }),
        (fares, operations) => {
          let ledger = pair("card", fares);
          let now = t0;
          let n = 0;
          let charged = 0;
          let refunded = 0;
          for (const operation of operations) {
            n += 1;
            let step: BookingLedger.Step | undefined;
            switch (operation.op) {
              case "discount":
                step = BookingLedger.applyDiscount(ledger, operation.amount, now);
                break;
              case "charge":
                step = BookingLedger.chargeCard(ledger, { id: `pi_${n}`, outcome: operation.outcome, now });
                break;
              case "confirm": {
                const charges = ledger.movements.filter((m) => m.kind === "charge");
                const target = charges[charges.length - operation.back];
                if (target !== undefined)
                  step = BookingLedger.confirmCard(ledger, { id: target.id, challengePassed: operation.passed, now });
                break;
              }
              case "reprice":
                step = BookingLedger.reprice(ledger, {
                  legId: operation.leg,
                  fare: operation.fare,
                  now,
                  refundId: `re_${n}`,
                });
                break;
              case "cancel":
                step = BookingLedger.cancel(ledger, { legIds: operation.legs, now, refundId: `re_${n}` });
                break;
              case "progress":
                step = BookingLedger.progress(ledger, operation.leg, operation.to);
                break;
              case "offline":
                step = BookingLedger.payOffline(ledger, operation.method, now);
                break;
              case "wait":
                now += operation.ms;
                break;
            }
            if (step?.ok === true) {
              ledger = step.ledger;
              charged += step.charged;
              refunded += step.refunded;
            }
            expect(BookingLedger.invariantProblems(ledger, now)).toEqual([]);
            // Money collected minus refunds is what the ledger holds, and never more than it owes.
            expect(charged - refunded).toBe(BookingLedger.held(ledger));
            expect(BookingLedger.held(ledger) + BookingLedger.due(ledger)).toBe(
              ledger.method === "card" ? BookingLedger.owed(ledger) : BookingLedger.held(ledger),
            );
          }
        },
      ),
      { numRuns: 500 },
    );
  });
}
