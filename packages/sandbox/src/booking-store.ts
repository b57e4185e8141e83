/**
 * Writing booking legs: the columns a leg request fills (shared by booking and update), the
 * trips-search text, and the payment status a new leg starts in.
 */
import { nextTransitionAt, searchText, type BookingRow } from "./booking-records.ts";
import type { Booker, PaymentMethod } from "./booker.ts";
import { priceLeg } from "./booking-pricing.ts";
import type { LegDraft } from "./booking-request.ts";
import type { Ctx } from "./context.ts";
import { json } from "./db.ts";
import { fail } from "./errors.ts";
import { flightFacts } from "./flights.ts";
import { randomToken } from "./tokens.ts";

export interface InsertOptions {
  readonly pairId: number | undefined;
  readonly booker: Booker;
  readonly paymentStatus: string;
  readonly confirmedAt: number | null;
  readonly promocode: string | undefined;
  readonly discount: number;
}

/** The columns a leg request fills, in the order of `legValues`; shared by booking and update. */
export const legColumns = [
  "asap",
  "pickup_time",
  "pickup",
  "destinations",
  "passengers",
  "luggage",
  "ride_type_id",
  "ride_type_name",
  "passenger_name",
  "passenger_phone",
  "passenger_email",
  "room",
  "reference",
  "notes",
  "assistance",
  "flight",
  "meet_and_greet",
] as const;

export const legValues = (leg: LegDraft) => [
  leg.asap ? 1 : 0,
  leg.pickupTime,
  json(leg.pickup),
  json(leg.destinations),
  leg.passengers,
  leg.luggage,
  leg.rideType.id,
  leg.rideType.name,
  leg.passenger.name,
  leg.passenger.phone ?? null,
  leg.passenger.email ?? null,
  leg.room ?? null,
  leg.reference ?? null,
  leg.notes ?? null,
  leg.assistance === undefined ? null : json(leg.assistance),
  leg.flightNumber === undefined
    ? null
    : json(flightFacts(leg.flightNumber, leg.pickupTime) ?? { number: leg.flightNumber }),
  leg.meetAndGreet ? 1 : 0,
];

/** What the trips search matches: places, passenger, reference, PO number and cost centre. */
export const legSearch = (leg: LegDraft, poNumber: string | undefined, costCentre: string | undefined): string =>
  searchText([
    leg.pickup.description,
    ...leg.destinations.map((stop) => stop.description),
    leg.passenger.name,
    leg.reference,
    poNumber,
    costCentre,
  ]);

/** Writes one leg; returns its row. */
export const insertLeg = (ctx: Ctx, leg: LegDraft, options: InsertOptions): BookingRow => {
  const { fare, roadMiles } = priceLeg(ctx, leg);
  const booker = options.booker;
  const history = [{ status: "booked", at: ctx.now }];
  const next = nextTransitionAt({
    status: "booked",
    confirmed_at: options.confirmedAt,
    pickup_time: leg.pickupTime,
    road_miles: roadMiles,
  });
  const columns = [
    "tenant",
    "token",
    "pair_id",
    "leg",
    "customer_id",
    "guest_id",
    "business_id",
    "status",
    "history",
    ...legColumns,
    "payment_method",
    "payment_status",
    "promocode",
    "discount",
    "fare",
    "road_miles",
    "po_number",
    "cost_centre",
    "created_at",
    "confirmed_at",
    "next_transition_at",
    "search",
  ];
  const id = ctx.db.run(
    `INSERT INTO bookings(${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
    ctx.tenant.code,
    randomToken(ctx.random),
    options.pairId ?? 0,
    leg.leg,
    booker.customerId ?? null,
    booker.guestId ?? null,
    booker.account?.business_id ?? null,
    "booked",
    json(history),
    ...legValues(leg),
    booker.paymentMethod,
    options.paymentStatus,
    options.promocode ?? null,
    options.discount,
    json(fare),
    roadMiles,
    booker.poNumber ?? null,
    booker.costCentre ?? null,
    ctx.now,
    options.confirmedAt,
    next,
    legSearch(leg, booker.poNumber, booker.costCentre),
  );
  if (options.pairId === undefined)
    ctx.db.run("UPDATE bookings SET pair_id = ? WHERE id = ? AND tenant = ?", id, id, ctx.tenant.code);
  return insertedRow(ctx, id);
};

const insertedRow = (ctx: Ctx, id: number): BookingRow =>
  ctx.db.get<BookingRow>("SELECT * FROM bookings WHERE id = ? AND tenant = ?", id, ctx.tenant.code) ??
  fail("internal_server_error");

export const paymentStatusFor = (method: PaymentMethod): string =>
  method === "cash" ? "pay_driver" : method === "account" ? "invoiced" : "pending";
