// The driver portal (spec §7 Driver, §3 Driver auth, §4 Driver session): sign-in with
// android=false and version=0 for a 10-minute session, repeat-service contracts and bids
// (contract_not_open once bidding closes), sign-up and its status, and password reset.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Driver } from "@cabline/domain";
import { routes } from "../src/server.ts";
import { iso, startSandbox, type TestSandbox } from "./helpers.ts";

let ts: TestSandbox;
beforeAll(async () => {
  ts = await startSandbox();
});
afterAll(() => ts.stop());

const minute = 60_000;
const toolbox = (form: Record<string, string | number | boolean>) =>
  ts.call("POST", "/driver/doLoginToolbox", { form });
const contracts = (token: string, status = "open") =>
  ts.call("GET", `/driver/repeat-service/bids/getContractsForWeb?status=${status}`, { token });
const bid = (token: string, form: Record<string, string | number>) =>
  ts.call("POST", "/driver/repeat-service/bids/place", { token, key: true, form });

describe("doLoginToolbox", () => {
  it("returns the driver's data and a session that ends 10 minutes later", async () => {
    const answer = await toolbox({
      email: "driver@example.com",
      password: "cabline-sandbox",
      android: false,
      version: 0,
    });
    expect(answer.body).toMatchObject({
      access_token: expect.stringMatching(/^cbl_dt_/),
      driverData: {
        name: "Mark Ellison",
        email: "driver@example.com",
        callsign: "S42",
        vehicle: { make: "Volkswagen", registration: "HX22 WAV", wheelchair_accessible: true },
        ride_type_ids: [1, 2, 5],
      },
      sessionExpiresAt: "2026-11-22T10:10:00+00:00",
    });
    const token = answer.body.access_token;
    ts.advance(10 * minute - 1000);
    expect((await contracts(token)).status).toBe(200);
    ts.advance(1000);
    const expired = await contracts(token);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ error: "invalid_token", message: "Driver session expired. Please sign in again." });
  });

  it("refuses wrong credentials and clients other than the web", async () => {
    expect((await toolbox({ email: "", password: "x", android: false, version: 0 })).body.error).toBe("email_empty");
    expect((await toolbox({ email: "driver@example.com", password: "", android: false, version: 0 })).body.error).toBe(
      "password_empty",
    );
    expect(
      (await toolbox({ email: "driver@example.com", password: "wrong-password", android: false, version: 0 })).body
        .error,
    ).toBe("invalid_login");
    expect(
      (await toolbox({ email: "passenger@example.com", password: "cabline-sandbox", android: false, version: 0 })).body
        .error,
    ).toBe("invalid_login");
    expect(
      (await toolbox({ email: "driver@example.com", password: "cabline-sandbox", android: true, version: 0 })).body
        .error,
    ).toBe("bad_request");
  });

  it("keeps customer and driver sessions apart", async () => {
    const customer = await ts.login("passenger@example.com");
    expect((await contracts(customer)).status).toBe(401);
    const driver = await ts.driverLogin();
    expect((await ts.call("POST", "/customer/v2/checkToken", { token: driver })).status).toBe(401);
  });

  it("refuses a customer's token on every driver operation, and books no bid with it", async () => {
    const customer = await ts.login("passenger@example.com");
    const driverOperations = routes.filter((route) => route.kind === "tenant" && route.auth === "driver");
    expect(driverOperations.length).toBeGreaterThanOrEqual(2);
    for (const operation of driverOperations) {
      const answer = await ts.call(operation.method, operation.path, {
        token: customer,
        key: true,
        ...(operation.method === "POST" ? { form: { contract_id: 1, amount: 1000 } } : {}),
      });
      expect(answer.status, `${operation.method} ${operation.path}`).toBe(401);
      expect(answer.body.error).toBe("invalid_token");
    }
    const bids = ts.sandbox.db.get<{ n: number }>("SELECT COUNT(*) AS n FROM bids WHERE amount = 1000");
    expect(bids?.n ?? 0).toBe(0);
  });
});

describe("repeat-service contracts and bids", () => {
  it("lists the open contracts with the driver's own bid; status=all adds the closed and awarded ones", async () => {
    const token = await ts.driverLogin();
    const open = await contracts(token);
    expect(open.body.contracts.map((c: { category: string }) => c.category)).toEqual([
      "school_run",
      "hospital_transfer",
      "staff_shuttle",
    ]);
    for (const c of open.body.contracts) expect(c.status).toBe("open");
    const dialysis = open.body.contracts[1];
    expect(dialysis).toMatchObject({
      wheelchair_required: true,
      ride_type_id: 5,
      bids_count: 1,
      my_bid: { amount: { amount: 2050, currency: "GBP" }, status: "submitted" },
    });
    expect(dialysis.schedule).toMatchObject({
      days: ["MON", "WED", "FRI"],
      outbound_time: "07:10",
      timezone: "Europe/London",
    });
    const all = await contracts(token, "all");
    expect(all.body.contracts.map((c: { status: string }) => c.status).sort()).toEqual([
      "awarded",
      "closed",
      "open",
      "open",
      "open",
    ]);
  });

  it("answers each contract's trips as the domain counts them from its schedule, and counts live bids only", async () => {
    const token = await ts.driverLogin();
    const all = (await contracts(token, "all")).body.contracts as Array<{
      id: number;
      status: string;
      category: string;
      schedule: Driver.ContractSchedule;
      trips_total: number;
      bids_count: number;
    }>;
    for (const contract of all) expect(contract.trips_total).toBe(Driver.contractTrips(contract.schedule));
    // The school run is term time: its holidays are listed, and they are not trips.
    const school = all.find((c) => c.category === "school_run" && c.status === "open")!;
    expect(school.schedule.excluded_dates?.length).toBeGreaterThan(0);
    expect(school.trips_total).toBeLessThan(Driver.contractTrips({ ...school.schedule, excluded_dates: [] }));
    const before = school.bids_count;
    await bid(token, { contract_id: school.id, amount: 1350 });
    const count = async () =>
      ((await contracts(token)).body.contracts as typeof all).find((c) => c.id === school.id)?.bids_count;
    expect(await count()).toBe(before + 1);
    await bid(token, { contract_id: school.id, amount: 1350, withdraw: "true" });
    expect(await count()).toBe(before);
  });

  it("places one live bid per contract (bid_already_placed), withdraws it and bids again, and refuses closed, awarded and lapsed contracts (contract_not_open)", async () => {
    const token = await ts.driverLogin();
    const all = (await contracts(token, "all")).body.contracts as {
      id: number;
      status: string;
      bidding_closes_at: string;
    }[];
    const school = all.find((c) => c.status === "open") as { id: number; bidding_closes_at: string };
    const placed = await bid(token, { contract_id: school.id, amount: 1350, currency: "GBP", note: "Local to Weston" });
    expect(placed.body.bid).toMatchObject({
      contract_id: school.id,
      amount: { amount: 1350, currency: "GBP" },
      note: "Local to Weston",
      status: "submitted",
      placed_at: iso(ts.now()),
    });
    expect((await bid(token, { contract_id: school.id, amount: 1200 })).body).toEqual({
      error: "bid_already_placed",
      message: "You have already bid on this contract.",
    });
    expect((await bid(token, { contract_id: school.id, amount: 0 })).body).toEqual({
      error: "bad_request",
      message: "Bid amount must be a positive number of pence.",
    });
    for (const closed of all.filter((c) => c.status !== "open")) {
      expect((await bid(token, { contract_id: closed.id, amount: 1000 })).body).toEqual({
        error: "contract_not_open",
        message: "This contract is no longer open for bids.",
      });
    }
    const withdrawn = await bid(token, { contract_id: school.id, amount: 1350, withdraw: "true" });
    expect(withdrawn.body.bid).toMatchObject({ contract_id: school.id, status: "withdrawn" });
    expect(
      (await contracts(token)).body.contracts.find((c: { id: number }) => c.id === school.id).my_bid,
    ).toMatchObject({ status: "withdrawn" });
    expect((await bid(token, { contract_id: school.id, amount: 1350, withdraw: "true" })).body).toEqual({
      error: "bad_request",
      message: "There is no bid to withdraw.",
    });
    expect((await bid(token, { contract_id: school.id, amount: 1400 })).body.bid).toMatchObject({
      status: "submitted",
    });
    ts.setNow(Date.parse(school.bidding_closes_at));
    const fresh = await ts.driverLogin();
    expect((await bid(fresh, { contract_id: school.id, amount: 1300 })).body.error).toBe("contract_not_open");
    expect((await contracts(fresh)).body.contracts.map((c: { id: number }) => c.id)).not.toContain(school.id);
    ts.setNow(Date.parse("2026-11-22T10:00:00Z"));
  });
});

/** checkSignupStatus by address, as the applicant (upload token) or as the signed-in driver. */
const status = (email: string, as: { uploadToken?: string; driverToken?: string } = {}) =>
  ts.call("GET", `/driver_signup/checkSignupStatus?email=${encodeURIComponent(email)}`, {
    ...(as.driverToken === undefined ? {} : { token: as.driverToken }),
    headers: as.uploadToken === undefined ? {} : { "X-Upload-Token": as.uploadToken },
  });

describe("driver sign-up", () => {
  const submit = (overrides: Record<string, unknown> = {}) =>
    ts.call("POST", "/driver_signup/submit", {
      json: {
        firstName: "Aisha",
        lastName: "Begum",
        email: "aisha.begum@example.com",
        countryCode: "+44",
        phoneNumber: "7700900915",
        password: "Netley-Abbey-1239",
        confirmPassword: "Netley-Abbey-1239",
        acceptPolicy: true,
        licensing_authority: "Southampton City Council",
        badge_number: "SCC-PH-1342",
        badge_expires: "2027-09-30",
        dvla_licence_number: "BEGUM862079A99AB",
        dvla_licence_expires: "2033-04-11",
        dbs_certificate_number: "001234567890",
        dbs_issued: "2025-03-01",
        vehicle: {
          make: "Toyota",
          model: "Corolla Touring Sports",
          colour: "Grey",
          registration: "HN73 PLK",
          seats: 4,
          wheelchair_accessible: false,
        },
        ...overrides,
      },
    });

  it("tells the signed-in driver their application's status", async () => {
    const driverToken = await ts.driverLogin();
    expect((await status("driver@example.com", { driverToken })).body).toMatchObject({
      status: "approved",
      application_id: expect.any(Number),
    });
    // Another applicant's status is not the driver's to read.
    expect((await status("pending.driver@example.com", { driverToken })).body).toEqual({
      error: "no_error",
      status: "not_started",
    });
    expect((await status("driver@example.com", { driverToken: "cbl_dt_made-up" })).status).toBe(401);
  });

  it("answers a status asked by address alone the same for every address, and e-mails it to the applicant", async () => {
    const pending = await status("pending.driver@example.com");
    const nobody = await status("nobody@example.com");
    expect(pending.body).toEqual({ error: "no_error", status: "emailed" });
    expect(nobody.body).toEqual(pending.body);
    expect(await ts.outbox("nobody@example.com")).toEqual([]);
    const mail = (await ts.outbox("pending.driver@example.com"))[0];
    expect(mail?.subject).toBe("Your application to drive with Solent Cars");
    expect(mail?.body).toMatch(/stands: submitted, waiting for your documents/);
    expect(mail?.body).toContain("Hire and reward insurance certificate");
    // At most three e-mails an hour per address, whether or not it applied.
    for (const email of ["pending.driver@example.com", "nobody@example.com"]) {
      for (let i = 0; i < 2; i++) expect((await status(email)).status).toBe(200);
      expect((await status(email)).status).toBe(429);
    }
    expect((await status("nobody")).body.error).toBe("email_invalid");
    expect((await status("nobody@example.com", { uploadToken: "made-up-token-that-no-one-holds" })).body.error).toBe(
      "invalid_upload_token",
    );
  });

  it("checks the form, records the application and e-mails the documents needed", async () => {
    expect((await submit({ firstName: "" })).body.error).toBe("name_empty");
    expect((await submit({ email: "aisha" })).body.error).toBe("email_invalid");
    expect((await submit({ phoneNumber: "" })).body.error).toBe("number_empty");
    expect((await submit({ password: "short", confirmPassword: "short" })).body.error).toBe("password_invalid");
    // The licence rule is the domain's: a number of the DVLA's shape, a badge still valid today.
    expect((await submit({ dvla_licence_number: "12345" })).body).toEqual({
      error: "bad_request",
      message: Driver.licenceMessages.dvla_licence_number.invalid,
    });
    expect((await submit({ badge_expires: "2026-11-21" })).body.message).toBe(
      Driver.licenceMessages.badge_expires.expired,
    );
    expect((await submit({ dvla_licence_expires: undefined })).body.message).toBe(
      Driver.licenceMessages.dvla_licence_expires.missing,
    );
    // And the enhanced DBS certificate: 12 digits, issued within the last 36 months, not in the future.
    expect((await submit({ dbs_certificate_number: "1234" })).body.message).toBe(
      Driver.licenceMessages.dbs_certificate_number.invalid,
    );
    expect((await submit({ dbs_issued: "2020-01-01" })).body.message).toBe(Driver.licenceMessages.dbs_issued.expired);
    expect((await submit({ dbs_issued: "2099-01-01" })).body.message).toBe(Driver.licenceMessages.dbs_issued.future);
    expect((await submit({ email: "driver@example.com" })).body.error).toBe("email_already_registered");
    expect((await submit({ phoneNumber: "7700900908" })).body.error).toBe("number_already_registered");
    const received = await submit();
    expect(received.body).toMatchObject({ application_id: expect.any(Number), status: "pending_documents" });
    expect(
      (await status("aisha.begum@example.com", { uploadToken: received.body.upload_token as string })).body,
    ).toMatchObject({
      status: "pending_documents",
      application_id: received.body.application_id,
    });
    expect((await ts.outbox("aisha.begum@example.com"))[0]?.body).toContain("Private-hire vehicle licence");
    expect((await submit()).body.error).toBe("email_already_registered");
  });
});

describe("driver documents (extension 16)", () => {
  const pdf = Buffer.from("%PDF-1.7\n% a licence\n").toString("base64");
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString("base64");
  const upload = (json: Record<string, unknown>) => ts.call("POST", "/driver_signup/documents", { json });
  const apply = async (email: string, phoneNumber: string) =>
    (
      await ts.call("POST", "/driver_signup/submit", {
        json: {
          firstName: "Nadia",
          lastName: "Okafor",
          email,
          countryCode: "+44",
          phoneNumber,
          password: "Netley-Abbey-1239",
          confirmPassword: "Netley-Abbey-1239",
          acceptPolicy: true,
          badge_expires: "2027-09-30",
          dvla_licence_number: "OKAFO862079N99AB",
          dvla_licence_expires: "2033-04-11",
          dbs_certificate_number: "001234567890",
          dbs_issued: "2025-03-01",
        },
      })
    ).body as { application_id: number; upload_token: string };

  it("takes the six documents by the e-mailed upload token, reads their type from the bytes, and moves the application to review", async () => {
    const application = await apply("nadia.okafor@example.com", "7700900931");
    expect(application.upload_token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const mail = (await ts.outbox("nadia.okafor@example.com"))[0]?.body ?? "";
    expect(mail).toContain(`/driver-signup?token=${application.upload_token}`);
    const token = application.upload_token;

    const before = await upload({ upload_token: token });
    expect(before.body).toMatchObject({
      status: "pending_documents",
      missing: [...Driver.documentKinds],
      documents: [],
    });
    // A renamed executable is not a PDF, whatever it says it is; a declared type must match the bytes.
    const exe = Buffer.from("MZ\x90\x00 not a pdf").toString("base64");
    const forged = { upload_token: token, document: "insurance", content_type: "application/pdf", content_base64: exe };
    expect((await upload(forged)).body.error).toBe("document_not_accepted");
    const mismatched = { upload_token: token, document: "insurance", content_type: "image/png", content_base64: pdf };
    expect((await upload(mismatched)).body.error).toBe("document_not_accepted");
    expect((await upload({ upload_token: token, document: "insurance", content_base64: "%%%" })).body.error).toBe(
      "bad_request",
    );
    expect((await upload({ upload_token: "made-up-token-that-no-one-holds", document: "insurance" })).body.error).toBe(
      "invalid_upload_token",
    );

    const first = await upload({
      upload_token: token,
      document: "insurance",
      file_name: "cover.pdf",
      content_base64: pdf,
    });
    expect(first.body).toMatchObject({
      status: "pending_documents",
      missing: Driver.documentKinds.filter((kind) => kind !== "insurance"),
      documents: [{ document: "insurance", file_name: "cover.pdf", size_bytes: 21, uploaded_at: iso(ts.now()) }],
    });
    // A second file of the same document replaces the first (§5 limit one).
    const again = await upload({
      upload_token: token,
      document: "insurance",
      file_name: "cover-2.png",
      content_base64: png,
    });
    expect(again.body.documents).toEqual([expect.objectContaining({ file_name: "cover-2.png", size_bytes: 12 })]);
    for (const kind of Driver.documentKinds.filter((kind) => kind !== "insurance")) {
      await upload({ upload_token: token, document: kind, file_name: `${kind}.pdf`, content_base64: pdf });
    }
    const review = await status("nadia.okafor@example.com", { uploadToken: token });
    expect(review.body).toMatchObject({ status: "under_review" });
    expect(review.body.missing_documents).toBeUndefined();
    // Another tenant's upload link does not reach this application.
    expect(
      (await ts.call("POST", "/driver_signup/documents", { tenant: "GDT", json: { upload_token: token } })).body.error,
    ).toBe("invalid_upload_token");
  });

  it("refuses a file over 3,000 kb", async () => {
    const application = await apply("big.file@example.com", "7700900932");
    const big = Buffer.concat([Buffer.from("%PDF-"), Buffer.alloc(Driver.maxDocumentBytes)]).toString("base64");
    const answer = await upload({
      upload_token: application.upload_token,
      document: "phv_licence",
      content_base64: big,
    });
    expect(answer.body.error).toBe("document_not_accepted");
  });
});

describe("driver password reset", () => {
  it("e-mails a /reset-password-driver link; the new password signs in", async () => {
    expect((await ts.call("POST", "/driver/forgotPassword", { form: { email: "driver@example.com" } })).status).toBe(
      200,
    );
    const link = (await ts.outbox("driver@example.com"))[0]?.body ?? "";
    expect(link).toContain("/reset-password-driver?token=");
    const token = link.match(/token=([A-Za-z0-9_-]+)/)?.[1] as string;
    const customerReset = await ts.call("POST", "/customer/v2/resetPassword", {
      form: { token, password: "new-driver-pass" },
    });
    expect(customerReset.body.error).toBe("invalid_reset_token");
    const reset = await ts.call("POST", "/driver/resetPassword", {
      form: { token, password: "new-driver-pass", confirmPassword: "new-driver-pass" },
    });
    expect(reset.status).toBe(200);
    expect(
      (await toolbox({ email: "driver@example.com", password: "new-driver-pass", android: false, version: 0 })).status,
    ).toBe(200);
  });
});

describe("the operator's decisions (sandbox controls)", () => {
  it("shortlists a bid, which stays the driver's live bid, then awards it; only with the controls on", async () => {
    const controlled = await startSandbox({ dispatcherControls: true });
    try {
      const token = await controlled.driverLogin();
      const list = async () =>
        (await controlled.call("GET", "/driver/repeat-service/bids/getContractsForWeb?status=all", { token })).body
          .contracts as { id: number; status: string; my_bid: { id: number; status: string } | null }[];
      const school = (await list()).find((c) => c.status === "open" && c.my_bid === null)!;
      const place = (form: Record<string, string | number>) =>
        controlled.call("POST", "/driver/repeat-service/bids/place", { token, key: true, form });
      const decide = (form: Record<string, string | number>) =>
        controlled.call("POST", "/sandbox/contracts/decide", { form });
      const placed = (await place({ contract_id: school.id, amount: 1350 })).body.bid as { id: number };
      expect((await decide({ contract_id: school.id, shortlist: String(placed.id) })).body.bids).toEqual([
        expect.objectContaining({ id: placed.id, status: "shortlisted" }),
      ]);
      expect((await list()).find((c) => c.id === school.id)?.my_bid?.status).toBe("shortlisted");
      expect((await place({ contract_id: school.id, amount: 1200 })).body.error).toBe("bid_already_placed");
      // A shortlisted bid may still be withdrawn, and a new bid starts again as submitted.
      expect((await place({ contract_id: school.id, amount: 1350, withdraw: "true" })).body.bid.status).toBe(
        "withdrawn",
      );
      expect((await decide({ contract_id: school.id, award: placed.id })).body.error).toBe("bad_request");
      const again = (await place({ contract_id: school.id, amount: 1300 })).body.bid as { id: number; status: string };
      expect(again.status).toBe("submitted");
      expect((await decide({ contract_id: school.id, award: again.id })).body.bids[0].status).toBe("accepted");
      const awarded = (await list()).find((c) => c.id === school.id);
      expect(awarded).toMatchObject({ status: "awarded", my_bid: { status: "accepted" } });
      expect((await place({ contract_id: school.id, amount: 1350, withdraw: "true" })).body.error).toBe(
        "contract_not_open",
      );
      expect((await decide({ contract_id: school.id, award: again.id })).body.error).toBe("contract_not_open");
    } finally {
      await controlled.stop();
    }
    expect((await ts.call("POST", "/sandbox/contracts/decide", { form: { contract_id: 1, award: 1 } })).status).toBe(
      404,
    );
  });
});
