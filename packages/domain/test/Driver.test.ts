import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Assistance from "../src/Assistance.ts";
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

  describe("bidding on a repeat contract", biddingOnAContract);
  describe("the operator's shortlist and award", shortlistAndAward);
  describe("the days a contract runs", serviceDays);
  describe(
    "trips of a contract and the total of a bid (one count for the card, the total, the sandbox and the CLI)",
    tripsAndBidTotal,
  );
  describe("bids so far (the card's count)", bidCountOnTheCard);

  it("decodes a contract", () => {
    expect(Schema.decodeUnknownSync(Driver.RepeatContract)(schoolRun)).toEqual(schoolRun);
  });

  describe("an applicant's documents", applicantDocuments);
  describe("an applicant's licences and DBS certificate", applicantLicences);
});

function biddingOnAContract() {
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

  it("a contract's assistance rules out a driver only when a passenger stays in the wheelchair and the vehicle does not take one", () => {
    const needs = fc.subarray([...Assistance.needs]);
    const vehicle = fc.option(fc.record({ wheelchair_accessible: fc.option(fc.boolean(), { nil: undefined }) }), {
      nil: undefined,
    });
    fc.assert(
      fc.property(needs, vehicle, (chosen, car) => {
        const contract = { ...schoolRun, assistance: { needs: chosen, other: "" } };
        const bidder = car === undefined ? {} : { vehicle: car };
        const seated = chosen.includes("wheelchair_stays_seated");
        expect(Driver.needsWheelchairVehicle(contract)).toBe(seated);
        // A driver with no vehicle on record is not known to take a wheelchair.
        const fits = car?.wheelchair_accessible === true;
        expect(Driver.bidRefusal(contract, bidder, 0)).toBe(seated && !fits ? "wheelchair_required" : undefined);
      }),
    );
    // An assistance dog never rules a driver out.
    const dog = { ...schoolRun, assistance: { needs: ["assistance_dog" as const], other: "" } };
    expect(Driver.bidRefusal(dog, { vehicle: { wheelchair_accessible: false } }, 0)).toBeUndefined();
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

  it("bids a positive whole number of pence", () => {
    expect(Driver.isValidBidAmount(gbp(1350))).toBe(true);
    expect(Driver.isValidBidAmount(gbp(0))).toBe(false);
    expect(Driver.isValidBidAmount({ amountMinor: 1.5, currency: "GBP" })).toBe(false);
  });
}

function shortlistAndAward() {
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
}

function serviceDays() {
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
}

function tripsAndBidTotal() {
  const plainDate = fc
    .date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
  const addDays = (iso: string, days: number) => {
    const date = new Date(`${iso}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };
  /** Schedules of up to about two years, some ending before they start, with excluded dates in and around the period. */
  const schedule = fc
    .record({
      start: plainDate,
      span: fc.integer({ min: -10, max: 800 }),
      days: fc.subarray([...Driver.weekdays]),
      returns: fc.boolean(),
      excluded: fc.array(fc.integer({ min: -20, max: 820 }), { maxLength: 30 }),
      odd: fc.array(fc.constantFrom("2027-02-30", "2027-2-15", "15/02/2027", "", "+002027-02-15"), { maxLength: 2 }),
    })
    .map(({ start, span, days, returns, excluded, odd }): Driver.ContractSchedule => ({
      days,
      outbound_time: "08:05",
      ...(returns ? { return_time: "15:20" } : {}),
      start_date: start,
      end_date: addDays(start, span),
      excluded_dates: [...excluded.map((offset) => addDays(start, offset)), ...odd],
    }));

  it("counts the scheduled weekdays from start to end, both included, without the excluded dates; two trips a day with a return", () => {
    // The school run: 142 weekdays from Tuesday 5 January to Wednesday 21 July 2027, out and back.
    const term: Driver.ContractSchedule = {
      days: ["MON", "TUE", "WED", "THU", "FRI"],
      outbound_time: "08:05",
      return_time: "15:20",
      start_date: "2027-01-05",
      end_date: "2027-07-21",
    };
    expect(Driver.contractTrips(term)).toBe(284);
    const halfTerm = ["2027-02-15", "2027-02-16", "2027-02-17", "2027-02-18", "2027-02-19"];
    expect(Driver.contractTrips({ ...term, excluded_dates: halfTerm })).toBe(274);
    // A Saturday, a date after the end and the same date twice take nothing more off.
    expect(
      Driver.contractTrips({ ...term, excluded_dates: [...halfTerm, "2027-02-20", "2027-08-02", "2027-02-15"] }),
    ).toBe(274);
    expect(Driver.contractTrips(schoolRun.schedule)).toBe(18);
    expect(Driver.contractTrips({ ...term, start_date: "2027-07-22" })).toBe(0);
    expect(Driver.contractTrips({ ...term, end_date: term.start_date })).toBe(2);
    expect(Driver.tripsPerServiceDay(term)).toBe(2);
    expect(Driver.bidTotal(gbp(1350), term)).toEqual(gbp(1350 * 284));
  });

  it("agrees with the service dates listed one by one, for any schedule", () => {
    fc.assert(
      fc.property(schedule, (s) => {
        expect(Driver.contractTrips(s)).toBe(Driver.serviceDates(s).length * Driver.tripsPerServiceDay(s));
      }),
      { numRuns: 300 },
    );
  });

  it("takes a service day off once when it is excluded, and nothing for a day the service does not run", () => {
    fc.assert(
      fc.property(schedule, fc.nat(), (s, pick) => {
        const before = Driver.contractTrips(s);
        const dates = Driver.serviceDates(s);
        if (dates.length > 0) {
          const date = dates[pick % dates.length]!;
          const once = Driver.contractTrips({ ...s, excluded_dates: [...(s.excluded_dates ?? []), date] });
          const twice = Driver.contractTrips({ ...s, excluded_dates: [...(s.excluded_dates ?? []), date, date] });
          expect(once).toBe(before - Driver.tripsPerServiceDay(s));
          expect(twice).toBe(once);
        }
        const idle = Driver.weekdays.filter((day) => !s.days.includes(day));
        const off = Array.from({ length: 7 }, (_, offset) => addDays(s.start_date, offset)).filter((date) =>
          idle.includes(Driver.weekdays[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7]!),
        );
        expect(Driver.contractTrips({ ...s, excluded_dates: [...(s.excluded_dates ?? []), ...off] })).toBe(before);
      }),
      { numRuns: 200 },
    );
  });

  it("totals a bid as the price per trip times the trips, to the penny, never below nothing", () => {
    fc.assert(
      fc.property(schedule, fc.integer({ min: 1, max: 1_000_000 }), (s, pence) => {
        const total = Driver.bidTotal(gbp(pence), s);
        expect(total).toEqual(gbp(pence * Driver.contractTrips(s)));
        expect(total.amountMinor).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(total.amountMinor)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("counts a year-long schedule far in the future without listing its days", () => {
    const long: Driver.ContractSchedule = {
      days: ["SAT", "SUN"],
      outbound_time: "06:15",
      start_date: "2027-01-02",
      end_date: "9999-12-31",
    };
    const started = performance.now();
    expect(Driver.contractTrips(long)).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(200);
  });
}

function bidCountOnTheCard() {
  const bid = (status: Driver.BidStatus, id = 1): Driver.Bid => ({
    id,
    contract_id: schoolRun.id,
    amount: gbp(1350),
    status,
    placed_at: 1,
  });

  it("counts live bids only: a withdrawn bid is not a bid", () => {
    expect(Driver.bidsSoFar([])).toBe(0);
    expect(Driver.bidsSoFar([bid("submitted"), bid("shortlisted"), bid("withdrawn"), bid("rejected")])).toBe(2);
    const placed = Driver.withMyBid({ ...schoolRun, bids_count: 1 }, bid("submitted"));
    expect(placed).toMatchObject({ bids_count: 2, my_bid: { status: "submitted" } });
    const withdrawn = Driver.withMyBid(placed, bid("withdrawn"));
    expect(withdrawn).toMatchObject({ bids_count: 1, my_bid: { status: "withdrawn" } });
    expect(Driver.withMyBid(withdrawn, bid("submitted")).bids_count).toBe(2);
    // A change is a withdrawal and a new bid, answered as one: still one bid of this driver.
    expect(Driver.withMyBid(placed, bid("submitted", 2)).bids_count).toBe(2);
  });

  it("keeps the card's count equal to the dispatch side's after any run of the driver's bids and withdrawals", () => {
    const others = fc.array(fc.constantFrom<Driver.BidStatus>("submitted", "shortlisted", "withdrawn"), {
      maxLength: 10,
    });
    const steps = fc.array(fc.constantFrom<Driver.BidStatus>("submitted", "withdrawn"), { maxLength: 12 });
    const first = fc.constantFrom<Driver.BidStatus | undefined>(undefined, "submitted", "shortlisted", "withdrawn");
    fc.assert(
      fc.property(others, first, steps, (theirs, mine, answers) => {
        const theirBids = theirs.map((status, index) => bid(status, 100 + index));
        let server: Driver.Bid | undefined = mine === undefined ? undefined : bid(mine);
        const all = () => [...theirBids, ...(server === undefined ? [] : [server])];
        let card: Driver.RepeatContract = {
          ...schoolRun,
          my_bid: server ?? null,
          bids_count: Driver.bidsSoFar(all()),
        };
        for (const status of answers) {
          const before = card.bids_count ?? 0;
          server = bid(status);
          card = Driver.withMyBid(card, server);
          expect(card.bids_count).toBe(Driver.bidsSoFar(all()));
          if (status === "withdrawn") expect(card.bids_count).toBeLessThanOrEqual(before);
        }
      }),
    );
  });
}

function applicantDocuments() {
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
    expect(Driver.missingDocuments(["insurance"])).toEqual([
      "driving_licence",
      "phd_licence",
      "phv_licence",
      "dbs_certificate",
      "right_to_work",
    ]);
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

  it("asks for the DBS certificate and the right to work beside the licences and the insurance", () => {
    expect(Driver.missingDocuments(["driving_licence", "phd_licence", "phv_licence", "insurance"])).toEqual([
      "dbs_certificate",
      "right_to_work",
    ]);
    expect(Driver.missingDocumentsField(["dbs_certificate", "right_to_work"])).toEqual({
      missing_documents: ["Enhanced DBS certificate", "Right to work in the UK (passport, share code or visa)"],
    });
  });
}

function applicantLicences() {
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
      dbs_certificate_number: "001234567890",
      dbs_issued: "2025-03-01",
    };
    expect(Driver.licenceProblems(licence, "2026-11-27")).toEqual({});
    expect(Driver.licenceProblems(licence, "2027-03-31")).toEqual({});
    expect(Driver.licenceProblems(licence, "2027-04-01")).toEqual({ badge_expires: "expired" });
    expect(Driver.licenceProblems({}, "2026-11-27")).toEqual({
      dvla_licence_number: "missing",
      badge_expires: "missing",
      dvla_licence_expires: "missing",
      dbs_certificate_number: "missing",
      dbs_issued: "missing",
    });
    expect(
      Driver.licenceProblems(
        { ...licence, dvla_licence_number: "12345", badge_expires: "2027-02-30", dvla_licence_expires: "31/12/2030" },
        "2026-11-27",
      ),
    ).toEqual({ dvla_licence_number: "invalid", badge_expires: "invalid", dvla_licence_expires: "invalid" });
  });

  it("takes an enhanced DBS certificate of 12 digits issued on a day that has come, for 36 months from that day", () => {
    expect(Driver.isDbsCertificateNumber("0012 3456 7890")).toBe(true);
    expect(Driver.isDbsCertificateNumber("00123456789")).toBe(false);
    expect(Driver.isDbsCertificateNumber("00123456789A")).toBe(false);
    const dbs = (dbs_issued: string, dbs_certificate_number = "001234567890") =>
      Driver.licenceProblems(
        {
          dvla_licence_number: "MORGA753116SM9IJ",
          badge_expires: "2030-01-01",
          dvla_licence_expires: "2031-06-01",
          dbs_certificate_number,
          dbs_issued,
        },
        "2026-11-27",
      );
    expect(dbs("2026-11-27")).toEqual({});
    expect(dbs("2023-11-27")).toEqual({});
    expect(dbs("2023-11-26")).toEqual({ dbs_issued: "expired" });
    expect(dbs("2026-11-28")).toEqual({ dbs_issued: "future" });
    expect(dbs("2026-02-30")).toEqual({ dbs_issued: "invalid" });
    expect(dbs("2025-01-01", "12345")).toEqual({ dbs_certificate_number: "invalid" });
    expect(Driver.licenceMessages.dbs_issued.expired).toMatch(/more than 3 years old/);
  });
}
