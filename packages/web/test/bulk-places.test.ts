// The bulk upload's check finds before booking what booking would refuse (spec §5, §8): an address
// the maps service does not know, a trip outside the tenant's area, a phone number the booking's
// rule refuses, and a party no vehicle takes (named with the largest vehicle). Each distinct
// address is looked up once through the maps port, and booking reuses what the check found. The
// report keeps booking tokens exact.
import type { MapsApi } from "@cabline/api-ports";
import { BulkTripFile, type Location, type ServiceArea } from "@cabline/domain";
import { describe, expect, it } from "vitest";
import { checkTripFile } from "../src/features/business-admin/bulk-upload/check-places.ts";
import type { KnownPlaces } from "../src/features/business-admin/bulk-upload/places.ts";
import { reportCsv, sendRows } from "../src/features/business-admin/bulk-upload/send-rows.ts";
import { saloon } from "./fixtures.ts";

const nowMs = Date.parse("2026-11-24T12:00:00Z");
const minibus = { ...saloon, id: 3, name: "Minibus", numSeats: 8, max_luggage: 4 };
const context: BulkTripFile.CheckContext = {
  nowMs,
  rideTypes: [saloon, minibus],
  settings: { default_payment_type: "account", is_po_number_enabled: true },
};
const southampton: ServiceArea.ServiceArea = {
  kind: "circle",
  name: "Southampton region",
  centre: { lat: 50.91, lon: -1.4 },
  radius_km: 12,
};
const gazetteer: Readonly<Record<string, Location.Location>> = {
  "above bar street": { address: "112 Above Bar Street, Southampton", id: "abs", lat: 50.906, lng: -1.405 },
  "southampton airport": { address: "Southampton Airport (SOU)", id: "sou", lat: 50.95, lng: -1.357 },
  manchester: { address: "Manchester, England", id: "man", lat: 53.48, lng: -2.24 },
  "london heathrow airport": { address: "London Heathrow Airport (LHR)", id: "lhr", lat: 51.47, lng: -0.454 },
};

/** The maps port over a few places, counting what it is asked. */
const mapsOver = (places = gazetteer) => {
  const asked: Array<string> = [];
  const maps: Pick<MapsApi, "geocode"> = {
    geocode: async (address) => {
      asked.push(address);
      const place = places[BulkTripFile.placeKey(address)];
      return place === undefined ? [] : [place];
    },
  };
  return { maps, asked };
};

const when = "2026-11-26 09:30";
const line = (cells: Readonly<Record<string, string>>) =>
  BulkTripFile.columnNames.map((name) => cells[name] ?? "").join(",");
const good = { pickup_time: when, pickup: "Above Bar Street", drop: "Southampton Airport", po_number: "PO-1" };
const file = [
  BulkTripFile.columnNames.join(","),
  line(good),
  line({ ...good, pickup: "Atlantis" }),
  line({ ...good, pickup: "Manchester", drop: "London Heathrow Airport" }),
  line({ ...good, passenger_phone: "12345" }),
  line({ ...good, passengers: "12" }),
  line({ ...good, pickup: "above bar  STREET", passenger_phone: "07700 900123" }),
].join("\n");

describe("the bulk file's check, as booking would check it", () => {
  it("reports each kind of bad row with its own message, and looks each distinct address up once", async () => {
    const { maps, asked } = mapsOver();
    const known: KnownPlaces = new Map();
    const check = await checkTripFile(file, context, { maps, area: southampton, known });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.rows.map((row) => [row.row, row.issues, row.draft !== undefined])).toEqual([
      [2, [], true],
      [3, [{ field: "pickup", message: 'We could not find "Atlantis". Please re-enter trip destinations.' }], false],
      [
        4,
        [
          {
            field: "pickup",
            message:
              'Trip must either start or finish inside Southampton region. "Manchester" and "London Heathrow Airport" are both outside it.',
          },
        ],
        false,
      ],
      [5, [{ field: "passenger_phone", message: BulkTripFile.messages.phone("12345") }], false],
      [
        6,
        [
          {
            field: "passengers",
            message: "No vehicle takes 12 passengers: the largest, Minibus, seats 8. Split the party over more rows.",
          },
        ],
        false,
      ],
      [7, [], true],
    ]);
    // Five distinct addresses in twelve cells (spaces and case aside): five lookups.
    expect(asked.toSorted()).toEqual([
      "Above Bar Street",
      "Atlantis",
      "London Heathrow Airport",
      "Manchester",
      "Southampton Airport",
    ]);
    expect(known.get("atlantis")).toBeNull();
    expect(known.get("above bar street")).toMatchObject({ id: "abs" });

    // The same file again on the page: nothing is asked twice.
    const again = mapsOver();
    await checkTripFile(file, context, { maps: again.maps, area: southampton, known });
    expect(again.asked).toEqual([]);
  });

  it("leaves the area to the server when the configuration does not publish one", async () => {
    const { maps } = mapsOver();
    const check = await checkTripFile(file, context, { maps, area: undefined, known: new Map() });
    expect(check.ok && check.rows.find((row) => row.row === 4)?.issues).toEqual([]);
  });

  it("says the places could not be checked when the maps service does not answer", async () => {
    const maps: Pick<MapsApi, "geocode"> = {
      geocode: () => Promise.reject(new Error("Address search is not available right now. Please try again.")),
    };
    const check = await checkTripFile(file, context, { maps, area: southampton, known: new Map() });
    expect(check).toEqual({
      ok: false,
      message: "We could not check the addresses: address search is not available right now.",
      retry: true,
    });
  });

  it("books with the places the check found, asking the maps service nothing more", async () => {
    const { maps, asked } = mapsOver();
    const known: KnownPlaces = new Map();
    const check = await checkTripFile(file, context, { maps, area: southampton, known });
    const drafts = check.ok ? check.rows.flatMap((row) => (row.draft === undefined ? [] : [row.draft])) : [];
    asked.length = 0;
    const sent: Array<ReadonlyArray<{ readonly row: number; readonly pickup_location: unknown }>> = [];
    const dispatch = {
      business: {
        bulkImportTrips: async (request: {
          readonly rows: ReadonlyArray<{ row: number; pickup_location: unknown }>;
        }) => {
          sent.push(request.rows);
          return { results: request.rows.map((row) => ({ row: row.row, status: "booked" as const, booking_id: 1 })) };
        },
      },
    };
    const report = await sendRows(
      { dispatch, maps } as unknown as Parameters<typeof sendRows>[0],
      { businessId: 7, fileId: "f", drafts, known },
      () => undefined,
    );
    expect(asked).toEqual([]);
    expect(report.map((row) => [row.row, row.status])).toEqual([
      [2, "booked"],
      [7, "booked"],
    ]);
    expect(sent.flat().map((trip) => trip.pickup_location)).toEqual([
      gazetteer["above bar street"],
      gazetteer["above bar street"],
    ]);
  });
});

describe("the bulk report", () => {
  it("keeps a booking token that starts with '-' exactly, and still neutralises formula text", () => {
    const csv = reportCsv([
      { row: 2, status: "booked", bookingId: 48006, bookingToken: "-gSqXsvnlLpOZYVevD6Meg", message: "" },
      { row: 3, status: "failed", error: "bad_request", message: '=HYPERLINK("http://x","y")' },
      { row: 4, status: "failed", error: "bad_request", message: "-2+3+cmd|' /C calc'!A0" },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "row,status,booking_id,booking_token,error,message",
      "2,booked,48006,-gSqXsvnlLpOZYVevD6Meg,,",
      `3,failed,,,bad_request,"'=HYPERLINK(""http://x"",""y"")"`,
      "4,failed,,,bad_request,'-2+3+cmd|' /C calc'!A0",
      "",
    ]);
  });
});
