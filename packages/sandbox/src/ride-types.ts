/**
 * Each tenant's fleet (spec §3 Ride type) and GET checkout/activeRideTypes. The seed covers every
 * availability case of spec §4: a 4-seat saloon, an estate, a 6-seater, an 8-seater, a
 * wheelchair-accessible car, a disabled type and one that cannot be used for a return.
 * Availability itself is the domain's rule (RideAvailability), not re-implemented here.
 */
import type { RideAvailability } from "@cabline/domain";
import type { Ctx, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import type { Db } from "./db.ts";

export interface RideTypeRow {
  readonly tenant: string;
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly enabled: number;
  readonly active: number;
  readonly num_seats: number;
  readonly max_luggage: number;
  readonly outbound_compatible: number;
  readonly return_compatible: number;
  readonly wheelchair_accessible: number;
  /** Tariff multiplier on the journey fare, in percent. */
  readonly multiplier_pct: number;
}

type Seed = Omit<RideTypeRow, "tenant">;

export const fleetSeed: ReadonlyArray<Seed> = [
  {
    id: 1,
    name: "Saloon",
    description: "Up to 4 passengers and 2 large cases",
    enabled: 1,
    active: 1,
    num_seats: 4,
    max_luggage: 2,
    outbound_compatible: 1,
    return_compatible: 1,
    wheelchair_accessible: 0,
    multiplier_pct: 100,
  },
  {
    id: 2,
    name: "Estate",
    description: "Up to 4 passengers and 4 large cases: ideal for the cruise terminals",
    enabled: 1,
    active: 1,
    num_seats: 4,
    max_luggage: 4,
    outbound_compatible: 1,
    return_compatible: 1,
    wheelchair_accessible: 0,
    multiplier_pct: 110,
  },
  {
    id: 3,
    name: "6-seater MPV",
    description: "Up to 6 passengers and 4 large cases",
    enabled: 1,
    active: 1,
    num_seats: 6,
    max_luggage: 4,
    outbound_compatible: 1,
    return_compatible: 1,
    wheelchair_accessible: 0,
    multiplier_pct: 135,
  },
  {
    id: 4,
    name: "8-seater minibus",
    description: "Up to 8 passengers and 8 large cases",
    enabled: 1,
    active: 1,
    num_seats: 8,
    max_luggage: 8,
    outbound_compatible: 1,
    return_compatible: 1,
    wheelchair_accessible: 0,
    multiplier_pct: 160,
  },
  {
    id: 5,
    name: "Wheelchair accessible",
    description: "Rear-ramp vehicle, one wheelchair plus 3 passengers",
    enabled: 1,
    active: 1,
    num_seats: 4,
    max_luggage: 2,
    outbound_compatible: 1,
    return_compatible: 1,
    wheelchair_accessible: 1,
    multiplier_pct: 120,
  },
  {
    id: 6,
    name: "Executive",
    description: "Mercedes E-Class; temporarily unavailable",
    enabled: 0,
    active: 1,
    num_seats: 4,
    max_luggage: 3,
    outbound_compatible: 1,
    return_compatible: 1,
    wheelchair_accessible: 0,
    multiplier_pct: 150,
  },
  {
    id: 7,
    name: "Cruise luggage van",
    description: "Luggage-only run to the cruise terminals; outbound only",
    enabled: 1,
    active: 1,
    num_seats: 1,
    max_luggage: 12,
    outbound_compatible: 1,
    return_compatible: 0,
    wheelchair_accessible: 0,
    multiplier_pct: 125,
  },
];

export const seedRideTypes = (db: Db, tenant: string): void => {
  for (const t of fleetSeed) {
    db.run(
      `INSERT INTO ride_types(tenant, id, name, description, enabled, active, num_seats, max_luggage, outbound_compatible,
         return_compatible, wheelchair_accessible, multiplier_pct) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      tenant,
      t.id,
      t.name,
      t.description,
      t.enabled,
      t.active,
      t.num_seats,
      t.max_luggage,
      t.outbound_compatible,
      t.return_compatible,
      t.wheelchair_accessible,
      t.multiplier_pct,
    );
  }
};

export const rideTypesOf = (db: Db, tenant: string): ReadonlyArray<RideTypeRow> =>
  db.all<RideTypeRow>("SELECT * FROM ride_types WHERE tenant = ? ORDER BY id", tenant);

export const toDomainRideType = (row: RideTypeRow): RideAvailability.RideType => ({
  id: row.id,
  name: row.name,
  active: row.active === 1,
  enabled: row.enabled === 1,
  numSeats: row.num_seats,
  max_luggage: row.max_luggage,
  outboundCompatible: row.outbound_compatible === 1,
  returnCompatible: row.return_compatible === 1,
  wheelchair_accessible: row.wheelchair_accessible === 1,
});

/** Which of the sandbox's vehicle pictures (tenants.ts, /sandbox/assets/ride-{kind}.svg) fits a ride type. */
export const pictureKind = (row: Pick<RideTypeRow, "num_seats" | "max_luggage" | "wheelchair_accessible">): string =>
  row.wheelchair_accessible === 1
    ? "wav"
    : row.num_seats >= 7
      ? "minibus"
      : row.num_seats >= 5
        ? "mpv"
        : row.max_luggage > 2
          ? "estate"
          : "saloon";

/** The contract's RideType, with its picture at the sandbox's public API base. */
export const toRideType = (row: RideTypeRow, apiBase: string): Record<string, unknown> => ({
  ...toDomainRideType(row),
  description: row.description,
  image_url: `${apiBase}/sandbox/assets/ride-${pictureKind(row)}.svg`,
});

const getActiveRideTypes = (ctx: Ctx): Reply =>
  ok({ ride_types: rideTypesOf(ctx.db, ctx.tenant.code).map((row) => toRideType(row, ctx.apiBase)) });

export const rideTypeRoutes: ReadonlyArray<TenantRoute> = [
  route("GET", "/customer/v2/checkout/activeRideTypes", "none", "optional", getActiveRideTypes),
];
