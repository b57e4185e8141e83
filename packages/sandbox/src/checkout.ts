/**
 * Basket and checkout (spec §7 updateBasket, checkout; extension confirmPayment). Bookings are
 * named by basket, by ids, or on the pay page by a booking token (the token is the credential).
 * Cash confirms the trip for payment to the driver; account invoices a business account (the
 * rules of bookings.checkAccountPayment); card charges a saved card or a new card token through
 * the payments sandbox, with 3-D Secure answered as requires_action and finished by
 * confirmPayment. A card booking's lifecycle starts once it is paid.
 *
 * What is charged, refused or refunded is the domain's BookingLedger: a card checkout charges
 * what is due (the whole price, or the difference after a dearer edit), at most one payment waits
 * for 3-D Secure (a second checkout answers payment_in_progress with the waiting payment, so the
 * client resumes it), and confirming a superseded or lapsed payment is refused.
 */
import { BookingLedger, Card } from "@cabline/domain";
import { membership } from "./accounts.ts";
import {
  bookingById,
  bookingByToken,
  nextTransitionAt,
  pairOf,
  toBooking,
  type BookingRow,
} from "./booking-records.ts";
import { checkAccountPayment, readPaymentMethod, type PaymentMethod } from "./booker.ts";
import { ownCard } from "./cards.ts";
import type { Ctx, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import { json } from "./db.ts";
import { badRequest, fail } from "./errors.ts";
import { idList, optArray, optText } from "./input.ts";
import { ledgerOf, notify, saveLedger, stepOrFail } from "./ledger.ts";
import { isFinished } from "./lifecycle.ts";
import { money } from "./money.ts";
import { declined, isDecline, spendToken, type Behaviour } from "./payments.ts";
import * as Promo from "./promocodes.ts";
import { randomId, randomToken } from "./tokens.ts";
import { decodeFare, decodeIds } from "./stored-json.ts";

const tokenPattern = /^[A-Za-z0-9_-]{22,}$/;

/** The caller's bookings by id: their own (customer) or their guest id's; others are invalid_booking. */
const ownedByIds = (ctx: Ctx, ids: ReadonlyArray<number>, guestId: string | undefined): BookingRow[] =>
  ids.map((id) => {
    const row = bookingById(ctx, id);
    const mine =
      row !== undefined &&
      ((ctx.customer !== undefined && row.customer_id === ctx.customer.id) ||
        (ctx.customer === undefined && guestId !== undefined && row.guest_id === guestId));
    return mine ? row : fail("invalid_booking");
  });

interface BasketRow {
  readonly id: string;
  readonly holder: string;
  readonly booking_ids: string;
  readonly promocode: string | null;
  readonly payment_method: string | null;
}

const ownBasket = (ctx: Ctx, basketId: string, holder: string | undefined): BasketRow => {
  const basket = ctx.db.get<BasketRow>("SELECT * FROM baskets WHERE id = ? AND tenant = ?", basketId, ctx.tenant.code);
  if (basket === undefined || basket.holder !== (holder ?? "anonymous")) return fail("invalid_booking");
  return basket;
};

/** Bookings that can still be paid for: not cancelled or finished (wrong_state). */
const payable = (rows: ReadonlyArray<BookingRow>): ReadonlyArray<BookingRow> => {
  if (rows.length === 0) return fail("invalid_booking");
  for (const row of rows) if (isFinished(row.status)) fail("wrong_state");
  return rows;
};

/**
 * Applies a promo code to a pair (BookingLedger.applyDiscount: before any money is taken, split
 * outbound first); "" removes it. Its use counts against the caller and every identity of the
 * bookings (Promo.identitiesOf), however the checkout was reached.
 */
const applyPromo = (
  ctx: Ctx,
  rows: ReadonlyArray<BookingRow>,
  code: string | undefined,
  guestId: string | undefined,
): ReadonlyArray<BookingRow> => {
  if (code === undefined) return rows;
  const first = rows[0] ?? fail("invalid_booking");
  const pair = pairOf(ctx, first.pair_id);
  const before = ledgerOf(ctx, pair);
  let promoCode: string | null = null;
  let discount = 0;
  if (code !== "") {
    const terminal = rows.some((row) => /cruise_terminal|cruise terminal/i.test(row.pickup + row.destinations));
    const holders = Promo.identitiesOf(ctx, guestId, pair);
    const promo = Promo.applicableDiscount(ctx, code, {
      amount: before.legs.reduce((total, leg) => total + leg.fare, 0),
      holders,
      cruiseTerminal: terminal,
      pairId: first.pair_id,
    });
    promoCode = promo.row.code;
    discount = promo.discount;
    Promo.redeem(ctx, promo.row.code, holders, first.pair_id);
  }
  const step = stepOrFail(BookingLedger.applyDiscount(before, discount, ctx.now), waitingPayment(ctx));
  saveLedger(ctx, first.pair_id, before, step.ledger);
  for (const row of pair)
    ctx.db.run("UPDATE bookings SET promocode = ? WHERE id = ? AND tenant = ?", promoCode, row.id, ctx.tenant.code);
  return pairOf(ctx, first.pair_id);
};

/** A checkout pays for one booking: its outbound and, if any, its return. */
const onePair = (rows: ReadonlyArray<BookingRow>): ReadonlyArray<BookingRow> => {
  const pairIds = new Set(rows.map((row) => row.pair_id));
  if (pairIds.size !== 1) return badRequest("A basket pays for one booking (its outbound and its return).");
  return rows;
};

/** The basket's lines and totals, as the booking's ledger has them (BookingLedger.owed). */
const basketLines = (ctx: Ctx, rows: ReadonlyArray<BookingRow>) => {
  const ledger = ledgerOf(ctx, rows);
  const lines = rows.flatMap((row) => decodeFare(row.fare).lines);
  const subtotal = ledger.legs.reduce((total, leg) => total + leg.fare, 0);
  const discount = ledger.legs.reduce((total, leg) => total + leg.discount, 0);
  const promo = rows.find((row) => row.promocode !== null)?.promocode ?? undefined;
  return {
    lines:
      discount > 0
        ? [...lines, { code: "promocode", label: `${promo ?? "Promo code"} discount`, amount: money(-discount) }]
        : lines,
    subtotal: money(subtotal),
    discount: money(discount),
    total: money(BookingLedger.owed(ledger)),
    ...(promo === undefined ? {} : { promocode: promo }),
  };
};

const updateBasket = (ctx: Ctx): Reply => {
  const guestId = optText(ctx.body, "guestUserId");
  const holder = Promo.holderOf(ctx, guestId);
  const ids = (optArray(ctx.body, "booking_ids") ?? []).map((id) =>
    typeof id === "number" && Number.isInteger(id) ? id : badRequest("booking_ids must be ids."),
  );
  if (ids.length === 0) return badRequest("booking_ids is required.");
  const basketId = optText(ctx.body, "basket_id");
  if (basketId !== undefined) ownBasket(ctx, basketId, holder);
  let rows = payable(ownedByIds(ctx, ids, guestId));
  const method =
    optText(ctx.body, "paymentMethod") === undefined ? undefined : readPaymentMethod(ctx.body, "paymentMethod", "card");
  if (method === "account") {
    const first = rows[0] ?? fail("invalid_booking");
    const account =
      first.business_id === null || ctx.customer === undefined
        ? undefined
        : membership(ctx.db, ctx.tenant.code, ctx.customer.id, first.business_id);
    if (account === undefined) return fail("bad_payment_type");
    checkAccountPayment(account, first.po_number ?? "pending");
  }
  rows = onePair(rows);
  rows = applyPromo(
    ctx,
    rows,
    optText(ctx.body, "promocode") ?? (typeof ctx.body["promocode"] === "string" ? "" : undefined),
    guestId,
  );
  const id = basketId ?? randomId(ctx.random, "bsk_", 12);
  const totals = basketLines(ctx, rows);
  ctx.db.run(
    `INSERT INTO baskets(id, tenant, holder, booking_ids, promocode, payment_method, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET booking_ids = excluded.booking_ids, promocode = excluded.promocode,
       payment_method = COALESCE(excluded.payment_method, baskets.payment_method)`,
    id,
    ctx.tenant.code,
    holder ?? "anonymous",
    json(ids),
    totals.promocode ?? null,
    method ?? null,
    ctx.now,
  );
  return ok({
    basket: { id, booking_ids: ids, ...totals, ...(method === undefined ? {} : { paymentMethod: method }) },
  });
};

interface PaymentRow {
  readonly id: string;
  readonly pair_id: number;
  readonly method: PaymentMethod;
  readonly amount: number;
  readonly status: string;
  readonly card_brand: string | null;
  readonly card_last4: string | null;
  readonly client_secret: string | null;
  readonly challenge: string | null;
}

const toPayment = (row: PaymentRow): Record<string, unknown> => ({
  id: row.id,
  status: row.status,
  method: row.method,
  amount: money(row.amount),
  ...(row.card_brand === null ? {} : { card: { brand: row.card_brand, last4: row.card_last4 } }),
  ...(row.status === "requires_action" && row.client_secret !== null
    ? { client_secret: row.client_secret, next_action: { type: "use_stripe_sdk" } }
    : {}),
});

const paymentRow = (ctx: Ctx, id: string): PaymentRow | undefined =>
  ctx.db.get<PaymentRow>("SELECT * FROM payments WHERE id = ? AND tenant = ?", id, ctx.tenant.code);

const paymentReply = (ctx: Ctx, pairId: number, payment: Record<string, unknown>, status: string): Reply =>
  ok({
    status,
    bookings: pairOf(ctx, pairId).map((row) => toBooking(ctx.db, row, ctx.now)),
    payment,
  });

/** Starts the lifecycle of legs that were waiting for payment (and records an account's PO number). */
const confirmLegs = (ctx: Ctx, pairId: number, poNumber?: string): void => {
  for (const row of pairOf(ctx, pairId)) {
    const confirmedAt = row.confirmed_at ?? ctx.now;
    ctx.db.run(
      "UPDATE bookings SET confirmed_at = ?, next_transition_at = ?, po_number = COALESCE(?, po_number) WHERE id = ? AND tenant = ?",
      confirmedAt,
      row.status === "cancelled" ? null : nextTransitionAt({ ...row, confirmed_at: confirmedAt }),
      poNumber ?? null,
      row.id,
      ctx.tenant.code,
    );
  }
};

/** After money was taken: the first payment confirms the booking; a later one (a dearer edit) is acknowledged. */
const afterCharge = (ctx: Ctx, pairId: number, wasConfirmed: boolean, charged: number): void => {
  confirmLegs(ctx, pairId);
  notify(ctx, pairId, wasConfirmed ? "payment_received" : "confirmation", { charged });
};

/** The rows a checkout names: a basket, booking ids, or on the pay page a booking token (the manage link). */
const rowsToPay = (ctx: Ctx, guestId: string | undefined, holder: string | undefined) => {
  const basketId = optText(ctx.body, "basket_id");
  const idsText = optText(ctx.body, "booking_ids");
  const token = optText(ctx.body, "booking_token");
  if (basketId !== undefined) {
    const basket = ownBasket(ctx, basketId, holder);
    return {
      rows: ownedByIds(ctx, decodeIds(basket.booking_ids), guestId),
      basketPromo: basket.promocode ?? undefined,
    };
  }
  if (idsText !== undefined) return { rows: ownedByIds(ctx, idList(idsText, "booking_ids"), guestId) };
  if (token !== undefined) {
    if (!tokenPattern.test(token)) return fail("invalid_booking");
    const row = bookingByToken(ctx, token) ?? fail("invalid_booking");
    return { rows: pairOf(ctx, row.pair_id) };
  }
  return badRequest("Send basket_id, booking_ids or booking_token.");
};

/** The card a checkout uses: a saved card or a new card token (spent here). */
const cardOf = (ctx: Ctx): { brand: string; last4: string; behaviour: Behaviour; setUp: boolean } => {
  const cardId = optText(ctx.body, "card_id");
  const newToken = optText(ctx.body, "newCardToken");
  if (cardId !== undefined) {
    const saved = ownCard(ctx, cardId) ?? badRequest("No such saved card.");
    return { brand: saved.brand, last4: saved.last4, behaviour: saved.behaviour, setUp: true };
  }
  if (newToken !== undefined) {
    const facts = spendToken(ctx, newToken);
    return { brand: facts.brand, last4: facts.last4, behaviour: facts.behaviour, setUp: false };
  }
  return badRequest("A card payment needs card_id or newCardToken.");
};

/** The waiting payment a payment_in_progress refusal names (ledger.ts stepOrFail). */
const waitingPayment =
  (ctx: Ctx) =>
  (id: string): Record<string, unknown> | undefined => {
    const row = paymentRow(ctx, id);
    return row === undefined ? undefined : toPayment(row);
  };

const payOffline = (ctx: Ctx, rows: ReadonlyArray<BookingRow>, method: "cash" | "account"): Reply => {
  const first = rows[0] ?? fail("invalid_booking");
  let poNumber: string | undefined;
  let paymentId = `cash_${first.pair_id}_${randomToken(ctx.random, 6)}`;
  if (method === "account") {
    if (first.business_id === null || ctx.customer === undefined) return fail("not_business_user");
    const account =
      membership(ctx.db, ctx.tenant.code, ctx.customer.id, first.business_id) ?? fail("not_business_user");
    poNumber = optText(ctx.body, "po_number") ?? first.po_number ?? undefined;
    checkAccountPayment(account, poNumber);
    paymentId = `acct_${account.business_id}_${first.pair_id}`;
  }
  const before = ledgerOf(ctx, pairOf(ctx, first.pair_id));
  const step = stepOrFail(BookingLedger.payOffline(before, method, ctx.now));
  saveLedger(ctx, first.pair_id, before, step.ledger);
  const wasConfirmed = first.confirmed_at !== null;
  confirmLegs(ctx, first.pair_id, poNumber);
  if (!wasConfirmed) notify(ctx, first.pair_id, "confirmation");
  const payment = {
    id: paymentId,
    status: "not_required",
    method,
    amount: money(BookingLedger.owed(step.ledger)),
  };
  return paymentReply(ctx, first.pair_id, payment, "succeeded");
};

const checkout = (ctx: Ctx): Reply => {
  const guestId = optText(ctx.body, "guestUserId");
  const holder = Promo.holderOf(ctx, guestId);
  const method = readPaymentMethod(ctx.body, "paymentMethod", "card");
  const named = rowsToPay(ctx, guestId, holder);
  let rows = onePair(payable(named.rows));
  rows = applyPromo(ctx, rows, optText(ctx.body, "promocode") ?? named.basketPromo, guestId);
  if (method !== "card") return payOffline(ctx, rows, method);

  const first = rows[0] ?? fail("invalid_booking");
  const before = ledgerOf(ctx, rows);
  const paymentId = randomId(ctx.random, "pi_", 12);
  // Refused before the card is touched: a payment already waits, or nothing is due.
  stepOrFail(
    BookingLedger.chargeCard(before, { id: paymentId, outcome: "succeeded", now: ctx.now }),
    waitingPayment(ctx),
  );
  const card = cardOf(ctx);
  const needsAction = !isDecline(card.behaviour) && Card.needsChallenge(card.behaviour, card.setUp);
  const outcome: BookingLedger.ChargeOutcome = isDecline(card.behaviour)
    ? "failed"
    : needsAction
      ? "requires_action"
      : "succeeded";
  const step = stepOrFail(BookingLedger.chargeCard(before, { id: paymentId, outcome, now: ctx.now }));
  const clientSecret = needsAction ? `${paymentId}_secret_${randomToken(ctx.random)}` : undefined;
  saveLedger(ctx, first.pair_id, before, step.ledger, {
    cardBrand: card.brand,
    cardLast4: card.last4,
    ...(clientSecret === undefined ? {} : { clientSecret }),
  });
  if (isDecline(card.behaviour)) return declined(card.behaviour, true);
  if (outcome === "succeeded") afterCharge(ctx, first.pair_id, first.confirmed_at !== null, step.charged);
  const payment = paymentRow(ctx, paymentId) ?? fail("internal_server_error");
  return paymentReply(ctx, first.pair_id, toPayment(payment), outcome);
};

/**
 * Finishes a payment after 3-D Secure (BookingLedger.confirmCard). The caller holds the pair's
 * booking token, or owns it (account or guest id). A replay of a succeeded payment answers the
 * same; a superseded or lapsed one is refused with payment_superseded.
 */
const confirmPayment = (ctx: Ctx): Reply => {
  const payment = paymentRow(ctx, optText(ctx.body, "payment_id") ?? "");
  // A payment id is no credential: an unknown one, or another tenant's, names no booking of the caller.
  if (payment === undefined || payment.method !== "card") return fail("invalid_booking");
  const rows = pairOf(ctx, payment.pair_id);
  const token = optText(ctx.body, "booking_token");
  const guestId = optText(ctx.body, "guestUserId");
  const customer = ctx.customer;
  const entitled = rows.some(
    (row) =>
      (token !== undefined && row.token === token) ||
      (customer !== undefined && row.customer_id === customer.id) ||
      (customer === undefined && guestId !== undefined && row.guest_id === guestId),
  );
  if (!entitled) return fail("invalid_booking");
  const first = rows[0] ?? fail("invalid_booking");
  const before = ledgerOf(ctx, rows);
  const step = stepOrFail(
    BookingLedger.confirmCard(before, {
      id: payment.id,
      challengePassed: payment.challenge !== "failed",
      now: ctx.now,
    }),
  );
  saveLedger(ctx, payment.pair_id, before, step.ledger);
  const after = paymentRow(ctx, payment.id) ?? payment;
  if (after.status === "failed") {
    return fail("card_declined", {
      message: "3-D Secure authentication failed.",
      commit: true,
      extra: { decline_code: "authentication_required" },
    });
  }
  if (step.charged > 0) afterCharge(ctx, payment.pair_id, first.confirmed_at !== null, step.charged);
  return paymentReply(ctx, payment.pair_id, toPayment(after), "succeeded");
};

export const checkoutRoutes: ReadonlyArray<TenantRoute> = [
  route("POST", "/customer/v2/checkout/updateBasket", "json", "optional", updateBasket),
  route("POST", "/customer/v2/checkout/checkout", "form", "optional", checkout, { idempotent: true }),
  route("POST", "/customer/v2/checkout/confirmPayment", "form", "optional", confirmPayment),
];
