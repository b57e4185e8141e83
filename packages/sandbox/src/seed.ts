/**
 * The data a fresh database starts with, the same shape in every tenant (printed by main.ts):
 * a consumer with past and upcoming trips and saved cards, a business booker with two accounts
 * (one with PO numbers and account trips, one where they are a SUB_ACCOUNT) and sub-accounts,
 * a driver with open repeat-service contracts, the fleet, and promo codes. Everyone's password
 * is `cabline-sandbox`.
 */
import type { CustomerRow, TenantRow } from "./context.ts";
import type { Db } from "./db.ts";
import { locationOf as place } from "./geo/gazetteer.ts";
import { hashPasswordInBackground, sandboxPassword } from "./passwords.ts";
import { seedPromocodes } from "./promocodes.ts";
import { seedRideTypes } from "./ride-types.ts";
import type { Random } from "./runtime.ts";
import { seedDrivers } from "./seed-drivers.ts";
import { seedTrips } from "./seed-trips.ts";
import { seedTenants, tenantSeeds } from "./tenants.ts";
import { hashToken, randomToken } from "./tokens.ts";

const day = 86_400_000;
const hour = 3_600_000;

export interface Person {
  readonly email: string;
  readonly name: string;
  readonly phone: string;
  readonly role: string;
}

/** Who is seeded in every tenant, for the start-up banner and the README. */
export const people: readonly [passenger: Person, booker: Person, priya: Person, owen: Person, driver: Person] = [
  {
    email: "passenger@example.com",
    name: "Amelia Clarke",
    phone: "+447700900123",
    role: "consumer: past and upcoming trips, saved Visa 4242 and Mastercard 4444",
  },
  {
    email: "booker@example.com",
    name: "Daniel Okafor",
    phone: "+447700900456",
    role: "business: Solent Marine Logistics (ADMIN, PO numbers, account trips), Itchen Ferry Events (SUB_ACCOUNT)",
  },
  {
    email: "priya.shah@example.com",
    name: "Priya Shah",
    phone: "+447700900612",
    role: "sub-account of Solent Marine Logistics",
  },
  {
    email: "owen.marsh@example.com",
    name: "Owen Marsh",
    phone: "+447700900645",
    role: "sub-account of Solent Marine Logistics",
  },
  {
    email: "driver@example.com",
    name: "Mark Ellison",
    phone: "+447700900908",
    role: "driver portal (/driver/login): open repeat-service contracts to bid on",
  },
];

/** Password hashes for the seeded people, each with its own salt, computed before the seeding transaction. */
type Hashes = () => string;

const insertCustomer = (
  db: Db,
  tenant: string,
  person: Person,
  hashes: Hashes,
  now: number,
  payment: string,
): CustomerRow => {
  const id = db.run(
    "INSERT INTO customers(tenant, name, email, phone, password_hash, default_payment_type, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    tenant,
    person.name,
    person.email,
    person.phone,
    hashes(),
    payment,
    now - 90 * day,
  );
  const customer = db.get<CustomerRow>("SELECT * FROM customers WHERE id = ? AND tenant = ?", id, tenant);
  if (customer === undefined) throw new Error(`The seeded customer ${person.email} was not written.`);
  return customer;
};

const seedTenant = (db: Db, tenant: TenantRow, now: number, random: Random, hashes: Hashes): void => {
  const code = tenant.code;
  seedRideTypes(db, code);
  seedPromocodes(db, code, now);
  const [passengerPerson, bookerPerson, priyaPerson, owenPerson, driverPerson] = people;
  const passenger = insertCustomer(db, code, passengerPerson, hashes, now, "card");
  const booker = insertCustomer(db, code, bookerPerson, hashes, now, "cash");
  const priya = insertCustomer(db, code, priyaPerson, hashes, now, "cash");
  const owen = insertCustomer(db, code, owenPerson, hashes, now, "cash");

  const business = (name: string, po: number, sub: number, account: number, payment: string): number =>
    db.run(
      `INSERT INTO businesses(tenant, name, status, default_payment_type, is_po_number_enabled, sub_accounts_enabled, account_trip_enabled,
         company_number, billing_address, created_at) VALUES (?, ?, 'active', ?, ?, ?, ?, NULL, NULL, ?)`,
      code,
      name,
      payment,
      po,
      sub,
      account,
      now - 200 * day,
    );
  const member = (businessId: number, customerId: number, role: string, joinedAgo: number): number =>
    db.run(
      "INSERT INTO business_users(tenant, business_id, customer_id, role, invited_at, joined_at) VALUES (?, ?, ?, ?, ?, ?)",
      code,
      businessId,
      customerId,
      role,
      role === "SUB_ACCOUNT" ? now - joinedAgo - hour : null,
      now - joinedAgo,
    );
  const solent = business("Solent Marine Logistics", 1, 1, 1, "account");
  const itchen = business("Itchen Ferry Events Ltd", 0, 0, 0, "cash");
  member(solent, booker.id, "ADMIN", 180 * day);
  member(itchen, booker.id, "SUB_ACCOUNT", 60 * day);
  member(solent, priya.id, "SUB_ACCOUNT", 80 * day);
  member(solent, owen.id, "SUB_ACCOUNT", 40 * day);
  db.run(
    `INSERT INTO invitations(tenant, business_id, token_hash, name, email, contact_number, invited_by, invited_at, expires_at)
     VALUES (?, ?, ?, 'Tom Hughes', 'tom.hughes@example.com', NULL, ?, ?, ?)`,
    code,
    solent,
    hashToken(randomToken(random)),
    booker.id,
    now - 2 * day,
    now + 5 * day,
  );

  const saved = (customer: CustomerRow, name: string, id: string): void => {
    const location = place(id);
    db.run(
      "INSERT INTO saved_locations(tenant, customer_id, name, description, lat, lon, place_id, is_default) VALUES (?, ?, ?, ?, ?, ?, ?, 1)",
      code,
      customer.id,
      name,
      location.description,
      location.lat,
      location.lon,
      id,
    );
  };
  saved(passenger, "Home", "sbx-addr-so14-7du-112-above-bar-street");
  saved(booker, "Office", "sbx-addr-so14-3fj-4-canute-road");

  const card = (last4: string, brand: string, month: number, year: number, isDefault: number): void => {
    db.run(
      "INSERT INTO cards(id, tenant, customer_id, brand, last4, exp_month, exp_year, behaviour, is_default, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'succeeds', ?, 'active', ?)",
      `card_${randomToken(random, 12)}`,
      code,
      passenger.id,
      brand,
      last4,
      month,
      year,
      isDefault,
      now - 30 * day + isDefault,
    );
  };
  card("4242", "visa", 8, new Date(now).getUTCFullYear() + 3, 1);
  card("4444", "mastercard", 3, new Date(now).getUTCFullYear() + 2, 0);

  seedTrips(db, tenant, now, random, { passenger, booker, solent });
  seedDrivers(db, code, now, driverPerson, hashes);
};

/** Seeds a freshly created database in one transaction. */
export const seed = async (db: Db, now: number, random: Random): Promise<void> => {
  const pool = await Promise.all(
    Array.from({ length: people.length * tenantSeeds.length }, () =>
      hashPasswordInBackground(sandboxPassword, random, true),
    ),
  );
  const hashes: Hashes = () => pool.pop() ?? "";
  db.transaction(true, () => {
    seedTenants(db);
    for (const tenant of db.all<TenantRow>("SELECT * FROM tenants ORDER BY sort"))
      seedTenant(db, tenant, now, random, hashes);
    db.run("INSERT INTO meta(key, value) VALUES ('seeded', ?)", new Date(now).toISOString());
  });
};
