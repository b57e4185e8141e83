/** Shared fast-check arbitraries for the domain tests. */
import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import type * as Account from "../src/Account.ts";
import type * as Location from "../src/Location.ts";
import type * as RideAvailability from "../src/RideAvailability.ts";

/**
 * Numbers spread evenly over [min, max], to five decimals (degrees to about a metre, miles to
 * about 2 cm): fc.double spreads over the doubles' bit patterns, which crowds a range such as
 * -3..0 next to 0, so a property over places would seldom try one inside Hampshire.
 */
export const evenly = (min: number, max: number): fc.Arbitrary<number> =>
  fc.integer({ min: Math.round(min * 100_000), max: Math.round(max * 100_000) }).map((n) => n / 100_000);

/** Instants between 1990 and 2090, whole milliseconds. */
export const instant: fc.Arbitrary<Temporal.Instant> = fc
  .integer({ min: 631_152_000_000, max: 3_786_912_000_000 })
  .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));

// JSON has no -0, so stored state would not round-trip it.
const coordinate = (limit: number): fc.Arbitrary<number> =>
  fc.double({ min: -limit, max: limit, noNaN: true }).map((x) => (Object.is(x, -0) ? 0 : x));

export const placeTypes = fc.subarray(["airport", "street_address", "lodging", "train_station", "point_of_interest"]);

export const location: fc.Arbitrary<Location.Location> = fc.record(
  {
    address: fc.string({ maxLength: 20 }),
    id: fc.oneof(fc.string({ minLength: 1, maxLength: 8 }), fc.nat()),
    lat: coordinate(90),
    lng: coordinate(180),
    types: placeTypes,
    postCode: fc.string({ maxLength: 8 }),
  },
  { requiredKeys: ["address"] },
);

export const rideType: fc.Arbitrary<RideAvailability.RideType> = fc.record({
  id: fc.oneof(fc.string({ minLength: 1, maxLength: 4 }), fc.nat({ max: 50 })),
  name: fc.string({ maxLength: 10 }),
  active: fc.boolean(),
  enabled: fc.boolean(),
  numSeats: fc.integer({ min: 0, max: 16 }),
  max_luggage: fc.integer({ min: 0, max: 10 }),
  outboundCompatible: fc.boolean(),
  returnCompatible: fc.boolean(),
  wheelchair_accessible: fc.boolean(),
});

/** Ride types with distinct ids, as the API lists them. */
export const rideTypes: fc.Arbitrary<ReadonlyArray<RideAvailability.RideType>> = fc.uniqueArray(rideType, {
  selector: (r) => r.id,
  maxLength: 8,
});

export const load = fc.record({
  passengers: fc.integer({ min: 0, max: 20 }),
  luggage: fc.integer({ min: 0, max: 12 }),
});

export const account: fc.Arbitrary<Account.Account> = fc.record(
  {
    business_id: fc.oneof(fc.nat({ max: 20 }), fc.string({ maxLength: 3 })),
    business_user_id: fc.oneof(fc.nat({ max: 20 }), fc.string({ maxLength: 3 })),
    role: fc.constantFrom("SUB_ACCOUNT", "ADMIN", "USER", "sub_account"),
    default_payment_type: fc.constantFrom("cash", "card", "account", "invoice"),
    is_po_number_enabled: fc.boolean(),
    sub_accounts_enabled: fc.boolean(),
    account_trip_enabled: fc.boolean(),
  },
  {
    requiredKeys: [
      "business_id",
      "business_user_id",
      "role",
      "default_payment_type",
      "is_po_number_enabled",
      "sub_accounts_enabled",
    ],
  },
);

export const accounts = fc.uniqueArray(account, {
  selector: (a) => `${typeof a.business_id}:${a.business_id}/${typeof a.business_user_id}:${a.business_user_id}`,
  maxLength: 5,
});
