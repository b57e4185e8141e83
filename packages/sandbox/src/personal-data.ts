/**
 * A person's data and closing their account (contract extensions getPersonalData and
 * closeAccount; the domain's PersonalData holds the rules, docs/decisions/personal-data.md the
 * decisions).
 *
 * - getPersonalData: the profile, the companies, saved places, the bookings the person made or
 *   travelled on (someone booked them with the person's e-mail or number), as records without
 *   their tokens, active cards by brand and last four digits, and the messages the outbox sent to
 *   their e-mail address or number, without the keys of their links or their one-time codes.
 * - closeAccount: confirmed with the password; refused by PersonalData.refusal (their bookings,
 *   made or travelled on, and their roles). It deletes the saved places, cards, messages, company
 *   memberships and invitations, promo redemptions, stored idempotent answers, sign-in counters,
 *   sessions (the cookie too), one-time codes and reset links. The customer row stays, as the key
 *   of the kept records, named "Closed account" with an address and number that are neither, so
 *   sign-in, a reset and a phone code find no one and the person's own are free to register again.
 *   Every booking of theirs keeps its record without their details; those they made get new
 *   tokens and lose their share links, so no link sent before opens them. Payment records are the
 *   operator's accounts and stay as they are; so do ride reviews and no-show reports, a licensed
 *   operator's complaint records.
 */
import { Assistance, Booking, PersonalData } from "@cabline/domain";
import { accountsOf } from "./accounts.ts";
import { passwordMatches } from "./auth.ts";
import type { BookingRow } from "./booking-records.ts";
import { fareOf, searchText } from "./booking-records.ts";
import type { Ctx, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import { fail } from "./errors.ts";
import { optString } from "./input.ts";
import { money } from "./money.ts";
import * as RateLimit from "./rate-limit.ts";
import { clearedSessionCookie, revokeAll } from "./sessions.ts";
import { randomToken } from "./tokens.ts";
import { formatInstant } from "./time.ts";
import { decodeAssistance, decodeDescribed, decodeDescribedStops, decodeFlightNumber } from "./stored-json.ts";

/** A stored JSON column read with `decode`; undefined when null or not what it should hold. */
const parse = <T>(text: string | null, decode: (text: string) => T): T | undefined => {
  if (text === null) return undefined;
  try {
    return decode(text);
  } catch {
    return undefined;
  }
};

const described = (text: string): string => parse(text, decodeDescribed)?.description ?? "";

const assistanceText = (row: BookingRow): string | undefined => {
  const asked = parse(row.assistance, decodeAssistance);
  return asked === undefined || Assistance.isNone(asked) ? undefined : Assistance.text(asked);
};

const present = (key: string, value: string | null | undefined): Readonly<Record<string, string>> =>
  value === null || value === undefined || value === "" ? {} : { [key]: value };

const companyNames = (ctx: Ctx): ReadonlyMap<number, string> =>
  new Map(
    ctx.db
      .all<{ id: number; name: string }>("SELECT id, name FROM businesses WHERE tenant = ?", ctx.tenant.code)
      .map((row) => [row.id, row.name]),
  );

const bookingRecord = (row: BookingRow, companies: ReadonlyMap<number, string>): Record<string, unknown> => {
  return {
    id: row.id,
    pair_id: row.pair_id,
    leg: row.leg,
    status: row.status,
    created_at: formatInstant(row.created_at),
    pickup_time: formatInstant(row.pickup_time),
    pickup: described(row.pickup),
    destinations: (parse(row.destinations, decodeDescribedStops) ?? []).map((stop) => stop.description ?? ""),
    passengers: row.passengers,
    luggage: row.luggage,
    ride_type: row.ride_type_name,
    ...present("passenger_name", row.passenger_name),
    ...present("passenger_phone", row.passenger_phone),
    ...present("passenger_email", row.passenger_email),
    ...present("notes", row.notes),
    ...present("assistance", assistanceText(row)),
    ...present("flight", parse(row.flight, decodeFlightNumber)?.number),
    payment_method: row.payment_method,
    ...present("payment_status", row.payment_status),
    price: fareOf(row).total,
    ...(row.cancellation_fee === null ? {} : { cancellation_fee: money(row.cancellation_fee) }),
    ...present("company", row.business_id === null ? undefined : companies.get(row.business_id)),
  };
};

type Person = PersonalData.Person;

/**
 * The bookings of a person: those they made, and those someone else made for them (a colleague,
 * a company's bulk upload) with their e-mail address or number as the passenger's.
 */
const bookingsOf = (ctx: Ctx, person: Person): ReadonlyArray<BookingRow> =>
  ctx.db.all<BookingRow>(
    `SELECT * FROM bookings WHERE tenant = ? AND (customer_id = ? OR lower(passenger_email) = lower(?) OR passenger_phone = ?)
     ORDER BY pickup_time, id`,
    ctx.tenant.code,
    person.id,
    person.email,
    person.phone,
  );

const getPersonalData = (ctx: Ctx): Reply => {
  const customer = ctx.customer ?? fail("invalid_token");
  const tenant = ctx.tenant.code;
  const created = ctx.db.get<{ created_at: number }>("SELECT created_at FROM customers WHERE id = ?", customer.id);
  const companies = companyNames(ctx);
  return ok({
    generated_at: formatInstant(ctx.now),
    operator: ctx.tenant.legal_name ?? ctx.tenant.website_name,
    profile: {
      name: customer.name,
      email_address: customer.email,
      contact_number: customer.phone,
      default_payment_type: customer.default_payment_type,
      created_at: formatInstant(created?.created_at ?? ctx.now),
    },
    companies: accountsOf(ctx.db, tenant, customer.id).map((account) => ({
      business_id: account.business_id,
      name: account.name,
      role: account.role,
    })),
    saved_places: ctx.db
      .all<{ name: string; description: string; is_default: number }>(
        "SELECT name, description, is_default FROM saved_locations WHERE tenant = ? AND customer_id = ? ORDER BY id",
        tenant,
        customer.id,
      )
      .map((place) => ({ name: place.name, description: place.description, is_default: place.is_default === 1 })),
    bookings: bookingsOf(ctx, customer).map((row) => bookingRecord(row, companies)),
    cards: ctx.db.all<{ brand: string; last4: string; exp_month: number; exp_year: number }>(
      "SELECT brand, last4, exp_month, exp_year FROM cards WHERE tenant = ? AND customer_id = ? AND status = 'active' ORDER BY created_at",
      tenant,
      customer.id,
    ),
    messages: ctx.db
      .all<{ channel: string; recipient: string; subject: string; body: string; created_at: number }>(
        "SELECT channel, recipient, subject, body, created_at FROM outbox WHERE tenant = ? AND recipient IN (?, ?) ORDER BY id",
        tenant,
        customer.email,
        customer.phone,
      )
      .map((message) => ({
        channel: message.channel,
        to: message.recipient,
        subject: message.subject,
        body: PersonalData.withoutKeys(message.body),
        sent_at: formatInstant(message.created_at),
      })),
  });
};

/**
 * The person's details leave every record of theirs: where they travelled, the passenger's name,
 * phone, e-mail, room, notes and assistance; where they booked for someone else, that passenger's
 * details are the company's record and stay. The links of the bookings they made stop working (a
 * new token each, no share link): a forwarded confirmation must not open them.
 */
const anonymiseBookings = (ctx: Ctx, person: Person, rows: ReadonlyArray<BookingRow>) => {
  for (const row of rows) {
    const theirs = PersonalData.travelsOn(row, person);
    const name = theirs ? PersonalData.closedName : row.passenger_name;
    ctx.db.run(
      `UPDATE bookings SET passenger_name = ?, passenger_phone = ?, passenger_email = ?, room = ?, notes = ?,
        assistance = ?, search = ?, token = ? WHERE id = ?`,
      name,
      theirs ? null : row.passenger_phone,
      theirs ? null : row.passenger_email,
      theirs ? null : row.room,
      theirs ? null : row.notes,
      theirs ? null : row.assistance,
      searchText([
        described(row.pickup),
        ...(parse(row.destinations, decodeDescribedStops) ?? []).map((stop) => stop.description),
        name,
        row.reference,
        row.po_number,
        row.cost_centre,
      ]),
      row.customer_id === person.id ? randomToken(ctx.random) : row.token,
      row.id,
    );
    if (row.customer_id === person.id)
      ctx.db.run("DELETE FROM share_links WHERE tenant = ? AND pair_id = ?", ctx.tenant.code, row.pair_id);
  }
};

/** What else names or reaches the person: deleted (their records aside, kept by anonymiseBookings). */
const forget = (ctx: Ctx, person: Person) => {
  const tenant = ctx.tenant.code;
  for (const table of ["saved_locations", "cards", "card_setups", "business_users"])
    ctx.db.run(`DELETE FROM ${table} WHERE tenant = ? AND customer_id = ?`, tenant, person.id);
  ctx.db.run("DELETE FROM outbox WHERE tenant = ? AND recipient IN (?, ?)", tenant, person.email, person.phone);
  ctx.db.run("DELETE FROM otp_codes WHERE tenant = ? AND phone = ?", tenant, person.phone);
  ctx.db.run("DELETE FROM reset_tokens WHERE tenant = ? AND kind = 'customer' AND subject_id = ?", tenant, person.id);
  ctx.db.run("DELETE FROM invitations WHERE tenant = ? AND lower(email) = lower(?)", tenant, person.email);
  ctx.db.run(
    "DELETE FROM promo_redemptions WHERE tenant = ? AND holder IN (?, ?, ?)",
    tenant,
    `email:${person.email}`,
    `phone:${person.phone}`,
    `customer:${person.id}`,
  );
  ctx.db.run("DELETE FROM idempotency WHERE tenant = ? AND principal = ?", tenant, `customer:${person.id}`);
  // The sign-in counters keyed by the e-mail address (RateLimit.guardSignIn).
  ctx.db.run("DELETE FROM rate_events WHERE tenant = ? AND instr(key, ?) > 0", tenant, `:${person.email}`);
};

const closeAccount = (ctx: Ctx): Reply => {
  const customer = ctx.customer ?? fail("invalid_token");
  const tenant = ctx.tenant.code;
  // The password confirms it is the person, not someone holding their session; guessed at the
  // rate sign-in allows. A right one records nothing: every trace of the address goes below.
  const guard = RateLimit.guardSignIn(ctx, "customer", customer.email);
  if (!passwordMatches(optString(ctx.body, "password") ?? "", customer.password_hash)) {
    guard.failed();
    return fail("password_invalid", { commit: true });
  }
  const rows = bookingsOf(ctx, customer);
  const refusal = PersonalData.refusal({
    // A status the domain does not know counts as open: closing waits rather than guesses.
    bookingStatuses: rows.map((row) => Booking.statuses.find((status) => status === row.status) ?? "booked"),
    roles: accountsOf(ctx.db, tenant, customer.id).map((account) => account.role),
  });
  if (refusal !== undefined) return fail(PersonalData.refusalCodes[refusal]);

  anonymiseBookings(ctx, customer, rows);
  forget(ctx, customer);
  const lastPickup = rows.reduce<number | undefined>((last, row) => Math.max(last ?? 0, row.pickup_time), undefined);
  // The row stays as the key of the kept records. Its address and number are no address and no
  // number (no "@", no digits to dial): sign-in, a reset link and a phone code find no one.
  ctx.db.run(
    "UPDATE customers SET name = ?, email = ?, phone = ?, password_hash = '' WHERE id = ?",
    PersonalData.closedName,
    `closed-account-${customer.id}`,
    `closed-account-${customer.id}`,
    customer.id,
  );
  revokeAll(ctx, "customer", customer.id);
  ctx.cookies.push(clearedSessionCookie("customer", ctx.secure));
  return ok({
    closed_at: formatInstant(ctx.now),
    kept_until: formatInstant(PersonalData.keptUntil(ctx.now, lastPickup)),
  });
};

export const personalDataRoutes: ReadonlyArray<TenantRoute> = [
  route("GET", "/customer/v2/personalData", "none", "customer", getPersonalData),
  route("POST", "/customer/v2/closeAccount", "form", "customer", closeAccount),
];
