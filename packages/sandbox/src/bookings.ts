/**
 * Creating, pricing and changing bookings (spec §7 booking, getCostEstimate; extension
 * updateBooking). A return journey is two legs sharing pair_id. Cash bookings are confirmed at
 * once (pay the driver), account bookings are invoiced, card bookings wait for checkout with a
 * basket. The operations live here; by concern: booking-request.ts reads a leg, booker.ts who
 * books and pays, booking-pricing.ts the price, booking-store.ts the rows, booking-messages.ts
 * the e-mail.
 */
import { RideAvailability } from "@cabline/domain";
import { membership } from "./accounts.ts";
import { checkPoNumber, readBooker, type Booker } from "./booker.ts";
import { confirmationEmail } from "./booking-messages.ts";
import { priceLeg, splitDiscount, touchesTerminal } from "./booking-pricing.ts";
import { checkRequestLimits, readLeg, type LegDraft, type PassengerRules } from "./booking-request.ts";
import { insertLeg, legColumns, legSearch, legValues, paymentStatusFor } from "./booking-store.ts";
import { bookingByToken, nextTransitionAt, pairOf, toBooking, totalOf, type BookingRow } from "./booking-records.ts";
import type { Ctx, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import { json } from "./db.ts";
import { badRequest, fail } from "./errors.ts";
import { optBool, optInt, optText, type Fields } from "./input.ts";
import { isChangeable } from "./lifecycle.ts";
import { money } from "./money.ts";
import { sharedBooking, shareTokenOf } from "./share-links.ts";
import * as Promo from "./promocodes.ts";
import { rideTypesOf, toDomainRideType } from "./ride-types.ts";
import { additionalCharges, quoteValidityMs } from "./tariff.ts";
import { formatInstant } from "./time.ts";
import { randomId } from "./tokens.ts";

/** The legs of a BookingRequest: the outbound, and the return when enabled (it must come after). */
export const readLegs = (
  ctx: Ctx,
  body: Fields,
  business: boolean,
  rules: PassengerRules | undefined,
): ReadonlyArray<LegDraft> => {
  checkRequestLimits(ctx, body);
  const outbound = readLeg(ctx, body["outbound"] ?? fail("bad_destination"), "outbound", business, rules);
  const returnEnabled = optBool(body, "returnEnabled") ?? body["return"] !== undefined;
  if (!returnEnabled) return [outbound];
  const back = readLeg(ctx, body["return"], "return", business, rules);
  if (back.pickupTime <= outbound.pickupTime) badRequest("The return pickup must be after the outbound pickup.");
  return [outbound, back];
};

/** Books validated legs: prices them, applies a promo code, writes them and, for card, a basket. */
export const book = (
  ctx: Ctx,
  legs: ReadonlyArray<LegDraft>,
  booker: Booker,
  promocode: string | undefined,
): { rows: BookingRow[]; basketId: string | undefined; amountDue: number } => {
  const totals = legs.map((leg) => priceLeg(ctx, leg).fare.total.amount);
  const sum = totals.reduce((a, b) => a + b, 0);
  const promo =
    promocode === undefined
      ? undefined
      : Promo.applicableDiscount(ctx, promocode, {
          amount: sum,
          holder: booker.holder,
          cruiseTerminal: touchesTerminal(legs),
        });
  const shares = splitDiscount(promo?.discount ?? 0, totals);
  const card = booker.paymentMethod === "card";
  const rows: BookingRow[] = [];
  legs.forEach((leg, index) => {
    rows.push(
      insertLeg(ctx, leg, {
        pairId: rows[0]?.id,
        booker,
        paymentStatus: paymentStatusFor(booker.paymentMethod),
        confirmedAt: card ? null : ctx.now,
        promocode: promo?.row.code,
        discount: shares[index] ?? 0,
      }),
    );
  });
  const pairId = (rows[0] as BookingRow).id;
  if (promo !== undefined) Promo.redeem(ctx, promo.row.code, booker.holder, pairId);
  let basketId: string | undefined;
  if (card) {
    basketId = randomId(ctx.random, "bsk_", 12);
    ctx.db.run(
      "INSERT INTO baskets(id, tenant, holder, booking_ids, promocode, payment_method, created_at) VALUES (?, ?, ?, ?, ?, 'card', ?)",
      basketId,
      ctx.tenant.code,
      booker.holder ?? "anonymous",
      json(rows.map((row) => row.id)),
      promo?.row.code ?? null,
      ctx.now,
    );
  }
  const fresh = pairOf(ctx, pairId);
  return { rows: [...fresh], basketId, amountDue: card ? fresh.reduce((total, row) => total + totalOf(row), 0) : 0 };
};

const createBooking = (ctx: Ctx): Reply => {
  const booker = readBooker(ctx, ctx.body);
  const legs = readLegs(ctx, ctx.body, booker.account !== undefined, booker.rules);
  const { rows, basketId, amountDue } = book(ctx, legs, booker, optText(ctx.body, "promocode"));
  confirmationEmail(ctx, rows);
  return ok({
    pair_id: (rows[0] as BookingRow).pair_id,
    bookings: rows.map((row) => toBooking(ctx.db, row, ctx.now)),
    ...(basketId === undefined ? {} : { basket_id: basketId }),
    amount_due: money(amountDue),
  });
};

const getCostEstimate = (ctx: Ctx): Reply => {
  const businessId = optInt(ctx.body, "business_id");
  const business =
    businessId !== undefined &&
    ctx.customer !== undefined &&
    membership(ctx.db, ctx.tenant.code, ctx.customer.id, businessId) !== undefined;
  const legs = readLegs(ctx, ctx.body, business, undefined);
  const fares = legs.map((leg) => priceLeg(ctx, leg).fare);
  const sum = fares.reduce((total, fare) => total + fare.total.amount, 0);
  const code = optText(ctx.body, "promocode");
  const promo = code === undefined ? undefined : Promo.findPromo(ctx, code);
  const usable =
    promo !== undefined &&
    Promo.reasonAgainst(ctx, promo, {
      amount: sum,
      holder: Promo.holderOf(ctx, optText(ctx.body, "guestUserId")),
      cruiseTerminal: touchesTerminal(legs),
    }) === undefined;
  const discount = usable && promo !== undefined ? Promo.discountFor(ctx, promo, sum) : 0;
  const fleet = rideTypesOf(ctx.db, ctx.tenant.code);
  const [outbound, back] = legs as [LegDraft, LegDraft | undefined];
  const available = RideAvailability.availableRideTypes(fleet.map(toDomainRideType), {
    passengers: outbound.passengers,
    luggage: outbound.luggage,
    direction: "outbound",
  });
  const quotes = available.flatMap((type) => {
    const row = fleet.find((candidate) => candidate.id === type.id);
    if (row === undefined) return [];
    const returnOk =
      back !== undefined &&
      RideAvailability.availableRideTypes([type], {
        passengers: back.passengers,
        luggage: back.luggage,
        direction: "return",
      }).length > 0;
    return [
      {
        ride_type_id: row.id,
        outbound: priceLeg(ctx, { ...outbound, rideType: row }).fare,
        ...(back !== undefined && returnOk ? { return: priceLeg(ctx, { ...back, rideType: row }).fare } : {}),
      },
    ];
  });
  const chargesOf = (leg: LegDraft | undefined) =>
    leg === undefined ? [] : additionalCharges(ctx.tenant, { ...leg, multiplierPct: leg.rideType.multiplier_pct });
  return ok({
    outbound: fares[0],
    ...(fares[1] === undefined ? {} : { return: fares[1] }),
    total: money(sum - discount),
    ...(discount > 0 ? { discount: money(discount) } : {}),
    bookingAdditionalChargesOutbound: chargesOf(outbound),
    bookingAdditionalChargesReturn: chargesOf(back),
    ride_type_quotes: quotes,
    quote_expires_at: formatInstant(ctx.now + quoteValidityMs(ctx.tenant)),
  });
};

/** A booking the signed-in customer may change: their own, or their business's when they see all its trips. */
export const ownBooking = (ctx: Ctx, token: string): BookingRow => {
  const customer = ctx.customer ?? fail("invalid_token");
  const row = bookingByToken(ctx, token) ?? fail("invalid_booking");
  if (row.customer_id === customer.id) return row;
  if (row.business_id !== null) {
    const account = membership(ctx.db, ctx.tenant.code, customer.id, row.business_id);
    if (account !== undefined && account.role !== "SUB_ACCOUNT") return row;
  }
  return fail("invalid_booking");
};

const updateBooking = (ctx: Ctx): Reply => {
  const row = ownBooking(ctx, optText(ctx.body, "booking_token") ?? fail("invalid_booking"));
  if (!isChangeable(row.status)) fail("wrong_state");
  const account =
    row.business_id === null || ctx.customer === undefined
      ? undefined
      : membership(ctx.db, ctx.tenant.code, ctx.customer.id, row.business_id);
  const leg = readLeg(ctx, ctx.body, row.leg, row.business_id !== null, {
    booker: ctx.customer,
    lead: undefined,
  });
  const poNumber = optText(ctx.body, "poNumber") ?? row.po_number ?? undefined;
  checkPoNumber(account, row.payment_method, poNumber);
  const { fare, roadMiles } = priceLeg(ctx, leg);
  const discount = row.payment_status === "paid" ? row.discount : Math.min(row.discount, fare.total.amount);
  const costCentre = optText(ctx.body, "costCentre") ?? row.cost_centre ?? undefined;
  const next = nextTransitionAt({
    status: row.status,
    confirmed_at: row.confirmed_at,
    pickup_time: leg.pickupTime,
    road_miles: roadMiles,
  });
  const assignments = [
    ...legColumns,
    "fare",
    "road_miles",
    "discount",
    "po_number",
    "cost_centre",
    "next_transition_at",
    "search",
  ];
  ctx.db.run(
    `UPDATE bookings SET ${assignments.map((column) => `${column} = ?`).join(", ")} WHERE id = ? AND tenant = ?`,
    ...legValues(leg),
    json(fare),
    roadMiles,
    discount,
    poNumber ?? null,
    costCentre ?? null,
    next,
    legSearch(leg, poNumber, costCentre),
    row.id,
    ctx.tenant.code,
  );
  const pair = pairOf(ctx, row.pair_id);
  const updated = pair.find((candidate) => candidate.id === row.id) ?? fail("internal_server_error");
  return ok({
    booking: toBooking(ctx.db, updated, ctx.now),
    pair: pair.filter((other) => other.id !== row.id).map((other) => toBooking(ctx.db, other, ctx.now)),
  });
};

/** What is left to pay for a pair: unpaid card legs that are not cancelled. */
export const amountDue = (rows: ReadonlyArray<BookingRow>): number =>
  rows
    .filter(
      (row) =>
        row.payment_method === "card" &&
        row.status !== "cancelled" &&
        ["pending", "requires_action", "failed"].includes(row.payment_status),
    )
    .reduce((total, row) => total + totalOf(row), 0);

const getBooking = (ctx: Ctx): Reply => {
  const token = ctx.query.get("booking_token") ?? "";
  if (!/^[A-Za-z0-9_-]{22,}$/.test(token)) return fail("invalid_booking");
  const row = bookingByToken(ctx, token);
  if (row === undefined) return sharedBooking(ctx, token) ?? fail("invalid_booking");
  const pair = pairOf(ctx, row.pair_id);
  const self = pair.find((candidate) => candidate.id === row.id) ?? row;
  return ok({
    booking: { ...toBooking(ctx.db, self, ctx.now), share_token: shareTokenOf(ctx, row.pair_id) },
    pair: pair.filter((other) => other.id !== row.id).map((other) => toBooking(ctx.db, other, ctx.now)),
    amount_due: money(amountDue(pair)),
  });
};

export const bookingRoutes: ReadonlyArray<TenantRoute> = [
  route("POST", "/customer/v2/booking", "json", "optional", createBooking, { idempotent: true }),
  route("POST", "/customer/v2/checkout/getCostEstimate", "json", "optional", getCostEstimate),
  route("POST", "/customer/v2/booking/update", "json", "customer", updateBooking),
  route("GET", "/customer/v2/getBooking", "none", "optional", getBooking),
];
