// A person's data and closing their account (PersonalData): when closing is refused, how long the
// records are kept, and the CSV a person downloads (every fact, nothing a spreadsheet would run).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Booking from "../src/Booking.ts";
import * as Csv from "../src/Csv.ts";
import * as DateTime from "../src/DateTime.ts";
import * as ErrorCatalogue from "../src/ErrorCatalogue.ts";
import * as Money from "../src/Money.ts";
import * as PersonalData from "../src/PersonalData.ts";

const closedAt = Date.parse("2026-11-29T10:20:00Z");

const record = (overrides: Partial<PersonalData.BookingRecord> = {}): PersonalData.BookingRecord => ({
  id: 48213,
  pair_id: 48213,
  leg: "outbound",
  status: "completed",
  created_at: Date.parse("2026-11-20T18:02:11Z"),
  pickup_time: Date.parse("2026-11-21T07:30:00Z"),
  pickup: "112 Above Bar Street, Southampton SO14 7DU",
  destinations: ["Southampton Central Station", "Ocean Cruise Terminal"],
  passengers: 1,
  luggage: 1,
  ride_type: "Saloon",
  passenger_name: "Amelia Clarke",
  payment_method: "card",
  price: Money.fromMinor(1450),
  ...overrides,
});

const data = (bookings: ReadonlyArray<PersonalData.BookingRecord>): PersonalData.PersonalData => ({
  generated_at: closedAt,
  operator: "Solent Cars Ltd",
  profile: {
    name: "Amelia Clarke",
    email_address: "passenger@example.com",
    contact_number: "+447700900123",
    default_payment_type: "card",
    created_at: Date.parse("2026-01-12T09:30:00Z"),
  },
  companies: [{ business_id: 501, name: "Solent Marine Logistics", role: "SUB_ACCOUNT" }],
  saved_places: [{ name: "Home", description: "112 Above Bar Street", is_default: true }],
  bookings,
  cards: [{ brand: "visa", last4: "4242", exp_month: 8, exp_year: 2029 }],
  messages: [
    { channel: "email", to: "passenger@example.com", subject: "Confirmed", body: "Booking 48213", sent_at: closedAt },
  ],
});

/** RFC 4180 as Csv.document writes it: quoted cells, doubled quotes, CRLF line ends. */
const rowsOf = (text: string): ReadonlyArray<Record<string, string>> => {
  const lines: string[][] = [];
  let line: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] ?? "";
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      line.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      line.push(cell);
      lines.push(line);
      line = [];
      cell = "";
      i += 1;
    } else cell += c;
  }
  const [header = [], ...rows] = lines;
  return rows.map((values) => Object.fromEntries(header.map((name, index) => [name, values[index] ?? ""])));
};

describe("closing an account", () => {
  it("is refused while any booking is still to happen or under way, and while the person administers a company", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...Booking.statuses)),
        fc.array(fc.constantFrom("ADMIN", "SUB_ACCOUNT")),
        (bookingStatuses, roles) => {
          const refusal = PersonalData.refusal({ bookingStatuses, roles });
          const open = bookingStatuses.some((status) => !Booking.isFinished(status));
          expect(refusal).toBe(open ? "open_bookings" : roles.includes("ADMIN") ? "company_admin" : undefined);
        },
      ),
    );
  });

  it("finds the person on the legs they travel on, and not on those they booked for someone else", () => {
    const owen = { id: 7, name: "Owen Marsh", email: "owen.marsh@example.com", phone: "+447700900645" };
    const leg = { customer_id: 7, passenger_name: null, passenger_email: null, passenger_phone: null };
    expect(PersonalData.travelsOn(leg, owen)).toBe(true);
    expect(PersonalData.travelsOn({ ...leg, passenger_name: " " }, owen)).toBe(true);
    expect(PersonalData.travelsOn({ ...leg, passenger_name: "Priya Shah" }, owen)).toBe(false);
    // Booked by a colleague, named by their name in another case, their e-mail or their number.
    const byColleague = { ...leg, customer_id: 3, passenger_name: "Someone" };
    expect(PersonalData.travelsOn({ ...byColleague, passenger_name: " owen marsh" }, owen)).toBe(true);
    expect(PersonalData.travelsOn({ ...byColleague, passenger_email: "Owen.Marsh@example.com" }, owen)).toBe(true);
    expect(PersonalData.travelsOn({ ...byColleague, passenger_phone: "+447700900645" }, owen)).toBe(true);
    expect(PersonalData.travelsOn(byColleague, owen)).toBe(false);
  });

  it("says each refusal in the catalogue's words for its code", () => {
    expect(PersonalData.refusalMessage("open_bookings")).toBe(ErrorCatalogue.messageFor("account_has_open_bookings"));
    expect(PersonalData.refusalMessage("company_admin")).toMatch(/administrator of a company account/);
  });

  it("keeps the records 12 months after the later of the closure and the last pickup, in London's calendar", () => {
    expect(DateTime.toWire(PersonalData.keptUntil(closedAt, undefined))).toBe("2027-11-29T10:20:00+00:00");
    expect(DateTime.toWire(PersonalData.keptUntil(closedAt, Date.parse("2026-10-01T07:00:00Z")))).toBe(
      "2027-11-29T10:20:00+00:00",
    );
    // A pickup after the closure (a record closed with a trip still booked cannot happen; the rule
    // still counts from the later one) and a summer date keep the wall-clock time.
    expect(DateTime.toWire(PersonalData.keptUntil(closedAt, Date.parse("2026-12-24T18:00:00Z")))).toBe(
      "2027-12-24T18:00:00+00:00",
    );
    expect(DateTime.toWire(PersonalData.keptUntil(Date.parse("2026-06-30T08:00:00Z"), undefined))).toBe(
      "2027-06-30T09:00:00+01:00",
    );
  });

  it("tells the person what is kept and an admin what happens to the company's trips", () => {
    const words = PersonalData.keptWords("Solent Cars Ltd");
    expect(words[0]).toContain("at least 12 months");
    expect(words.join(" ")).toContain("name, phone number, e-mail address, notes and assistance removed");
    expect(words[1]).toContain("12 months from then or from your last trip if that is later");
    expect(PersonalData.companyTripsOnClosure).toContain(`"${PersonalData.closedName}"`);
  });
});

describe("the download", () => {
  it("names the file after the operator and the London date", () => {
    expect(PersonalData.fileName("Solent Cars Ltd", closedAt, "json")).toBe(
      "solent-cars-ltd-your-data-2026-11-29.json",
    );
    expect(PersonalData.fileName("Gosport & District Taxis Ltd", Date.parse("2026-11-29T23:30:00Z"), "csv")).toBe(
      "gosport-district-taxis-ltd-your-data-2026-11-29.csv",
    );
    expect(PersonalData.fileName("***", closedAt, "csv")).toBe("operator-your-data-2026-11-29.csv");
  });

  it("takes the keys out of the links in a message, and leaves everything else as it was", () => {
    const body =
      "Track your driver: http://book.localhost:5183/t/9SCPHIuUuxEJdYbE1CIKlQ\nManage: https://book.solentcars.example/manage/9SCPHIuUuxEJdYbE1CIKlQ?from=sms.\nReset: https://x.example/reset-password?token=rT7uQ2wE9xK4mN1pL6sV3a\nBooking 48022 at /a/AbcdefghijKLMNOPqrst (not a link). Sign in at https://x.example/sign-in";
    expect(PersonalData.withoutKeys(body)).toBe(
      "Track your driver: http://book.localhost:5183/t/[removed]\nManage: https://book.solentcars.example/manage/[removed]?from=sms.\nReset: https://x.example/reset-password?token=[removed]\nBooking 48022 at /a/AbcdefghijKLMNOPqrst (not a link). Sign in at https://x.example/sign-in",
    );
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/),
        fc.constantFrom("t", "manage", "pay", "share"),
        (key, path) => {
          const sent = `Open https://book.example/${path}/${key} now`;
          expect(PersonalData.withoutKeys(sent)).not.toContain(key);
        },
      ),
    );
  });

  it("writes the JSON file with the API's field names and readable instants", () => {
    const file = JSON.parse(PersonalData.json(data([record()])));
    expect(file.generated_at).toBe("2026-11-29T10:20:00+00:00");
    expect(file.bookings[0]).toMatchObject({
      id: 48213,
      pickup_time: "2026-11-21T07:30:00+00:00",
      price: { amountMinor: 1450, currency: "GBP" },
    });
    expect(file.messages[0].sent_at).toBe("2026-11-29T10:20:00+00:00");
  });

  it("holds every fact of every section in the CSV, one a line", () => {
    const rows = rowsOf(
      PersonalData.csv(data([record(), record({ id: 48214, leg: "return", company: "Solent Marine" })])),
    );
    const value = (section: string, item: string, field: string) =>
      rows.find((row) => row["section"] === section && row["item"] === item && row["field"] === field)?.["value"];
    expect(value("profile", "", "email_address")).toBe("passenger@example.com");
    expect(value("booking", "48213", "destination_2")).toBe("Ocean Cruise Terminal");
    expect(value("booking", "48213", "price")).toBe("£14.50");
    expect(value("booking", "48214", "company")).toBe("Solent Marine");
    expect(value("booking", "48213", "company")).toBeUndefined();
    expect(value("card", "1", "expires")).toBe("08/2029");
    expect(value("message", "1", "subject")).toBe("Confirmed");
    expect(value("company", "501", "role")).toBe("SUB_ACCOUNT");
  });

  it("writes whatever a person typed as text a spreadsheet will not run", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), (notes, place) => {
        const rows = rowsOf(PersonalData.csv(data([record({ notes, pickup: place })])));
        for (const row of rows) expect(Csv.isFormula(row["value"] ?? "")).toBe(false);
        const cell = (field: string) => rows.find((row) => row["field"] === field)?.["value"];
        if (notes !== "") expect(cell("notes")).toBe(Csv.neutralise(notes));
        expect(cell("pickup")).toBe(Csv.neutralise(place));
      }),
    );
  });
});
