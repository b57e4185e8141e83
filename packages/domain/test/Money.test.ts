import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Money from "../src/Money.ts";

const minor = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 });

describe("Money", () => {
  it("formats £12.50 from 1250 pence, with thousands grouped and a sign", () => {
    expect(Money.format(Money.fromMinor(1250))).toBe("£12.50");
    expect(Money.format(Money.fromMinor(5))).toBe("£0.05");
    expect(Money.format(Money.fromMinor(-305))).toBe("-£3.05");
    expect(Money.format(Money.fromMinor(123_400))).toBe("£1,234.00");
    expect(Money.format(Money.fromMinor(0))).toBe("£0.00");
  });

  it("defaults to GBP with symbol £; other currencies show their own symbol or code", () => {
    expect(Money.fromMinor(1).currency).toBe("GBP");
    expect(Money.symbolFor("gbp")).toBe("£");
    expect(Money.format(Money.fromMinor(100, "EUR"))).toBe("€1.00");
    expect(Money.format(Money.fromMinor(100, "JPY"))).toBe("JPY 1.00");
  });

  it("parses typed amounts and rejects anything else", () => {
    expect(Money.parse("12.5")?.amountMinor).toBe(1250);
    expect(Money.parse("£1,234.50")?.amountMinor).toBe(123_450);
    expect(Money.parse("-3.05")?.amountMinor).toBe(-305);
    expect(Money.parse("12")?.amountMinor).toBe(1200);
    expect(Money.parse("12.345")).toBeUndefined();
    expect(Money.parse("twelve")).toBeUndefined();
  });

  it("round-trips: parse(format(m)) is m", () => {
    fc.assert(
      fc.property(minor, (n) => {
        expect(Money.parse(Money.format(Money.fromMinor(n)))).toEqual(Money.fromMinor(n));
      }),
    );
  });

  it("adds like integers: sum is order-independent and zero for nothing", () => {
    expect(Money.sum([])).toEqual(Money.fromMinor(0));
    fc.assert(
      fc.property(fc.array(minor, { maxLength: 10 }), (ns) => {
        const amounts = ns.map((n) => Money.fromMinor(n));
        expect(Money.sum(amounts).amountMinor).toBe(ns.reduce((a, b) => a + b, 0));
        expect(Money.sum(amounts.toReversed())).toEqual(Money.sum(amounts));
      }),
    );
  });
});

describe("Money at the edges of reading and writing", () => {
  it("reads an amount typed with the pound sign, spaces and thousands, and groups thousands when writing", () => {
    expect(Money.parse(" £1,234.50 ")?.amountMinor).toBe(123450);
    expect(Money.parse("£12")?.amountMinor).toBe(1200);
    expect(Money.format(Money.fromMinor(1234500))).toBe("£12,345.00");
    expect(Money.format(Money.fromMinor(123456789))).toBe("£1,234,567.89");
    expect(Money.format(Money.fromMinor(-100000))).toBe("-£1,000.00");
  });
});
