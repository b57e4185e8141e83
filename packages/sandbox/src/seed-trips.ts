/**
 * The seeded trips of each tenant: for the consumer a completed and a cancelled trip, an airport
 * return paid by card and a cruise transfer tomorrow; for the business booker an upcoming and a
 * past account trip with PO numbers. Written through the same code as bookings made over HTTP,
 * with times relative to the first start, so the lifecycle has moved them on when first read.
 */
import { sandboxCaptcha } from "./captcha.ts";
import { membership } from "./accounts.ts";
import type { LegDraft } from "./booking-request.ts";
import type { BookingRow } from "./booking-records.ts";
import type { Booker, PaymentMethod } from "./booker.ts";
import { insertLeg, paymentStatusFor } from "./booking-store.ts";
import type { Ctx, CustomerRow, TenantRow } from "./context.ts";
import type { Db } from "./db.ts";
import { json } from "./db.ts";
import { locationOf as place } from "./geo/gazetteer.ts";
import { fleetSeed, type RideTypeRow } from "./ride-types.ts";
import type { Random } from "./runtime.ts";

const day = 86_400_000;
const hour = 3_600_000;

/** A context for writing seed rows through the same code paths as requests. */
const seedCtx = (db: Db, tenant: TenantRow, now: number, random: Random, customer?: CustomerRow): Ctx => ({
  db,
  now,
  random,
  tenant,
  customer,
  driver: undefined,
  query: new URLSearchParams(),
  body: {},
  headers: {},
  client: "seed",
  captcha: sandboxCaptcha(),
  params: {},
  sent: [],
  cookies: [],
  secure: false,
  apiBase: "",
  webBase: "",
});

const rideType = (id: number): RideTypeRow => {
  const seed = fleetSeed.find((candidate) => candidate.id === id);
  if (seed === undefined) throw new Error(`The seed trips name ride type ${id}, which the fleet seed does not have.`);
  return { tenant: "", ...seed };
};

interface Trip {
  readonly createdAgo: number;
  readonly pickupIn: number;
  readonly from: string;
  readonly to: ReadonlyArray<string>;
  readonly passengers: number;
  readonly luggage: number;
  readonly ride: number;
  readonly notes?: string;
  readonly flight?: string;
  readonly meetAndGreet?: boolean;
  readonly leg?: "outbound" | "return";
}

const draft = (trip: Trip, now: number, customer: CustomerRow): LegDraft => ({
  leg: trip.leg ?? "outbound",
  asap: false,
  pickupTime: Math.round((now + trip.pickupIn) / (5 * 60_000)) * 5 * 60_000,
  pickup: place(trip.from),
  destinations: trip.to.map(place),
  passengers: trip.passengers,
  luggage: trip.luggage,
  rideType: rideType(trip.ride),
  passenger: { name: customer.name, phone: customer.phone, email: customer.email },
  room: undefined,
  reference: undefined,
  notes: trip.notes,
  flightNumber: trip.flight,
  meetAndGreet: trip.meetAndGreet ?? false,
});

interface SeedBooking {
  readonly trips: readonly [Trip, ...Trip[]];
  readonly method: PaymentMethod;
  readonly paid?: boolean;
  readonly cancelled?: boolean;
  readonly businessId?: number;
  readonly poNumber?: string;
}

const seedBooking = (
  db: Db,
  tenant: TenantRow,
  now: number,
  random: Random,
  customer: CustomerRow,
  booking: SeedBooking,
): void => {
  const [first] = booking.trips;
  const created = now - first.createdAgo;
  const ctx = seedCtx(db, tenant, created, random, customer);
  const account =
    booking.businessId === undefined ? undefined : membership(db, tenant.code, customer.id, booking.businessId);
  const booker: Booker = {
    customerId: customer.id,
    guestId: undefined,
    account,
    paymentMethod: booking.method,
    poNumber: booking.poNumber,
    costCentre: undefined,
    holder: `customer:${customer.id}`,
    rules: { booker: customer, lead: undefined },
  };
  const paid = booking.method === "card" && booking.paid === true;
  const rows: BookingRow[] = [];
  for (const trip of booking.trips) {
    rows.push(
      insertLeg(ctx, draft(trip, now, customer), {
        pairId: rows[0]?.id,
        booker,
        paymentStatus: paid ? "paid" : paymentStatusFor(booking.method),
        confirmedAt: booking.method === "card" && !paid ? null : created,
        promocode: undefined,
        discount: 0,
      }),
    );
  }
  if (booking.cancelled === true) {
    for (const row of rows) {
      const at = created + hour;
      db.run(
        `UPDATE bookings SET status = 'cancelled', history = ?, next_transition_at = NULL, cancellation_fee = 0,
           payment_status = CASE WHEN payment_status = 'paid' THEN 'refunded' ELSE payment_status END WHERE id = ? AND tenant = ?`,
        json([
          { status: "booked", at: created },
          { status: "cancelled", at },
        ]),
        row.id,
        tenant.code,
      );
    }
  }
};

/** The first trip of BOOK's passenger, and of a tenant's that has none of its own. */
const bookFirstTrip: Trip = {
  createdAgo: 10 * day,
  pickupIn: -9 * day,
  from: "sbx-poi-city-cruise-terminal",
  to: ["sbx-poi-university-of-southampton-highfield"],
  passengers: 3,
  luggage: 3,
  ride: 2,
};

const firstTrips: Readonly<Record<string, Trip>> = {
  BOOK: bookFirstTrip,
  GDT: {
    createdAgo: 10 * day,
    pickupIn: -9 * day,
    from: "sbx-poi-gosport-ferry",
    to: ["sbx-poi-southampton-airport"],
    passengers: 2,
    luggage: 2,
    ride: 1,
  },
  PDC: {
    createdAgo: 10 * day,
    pickupIn: -9 * day,
    from: "sbx-poi-portsmouth-historic-dockyard",
    to: ["sbx-poi-mayflower-cruise-terminal"],
    passengers: 4,
    luggage: 4,
    ride: 2,
  },
};

export const seedTrips = (
  db: Db,
  tenant: TenantRow,
  now: number,
  random: Random,
  who: { readonly passenger: CustomerRow; readonly booker: CustomerRow; readonly solent: number },
): void => {
  const code = tenant.code;
  const { passenger, booker, solent } = who;
  const seedAs = (customer: CustomerRow, booking: SeedBooking): void =>
    seedBooking(db, tenant, now, random, customer, booking);
  seedAs(passenger, { trips: [firstTrips[code] ?? bookFirstTrip], method: "cash" });
  seedAs(passenger, {
    trips: [
      {
        createdAgo: 7 * day,
        pickupIn: -6 * day,
        from: "sbx-poi-southampton-general-hospital",
        to: ["sbx-addr-so15-2db-27-bedford-place"],
        passengers: 1,
        luggage: 0,
        ride: 1,
        notes: "Outpatients entrance, Tremona Road.",
      },
    ],
    method: "card",
    paid: true,
    cancelled: true,
  });
  seedAs(passenger, {
    trips: [
      {
        createdAgo: day,
        pickupIn: 3 * day + 5 * hour,
        from: "sbx-addr-so14-7du-112-above-bar-street",
        to: ["sbx-poi-southampton-airport"],
        passengers: 2,
        luggage: 2,
        ride: 1,
        notes: "Flat 3, please ring the buzzer.",
      },
      {
        createdAgo: day,
        pickupIn: 10 * day + 21 * hour,
        from: "sbx-poi-southampton-airport",
        to: ["sbx-addr-so14-7du-112-above-bar-street"],
        passengers: 2,
        luggage: 2,
        ride: 1,
        flight: "SI4202",
        meetAndGreet: true,
        notes: "Two large suitcases.",
        leg: "return",
      },
    ],
    method: "card",
    paid: true,
  });
  seedAs(passenger, {
    trips: [
      {
        createdAgo: 2 * hour,
        pickupIn: day + 2 * hour,
        from: "sbx-poi-southampton-central-station",
        to: ["sbx-poi-ocean-cruise-terminal"],
        passengers: 2,
        luggage: 4,
        ride: 2,
        notes: "Embarking today. Four suitcases.",
      },
    ],
    method: "cash",
  });
  seedAs(booker, {
    trips: [
      {
        createdAgo: 3 * hour,
        pickupIn: 2 * day + 7 * hour,
        from: "sbx-addr-so14-3fj-4-canute-road",
        to: ["sbx-poi-mayflower-cruise-terminal", "sbx-poi-southampton-central-station"],
        passengers: 2,
        luggage: 1,
        ride: 1,
        notes: "Collect Priya Shah at the station forecourt on the way.",
      },
    ],
    method: "account",
    businessId: solent,
    poNumber: "SML-PO-2026-0412",
  });
  seedAs(booker, {
    trips: [
      {
        createdAgo: 8 * day,
        pickupIn: -7 * day,
        from: "sbx-poi-southampton-central-station",
        to: ["sbx-poi-ocean-cruise-terminal"],
        passengers: 1,
        luggage: 2,
        ride: 1,
        notes: "Crew change. Meet at the crew gate, Berth 46.",
      },
    ],
    method: "account",
    businessId: solent,
    poNumber: "SML-PO-2026-0398",
  });
};
