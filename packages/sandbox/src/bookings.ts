/**
 * Creating, pricing and changing bookings (spec §7 booking, getCostEstimate; extension
 * updateBooking). A return journey is two legs sharing pair_id. Cash bookings are confirmed at
 * once (pay the driver), account bookings are invoiced, card bookings wait for checkout with a
 * basket. Who may book what follows §6: booking for someone else or on account needs a business
 * account (not_business_user); account payment needs account trips enabled (bad_payment_type);
 * a PO-number account needs a PO number (po_number_empty).
 */
import { Payment, RideAvailability } from "@cabline/domain";
import { membership, type AccountRow } from "./accounts.ts";
import { checkRequestLimits, readLeg, type LegDraft, type PassengerRules } from "./booking-request.ts";
import {
  bookingByToken,
  nextTransitionAt,
  pairOf,
  searchText,
  toBooking,
  totalOf,
  type BookingRow,
} from "./booking-records.ts";
import type { Ctx, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import { json } from "./db.ts";
import { badRequest, fail } from "./errors.ts";
import { flightFacts } from "./flights.ts";
import { isCruiseTerminal } from "./geo/gazetteer.ts";
import { optBool, optInt, optText, type Fields } from "./input.ts";
import { isChangeable } from "./lifecycle.ts";
import { formatPence, money } from "./money.ts";
import { send } from "./outbox.ts";
import { sharedBooking, shareTokenOf } from "./share-links.ts";
import * as Promo from "./promocodes.ts";
import { rideTypesOf, toDomainRideType } from "./ride-types.ts";
import { additionalCharges, quoteLeg, tariff, type Fare } from "./tariff.ts";
import { formatInstant } from "./time.ts";
import { randomId, randomToken } from "./tokens.ts";

export type PaymentMethod = Payment.PaymentMethod;

/** Who books and how they pay, checked before the journey itself. */
export interface Booker {
  readonly customerId: number | undefined;
  readonly guestId: string | undefined;
  readonly account: AccountRow | undefined;
  readonly paymentMethod: PaymentMethod;
  readonly poNumber: string | undefined;
  readonly costCentre: string | undefined;
  readonly holder: string | undefined;
  readonly rules: PassengerRules;
}

export const readPaymentMethod = (fields: Fields, key: string, fallback: PaymentMethod): PaymentMethod => {
  const raw = optText(fields, key);
  if (raw === undefined) return fallback;
  return (Payment.paymentMethods as ReadonlyArray<string>).includes(raw)
    ? (raw as PaymentMethod)
    : badRequest(`${key} must be cash, card or account.`);
};

/**
 * Account payment rules (§6, §8): a business account of the user (not_business_user), with
 * account trips enabled (bad_payment_type), and a PO number when the account asks for one.
 */
export const checkAccountPayment = (account: AccountRow | undefined, poNumber: string | undefined): AccountRow => {
  if (account === undefined) return fail("not_business_user");
  if (account.account_trip_enabled !== 1) return fail("bad_payment_type");
  if (account.is_po_number_enabled === 1 && poNumber === undefined) return fail("po_number_empty");
  return account;
};

export const readBooker = (ctx: Ctx, body: Fields): Booker => {
  const customer = ctx.customer;
  const businessId = optInt(body, "business_id");
  const forSomeoneElse = optBool(body, "bookingForSomeoneElse") ?? false;
  let account: AccountRow | undefined;
  if (businessId !== undefined) {
    account = customer === undefined ? undefined : membership(ctx.db, ctx.tenant.code, customer.id, businessId);
    if (account === undefined) fail("not_business_user");
  }
  if (forSomeoneElse && account === undefined) fail("not_business_user");
  const fallback =
    account === undefined ? Payment.consumerDefault : Payment.initialPaymentMethod(accountSettings(account));
  const paymentMethod = readPaymentMethod(body, "paymentMethod", fallback);
  const poNumber = optText(body, "poNumber");
  if (paymentMethod === "account") checkAccountPayment(account, poNumber);
  else if (account?.is_po_number_enabled === 1 && poNumber === undefined) fail("po_number_empty");
  let guestId: string | undefined;
  if (customer === undefined) {
    guestId = optText(body, "guestUserId");
    const known =
      guestId !== undefined &&
      ctx.db.get("SELECT 1 FROM guests WHERE id = ? AND tenant = ?", guestId, ctx.tenant.code) !== undefined;
    if (!known) badRequest("Sign in, or book as a guest with a guestUserId from getGuestUserId.");
  }
  return {
    customerId: customer?.id,
    guestId,
    account,
    paymentMethod,
    poNumber,
    costCentre: optText(body, "costCentre"),
    holder: Promo.holderOf(ctx, guestId),
    rules: { booker: customer, lead: forSomeoneElse ? body : undefined },
  };
};

const accountSettings = (account: AccountRow): Payment.PaymentSettings => ({
  default_payment_type: account.default_payment_type,
  account_trip_enabled: account.account_trip_enabled === 1,
});

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

const touchesTerminal = (legs: ReadonlyArray<LegDraft>): boolean =>
  legs.some((leg) => isCruiseTerminal(leg.pickup) || leg.destinations.some((stop) => isCruiseTerminal(stop)));

export const priceLeg = (leg: LegDraft): { fare: Fare; roadMiles: number } =>
  quoteLeg({
    pickup: leg.pickup,
    destinations: leg.destinations,
    meetAndGreet: leg.meetAndGreet,
    multiplierPct: leg.rideType.multiplier_pct,
  });

/** Splits a pair's discount: the outbound takes what it can, the return the rest. */
export const splitDiscount = (discount: number, totals: ReadonlyArray<number>): number[] => {
  let left = discount;
  return totals.map((total) => {
    const share = Math.min(left, total);
    left -= share;
    return share;
  });
};

export interface InsertOptions {
  readonly pairId: number | undefined;
  readonly booker: Booker;
  readonly paymentStatus: string;
  readonly confirmedAt: number | null;
  readonly promocode: string | undefined;
  readonly discount: number;
}

/** The columns a leg request fills, in the order of `legValues`; shared by booking and update. */
const legColumns = [
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
  "flight",
  "meet_and_greet",
] as const;

const legValues = (leg: LegDraft) => [
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
  leg.flightNumber === undefined
    ? null
    : json(flightFacts(leg.flightNumber, leg.pickupTime) ?? { number: leg.flightNumber }),
  leg.meetAndGreet ? 1 : 0,
];

/** What the trips search matches: places, passenger, reference, PO number and cost centre. */
const legSearch = (leg: LegDraft, poNumber: string | undefined, costCentre: string | undefined): string =>
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
  const { fare, roadMiles } = priceLeg(leg);
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

/** Books validated legs: prices them, applies a promo code, writes them and, for card, a basket. */
export const book = (
  ctx: Ctx,
  legs: ReadonlyArray<LegDraft>,
  booker: Booker,
  promocode: string | undefined,
): { rows: BookingRow[]; basketId: string | undefined; amountDue: number } => {
  const totals = legs.map((leg) => priceLeg(leg).fare.total.amount);
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

/** The confirmation e-mail (outbox): the tracking link, or the payment link for card bookings. */
export const confirmationEmail = (ctx: Ctx, rows: ReadonlyArray<BookingRow>): void => {
  const first = rows[0];
  if (first === undefined || first.passenger_email === null) return;
  const lines = rows.map(
    (row) =>
      `${row.leg === "outbound" ? "Outbound" : "Return"}: ${formatInstant(row.pickup_time)} from ${JSON.parse(row.pickup).description}, ${row.ride_type_name}, ${formatPence(totalOf(row))}`,
  );
  const link =
    first.payment_method === "card" && first.payment_status === "pending"
      ? `Pay now: ${ctx.webBase}/pay/${first.token}`
      : `Track your driver: ${ctx.webBase}/t/${first.token}`;
  send(ctx, {
    channel: "email",
    to: first.passenger_email,
    subject: `${ctx.tenant.website_name} booking ${first.pair_id}`,
    body: [`Thank you for booking with ${ctx.tenant.website_name}.`, ...lines, link].join("\n"),
  });
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
  const fares = legs.map((leg) => priceLeg(leg).fare);
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
  const discount = usable && promo !== undefined ? Promo.discountFor(promo, sum) : 0;
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
        outbound: priceLeg({ ...outbound, rideType: row }).fare,
        ...(back !== undefined && returnOk ? { return: priceLeg({ ...back, rideType: row }).fare } : {}),
      },
    ];
  });
  const chargesOf = (leg: LegDraft | undefined) =>
    leg === undefined ? [] : additionalCharges({ ...leg, multiplierPct: leg.rideType.multiplier_pct });
  return ok({
    outbound: fares[0],
    ...(fares[1] === undefined ? {} : { return: fares[1] }),
    total: money(sum - discount),
    ...(discount > 0 ? { discount: money(discount) } : {}),
    bookingAdditionalChargesOutbound: chargesOf(outbound),
    bookingAdditionalChargesReturn: chargesOf(back),
    ride_type_quotes: quotes,
    quote_expires_at: formatInstant(ctx.now + tariff.quoteValidityMs),
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
  if (account?.is_po_number_enabled === 1 && poNumber === undefined) fail("po_number_empty");
  const { fare, roadMiles } = priceLeg(leg);
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
