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

describe("BookingLedger: one booking's money", () => {
  it("owes the fares less discounts; a card booking owes them online until paid", () => {
    const ledger = ok(BookingLedger.applyDiscount(pair("card", [600, 900]), 700, t0));
    expect(ledger.legs.map((leg) => leg.discount)).toEqual([600, 100]);
    expect(BookingLedger.balance(ledger)).toEqual({ owed: 800, paid: 0, refunded: 0, due: 800 });
    expect(BookingLedger.due(pair("cash"))).toBe(0);
    expect(BookingLedger.paymentStatus(pair("cash"), t0)).toBe("pay_driver");
    expect(BookingLedger.paymentStatus(pair("account"), t0)).toBe("invoiced");
  });

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

  it("keeps its invariants over any sequence of operations", () => {
    const operation = fc.oneof(
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
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20000 }), { minLength: 1, maxLength: 2 }),
        fc.array(operation, { maxLength: 30 }),
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
});
