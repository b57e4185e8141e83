/**
 * Booking rows and the contract's Booking record (one leg; a return journey is two rows sharing
 * pair_id, the outbound id). Reading a booking first persists the lifecycle steps that are due
 * (lifecycle.ts), allocating a driver from the tenant's fleet when one is needed, so status and
 * status_history are the same for every caller and survive restarts.
 */
import { ServiceArea } from "@cabline/domain";
import type { Ctx } from "./context.ts";
import type { Db } from "./db.ts";
import { json, parseJson } from "./db.ts";
import { decodeFare, decodeHistory, decodeIds, decodePlace, decodeStops, decodeVehicleLabel } from "./stored-json.ts";
import { advance, timeline, type Status, type Timing } from "./lifecycle.ts";
import { money } from "./money.ts";
import { masked } from "./phone.ts";
import { withLines, type Fare } from "./tariff.ts";
import { formatInstant } from "./time.ts";

export interface BookingRow {
  readonly id: number;
  readonly tenant: string;
  readonly token: string;
  readonly pair_id: number;
  readonly leg: "outbound" | "return";
  readonly customer_id: number | null;
  readonly guest_id: string | null;
  readonly business_id: number | null;
  readonly status: Status;
  readonly history: string;
  readonly asap: number;
  readonly pickup_time: number;
  readonly pickup: string;
  readonly destinations: string;
  readonly passengers: number;
  readonly luggage: number;
  readonly ride_type_id: number;
  readonly ride_type_name: string;
  readonly passenger_name: string | null;
  readonly passenger_phone: string | null;
  readonly passenger_email: string | null;
  readonly room: string | null;
  readonly reference: string | null;
  readonly notes: string | null;
  /** The passenger's assistance as JSON (Assistance), or null when none. */
  readonly assistance: string | null;
  readonly flight: string | null;
  readonly meet_and_greet: number;
  readonly payment_method: "cash" | "card" | "account";
  readonly payment_status: string;
  readonly promocode: string | null;
  readonly discount: number;
  readonly fare: string;
  readonly road_miles: number;
  readonly po_number: string | null;
  readonly cost_centre: string | null;
  readonly driver_id: number | null;
  readonly cancellation_fee: number | null;
  readonly created_at: number;
  readonly confirmed_at: number | null;
  readonly next_transition_at: number | null;
}

export const timingOf = (row: Pick<BookingRow, "confirmed_at" | "pickup_time" | "road_miles">): Timing | undefined =>
  row.confirmed_at === null
    ? undefined
    : { confirmedAt: row.confirmed_at, pickupTime: row.pickup_time, roadMiles: row.road_miles };

/** When the step after the current status falls due, or null (finished or unconfirmed): bookings.next_transition_at. */
export const nextTransitionAt = (
  row: Pick<BookingRow, "status" | "confirmed_at" | "pickup_time" | "road_miles">,
): number | null => advance(row.status, timingOf(row), -Infinity).nextAt ?? null;

interface DriverRecord {
  readonly id: number;
  readonly name: string;
  readonly phone: string;
  readonly callsign: string;
  readonly vehicle: string;
  readonly ride_type_ids: string;
}

const pickDriver = (db: Db, tenant: string, rideTypeId: number, bookingId: number): number | null => {
  const fleet = db.all<DriverRecord>("SELECT id, ride_type_ids FROM drivers WHERE tenant = ? ORDER BY id", tenant);
  const able = fleet.filter((driver) => decodeIds(driver.ride_type_ids).includes(rideTypeId));
  const pool = able.length > 0 ? able : fleet;
  return pool[bookingId % pool.length]?.id ?? null;
};

/** Persists the due lifecycle steps of one row; returns the row as it now stands. */
export const bringUpToDate = (db: Db, row: BookingRow, now: number): BookingRow => {
  if (row.next_transition_at === null || row.next_transition_at > now) return row;
  const step = advance(row.status, timingOf(row), now);
  const history = [...decodeHistory(row.history), ...step.changes];
  const driverId =
    row.driver_id ?? (step.status === "booked" ? null : pickDriver(db, row.tenant, row.ride_type_id, row.id));
  db.run(
    "UPDATE bookings SET status = ?, history = ?, next_transition_at = ?, driver_id = ? WHERE id = ? AND tenant = ?",
    step.status,
    json(history),
    step.nextAt ?? null,
    driverId,
    row.id,
    row.tenant,
  );
  return {
    ...row,
    status: step.status,
    history: json(history),
    next_transition_at: step.nextAt ?? null,
    driver_id: driverId,
  };
};

/** Persists every due step of the tenant (cheap: an index on next_transition_at). */
export const advanceDue = (ctx: Ctx): void => {
  const due = ctx.db.all<BookingRow>(
    "SELECT * FROM bookings WHERE tenant = ? AND next_transition_at IS NOT NULL AND next_transition_at <= ?",
    ctx.tenant.code,
    ctx.now,
  );
  for (const row of due) bringUpToDate(ctx.db, row, ctx.now);
};

export const bookingByToken = (ctx: Ctx, token: string): BookingRow | undefined => {
  const row = ctx.db.get<BookingRow>("SELECT * FROM bookings WHERE token = ? AND tenant = ?", token, ctx.tenant.code);
  return row === undefined ? undefined : bringUpToDate(ctx.db, row, ctx.now);
};

export const bookingById = (ctx: Ctx, id: number): BookingRow | undefined => {
  const row = ctx.db.get<BookingRow>("SELECT * FROM bookings WHERE id = ? AND tenant = ?", id, ctx.tenant.code);
  return row === undefined ? undefined : bringUpToDate(ctx.db, row, ctx.now);
};

/** Both legs of the pair, outbound first. */
export const pairOf = (ctx: Ctx, pairId: number): ReadonlyArray<BookingRow> =>
  ctx.db
    .all<BookingRow>("SELECT * FROM bookings WHERE tenant = ? AND pair_id = ? ORDER BY id", ctx.tenant.code, pairId)
    .map((row) => bringUpToDate(ctx.db, row, ctx.now));

/** The fare with the promo code's share of the discount as a negative line. */
export const fareOf = (row: Pick<BookingRow, "fare" | "discount" | "promocode">): Fare => {
  const base = decodeFare(row.fare);
  if (row.discount <= 0) return base;
  return withLines([
    ...base.lines,
    { code: "promocode", label: `${row.promocode ?? "Promo code"} discount`, amount: money(-row.discount) },
  ]);
};

type Point = { readonly lat: number; readonly lon: number };

/**
 * Where a car is, `progress` (0 to 1) of the way from `from` to `to`, along a road-like route
 * rather than the straight line: half the way north or south, across, then the rest (a dog-leg
 * as streets make), at an even speed by distance. A sandbox's stand-in for a routing engine: a
 * demo shows the car turning corners, and the position stays on the same route at every look.
 */
export const alongRoute = (from: Point, to: Point, progress: number): Point => {
  const p = Math.min(1, Math.max(0, progress));
  const middle = from.lat + (to.lat - from.lat) / 2;
  const points: ReadonlyArray<Point> = [from, { lat: middle, lon: from.lon }, { lat: middle, lon: to.lon }, to];
  // By distance on the ground (the domain's), not degrees: a degree of longitude is shorter here.
  const lengths = points.slice(1).map((point, index) => ServiceArea.distanceKm(points[index]!, point));
  let left = p * lengths.reduce((total, length) => total + length, 0);
  for (const [index, length] of lengths.entries()) {
    const start = points[index]!;
    const end = points[index + 1]!;
    if (left <= length || index === lengths.length - 1) {
      const part = length === 0 ? 1 : Math.min(1, left / length);
      return {
        lat: Number((start.lat + (end.lat - start.lat) * part).toFixed(5)),
        lon: Number((start.lon + (end.lon - start.lon) * part).toFixed(5)),
      };
    }
    left -= length;
  }
  return to;
};

const driverOf = (db: Db, row: BookingRow, now: number): Record<string, unknown> | undefined => {
  if (row.driver_id === null) return undefined;
  const driver = db.get<DriverRecord>("SELECT * FROM drivers WHERE id = ? AND tenant = ?", row.driver_id, row.tenant);
  if (driver === undefined) return undefined;
  const vehicle = decodeVehicleLabel(driver.vehicle);
  const base = {
    name: driver.name,
    callsign: driver.callsign,
    vehicle: [vehicle.colour, vehicle.make, vehicle.model].filter(Boolean).join(" "),
    registration: vehicle.registration,
    phone_masked: masked(driver.phone),
  };
  const timing = timingOf(row);
  if (timing === undefined) return base;
  const times = timeline(timing);
  const pickup = decodePlace(row.pickup);
  const dropOff = decodeStops(row.destinations)[0] ?? pickup;
  // The driver sets off from about 3 km north-west of the pickup.
  const start = { lat: pickup.lat + 0.02, lon: pickup.lon - 0.025 };
  let location: { lat: number; lon: number } | undefined;
  let eta: number | undefined;
  if (row.status === "en_route") {
    location = alongRoute(start, pickup, (now - times.en_route) / (times.arrived - times.en_route));
    eta = Math.max(1, Math.ceil((times.arrived - now) / 60_000));
  } else if (row.status === "arrived") {
    location = { lat: pickup.lat, lon: pickup.lon };
  } else if (row.status === "passenger_on_board") {
    location = alongRoute(
      pickup,
      dropOff,
      (now - times.passenger_on_board) / (times.completed - times.passenger_on_board),
    );
  }
  return {
    ...base,
    ...(location === undefined ? {} : { location, location_updated_at: formatInstant(now) }),
    ...(eta === undefined ? {} : { eta_minutes: eta }),
  };
};

const present = <T>(key: string, value: T | null | undefined): Record<string, T> =>
  value === null || value === undefined ? {} : { [key]: value };

/** The contract's Booking. */
export const toBooking = (db: Db, row: BookingRow, now: number): Record<string, unknown> => {
  const flight = row.flight === null ? undefined : parseJson(row.flight);
  return {
    id: row.id,
    booking_token: row.token,
    pair_id: row.pair_id,
    leg: row.leg,
    status: row.status,
    status_history: decodeHistory(row.history).map((change) => ({
      status: change.status,
      at: formatInstant(change.at),
    })),
    asap: row.asap === 1,
    pickup_time: formatInstant(row.pickup_time),
    pickup_location: parseJson(row.pickup),
    destinations: parseJson(row.destinations),
    passengers: row.passengers,
    luggage: row.luggage,
    ride_type_id: row.ride_type_id,
    ride_type_name: row.ride_type_name,
    ...present("passenger_name", row.passenger_name),
    ...present("passenger_phone", row.passenger_phone),
    ...present("passenger_email", row.passenger_email),
    ...present("room", row.room),
    ...present("reference", row.reference),
    ...present("notes", row.notes),
    ...present("assistance", row.assistance === null ? null : parseJson(row.assistance)),
    ...present("flight", flight),
    meet_and_greet: row.meet_and_greet === 1,
    payment_method: row.payment_method,
    payment_status: row.payment_status,
    ...present("promocode", row.promocode),
    fare: fareOf(row),
    ...present("driver", driverOf(db, row, now)),
    ...(row.po_number === null && row.cost_centre === null
      ? {}
      : { your_references: { ...present("po_number", row.po_number), ...present("cost_centre", row.cost_centre) } }),
    ...present("business_id", row.business_id),
    ...(row.cancellation_fee === null ? {} : { cancellation_fee: money(row.cancellation_fee) }),
    created_at: formatInstant(row.created_at),
  };
};

export const searchText = (parts: ReadonlyArray<string | null | undefined>): string =>
  parts
    .filter((part): part is string => typeof part === "string")
    .join(" ")
    .toLowerCase();
