/**
 * The driver portal (spec §7 Driver, §3 Driver auth, §4 Driver session): sign-up and its status,
 * sign-in with a 10-minute session (android=false, version=0 from the web), password reset, and
 * bids on repeat-service contracts. A contract takes bids until its bidding closes; after that
 * (or once awarded) a bid is refused with contract_not_open. Who may bid is Driver.bidRefusal's
 * rule: one live bid per contract, and a vehicle that suits the contract.
 */
import { Assistance, DateTime, Driver, OneOf, PlainText } from "@cabline/domain";
import {
  forgotPasswordFor,
  passwordMatches,
  requireEmail,
  requireNewPassword,
  requirePhone,
  resetPasswordFor,
} from "./auth.ts";
import type { Ctx, DriverRow, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import { json, parseJson } from "./db.ts";
import { badRequest, fail } from "./errors.ts";
import { isEmail, normaliseEmail, optBool, optInt, optRecord, optString, optText } from "./input.ts";
import { money } from "./money.ts";
import { send } from "./outbox.ts";
import { hashPassword } from "./passwords.ts";
import * as RateLimit from "./rate-limit.ts";
import { credentialOf, endSession, resolveDriver, startSession } from "./sessions.ts";
import { formatInstant, minutes } from "./time.ts";
import { hashToken, randomToken } from "./tokens.ts";
import {
  decodeAskedAssistance,
  decodeDocumentKinds,
  decodeIds,
  decodeSchedule,
  decodeVehicleAccess,
  storedStatus,
} from "./stored-json.ts";

const signupLimit: RateLimit.Limit = { max: 5, windowMs: minutes(60) };

export const toDriverProfile = (driver: DriverRow): Record<string, unknown> => ({
  id: driver.id,
  name: driver.name,
  email: driver.email,
  contact_number: driver.phone,
  callsign: driver.callsign,
  badge_number: driver.badge_number,
  licensing_authority: driver.licensing_authority,
  vehicle: parseJson(driver.vehicle),
  ride_type_ids: parseJson(driver.ride_type_ids),
});

const driverByEmail = (ctx: Ctx, email: string): DriverRow | undefined =>
  ctx.db.get<DriverRow>(
    "SELECT * FROM drivers WHERE tenant = ? AND email = ? AND password_hash IS NOT NULL",
    ctx.tenant.code,
    email,
  );

const doLoginToolbox = (ctx: Ctx): Reply => {
  const typed = optText(ctx.body, "email") ?? fail("email_empty");
  const password = optString(ctx.body, "password") ?? "";
  if (password === "") return fail("password_empty");
  if (optBool(ctx.body, "android") !== false || optInt(ctx.body, "version") !== 0) {
    return badRequest("The web signs in with android=false and version=0.");
  }
  if (!isEmail(typed)) return fail("invalid_login_email");
  const email = normaliseEmail(typed);
  const guard = RateLimit.guardSignIn(ctx, "driver", email);
  const driver = driverByEmail(ctx, email);
  if (!passwordMatches(password, driver?.password_hash) || driver === null || driver === undefined) {
    guard.failed();
    return fail("invalid_login", { commit: true });
  }
  guard.succeeded();
  const session = startSession(ctx, "driver", driver.id);
  return ok({
    access_token: session.token,
    driverData: toDriverProfile(driver),
    sessionExpiresAt: formatInstant(session.expiresAt),
  });
};

interface ContractRow {
  readonly id: number;
  readonly reference: string;
  readonly title: string;
  readonly category: string;
  readonly description: string;
  readonly status: string;
  readonly pickup: string;
  readonly destinations: string;
  readonly passengers: number;
  readonly luggage: number;
  /** The passengers' needs (contract Assistance, JSON); whether a wheelchair vehicle is needed follows from it. */
  readonly assistance: string;
  readonly ride_type_id: number;
  readonly schedule: string;
  readonly miles_per_trip: number;
  readonly guide_price: number;
  readonly requirements: string;
  readonly bidding_closes_at: number;
}

interface BidRow {
  readonly id: number;
  readonly contract_id: number;
  readonly amount: number;
  readonly currency: string;
  readonly note: string | null;
  readonly status: string;
  readonly placed_at: number;
}

/** A contract still marked open stops taking bids when its bidding closes. */
/** The contract's assistance as stored, and what it requires of the vehicle (Driver.needsWheelchairVehicle). */
const assistanceOf = (row: ContractRow) => {
  const assistance = Assistance.normalise(decodeAskedAssistance(row.assistance));
  return { wheelchair_required: Driver.needsWheelchairVehicle({ assistance }), assistance };
};

const contractStatusOf = (row: ContractRow): Driver.ContractStatus =>
  storedStatus(Driver.ContractStatus.literals, row.status, "contracts.status");

const bidStatusOf = (row: { readonly status: string }): Driver.BidStatus =>
  storedStatus(Driver.BidStatus.literals, row.status, "bids.status");

const statusOf = (row: ContractRow, now: number): string =>
  row.status === "open" && row.bidding_closes_at <= now ? "closed" : row.status;

const toBid = (row: BidRow): Record<string, unknown> => ({
  id: row.id,
  contract_id: row.contract_id,
  amount: { amount: row.amount, currency: row.currency },
  ...(row.note === null ? {} : { note: row.note }),
  status: row.status,
  placed_at: formatInstant(row.placed_at),
});

const getContractsForWeb = (ctx: Ctx): Reply => {
  const driver = ctx.driver ?? fail("invalid_token");
  const which = ctx.query.get("status") ?? "open";
  if (which !== "open" && which !== "all") return badRequest("status must be open or all.");
  const rows = ctx.db.all<ContractRow>(
    "SELECT * FROM contracts WHERE tenant = ? ORDER BY bidding_closes_at, id",
    ctx.tenant.code,
  );
  const contracts = rows
    .filter((row) => which === "all" || statusOf(row, ctx.now) === "open")
    .map((row) => {
      const mine = ctx.db.get<BidRow>(
        "SELECT * FROM bids WHERE tenant = ? AND contract_id = ? AND driver_id = ?",
        ctx.tenant.code,
        row.id,
        driver.id,
      );
      // Bids so far are the live ones (Driver.bidsSoFar): a withdrawn bid is not counted.
      const count = Driver.bidsSoFar(
        ctx.db
          .all<{ status: string }>(
            "SELECT status FROM bids WHERE tenant = ? AND contract_id = ?",
            ctx.tenant.code,
            row.id,
          )
          .map((bid) => ({ status: bidStatusOf(bid) })),
      );
      return {
        id: row.id,
        reference: row.reference,
        title: row.title,
        category: row.category,
        description: row.description,
        status: statusOf(row, ctx.now),
        pickup_location: parseJson(row.pickup),
        destinations: parseJson(row.destinations),
        passengers: row.passengers,
        luggage: row.luggage,
        ...assistanceOf(row),
        ride_type_id: row.ride_type_id,
        // As stored (with fields the domain's ContractSchedule does not name, such as its timezone).
        schedule: parseJson(row.schedule),
        // The trips are the schedule's (Driver.contractTrips), the count every client shows.
        trips_total: Driver.contractTrips(decodeSchedule(row.schedule)),
        estimated_miles_per_trip: row.miles_per_trip,
        guide_price_per_trip: money(row.guide_price),
        requirements: parseJson(row.requirements),
        bidding_closes_at: formatInstant(row.bidding_closes_at),
        bids_count: count,
        my_bid: mine === undefined ? null : toBid(mine),
      };
    });
  return ok({ contracts });
};

const placeBid = (ctx: Ctx): Reply => {
  const driver = ctx.driver ?? fail("invalid_token");
  const contractId = optInt(ctx.body, "contract_id") ?? badRequest("contract_id is required.");
  const amount = optInt(ctx.body, "amount");
  if (amount === undefined || amount < 1) return badRequest("Bid amount must be a positive number of pence.");
  const currency = optText(ctx.body, "currency") ?? "GBP";
  if (currency !== "GBP") return badRequest("Bids are in GBP.");
  const contract = ctx.db.get<ContractRow>(
    "SELECT * FROM contracts WHERE id = ? AND tenant = ?",
    contractId,
    ctx.tenant.code,
  );
  if (contract === undefined) return fail("contract_not_open");
  // Withdrawing is allowed while bidding is open; a withdrawn bid no longer counts as the driver's
  // one live bid, so a changed bid is withdraw-then-bid (the web's "change my bid" does that).
  if (optBool(ctx.body, "withdraw") === true) {
    return withdrawBid(ctx, contract, driver.id);
  }
  const mine = ctx.db.get<BidRow>(
    "SELECT * FROM bids WHERE tenant = ? AND contract_id = ? AND driver_id = ?",
    ctx.tenant.code,
    contractId,
    driver.id,
  );
  const refusal = Driver.bidRefusal(
    {
      status: contractStatusOf(contract),
      bidding_closes_at: contract.bidding_closes_at,
      my_bid: mine === undefined ? null : { status: bidStatusOf(mine) },
      ...assistanceOf(contract),
      ride_type_id: contract.ride_type_id,
    },
    {
      vehicle: decodeVehicleAccess(driver.vehicle),
      ride_type_ids: decodeIds(driver.ride_type_ids),
    },
    ctx.now,
  );
  if (refusal !== undefined) return fail(Driver.refusalCodes[refusal]);
  const note = optText(ctx.body, "note") ?? null;
  ctx.db.run(
    `INSERT INTO bids(tenant, contract_id, driver_id, amount, currency, note, status, placed_at) VALUES (?, ?, ?, ?, ?, ?, 'submitted', ?)
     ON CONFLICT(contract_id, driver_id) DO UPDATE SET amount = excluded.amount, currency = excluded.currency, note = excluded.note,
       status = 'submitted', placed_at = excluded.placed_at`,
    ctx.tenant.code,
    contractId,
    driver.id,
    amount,
    currency,
    note,
    ctx.now,
  );
  const bid = ctx.db.get<BidRow>(
    "SELECT * FROM bids WHERE tenant = ? AND contract_id = ? AND driver_id = ?",
    ctx.tenant.code,
    contractId,
    driver.id,
  );
  return ok({ bid: toBid(bid ?? fail("internal_server_error")) });
};

/** Takes the driver's live bid back while bidding is open (Driver.withdrawRefusal); placing again re-submits it. */
const withdrawBid = (ctx: Ctx, contract: ContractRow, driverId: number): Reply => {
  const where = "tenant = ? AND contract_id = ? AND driver_id = ?";
  const mine = ctx.db.get<BidRow>(`SELECT * FROM bids WHERE ${where}`, ctx.tenant.code, contract.id, driverId);
  const refusal = Driver.withdrawRefusal(
    {
      status: contractStatusOf(contract),
      bidding_closes_at: contract.bidding_closes_at,
      my_bid: mine === undefined ? null : { status: bidStatusOf(mine) },
    },
    ctx.now,
  );
  if (refusal === "closed") return fail("contract_not_open");
  if (refusal === "no_bid" || mine === undefined) return badRequest("There is no bid to withdraw.");
  ctx.db.run(`UPDATE bids SET status = 'withdrawn' WHERE ${where}`, ctx.tenant.code, contract.id, driverId);
  return ok({ bid: toBid({ ...mine, status: "withdrawn" }) });
};

/**
 * The operator's back office, stood in for (sandbox only, with the dispatcher controls): form
 * `contract_id` and `shortlist` (bid ids, comma-separated) or `award` (one bid id). The new
 * statuses are Driver.decide's; an award also marks the contract awarded. Refused with
 * contract_not_open for another tenant's or a cancelled or awarded contract, bad_request for a bid
 * that is not live.
 */
const decideContract = (ctx: Ctx): Reply => {
  const contractId = optInt(ctx.body, "contract_id") ?? badRequest("contract_id is required.");
  const contract =
    ctx.db.get<ContractRow>("SELECT * FROM contracts WHERE id = ? AND tenant = ?", contractId, ctx.tenant.code) ??
    fail("contract_not_open");
  if (contract.status === "awarded" || contract.status === "cancelled") return fail("contract_not_open");
  const award = optInt(ctx.body, "award");
  const shortlist = (optText(ctx.body, "shortlist") ?? "").split(",").map(Number).filter(Number.isInteger);
  const decision: Driver.OperatorDecision =
    award === undefined ? { kind: "shortlist", bidIds: shortlist } : { kind: "award", bidId: award };
  const bids = ctx.db
    .all<BidRow>("SELECT * FROM bids WHERE tenant = ? AND contract_id = ?", ctx.tenant.code, contractId)
    .map((row) => ({ ...row, status: bidStatusOf(row) }));
  const after = Driver.decide(bids, decision) ?? badRequest("Decisions are taken on live bids of this contract only.");
  for (const bid of after)
    ctx.db.run("UPDATE bids SET status = ? WHERE id = ? AND tenant = ?", bid.status, bid.id, ctx.tenant.code);
  if (decision.kind === "award") {
    ctx.db.run("UPDATE contracts SET status = 'awarded' WHERE id = ? AND tenant = ?", contractId, ctx.tenant.code);
  }
  return ok({ bids: after.map(toBid) });
};

export const contractDecisionRoutes: ReadonlyArray<TenantRoute> = [
  route("POST", "/sandbox/contracts/decide", "form", "public", decideContract),
];

/**
 * An application's status (§7 checkSignupStatus) is told to the applicant alone: to whoever holds
 * its upload token (X-Upload-Token: the sign-up answer, or the e-mailed documents link) or is
 * signed in as the driver of that address. Asked by address alone, the answer is the same for
 * every address ("emailed") and the status goes by e-mail to the address, if it has an
 * application (docs/decisions/account-discovery.md).
 */
const checkDriverSignupStatus = (ctx: Ctx): Reply => {
  const email = requireEmail(ctx.query.get("email")?.trim() || undefined);
  const token = typeof ctx.headers["x-upload-token"] === "string" ? ctx.headers["x-upload-token"].trim() : "";
  const byEmail = () =>
    ctx.db.get<ApplicationRow>(
      "SELECT * FROM driver_applications WHERE tenant = ? AND email = ?",
      ctx.tenant.code,
      email,
    );
  if (token !== "") {
    const row =
      ctx.db.get<ApplicationRow>(
        "SELECT * FROM driver_applications WHERE tenant = ? AND upload_token_hash = ?",
        ctx.tenant.code,
        hashToken(token),
      ) ?? fail("invalid_upload_token");
    return ok(applicationStatus(row));
  }
  if (credentialOf(ctx.headers, "driver") !== undefined) {
    const driver = resolveDriver(ctx.db, ctx.tenant.code, ctx.headers, ctx.now);
    const row = driver.email !== null && normaliseEmail(driver.email) === email ? byEmail() : undefined;
    return ok(row === undefined ? { status: "not_started" } : applicationStatus(row));
  }
  const key = `signup-status:${email}`;
  RateLimit.enforce(ctx, key, statusMailLimit);
  RateLimit.record(ctx, key);
  const row = byEmail();
  if (row !== undefined) {
    const status = applicationStatus(row);
    send(ctx, {
      channel: "email",
      to: email,
      subject: `Your application to drive with ${ctx.tenant.website_name}`,
      body: [
        `Someone (perhaps you) asked where your application ${row.id} stands: ${Driver.signupStatusWords[row.status]}.`,
        ...(status.missing_documents === undefined
          ? []
          : [
              `Documents still needed: ${status.missing_documents.join(", ")}.`,
              "Send them with the link in the e-mail you had when you applied.",
            ]),
        `Status page: ${ctx.webBase}/driver-signup`,
      ].join("\n"),
    });
  }
  return ok({ status: "emailed" });
};

const statusMailLimit: RateLimit.Limit = { max: 3, windowMs: minutes(60) };

const applicationStatus = (row: ApplicationRow) => ({
  status: row.status,
  application_id: row.id,
  ...Driver.missingDocumentsField(decodeDocumentKinds(row.missing_documents)),
  submitted_at: formatInstant(row.submitted_at),
});

interface ApplicationRow {
  readonly id: number;
  readonly status: Driver.SignupStatus;
  readonly missing_documents: string;
  readonly submitted_at: number;
}

const uploadLimit: RateLimit.Limit = { max: 40, windowMs: minutes(60) };

/**
 * One document of an application (extension 16; the domain's document rules): the upload token
 * is the credential and lapses once the application is decided; the type is read from the bytes,
 * not the name or the declared type; a second file of a document replaces the first. Without
 * `document`, answers what is in and what is still missing.
 */
const uploadDriverDocument = (ctx: Ctx): Reply => {
  const token = optText(ctx.body, "upload_token") ?? fail("invalid_upload_token");
  const application =
    ctx.db.get<ApplicationRow>(
      "SELECT * FROM driver_applications WHERE tenant = ? AND upload_token_hash = ?",
      ctx.tenant.code,
      hashToken(token),
    ) ?? fail("invalid_upload_token");
  const missing = decodeDocumentKinds(application.missing_documents);
  const uploaded = Driver.documentKinds.filter((kind) => !missing.includes(kind));
  if (Driver.statusWithDocuments(application.status, uploaded) === undefined) return fail("invalid_upload_token");
  const named = optText(ctx.body, "document");
  if (named !== undefined) {
    const kind = OneOf.oneOf(Driver.documentKinds, named) ?? badRequest("Unknown document.");
    RateLimit.enforce(ctx, `driver-documents:${application.id}`, uploadLimit);
    RateLimit.record(ctx, `driver-documents:${application.id}`);
    const encoded = optString(ctx.body, "content_base64") ?? "";
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 !== 0)
      return badRequest("content_base64 is not base64.");
    const bytes = Buffer.from(encoded, "base64");
    const type = Driver.sniffDocumentType(bytes);
    const declared = optText(ctx.body, "content_type");
    if (
      type === undefined ||
      (declared !== undefined && declared !== type) ||
      Driver.documentRefusal({ type, size: bytes.length }) !== undefined
    ) {
      return fail("document_not_accepted");
    }
    const fileName = PlainText.oneLine(optText(ctx.body, "file_name") ?? kind).slice(0, 200);
    ctx.db.run(
      `INSERT INTO driver_documents(tenant, application_id, kind, file_name, content_type, size_bytes, content, uploaded_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(tenant, application_id, kind) DO UPDATE SET file_name = excluded.file_name,
       content_type = excluded.content_type, size_bytes = excluded.size_bytes, content = excluded.content, uploaded_at = excluded.uploaded_at`,
      ctx.tenant.code,
      application.id,
      kind,
      fileName,
      type,
      bytes.length,
      bytes,
      ctx.now,
    );
    const withThis = [...new Set([...uploaded, kind])];
    const status = Driver.statusWithDocuments(application.status, withThis) ?? application.status;
    ctx.db.run(
      "UPDATE driver_applications SET status = ?, missing_documents = ? WHERE id = ? AND tenant = ?",
      status,
      json(Driver.missingDocuments(withThis)),
      application.id,
      ctx.tenant.code,
    );
  }
  return documentsOf(ctx, application.id);
};

const documentsOf = (ctx: Ctx, applicationId: number): Reply => {
  const application =
    ctx.db.get<ApplicationRow>(
      "SELECT * FROM driver_applications WHERE id = ? AND tenant = ?",
      applicationId,
      ctx.tenant.code,
    ) ?? fail("invalid_upload_token");
  const documents = ctx.db.all<{ kind: string; file_name: string; size_bytes: number; uploaded_at: number }>(
    "SELECT kind, file_name, size_bytes, uploaded_at FROM driver_documents WHERE tenant = ? AND application_id = ?",
    ctx.tenant.code,
    applicationId,
  );
  // A stored kind outside the list sorts first, as indexOf's -1 did.
  const order = (kind: string) => Driver.documentKinds.findIndex((known) => known === kind);
  return ok({
    application_id: application.id,
    status: application.status,
    missing: decodeDocumentKinds(application.missing_documents),
    documents: documents
      .toSorted((a, b) => order(a.kind) - order(b.kind))
      .map((document) => ({
        document: document.kind,
        file_name: document.file_name,
        size_bytes: document.size_bytes,
        uploaded_at: formatInstant(document.uploaded_at),
      })),
  });
};

const isLicenceField = (key: string): key is Driver.LicenceField => Object.hasOwn(Driver.licenceMessages, key);

/** The message of the first licence problem, in the order Driver.licenceProblems found them. */
const firstLicenceProblem = (problems: Partial<Record<Driver.LicenceField, Driver.LicenceProblem>>) => {
  for (const [field, problem] of Object.entries(problems))
    if (isLicenceField(field) && problem !== undefined) return Driver.licenceMessages[field][problem];
  return undefined;
};

const submitDriverSignup = (ctx: Ctx): Reply => {
  const first = optText(ctx.body, "firstName") ?? fail("name_empty");
  const last = optText(ctx.body, "lastName") ?? fail("name_empty");
  const email = requireEmail(optText(ctx.body, "email"));
  const phone = requirePhone(optText(ctx.body, "phoneNumber"), optText(ctx.body, "countryCode"));
  const password = requireNewPassword(optString(ctx.body, "password"), optString(ctx.body, "confirmPassword"));
  if (optBool(ctx.body, "acceptPolicy") !== true) badRequest("Please accept the terms and the privacy policy.");
  RateLimit.enforce(ctx, `driver-signup:${email}`, signupLimit);
  RateLimit.record(ctx, `driver-signup:${email}`);
  const taken = (column: "email" | "phone", value: string): boolean =>
    ctx.db.get(`SELECT 1 FROM driver_applications WHERE tenant = ? AND ${column} = ?`, ctx.tenant.code, value) !==
      undefined ||
    ctx.db.get(`SELECT 1 FROM drivers WHERE tenant = ? AND ${column} = ?`, ctx.tenant.code, value) !== undefined;
  if (taken("email", email)) fail("email_already_registered");
  if (taken("phone", phone)) fail("number_already_registered");
  const licence = {
    badge_expires: optText(ctx.body, "badge_expires"),
    dvla_licence_number: optText(ctx.body, "dvla_licence_number"),
    dvla_licence_expires: optText(ctx.body, "dvla_licence_expires"),
    dbs_certificate_number: optText(ctx.body, "dbs_certificate_number"),
    dbs_issued: optText(ctx.body, "dbs_issued"),
  };
  const problem = firstLicenceProblem(Driver.licenceProblems(licence, DateTime.londonDateOf(ctx.now)));
  if (problem !== undefined) return badRequest(problem);
  const vehicle = optRecord(ctx.body, "vehicle");
  const uploadToken = randomToken(ctx.random);
  const id = ctx.db.run(
    `INSERT INTO driver_applications(tenant, email, first_name, last_name, phone, password_hash, licensing_authority, badge_number,
       vehicle, status, missing_documents, submitted_at, upload_token_hash, badge_expires, dvla_licence_number, dvla_licence_expires,
       dbs_certificate_number, dbs_issued)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending_documents', ?, ?, ?, ?, ?, ?, ?, ?)`,
    ctx.tenant.code,
    email,
    first,
    last,
    phone,
    hashPassword(password, ctx.random),
    optText(ctx.body, "licensing_authority") ?? null,
    optText(ctx.body, "badge_number") ?? null,
    vehicle === undefined ? null : json(vehicle),
    json(Driver.documentKinds),
    ctx.now,
    hashToken(uploadToken),
    licence.badge_expires ?? null,
    Driver.normaliseDvlaNumber(licence.dvla_licence_number ?? ""),
    licence.dvla_licence_expires ?? null,
    (licence.dbs_certificate_number ?? "").replace(/\s+/g, ""),
    licence.dbs_issued ?? null,
  );
  const needed = Driver.documentKinds.map((kind) => Driver.documentNames[kind]).join(", ");
  send(ctx, {
    channel: "email",
    to: email,
    subject: `Your ${ctx.tenant.website_name} driver application ${id}`,
    body: `Hello ${first},\nthank you for applying to drive with ${ctx.tenant.website_name}. Please send us: ${needed}.\nUpload them at ${ctx.webBase}/driver-signup?token=${uploadToken}`,
  });
  // The operator's licensing desk checks the badge and the licence with the council and the DVLA.
  send(ctx, {
    channel: "email",
    to: ctx.tenant.support_email,
    subject: `Driver application ${id}: ${first} ${last}`,
    body: [
      `Badge ${optText(ctx.body, "badge_number") ?? "(none)"} (${optText(ctx.body, "licensing_authority") ?? "council not given"}), valid to ${licence.badge_expires ?? ""}.`,
      `DVLA licence ${Driver.normaliseDvlaNumber(licence.dvla_licence_number ?? "")}, photocard valid to ${licence.dvla_licence_expires ?? ""}.`,
      `Enhanced DBS certificate ${(licence.dbs_certificate_number ?? "").replace(/\s+/g, "")}, issued ${licence.dbs_issued ?? ""}: check it on the DBS Update Service.`,
      `Documents: waiting for ${needed}.`,
    ].join("\n"),
  });
  return ok({ application_id: id, status: "pending_documents", upload_token: uploadToken });
};

export const driverRoutes: ReadonlyArray<TenantRoute> = [
  route("GET", "/driver_signup/checkSignupStatus", "none", "public", checkDriverSignupStatus),
  route("POST", "/driver_signup/submit", "json", "public", submitDriverSignup),
  route("POST", "/driver_signup/documents", "json", "public", uploadDriverDocument),
  route("POST", "/driver/doLoginToolbox", "form", "public", doLoginToolbox),
  route("POST", "/driver/doLogout", "none", "public", endSession("driver")),
  route(
    "POST",
    "/driver/forgotPassword",
    "form",
    "public",
    forgotPasswordFor("driver", (ctx, email) => driverByEmail(ctx, email)),
  ),
  route("POST", "/driver/resetPassword", "form", "public", resetPasswordFor("driver")),
  route("GET", "/driver/repeat-service/bids/getContractsForWeb", "none", "driver", getContractsForWeb),
  route("POST", "/driver/repeat-service/bids/place", "form", "driver", placeBid, { idempotent: true }),
];
