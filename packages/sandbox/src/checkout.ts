/**
 * Basket and checkout (spec §7 updateBasket, checkout; extension confirmPayment). Bookings are
 * named by basket, by ids, or on the pay page by a booking token (the token is the credential).
 * Cash confirms the trip for payment to the driver; account invoices a business account (the
 * rules of bookings.checkAccountPayment); card charges a saved card or a new card token through
 * the payments sandbox, with 3-D Secure answered as requires_action and finished by
 * confirmPayment. A card booking's lifecycle starts once it is paid.
 */
import { Card } from "@cabline/domain";
import { membership } from "./accounts.ts";
import {
  bookingById,
  bookingByToken,
  nextTransitionAt,
  pairOf,
  toBooking,
  totalOf,
  type BookingRow,
} from "./booking-records.ts";
import { checkAccountPayment, readPaymentMethod, type PaymentMethod } from "./booker.ts";
import { splitDiscount } from "./booking-pricing.ts";
import { ownCard } from "./cards.ts";
import type { Ctx, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import { json, parseJson } from "./db.ts";
import { badRequest, fail } from "./errors.ts";
import { idList, optArray, optText, type Fields } from "./input.ts";
import { isFinished } from "./lifecycle.ts";
import { money } from "./money.ts";
import { declined, isDecline, spendToken, type Behaviour } from "./payments.ts";
import * as Promo from "./promocodes.ts";
import type { Fare } from "./tariff.ts";
import { randomId, randomToken } from "./tokens.ts";

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

/** Applies a promo code to the bookings (their pair shares the discount); "" removes it. */
const applyPromo = (
  ctx: Ctx,
  rows: ReadonlyArray<BookingRow>,
  code: string | undefined,
  holder: string | undefined,
): ReadonlyArray<BookingRow> => {
  if (code === undefined) return rows;
  const base = rows.map((row) => parseJson<Fare>(row.fare).total.amount);
  let promoCode: string | null = null;
  let shares = rows.map(() => 0);
  if (code !== "") {
    const terminal = rows.some((row) => /cruise_terminal|cruise terminal/i.test(row.pickup + row.destinations));
    const promo = Promo.applicableDiscount(ctx, code, {
      amount: base.reduce((a, b) => a + b, 0),
      holder,
      cruiseTerminal: terminal,
      pairId: rows[0]?.pair_id ?? -1,
    });
    promoCode = promo.row.code;
    shares = splitDiscount(promo.discount, base);
    Promo.redeem(ctx, promo.row.code, holder, rows[0]?.pair_id ?? 0);
  }
  return rows.map((row, index) => {
    ctx.db.run(
      "UPDATE bookings SET promocode = ?, discount = ? WHERE id = ? AND tenant = ?",
      promoCode,
      shares[index] ?? 0,
      row.id,
      ctx.tenant.code,
    );
    return { ...row, promocode: promoCode, discount: shares[index] ?? 0 };
  });
};

const basketLines = (rows: ReadonlyArray<BookingRow>) => {
  const lines = rows.flatMap((row) => parseJson<Fare>(row.fare).lines);
  const subtotal = rows.reduce((total, row) => total + parseJson<Fare>(row.fare).total.amount, 0);
  const discount = rows.reduce((total, row) => total + row.discount, 0);
  const promo = rows.find((row) => row.promocode !== null)?.promocode ?? undefined;
  return {
    lines:
      discount > 0
        ? [...lines, { code: "promocode", label: `${promo ?? "Promo code"} discount`, amount: money(-discount) }]
        : lines,
    subtotal: money(subtotal),
    discount: money(discount),
    total: money(subtotal - discount),
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
    const first = rows[0] as BookingRow;
    const account =
      first.business_id === null || ctx.customer === undefined
        ? undefined
        : membership(ctx.db, ctx.tenant.code, ctx.customer.id, first.business_id);
    if (account === undefined) return fail("bad_payment_type");
    checkAccountPayment(account, first.po_number ?? "pending");
  }
  rows = applyPromo(
    ctx,
    rows,
    optText(ctx.body, "promocode") ?? (typeof ctx.body["promocode"] === "string" ? "" : undefined),
    holder,
  );
  const id = basketId ?? randomId(ctx.random, "bsk_", 12);
  const totals = basketLines(rows);
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
  readonly holder: string;
  readonly booking_ids: string;
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

const paymentReply = (ctx: Ctx, payment: PaymentRow, status: string): Reply => {
  const rows = parseJson<number[]>(payment.booking_ids).map((id) => bookingById(ctx, id) ?? fail("invalid_booking"));
  return ok({ status, bookings: rows.map((row) => toBooking(ctx.db, row, ctx.now)), payment: toPayment(payment) });
};

/** Marks bookings paid (or invoiced / pay the driver) and starts their lifecycle. */
const settle = (
  ctx: Ctx,
  rows: ReadonlyArray<BookingRow>,
  method: PaymentMethod,
  paymentStatus: string,
  poNumber?: string,
): void => {
  for (const row of rows) {
    const confirmedAt = row.confirmed_at ?? ctx.now;
    ctx.db.run(
      "UPDATE bookings SET payment_method = ?, payment_status = ?, confirmed_at = ?, next_transition_at = ?, po_number = COALESCE(?, po_number) WHERE id = ? AND tenant = ?",
      method,
      paymentStatus,
      confirmedAt,
      nextTransitionAt({ ...row, confirmed_at: confirmedAt }),
      poNumber ?? null,
      row.id,
      ctx.tenant.code,
    );
  }
};

const recordPayment = (ctx: Ctx, payment: Omit<PaymentRow, "challenge">): PaymentRow => {
  ctx.db.run(
    "INSERT INTO payments(id, tenant, holder, booking_ids, method, amount, status, card_brand, card_last4, client_secret, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    payment.id,
    ctx.tenant.code,
    payment.holder,
    payment.booking_ids,
    payment.method,
    payment.amount,
    payment.status,
    payment.card_brand,
    payment.card_last4,
    payment.client_secret,
    ctx.now,
  );
  return { ...payment, challenge: null };
};

/** The holder a payment belongs to; the pay page's guests are identified by the booking token. */
const holderFor = (ctx: Ctx, body: Fields): string =>
  Promo.holderOf(ctx, optText(body, "guestUserId")) ?? `token:${optText(body, "booking_token") ?? "anonymous"}`;

const checkout = (ctx: Ctx): Reply => {
  const guestId = optText(ctx.body, "guestUserId");
  const holder = Promo.holderOf(ctx, guestId);
  const method = readPaymentMethod(ctx.body, "paymentMethod", "card");
  const basketId = optText(ctx.body, "basket_id");
  const idsText = optText(ctx.body, "booking_ids");
  const token = optText(ctx.body, "booking_token");
  let rows: ReadonlyArray<BookingRow>;
  let basketPromo: string | undefined;
  if (basketId !== undefined) {
    const basket = ownBasket(ctx, basketId, holder);
    basketPromo = basket.promocode ?? undefined;
    rows = ownedByIds(ctx, parseJson<number[]>(basket.booking_ids), guestId);
  } else if (idsText !== undefined) {
    rows = ownedByIds(ctx, idList(idsText, "booking_ids"), guestId);
  } else if (token !== undefined) {
    if (!tokenPattern.test(token)) return fail("invalid_booking");
    const row = bookingByToken(ctx, token) ?? fail("invalid_booking");
    rows = pairOf(ctx, row.pair_id);
  } else {
    return badRequest("Send basket_id, booking_ids or booking_token.");
  }
  rows = payable(rows);
  for (const row of rows) if (["paid", "invoiced", "refunded"].includes(row.payment_status)) fail("wrong_state");
  rows = applyPromo(ctx, rows, optText(ctx.body, "promocode") ?? basketPromo, holder);
  const amount = rows.reduce((total, row) => total + totalOf(row), 0);
  const pairId = (rows[0] as BookingRow).pair_id;
  const bookingIds = json(rows.map((row) => row.id));
  const paymentHolder = holderFor(ctx, ctx.body);

  if (method === "cash") {
    settle(ctx, rows, "cash", "pay_driver");
    const payment = recordPayment(ctx, {
      id: `cash_${pairId}_${randomToken(ctx.random, 6)}`,
      holder: paymentHolder,
      booking_ids: bookingIds,
      method,
      amount,
      status: "not_required",
      card_brand: null,
      card_last4: null,
      client_secret: null,
    });
    return paymentReply(ctx, payment, "succeeded");
  }
  if (method === "account") {
    const first = rows[0] as BookingRow;
    if (first.business_id === null || ctx.customer === undefined) return fail("not_business_user");
    const account =
      membership(ctx.db, ctx.tenant.code, ctx.customer.id, first.business_id) ?? fail("not_business_user");
    const poNumber = optText(ctx.body, "po_number") ?? first.po_number ?? undefined;
    checkAccountPayment(account, poNumber);
    settle(ctx, rows, "account", "invoiced", poNumber);
    const payment = recordPayment(ctx, {
      id: `acct_${account.business_id}_${pairId}`,
      holder: paymentHolder,
      booking_ids: bookingIds,
      method,
      amount,
      status: "not_required",
      card_brand: null,
      card_last4: null,
      client_secret: null,
    });
    return paymentReply(ctx, payment, "succeeded");
  }

  const cardId = optText(ctx.body, "card_id");
  const newToken = optText(ctx.body, "newCardToken");
  let card: { brand: string; last4: string; behaviour: Behaviour; setUp: boolean };
  if (cardId !== undefined) {
    const saved = ownCard(ctx, cardId) ?? badRequest("No such saved card.");
    card = { brand: saved.brand, last4: saved.last4, behaviour: saved.behaviour, setUp: true };
  } else if (newToken !== undefined) {
    const facts = spendToken(ctx, newToken);
    card = { brand: facts.brand, last4: facts.last4, behaviour: facts.behaviour, setUp: false };
  } else {
    return badRequest("A card payment needs card_id or newCardToken.");
  }
  if (isDecline(card.behaviour)) {
    for (const row of rows)
      ctx.db.run(
        "UPDATE bookings SET payment_method = 'card', payment_status = 'failed' WHERE id = ? AND tenant = ?",
        row.id,
        ctx.tenant.code,
      );
    return declined(card.behaviour, true);
  }
  const needsAction = Card.needsChallenge(card.behaviour, card.setUp);
  const paymentId = randomId(ctx.random, "pi_", 12);
  const payment = recordPayment(ctx, {
    id: paymentId,
    holder: paymentHolder,
    booking_ids: bookingIds,
    method: "card",
    amount,
    status: needsAction ? "requires_action" : "succeeded",
    card_brand: card.brand,
    card_last4: card.last4,
    client_secret: needsAction ? `${paymentId}_secret_${randomToken(ctx.random)}` : null,
  });
  if (needsAction) {
    for (const row of rows)
      ctx.db.run(
        "UPDATE bookings SET payment_method = 'card', payment_status = 'requires_action' WHERE id = ? AND tenant = ?",
        row.id,
        ctx.tenant.code,
      );
    return paymentReply(ctx, payment, "requires_action");
  }
  settle(ctx, rows, "card", "paid");
  return paymentReply(ctx, payment, "succeeded");
};

const confirmPayment = (ctx: Ctx): Reply => {
  const payment = ctx.db.get<PaymentRow>(
    "SELECT * FROM payments WHERE id = ? AND tenant = ?",
    optText(ctx.body, "payment_id") ?? "",
    ctx.tenant.code,
  );
  if (payment === undefined) return badRequest("No such payment.");
  const token = optText(ctx.body, "booking_token");
  const ids = parseJson<number[]>(payment.booking_ids);
  const viaToken = token !== undefined && ids.includes(bookingByToken(ctx, token)?.id ?? -1);
  if (!viaToken && payment.holder !== holderFor(ctx, ctx.body)) return fail("invalid_booking");
  if (payment.status === "succeeded") return paymentReply(ctx, payment, "succeeded");
  const rows = ids.map((id) => bookingById(ctx, id) ?? fail("invalid_booking"));
  if (payment.status === "failed" || payment.challenge === "failed") {
    ctx.db.run("UPDATE payments SET status = 'failed' WHERE id = ? AND tenant = ?", payment.id, ctx.tenant.code);
    for (const row of rows)
      ctx.db.run("UPDATE bookings SET payment_status = 'failed' WHERE id = ? AND tenant = ?", row.id, ctx.tenant.code);
    return fail("card_declined", {
      message: "3-D Secure authentication failed.",
      commit: true,
      extra: { decline_code: "authentication_required" },
    });
  }
  ctx.db.run("UPDATE payments SET status = 'succeeded' WHERE id = ? AND tenant = ?", payment.id, ctx.tenant.code);
  settle(ctx, rows, "card", "paid");
  return paymentReply(ctx, { ...payment, status: "succeeded" }, "succeeded");
};

export const checkoutRoutes: ReadonlyArray<TenantRoute> = [
  route("POST", "/customer/v2/checkout/updateBasket", "json", "optional", updateBasket),
  route("POST", "/customer/v2/checkout/checkout", "form", "optional", checkout, { idempotent: true }),
  route("POST", "/customer/v2/checkout/confirmPayment", "form", "optional", confirmPayment),
];
