/**
 * What a person asks to book, from flags or from a JSON/YAML file, before anything is looked up:
 * the keys, their aliases (the spec's form names, §3 Consumer booking form and Business booking)
 * and the checks that need no call (spec §5; messages from the domain's Validation and the §8
 * catalogue). Flags win over the file.
 */
import type { Instant } from "@cabline/api-ports/Clock";
import {
  Assistance,
  ErrorCatalogue,
  Flight,
  OneOf,
  Payment,
  Promocode,
  ReturnJourney,
  Validation,
} from "@cabline/domain";
import type { FieldIssue } from "../errors.ts";
import { formatHint, parseWhen } from "./when.ts";

/** One journey as typed. */
export interface LegInput {
  readonly pickup?: string;
  readonly drop?: string;
  readonly vias?: ReadonlyArray<string>;
  readonly at?: string;
  readonly asap?: boolean;
  readonly passengers?: string | number;
  readonly luggage?: string | number;
  /** A ride type name or id; absent: the first available one (§4 Ride type selection). */
  readonly rideType?: string | number;
  readonly flightNumber?: string;
  readonly meetAndGreet?: boolean;
  readonly notes?: string;
  /** Optional additional charges (cost estimate codes) to accept on this leg. */
  readonly acceptCharges?: ReadonlyArray<string>;
}

export interface LeadPassengerInput {
  readonly name?: string;
  readonly email?: string;
  readonly phone?: string;
  readonly dialCode?: string;
}

/** The whole booking as typed. */
export interface BookingInput extends LegInput {
  readonly name?: string;
  readonly phone?: string;
  readonly email?: string;
  readonly dialCode?: string;
  readonly room?: string;
  readonly reference?: string;
  /** What assistance the passenger needs (Assistance.needs, hyphens or underscores); never charged. */
  readonly assistance?: ReadonlyArray<string>;
  readonly assistanceNote?: string;
  readonly promo?: string;
  readonly payment?: string;
  /** A saved card id, to pay a card booking straight away. */
  readonly card?: string;
  readonly poNumber?: string;
  readonly costCentre?: string;
  readonly forSomeoneElse?: LeadPassengerInput;
  /** Present (even empty) when a return is wanted; its fields default from the outbound (§4). */
  readonly return?: LegInput;
}

/** Each key of the file, with the other names it may go by. */
const legKeys: Readonly<Record<keyof LegInput, ReadonlyArray<string>>> = {
  pickup: ["pickup", "from", "pickupAddress"],
  drop: ["drop", "dropoff", "dropOff", "to", "destination"],
  vias: ["vias", "via", "stops", "additionalStops"],
  at: ["at", "date", "dateTime", "time", "pickupTime", "pickup_time"],
  asap: ["asap"],
  passengers: ["passengers"],
  luggage: ["luggage"],
  rideType: ["rideType", "ride_type", "rideId", "ride"],
  flightNumber: ["flightNumber", "flight", "flight_number"],
  meetAndGreet: ["meetAndGreet", "meet_and_greet", "greeter"],
  notes: ["notes"],
  acceptCharges: ["acceptCharges", "additionalCharges"],
};

/** The booking's own keys that hold one value (the return and the lead passenger are read apart). */
type PlainBookingInput = Omit<BookingInput, keyof LegInput | "return" | "forSomeoneElse">;

const bookingKeys: Readonly<Record<keyof PlainBookingInput, ReadonlyArray<string>>> = {
  name: ["name"],
  phone: ["phone", "contact", "number"],
  email: ["email"],
  dialCode: ["dialCode"],
  room: ["room", "roomNumber"],
  reference: ["reference"],
  assistance: ["assistance", "needs"],
  assistanceNote: ["assistanceNote", "assistance_note"],
  promo: ["promo", "promocode", "promoCode"],
  payment: ["payment", "paymentMethod", "payment_method"],
  card: ["card", "cardId", "card_id"],
  poNumber: ["poNumber", "po_number", "po"],
  costCentre: ["costCentre", "cost_centre"],
};

const nestedKeys: Readonly<Record<"forSomeoneElse" | "return", ReadonlyArray<string>>> = {
  forSomeoneElse: ["forSomeoneElse", "bookingForSomeoneElse", "leadPassenger"],
  return: ["return", "returnJourney"],
};

const leadKeys: Readonly<Record<keyof LeadPassengerInput, ReadonlyArray<string>>> = {
  name: ["name", "leadPassengerName"],
  email: ["email", "leadPassengerEmail"],
  phone: ["phone", "number", "leadPassengerNumber"],
  dialCode: ["dialCode", "leadPassengerDialCode"],
};

/** The spec's flat return fields (§3: returnNotes, returnMeetAndGreet ...) map into `return`. */
const flatReturnKeys: { readonly [K in keyof LegInput]?: ReadonlyArray<string> } = {
  at: ["returnAt", "returnDate"],
  pickup: ["returnPickup"],
  drop: ["returnDrop"],
  vias: ["returnVias"],
  passengers: ["returnPassengers"],
  luggage: ["returnLuggage"],
  rideType: ["returnRideType"],
  flightNumber: ["returnFlightNumber"],
  meetAndGreet: ["returnMeetAndGreet"],
  notes: ["returnNotes"],
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Reads one value of the file as a key's type, or notes why it cannot (named by `field`). */
type Read<T> = (raw: unknown, field: string, issues: Array<FieldIssue>) => T | undefined;

/** How each key of T is read. */
type Readers<T> = { readonly [K in keyof T]-?: Read<Exclude<T[K], undefined>> };

const refuse = (field: string, issues: Array<FieldIssue>, expected: string): undefined => {
  issues.push({ field, message: `Expected ${expected}.` });
  return undefined;
};

const readText: Read<string> = (raw, field, issues) =>
  typeof raw === "string" ? raw : typeof raw === "number" ? String(raw) : refuse(field, issues, "text");

/** A count or a ride type: text or a number as typed, checked when planned. */
const readNumberOrText =
  (expected: string): Read<string | number> =>
  (raw, field, issues) =>
    typeof raw === "number" || typeof raw === "string" ? raw : refuse(field, issues, expected);

const readBoolean: Read<boolean> = (raw, field, issues) => {
  if (typeof raw === "boolean") return raw;
  if (raw === "yes" || raw === "true") return true;
  if (raw === "no" || raw === "false") return false;
  return refuse(field, issues, "boolean");
};

const readList: Read<ReadonlyArray<string>> = (raw, field, issues) => {
  if (typeof raw === "string") return [raw];
  if (Array.isArray(raw) && raw.every((item): item is string => typeof item === "string")) return raw;
  return refuse(field, issues, "a list of text");
};

const legReaders: Readers<LegInput> = {
  pickup: readText,
  drop: readText,
  vias: readList,
  at: readText,
  asap: readBoolean,
  passengers: readNumberOrText("number"),
  luggage: readNumberOrText("number"),
  rideType: readNumberOrText("a name or id"),
  flightNumber: readText,
  meetAndGreet: readBoolean,
  notes: readText,
  acceptCharges: readList,
};

const bookingReaders: Readers<PlainBookingInput> = {
  name: readText,
  phone: readText,
  email: readText,
  dialCode: readText,
  room: readText,
  reference: readText,
  assistance: readList,
  assistanceNote: readText,
  promo: readText,
  payment: readText,
  card: readText,
  poNumber: readText,
  costCentre: readText,
};

const leadReaders: Readers<LeadPassengerInput> = {
  name: readText,
  email: readText,
  phone: readText,
  dialCode: readText,
};

/**
 * The keys of `raw` that `keys` names, each read by its reader; of several names for one key the
 * last given wins. Every name seen goes into `known`; null counts as not given.
 */
const readKeys = <T>(
  raw: Record<string, unknown>,
  keys: { readonly [K in keyof T]?: ReadonlyArray<string> },
  readers: Readers<T>,
  prefix: string,
  issues: Array<FieldIssue>,
  known: Set<string>,
): Partial<T> => {
  const result: Partial<T> = {};
  for (const key in keys) {
    for (const name of keys[key] ?? []) {
      if (!(name in raw)) continue;
      known.add(name);
      const value = raw[name];
      if (value === null || value === undefined) continue;
      const read = readers[key](value, `${prefix}${key}`, issues);
      if (read !== undefined) result[key] = read;
    }
  }
  return result;
};

/** The value of the last of `names` given in `raw` (null counts as not given). */
const lastGiven = (raw: Record<string, unknown>, names: ReadonlyArray<string>, known: Set<string>): unknown => {
  let found: unknown;
  for (const name of names) {
    if (!(name in raw)) continue;
    known.add(name);
    found = raw[name] ?? found;
  }
  return found;
};

const unknownKeys = (raw: Record<string, unknown>, known: Set<string>, prefix: string): Array<FieldIssue> =>
  Object.keys(raw)
    .filter((key) => !known.has(key))
    .map((key) => ({ field: `${prefix}${key}`, message: "Unknown field; see `cabline book --help` for the fields." }));

/** A nested object's keys: what they hold and the names that are none of them. */
const readNested = <T>(
  raw: Record<string, unknown>,
  keys: { readonly [K in keyof T]?: ReadonlyArray<string> },
  readers: Readers<T>,
  prefix: string,
  issues: Array<FieldIssue>,
): Partial<T> => {
  const known = new Set<string>();
  const read = readKeys(raw, keys, readers, prefix, issues, known);
  issues.push(...unknownKeys(raw, known, prefix));
  return read;
};

/** The keys whose value is given: not undefined, not an empty list. */
const given = <T extends object>(value: T): Partial<T> => {
  const result: Partial<T> = {};
  for (const key in value) {
    const entry = value[key];
    if (entry !== undefined && !(Array.isArray(entry) && entry.length === 0)) result[key] = entry;
  }
  return result;
};

/** The return: `true` or its own fields, and the spec's flat return fields laid over it. */
const readReturn = (
  document: Record<string, unknown>,
  raw: unknown,
  issues: Array<FieldIssue>,
): LegInput | undefined => {
  let returnLeg: LegInput | undefined;
  if (raw === true) returnLeg = {};
  else if (isRecord(raw)) returnLeg = readNested(raw, legKeys, legReaders, "return.", issues);
  else if (raw !== undefined && raw !== false) {
    issues.push({ field: "return", message: "Expected true or the return journey's fields." });
  }
  const flat = readKeys(document, flatReturnKeys, legReaders, "return.", issues, new Set());
  return returnLeg === undefined && Object.keys(flat).length === 0 ? undefined : { ...returnLeg, ...flat };
};

/** A booking file's content (already parsed from JSON or YAML) as BookingInput, with issues. */
export const fromDocument = (
  document: unknown,
): { readonly input: BookingInput; readonly issues: Array<FieldIssue> } => {
  const issues: Array<FieldIssue> = [];
  if (!isRecord(document)) {
    return {
      input: {},
      issues: [{ field: "file", message: "The booking file must hold one object (key: value pairs)." }],
    };
  }
  const known = new Set<string>(Object.values(flatReturnKeys).flat());
  const outbound = readKeys(document, legKeys, legReaders, "", issues, known);
  const plain = readKeys(document, bookingKeys, bookingReaders, "", issues, known);
  const rawReturn = lastGiven(document, nestedKeys.return, known);
  const rawLead = lastGiven(document, nestedKeys.forSomeoneElse, known);
  issues.push(...unknownKeys(document, known, ""));

  const returnLeg = readReturn(document, rawReturn, issues);
  let lead: LeadPassengerInput | undefined;
  if (isRecord(rawLead)) lead = readNested(rawLead, leadKeys, leadReaders, "forSomeoneElse.", issues);
  else if (rawLead !== undefined && rawLead !== false) {
    issues.push({ field: "forSomeoneElse", message: "Expected the lead passenger's name, email and phone." });
  }

  return {
    input: {
      ...outbound,
      ...given(plain),
      ...(returnLeg === undefined ? {} : { return: returnLeg }),
      ...(lead === undefined ? {} : { forSomeoneElse: lead }),
    },
    issues,
  };
};

/** The file's input with the flags laid over it (a flag given wins; a return flag adds a return). */
export const merge = (file: BookingInput, flags: BookingInput): BookingInput => {
  const wantsReturn = file.return !== undefined || flags.return !== undefined;
  const lead = { ...file.forSomeoneElse, ...given(flags.forSomeoneElse ?? {}) };
  const { return: _return, forSomeoneElse: _lead, ...plainFlags } = flags;
  return {
    ...file,
    ...given(plainFlags),
    ...(wantsReturn ? { return: { ...file.return, ...given(flags.return ?? {}) } } : {}),
    ...(Object.keys(lead).length > 0 ? { forSomeoneElse: lead } : {}),
  };
};

/** A journey after the local checks: times as epoch ms, numbers as numbers. */
export interface LegPlan {
  readonly pickup: string | undefined;
  readonly drop: string | undefined;
  readonly vias: ReadonlyArray<string>;
  /** Epoch ms; undefined means the default (now + 15 min outbound, §4) or derived (return). */
  readonly epochMs: number | undefined;
  readonly asap: boolean;
  readonly passengers: number | undefined;
  readonly luggage: number | undefined;
  readonly rideType: string | number | undefined;
  readonly flightNumber: string | undefined;
  readonly meetAndGreet: boolean | undefined;
  readonly notes: string | undefined;
  readonly acceptCharges: ReadonlyArray<string>;
}

export interface BookingPlan {
  readonly outbound: LegPlan;
  readonly return: LegPlan | undefined;
  readonly name: string | undefined;
  readonly phone: string | undefined;
  readonly email: string | undefined;
  readonly dialCode: string | undefined;
  readonly room: string | undefined;
  readonly reference: string | undefined;
  /** As the domain keeps it (Assistance.normalise); undefined when none. */
  readonly assistance: Assistance.Assistance | undefined;
  readonly promo: string | undefined;
  readonly payment: Payment.PaymentMethod | undefined;
  readonly card: string | undefined;
  readonly poNumber: string | undefined;
  readonly costCentre: string | undefined;
  readonly forSomeoneElse: (Required<Pick<LeadPassengerInput, "name">> & LeadPassengerInput) | undefined;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === "" ? undefined : trimmed;
};

const whole = (
  raw: string | number | undefined,
  field: string,
  min: number,
  message: string,
  issues: Array<FieldIssue>,
): number | undefined => {
  if (raw === undefined || (typeof raw === "string" && raw.trim() === "")) return undefined;
  const value = typeof raw === "number" ? raw : Number(raw.trim());
  if (!Number.isInteger(value) || value < min) {
    issues.push({ field, message });
    return undefined;
  }
  return value;
};

/** "50.91,-1.40": a point to reverse-geocode rather than an address to search. */
export const coordinatesOf = (typed: string): { readonly lat: number; readonly lng: number } | undefined => {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(typed);
  if (match === null) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
};

const planLeg = (
  leg: LegInput,
  prefix: string,
  now: Instant,
  issues: Array<FieldIssue>,
  required: boolean,
): LegPlan => {
  const pickup = text(leg.pickup);
  const drop = text(leg.drop);
  if (required && pickup === undefined)
    issues.push({ field: `${prefix}pickup`, message: Validation.messages.pickupRequired });
  if (required && drop === undefined)
    issues.push({ field: `${prefix}drop`, message: Validation.messages.dropRequired });
  const asap = leg.asap === true;
  let epochMs: number | undefined;
  if (asap && text(leg.at) !== undefined) {
    issues.push({ field: `${prefix}at`, message: "Give a pickup time or ASAP, not both." });
  } else if (text(leg.at) !== undefined) {
    const when = parseWhen(leg.at ?? "", now);
    if (!when.ok) issues.push({ field: `${prefix}at`, message: when.message });
    // The shared grace: "now" typed as a time of day is not in the past.
    else if (Validation.pickupHasPassed(when.epochMs, now.epochMilliseconds)) {
      issues.push({ field: `${prefix}at`, message: `That time has passed. ${formatHint}` });
    } else epochMs = when.epochMs;
  }
  const flightNumber = text(leg.flightNumber);
  if (flightNumber !== undefined && !Flight.isFlightNumber(flightNumber)) {
    issues.push({ field: `${prefix}flightNumber`, message: "Enter a flight number such as BA2490 or U2 8123." });
  }
  const rideType = typeof leg.rideType === "string" ? text(leg.rideType) : leg.rideType;
  return {
    pickup,
    drop,
    vias: (leg.vias ?? []).map((via) => via.trim()).filter((via) => via !== ""),
    epochMs,
    asap,
    passengers: whole(leg.passengers, `${prefix}passengers`, 1, Validation.messages.passengersInvalid, issues),
    luggage: whole(leg.luggage, `${prefix}luggage`, 0, Validation.messages.luggageInvalid, issues),
    rideType,
    flightNumber: flightNumber === undefined ? undefined : Flight.normaliseNumber(flightNumber),
    meetAndGreet: leg.meetAndGreet,
    notes: text(leg.notes),
    acceptCharges: leg.acceptCharges ?? [],
  };
};

/**
 * The checks that need no call: a pickup and a drop, readable times in the future, whole numbers
 * of passengers (at least 1) and luggage (0 or more), a flight number, a payment method, an e-mail
 * address; a guest also gives a name, a number and an e-mail (§8 name_empty, number_empty,
 * email_empty). Issues are named by the file's keys ("return.at", "forSomeoneElse.name").
 */
export const planBooking = (
  input: BookingInput,
  now: Instant,
  options: { readonly guest: boolean },
): { readonly plan: BookingPlan; readonly issues: Array<FieldIssue> } => {
  const issues: Array<FieldIssue> = [];
  const outbound = planLeg(input, "", now, issues, true);
  const returnLeg = input.return === undefined ? undefined : planLeg(input.return, "return.", now, issues, false);
  if (
    returnLeg?.epochMs !== undefined &&
    outbound.epochMs !== undefined &&
    !ReturnJourney.isAfterOutbound(outbound.epochMs, returnLeg.epochMs)
  ) {
    issues.push({ field: "return.at", message: ReturnJourney.beforeOutboundMessage });
  }

  const typed = Assistance.parseNeeds(input.assistance ?? []);
  if (typed.unknown.length > 0)
    issues.push({ field: "assistance", message: Assistance.unknownNeedsMessage(typed.unknown) });
  if (Assistance.otherTooLong(input.assistanceNote ?? "")) {
    issues.push({ field: "assistanceNote", message: `Keep the assistance note to ${Assistance.otherMax} characters.` });
  }
  const assistance = Assistance.normalise({ needs: typed.needs, other: input.assistanceNote ?? "" });

  const typedPayment = text(input.payment)?.toLowerCase();
  // Not one of the methods: refused here, never sent as it is.
  const payment = OneOf.oneOf(Payment.paymentMethods, typedPayment);
  if (typedPayment !== undefined && payment === undefined) {
    issues.push({ field: "payment", message: `Choose a payment method: ${Payment.paymentMethods.join(", ")}.` });
  }
  const email = text(input.email);
  if (email !== undefined && !emailPattern.test(email)) {
    issues.push({ field: "email", message: ErrorCatalogue.messageFor("email_invalid") });
  }
  if (options.guest) {
    if (text(input.name) === undefined)
      issues.push({ field: "name", message: ErrorCatalogue.messageFor("name_empty") });
    if (text(input.phone) === undefined) {
      issues.push({ field: "phone", message: ErrorCatalogue.messageFor("number_empty") });
    }
    if (email === undefined) issues.push({ field: "email", message: ErrorCatalogue.messageFor("email_empty") });
  }

  let lead: BookingPlan["forSomeoneElse"];
  if (input.forSomeoneElse !== undefined) {
    const name = text(input.forSomeoneElse.name);
    const leadEmail = text(input.forSomeoneElse.email);
    if (name === undefined)
      issues.push({ field: "forSomeoneElse.name", message: ErrorCatalogue.messageFor("name_empty") });
    if (leadEmail !== undefined && !emailPattern.test(leadEmail)) {
      issues.push({ field: "forSomeoneElse.email", message: ErrorCatalogue.messageFor("email_invalid") });
    }
    const phone = text(input.forSomeoneElse.phone);
    const dialCode = text(input.forSomeoneElse.dialCode);
    lead = {
      name: name ?? "",
      ...(leadEmail === undefined ? {} : { email: leadEmail }),
      ...(phone === undefined ? {} : { phone }),
      ...(dialCode === undefined ? {} : { dialCode }),
    };
  }

  return {
    plan: {
      outbound,
      return: returnLeg,
      name: text(input.name),
      phone: text(input.phone),
      email,
      dialCode: text(input.dialCode),
      room: text(input.room),
      reference: text(input.reference),
      assistance: Assistance.isNone(assistance) ? undefined : assistance,
      promo: text(input.promo) === undefined ? undefined : Promocode.normalise(input.promo ?? ""),
      payment,
      card: text(input.card),
      poNumber: text(input.poNumber),
      costCentre: text(input.costCentre),
      forSomeoneElse: lead,
    },
    issues,
  };
};
