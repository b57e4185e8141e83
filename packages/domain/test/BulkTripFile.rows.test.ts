/**
 * A bulk file's row checked as the business form checks a booking (spec §2 bulk upload, §4 Ride
 * type selection, §5 Validation and Ride capacity, §8 error codes): the trip a good row books,
 * field by field, and the exact words of every problem a person reads beside a bad row, in order.
 * Also the row's places (placesOf) and the problems found once they are looked up (placeIssues).
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as Booking from "../src/Booking.ts";
import * as BulkTripFile from "../src/BulkTripFile.ts";
import { saloon } from "./samples.ts";
import { metadata } from "../src/PhoneMetadata.generated.ts";
import type * as RideAvailability from "../src/RideAvailability.ts";
import type * as ServiceArea from "../src/ServiceArea.ts";

const estate: RideAvailability.RideType = { ...saloon, id: 2, name: "Estate", numSeats: 4, max_luggage: 6 };
const minibus: RideAvailability.RideType = { ...saloon, id: 3, name: "Minibus", numSeats: 8, max_luggage: 4 };
const wav: RideAvailability.RideType = { ...saloon, id: 5, name: "Wheelchair accessible", wheelchair_accessible: true };
const nowMs = Date.parse("2026-11-24T12:00:00Z");
const tomorrow = nowMs + 86_400_000;
const context: BulkTripFile.CheckContext = {
  nowMs,
  rideTypes: [saloon, estate, minibus],
  settings: { default_payment_type: "account", is_po_number_enabled: true },
};
const header = BulkTripFile.readHeader(BulkTripFile.columnNames);
const example = BulkTripFile.exampleRow(tomorrow);
const rowWith = (changes: Readonly<Record<string, string>>): Readonly<Record<string, string>> => {
  const cells = [...example];
  for (const [name, value] of Object.entries(changes)) cells[BulkTripFile.columnNames.indexOf(name)] = value;
  return BulkTripFile.valuesOf(header, cells);
};
const check = (changes: Readonly<Record<string, string>>, checkContext = context) =>
  BulkTripFile.checkRow(2, rowWith(changes), checkContext);
const issuesOf = (changes: Readonly<Record<string, string>>, checkContext = context) => {
  const checked = check(changes, checkContext);
  return checked.ok ? [] : checked.issues;
};
/** The trip of a row that must pass. */
const tripOf = (changes: Readonly<Record<string, string>>, checkContext = context) => {
  const checked = check(changes, checkContext);
  expect(checked.ok ? [] : checked.issues).toEqual([]);
  return checked.ok ? checked.draft.trip : undefined;
};

describe("BulkTripFile.checkRow: the trip a good row books", () => {
  it("sends the template's example row with each of its filled columns, and nothing for its empty ones", () => {
    const checked = check({});
    expect(checked).toStrictEqual({
      ok: true,
      draft: {
        row: 2,
        pickupTime: tomorrow,
        pickup: "Above Bar Street",
        drop: "Southampton Airport",
        vias: [],
        trip: {
          row: 2,
          pickup_time: tomorrow,
          passengers: 2,
          luggage: 1,
          ride_type_id: 1,
          passenger_name: "Ada Lovelace",
          passenger_phone: "07700900111",
          passenger_email: "ada@example.com",
          po_number: "PO-1001",
          cost_centre: "Operations",
          payment_method: "account",
        },
      },
    });
  });

  it("sends the flight number written as airlines write it, meet and greet, notes, vias and the payment method", () => {
    const checked = check({
      vias: " Hythe | | Bargate ",
      ride_type: "estate",
      flight_number: "ba 2490",
      meet_and_greet: "Yes",
      notes: "Ring on arrival",
      payment_method: "Cash",
    });
    expect(checked.ok && checked.draft.vias).toEqual(["Hythe", "Bargate"]);
    expect(checked.ok && checked.draft.trip).toStrictEqual({
      row: 2,
      pickup_time: tomorrow,
      passengers: 2,
      luggage: 1,
      ride_type_id: 2,
      passenger_name: "Ada Lovelace",
      passenger_phone: "07700900111",
      passenger_email: "ada@example.com",
      flight_number: "BA2490",
      meet_and_greet: true,
      notes: "Ring on arrival",
      po_number: "PO-1001",
      cost_centre: "Operations",
      payment_method: "cash",
    });
  });

  it("books a record of three columns with the defaults: four passengers, no luggage, the account's payment", () => {
    const record = { pickup_time: " 2026-12-01 09:30 ", pickup: " Above Bar Street ", drop: "Southampton Airport" };
    const plain = { ...context, settings: { default_payment_type: "account", is_po_number_enabled: false } } as const;
    expect(BulkTripFile.checkRow(3, record, plain)).toStrictEqual({
      ok: true,
      draft: {
        row: 3,
        pickupTime: Date.parse("2026-12-01T09:30:00Z"),
        pickup: "Above Bar Street",
        drop: "Southampton Airport",
        vias: [],
        trip: {
          row: 3,
          pickup_time: Date.parse("2026-12-01T09:30:00Z"),
          passengers: 4,
          luggage: 0,
          ride_type_id: 1,
          payment_method: "account",
        },
      },
    });
  });

  it("names the ride type by id or by name in any case; a ride type whose id is no number is left to the server", () => {
    expect(tripOf({ ride_type: "3", passengers: "6" })).toMatchObject({ ride_type_id: 3 });
    expect(tripOf({ ride_type: "MINIBUS" })).toMatchObject({ ride_type_id: 3 });
    const executive: RideAvailability.RideType = { ...saloon, id: "exec", name: "Executive" };
    expect(tripOf({}, { ...context, rideTypes: [executive] })).not.toHaveProperty("ride_type_id");
  });

  it("chooses, when none is named, the first ride type that can make the outbound trip (spec §4)", () => {
    const returnOnly: RideAvailability.RideType = {
      ...saloon,
      id: 7,
      name: "Return only",
      outboundCompatible: false,
    };
    expect(tripOf({}, { ...context, rideTypes: [returnOnly, estate] })).toMatchObject({ ride_type_id: 2 });
  });

  it("gives a passenger who stays in their wheelchair the accessible ride type they name", () => {
    expect(
      tripOf(
        { assistance: "wheelchair-stays-seated", ride_type: "Wheelchair accessible" },
        {
          ...context,
          rideTypes: [saloon, wav],
        },
      ),
    ).toMatchObject({ ride_type_id: 5, assistance: { needs: ["wheelchair_stays_seated"] } });
  });
});

describe("BulkTripFile.checkRow: every problem of a bad row, in the words a person reads (spec §5)", () => {
  it("lists each problem once, in the order of the columns", () => {
    expect(
      issuesOf({
        pickup_time: "",
        pickup: "",
        drop: " ",
        passengers: "2.5",
        luggage: "-1",
        flight_number: "XX",
        meet_and_greet: "maybe",
        passenger_email: "ada@example",
        passenger_phone: "12345",
        payment_method: "cheque",
        po_number: "",
        assistance_note: "x".repeat(201),
        ride_type: "Bus",
      }),
    ).toEqual([
      {
        field: "pickup_time",
        message: 'Enter a pickup time. Write the time as "2026-07-01 09:30" or "01-Jul-2026 09:30 am" (UK time).',
      },
      { field: "passengers", message: "Enter the number of passengers (at least 1)." },
      { field: "luggage", message: "Enter the number of luggage items (0 or more)." },
      { field: "flight_number", message: "Enter a flight number such as BA2490." },
      { field: "meet_and_greet", message: "Write yes or no." },
      { field: "passenger_email", message: "Please enter a valid email." },
      {
        field: "passenger_phone",
        message:
          '"12345" is not a phone number. Write a UK number such as 07700 900123, or another country\'s with its code, such as +353 1 234 5678.',
      },
      { field: "payment_method", message: "Write cash, card, account." },
      { field: "pickup", message: "Enter a pickup address." },
      { field: "drop", message: "Enter a drop-off address." },
      { field: "assistance_note", message: "Keep the assistance note to 200 characters." },
      { field: "ride_type", message: 'No ride type "Bus". Choose one of: Saloon, Estate, Minibus.' },
    ]);
  });

  it("refuses no passengers, and a party it cannot count is not also judged for a vehicle", () => {
    expect(issuesOf({ passengers: "0" })).toEqual([
      { field: "passengers", message: "Enter the number of passengers (at least 1)." },
    ]);
    expect(issuesOf({ passengers: "12", luggage: "lots" })).toEqual([
      { field: "luggage", message: "Enter the number of luggage items (0 or more)." },
    ]);
    expect(issuesOf({ passengers: "a few", luggage: "9" })).toEqual([
      { field: "passengers", message: "Enter the number of passengers (at least 1)." },
    ]);
    const wheelchair = { assistance: "wheelchair-stays-seated" };
    expect(issuesOf({ ...wheelchair, passengers: "a few" })).toEqual([
      { field: "passengers", message: "Enter the number of passengers (at least 1)." },
    ]);
    expect(issuesOf({ ...wheelchair, luggage: "lots" })).toEqual([
      { field: "luggage", message: "Enter the number of luggage items (0 or more)." },
    ]);
  });

  it("tells a seated wheelchair user's party that no accessible vehicle takes it, though another vehicle would", () => {
    expect(
      issuesOf(
        { assistance: "wheelchair-stays-seated", passengers: "6" },
        {
          ...context,
          rideTypes: [saloon, minibus, wav],
        },
      ),
    ).toEqual([
      {
        field: "assistance",
        message:
          "No wheelchair-accessible vehicle takes 6 passengers with 1 luggage items. Split the party over more rows, or call us.",
      },
    ]);
  });

  it("asks for a ride type when the fleet has none for the trip, and says an unknown one is unknown only once", () => {
    const retired = { ...context, rideTypes: [{ ...saloon, active: false }] };
    expect(issuesOf({}, retired)).toEqual([{ field: "ride_type", message: "Please select a ride type." }]);
    expect(issuesOf({ ride_type: "Bus" }, retired)).toEqual([
      { field: "ride_type", message: 'No ride type "Bus". Choose one of: Saloon.' },
    ]);
  });

  it("accepts yes or no for meet and greet, and an empty one as no", () => {
    for (const typed of ["yes", "Y", "TRUE", "1", "no", "n", "false", "0", ""]) {
      expect(issuesOf({ meet_and_greet: typed }), typed).toEqual([]);
    }
    expect(tripOf({ meet_and_greet: "" })).not.toHaveProperty("meet_and_greet");
  });
});

describe("BulkTripFile.capacityProblem: why no vehicle takes the load (spec §4, §5 Ride capacity)", () => {
  const fleet = [saloon, estate, minibus];
  const tooMany = (count: number, name: string, seats: number) => ({
    field: "passengers",
    message: `No vehicle takes ${count} passengers: the largest, ${name}, seats ${seats}. Split the party over more rows.`,
  });

  it("says both limits when the most seats and the most luggage are in different vehicles, even at each limit", () => {
    expect(BulkTripFile.capacityProblem(fleet, { passengers: 8, luggage: 5 })).toEqual({
      field: "passengers",
      message:
        "No vehicle takes 8 passengers with 5 luggage items together. Split the party over more rows, or carry less luggage.",
    });
    expect(BulkTripFile.capacityProblem(fleet, { passengers: 5, luggage: 6 })).toEqual({
      field: "passengers",
      message:
        "No vehicle takes 5 passengers with 6 luggage items together. Split the party over more rows, or carry less luggage.",
    });
  });

  it("names the first of the largest vehicles", () => {
    const peopleCarrier = { ...minibus, id: 4, name: "People carrier" };
    expect(BulkTripFile.capacityProblem([saloon, minibus, peopleCarrier], { passengers: 9, luggage: 0 })).toEqual(
      tooMany(9, "Minibus", 8),
    );
  });

  it("counts only ride types that are active, enabled and make outbound trips", () => {
    for (const unusable of [
      { ...minibus, active: false },
      { ...minibus, enabled: false },
      { ...minibus, outboundCompatible: false },
    ]) {
      expect(BulkTripFile.capacityProblem([saloon, unusable], { passengers: 6, luggage: 0 })).toEqual(
        tooMany(6, "Saloon", 4),
      );
    }
    const outboundOnly = { ...minibus, returnCompatible: false };
    expect(BulkTripFile.capacityProblem([saloon, outboundOnly], { passengers: 6, luggage: 0 })).toBeUndefined();
  });
});

describe("BulkTripFile: a row's places and what the maps service said of them (spec §5, §8)", () => {
  it("reads only the places a row has", () => {
    expect(BulkTripFile.placesOf({ drop: " Hythe " })).toEqual([{ field: "drop", address: "Hythe" }]);
    expect(BulkTripFile.placesOf({ pickup: "Bargate", drop: "Hythe" })).toEqual([
      { field: "pickup", address: "Bargate" },
      { field: "drop", address: "Hythe" },
    ]);
  });

  it("judges the area only with both ends found, from the pickup's and the drop-off's own places", () => {
    const southampton: ServiceArea.ServiceArea = {
      kind: "circle",
      name: "Southampton region",
      centre: { lat: 50.91, lon: -1.4 },
      radius_km: 12,
    };
    const places: Readonly<Record<string, Booking.Place | null>> = {
      "above bar street": { address: "112 Above Bar Street", id: "abs", lat: 50.905, lng: -1.405 },
      manchester: { address: "Manchester", id: "man", lat: 53.48, lng: -2.24 },
      atlantis: null,
    };
    const found: BulkTripFile.FoundPlace = (address) => places[BulkTripFile.placeKey(address)];
    const issues = (row: Readonly<Record<string, string>>) => BulkTripFile.placeIssues(row, found, southampton);
    expect(issues({ pickup: "Above Bar Street", drop: "Manchester" })).toEqual([]);
    expect(issues({ drop: "Manchester" })).toEqual([]);
    expect(issues({ pickup: "", drop: "Manchester", vias: "Manchester" })).toEqual([]);
    expect(issues({ pickup: "Manchester" })).toEqual([]);
    expect(issues({ pickup: "Manchester", drop: "Nowhere asked" })).toEqual([]);
    expect(issues({ pickup: "Manchester", drop: "Atlantis" })).toEqual([
      { field: "drop", message: 'We could not find "Atlantis". Please re-enter trip destinations.' },
    ]);
  });
});

describe("BulkTripFile.isPhoneNumber: a company's file repeats its passengers' numbers", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("judges each distinct number once, and remembers more than one", () => {
    expect(BulkTripFile.isPhoneNumber("07911 123457")).toBe(true);
    expect(BulkTripFile.isPhoneNumber("07911 123458")).toBe(true);
    // libphonenumber's check, watched once both numbers are known.
    const parsed = parsePhoneNumberFromString("+447911123456", metadata);
    const isValid = vi.spyOn(Object.getPrototypeOf(parsed) as { isValid: () => boolean }, "isValid");
    expect(parsed?.isValid()).toBe(true);
    expect(isValid).toHaveBeenCalledTimes(1);
    expect(BulkTripFile.isPhoneNumber("07911 123457")).toBe(true);
    expect(BulkTripFile.isPhoneNumber("07911 123458")).toBe(true);
    expect(isValid).toHaveBeenCalledTimes(1);
  });
});
