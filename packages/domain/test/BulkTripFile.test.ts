import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as AccountForms from "../src/AccountForms.ts";
import type * as Booking from "../src/Booking.ts";
import * as BulkTripFile from "../src/BulkTripFile.ts";
import { saloon } from "./samples.ts";
import * as DateTime from "../src/DateTime.ts";
import type * as RideAvailability from "../src/RideAvailability.ts";
import type * as ServiceArea from "../src/ServiceArea.ts";

const nowMs = Date.parse("2026-11-24T12:00:00Z");
const context: BulkTripFile.CheckContext = {
  nowMs,
  rideTypes: [saloon],
  settings: { default_payment_type: "account", is_po_number_enabled: true },
};
const header = BulkTripFile.readHeader(BulkTripFile.columnNames);
const values = (cells: ReadonlyArray<string>) => BulkTripFile.valuesOf(header, cells);
const example = BulkTripFile.exampleRow(nowMs + 86_400_000);

describe("BulkTripFile (spec §2 bulk upload, §5 Validation)", () => {
  it("reads the template's header and its example row as a bookable draft", () => {
    expect(header.missing).toEqual([]);
    const check = BulkTripFile.checkRow(2, values(example), context);
    expect(check.ok).toBe(true);
    if (check.ok) {
      expect(check.draft.trip).toMatchObject({
        row: 2,
        passengers: 2,
        luggage: 1,
        ride_type_id: 1,
        po_number: "PO-1001",
      });
      expect(check.draft.pickupTime).toBe(nowMs + 86_400_000);
      const trip = BulkTripFile.tripRow(
        check.draft,
        { pickup: { address: "a", lat: 1, lng: 2 }, destinations: [{ address: "b", lat: 3, lng: 4 }] },
        "file",
      );
      expect(trip.row_key).toBe("file:2");
    }
  });

  it("names a missing required column and matches headers without case or dashes", () => {
    const partial = BulkTripFile.readHeader(["Pickup-Time", "FROM", "notes", "colour"]);
    expect(partial.missing).toEqual(["drop"]);
    expect(partial.unknown).toEqual(["colour"]);
    expect(BulkTripFile.headerProblem(partial)).toMatch(/no drop column/);
  });

  it("reports every problem of a bad row with the form's messages", () => {
    const bad = [...example];
    const at = (name: string) => BulkTripFile.columnNames.indexOf(name);
    bad[at("pickup_time")] = "31-02-2026";
    bad[at("passengers")] = "9";
    bad[at("ride_type")] = "Saloon";
    bad[at("po_number")] = "";
    bad[at("drop")] = "";
    const check = BulkTripFile.checkRow(7, values(bad), context);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.issues.map((issue) => issue.field).toSorted()).toEqual([
        "drop",
        "passengers",
        "pickup_time",
        "po_number",
      ]);
      expect(check.issues.find((issue) => issue.field === "passengers")?.message).toBe(
        "No vehicle takes 9 passengers: the largest, Saloon, seats 4. Split the party over more rows.",
      );
    }
  });

  it("refuses a past time and a UK time that does not exist", () => {
    expect(BulkTripFile.parsePickupTime("2026-03-29 01:30").ok).toBe(false);
    expect(BulkTripFile.parsePickupTime("01-Jul-2026 09:30 am")).toEqual({
      ok: true,
      epochMs: Date.parse("2026-07-01T08:30:00Z"),
    });
    const past = [...example];
    past[0] = "2026-11-20 09:00";
    expect(BulkTripFile.checkRow(2, values(past), context)).toMatchObject({
      ok: false,
      issues: [{ field: "pickup_time", message: BulkTripFile.messages.pastTime }],
    });
  });

  it("never throws, whatever the cells hold", () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 18 }), (cells) => {
        const check = BulkTripFile.checkRow(2, values(cells), context);
        if (!check.ok) expect(check.issues.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe("BulkTripFile.parsePickupTime's quick path", () => {
  it("reads YYYY-MM-DD HH:MM exactly as the domain's London clock does, on every kind of day", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse("2025-01-01T00:00:00Z"), max: Date.parse("2028-12-31T00:00:00Z") }),
        (ms) => {
          const local = DateTime.fromEpochMs(ms);
          const text = `${DateTime.formatDate(local)} ${String(local.hour).padStart(2, "0")}:${String(local.minute).padStart(2, "0")}`;
          const slow = DateTime.fromLocal(
            local.toPlainDateTime().with({ second: 0, millisecond: 0, microsecond: 0, nanosecond: 0 }),
          );
          const read = BulkTripFile.parsePickupTime(text);
          if (slow._tag === "Success") expect(read).toEqual({ ok: true, epochMs: DateTime.toEpochMs(slow.success) });
          else expect(read.ok).toBe(false);
        },
      ),
    );
    expect(BulkTripFile.parsePickupTime("2026-02-30 10:00").ok).toBe(false);
    expect(BulkTripFile.parsePickupTime("2026-10-25 01:30").ok).toBe(false);
  });
});

describe("BulkTripFile: what booking would refuse, found in the check (spec §5, §8)", () => {
  const minibus: RideAvailability.RideType = { ...saloon, id: 3, name: "Minibus", numSeats: 8, max_luggage: 4 };
  const estate: RideAvailability.RideType = { ...saloon, id: 2, name: "Estate", numSeats: 4, max_luggage: 6 };
  const fleet: BulkTripFile.CheckContext = { ...context, rideTypes: [saloon, estate, minibus] };
  const at = (name: string) => BulkTripFile.columnNames.indexOf(name);
  const rowWith = (changes: Readonly<Record<string, string>>) => {
    const cells = [...example];
    for (const [name, value] of Object.entries(changes)) cells[at(name)] = value;
    return values(cells);
  };
  const issuesOf = (changes: Readonly<Record<string, string>>, checkContext = fleet) => {
    const check = BulkTripFile.checkRow(2, rowWith(changes), checkContext);
    return check.ok ? [] : check.issues;
  };

  it("refuses a phone number booking would refuse, by the booking's own rule", () => {
    expect(issuesOf({ passenger_phone: "12345" })).toEqual([
      { field: "passenger_phone", message: BulkTripFile.messages.phone("12345") },
    ]);
    expect(BulkTripFile.messages.phone("12345")).toMatch(/^"12345" is not a phone number\. .*07700 900123/);
    for (const good of ["07700 900123", "023 8049 6000", "+353 1 234 5678", "0044 7911 123456", ""]) {
      expect(issuesOf({ passenger_phone: good }), good).toEqual([]);
    }
    fc.assert(
      fc.property(fc.stringMatching(/^[+0]?[0-9 ()-]{0,16}$/), (typed) => {
        fc.pre(typed.trim() !== "");
        const refused = issuesOf({ passenger_phone: typed }).some((issue) => issue.field === "passenger_phone");
        expect(refused).toBe(AccountForms.toE164(typed.trim(), "GB") === undefined);
      }),
    );
  });

  it("says no vehicle takes a party bigger than the largest, naming the count and the vehicle", () => {
    const expected = "No vehicle takes 12 passengers: the largest, Minibus, seats 8. Split the party over more rows.";
    expect(issuesOf({ passengers: "12", luggage: "0" })).toEqual([{ field: "passengers", message: expected }]);
    // Whichever ride type was named, and never "Please select a ride type".
    expect(issuesOf({ passengers: "12", luggage: "0", ride_type: "Saloon" })).toEqual([
      { field: "passengers", message: expected },
    ]);
    expect(issuesOf({ passengers: "12" }, context)).toEqual([
      {
        field: "passengers",
        message: "No vehicle takes 12 passengers: the largest, Saloon, seats 4. Split the party over more rows.",
      },
    ]);
    expect(issuesOf({ passengers: "2", luggage: "9" })).toEqual([
      { field: "luggage", message: "No vehicle takes 9 luggage items: the most is 6, in the Estate." },
    ]);
    // Eight seats in one vehicle, six bags in another: none takes both.
    expect(issuesOf({ passengers: "7", luggage: "5" })).toEqual([
      { field: "passengers", message: BulkTripFile.messages.noVehicleForBoth(7, 5) },
    ]);
    // A party a vehicle takes, in a ride type too small for it, is told about that ride type.
    expect(issuesOf({ passengers: "6", luggage: "0", ride_type: "Saloon" })).toEqual([
      { field: "passengers", message: "This ride type seats at most 4 passengers." },
    ]);
    expect(issuesOf({ passengers: "6", luggage: "0" })).toEqual([]);
  });

  it("a row's places: one lookup key per distinct address, vias split", () => {
    expect(
      BulkTripFile.placesOf({ pickup: " Above Bar Street ", drop: "Southampton Airport", vias: "Hythe | | Bargate" }),
    ).toEqual([
      { field: "pickup", address: "Above Bar Street" },
      { field: "drop", address: "Southampton Airport" },
      { field: "vias", address: "Hythe" },
      { field: "vias", address: "Bargate" },
    ]);
    expect(BulkTripFile.placeKey(" Above  Bar\tstreet ")).toBe(BulkTripFile.placeKey("above bar Street"));
    const place = (id: string | undefined): Booking.Place => ({ address: "x", lat: 1, lng: 2, ...(id ? { id } : {}) });
    expect(BulkTripFile.placeFrom([place(undefined), place("b")])).toEqual(place("b"));
    expect(BulkTripFile.placeFrom([{ address: "", id: "c" }, place(undefined)])).toBeNull();
  });

  it("reports an address the maps service does not know and a trip outside the tenant's area", () => {
    const southampton: ServiceArea.ServiceArea = {
      kind: "circle",
      name: "Southampton region",
      centre: { lat: 50.91, lon: -1.4 },
      radius_km: 12,
    };
    const places: Readonly<Record<string, Booking.Place | null>> = {
      "above bar street": { address: "112 Above Bar Street", id: "abs", lat: 50.905, lng: -1.405 },
      "southampton airport": { address: "Southampton Airport (SOU)", id: "sou", lat: 50.95, lng: -1.357 },
      manchester: { address: "Manchester", id: "man", lat: 53.48, lng: -2.24 },
      "london heathrow airport": { address: "LHR", id: "lhr", lat: 51.47, lng: -0.454 },
      atlantis: null,
    };
    const found: BulkTripFile.FoundPlace = (address) => places[BulkTripFile.placeKey(address)];
    const issues = (row: Readonly<Record<string, string>>, area: ServiceArea.ServiceArea | undefined = southampton) =>
      BulkTripFile.placeIssues(row, found, area);
    expect(issues({ pickup: "Above Bar Street", drop: "Southampton Airport" })).toEqual([]);
    // Starting or finishing inside is enough.
    expect(issues({ pickup: "Manchester", drop: "Southampton Airport" })).toEqual([]);
    expect(issues({ pickup: "Atlantis", drop: "Southampton Airport", vias: "atlantis" })).toEqual([
      { field: "pickup", message: 'We could not find "Atlantis". Please re-enter trip destinations.' },
      { field: "vias", message: 'We could not find "atlantis". Please re-enter trip destinations.' },
    ]);
    expect(issues({ pickup: "Manchester", drop: "London Heathrow Airport" })).toEqual([
      {
        field: "pickup",
        message:
          'Trip must either start or finish inside Southampton region. "Manchester" and "London Heathrow Airport" are both outside it.',
      },
    ]);
    // No area published: the server judges it. A place not asked about is not judged.
    expect(
      BulkTripFile.placeIssues({ pickup: "Manchester", drop: "London Heathrow Airport" }, found, undefined),
    ).toEqual([]);
    expect(issues({ pickup: "Nowhere asked", drop: "London Heathrow Airport" })).toEqual([]);
  });
});

describe("BulkTripFile: assistance (the domain's Assistance)", () => {
  const wav: RideAvailability.RideType = {
    ...saloon,
    id: 5,
    name: "Wheelchair accessible",
    wheelchair_accessible: true,
  };
  const fleet: BulkTripFile.CheckContext = { ...context, rideTypes: [saloon, wav] };
  const at = (name: string) => BulkTripFile.columnNames.indexOf(name);
  const rowWith = (changes: Readonly<Record<string, string>>, checkContext = fleet) => {
    const cells = [...example];
    for (const [name, value] of Object.entries(changes)) cells[at(name)] = value;
    return BulkTripFile.checkRow(2, values(cells), checkContext);
  };

  it("reads the needs as the CLI takes them, sends them on the trip, and gives a seated wheelchair user an accessible vehicle", () => {
    const check = rowWith({
      assistance: "Wheelchair-stays-seated | assistance dog",
      assistance_note: "Ramp at the rear",
    });
    expect(check.ok).toBe(true);
    if (check.ok) {
      expect(check.draft.trip.assistance).toEqual({
        needs: ["wheelchair_stays_seated", "assistance_dog"],
        other: "Ramp at the rear",
      });
      expect(check.draft.trip.ride_type_id).toBe(5);
    }
    const none = rowWith({});
    expect(none.ok && none.draft.trip).not.toHaveProperty("assistance");
  });

  it("refuses an unknown need, a named vehicle that is not accessible, and a fleet with none, saying what to do", () => {
    const unknown = rowWith({ assistance: "jetpack|luggage-help" });
    expect(unknown.ok ? [] : unknown.issues).toEqual([
      {
        field: "assistance",
        message: expect.stringMatching(/^Unknown assistance jetpack: choose from wheelchair-stays-seated/),
      },
    ]);
    const saloonChosen = rowWith({ assistance: "wheelchair-stays-seated", ride_type: "Saloon" });
    expect(saloonChosen.ok ? [] : saloonChosen.issues).toEqual([
      { field: "ride_type", message: BulkTripFile.messages.notAccessible("Saloon") },
    ]);
    const noWav = rowWith({ assistance: "wheelchair-stays-seated" }, context);
    expect(noWav.ok ? [] : noWav.issues).toEqual([
      { field: "assistance", message: BulkTripFile.messages.noAccessibleVehicle(2, 1) },
    ]);
    // An assistance dog, or a passenger who moves to a seat, takes any vehicle.
    expect(rowWith({ assistance: "assistance-dog|wheelchair-transfers", ride_type: "Saloon" }).ok).toBe(true);
    expect(rowWith({ assistance_note: "x".repeat(201) }).ok).toBe(false);
  });
});
