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
    expect(PersonalData.fileName(" -- Solent Cars (Ltd.) -- ", closedAt, "csv")).toBe(
      "solent-cars-ltd-your-data-2026-11-29.csv",
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (operator) => {
        const slug = PersonalData.fileName(operator, closedAt, "json").replace(/-your-data-2026-11-29\.json$/, "");
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }),
    );
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

describe("the download's CSV, fact by fact (docs/decisions/personal-data.md)", () => {
  it("writes every section in order: the file, the profile, companies, places, bookings, cards, messages", () => {
    const full = record({
      id: 48214,
      pair_id: 48213,
      leg: "return",
      status: "cancelled",
      destinations: ["Ocean Cruise Terminal"],
      passengers: 2,
      luggage: 3,
      ride_type: "Estate",
      passenger_phone: "07700 900123",
      passenger_email: "passenger@example.com",
      notes: "Gate 4",
      assistance: "Wheelchair user, can transfer",
      flight: "BA2490",
      payment_status: "refunded",
      cancellation_fee: Money.fromMinor(200),
      company: "Solent Marine",
    });
    const file: PersonalData.PersonalData = {
      ...data([full]),
      saved_places: [
        { name: "Home", description: "112 Above Bar Street", is_default: true },
        { name: "Work", description: "Ocean Village Marina", is_default: false },
      ],
      cards: [
        { brand: "visa", last4: "4242", exp_month: 8, exp_year: 2029 },
        { brand: "mastercard", last4: "4444", exp_month: 11, exp_year: 2030 },
      ],
      messages: [
        {
          channel: "email",
          to: "passenger@example.com",
          subject: "Confirmed",
          body: "Booking 48213",
          sent_at: closedAt,
        },
        { channel: "sms", to: "07700 900123", subject: "", body: "Your driver is here", sent_at: closedAt + 60_000 },
      ],
    };
    expect(PersonalData.csv(file).split("\r\n")).toEqual([
      "section,item,field,value",
      "file,,operator,Solent Cars Ltd",
      "file,,generated_at,2026-11-29T10:20:00+00:00",
      "profile,,name,Amelia Clarke",
      "profile,,email_address,passenger@example.com",
      "profile,,contact_number,'+447700900123",
      "profile,,default_payment_type,card",
      "profile,,created_at,2026-01-12T09:30:00+00:00",
      "company,501,name,Solent Marine Logistics",
      "company,501,role,SUB_ACCOUNT",
      "saved_place,1,name,Home",
      "saved_place,1,address,112 Above Bar Street",
      "saved_place,1,default_pickup,true",
      "saved_place,2,name,Work",
      "saved_place,2,address,Ocean Village Marina",
      "saved_place,2,default_pickup,false",
      "booking,48214,pair_id,48213",
      "booking,48214,leg,return",
      "booking,48214,status,cancelled",
      "booking,48214,created_at,2026-11-20T18:02:11+00:00",
      "booking,48214,pickup_time,2026-11-21T07:30:00+00:00",
      'booking,48214,pickup,"112 Above Bar Street, Southampton SO14 7DU"',
      "booking,48214,destination_1,Ocean Cruise Terminal",
      "booking,48214,passengers,2",
      "booking,48214,luggage,3",
      "booking,48214,ride_type,Estate",
      "booking,48214,passenger_name,Amelia Clarke",
      "booking,48214,passenger_phone,07700 900123",
      "booking,48214,passenger_email,passenger@example.com",
      "booking,48214,notes,Gate 4",
      'booking,48214,assistance,"Wheelchair user, can transfer"',
      "booking,48214,flight,BA2490",
      "booking,48214,payment_method,card",
      "booking,48214,payment_status,refunded",
      "booking,48214,price,£14.50",
      "booking,48214,cancellation_fee,£2.00",
      "booking,48214,company,Solent Marine",
      "card,1,brand,visa",
      "card,1,last4,4242",
      "card,1,expires,08/2029",
      "card,2,brand,mastercard",
      "card,2,last4,4444",
      "card,2,expires,11/2030",
      "message,1,channel,email",
      "message,1,to,passenger@example.com",
      "message,1,sent_at,2026-11-29T10:20:00+00:00",
      "message,1,subject,Confirmed",
      "message,1,body,Booking 48213",
      "message,2,channel,sms",
      "message,2,to,07700 900123",
      "message,2,sent_at,2026-11-29T10:21:00+00:00",
      "message,2,subject,",
      "message,2,body,Your driver is here",
      "",
    ]);
  });

  it("leaves out the facts a booking does not have (no passenger details, no fee, no company)", () => {
    const bare = record({ destinations: [] });
    const { passenger_name: _, ...withoutName } = bare;
    const rows = rowsOf(
      PersonalData.csv({ ...data([withoutName]), companies: [], saved_places: [], cards: [], messages: [] }),
    );
    expect(rows.filter((row) => row["section"] === "booking").map((row) => row["field"])).toEqual([
      "pair_id",
      "leg",
      "status",
      "created_at",
      "pickup_time",
      "pickup",
      "passengers",
      "luggage",
      "ride_type",
      "payment_method",
      "price",
    ]);
  });
});

describe("closing an account: the words and the people (docs/decisions/personal-data.md)", () => {
  it("tells the person, in full, what the operator keeps and what goes at once", () => {
    expect(PersonalData.keptWords("Solent Cars Ltd")).toEqual([
      "Solent Cars Ltd must keep a record of every booking for at least 12 months, as its operator licence requires: the pickup, the destinations, the time, the price and the driver and vehicle.",
      "When you close your account, those records are kept, with your name, phone number, e-mail address, notes and assistance removed, for 12 months from then or from your last trip if that is later, then deleted.",
      "Your profile, saved places, cards, the messages sent to you and your place in any company account are deleted at once, and you are signed out everywhere.",
    ]);
  });

  it("matches the person's own name however either side is spaced or cased", () => {
    const owen = { id: 7, name: " Owen Marsh ", email: " Owen.Marsh@example.com ", phone: "+447700900645" };
    const leg = { customer_id: 3, passenger_name: null, passenger_email: null, passenger_phone: null };
    expect(PersonalData.travelsOn({ ...leg, passenger_name: "OWEN MARSH" }, owen)).toBe(true);
    expect(PersonalData.travelsOn({ ...leg, passenger_email: "owen.marsh@example.com" }, owen)).toBe(true);
    // A leg someone else made with no passenger named is theirs, not Owen's.
    expect(PersonalData.travelsOn(leg, owen)).toBe(false);
    expect(PersonalData.travelsOn({ ...leg, passenger_name: "" }, owen)).toBe(false);
  });
});
