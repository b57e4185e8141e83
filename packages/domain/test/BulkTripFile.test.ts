import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as BulkTripFile from "../src/BulkTripFile.ts";
import * as DateTime from "../src/DateTime.ts";
import type * as RideAvailability from "../src/RideAvailability.ts";

const saloon: RideAvailability.RideType = {
  id: 1,
  name: "Saloon",
  active: true,
  enabled: true,
  numSeats: 4,
  max_luggage: 2,
  outboundCompatible: true,
  returnCompatible: true,
};
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
        "This ride type seats at most 4 passengers.",
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
