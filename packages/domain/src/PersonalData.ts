/**
 * A person's data and closing their account (UK GDPR articles 15 and 20, access and portability;
 * article 17, erasure, limited by article 17(3)(b): a legal obligation to keep records). The spec
 * has no such screen; the decisions are docs/decisions/personal-data.md, in short:
 *
 * - Download: everything the operator holds about the signed-in person (profile, companies,
 *   saved places, bookings they made, cards by brand and last four digits, messages sent to them)
 *   as JSON and as CSV. Booking and share tokens are left out, and taken out of the links in the
 *   messages (`withoutKeys`): the file must not be a key.
 * - What is kept: a licensed private hire operator must keep a record of every booking (the
 *   pickup, the destination, the time, the driver and vehicle) for at least 12 months (Local
 *   Government (Miscellaneous Provisions) Act 1976 s.56; the licensing authorities' operator
 *   conditions). A closed account's records are kept as the trip's record, not the person's:
 *   "Closed account" for the name, no phone, e-mail, notes or assistance, for `recordMonths` after
 *   the later of the closure and the last pickup; everything else goes at once.
 * - Closing is refused while a booking is still to happen or under way (the driver is sent to a
 *   person who can no longer be reached otherwise) and while the person administers a company
 *   (its trips, invoices and members need someone to answer for them): both say what to do.
 *
 * One rule for the sandbox (which answers both operations), the web's /your-data and the CLI.
 */
import * as Booking from "./Booking.ts";
import * as Csv from "./Csv.ts";
import * as DateTime from "./DateTime.ts";
import * as ErrorCatalogue from "./ErrorCatalogue.ts";
import * as Money from "./Money.ts";
import type * as Schemas from "./schemas/PersonalData.ts";

export type PersonalData = typeof Schemas.PersonalData.Type;
export type BookingRecord = typeof Schemas.BookingRecord.Type;
export type Closed = typeof Schemas.Closed.Type;

/** Booking records are kept this many months at least (the operator licence's record keeping). */
export const recordMonths = 12;

/** The name a closed account's records carry instead of the person's. */
export const closedName = "Closed account";

/** The role that administers a company account (the other is Account.subAccountRole). */
export const adminRole = "ADMIN";

/** Until when the records are kept: `recordMonths` after the later of the closure and the last pickup. */
export const keptUntil = (closedAt: number, lastPickupTime: number | undefined): number => {
  const from = Math.max(closedAt, lastPickupTime ?? closedAt);
  return DateTime.toEpochMs(DateTime.fromEpochMs(from).add({ months: recordMonths }));
};

/** Why an account may not be closed yet. */
export type Refusal = "open_bookings" | "company_admin";

/** What stands in the way of closing: bookings by their status, and the roles held in companies. */
export interface Standing {
  readonly bookingStatuses: ReadonlyArray<Booking.BookingStatus>;
  readonly roles: ReadonlyArray<string>;
}

/** An open booking is one still to happen or under way. */
export const isOpen = (status: Booking.BookingStatus): boolean => !Booking.isFinished(status);

export const refusal = (standing: Standing): Refusal | undefined => {
  if (standing.bookingStatuses.some(isOpen)) return "open_bookings";
  if (standing.roles.includes(adminRole)) return "company_admin";
  return undefined;
};

/** The error codes the dispatch API answers for each refusal (contract extension closeAccount). */
export const refusalCodes: Readonly<Record<Refusal, string>> = {
  open_bookings: "account_has_open_bookings",
  company_admin: "account_is_company_admin",
};

/**
 * What each refusal tells the person: the catalogue's words for its code.
 * @internal The CLI's and the sandbox's tests (my-data, personal-data) check with it what the person is told.
 */
export const refusalMessage = (refusal: Refusal): string => ErrorCatalogue.messageFor(refusalCodes[refusal]);

/** A person as their records name them: their id and their own name, e-mail address and number. */
export interface Person {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
}

/** The passenger of a leg and who made it, as a booking record holds them. */
export interface LegPeople {
  readonly customer_id: number | null;
  readonly passenger_name: string | null;
  readonly passenger_email: string | null;
  readonly passenger_phone: string | null;
}

const sameText = (a: string | null, b: string): boolean =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether the person travels on a leg: one they made with no other passenger named, or one whose
 * passenger is their name (in any case), e-mail address or number. Their details leave such a
 * record when they close their account; on a leg they made for someone else, that passenger's
 * details are the company's record and stay.
 */
export const travelsOn = (leg: LegPeople, person: Person): boolean =>
  (leg.customer_id === person.id && (leg.passenger_name === null || leg.passenger_name.trim() === "")) ||
  sameText(leg.passenger_name, person.name) ||
  sameText(leg.passenger_email, person.email) ||
  leg.passenger_phone === person.phone;

/** What the operator keeps after closing, and what goes: the words of /your-data and the CLI. */
export const keptWords = (operator: string): ReadonlyArray<string> => [
  `${operator} must keep a record of every booking for at least ${recordMonths} months, as its operator licence requires: the pickup, the destinations, the time, the price and the driver and vehicle.`,
  `When you close your account, those records are kept, with your name, phone number, e-mail address, notes and assistance removed, for ${recordMonths} months from then or from your last trip if that is later, then deleted.`,
  "Your profile, saved places, cards, the messages sent to you and your place in any company account are deleted at once, and you are signed out everywhere.",
];

/** What a company admin is told closing a member's account does to the company's trips. */
export const companyTripsOnClosure = `When a member closes their account, the trips they took or booked for the company stay in the company's trips and invoices, with "${closedName}" instead of their name; they leave the company's members at once. They cannot close it while a trip of theirs is still to happen.`;

const link = /https?:\/\/[^\s"'<>]+/g;
/** A path segment or query value of 16 or more base64url characters: a token, as the links carry them. */
const keyInLink = /([/=])[A-Za-z0-9_-]{16,}/g;

/** A one-time code as the texts give it: "482913 is your Solent Cars sign-in code". */
const oneTimeCode = /\b\d{4,8}\b(?=\s+is your\b[^.\n]*\bcode\b)/gi;

/** The words a removed key leaves in a link. */
export const removedKey = "[removed]";

/**
 * A message's text with the keys of its links taken out ("/manage/[removed]") and its one-time
 * codes: the track, manage, pay, share, invitation and password links and the sign-in codes the
 * operator sent are credentials, and the download must not be one (docs/decisions/personal-data.md).
 */
export const withoutKeys = (text: string): string =>
  text
    .replace(link, (url) => url.replace(keyInLink, (_, lead: string) => `${lead}${removedKey}`))
    .replace(oneTimeCode, removedKey);

/** The file a download is saved as: "solent-cars-your-data-2026-11-29.json". */
export const fileName = (operator: string, generatedAt: number, extension: "json" | "csv"): string => {
  const slug = operator
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    // Each run is one "-" by now: at most one at either end.
    .replace(/^-|-$/g, "");
  return `${slug === "" ? "operator" : slug}-your-data-${DateTime.londonDateOf(generatedAt)}.${extension}`;
};

/** The fields that hold an instant: written as ISO 8601 with London's offset in the files. */
const instantFields = new Set(["generated_at", "created_at", "pickup_time", "sent_at", "closed_at", "kept_until"]);

/** The data as the JSON file a person downloads: the dispatch API's field names, instants as ISO 8601. */
export const json = (data: PersonalData): string =>
  `${JSON.stringify(
    data,
    (key, value: unknown) => (instantFields.has(key) && typeof value === "number" ? DateTime.toWire(value) : value),
    2,
  )}\n`;

type Row = readonly [section: string, item: string | number, field: string, value: Csv.CellValue];

const timeOf = (epochMs: number): string => DateTime.toWire(epochMs);

const bookingRows = (booking: BookingRecord): ReadonlyArray<Row> => {
  const row = (field: string, value: Csv.CellValue): Row => ["booking", booking.id, field, value];
  return [
    row("pair_id", booking.pair_id),
    row("leg", booking.leg),
    row("status", booking.status),
    row("created_at", timeOf(booking.created_at)),
    row("pickup_time", timeOf(booking.pickup_time)),
    row("pickup", booking.pickup),
    ...booking.destinations.map((place, index) => row(`destination_${index + 1}`, place)),
    row("passengers", booking.passengers),
    row("luggage", booking.luggage),
    row("ride_type", booking.ride_type),
    row("passenger_name", booking.passenger_name),
    row("passenger_phone", booking.passenger_phone),
    row("passenger_email", booking.passenger_email),
    row("notes", booking.notes),
    row("assistance", booking.assistance),
    row("flight", booking.flight),
    row("payment_method", booking.payment_method),
    row("payment_status", booking.payment_status),
    row("price", Money.format(booking.price)),
    row(
      "cancellation_fee",
      booking.cancellation_fee === undefined ? undefined : Money.format(booking.cancellation_fee),
    ),
    row("company", booking.company),
  ].filter(([, , , value]) => value !== undefined);
};

/**
 * The same data as CSV, one fact a line: section, item, field, value. One table holds every
 * section (a spreadsheet filters it by section), and text a spreadsheet would run is neutralised
 * (Csv.ts).
 */
export const csv = (data: PersonalData): string => {
  const { profile } = data;
  const rows: ReadonlyArray<Row> = [
    ["file", "", "operator", data.operator],
    ["file", "", "generated_at", timeOf(data.generated_at)],
    ["profile", "", "name", profile.name],
    ["profile", "", "email_address", profile.email_address],
    ["profile", "", "contact_number", profile.contact_number],
    ["profile", "", "default_payment_type", profile.default_payment_type],
    ["profile", "", "created_at", timeOf(profile.created_at)],
    ...data.companies.flatMap((company): ReadonlyArray<Row> => [
      ["company", company.business_id, "name", company.name],
      ["company", company.business_id, "role", company.role],
    ]),
    ...data.saved_places.flatMap((place, index): ReadonlyArray<Row> => [
      ["saved_place", index + 1, "name", place.name],
      ["saved_place", index + 1, "address", place.description],
      ["saved_place", index + 1, "default_pickup", place.is_default],
    ]),
    ...data.bookings.flatMap(bookingRows),
    ...data.cards.flatMap((card, index): ReadonlyArray<Row> => [
      ["card", index + 1, "brand", card.brand],
      ["card", index + 1, "last4", card.last4],
      ["card", index + 1, "expires", `${String(card.exp_month).padStart(2, "0")}/${card.exp_year}`],
    ]),
    ...data.messages.flatMap((message, index): ReadonlyArray<Row> => [
      ["message", index + 1, "channel", message.channel],
      ["message", index + 1, "to", message.to],
      ["message", index + 1, "sent_at", timeOf(message.sent_at)],
      ["message", index + 1, "subject", message.subject],
      ["message", index + 1, "body", message.body],
    ]),
  ];
  return Csv.document(["section", "item", "field", "value"], rows);
};
