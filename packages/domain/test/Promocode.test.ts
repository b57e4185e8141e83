import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Money from "../src/Money.ts";
import * as Promocode from "../src/Promocode.ts";

const gbp = (pence: number) => Money.fromMinor(pence);
const welcome: Promocode.Promocode = {
  code: "WELCOME10",
  description: "10% off your first ride, up to £10",
  discount_type: "percent",
  percent_off: 10,
  max_discount: gbp(1000),
  valid_until: 2_000,
  single_use: true,
};
const cruise: Promocode.Promocode = {
  code: "CRUISE5",
  description: "£5 off any trip to or from a Southampton cruise terminal",
  discount_type: "fixed",
  amount_off: gbp(500),
  min_fare: gbp(1500),
  valid_from: 1_000,
};

describe("Promocode (spec §3 promocode)", () => {
  it("takes 10% off £57.00 as £5.70, capped at £10", () => {
    expect(Promocode.discountOn(welcome, gbp(5700), 0)).toEqual(gbp(570));
    expect(Promocode.discountOn(welcome, gbp(50_000), 0)).toEqual(gbp(1000));
  });

  it("takes a fixed £5 off once the minimum fare is met", () => {
    expect(Promocode.discountOn(cruise, gbp(1500), 1_000)).toEqual(gbp(500));
    expect(Promocode.discountOn(cruise, gbp(1000), 1_000)).toEqual(gbp(0));
    expect(Promocode.refusalFor(cruise, gbp(1000), 1_000)).toBe("minimum_fare_not_met");
  });

  it("refuses a code before it starts and after it ends", () => {
    expect(Promocode.refusalFor(cruise, gbp(2000), 999)).toBe("not_started");
    expect(Promocode.refusalFor(welcome, gbp(2000), 2_001)).toBe("expired");
    expect(Promocode.refusalFor(welcome, gbp(2000), 2_000)).toBeUndefined();
  });

  it("refuses a used single-use code and a trip that misses the code's condition, in that order", () => {
    expect(Promocode.refusalFor(welcome, gbp(2000), 0, { alreadyUsed: true, eligible: false })).toBe("already_used");
    expect(Promocode.refusalFor(cruise, gbp(2000), 1_000, { alreadyUsed: true })).toBeUndefined();
    expect(Promocode.refusalFor(cruise, gbp(1000), 1_000, { eligible: false })).toBe("not_eligible");
    expect(Promocode.refusalFor(cruise, gbp(2000), 1_000, { eligible: true })).toBeUndefined();
  });

  it("never takes off more than the fare, nor less than nothing", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000, max: 1_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 5_000 }),
        (fare, percent, fixed) => {
          for (const code of [
            { ...welcome, percent_off: percent, max_discount: undefined } as unknown as Promocode.Promocode,
            { ...cruise, amount_off: gbp(fixed), min_fare: undefined } as unknown as Promocode.Promocode,
          ]) {
            const discount = Promocode.discountOn(code, gbp(fare), 1_500).amountMinor;
            expect(discount).toBeGreaterThanOrEqual(0);
            expect(discount).toBeLessThanOrEqual(Math.max(0, fare));
          }
        },
      ),
    );
  });

  it("reads a typed code trimmed and in capitals", () => {
    expect(Promocode.normalise("  welcome10 ")).toBe("WELCOME10");
  });

  it("counts a percentage code without a percentage, or a fixed code without an amount, as nothing", () => {
    const bare = { code: "X", description: "", discount_type: "percent" } as const;
    expect(Promocode.discountOn(bare, gbp(1000), 0)).toEqual(gbp(0));
    expect(Promocode.discountOn({ ...bare, discount_type: "fixed" }, gbp(1000), 0)).toEqual(gbp(0));
  });
});

describe("Promocode.offer (the customer's list of codes)", () => {
  it("says what a code takes off, the fare it needs, its last day in London and whether it is once only", () => {
    expect(Promocode.offer(welcome)).toBe("10% off, up to £10.00 · until 01-Jan-1970 · once");
    expect(Promocode.offer(cruise)).toBe("£5.00 off · fares of £15.00 or more");
    // 23:30 on 31 March 2026 UTC is already 1 April in London (BST).
    const spring: Promocode.Promocode = {
      code: "SPRING",
      description: "£5 off",
      discount_type: "fixed",
      amount_off: gbp(500),
      valid_until: Date.parse("2026-03-31T23:30:00Z"),
    };
    expect(Promocode.offer(spring)).toBe("£5.00 off · until 01-Apr-2026");
    expect(Promocode.offer({ code: "AIR15", description: "", discount_type: "percent", percent_off: 15 })).toBe(
      "15% off",
    );
  });
});
