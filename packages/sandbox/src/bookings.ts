/**
 * Creating, pricing and changing bookings (spec §7 booking, getCostEstimate; extension
 * updateBooking). A return journey is two legs sharing pair_id. Cash bookings are confirmed at
 * once (pay the driver), account bookings are invoiced, card bookings wait for checkout with a
 * basket. The operations live here; by concern: booking-request.ts reads a leg, booker.ts who
 * books and pays, booking-pricing.ts the price, booking-store.ts the rows, ledger.ts the money
 * (the domain's BookingLedger) and the messages (the domain's BookingMessages).
 */
import { Assistance, BookingLedger, DateTime, ReturnJourney, RideAvailability } from "@cabline/domain";
import { membership } from "./accounts.ts";
import { checkPoNumber, readBooker, type Booker } from "./booker.ts";
import { priceLeg, touchesTerminal } from "./booking-pricing.ts";
import { checkRequestLimits, readLeg, type LegDraft, type PassengerRules } from "./booking-request.ts";
import { insertLeg, legColumns, legSearch, legValues, paymentStatusFor } from "./booking-store.ts";
import { bookingByToken, nextTransitionAt, pairOf, toBooking, type BookingRow } from "./booking-records.ts";
import type { Ctx, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import { json } from "./db.ts";
import { badRequest, fail } from "./errors.ts";
import { optBool, optInt, optText, type Fields } from "./input.ts";
import { isChangeable } from "./lifecycle.ts";
import { balanceOf, ledgerOf, notify, refundId, saveLedger, stepOrFail } from "./ledger.ts";
import { money } from "./money.ts";
import { sharedBooking, shareTokenOf } from "./share-links.ts";
import * as Promo from "./promocodes.ts";
import { rideTypesOf, toDomainRideType } from "./ride-types.ts";
import { additionalCharges, quoteValidityMs, termsOf, wireTerms } from "./tariff.ts";
import { formatInstant } from "./time.ts";
import { decodePlace, decodeStops } from "./stored-json.ts";
import { randomId } from "./tokens.ts";

/** The legs of a BookingRequest: the outbound, and the return when enabled (it must come after). */
export const readLegs = (
  ctx: Ctx,
  body: Fields,
  business: boolean,
  rules: PassengerRules | undefined,
): readonly [LegDraft, ...LegDraft[]] => {
  checkRequestLimits(ctx, body);
  const outbound = readLeg(ctx, body["outbound"] ?? fail("bad_destination"), "outbound", business, rules);
  const returnEnabled = optBool(body, "returnEnabled") ?? body["return"] !== undefined;
  if (!returnEnabled) return [outbound];
  const back = readLeg(ctx, body["return"], "return", business, rules);
  if (!ReturnJourney.isAfterOutbound(outbound.pickupTime, back.pickupTime))
    badRequest(ReturnJourney.beforeOutboundMessage);
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
  const holders = Promo.identitiesOf(
    ctx,
    booker.guestId,
    legs.map((leg) => ({
      customer_id: booker.customerId ?? null,
      passenger_email: leg.passenger.email ?? null,
      passenger_phone: leg.passenger.phone ?? null,
    })),
  );
  const promo =
    promocode === undefined
      ? undefined
      : Promo.applicableDiscount(ctx, promocode, {
          amount: sum,
          holders,
          cruiseTerminal: touchesTerminal(legs),
        });
  const shares = BookingLedger.splitDiscount(promo?.discount ?? 0, totals);
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
  // Every leg made a row; none (no legs) is a request without an outbound.
  const pairId = rows[0]?.id ?? fail("bad_destination");
  if (promo !== undefined) Promo.redeem(ctx, promo.row.code, holders, pairId);
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
  return { rows: [...fresh], basketId, amountDue: BookingLedger.due(ledgerOf(ctx, fresh)) };
};

const createBooking = (ctx: Ctx): Reply => {
  const booker = readBooker(ctx, ctx.body);
  const legs = readLegs(ctx, ctx.body, booker.account !== undefined, booker.rules);
  const { rows, basketId, amountDue } = book(ctx, legs, booker, optText(ctx.body, "promocode"));
  // Confirmed at once for cash and account; a card booking is confirmed (and told so) once paid.
  const pairId = rows[0]?.pair_id ?? fail("internal_server_error");
  if (booker.paymentMethod !== "card") notify(ctx, pairId, "confirmation");
  return ok({
    pair_id: pairId,
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
      holders: Promo.identitiesOf(ctx, optText(ctx.body, "guestUserId"), []),
      cruiseTerminal: touchesTerminal(legs),
    }) === undefined;
  const discount = usable && promo !== undefined ? Promo.discountFor(ctx, promo, sum) : 0;
  const fleet = rideTypesOf(ctx.db, ctx.tenant.code);
  const [outbound, back] = legs;
  const available = RideAvailability.availableRideTypes(fleet.map(toDomainRideType), {
    passengers: outbound.passengers,
    luggage: outbound.luggage,
    wheelchair: Assistance.needsWheelchairVehicle(outbound.assistance),
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
        wheelchair: Assistance.needsWheelchairVehicle(back.assistance),
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
    terms: wireTerms(termsOf(ctx.tenant)),
  });
};

const tokenPattern = /^[A-Za-z0-9_-]{22,}$/;

/** What an edit changed, in words for the passenger's message. */
const changesOf = (row: BookingRow, leg: LegDraft): string[] => {
  const before = {
    pickup: decodePlace(row.pickup).description,
    dropOff: decodeStops(row.destinations)[0]?.description,
  };
  return [
    ...(before.pickup === leg.pickup.description ? [] : [`pickup: ${leg.pickup.description}`]),
    ...(before.dropOff === leg.destinations[0]?.description
      ? []
      : [`drop-off: ${leg.destinations[0]?.description ?? ""}`]),
    ...(row.pickup_time === leg.pickupTime
      ? []
      : [`pickup time: ${DateTime.formatDateTime(DateTime.fromEpochMs(leg.pickupTime))}`]),
    ...(row.ride_type_id === leg.rideType.id ? [] : [`ride: ${leg.rideType.name}`]),
    ...(row.passengers === leg.passengers ? [] : [`passengers: ${leg.passengers}`]),
  ];
};

/**
 * Changes one leg (extension updateBooking). The booking token is the credential (the manage link,
 * BookingRights): the signed-in owner, a company admin and a guest with the link may change it,
 * while it is upcoming. Passenger details not sent keep their stored values. The domain reprices
 * the pair (BookingLedger.reprice): a dearer trip makes the difference due, a cheaper one refunds
 * the difference to the card; the passenger is told what changed and what money moved.
 */
const updateBooking = (ctx: Ctx): Reply => {
  const token = optText(ctx.body, "booking_token") ?? "";
  if (!tokenPattern.test(token)) return fail("invalid_booking");
  const row = bookingByToken(ctx, token) ?? fail("invalid_booking");
  if (!isChangeable(row.status)) fail("wrong_state");
  const account =
    row.business_id === null || ctx.customer === undefined
      ? undefined
      : membership(ctx.db, ctx.tenant.code, ctx.customer.id, row.business_id);
  const body: Fields = {
    ...ctx.body,
    name: ctx.body["name"] ?? row.passenger_name ?? undefined,
    phone: ctx.body["phone"] ?? row.passenger_phone ?? undefined,
    email: ctx.body["email"] ?? row.passenger_email ?? undefined,
  };
  const leg = readLeg(ctx, body, row.leg, row.business_id !== null, { booker: ctx.customer, lead: undefined });
  const poNumber = optText(ctx.body, "poNumber") ?? row.po_number ?? undefined;
  checkPoNumber(account, row.payment_method, poNumber);
  const { fare, roadMiles } = priceLeg(ctx, leg);
  const before = ledgerOf(ctx, pairOf(ctx, row.pair_id));
  const step = stepOrFail(
    BookingLedger.reprice(before, { legId: row.id, fare: fare.total.amount, now: ctx.now, refundId: refundId(ctx) }),
  );
  const costCentre = optText(ctx.body, "costCentre") ?? row.cost_centre ?? undefined;
  const next = nextTransitionAt({
    status: row.status,
    confirmed_at: row.confirmed_at,
    pickup_time: leg.pickupTime,
    road_miles: roadMiles,
  });
  const assignments = [...legColumns, "fare", "road_miles", "po_number", "cost_centre", "next_transition_at", "search"];
  ctx.db.run(
    `UPDATE bookings SET ${assignments.map((column) => `${column} = ?`).join(", ")} WHERE id = ? AND tenant = ?`,
    ...legValues(leg),
    json(fare),
    roadMiles,
    poNumber ?? null,
    costCentre ?? null,
    next,
    legSearch(leg, poNumber, costCentre),
    row.id,
    ctx.tenant.code,
  );
  saveLedger(ctx, row.pair_id, before, step.ledger);
  notify(ctx, row.pair_id, "edited", { changes: changesOf(row, leg), refunded: step.refunded });
  const pair = pairOf(ctx, row.pair_id);
  const updated = pair.find((candidate) => candidate.id === row.id) ?? fail("internal_server_error");
  const ledger = ledgerOf(ctx, pair);
  return ok({
    booking: toBooking(ctx.db, updated, ctx.now),
    pair: pair.filter((other) => other.id !== row.id).map((other) => toBooking(ctx.db, other, ctx.now)),
    amount_due: money(BookingLedger.due(ledger)),
    refund: money(step.refunded),
    balance: balanceOf(ledger),
  });
};

const getBooking = (ctx: Ctx): Reply => {
  const token = ctx.query.get("booking_token") ?? "";
  if (!tokenPattern.test(token)) return fail("invalid_booking");
  const row = bookingByToken(ctx, token);
  if (row === undefined) return sharedBooking(ctx, token) ?? fail("invalid_booking");
  const pair = pairOf(ctx, row.pair_id);
  const self = pair.find((candidate) => candidate.id === row.id) ?? row;
  const ledger = ledgerOf(ctx, pair);
  return ok({
    booking: { ...toBooking(ctx.db, self, ctx.now), share_token: shareTokenOf(ctx, row.pair_id) },
    pair: pair.filter((other) => other.id !== row.id).map((other) => toBooking(ctx.db, other, ctx.now)),
    amount_due: money(BookingLedger.due(ledger)),
    balance: balanceOf(ledger),
  });
};

export const bookingRoutes: ReadonlyArray<TenantRoute> = [
  route("POST", "/customer/v2/booking", "json", "optional", createBooking, { idempotent: true }),
  route("POST", "/customer/v2/checkout/getCostEstimate", "json", "optional", getCostEstimate),
  route("POST", "/customer/v2/booking/update", "json", "optional", updateBooking),
  route("GET", "/customer/v2/getBooking", "none", "optional", getBooking),
  // The same answer, followed as it changes (booking-events.ts).
  route("GET", "/customer/v2/booking/events", "none", "optional", getBooking, { stream: true }),
];
