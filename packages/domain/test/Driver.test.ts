import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Driver from "../src/Driver.ts";
import * as Money from "../src/Money.ts";

const gbp = (pence: number) => Money.fromMinor(pence);
const driver: Driver.DriverProfile = {
  id: 3307,
  name: "Mark Ellison",
  email: "driver@example.com",
  vehicle: {
    make: "Volkswagen",
    model: "Caddy Maxi Life (WAV)",
    registration: "HX22 WAV",
    wheelchair_accessible: true,
  },
  ride_type_ids: [1, 2, 5],
};
const schoolRun: Driver.RepeatContract = {
  id: 9101,
  reference: "SR-2027-014",
  title: "School run: Weston to Bitterne Park School",
  status: "open",
  pickup_location: { address: "18 Weston Lane, Southampton SO19 9HJ", lat: 50.8908, lng: -1.3651 },
  destinations: [{ address: "Bitterne Park School", lat: 50.9236, lng: -1.3705 }],
  ride_type_id: 1,
  schedule: {
    days: ["MON", "TUE", "WED", "THU", "FRI"],
    outbound_time: "08:05",
    return_time: "15:20",
    start_date: "2027-01-04",
    end_date: "2027-01-15",
    excluded_dates: ["2027-01-06"],
  },
  bidding_closes_at: 1_000,
  my_bid: null,
};

describe("Driver (spec §3 Driver auth, §4 Driver session, §7 Driver)", () => {
  it("keeps the session the server gives at login", () => {
    const login: Driver.DriverLogin = { accessToken: "cbl_dt_1", driver, sessionExpiresAt: 600_000 };
    expect(Driver.sessionFrom(login)).toEqual({
      isAuthenticated: true,
      email: "driver@example.com",
      sessionExpiresAt: 600_000,
    });
  });

  it("takes bids while open and before bidding closes", () => {
    expect(Driver.isOpenForBids(schoolRun, 999)).toBe(true);
    expect(Driver.isOpenForBids(schoolRun, 1_000)).toBe(false);
    expect(Driver.isOpenForBids({ ...schoolRun, status: "awarded" }, 0)).toBe(false);
  });

  it("says why a driver cannot bid", () => {
    expect(Driver.bidRefusal(schoolRun, driver, 0)).toBeUndefined();
    expect(Driver.bidRefusal(schoolRun, driver, 1_000)).toBe("closed");
    const bid: Driver.Bid = { id: 1, contract_id: 9101, amount: gbp(1350), status: "submitted", placed_at: 0 };
    expect(Driver.bidRefusal({ ...schoolRun, my_bid: bid }, driver, 0)).toBe("already_bid");
    expect(Driver.bidRefusal({ ...schoolRun, my_bid: { ...bid, status: "withdrawn" } }, driver, 0)).toBeUndefined();
    const saloonDriver = { ...driver, vehicle: { ...driver.vehicle!, wheelchair_accessible: false } };
    expect(Driver.bidRefusal({ ...schoolRun, wheelchair_required: true }, saloonDriver, 0)).toBe("wheelchair_required");
    expect(Driver.bidRefusal({ ...schoolRun, ride_type_id: 4 }, driver, 0)).toBe("ride_type");
    const { ride_type_ids: _, ...anyType } = driver;
    expect(Driver.bidRefusal({ ...schoolRun, ride_type_id: 4 }, anyType, 0)).toBeUndefined();
  });

  it("holds a shortlisted bid as the driver's live bid, which may be withdrawn only while bidding is open", () => {
    const bid: Driver.Bid = { id: 1, contract_id: 9101, amount: gbp(1350), status: "shortlisted", placed_at: 0 };
    expect(Driver.bidRefusal({ ...schoolRun, my_bid: bid }, driver, 0)).toBe("already_bid");
    expect(Driver.withdrawRefusal({ ...schoolRun, my_bid: bid }, 0)).toBeUndefined();
    expect(Driver.withdrawRefusal({ ...schoolRun, my_bid: bid }, 1_000)).toBe("closed");
    expect(Driver.withdrawRefusal({ ...schoolRun, my_bid: { ...bid, status: "rejected" } }, 0)).toBe("no_bid");
    expect(Driver.withdrawRefusal({ ...schoolRun, my_bid: null }, 0)).toBe("no_bid");
  });

  it("tells the driver where their bid stands: submitted, shortlisted, won, lost, withdrawn or contract closed", () => {
    const bid = (status: Driver.BidStatus) => ({ status });
    expect(Driver.bidState(schoolRun, bid("submitted"), 0)).toBe("submitted");
    expect(Driver.bidState(schoolRun, bid("submitted"), 1_000)).toBe("contract_closed");
    expect(Driver.bidState(schoolRun, bid("shortlisted"), 1_000)).toBe("shortlisted");
    expect(Driver.bidState({ ...schoolRun, status: "awarded" }, bid("shortlisted"), 0)).toBe("lost");
    expect(Driver.bidState({ ...schoolRun, status: "awarded" }, bid("accepted"), 0)).toBe("won");
    expect(Driver.bidState({ ...schoolRun, status: "cancelled" }, bid("submitted"), 0)).toBe("contract_closed");
    expect(Driver.bidState(schoolRun, bid("rejected"), 0)).toBe("lost");
    expect(Driver.bidState(schoolRun, bid("withdrawn"), 0)).toBe("withdrawn");
  });

  it("applies the operator's decisions: a shortlist of live bids, then one award that rejects the rest", () => {
    const bids = [
      { id: 1, status: "submitted" as const },
      { id: 2, status: "submitted" as const },
      { id: 3, status: "withdrawn" as const },
    ];
    const shortlisted = Driver.decide(bids, { kind: "shortlist", bidIds: [2] });
    expect(shortlisted?.map((bid) => bid.status)).toEqual(["submitted", "shortlisted", "withdrawn"]);
    const awarded = Driver.decide(shortlisted ?? [], { kind: "award", bidId: 2 });
    expect(awarded?.map((bid) => bid.status)).toEqual(["rejected", "accepted", "withdrawn"]);
    expect(Driver.decide(bids, { kind: "award", bidId: 3 })).toBeUndefined();
    expect(Driver.decide(bids, { kind: "shortlist", bidIds: [] })).toBeUndefined();
  });

  it("awards to exactly one live bid and never revives a withdrawn one", () => {
    const status = fc.constantFrom<Driver.BidStatus>("submitted", "shortlisted", "rejected", "withdrawn");
    fc.assert(
      fc.property(fc.array(status, { minLength: 1, maxLength: 12 }), fc.nat(), (statuses, pick) => {
        const bids = statuses.map((value, id) => ({ id, status: value }));
        const winner = bids[pick % bids.length]!;
        const after = Driver.decide(bids, { kind: "award", bidId: winner.id });
        if (!Driver.isLiveBid(winner.status)) return after === undefined;
        return (
          after !== undefined &&
          after.filter((bid) => bid.status === "accepted").length === 1 &&
          after.every((bid, index) => Driver.isLiveBid(bid.status) === false || bids[index]!.status === bid.status) &&
          after.every((bid, index) => (bids[index]!.status === "withdrawn") === (bid.status === "withdrawn"))
        );
      }),
    );
  });

  it("bids a positive whole number of pence", () => {
    expect(Driver.isValidBidAmount(gbp(1350))).toBe(true);
    expect(Driver.isValidBidAmount(gbp(0))).toBe(false);
    expect(Driver.isValidBidAmount({ amountMinor: 1.5, currency: "GBP" })).toBe(false);
  });

  it("runs on the scheduled weekdays between the dates, without the excluded ones", () => {
    expect(Driver.serviceDates(schoolRun.schedule)).toEqual([
      "2027-01-04",
      "2027-01-05",
      "2027-01-07",
      "2027-01-08",
      "2027-01-11",
      "2027-01-12",
      "2027-01-13",
      "2027-01-14",
      "2027-01-15",
    ]);
    expect(Driver.bidTotal(gbp(1000), schoolRun.schedule)).toEqual(gbp(18_000));
    const { return_time: _, ...oneWay } = schoolRun.schedule;
    expect(Driver.bidTotal(gbp(1000), oneWay)).toEqual(gbp(9_000));
  });

  it("never runs on a day that is not scheduled", () => {
    fc.assert(
      fc.property(fc.subarray([...Driver.weekdays], { minLength: 1 }), (days) => {
        const dates = Driver.serviceDates({ ...schoolRun.schedule, days, excluded_dates: [] });
        for (const date of dates) {
          const weekday =
            Driver.weekdays[
              new Date(`${date}T12:00:00Z`).getUTCDay() === 0 ? 6 : new Date(`${date}T12:00:00Z`).getUTCDay() - 1
            ];
          expect(days).toContain(weekday);
        }
      }),
    );
  });

  it("decodes a contract", () => {
    expect(Schema.decodeUnknownSync(Driver.RepeatContract)(schoolRun)).toEqual(schoolRun);
  });

  it("takes PDF, JPEG and PNG documents up to 3000 kb; another type is 'Upload Failed!', too big says its size", () => {
    expect(Driver.documentCheck({ type: "application/pdf", size: 120_000 })).toEqual({ accepted: true });
    expect(Driver.documentCheck({ type: "image/heic", size: 120_000 })).toEqual({
      accepted: false,
      message: "Upload Failed!",
    });
    expect(Driver.documentCheck({ type: "image/png", size: 4_200_500 })).toEqual({
      accepted: false,
      message: "Files can be up to 3000 kb; this one is 4200.5 kb.",
    });
    expect(Driver.documentRefusal({ type: "image/jpeg", size: 0 })).toBe("size");
    expect(Driver.documentRefusal({ type: "image/jpeg", size: 3_000_000 })).toBeUndefined();
  });

  it("reads a file's type from its first bytes, not its name", () => {
    const bytes = (...values: number[]) => Uint8Array.from(values);
    expect(Driver.sniffDocumentType(new TextEncoder().encode("%PDF-1.7\n"))).toBe("application/pdf");
    expect(Driver.sniffDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(Driver.sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png");
    expect(Driver.sniffDocumentType(new TextEncoder().encode("MZ\x90\x00"))).toBeUndefined();
    expect(Driver.sniffDocumentType(bytes())).toBeUndefined();
  });

  it("moves an application to review once every document is in, and not after a decision", () => {
    expect(Driver.missingDocuments(["insurance"])).toEqual(["driving_licence", "phd_licence", "phv_licence"]);
    expect(Driver.statusWithDocuments("pending_documents", ["insurance"])).toBe("pending_documents");
    expect(Driver.statusWithDocuments("pending_documents", [...Driver.documentKinds])).toBe("under_review");
    expect(Driver.statusWithDocuments("approved", [])).toBeUndefined();
    expect(Driver.missingDocumentsField(["phv_licence"])).toEqual({
      missing_documents: ["Private-hire vehicle licence"],
    });
    expect(Driver.missingDocumentsField([])).toEqual({});
    fc.assert(
      fc.property(fc.subarray([...Driver.documentKinds]), (uploaded) => {
        const status = Driver.statusWithDocuments("pending_documents", uploaded);
        return (status === "under_review") === (uploaded.length === Driver.documentKinds.length);
      }),
    );
  });

  it("reads a DVLA licence number of the DVLA's shape, in any case and spacing", () => {
    expect(Driver.isDvlaLicenceNumber("MORGA753116SM9IJ")).toBe(true);
    expect(Driver.isDvlaLicenceNumber("morga 753116 sm9ij")).toBe(true);
    expect(Driver.isDvlaLicenceNumber("KHAN9800079A99AB")).toBe(false);
    expect(Driver.isDvlaLicenceNumber("KHAN9862079A99A")).toBe(false);
    expect(Driver.isDvlaLicenceNumber("KHAN9813079A99AB")).toBe(false);
    expect(Driver.isDvlaLicenceNumber("KHAN9856079A99AB")).toBe(true);
  });

  it("takes a licence only while the badge and the photocard are valid, on the last day too", () => {
    const licence = {
      dvla_licence_number: "MORGA753116SM9IJ",
      badge_expires: "2027-03-31",
      dvla_licence_expires: "2031-06-01",
    };
    expect(Driver.licenceProblems(licence, "2026-11-27")).toEqual({});
    expect(Driver.licenceProblems(licence, "2027-03-31")).toEqual({});
    expect(Driver.licenceProblems(licence, "2027-04-01")).toEqual({ badge_expires: "expired" });
    expect(Driver.licenceProblems({}, "2026-11-27")).toEqual({
      dvla_licence_number: "missing",
      badge_expires: "missing",
      dvla_licence_expires: "missing",
    });
    expect(
      Driver.licenceProblems(
        { ...licence, dvla_licence_number: "12345", badge_expires: "2027-02-30", dvla_licence_expires: "31/12/2030" },
        "2026-11-27",
      ),
    ).toEqual({ dvla_licence_number: "invalid", badge_expires: "invalid", dvla_licence_expires: "invalid" });
  });
});
