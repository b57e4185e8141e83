/**
 * The bulk-upload trip file (spec §2 /business/bulk-upload-trips, §5 Upload and Validation, §9
 * formats; contract BulkTripRow): its columns and template, its header, and each row checked with
 * the rules a booking is checked with, so a row that would fail when booked is shown with its
 * problem before anything is sent:
 * - `checkRow`, synchronous and pure: the business form's rules (Validation.validateCapacity and
 *   RideAvailability for the ride, the PO-number rule, Flight numbers, times on the London clock)
 *   and the booking's phone rule (AccountForms.toE164, the dispatch API's "Invalid contact number");
 * - `placeIssues`, once the places are looked up with the maps service (one lookup per distinct
 *   address, `placeKey`): an address the maps service does not know (§8 bad_destination), and a
 *   trip that neither starts nor finishes in the tenant's service area (§8 pickup_not_in_soton,
 *   ServiceArea.servesTrip).
 * The server checks again and answers per row with its §8 code (BulkImport).
 *
 * The web runs both in a Web Worker over 100,000 rows; the CLI runs `checkRow` per record.
 */
import * as AccountForms from "./AccountForms.ts";
import * as Assistance from "./Assistance.ts";
import * as Booking from "./Booking.ts";
import * as BulkImport from "./BulkImport.ts";
import { defaultDialCode, defaultLuggage, defaultPassengers } from "./Constants.ts";
import * as DateTime from "./DateTime.ts";
import * as ErrorCatalogue from "./ErrorCatalogue.ts";
import * as BookingRequests from "./BookingRequests.ts";
import * as Flight from "./Flight.ts";
import * as OneOf from "./OneOf.ts";
import type * as Location from "./Location.ts";
import * as Payment from "./Payment.ts";
import * as RideAvailability from "./RideAvailability.ts";
import * as ServiceArea from "./ServiceArea.ts";
import * as Validation from "./Validation.ts";

export interface Column {
  readonly name: string;
  readonly aliases: ReadonlyArray<string>;
  readonly required: boolean;
  readonly description: string;
}

/** The columns, in the order of the template; headers match without case, spaces or dashes. */
export const columns: ReadonlyArray<Column> = [
  {
    name: "pickup_time",
    aliases: ["pickup time", "date_time", "datetime", "when"],
    required: true,
    description: 'UK time: "2026-07-01 09:30", "01-Jul-2026 09:30 am" or "2026-07-01T08:30:00Z"',
  },
  { name: "pickup", aliases: ["pickup_address", "from"], required: true, description: "pickup address" },
  {
    name: "drop",
    aliases: ["dropoff", "drop_off", "drop_address", "destination", "to"],
    required: true,
    description: "drop-off address",
  },
  { name: "vias", aliases: ["via", "stops", "via_stops"], required: false, description: 'via stops, "|" between' },
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
  { name: "passenger_email", aliases: ["email"], required: false, description: "their e-mail" },
  { name: "flight_number", aliases: ["flight"], required: false, description: "e.g. BA2490" },
  { name: "meet_and_greet", aliases: ["meet_greet"], required: false, description: "yes or no" },
  { name: "notes", aliases: ["driver_notes"], required: false, description: "notes for the driver" },
  {
    name: "assistance",
    aliases: ["assistance_needs", "needs"],
    required: false,
    description: `what the passenger needs, "|" between: ${Assistance.needs.map((need) => need.replaceAll("_", "-")).join(", ")} (never charged)`,
  },
  {
    name: "assistance_note",
    aliases: ["assistance_other"],
    required: false,
    description: `anything else the driver should know, at most ${Assistance.otherMax} characters`,
  },
  {
    name: "po_number",
    aliases: ["po", "purchase_order"],
    required: false,
    description: "purchase-order number (required on accounts that ask for one)",
  },
  { name: "cost_centre", aliases: ["cost_center"], required: false, description: "cost centre" },
  { name: "payment_method", aliases: ["payment"], required: false, description: "account, cash or card" },
];

export const columnNames: ReadonlyArray<string> = columns.map((column) => column.name);

/** The template's example row for a pickup time (epoch ms): every column filled as the file expects. */
export const exampleRow = (pickupMs: number): ReadonlyArray<string> => {
  const local = DateTime.fromEpochMs(pickupMs);
  const example: Readonly<Record<string, string>> = {
    pickup_time: `${DateTime.formatDate(local)} ${DateTime.formatTime(local).slice(0, 5)}`,
    pickup: "Above Bar Street",
    drop: "Southampton Airport",
    vias: "",
    passengers: "2",
    luggage: "1",
    ride_type: "",
    passenger_name: "Ada Lovelace",
    passenger_phone: "07700900111",
    passenger_email: "ada@example.com",
    flight_number: "",
    meet_and_greet: "no",
    notes: "",
    assistance: "",
    assistance_note: "",
    po_number: "PO-1001",
    cost_centre: "Operations",
    payment_method: "account",
  };
  return columnNames.map((name) => example[name] ?? "");
};

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
    // A leading byte-order mark (U+FEFF) goes with the trim: it is white space to String.trim.
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

/** The header's problem, in words, or undefined when every required column is there. */
export const headerProblem = (header: Header): string | undefined =>
  header.missing.length === 0
    ? undefined
    : `The file has no ${header.missing.join(", ")} column. Download the template to see the columns.`;

/** A header's columns as a list, made once per header: a file of 100,000 records reads it for each. */
const columnsRead = new WeakMap<Header, ReadonlyArray<readonly [string, number]>>();

/** One record's values by column name, trimmed. */
export const valuesOf = (header: Header, cells: ReadonlyArray<string>): Readonly<Record<string, string>> => {
  let read = columnsRead.get(header);
  if (read === undefined) {
    read = [...header.index.entries()];
    columnsRead.set(header, read);
  }
  const values: Record<string, string> = {};
  for (const [name, position] of read) values[name] = (cells[position] ?? "").trim();
  return values;
};

export type When = { readonly ok: true; readonly epochMs: number } | { readonly ok: false; readonly message: string };

export const timeHint = 'Write the time as "2026-07-01 09:30" or "01-Jul-2026 09:30 am" (UK time).';

const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** The days of a month of the Gregorian calendar (0 for no month): 29 in a leap February. */
const daysInMonth = (year: number, month: number): number => {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
};

const plainPattern = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})$/;

/**
 * London's UTC offset (minutes) for a whole day, or null on the two days a year the clocks change.
 * Memoised: a file of 100,000 rows has a few hundred days, and the Temporal polyfill's zone
 * arithmetic costs about a tenth of a millisecond per call.
 */
const dayOffsets = new Map<string, number | null>();
const dayOffset = (year: number, month: number, day: number): number | null => {
  const key = `${year}-${month}-${day}`;
  const known = dayOffsets.get(key);
  if (known !== undefined || dayOffsets.has(key)) return known ?? null;
  const start = DateTime.fromEpochMs(Date.UTC(year, month - 1, day, 12)).with({ hour: 0, minute: 0 });
  const end = start.add({ days: 1 });
  const offset = start.offsetNanoseconds === end.offsetNanoseconds ? start.offsetNanoseconds / 60e9 : null;
  if (dayOffsets.size > 10_000) dayOffsets.clear();
  dayOffsets.set(key, offset);
  return offset;
};

/** "YYYY-MM-DD HH:MM" on a day without a clock change, without Temporal; undefined otherwise. */
const quickPlainTime = (text: string): When | undefined => {
  const match = plainPattern.exec(text);
  if (match === null) return undefined;
  // plainPattern's five groups always match digits.
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const hour = Number(match[4]);
  const minute = Number(match[5]);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const monthDays = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  if (!DateTime.isYearInRange(year) || monthDays === undefined || day < 1 || day > monthDays) return undefined;
  if (hour > 23 || minute > 59) return undefined;
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const offset = dayOffset(year, month, day);
  return offset === null ? undefined : { ok: true, epochMs: utc - offset * 60_000 };
};

/** A pickup time as a file holds it, read on the London clock; DST gaps and overlaps are refused. */
export const parsePickupTime = (typed: string): When => {
  const text = typed.trim().replace(/\s+/g, " ");
  if (text === "") return { ok: false, message: `Enter a pickup time. ${timeHint}` };
  const quick = quickPlainTime(text);
  if (quick !== undefined) return quick;
  if (instantPattern.test(text)) {
    // Date.parse rolls a day or an hour that does not exist over into the next ("2026-02-30" is
    // 2 March, "T24:00" the next day): the date and the clock are checked as written first.
    const [year = 0, month = 0, day = 0] = text.slice(0, 10).split("-").map(Number);
    const [hours = 0, minutes = 0, seconds = 0] = (text.slice(11, 19).match(/\d{2}/g) ?? []).map(Number);
    const written = day >= 1 && day <= daysInMonth(year, month) && hours < 24 && minutes < 60 && seconds < 60;
    const epochMs = written ? Date.parse(text) : Number.NaN;
    return Number.isFinite(epochMs) ? { ok: true, epochMs } : { ok: false, message: `"${text}": ${timeHint}` };
  }
  let local = DateTime.parseDateTime(text);
  if (local === undefined) {
    const match = /^(\d{4,5}-\d{2}-\d{2})[ T](.+)$/.exec(text);
    const date = match === null ? undefined : DateTime.parseDate(match[1] ?? "");
    const time = match === null ? undefined : DateTime.parseTime(match[2] ?? "");
    local = date === undefined || time === undefined ? undefined : date.toPlainDateTime(time);
  }
  if (local === undefined) return { ok: false, message: `"${text}" is not a time we can read. ${timeHint}` };
  const result = DateTime.fromLocal(local);
  return result._tag === "Success"
    ? { ok: true, epochMs: DateTime.toEpochMs(result.success) }
    : { ok: false, message: result.failure.message };
};

export interface FieldIssue {
  readonly field: string;
  readonly message: string;
}

/** A row that passed every check that needs no lookup: the trip without its places yet. */
export interface Draft {
  readonly row: number;
  readonly pickupTime: number;
  readonly pickup: string;
  readonly drop: string;
  readonly vias: ReadonlyArray<string>;
  readonly trip: Omit<BulkImport.TripRow, "pickup_location" | "destinations" | "row_key">;
}

export type RowCheck =
  | { readonly ok: true; readonly draft: Draft }
  | { readonly ok: false; readonly row: number; readonly issues: ReadonlyArray<FieldIssue> };

export interface CheckContext {
  /** Epoch ms: a pickup that has passed (Validation.pickupHasPassed) is refused. */
  readonly nowMs: number;
  readonly rideTypes: ReadonlyArray<RideAvailability.RideType>;
  readonly settings: {
    readonly default_payment_type: Payment.PaymentMethod;
    readonly is_po_number_enabled: boolean;
  };
}

const yes = new Set(["yes", "y", "true", "1"]);
const no = new Set(["no", "n", "false", "0", ""]);
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A whole number of at least `min`; `fallback` for an empty cell (which `value` reads as undefined). */
const whole = (text: string | undefined, fallback: number, min: number): number | undefined => {
  if (text === undefined) return fallback;
  const value = Number(text);
  return Number.isInteger(value) && value >= min ? value : undefined;
};

export const messages = {
  pastTime: "That time has passed. Choose a time from now on.",
  flightNumber: "Enter a flight number such as BA2490.",
  meetAndGreet: "Write yes or no.",
  paymentMethod: `Write ${Payment.paymentMethods.join(", ")}.`,
  poNumber: "Enter a PO number: this account needs one for account trips.",
  unknownRide: (typed: string, names: ReadonlyArray<string>): string =>
    `No ride type "${typed}". Choose one of: ${names.join(", ")}.`,
  placeNotFound: (typed: string): string => `We could not find "${typed}". Please re-enter trip destinations.`,
  phone: (typed: string): string =>
    `"${typed}" is not a phone number. Write a UK number such as 07700 900123, or another country's with its code, such as +353 1 234 5678.`,
  tooManyPassengers: (passengers: number, largest: RideAvailability.RideType): string =>
    `No vehicle takes ${passengers} passengers: the largest, ${largest.name}, seats ${largest.numSeats}. Split the party over more rows.`,
  tooMuchLuggage: (luggage: number, largest: RideAvailability.RideType): string =>
    `No vehicle takes ${luggage} luggage items: the most is ${largest.max_luggage}, in the ${largest.name}.`,
  noVehicleForBoth: (passengers: number, luggage: number): string =>
    `No vehicle takes ${passengers} passengers with ${luggage} luggage items together. Split the party over more rows, or carry less luggage.`,
  assistanceNote: `Keep the assistance note to ${Assistance.otherMax} characters.`,
  notAccessible: (name: string): string =>
    `The ${name} is not wheelchair-accessible, and this passenger stays in their wheelchair. Choose an accessible vehicle or leave the ride type empty.`,
  noAccessibleVehicle: (passengers: number, luggage: number): string =>
    `No wheelchair-accessible vehicle takes ${passengers} passengers with ${luggage} luggage items. Split the party over more rows, or call us.`,
  outsideArea: (area: ServiceArea.ServiceArea, pickup: string, drop: string): string =>
    `${ServiceArea.refusalMessage(area)} "${pickup}" and "${drop}" are both outside it.`,
} as const;

/**
 * The booking's phone rule (the dispatch API's readPassenger: AccountForms.toE164 with §9's
 * default dial code): a number without a country code is a UK one. Remembered per distinct text,
 * as a company's file repeats its passengers' numbers and each check parses with libphonenumber.
 */
const phoneVerdicts = new Map<string, boolean>();
export const isPhoneNumber = (typed: string): boolean => {
  const known = phoneVerdicts.get(typed);
  if (known !== undefined) return known;
  const verdict = AccountForms.toE164(typed, defaultDialCode) !== undefined;
  if (phoneVerdicts.size > 100_000) phoneVerdicts.clear();
  phoneVerdicts.set(typed, verdict);
  return verdict;
};

/**
 * Why no ride type of the fleet can carry the load, when none can (spec §4 Ride type selection,
 * §5 Ride capacity), naming the largest vehicle: more passengers than any seats, more luggage
 * than any takes, or both limits met only by different vehicles. Undefined when one can, or when
 * the fleet has no ride type for the direction at all (then the ride type is what is missing).
 * The dispatch API refuses the first as invalid_people_count.
 */
export const capacityProblem = (
  rideTypes: ReadonlyArray<RideAvailability.RideType>,
  load: RideAvailability.Load,
): FieldIssue | undefined => {
  const fleet = rideTypes.filter(
    (rideType) => rideType.active && rideType.enabled && RideAvailability.suits(rideType, "outbound"),
  );
  if (fleet.length === 0 || fleet.some((rideType) => RideAvailability.canCarry(rideType, load))) return undefined;
  const most = (size: (rideType: RideAvailability.RideType) => number) =>
    fleet.reduce((largest, rideType) => (size(rideType) > size(largest) ? rideType : largest));
  const bySeats = most((rideType) => rideType.numSeats);
  if (load.passengers > bySeats.numSeats)
    return { field: "passengers", message: messages.tooManyPassengers(load.passengers, bySeats) };
  const byLuggage = most((rideType) => rideType.max_luggage);
  if (load.luggage > byLuggage.max_luggage)
    return { field: "luggage", message: messages.tooMuchLuggage(load.luggage, byLuggage) };
  return { field: "passengers", message: messages.noVehicleForBoth(load.passengers, load.luggage) };
};

/** A record's value in a column, trimmed; undefined when empty. */
type ValueOf = (name: string) => string | undefined;

/** The pickup time, read on the London clock and not yet passed; 0 when it is refused. */
const checkPickupTime = (value: ValueOf, nowMs: number, issues: Array<FieldIssue>): number => {
  const when = parsePickupTime(value("pickup_time") ?? "");
  if (!when.ok) issues.push({ field: "pickup_time", message: when.message });
  else if (Validation.pickupHasPassed(when.epochMs, nowMs))
    issues.push({ field: "pickup_time", message: messages.pastTime });
  else return when.epochMs;
  return 0;
};

/** The passenger's flight number, meet and greet, e-mail and phone, each in its format. */
const checkPassengerDetails = (value: ValueOf, issues: Array<FieldIssue>) => {
  const flight = value("flight_number");
  if (flight !== undefined && !Flight.isFlightNumber(flight)) {
    issues.push({ field: "flight_number", message: messages.flightNumber });
  }
  const meet = (value("meet_and_greet") ?? "").toLowerCase();
  if (!yes.has(meet) && !no.has(meet)) issues.push({ field: "meet_and_greet", message: messages.meetAndGreet });
  const email = value("passenger_email");
  if (email !== undefined && !emailPattern.test(email)) {
    issues.push({ field: "passenger_email", message: ErrorCatalogue.messageFor("email_invalid") });
  }
  const phone = value("passenger_phone");
  if (phone !== undefined && !isPhoneNumber(phone))
    issues.push({ field: "passenger_phone", message: messages.phone(phone) });
  return { flight, meet, email, phone };
};

/** The payment method (the account's default when empty) and the PO number it may need. */
const checkPayment = (value: ValueOf, settings: CheckContext["settings"], issues: Array<FieldIssue>) => {
  const payment = value("payment_method")?.toLowerCase() ?? settings.default_payment_type;
  // Not one of the methods: refused below (payment_method), never sent as it is.
  const paymentMethod = OneOf.oneOf(Payment.paymentMethods, payment);
  if (paymentMethod === undefined) issues.push({ field: "payment_method", message: messages.paymentMethod });
  const poNumber = value("po_number");
  // The one PO rule (BookingRequests.needsPoNumber): account trips only.
  if (paymentMethod !== undefined && BookingRequests.needsPoNumber(settings, paymentMethod, poNumber)) {
    issues.push({ field: "po_number", message: messages.poNumber });
  }
  return { paymentMethod, poNumber };
};

/**
 * Assistance (the domain's Assistance): never priced; a passenger who stays in their wheelchair
 * takes only a wheelchair-accessible vehicle.
 */
const checkAssistance = (value: ValueOf, issues: Array<FieldIssue>): Assistance.Assistance => {
  const typedNeeds = Assistance.parseNeeds((value("assistance") ?? "").split("|"));
  if (typedNeeds.unknown.length > 0)
    issues.push({ field: "assistance", message: Assistance.unknownNeedsMessage(typedNeeds.unknown) });
  const assistanceNote = value("assistance_note") ?? "";
  if (Assistance.otherTooLong(assistanceNote))
    issues.push({ field: "assistance_note", message: messages.assistanceNote });
  return Assistance.normalise({ needs: typedNeeds.needs, other: assistanceNote });
};

/** The ride type a row names, by id or by name (any case); null when it is refused. */
const namedRideType = (
  wantedRide: string,
  rideTypes: ReadonlyArray<RideAvailability.RideType>,
  wheelchair: boolean,
  issues: Array<FieldIssue>,
): RideAvailability.RideTypeId | null => {
  const found = rideTypes.find(
    (rideType) => String(rideType.id) === wantedRide || rideType.name.toLowerCase() === wantedRide.toLowerCase(),
  );
  if (found === undefined) {
    const names = rideTypes.map((rideType) => rideType.name);
    issues.push({ field: "ride_type", message: messages.unknownRide(wantedRide, names) });
  } else if (wheelchair && found.wheelchair_accessible !== true)
    issues.push({ field: "ride_type", message: messages.notAccessible(found.name) });
  else return found.id;
  return null;
};

/**
 * Whether a vehicle takes the party: a party no vehicle takes is told so, with the largest vehicle,
 * whichever ride type was named; else the named ride type, or the one the domain selects, must
 * carry it (Validation.validateCapacity). The ride type to book, null when none is known.
 */
const checkCapacity = (
  rideTypes: ReadonlyArray<RideAvailability.RideType>,
  party: {
    readonly passengers: number | undefined;
    readonly luggage: number | undefined;
    readonly wheelchair: boolean;
  },
  wantedRide: string | undefined,
  named: RideAvailability.RideTypeId | null,
  issues: Array<FieldIssue>,
): RideAvailability.RideTypeId | null => {
  const { passengers, luggage, wheelchair } = party;
  const unmet =
    passengers !== undefined && luggage !== undefined ? capacityProblem(rideTypes, { passengers, luggage }) : undefined;
  const accessible =
    unmet === undefined && wheelchair && passengers !== undefined && luggage !== undefined
      ? capacityProblem(
          rideTypes.filter((rideType) => rideType.wheelchair_accessible === true),
          { passengers, luggage },
        )
      : undefined;
  if (unmet !== undefined) issues.push(unmet);
  else if (
    wheelchair &&
    passengers !== undefined &&
    luggage !== undefined &&
    (accessible !== undefined || !rideTypes.some((rideType) => rideType.wheelchair_accessible === true))
  )
    issues.push({ field: "assistance", message: messages.noAccessibleVehicle(passengers, luggage) });
  else if (passengers !== undefined && luggage !== undefined && (wantedRide === undefined || named !== null)) {
    const load = { passengers, luggage, wheelchair };
    const chosen = named ?? RideAvailability.selectRideType(rideTypes, { ...load, direction: "outbound" }, null);
    const capacity = Validation.validateCapacity(
      "outbound",
      load,
      RideAvailability.findById(rideTypes, chosen),
      "ride_type",
    );
    issues.push(...capacity.map((issue) => ({ field: issue.field, message: issue.message })));
    return chosen;
  }
  return named;
};

/**
 * Checks one record (its values by column, `row` as a spreadsheet numbers it: the header is 1)
 * with the business form's rules. Every problem is reported, not only the first.
 */
export const checkRow = (row: number, values: Readonly<Record<string, string>>, context: CheckContext): RowCheck => {
  const issues: Array<FieldIssue> = [];
  const value: ValueOf = (name) => {
    const text = values[name]?.trim();
    return text === "" ? undefined : text;
  };

  const pickupTime = checkPickupTime(value, context.nowMs, issues);
  const passengers = whole(value("passengers"), defaultPassengers, 1);
  if (passengers === undefined) issues.push({ field: "passengers", message: Validation.messages.passengersInvalid });
  const luggage = whole(value("luggage"), defaultLuggage, 0);
  if (luggage === undefined) issues.push({ field: "luggage", message: Validation.messages.luggageInvalid });
  const { flight, meet, email, phone } = checkPassengerDetails(value, issues);
  const { paymentMethod, poNumber } = checkPayment(value, context.settings, issues);

  const pickup = value("pickup");
  const drop = value("drop");
  const vias = (value("vias") ?? "")
    .split("|")
    .map((via) => via.trim())
    .filter((via) => via !== "");
  if (pickup === undefined) issues.push({ field: "pickup", message: Validation.messages.pickupRequired });
  if (drop === undefined) issues.push({ field: "drop", message: Validation.messages.dropRequired });

  const assistance = checkAssistance(value, issues);
  const wheelchair = Assistance.needsWheelchairVehicle(assistance);
  const wantedRide = value("ride_type");
  const named = wantedRide === undefined ? null : namedRideType(wantedRide, context.rideTypes, wheelchair, issues);
  const rideTypeId = checkCapacity(context.rideTypes, { passengers, luggage, wheelchair }, wantedRide, named, issues);

  if (issues.length > 0 || pickup === undefined || drop === undefined || paymentMethod === undefined) {
    return { ok: false, row, issues };
  }
  const name = value("passenger_name");
  const notes = value("notes");
  const costCentre = value("cost_centre");
  const rideNumber = Number(rideTypeId);
  return {
    ok: true,
    draft: {
      row,
      pickupTime,
      pickup,
      drop,
      vias,
      trip: {
        row,
        pickup_time: pickupTime,
        passengers: passengers ?? defaultPassengers,
        luggage: luggage ?? defaultLuggage,
        ...(rideTypeId !== null && Number.isInteger(rideNumber) ? { ride_type_id: rideNumber } : {}),
        ...(name === undefined ? {} : { passenger_name: name }),
        ...(phone === undefined ? {} : { passenger_phone: phone }),
        ...(email === undefined ? {} : { passenger_email: email }),
        ...(flight === undefined ? {} : { flight_number: Flight.normaliseNumber(flight) }),
        ...(yes.has(meet) ? { meet_and_greet: true } : {}),
        ...(notes === undefined ? {} : { notes }),
        ...BookingRequests.assistanceField(assistance),
        ...(poNumber === undefined ? {} : { po_number: poNumber }),
        ...(costCentre === undefined ? {} : { cost_centre: costCentre }),
        payment_method: paymentMethod,
      },
    },
  };
};

/** The trip to send once its places are found, keyed so a resumed upload books it once. */
export const tripRow = (
  draft: Draft,
  places: {
    readonly pickup: BulkImport.TripRow["pickup_location"];
    readonly destinations: BulkImport.TripRow["destinations"];
  },
  fileId: string,
): BulkImport.TripRow => ({
  ...draft.trip,
  row_key: BulkImport.rowKey(fileId, draft.row),
  pickup_location: places.pickup,
  destinations: places.destinations,
});

/** The result report's columns (one line per row of the file). */
export const reportHeader: ReadonlyArray<string> = ["row", "status", "booking_id", "booking_token", "error", "message"];

/** A place of a row as the file types it: the pickup, the drop-off or a via stop. */
export interface TypedPlace {
  readonly field: "pickup" | "drop" | "vias";
  readonly address: string;
}

/** The row's places, each as typed (trimmed; vias split at "|"); empty cells are no place. */
export const placesOf = (values: Readonly<Record<string, string>>): ReadonlyArray<TypedPlace> => {
  const typed = (field: TypedPlace["field"], text: string | undefined): ReadonlyArray<TypedPlace> => {
    const address = text?.trim() ?? "";
    return address === "" ? [] : [{ field, address }];
  };
  return [
    ...typed("pickup", values["pickup"]),
    ...typed("drop", values["drop"]),
    ...(values["vias"] ?? "").split("|").flatMap((via) => typed("vias", via)),
  ];
};

/**
 * How a file's addresses are told apart: spaces collapsed, case ignored ("Above Bar  street" is
 * "Above Bar Street"), so the maps service is asked once per distinct address, not once per row.
 */
export const placeKey = (address: string): string => address.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The place to book from the maps service's answer for an address: the first that is a place
 * (Booking.isPlace) with an id, as a business booking's pickup and drop-off need (§5). Null when
 * there is none: the dispatch API would refuse the row as bad_destination.
 */
export const placeFrom = (results: ReadonlyArray<Location.Location>): Booking.Place | null =>
  results.find((result): result is Booking.Place => Booking.isPlace(result) && (result.id ?? "") !== "") ?? null;

/**
 * What the maps service said of an address (by `placeKey`): its place, null when it knows no such
 * place, undefined when it was not asked (the row's places are then not judged here).
 */
export type FoundPlace = (address: string) => Booking.Place | null | undefined;

/**
 * The row's problems with its places, as the dispatch API would refuse it when booked: each
 * address the maps service does not know (§8 bad_destination), and a trip whose pickup and
 * drop-off are both outside the tenant's service area (§8 pickup_not_in_soton, with the area's
 * own name; ServiceArea.servesTrip). Without an area (a dispatch API that does not publish it)
 * the area is left to the server.
 */
export const placeIssues = (
  values: Readonly<Record<string, string>>,
  found: FoundPlace,
  area: ServiceArea.ServiceArea | undefined,
): ReadonlyArray<FieldIssue> => {
  const typed = placesOf(values);
  const issues: Array<FieldIssue> = typed
    .filter(({ address }) => found(address) === null)
    .map(({ field, address }) => ({ field, message: messages.placeNotFound(address) }));
  const pickup = typed.find((place) => place.field === "pickup");
  const drop = typed.find((place) => place.field === "drop");
  const from = pickup === undefined ? undefined : found(pickup.address);
  const to = drop === undefined ? undefined : found(drop.address);
  if (
    area !== undefined &&
    from !== undefined &&
    from !== null &&
    to !== undefined &&
    to !== null &&
    !ServiceArea.servesTrip(area, { lat: from.lat, lon: from.lng }, { lat: to.lat, lon: to.lng })
  ) {
    issues.push({ field: "pickup", message: messages.outsideArea(area, pickup?.address ?? "", drop?.address ?? "") });
  }
  return issues;
};
