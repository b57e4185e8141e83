// How a fare reads beside its ride type on the first step, and which fares the estimate gave
// (spec §4 ride type selection, §3 cost estimate; docs/decisions/first-step-prices.md).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Fares from "../src/Fares.ts";
import * as Money from "../src/Money.ts";
import type * as Quote from "../src/Quote.ts";

const fare = (quote_type: Quote.QuoteType, total: number, bounds?: [number, number]): Quote.Fare => ({
  quote_type,
  total: Money.fromMinor(total),
  lines: [{ code: "journey", label: "Journey", amount: Money.fromMinor(total) }],
  ...(bounds === undefined ? {} : { low: Money.fromMinor(bounds[0]), high: Money.fromMinor(bounds[1]) }),
});

describe("a fare's short text", () => {
  it("is the exact price of a fixed fare, whatever the amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (pence) => {
        expect(Fares.shortText(fare("FIXED", pence))).toBe(Money.format(Money.fromMinor(pence)));
      }),
    );
  });

  it("gives an estimate's range when it has one, and says 'about' or 'metered' otherwise", () => {
    expect(Fares.shortText(fare("ESTIMATED", 1200, [1000, 1400]))).toBe("£10.00–£14.00");
    expect(Fares.shortText(fare("ESTIMATED", 1200))).toBe("about £12.00");
    expect(Fares.shortText(fare("METERED", 1850))).toBe("metered, about £18.50");
    // Bounds on a fixed fare are not a range: the price is the price.
    expect(Fares.shortText(fare("FIXED", 1250, [1000, 1400]))).toBe("£12.50");
  });
});

describe("fares by ride type", () => {
  const quotes: ReadonlyArray<Quote.RideTypeQuote> = [
    { ride_type_id: 1, outbound: fare("FIXED", 1250), return: fare("FIXED", 1300) },
    { ride_type_id: 2, outbound: fare("FIXED", 1625) },
  ];

  it("reads each leg's fare by the ride type's id; a type the return cannot take has none", () => {
    expect(Fares.byRideType(quotes, "outbound").get("1")?.total.amountMinor).toBe(1250);
    expect(Fares.byRideType(quotes, "outbound").get("2")?.total.amountMinor).toBe(1625);
    expect(Fares.byRideType(quotes, "return").get("1")?.total.amountMinor).toBe(1300);
    expect(Fares.byRideType(quotes, "return").has("2")).toBe(false);
    expect(Fares.byRideType(undefined, "outbound").size).toBe(0);
  });
});
