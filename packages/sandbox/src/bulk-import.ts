/**
 * Bulk upload of business trips (extension for spec §2 /business/bulk-upload-trips, §5 Upload).
 * Up to 1000 rows, each validated with the same rules as a single booking and booked on its own:
 * a bad row carries its §8 code and does not fail the request. Idempotent twice over: the
 * Idempotency-Key replays the whole answer, and a row_key books at most once per business.
 * A duplicate row's booking is named only to those who may manage it (BookingRights).
 */
import { Assistance, BookingRights, RideAvailability } from "@cabline/domain";
import { membership, seesAllTrips } from "./accounts.ts";
import { readAssistance, readLeg } from "./booking-request.ts";
import { toBooking, type BookingRow } from "./booking-records.ts";
import { checkAccountPayment, readPaymentMethod, type Booker } from "./booker.ts";
import { priceLeg } from "./booking-pricing.ts";
import { insertLeg, paymentStatusFor } from "./booking-store.ts";
import type { Ctx, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import { ApiError, badRequest, fail } from "./errors.ts";
import { isRecord, optArray, optBool, optInt, optText, reqInt, type Fields } from "./input.ts";
import { rideTypesOf, toDomainRideType } from "./ride-types.ts";
import { randomToken } from "./tokens.ts";

const maxRows = 1000;

type Result = Record<string, unknown> & { readonly status: "booked" | "valid" | "failed" | "duplicate" };

/**
 * A row booked before. A row key is no credential (BookingRights: bulk_row_key): the answer names
 * the booking, and its manage token, only to whoever may manage it (its owner or a company admin);
 * a sub-account member learns that a colleague booked that row, and nothing more.
 */
const duplicate = (
  rowNumber: number,
  done: Pick<BookingRow, "id" | "token" | "customer_id">,
  customerId: number,
  admin: boolean,
): Result => {
  const credential = BookingRights.strongest([
    ...(done.customer_id === customerId ? (["owner"] as const) : []),
    ...(admin ? (["company_admin"] as const) : (["member"] as const)),
  ]);
  return BookingRights.may(credential, "reveal_manage_token")
    ? { row: rowNumber, status: "duplicate", booking_id: done.id, booking_token: done.token }
    : { row: rowNumber, status: "duplicate", message: "A colleague already booked this row." };
};

const bulkImportTrips = (ctx: Ctx): Reply => {
  const customer = ctx.customer ?? fail("invalid_token");
  const businessId = reqInt(ctx.body, "business_id");
  const account = membership(ctx.db, ctx.tenant.code, customer.id, businessId) ?? fail("not_business_user");
  const rows = optArray(ctx.body, "rows") ?? badRequest("rows is required.");
  if (rows.length === 0) return badRequest("rows must not be empty.");
  if (rows.length > maxRows) return fail("bad_request", { message: "At most 1000 rows per upload." });
  const dryRun = optBool(ctx.body, "dry_run") ?? false;
  const fleet = rideTypesOf(ctx.db, ctx.tenant.code);
  const results: Result[] = rows.map((raw, index): Result => {
    const rowNumber = isRecord(raw) ? (optInt(raw, "row") ?? index + 1) : index + 1;
    try {
      if (!isRecord(raw)) return badRequest("Each row must be an object.");
      const rowKey = optText(raw, "row_key");
      if (rowKey !== undefined) {
        const done = ctx.db.get<Pick<BookingRow, "id" | "token" | "customer_id">>(
          `SELECT b.id, b.token, b.customer_id FROM bulk_rows r JOIN bookings b ON b.id = r.booking_id AND b.tenant = r.tenant
           WHERE r.tenant = ? AND r.business_id = ? AND r.row_key = ?`,
          ctx.tenant.code,
          businessId,
          rowKey,
        );
        if (done !== undefined) return duplicate(rowNumber, done, customer.id, seesAllTrips(account));
      }
      const paymentMethod = readPaymentMethod(raw, "payment_method", "account");
      const poNumber = optText(raw, "po_number");
      if (paymentMethod === "account") checkAccountPayment(account, poNumber);
      const passengers = optInt(raw, "passengers") ?? 1;
      const luggage = optInt(raw, "luggage") ?? 0;
      // A passenger who stays in their wheelchair is given an accessible vehicle (readLeg refuses any other).
      const wheelchair = Assistance.needsWheelchairVehicle(readAssistance(raw));
      const rideId =
        optInt(raw, "ride_type_id") ??
        RideAvailability.selectRideType(
          fleet.map(toDomainRideType),
          { passengers, luggage, wheelchair, direction: "outbound" },
          undefined,
        );
      const legFields: Fields = {
        pickup_location: raw["pickup_location"],
        destinations: raw["destinations"],
        dateTime: raw["pickup_time"],
        passengers,
        luggage,
        rideId,
        name: raw["passenger_name"],
        phone: raw["passenger_phone"],
        email: raw["passenger_email"],
        flightNumber: raw["flight_number"],
        meetAndGreet: raw["meet_and_greet"],
        notes: raw["notes"],
        assistance: raw["assistance"],
      };
      const leg = readLeg(ctx, legFields, "outbound", true, { booker: customer, lead: undefined });
      const fare = priceLeg(ctx, leg).fare;
      if (dryRun) return { row: rowNumber, status: "valid", fare };
      const booker: Booker = {
        customerId: customer.id,
        guestId: undefined,
        account,
        paymentMethod,
        poNumber,
        costCentre: optText(raw, "cost_centre"),
        holder: `customer:${customer.id}`,
        rules: { booker: customer, lead: undefined },
      };
      const booked = insertLeg(ctx, leg, {
        pairId: undefined,
        booker,
        paymentStatus: paymentStatusFor(paymentMethod),
        confirmedAt: paymentMethod === "card" ? null : ctx.now,
        promocode: undefined,
        discount: 0,
      });
      if (rowKey !== undefined) {
        ctx.db.run(
          "INSERT INTO bulk_rows(tenant, business_id, row_key, booking_id) VALUES (?, ?, ?, ?)",
          ctx.tenant.code,
          businessId,
          rowKey,
          booked.id,
        );
      }
      return {
        row: rowNumber,
        status: "booked",
        booking_id: booked.id,
        booking_token: booked.token,
        fare: toBooking(ctx.db, booked, ctx.now)["fare"],
      };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { row: rowNumber, status: "failed", error: error.code, message: error.message };
    }
  });
  const count = (status: Result["status"]): number => results.filter((result) => result.status === status).length;
  return ok({
    import_id: `imp_${businessId}_${randomToken(ctx.random, 9)}`,
    dry_run: dryRun,
    summary: {
      total: results.length,
      booked: count("booked"),
      valid: count("valid"),
      failed: count("failed"),
      duplicate: count("duplicate"),
    },
    results,
  });
};

export const bulkImportRoutes: ReadonlyArray<TenantRoute> = [
  route("POST", "/business/trips/bulkImport", "json", "customer", bulkImportTrips, { idempotent: true }),
];
