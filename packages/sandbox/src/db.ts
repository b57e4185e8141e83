/**
 * The sandbox database: one SQLite file through Node's built-in node:sqlite (no native module to
 * build). Every table of tenant data carries `tenant` and every query of it filters by that column.
 *
 * Durability, decided so that no request blocks the others: WAL with
 * synchronous=NORMAL. A transaction is committed to the WAL before the response that acknowledges
 * it is sent, so a killed or crashed sandbox keeps every acknowledged write
 * (test/durability.test.ts) and the file is never corrupt; only a power cut or a kernel crash may
 * lose the last commits. synchronous=FULL added an fsync to every write, on the one event loop:
 * each booking held every other request up (bench/load.ts, 50 booking connections with 20
 * sign-ins a second: 483 bookings/s, p99 227 ms with FULL; 681/s, p99 159 ms with NORMAL). The
 * sandbox is a reference server on a developer's or CI machine; an operator's dispatch API makes
 * its own choice.
 */
import { mkdirSync, rmSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";

export type Row = Record<string, SQLInputValue>;
export type Param = SQLInputValue;

const schemaVersion = "13";

const schema = `
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE tenants(
  code TEXT PRIMARY KEY, website_name TEXT NOT NULL, website_title TEXT NOT NULL, meta_description TEXT NOT NULL,
  theme_color TEXT NOT NULL, support_email TEXT NOT NULL, support_phone TEXT NOT NULL, stripe_key TEXT NOT NULL,
  mixpanel_token TEXT, centre_lat REAL NOT NULL, centre_lon REAL NOT NULL, logo_colour TEXT NOT NULL, logo_mark TEXT NOT NULL,
  service_area TEXT NOT NULL, tariff TEXT NOT NULL, public_origin TEXT, embed_origins TEXT NOT NULL DEFAULT '[]',
  legal_name TEXT, licensing_authority TEXT, licence_number TEXT, sort INTEGER NOT NULL);
CREATE TABLE tenant_scripts(
  id INTEGER PRIMARY KEY, tenant TEXT NOT NULL, name TEXT NOT NULL, raw_script TEXT NOT NULL,
  is_active INTEGER NOT NULL, priority INTEGER NOT NULL, placement TEXT NOT NULL);
CREATE TABLE customers(
  id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL,
  password_hash TEXT NOT NULL, default_payment_type TEXT NOT NULL, created_at INTEGER NOT NULL,
  UNIQUE(tenant, email), UNIQUE(tenant, phone));
CREATE TABLE sessions(
  token_hash TEXT PRIMARY KEY, tenant TEXT NOT NULL, kind TEXT NOT NULL, subject_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, revoked_at INTEGER);
CREATE INDEX sessions_subject ON sessions(tenant, kind, subject_id);
CREATE TABLE businesses(
  id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, name TEXT NOT NULL, status TEXT NOT NULL,
  default_payment_type TEXT NOT NULL, is_po_number_enabled INTEGER NOT NULL, sub_accounts_enabled INTEGER NOT NULL,
  account_trip_enabled INTEGER NOT NULL, company_number TEXT, billing_address TEXT, created_at INTEGER NOT NULL);
CREATE TABLE business_users(
  id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, business_id INTEGER NOT NULL, customer_id INTEGER NOT NULL,
  role TEXT NOT NULL, invited_at INTEGER, joined_at INTEGER NOT NULL, UNIQUE(business_id, customer_id));
CREATE INDEX business_users_customer ON business_users(tenant, customer_id);
CREATE TABLE invitations(
  id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, business_id INTEGER NOT NULL, token_hash TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL, email TEXT NOT NULL, contact_number TEXT, invited_by INTEGER NOT NULL, invited_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL, accepted_at INTEGER, withdrawn_at INTEGER);
CREATE TABLE saved_locations(
  id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, customer_id INTEGER NOT NULL, name TEXT NOT NULL,
  description TEXT NOT NULL, lat REAL NOT NULL, lon REAL NOT NULL, place_id TEXT, is_default INTEGER NOT NULL);
CREATE TABLE ride_types(
  tenant TEXT NOT NULL, id INTEGER NOT NULL, name TEXT NOT NULL, description TEXT NOT NULL, enabled INTEGER NOT NULL,
  active INTEGER NOT NULL, num_seats INTEGER NOT NULL, max_luggage INTEGER NOT NULL, outbound_compatible INTEGER NOT NULL,
  return_compatible INTEGER NOT NULL, wheelchair_accessible INTEGER NOT NULL, multiplier_pct INTEGER NOT NULL,
  PRIMARY KEY(tenant, id));
CREATE TABLE guests(id TEXT PRIMARY KEY, tenant TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE TABLE drivers(
  id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, name TEXT NOT NULL, email TEXT, phone TEXT NOT NULL,
  password_hash TEXT, callsign TEXT NOT NULL, badge_number TEXT NOT NULL, licensing_authority TEXT NOT NULL,
  vehicle TEXT NOT NULL, ride_type_ids TEXT NOT NULL, UNIQUE(tenant, email));
CREATE TABLE bookings(
  id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, token TEXT NOT NULL UNIQUE, pair_id INTEGER NOT NULL,
  leg TEXT NOT NULL, customer_id INTEGER, guest_id TEXT, business_id INTEGER, status TEXT NOT NULL, history TEXT NOT NULL,
  asap INTEGER NOT NULL, pickup_time INTEGER NOT NULL, pickup TEXT NOT NULL, destinations TEXT NOT NULL,
  passengers INTEGER NOT NULL, luggage INTEGER NOT NULL, ride_type_id INTEGER NOT NULL, ride_type_name TEXT NOT NULL,
  passenger_name TEXT, passenger_phone TEXT, passenger_email TEXT, room TEXT, reference TEXT, notes TEXT, assistance TEXT, flight TEXT,
  meet_and_greet INTEGER NOT NULL, payment_method TEXT NOT NULL, payment_status TEXT NOT NULL, promocode TEXT,
  discount INTEGER NOT NULL, fare TEXT NOT NULL, road_miles REAL NOT NULL, po_number TEXT, cost_centre TEXT,
  driver_id INTEGER, cancellation_fee INTEGER, created_at INTEGER NOT NULL, confirmed_at INTEGER,
  next_transition_at INTEGER, search TEXT NOT NULL);
CREATE INDEX bookings_customer ON bookings(tenant, customer_id, pickup_time);
CREATE INDEX bookings_business ON bookings(tenant, business_id, pickup_time);
CREATE INDEX bookings_guest ON bookings(tenant, guest_id);
CREATE INDEX bookings_pair ON bookings(tenant, pair_id);
CREATE INDEX bookings_due ON bookings(tenant, next_transition_at) WHERE next_transition_at IS NOT NULL;
CREATE TABLE share_links(
  token TEXT PRIMARY KEY, tenant TEXT NOT NULL, pair_id INTEGER NOT NULL, created_at INTEGER NOT NULL,
  UNIQUE(tenant, pair_id));
CREATE TABLE bulk_rows(
  tenant TEXT NOT NULL, business_id INTEGER NOT NULL, row_key TEXT NOT NULL, booking_id INTEGER NOT NULL,
  PRIMARY KEY(tenant, business_id, row_key));
CREATE TABLE promocodes(
  tenant TEXT NOT NULL, code TEXT NOT NULL, description TEXT NOT NULL, discount_type TEXT NOT NULL, percent_off INTEGER,
  amount_off INTEGER, max_discount INTEGER, min_fare INTEGER, valid_from INTEGER, valid_until INTEGER,
  single_use INTEGER NOT NULL, eligibility TEXT NOT NULL, PRIMARY KEY(tenant, code));
CREATE TABLE promo_redemptions(
  tenant TEXT NOT NULL, code TEXT NOT NULL, holder TEXT NOT NULL, pair_id INTEGER NOT NULL, redeemed_at INTEGER NOT NULL,
  PRIMARY KEY(tenant, code, holder, pair_id));
CREATE TABLE card_tokens(
  id TEXT PRIMARY KEY, tenant TEXT NOT NULL, brand TEXT NOT NULL, last4 TEXT NOT NULL, exp_month INTEGER NOT NULL,
  exp_year INTEGER NOT NULL, behaviour TEXT NOT NULL, created_at INTEGER NOT NULL, used_at INTEGER);
CREATE TABLE cards(
  id TEXT PRIMARY KEY, tenant TEXT NOT NULL, customer_id INTEGER NOT NULL, brand TEXT NOT NULL, last4 TEXT NOT NULL,
  exp_month INTEGER NOT NULL, exp_year INTEGER NOT NULL, behaviour TEXT NOT NULL, is_default INTEGER NOT NULL,
  status TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE TABLE card_setups(
  id TEXT PRIMARY KEY, tenant TEXT NOT NULL, customer_id INTEGER NOT NULL, card_id TEXT NOT NULL, status TEXT NOT NULL,
  client_secret TEXT NOT NULL, set_default INTEGER NOT NULL, created_at INTEGER NOT NULL);
CREATE TABLE baskets(
  id TEXT PRIMARY KEY, tenant TEXT NOT NULL, holder TEXT NOT NULL, booking_ids TEXT NOT NULL, promocode TEXT,
  payment_method TEXT, created_at INTEGER NOT NULL);
CREATE TABLE payments(
  id TEXT PRIMARY KEY, tenant TEXT NOT NULL, pair_id INTEGER NOT NULL, kind TEXT NOT NULL, holder TEXT NOT NULL,
  booking_ids TEXT NOT NULL, method TEXT NOT NULL, amount INTEGER NOT NULL, status TEXT NOT NULL, card_brand TEXT,
  card_last4 TEXT, client_secret TEXT, challenge TEXT, created_at INTEGER NOT NULL);
CREATE INDEX payments_pair ON payments(tenant, pair_id);
CREATE TABLE otp_codes(
  id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, phone TEXT NOT NULL, purpose TEXT NOT NULL,
  code_hash TEXT NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, attempts INTEGER NOT NULL,
  used_at INTEGER);
CREATE INDEX otp_codes_phone ON otp_codes(tenant, phone, created_at);
CREATE TABLE captcha(
  secret_hash TEXT PRIMARY KEY, tenant TEXT NOT NULL, kind TEXT NOT NULL, answer TEXT, expires_at INTEGER NOT NULL,
  used_at INTEGER);
CREATE TABLE rate_events(tenant TEXT NOT NULL, key TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX rate_events_key ON rate_events(tenant, key, at);
CREATE TABLE reset_tokens(
  token_hash TEXT PRIMARY KEY, tenant TEXT NOT NULL, kind TEXT NOT NULL, subject_id INTEGER NOT NULL,
  expires_at INTEGER NOT NULL, used_at INTEGER);
CREATE TABLE driver_applications(
  id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, email TEXT NOT NULL, first_name TEXT NOT NULL,
  last_name TEXT NOT NULL, phone TEXT NOT NULL, password_hash TEXT NOT NULL, licensing_authority TEXT,
  badge_number TEXT, vehicle TEXT, status TEXT NOT NULL, missing_documents TEXT NOT NULL, submitted_at INTEGER NOT NULL,
  upload_token_hash TEXT UNIQUE, badge_expires TEXT, dvla_licence_number TEXT, dvla_licence_expires TEXT,
  dbs_certificate_number TEXT, dbs_issued TEXT,
  UNIQUE(tenant, email));
CREATE TABLE driver_documents(
  tenant TEXT NOT NULL, application_id INTEGER NOT NULL, kind TEXT NOT NULL, file_name TEXT NOT NULL,
  content_type TEXT NOT NULL, size_bytes INTEGER NOT NULL, content BLOB NOT NULL, uploaded_at INTEGER NOT NULL,
  PRIMARY KEY(tenant, application_id, kind));
CREATE TABLE contracts(
  id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, reference TEXT NOT NULL, title TEXT NOT NULL,
  category TEXT NOT NULL, description TEXT NOT NULL, status TEXT NOT NULL, pickup TEXT NOT NULL, destinations TEXT NOT NULL,
  passengers INTEGER NOT NULL, luggage INTEGER NOT NULL, assistance TEXT NOT NULL, ride_type_id INTEGER NOT NULL,
  schedule TEXT NOT NULL, trips_total INTEGER NOT NULL, miles_per_trip REAL NOT NULL, guide_price INTEGER NOT NULL,
  requirements TEXT NOT NULL, bidding_closes_at INTEGER NOT NULL);
CREATE TABLE bids(
  id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, contract_id INTEGER NOT NULL, driver_id INTEGER NOT NULL,
  amount INTEGER NOT NULL, currency TEXT NOT NULL, note TEXT, status TEXT NOT NULL, placed_at INTEGER NOT NULL,
  UNIQUE(contract_id, driver_id));
CREATE TABLE booking_feedback(
  tenant TEXT NOT NULL, booking_id INTEGER NOT NULL, kind TEXT NOT NULL, rating INTEGER, comment TEXT NOT NULL,
  created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, PRIMARY KEY(tenant, booking_id, kind));
CREATE TABLE outbox(
  id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, channel TEXT NOT NULL, recipient TEXT NOT NULL,
  subject TEXT NOT NULL, body TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE INDEX outbox_recipient ON outbox(tenant, recipient, id);
CREATE TABLE idempotency(
  tenant TEXT NOT NULL, principal TEXT NOT NULL, key TEXT NOT NULL, request_hash TEXT NOT NULL, status INTEGER NOT NULL,
  body TEXT NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY(tenant, principal, key));
`;

/** Ids start where the contract's examples live, so sandbox ids look like an operator's. */
const firstIds: Readonly<Record<string, number>> = {
  customers: 10200,
  businesses: 500,
  business_users: 7300,
  bookings: 48000,
  drivers: 3300,
  contracts: 9100,
  bids: 77000,
  saved_locations: 3300,
  driver_applications: 2200,
  invitations: 600,
};

export class Db {
  readonly sqlite: DatabaseSync;
  readonly path: string;
  private readonly statements = new Map<string, StatementSync>();

  constructor(path: string) {
    this.path = path;
    this.sqlite = new DatabaseSync(path);
    this.sqlite.exec(
      "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=OFF; PRAGMA busy_timeout=5000;",
    );
  }

  private statement(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (statement === undefined) {
      statement = this.sqlite.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  get<T = Row>(sql: string, ...params: Param[]): T | undefined {
    // The one typed read of a row: the SQL names its columns and node:sqlite types rows loosely.
    return this.statement(sql).get(...params) as T | undefined;
  }

  all<T = Row>(sql: string, ...params: Param[]): T[] {
    // As get: the query's columns are the row type's.
    return this.statement(sql).all(...params) as T[];
  }

  /** Runs a write; returns the new row id of an insert. */
  run(sql: string, ...params: Param[]): number {
    return Number(this.statement(sql).run(...params).lastInsertRowid);
  }

  changes(sql: string, ...params: Param[]): number {
    return Number(this.statement(sql).run(...params).changes);
  }

  /** One transaction: committed when `work` returns (or throws an error that asks to keep its writes). */
  transaction<T>(write: boolean, work: () => T, keepOnError: (error: unknown) => boolean = () => false): T {
    this.sqlite.exec(write ? "BEGIN IMMEDIATE" : "BEGIN");
    let result: T;
    try {
      result = work();
    } catch (error) {
      this.sqlite.exec(keepOnError(error) ? "COMMIT" : "ROLLBACK");
      throw error;
    }
    this.sqlite.exec("COMMIT");
    return result;
  }

  close(): void {
    this.statements.clear();
    this.sqlite.close();
  }
}

/**
 * Opens the database at `path`, creating the file and its folder when missing. With `reset`, the
 * file (and its WAL) is deleted first. With `image` (Db.sqlite.serialize() of a seeded database),
 * the database is that copy instead. Returns whether the schema was just created, so the caller
 * seeds it.
 */
export const openDatabase = (path: string, reset: boolean, image?: Uint8Array): { db: Db; fresh: boolean } => {
  if (image !== undefined) {
    const db = new Db(path);
    db.sqlite.deserialize(image);
    return { db, fresh: false };
  }
  if (path !== ":memory:") {
    mkdirSync(dirname(path), { recursive: true });
    if (reset) for (const suffix of ["", "-wal", "-shm"]) rmSync(`${path}${suffix}`, { force: true });
  }
  const db = new Db(path);
  const hasMeta = db.get("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'meta'") !== undefined;
  if (hasMeta) {
    const stored = db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'schema_version'");
    if (stored?.value === schemaVersion && db.get("SELECT value FROM meta WHERE key = 'seeded'") !== undefined) {
      return { db, fresh: false };
    }
    // An older or half-seeded database: start again rather than guess.
    db.close();
    return openDatabase(path, true);
  }
  db.transaction(true, () => {
    db.sqlite.exec(schema);
    db.run("INSERT INTO meta(key, value) VALUES ('schema_version', ?)", schemaVersion);
    for (const [table, seq] of Object.entries(firstIds)) {
      db.run("INSERT INTO sqlite_sequence(name, seq) VALUES (?, ?)", table, seq);
    }
  });
  return { db, fresh: true };
};

export const json = (value: unknown): string => JSON.stringify(value);

/** A JSON column as stored, for the wire; stored-json.ts decodes the columns whose fields the code reads. */
export const parseJson = (text: SQLInputValue): unknown => JSON.parse(String(text));

/**
 * The id the next row of a table will get: what an answer that made no row gives, so it reads
 * like one that did (a sign-up with an address that has an account; docs/decisions/account-discovery.md).
 */
export const nextRowId = (db: Db, table: "customers" | "businesses"): number =>
  db.get<{ next: number }>(`SELECT COALESCE(MAX(id), 0) + 1 AS next FROM ${table}`)?.next ?? 1;
