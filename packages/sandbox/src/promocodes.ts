/**
 * Promo codes (spec §7 promocode calls): seeded per tenant as a valid code (WELCOME10, 10% off up
 * to £10, single use), a code with a minimum fare and a cruise-terminal condition (CRUISE5) and
 * an expired one (SUMMER26). Single use means once per account and once per guest identity:
 * a use is counted against the signed-in account, the guest id, and the passenger's e-mail and
 * phone, so neither a new guest id nor paying by the booking token without credentials uses the
 * code twice (identitiesOf).
 */
import { Money, Promocode } from "@cabline/domain";
import type { Ctx, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import type { Db } from "./db.ts";
import { badRequest, fail } from "./errors.ts";
import { idList, optInt, optText } from "./input.ts";
import { money } from "./money.ts";
import { decodeFare } from "./stored-json.ts";
import { formatInstant } from "./time.ts";

export interface PromoRow {
  readonly code: string;
  readonly description: string;
  readonly discount_type: "percent" | "fixed";
  readonly percent_off: number | null;
  readonly amount_off: number | null;
  readonly max_discount: number | null;
  readonly min_fare: number | null;
  readonly valid_from: number | null;
  readonly valid_until: number | null;
  readonly single_use: number;
  /** "any" or "cruise_terminal": the trip must start or end at a cruise terminal. */
  readonly eligibility: string;
}

const day = 86_400_000;

export const seedPromocodes = (db: Db, tenant: string, now: number): void => {
  const rows: ReadonlyArray<PromoRow> = [
    {
      code: "WELCOME10",
      description: "10% off your first ride, up to £10",
      discount_type: "percent",
      percent_off: 10,
      amount_off: null,
      max_discount: 1000,
      min_fare: null,
      valid_from: null,
      valid_until: now + 365 * day,
      single_use: 1,
      eligibility: "any",
    },
    {
      code: "CRUISE5",
      description: "£5 off any trip to or from a Southampton cruise terminal",
      discount_type: "fixed",
      percent_off: null,
      amount_off: 500,
      max_discount: null,
      min_fare: 1500,
      valid_from: now - 30 * day,
      valid_until: now + 365 * day,
      single_use: 0,
      eligibility: "cruise_terminal",
    },
    {
      code: "SUMMER26",
      description: "15% off summer airport runs",
      discount_type: "percent",
      percent_off: 15,
      amount_off: null,
      max_discount: null,
      min_fare: null,
      valid_from: now - 120 * day,
      valid_until: now - 30 * day,
      single_use: 0,
      eligibility: "any",
    },
  ];
  for (const p of rows) {
    db.run(
      `INSERT INTO promocodes(tenant, code, description, discount_type, percent_off, amount_off, max_discount, min_fare,
         valid_from, valid_until, single_use, eligibility) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      tenant,
      p.code,
      p.description,
      p.discount_type,
      p.percent_off,
      p.amount_off,
      p.max_discount,
      p.min_fare,
      p.valid_from,
      p.valid_until,
      p.single_use,
      p.eligibility,
    );
  }
};

export const findPromo = (ctx: Ctx, code: string): PromoRow | undefined =>
  ctx.db.get<PromoRow>(
    "SELECT * FROM promocodes WHERE tenant = ? AND code = ?",
    ctx.tenant.code,
    Promocode.normalise(code),
  );

export const toPromocode = (row: PromoRow): Record<string, unknown> => ({
  code: row.code,
  description: row.description,
  discount_type: row.discount_type,
  ...(row.percent_off === null ? {} : { percent_off: row.percent_off }),
  ...(row.amount_off === null ? {} : { amount_off: money(row.amount_off) }),
  ...(row.max_discount === null ? {} : { max_discount: money(row.max_discount) }),
  ...(row.min_fare === null ? {} : { min_fare: money(row.min_fare) }),
  ...(row.valid_from === null ? {} : { valid_from: formatInstant(row.valid_from) }),
  ...(row.valid_until === null ? {} : { valid_until: formatInstant(row.valid_until) }),
  single_use: row.single_use === 1,
});

export type Reason = Promocode.RefusalReason;

/** A stored code as the domain's Promocode, whose rules decide when it applies and what it takes off. */
export const toDomainPromocode = (row: PromoRow): Promocode.Promocode => ({
  code: row.code,
  description: row.description,
  discount_type: row.discount_type,
  ...(row.percent_off === null ? {} : { percent_off: row.percent_off }),
  ...(row.amount_off === null ? {} : { amount_off: Money.fromMinor(row.amount_off) }),
  ...(row.max_discount === null ? {} : { max_discount: Money.fromMinor(row.max_discount) }),
  ...(row.min_fare === null ? {} : { min_fare: Money.fromMinor(row.min_fare) }),
  ...(row.valid_from === null ? {} : { valid_from: row.valid_from }),
  ...(row.valid_until === null ? {} : { valid_until: row.valid_until }),
  single_use: row.single_use === 1,
});

export interface Use {
  /** Fare in pence the code would apply to. */
  readonly amount: number;
  /** Everyone the use counts against: "customer:<id>", "guest:<id>", "email:<address>", "phone:<E.164>". */
  readonly holders: ReadonlyArray<string>;
  /** Whether the trip starts or ends at a cruise terminal; unknown before a booking exists. */
  readonly cruiseTerminal: boolean | undefined;
  /** A pair that may already hold this code (re-applying it is not a second use). */
  readonly pairId?: number;
}

/** The discount in pence (Promocode.discountOn). */
export const discountFor = (ctx: Ctx, row: PromoRow, amount: number): number =>
  Promocode.discountOn(toDomainPromocode(row), Money.fromMinor(amount), ctx.now).amountMinor;

const usedBefore = (ctx: Ctx, row: PromoRow, use: Use): boolean =>
  row.single_use === 1 &&
  use.holders.some(
    (holder) =>
      ctx.db.get(
        "SELECT 1 FROM promo_redemptions WHERE tenant = ? AND code = ? AND holder = ? AND pair_id != ?",
        ctx.tenant.code,
        row.code,
        holder,
        use.pairId ?? -1,
      ) !== undefined,
  );

/** Why the code cannot be used now, or undefined when it can (Promocode.refusalFor). */
export const reasonAgainst = (ctx: Ctx, row: PromoRow, use: Use): Reason | undefined =>
  Promocode.refusalFor(toDomainPromocode(row), Money.fromMinor(use.amount), ctx.now, {
    alreadyUsed: usedBefore(ctx, row, use),
    ...(row.eligibility === "cruise_terminal" && use.cruiseTerminal !== undefined
      ? { eligible: use.cruiseTerminal }
      : {}),
  });

/** The discount of a usable code, or invalid_promocode (for calls that apply it). */
export const applicableDiscount = (
  ctx: Ctx,
  code: string,
  use: Use,
): { readonly row: PromoRow; readonly discount: number } => {
  const row = findPromo(ctx, code) ?? fail("invalid_promocode");
  const reason = reasonAgainst(ctx, row, use);
  if (reason !== undefined)
    fail("invalid_promocode", { message: `This promo code is not valid (${reason.replaceAll("_", " ")}).` });
  return { row, discount: discountFor(ctx, row, use.amount) };
};

export const redeem = (ctx: Ctx, code: string, holders: ReadonlyArray<string>, pairId: number): void => {
  for (const holder of new Set(holders)) {
    ctx.db.run(
      "INSERT OR IGNORE INTO promo_redemptions(tenant, code, holder, pair_id, redeemed_at) VALUES (?, ?, ?, ?, ?)",
      ctx.tenant.code,
      code,
      holder,
      pairId,
      ctx.now,
    );
  }
};

export const holderOf = (ctx: Ctx, guestId?: string): string | undefined =>
  ctx.customer !== undefined ? `customer:${ctx.customer.id}` : guestId === undefined ? undefined : `guest:${guestId}`;

/** The parts of a booking a promo use is counted against. */
export interface Identity {
  readonly customer_id?: number | null;
  readonly guest_id?: string | null;
  readonly passenger_email?: string | null;
  readonly passenger_phone?: string | null;
}

/** Every identity a use counts against: the caller's account or guest id, and each booking's owner, e-mail and phone. */
export const identitiesOf = (ctx: Ctx, guestId: string | undefined, bookings: ReadonlyArray<Identity>): string[] => {
  const caller = holderOf(ctx, guestId);
  return [
    ...new Set([
      ...(caller === undefined ? [] : [caller]),
      ...bookings.flatMap((b) => [
        ...(b.customer_id === null || b.customer_id === undefined ? [] : [`customer:${b.customer_id}`]),
        ...(b.guest_id === null || b.guest_id === undefined ? [] : [`guest:${b.guest_id}`]),
        ...(b.passenger_email === null || b.passenger_email === undefined
          ? []
          : [`email:${b.passenger_email.toLowerCase()}`]),
        ...(b.passenger_phone === null || b.passenger_phone === undefined ? [] : [`phone:${b.passenger_phone}`]),
      ]),
    ]),
  ];
};

interface PairFacts {
  readonly amount: number;
  readonly cruiseTerminal: boolean;
  readonly bookings: ReadonlyArray<Identity>;
}

/** Totals of bookings named by id, owned by the caller (for canUseForBooking). */
const factsOfBookings = (ctx: Ctx, ids: ReadonlyArray<number>, guestId: string | undefined): PairFacts => {
  let amount = 0;
  let cruiseTerminal = false;
  const bookings: Identity[] = [];
  for (const id of ids) {
    const row = ctx.db.get<{
      fare: string;
      customer_id: number | null;
      guest_id: string | null;
      passenger_email: string | null;
      passenger_phone: string | null;
      pickup: string;
      destinations: string;
    }>(
      "SELECT fare, customer_id, guest_id, passenger_email, passenger_phone, pickup, destinations FROM bookings WHERE tenant = ? AND id = ?",
      ctx.tenant.code,
      id,
    );
    const owned =
      row !== undefined &&
      ((ctx.customer !== undefined && row.customer_id === ctx.customer.id) ||
        (guestId !== undefined && row.guest_id === guestId));
    if (!owned) return fail("invalid_booking");
    amount += decodeFare(row.fare).total.amount;
    cruiseTerminal ||= /cruise_terminal|cruise terminal/i.test(row.pickup + row.destinations);
    bookings.push(row);
  }
  return { amount, cruiseTerminal, bookings };
};

const canUsePromocodeForBooking = (ctx: Ctx): Reply => {
  const code = optText(ctx.body, "promocode") ?? fail("invalid_promocode");
  const row = findPromo(ctx, code) ?? fail("invalid_promocode");
  // A user_id comes with credentials (spec §7); without them it is 401, with someone else's id 400.
  const userId = optInt(ctx.body, "user_id");
  if (userId !== undefined && ctx.customer === undefined) fail("invalid_token");
  if (userId !== undefined && ctx.customer?.id !== userId) badRequest("user_id is not the signed-in customer.");
  const guestId = optText(ctx.body, "guestUserId");
  const ids = optText(ctx.body, "booking_ids");
  const facts =
    ids === undefined
      ? { amount: optInt(ctx.body, "amount") ?? 0, cruiseTerminal: undefined, bookings: [] }
      : factsOfBookings(ctx, idList(ids, "booking_ids"), guestId);
  const reason = reasonAgainst(ctx, row, {
    amount: facts.amount,
    holders: identitiesOf(ctx, guestId, facts.bookings),
    cruiseTerminal: facts.cruiseTerminal,
  });
  return ok({
    can_use: reason === undefined,
    ...(reason === undefined ? { discount: money(discountFor(ctx, row, facts.amount)) } : { reason }),
    promocode: toPromocode(row),
  });
};

const getPromocodeInfo = (ctx: Ctx): Reply => {
  const row = findPromo(ctx, optText(ctx.body, "promocode") ?? "") ?? fail("invalid_promocode");
  return ok({ promocode: toPromocode(row) });
};

const getAllPromocodes = (ctx: Ctx): Reply => {
  const rows = ctx.db.all<PromoRow>("SELECT * FROM promocodes WHERE tenant = ? ORDER BY code", ctx.tenant.code);
  const holders = identitiesOf(ctx, undefined, [
    { passenger_email: ctx.customer?.email ?? null, passenger_phone: ctx.customer?.phone ?? null },
  ]);
  return ok({
    promocodes: rows
      .filter((row) => {
        const reason = reasonAgainst(ctx, row, { amount: Number.MAX_SAFE_INTEGER, holders, cruiseTerminal: undefined });
        return reason === undefined;
      })
      .map(toPromocode),
  });
};

export const promocodeRoutes: ReadonlyArray<TenantRoute> = [
  route("POST", "/customer/v2/promocode/canUseForBooking", "form", "optional", canUsePromocodeForBooking),
  route("POST", "/customer/v2/promocode/info", "form", "optional", getPromocodeInfo),
  route("GET", "/customer/v2/promocode/all", "none", "customer", getAllPromocodes),
];
