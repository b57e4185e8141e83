/**
 * The driver portal: the driver's profile, sign-up status and bids on repeat-service contracts
 * (spec §2 /driver, /driver-signup and /driver/bids, §3 Driver auth, §4 Driver session, §7
 * Driver). The shapes are the contract's; the bidding rules follow from them.
 */
import { Schema } from "effect";
import { Temporal } from "./Temporal.ts";
import * as Assistance from "./Assistance.ts";
import * as Booking from "./Booking.ts";
import * as Money from "./Money.ts";
import { isOneOf } from "./OneOf.ts";
import type * as Session from "./Session.ts";
import * as Upload from "./Upload.ts";
import * as AssistanceSchema from "./schemas/Assistance.ts";
import * as LocationSchema from "./schemas/Location.ts";
import * as MoneySchema from "./schemas/Money.ts";

export const DriverVehicle = Schema.Struct({
  make: Schema.String,
  model: Schema.String,
  colour: Schema.optionalKey(Schema.String),
  registration: Schema.String,
  seats: Schema.optionalKey(Schema.Int),
  wheelchair_accessible: Schema.optionalKey(Schema.Boolean),
});
export type DriverVehicle = typeof DriverVehicle.Type;

/** The driver data kept for the session (§3 Driver auth: driverData). */
export const DriverProfile = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  email: Schema.String,
  contact_number: Schema.optionalKey(Schema.String),
  callsign: Schema.optionalKey(Schema.String),
  /** Private-hire or hackney badge. */
  badge_number: Schema.optionalKey(Schema.String),
  licensing_authority: Schema.optionalKey(Schema.String),
  vehicle: Schema.optionalKey(DriverVehicle),
  /** Ride types the vehicle can serve. */
  ride_type_ids: Schema.optionalKey(Schema.Array(Schema.Int)),
});
export type DriverProfile = typeof DriverProfile.Type;

/** A signed-in driver: the separate driver token, the profile and when the session ends. */
export const DriverLogin = Schema.Struct({
  accessToken: Schema.String,
  driver: DriverProfile,
  /** Epoch milliseconds: login time + 10 minutes (§4). */
  sessionExpiresAt: Schema.Number,
});
export type DriverLogin = typeof DriverLogin.Type;

/** The driver session (Session.DriverSession) after a login; the server's expiry is authoritative. */
export const sessionFrom = (login: DriverLogin): Session.DriverSession => ({
  isAuthenticated: true,
  email: login.driver.email,
  sessionExpiresAt: login.sessionExpiresAt,
});

/**
 * Where an application stands. "emailed": asked by e-mail address alone, without the applicant's
 * upload token or driver session, the status went to that address (if it has an application)
 * rather than to whoever asked (docs/decisions/account-discovery.md).
 */
export const SignupStatus = Schema.Literals([
  "not_started",
  "pending_documents",
  "under_review",
  "approved",
  "rejected",
  "emailed",
]);
export type SignupStatus = typeof SignupStatus.Type;

/** An application's status in words, for the e-mail that tells the applicant where it stands. */
export const signupStatusWords: Readonly<Record<SignupStatus, string>> = {
  not_started: "not started",
  pending_documents: "submitted, waiting for your documents",
  under_review: "under review",
  approved: "approved: you can sign in to the driver portal",
  rejected: "not taken forward",
  emailed: "sent by e-mail",
};

export const DriverSignupStatus = Schema.Struct({
  status: SignupStatus,
  application_id: Schema.optionalKey(Schema.Int),
  missing_documents: Schema.optionalKey(Schema.Array(Schema.String)),
  submitted_at: Schema.optionalKey(Schema.Number),
});
export type DriverSignupStatus = typeof DriverSignupStatus.Type;

/** The driver sign-up form (§3 sign-up form values plus licensing and vehicle). */
export const DriverSignup = Schema.Struct({
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String,
  /** Dial code, default +44. */
  countryCode: Schema.optionalKey(Schema.String),
  phoneNumber: Schema.String,
  password: Schema.String,
  confirmPassword: Schema.optionalKey(Schema.String),
  acceptPolicy: Schema.Boolean,
  licensing_authority: Schema.optionalKey(Schema.String),
  badge_number: Schema.optionalKey(Schema.String),
  /** "YYYY-MM-DD": the private-hire driver badge's expiry. */
  badge_expires: Schema.String,
  dvla_licence_number: Schema.String,
  /** "YYYY-MM-DD": the photocard's expiry (a photocard is renewed every 10 years). */
  dvla_licence_expires: Schema.String,
  /** The enhanced DBS certificate's 12-digit number (isDbsCertificateNumber). */
  dbs_certificate_number: Schema.String,
  /** "YYYY-MM-DD": the day the certificate was issued (dbsValidMonths). */
  dbs_issued: Schema.String,
  vehicle: Schema.optionalKey(DriverVehicle),
});
export type DriverSignup = typeof DriverSignup.Type;

/** A typed DVLA licence number as it is stored: capitals, without spaces. */
export const normaliseDvlaNumber = (typed: string): string => typed.replace(/\s+/g, "").toUpperCase();

/**
 * A DVLA (Great Britain) driving licence number: 16 characters — the surname's first five letters
 * padded with 9s, six digits of the birth date (decade, month with 50 added for women, day, year),
 * two initials padded with 9s, a digit, then two check characters. Spaces and case do not matter.
 */
export const isDvlaLicenceNumber = (typed: string): boolean => {
  const match = /^[A-Z9]{5}\d(\d{2})(\d{2})\d[A-Z9]{2}\d[A-Z0-9]{2}$/.exec(normaliseDvlaNumber(typed));
  if (match === null) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return ((month >= 1 && month <= 12) || (month >= 51 && month <= 62)) && day >= 1 && day <= 31;
};

/** An enhanced DBS certificate number: 12 digits, as printed at the top right of the certificate (spaces do not matter). */
export const isDbsCertificateNumber = (typed: string): boolean => /^\d{12}$/.test(typed.replace(/\s+/g, ""));

/**
 * How long an enhanced DBS certificate is taken for, in months from its issue date: councils'
 * private hire driver conditions ask for a new one every three years (or a check on the DBS Update
 * Service, which an operator's licensing desk does with the certificate's number).
 */
export const dbsValidMonths = 36;

export type LicenceField =
  "badge_expires" | "dvla_licence_number" | "dvla_licence_expires" | "dbs_certificate_number" | "dbs_issued";
export type LicenceProblem = "missing" | "invalid" | "expired" | "future";

/** What the form and the server say of each problem (GOV.UK wording: what to do, not what is wrong). */
export const licenceMessages: Readonly<Record<LicenceField, Readonly<Record<LicenceProblem, string>>>> = {
  dvla_licence_number: {
    missing: "Enter your DVLA driving licence number",
    invalid: "Enter the 16-character licence number from section 5 of your photocard, for example MORGA753116SM9IJ",
    expired: "Enter your DVLA driving licence number",
    future: "Enter your DVLA driving licence number",
  },
  badge_expires: {
    missing: "Enter the date your private-hire driver badge expires",
    invalid: "Enter the badge's expiry date as a real date",
    expired: "Your private-hire driver badge has expired. Apply once the council has renewed it",
    future: "Enter the badge's expiry date as a real date",
  },
  dvla_licence_expires: {
    missing: "Enter the date your photocard expires",
    invalid: "Enter the photocard's expiry date as a real date",
    expired: "Your photocard has expired. Apply once the DVLA has renewed it",
    future: "Enter the photocard's expiry date as a real date",
  },
  dbs_certificate_number: {
    missing: "Enter the number of your enhanced DBS certificate",
    invalid:
      "Enter the 12-digit certificate number from the top right of your DBS certificate, for example 001234567890",
    expired: "Enter the number of your enhanced DBS certificate",
    future: "Enter the number of your enhanced DBS certificate",
  },
  dbs_issued: {
    missing: "Enter the date your enhanced DBS certificate was issued",
    invalid: "Enter the certificate's issue date as a real date",
    expired:
      "Your DBS certificate is more than 3 years old. Apply once you have a new one, or give the operator your DBS Update Service details",
    future: "The issue date cannot be in the future. Enter the date printed on the certificate",
  },
};

/**
 * The licence rule of the application, for the form and the server alike: a DVLA number of the
 * DVLA's shape, an enhanced DBS certificate of 12 digits issued no more than dbsValidMonths ago and
 * not after today, and both the badge and the photocard still valid today (an expiry date is the last
 * day it is valid, in Europe/London). A driver whose badge has lapsed cannot be put to work, so an
 * operator does not take the application.
 */
export const licenceProblems = (
  licence: { readonly [Field in LicenceField]?: string | undefined },
  today: string,
): Partial<Record<LicenceField, LicenceProblem>> => {
  const problems: Partial<Record<LicenceField, LicenceProblem>> = {};
  const number = licence.dvla_licence_number?.trim() ?? "";
  if (number === "") problems.dvla_licence_number = "missing";
  else if (!isDvlaLicenceNumber(number)) problems.dvla_licence_number = "invalid";
  const dbs = licence.dbs_certificate_number?.trim() ?? "";
  if (dbs === "") problems.dbs_certificate_number = "missing";
  else if (!isDbsCertificateNumber(dbs)) problems.dbs_certificate_number = "invalid";
  const day = Temporal.PlainDate.from(today);
  for (const field of ["badge_expires", "dvla_licence_expires", "dbs_issued"] as const) {
    const typed = licence[field]?.trim() ?? "";
    if (typed === "") {
      problems[field] = "missing";
      continue;
    }
    let date: Temporal.PlainDate;
    try {
      date = Temporal.PlainDate.from(typed, { overflow: "reject" });
    } catch {
      problems[field] = "invalid";
      continue;
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(typed)) problems[field] = "invalid";
    else if (field === "dbs_issued") {
      // Issued on a day that has come, and no more than dbsValidMonths before today.
      if (Temporal.PlainDate.compare(date, day) > 0) problems[field] = "future";
      else if (Temporal.PlainDate.compare(date.add({ months: dbsValidMonths }), day) < 0) problems[field] = "expired";
    } else if (Temporal.PlainDate.compare(date, day) < 0) problems[field] = "expired";
  }
  return problems;
};

/**
 * The documents a UK private-hire operator needs before a driver may work: the DVLA licence, the
 * council's private-hire driver licence (the badge) and vehicle licence, hire and reward insurance,
 * the enhanced DBS certificate (the operator keeps its own record of it: statutory taxi and private
 * hire standards, 2020) and evidence of the right to work in the UK (Immigration Act 2016 makes it
 * a condition of a driver's licence). One file each; a second upload of the same document
 * replaces the first (§5 limit one).
 */
export const documentKinds = [
  "driving_licence",
  "phd_licence",
  "phv_licence",
  "insurance",
  "dbs_certificate",
  "right_to_work",
] as const;
export const DocumentKind = Schema.Literals(documentKinds);
export type DocumentKind = typeof DocumentKind.Type;

export const documentNames: Readonly<Record<DocumentKind, string>> = {
  driving_licence: "DVLA driving licence",
  phd_licence: "Private-hire driver licence",
  phv_licence: "Private-hire vehicle licence",
  insurance: "Hire and reward insurance certificate",
  dbs_certificate: "Enhanced DBS certificate",
  right_to_work: "Right to work in the UK (passport, share code or visa)",
};

/** A scan or a phone photo: PDF, JPEG or PNG. */
export const documentTypes = ["application/pdf", "image/jpeg", "image/png"] as const;
export type DocumentType = (typeof documentTypes)[number];

/**
 * At most 3,000 kb a file (§9: kb = bytes / 1000): a phone photo of a licence is 1–3 MB, and the
 * file travels base64-encoded inside the dispatch API's 5 MiB body limit.
 */
export const maxDocumentBytes = 3_000_000;

export type DocumentRefusal = "type" | "size";

/** Why a chosen file is not taken as a document, or undefined when it is (the before-upload check). */
export const documentRefusal = (file: {
  readonly type: string;
  readonly size: number;
}): DocumentRefusal | undefined => {
  if (!isOneOf(documentTypes, file.type)) return "type";
  if (file.size <= 0 || file.size > maxDocumentBytes) return "size";
  return undefined;
};

/**
 * The before-upload check's answer (§5, §8): a file of another type is "Upload Failed!"; one too
 * big or empty gets its own message, naming the size in kb.
 */
export const documentCheck = (file: { readonly type: string; readonly size: number }): Upload.Check => {
  const refusal = documentRefusal(file);
  if (refusal === undefined) return Upload.checkResult(true);
  if (refusal === "type") return Upload.checkResult(false);
  return Upload.checkResult(
    `Files can be up to ${Upload.formatSize(maxDocumentBytes)}; this one is ${Upload.formatSize(file.size)}.`,
  );
};

/** What a file's first bytes say it is (the server does not trust the declared type). */
export const sniffDocumentType = (bytes: Uint8Array): DocumentType | undefined => {
  const starts = (...prefix: ReadonlyArray<number>) => prefix.every((byte, index) => bytes[index] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return "application/pdf";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  return undefined;
};

/** The documents still to send, in the order the operator asks for them. */
export const missingDocuments = (uploaded: ReadonlyArray<DocumentKind>): ReadonlyArray<DocumentKind> =>
  documentKinds.filter((kind) => !uploaded.includes(kind));

/**
 * The documents still to send as checkSignupStatus reports them: by name, and the key left out
 * when none is missing. The sandbox answers with it; the web updates a status it showed with it.
 */
export const missingDocumentsField = (
  missing: ReadonlyArray<DocumentKind>,
): { readonly missing_documents?: ReadonlyArray<string> } =>
  missing.length === 0 ? {} : { missing_documents: missing.map((kind) => documentNames[kind]) };

/**
 * Where an application stands after a document arrives: still waiting while any is missing, then
 * under review. A decided application (approved or rejected) takes no more documents.
 */
export const statusWithDocuments = (
  status: SignupStatus,
  uploaded: ReadonlyArray<DocumentKind>,
): SignupStatus | undefined => {
  if (status !== "pending_documents" && status !== "under_review") return undefined;
  return missingDocuments(uploaded).length === 0 ? "under_review" : "pending_documents";
};

export const DriverApplication = Schema.Struct({
  application_id: Schema.Int,
  status: Schema.Literals(["pending_documents", "under_review"]),
  /** The credential for uploadDriverDocument. */
  upload_token: Schema.optionalKey(Schema.String),
});
export type DriverApplication = typeof DriverApplication.Type;

/** A document to send: the file's bytes base64-encoded; without `document`, only what is missing is read. */
export interface DocumentUpload {
  readonly upload_token: string;
  readonly document?: DocumentKind;
  readonly file_name?: string;
  readonly content_type?: DocumentType;
  readonly content_base64?: string;
}

/** An application's documents: which are in and which are still missing. */
export const DriverDocuments = Schema.Struct({
  application_id: Schema.Int,
  status: Schema.Literals(["pending_documents", "under_review"]),
  missing: Schema.Array(DocumentKind),
  documents: Schema.Array(
    Schema.Struct({
      document: DocumentKind,
      file_name: Schema.String,
      size_bytes: Schema.Int,
      /** Epoch milliseconds. */
      uploaded_at: Schema.Number,
    }),
  ),
});
export type DriverDocuments = typeof DriverDocuments.Type;

export const weekdays = ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"] as const;
export const Weekday = Schema.Literals(weekdays);
export type Weekday = typeof Weekday.Type;

/** When a repeat service runs: local Europe/London times and ISO dates. */
export const ContractSchedule = Schema.Struct({
  days: Schema.Array(Weekday),
  /** "HH:MM". */
  outbound_time: Schema.String,
  return_time: Schema.optionalKey(Schema.String),
  /** "YYYY-MM-DD". */
  start_date: Schema.String,
  end_date: Schema.String,
  excluded_dates: Schema.optionalKey(Schema.Array(Schema.String)),
});
export type ContractSchedule = typeof ContractSchedule.Type;

/**
 * Where a bid stands on the dispatch side. "shortlisted": the operator has narrowed the bids to a
 * few before awarding (how councils and NHS trusts tender repeat transport); "accepted" is the
 * winning bid, "rejected" one not chosen.
 */
export const BidStatus = Schema.Literals(["submitted", "shortlisted", "accepted", "rejected", "withdrawn"]);
export type BidStatus = typeof BidStatus.Type;

/**
 * A live bid is one still in the running: submitted or shortlisted. It is the driver's one bid on
 * the contract; a withdrawn, rejected or accepted one is not in play any more.
 */
export const isLiveBid = (status: BidStatus): boolean => status === "submitted" || status === "shortlisted";

export const Bid = Schema.Struct({
  id: Schema.Int,
  contract_id: Schema.Int,
  /** Price per trip. */
  amount: MoneySchema.Money,
  note: Schema.optionalKey(Schema.String),
  status: BidStatus,
  /** Epoch milliseconds. */
  placed_at: Schema.Number,
});
export type Bid = typeof Bid.Type;

export const ContractCategory = Schema.Literals([
  "school_run",
  "hospital_transfer",
  "care_home",
  "staff_shuttle",
  "other",
]);
export type ContractCategory = typeof ContractCategory.Type;

export const ContractStatus = Schema.Literals(["open", "closed", "awarded", "cancelled"]);
export type ContractStatus = typeof ContractStatus.Type;

/** A repeat-service contract open for bids (§2 /driver/bids). */
export const RepeatContract = Schema.Struct({
  id: Schema.Int,
  reference: Schema.String,
  title: Schema.String,
  category: Schema.optionalKey(ContractCategory),
  description: Schema.optionalKey(Schema.String),
  status: ContractStatus,
  pickup_location: LocationSchema.Location,
  destinations: Schema.Array(Booking.Stop),
  passengers: Schema.optionalKey(Schema.Int),
  luggage: Schema.optionalKey(Schema.Int),
  wheelchair_required: Schema.optionalKey(Schema.Boolean),
  /** What the contract's passengers need of the driver (contract extension), as a booking says it. */
  assistance: Schema.optionalKey(AssistanceSchema.Assistance),
  ride_type_id: Schema.optionalKey(Schema.Int),
  schedule: ContractSchedule,
  /** The dispatch API's count of trips; the clients show contractTrips(schedule), which the sandbox answers here. */
  trips_total: Schema.optionalKey(Schema.Int),
  estimated_miles_per_trip: Schema.optionalKey(Schema.Number),
  guide_price_per_trip: Schema.optionalKey(MoneySchema.Money),
  requirements: Schema.optionalKey(Schema.Array(Schema.String)),
  /** Epoch milliseconds. */
  bidding_closes_at: Schema.Number,
  /** Live bids of every driver, the driver's own included (bidsSoFar). */
  bids_count: Schema.optionalKey(Schema.Int),
  my_bid: Schema.optionalKey(Schema.NullOr(Bid)),
});
export type RepeatContract = typeof RepeatContract.Type;

/** A bid to place: the price per trip and a note; or, with withdraw, the driver's bid taken back. */
export const BidRequest = Schema.Struct({
  contract_id: Schema.Int,
  amount: MoneySchema.Money,
  note: Schema.optionalKey(Schema.String),
  withdraw: Schema.optionalKey(Schema.Boolean),
});
export type BidRequest = typeof BidRequest.Type;

/** What the bidding rules read of a contract: the sandbox passes its rows, the clients the contract's shape. */
export interface BidContract {
  readonly status: ContractStatus;
  readonly bidding_closes_at: number;
  readonly my_bid?: { readonly status: BidStatus } | null | undefined;
  readonly wheelchair_required?: boolean | undefined;
  readonly assistance?: Assistance.Assistance | undefined;
  readonly ride_type_id?: number | undefined;
}

/**
 * Whether only a wheelchair-accessible vehicle may take the contract: dispatch says so, or a
 * passenger stays in the wheelchair (Assistance.needsWheelchairVehicle, the booking's rule). An
 * assistance dog or any other need never rules a driver out: every driver must carry them.
 */
export const needsWheelchairVehicle = (contract: Pick<BidContract, "wheelchair_required" | "assistance">): boolean =>
  contract.wheelchair_required === true || Assistance.needsWheelchairVehicle(contract.assistance);

/** What the bidding rules read of a driver. */
export interface Bidder {
  readonly vehicle?: { readonly wheelchair_accessible?: boolean | undefined } | undefined;
  readonly ride_type_ids?: ReadonlyArray<number> | undefined;
}

/** True while the contract takes bids. */
export const isOpenForBids = (contract: Pick<BidContract, "status" | "bidding_closes_at">, nowMs: number): boolean =>
  contract.status === "open" && nowMs < contract.bidding_closes_at;

/** Why this driver cannot bid on the contract now, or undefined when they can. */
export type BidRefusal = "closed" | "already_bid" | "wheelchair_required" | "ride_type";

/**
 * One rule for every client and the sandbox: bidding must be open; a driver holds one
 * live bid per contract (a submitted bid stands as placed, so the operator compares bids that
 * were not revised after the fact; a withdrawn or rejected one does not count); a wheelchair contract needs a
 * wheelchair-accessible vehicle; a contract for a ride type needs a driver licensed for it.
 */
export const bidRefusal = (contract: BidContract, driver: Bidder, nowMs: number): BidRefusal | undefined => {
  if (!isOpenForBids(contract, nowMs)) return "closed";
  if (contract.my_bid !== undefined && contract.my_bid !== null && isLiveBid(contract.my_bid.status)) {
    return "already_bid";
  }
  if (needsWheelchairVehicle(contract) && driver.vehicle?.wheelchair_accessible !== true) {
    return "wheelchair_required";
  }
  if (
    contract.ride_type_id !== undefined &&
    driver.ride_type_ids !== undefined &&
    !driver.ride_type_ids.includes(contract.ride_type_id)
  ) {
    return "ride_type";
  }
  return undefined;
};

/** The error code the dispatch API answers for each refusal (contract extension codes). */
export const refusalCodes: Readonly<Record<BidRefusal, string>> = {
  closed: "contract_not_open",
  already_bid: "bid_already_placed",
  wheelchair_required: "vehicle_not_suitable",
  ride_type: "vehicle_not_suitable",
};

/**
 * Whether the driver may take their bid back now: only a live bid, only while bidding is open.
 * A change of price is a withdrawal and a new bid, so a shortlisted bid that is changed goes back
 * to "submitted": the operator shortlisted the price they saw, not the new one.
 */
export const withdrawRefusal = (
  contract: Pick<BidContract, "status" | "bidding_closes_at" | "my_bid">,
  nowMs: number,
): "closed" | "no_bid" | undefined => {
  if (!isOpenForBids(contract, nowMs)) return "closed";
  if (contract.my_bid === undefined || contract.my_bid === null || !isLiveBid(contract.my_bid.status)) return "no_bid";
  return undefined;
};

/**
 * What a driver is told of their bid: submitted, shortlisted, won, lost, withdrawn, or
 * "contract closed" when bidding ended without a decision on their live bid (closed or cancelled;
 * an awarded contract that their bid did not win is "lost").
 */
export const bidStates = ["submitted", "shortlisted", "won", "lost", "withdrawn", "contract_closed"] as const;
export type BidState = (typeof bidStates)[number];

export const bidState = (
  contract: Pick<BidContract, "status" | "bidding_closes_at">,
  bid: { readonly status: BidStatus },
  nowMs: number,
): BidState => {
  switch (bid.status) {
    case "accepted":
      return "won";
    case "rejected":
      return "lost";
    case "withdrawn":
      return "withdrawn";
    default:
      // A live bid: an awarded contract went to someone else (their bid would be "accepted");
      // a cancelled one will not be awarded; after bidding closes a submitted bid waits for the
      // decision ("contract closed"), a shortlisted one is still on the shortlist.
      if (contract.status === "awarded") return "lost";
      if (contract.status === "cancelled") return "contract_closed";
      if (bid.status === "shortlisted") return "shortlisted";
      return isOpenForBids(contract, nowMs) ? "submitted" : "contract_closed";
  }
};

/** A bid is a positive whole number of pence (placeBid). */
export const isValidBidAmount = (amount: Money.Money): boolean =>
  Number.isInteger(amount.amountMinor) && amount.amountMinor > 0;

/**
 * The dates the service runs: the scheduled weekdays from start to end, without the excluded dates.
 * @internal The property tests check contractTrips, which counts by whole weeks, against it day by day.
 */
export const serviceDates = (schedule: ContractSchedule): ReadonlyArray<string> => {
  const excluded = new Set(schedule.excluded_dates ?? []);
  const end = Temporal.PlainDate.from(schedule.end_date);
  const dates: Array<string> = [];
  for (let day = Temporal.PlainDate.from(schedule.start_date); Temporal.PlainDate.compare(day, end) <= 0;) {
    // dayOfWeek is 1 (Monday) to 7 (Sunday), so every day names one of the weekdays.
    const weekday = weekdays[day.dayOfWeek - 1];
    if (schedule.days.some((scheduled) => scheduled === weekday) && !excluded.has(day.toString())) {
      dates.push(day.toString());
    }
    day = day.add({ days: 1 });
  }
  return dates;
};

/** Trips on each day the service runs: one out, and one back when the schedule has a return time. */
export const tripsPerServiceDay = (schedule: Pick<ContractSchedule, "return_time">): 1 | 2 =>
  schedule.return_time === undefined ? 1 : 2;

/** An excluded date as the day it names, when it is a calendar date written as ISO "YYYY-MM-DD". */
const isoDate = (typed: string): Temporal.PlainDate | undefined => {
  try {
    const date = Temporal.PlainDate.from(typed, { overflow: "reject" });
    return date.toString() === typed ? date : undefined;
  } catch {
    return undefined;
  }
};

/**
 * How many trips a contract is: the one count the card's schedule, a bid's total, the sandbox's
 * `trips_total` and the CLI all show (spec §2 /driver/bids). Decided here:
 * - a service day is a date from `start_date` to `end_date`, both included, on one of the
 *   scheduled weekdays and not among `excluded_dates` (the operator lists school holidays and
 *   bank holidays there; a holiday that is not listed is worked);
 * - each service day is one trip, or two when the schedule has a return time (out and back are
 *   separate journeys, each paid at the bid's price per trip);
 * - an excluded date outside the period, on a day the service does not run, listed twice or not
 *   an ISO date removes nothing; an end before the start is no trips;
 * - the count comes from the schedule alone: a `trips_total` a dispatch API sends beside it is not
 *   read, so what the card says always matches the dates the driver commits to.
 * Counted by whole weeks rather than day by day, so a schedule over many years costs no more than
 * one over a term; it agrees with `serviceDates` (property-tested).
 */
export const contractTrips = (schedule: ContractSchedule): number => {
  const start = Temporal.PlainDate.from(schedule.start_date);
  const end = Temporal.PlainDate.from(schedule.end_date);
  if (Temporal.PlainDate.compare(start, end) > 0) return 0;
  const runs = new Set(schedule.days.map((day) => weekdays.indexOf(day)));
  const span = start.until(end, { largestUnit: "days" }).days + 1;
  let days = Math.floor(span / 7) * runs.size;
  for (let offset = 0; offset < span % 7; offset += 1) {
    if (runs.has((start.dayOfWeek - 1 + offset) % 7)) days += 1;
  }
  for (const typed of new Set(schedule.excluded_dates ?? [])) {
    const date = isoDate(typed);
    if (
      date !== undefined &&
      runs.has(date.dayOfWeek - 1) &&
      Temporal.PlainDate.compare(date, start) >= 0 &&
      Temporal.PlainDate.compare(date, end) <= 0
    ) {
      days -= 1;
    }
  }
  return days * tripsPerServiceDay(schedule);
};

/** The total a bid comes to over the service: the price per trip times contractTrips, to the penny. */
export const bidTotal = (amount: Money.Money, schedule: ContractSchedule): Money.Money =>
  Money.fromMinor(amount.amountMinor * contractTrips(schedule), amount.currency);

/**
 * How many bids a contract has so far, as the card says ("3 bids so far"): the live ones
 * (isLiveBid) of every driver. A withdrawn bid was taken back and is not a bid any more; a
 * rejected or accepted one was decided, so the contract no longer takes bids.
 */
export const bidsSoFar = (bids: ReadonlyArray<{ readonly status: BidStatus }>): number =>
  bids.filter((bid) => isLiveBid(bid.status)).length;

/**
 * A contract as the driver's client holds it once the dispatch API answered a bid of theirs
 * (placed, changed or withdrawn): the bid becomes `my_bid` and the count of bids moves by what it
 * changed, so the card says the same as the next getContractsForWeb would (bidsSoFar) without
 * loading the contracts again.
 */
export const withMyBid = (contract: RepeatContract, bid: Bid): RepeatContract => {
  const live = (mine: { readonly status: BidStatus } | null | undefined) =>
    mine !== undefined && mine !== null && isLiveBid(mine.status) ? 1 : 0;
  return {
    ...contract,
    my_bid: bid,
    bids_count: Math.max(0, (contract.bids_count ?? 0) - live(contract.my_bid) + live(bid)),
  };
};

/**
 * The operator's decisions on a contract's bids, made in their own back office (the sandbox has a
 * stand-in, `/sandbox/contracts/decide`): shortlist live bids, then award the contract to one of
 * them, which rejects every other live bid. Answers the bids' new statuses, or undefined when the
 * decision names a bid that is not live.
 */
export type OperatorDecision =
  | { readonly kind: "shortlist"; readonly bidIds: ReadonlyArray<number> }
  | { readonly kind: "award"; readonly bidId: number };

export const decide = <B extends { readonly id: number; readonly status: BidStatus }>(
  bids: ReadonlyArray<B>,
  decision: OperatorDecision,
): ReadonlyArray<B> | undefined => {
  const named = decision.kind === "shortlist" ? decision.bidIds : [decision.bidId];
  const live = new Set(bids.filter((bid) => isLiveBid(bid.status)).map((bid) => bid.id));
  if (named.length === 0 || named.some((id) => !live.has(id))) return undefined;
  return bids.map((bid) => {
    if (!live.has(bid.id)) return bid;
    if (decision.kind === "shortlist") return named.includes(bid.id) ? { ...bid, status: "shortlisted" } : bid;
    return { ...bid, status: bid.id === decision.bidId ? "accepted" : "rejected" };
  });
};
