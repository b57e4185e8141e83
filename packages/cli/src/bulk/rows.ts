/**
 * The bulk-upload CSV (spec §2 /business/bulk-upload-trips, §5 Upload; contract BulkTripRow): its
 * columns, and each record read into a geocoded trip row or the reasons it cannot be one. The
 * checks are the domain's (Validation.validateCapacity, RideAvailability for the ride type, times
 * on the London clock); the server checks again and answers per row with its §8 code.
 */
import type { Instant } from "@cabline/api-ports/Clock";
import {
  type Account,
  BookingRequests,
  BulkImport,
  Constants,
  ErrorCatalogue,
  Flight,
  Payment,
  RideAvailability,
  Validation,
} from "@cabline/domain";
import type { FieldIssue } from "../errors.ts";
import { type Geocoder } from "../booking/prepare.ts";
import { parseWhen } from "../booking/when.ts";
import type { CsvRecord } from "./csv.ts";

export interface Column {
  readonly name: string;
  readonly aliases: ReadonlyArray<string>;
  readonly required: boolean;
  readonly description: string;
}

/** The columns, in the order of the template; headers are matched without case, spaces or dashes. */
export const columns: ReadonlyArray<Column> = [
  {
    name: "pickup_time",
    aliases: ["pickup time", "date_time", "datetime", "when"],
    required: true,
    description: 'UK time: "2025-07-01 09:30", "01-Jul-2025 09:30 am" or "2025-07-01T08:30:00Z"',
  },
  {
    name: "pickup",
    aliases: ["pickup_address", "from"],
    required: true,
    description: "pickup address (searched with the maps service) or lat,lng",
  },
  {
    name: "drop",
    aliases: ["dropoff", "drop_off", "drop_address", "destination", "to"],
    required: true,
    description: "drop-off address or lat,lng",
  },
  {
    name: "vias",
    aliases: ["via", "stops", "via_stops"],
    required: false,
    description: 'via stops in order, separated by "|"',
  },
  { name: "passengers", aliases: ["pax"], required: false, description: "whole number, at least 1 (default 4)" },
  { name: "luggage", aliases: ["bags"], required: false, description: "whole number (default 0)" },
  {
    name: "ride_type",
    aliases: ["ride", "vehicle", "ride_type_id"],
    required: false,
    description: "ride type name or id (default: the first that can carry the party)",
  },
  { name: "passenger_name", aliases: ["name", "passenger"], required: false, description: "who travels" },
  { name: "passenger_phone", aliases: ["phone", "contact_number"], required: false, description: "their number" },
  { name: "passenger_email", aliases: ["email"], required: false, description: "their e-mail (gets the confirmation)" },
  { name: "flight_number", aliases: ["flight"], required: false, description: "for an airport pickup, e.g. BA2490" },
  { name: "meet_and_greet", aliases: ["meet_greet"], required: false, description: "yes/no" },
  { name: "notes", aliases: ["driver_notes"], required: false, description: "notes for the driver" },
  {
    name: "po_number",
    aliases: ["po", "purchase_order"],
    required: false,
    description: "purchase-order number (required on accounts that ask for one)",
  },
  { name: "cost_centre", aliases: ["cost_center"], required: false, description: "cost centre" },
  {
    name: "payment_method",
    aliases: ["payment"],
    required: false,
    description: "account, cash or card (default: the account's)",
  },
];

const normalise = (header: string): string =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

export interface Header {
  /** Column name → cell index. */
  readonly index: ReadonlyMap<string, number>;
  readonly unknown: ReadonlyArray<string>;
  readonly missing: ReadonlyArray<string>;
}

export const readHeader = (cells: ReadonlyArray<string>): Header => {
  const index = new Map<string, number>();
  const unknown: Array<string> = [];
  cells.forEach((cell, position) => {
    const key = normalise(cell);
    const column = columns.find(
      (candidate) => candidate.name === key || candidate.aliases.map(normalise).includes(key),
    );
    if (column === undefined) {
      if (key !== "") unknown.push(cell.trim());
    } else if (!index.has(column.name)) index.set(column.name, position);
  });
  const missing = columns.filter((column) => column.required && !index.has(column.name)).map((column) => column.name);
  return { index, unknown, missing };
};

/** A record that is not a trip yet: its raw values by column. */
export interface RawRow {
  readonly row: number;
  readonly values: Readonly<Record<string, string>>;
}

export const rawRows = (header: Header, records: ReadonlyArray<CsvRecord>): Array<RawRow> =>
  records.map((record) => ({
    row: record.row,
    values: Object.fromEntries(
      [...header.index.entries()].map(([name, position]) => [name, (record.cells[position] ?? "").trim()]),
    ),
  }));

export type RowOutcome =
  | { readonly ok: true; readonly trip: BulkImport.TripRow }
  | { readonly ok: false; readonly row: number; readonly issues: ReadonlyArray<FieldIssue> };

const yes = new Set(["yes", "y", "true", "1"]);
const no = new Set(["no", "n", "false", "0", ""]);
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const whole = (text: string | undefined, fallback: number, min: number): number | undefined => {
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  return Number.isInteger(value) && value >= min ? value : undefined;
};

export interface RowContext {
  readonly now: Instant;
  readonly geocode: Geocoder;
  readonly rideTypes: ReadonlyArray<RideAvailability.RideType>;
  readonly account: Account.Account;
  readonly settings: Account.AccountSettings;
  readonly fileId: string;
}

/** One record as a trip row with its key, or every reason it cannot be booked. */
export const readRow = async (raw: RawRow, context: RowContext): Promise<RowOutcome> => {
  const issues: Array<FieldIssue> = [];
  const value = (name: string): string | undefined => {
    const text = raw.values[name];
    return text === undefined || text === "" ? undefined : text;
  };

  let pickupTime: number | undefined;
  const when = parseWhen(value("pickup_time") ?? "", context.now);
  if (!when.ok) issues.push({ field: "pickup_time", message: when.message });
  else if (when.epochMs < context.now.epochMilliseconds - 60_000) {
    issues.push({ field: "pickup_time", message: "That time has passed." });
  } else pickupTime = when.epochMs;

  const passengers = whole(value("passengers"), Constants.defaultPassengers, 1);
  if (passengers === undefined) issues.push({ field: "passengers", message: Validation.messages.passengersInvalid });
  const luggage = whole(value("luggage"), Constants.defaultLuggage, 0);
  if (luggage === undefined) issues.push({ field: "luggage", message: Validation.messages.luggageInvalid });

  const flight = value("flight_number");
  if (flight !== undefined && !Flight.isFlightNumber(flight)) {
    issues.push({ field: "flight_number", message: "Enter a flight number such as BA2490." });
  }
  const meet = (value("meet_and_greet") ?? "").toLowerCase();
  if (!yes.has(meet) && !no.has(meet)) issues.push({ field: "meet_and_greet", message: "Write yes or no." });
  const email = value("passenger_email");
  if (email !== undefined && !emailPattern.test(email)) {
    issues.push({ field: "passenger_email", message: ErrorCatalogue.messageFor("email_invalid") });
  }
  const payment = value("payment_method")?.toLowerCase() ?? context.settings.default_payment_type;
  const known = (Payment.paymentMethods as ReadonlyArray<string>).includes(payment);
  if (!known) {
    issues.push({ field: "payment_method", message: `Write ${Payment.paymentMethods.join(", ")}.` });
  }
  const poNumber = value("po_number");
  if (known && BookingRequests.needsPoNumber(context.settings, payment as Payment.PaymentMethod, poNumber)) {
    issues.push({ field: "po_number", message: "Enter a PO number: this account needs one for account trips." });
  }

  const typed = {
    pickup: value("pickup"),
    drop: value("drop"),
    vias: (value("vias") ?? "")
      .split("|")
      .map((via) => via.trim())
      .filter((via) => via !== ""),
  };
  if (typed.pickup === undefined) issues.push({ field: "pickup", message: Validation.messages.pickupRequired });
  if (typed.drop === undefined) issues.push({ field: "drop", message: Validation.messages.dropRequired });

  let rideTypeId: RideAvailability.RideTypeId | null = null;
  const wantedRide = value("ride_type");
  if (wantedRide !== undefined) {
    const found = context.rideTypes.find(
      (rideType) => String(rideType.id) === wantedRide || rideType.name.toLowerCase() === wantedRide.toLowerCase(),
    );
    if (found === undefined) {
      issues.push({
        field: "ride_type",
        message: `No ride type "${wantedRide}". Choose one of: ${context.rideTypes.map((rideType) => rideType.name).join(", ")}.`,
      });
    } else rideTypeId = found.id;
  }
  if (passengers !== undefined && luggage !== undefined && (wantedRide === undefined || rideTypeId !== null)) {
    const load = { passengers, luggage };
    const chosen =
      rideTypeId ?? RideAvailability.selectRideType(context.rideTypes, { ...load, direction: "outbound" }, null);
    const capacity = Validation.validateCapacity(
      "outbound",
      load,
      RideAvailability.findById(context.rideTypes, chosen),
    );
    issues.push(
      ...capacity.map((issue) => ({
        field: issue.field === "rideType" ? "ride_type" : issue.field,
        message: issue.message,
      })),
    );
    rideTypeId = chosen;
  }

  // Only rows that are otherwise right are looked up, so a broken file costs no lookups.
  if (issues.length > 0) return { ok: false, row: raw.row, issues };
  const look = async (typedPlace: string, field: string) => {
    const place = await context.geocode(typedPlace);
    if (place === undefined)
      issues.push({ field, message: `We could not find that place. Please search again. ("${typedPlace}")` });
    return place;
  };
  const [pickup, drop, ...vias] = await Promise.all([
    look(typed.pickup ?? "", "pickup"),
    look(typed.drop ?? "", "drop"),
    ...typed.vias.map((via, index) => look(via, `vias.${index + 1}`)),
  ]);
  if (issues.length > 0 || pickup === undefined || drop === undefined) return { ok: false, row: raw.row, issues };

  const name = value("passenger_name");
  const phone = value("passenger_phone");
  const notes = value("notes");
  const costCentre = value("cost_centre");
  const rideNumber = Number(rideTypeId);
  const trip: BulkImport.TripRow = {
    row: raw.row,
    row_key: BulkImport.rowKey(context.fileId, raw.row),
    pickup_time: pickupTime ?? 0,
    pickup_location: pickup,
    destinations: [drop, ...vias.filter((via) => via !== undefined)],
    passengers: passengers ?? Constants.defaultPassengers,
    luggage: luggage ?? Constants.defaultLuggage,
    ...(Number.isInteger(rideNumber) && rideTypeId !== null ? { ride_type_id: rideNumber } : {}),
    ...(name === undefined ? {} : { passenger_name: name }),
    ...(phone === undefined ? {} : { passenger_phone: phone }),
    ...(email === undefined ? {} : { passenger_email: email }),
    ...(flight === undefined ? {} : { flight_number: Flight.normaliseNumber(flight) }),
    ...(yes.has(meet) ? { meet_and_greet: true } : {}),
    ...(notes === undefined ? {} : { notes }),
    ...(poNumber === undefined ? {} : { po_number: poNumber }),
    ...(costCentre === undefined ? {} : { cost_centre: costCentre }),
    payment_method: payment as Payment.PaymentMethod,
  };
  return { ok: true, trip };
};
