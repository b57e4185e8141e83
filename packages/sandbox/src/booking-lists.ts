/**
 * The booking lists (spec §7 history/get, upcoming/get, get/bookings; §3 bookings list, business
 * scheduled rides). A customer's own trips, or with business_id a business's: ADMIN and BOOKER
 * see all of its trips, a SUB_ACCOUNT its own; anyone else gets not_business_user. Every query
 * is bound to the tenant, and due lifecycle steps are persisted first so the tabs agree.
 */
import { Booking, Constants } from "@cabline/domain";
import { membership, seesAllTrips } from "./accounts.ts";
import { advanceDue, toBooking, type BookingRow } from "./booking-records.ts";
import type { Ctx, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import type { Param } from "./db.ts";
import { badRequest, fail } from "./errors.ts";

/** The statuses of a phase as an SQL list: the tabs are Booking.phase's. */
const inPhase = (phase: Booking.Phase): string =>
  `(${Booking.statusesIn(phase)
    .map((status) => `'${status}'`)
    .join(", ")})`;
const filters: Readonly<Record<string, string>> = {
  all: "",
  upcoming: `AND status IN ${inPhase("upcoming")}`,
  active: `AND status IN ${inPhase("active")}`,
  history: `AND status IN ${inPhase("history")}`,
  unfinished: `AND status NOT IN ${inPhase("history")}`,
};

const pageParam = (ctx: Ctx, key: string, fallback: number, min: number, max: number): number => {
  const raw = ctx.query.get(key);
  if (raw === null || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    return badRequest(`${key} must be a whole number from ${min} to ${max}.`);
  return value;
};

interface Scope {
  readonly where: string;
  readonly params: ReadonlyArray<Param>;
}

/** The customer's own trips, or a business's (business_id) as the membership allows. */
const scopeOf = (ctx: Ctx, ownOnly: boolean): Scope => {
  const customer = ctx.customer ?? fail("invalid_token");
  const rawBusiness = ctx.query.get("business_id");
  if (rawBusiness === null || rawBusiness === "") {
    return ownOnly
      ? { where: "tenant = ? AND customer_id = ? AND business_id IS NULL", params: [ctx.tenant.code, customer.id] }
      : { where: "tenant = ? AND customer_id = ?", params: [ctx.tenant.code, customer.id] };
  }
  const businessId = Number(rawBusiness);
  if (!Number.isInteger(businessId)) return badRequest("business_id must be a whole number.");
  const account = membership(ctx.db, ctx.tenant.code, customer.id, businessId) ?? fail("not_business_user");
  return seesAllTrips(account)
    ? { where: "tenant = ? AND business_id = ?", params: [ctx.tenant.code, businessId] }
    : {
        where: "tenant = ? AND business_id = ? AND customer_id = ?",
        params: [ctx.tenant.code, businessId, customer.id],
      };
};

const page = (
  ctx: Ctx,
  scope: Scope,
  filter: string,
  order: string,
  count: number,
  offset: number,
  search: string | null,
): Reply => {
  advanceDue(ctx);
  const params: Param[] = [...scope.params];
  let where = `${scope.where} ${filter}`;
  if (search !== null && search.trim() !== "") {
    where += " AND search LIKE ? ESCAPE '\\'";
    params.push(
      `%${search
        .trim()
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    );
  }
  const total = ctx.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM bookings WHERE ${where}`, ...params)?.n ?? 0;
  const rows = ctx.db.all<BookingRow>(
    `SELECT * FROM bookings WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`,
    ...params,
    count,
    offset,
  );
  return ok({ bookings: rows.map((row) => toBooking(ctx.db, row, ctx.now)), total, count, offset });
};

const getHistory = (ctx: Ctx): Reply =>
  page(
    ctx,
    scopeOf(ctx, true),
    filters["history"] ?? "",
    "pickup_time DESC, id DESC",
    pageParam(ctx, "count", Constants.defaultPageSize, 1, 100),
    pageParam(ctx, "offset", 0, 0, Number.MAX_SAFE_INTEGER),
    ctx.query.get("search"),
  );

const getUpcoming = (ctx: Ctx): Reply =>
  page(
    ctx,
    scopeOf(ctx, true),
    filters["unfinished"] ?? "",
    "pickup_time ASC, id ASC",
    pageParam(ctx, "count", Constants.defaultPageSize, 1, 100),
    pageParam(ctx, "offset", 0, 0, Number.MAX_SAFE_INTEGER),
    null,
  );

const getBookings = (ctx: Ctx): Reply => {
  const filter = ctx.query.get("filter") ?? "all";
  if (!["all", "upcoming", "active", "history"].includes(filter))
    return badRequest("filter must be all, upcoming, active or history.");
  const order =
    filter === "history"
      ? "pickup_time DESC, id DESC"
      : filter === "all"
        ? "created_at DESC, id DESC"
        : "pickup_time ASC, id ASC";
  return page(
    ctx,
    scopeOf(ctx, false),
    filters[filter] ?? "",
    order,
    pageParam(ctx, "count", Constants.bookingsFetchCount, 1, 100),
    pageParam(ctx, "offset", 0, 0, Number.MAX_SAFE_INTEGER),
    ctx.query.get("search"),
  );
};

export const bookingListRoutes: ReadonlyArray<TenantRoute> = [
  route("GET", "/customer/v2/history/get", "none", "customer", getHistory),
  route("GET", "/customer/v2/upcoming/get", "none", "customer", getUpcoming),
  route("GET", "/customer/v2/get/bookings", "none", "customer", getBookings),
];
