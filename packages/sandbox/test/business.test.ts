// Business accounts (extensions for /business-signup, /sub-accounts, /invitation/{token} and
// bulk upload; spec §2, §4, §6): who sees the sub-accounts screen, invitations by e-mailed
// token, acceptance by new and existing customers, removal, business trip lists by role, and
// bulk upload with per-row results and row keys.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { iso, places, startSandbox, type TestSandbox } from "./helpers.ts";

let ts: TestSandbox;
let booker: string;
let solent: number;
let itchen: number;
beforeAll(async () => {
  ts = await startSandbox();
  booker = await ts.login("booker@example.com");
  const profile = await ts.call("POST", "/customer/v2/checkToken", { token: booker });
  solent = profile.body.accounts[0].business_id;
  itchen = profile.body.accounts[1].business_id;
});
afterAll(() => ts.stop());

const subAccounts = async (businessId: number, token = booker) =>
  ts.call("GET", `/business/subAccounts?business_id=${businessId}`, { token });
const invite = (form: Record<string, string | number>, token = booker) =>
  ts.call("POST", "/business/subAccounts/invite", { token, form: { business_id: solent, ...form } });
const invitationToken = async (email: string): Promise<string> =>
  (await ts.outbox(email))[0]?.body.match(/\/invitation\/([A-Za-z0-9_-]+)/)?.[1] as string;

describe("the sub-accounts screen", () => {
  it("lists the active sub-accounts and the pending invitation", async () => {
    const list = await subAccounts(solent);
    expect(list.body.sub_accounts).toEqual([
      expect.objectContaining({
        name: "Priya Shah",
        email_address: "priya.shah@example.com",
        role: "SUB_ACCOUNT",
        status: "active",
        business_user_id: expect.any(Number),
      }),
      expect.objectContaining({ name: "Owen Marsh", status: "active" }),
      expect.objectContaining({ name: "Tom Hughes", status: "invited", business_user_id: null }),
    ]);
  });

  it("is open to a SUB_ACCOUNT role (domain rule) and closed to consumers (not_business_user)", async () => {
    expect((await subAccounts(itchen)).status).toBe(200);
    const passenger = await ts.login("passenger@example.com");
    expect((await subAccounts(solent, passenger)).body.error).toBe("not_business_user");
  });

  it("checks the invitee's details", async () => {
    expect((await invite({ name: "", email: "a@example.com" })).body.error).toBe("name_empty");
    expect((await invite({ name: "A", email: "" })).body.error).toBe("email_empty");
    expect((await invite({ name: "A", email: "a@" })).body.error).toBe("email_invalid");
    expect((await invite({ name: "Priya", email: "priya.shah@example.com" })).body.error).toBe(
      "email_already_registered",
    );
    expect((await invite({ name: "Tom", email: "tom.hughes@example.com" })).body.error).toBe(
      "email_already_registered",
    );
  });
});

describe("members do not administer the account", () => {
  it("shows a plain member their own entry only, never colleagues' e-mails and phones", async () => {
    const priya = await ts.login("priya.shah@example.com");
    const list = await subAccounts(solent, priya);
    expect(list.status).toBe(200);
    expect(list.body.sub_accounts.map((entry: { name: string }) => entry.name)).toEqual(["Priya Shah"]);
    expect(JSON.stringify(list.body)).not.toContain("owen.marsh@example.com");
    expect(JSON.stringify(list.body)).not.toContain("tom.hughes@example.com");
  });

  it("refuses a member's invitation of an outsider, and sends no e-mail", async () => {
    const priya = await ts.login("priya.shah@example.com");
    const answer = await invite({ name: "Mallory", email: "mallory@example.com" }, priya);
    expect(answer.body.error).toBe("not_business_user");
    expect(await ts.outbox("mallory@example.com")).toEqual([]);
    const onDisabled = await ts.call("POST", "/business/subAccounts/invite", {
      token: booker,
      form: { business_id: itchen, name: "Mallory", email: "mallory@example.com" },
    });
    expect(onDisabled.body.error).toBe("not_business_user");
  });

  it("refuses a member's removal of a colleague or an invitation", async () => {
    const priya = await ts.login("priya.shah@example.com");
    const owen = (await subAccounts(solent)).body.sub_accounts.find(
      (entry: { name: string }) => entry.name === "Owen Marsh",
    );
    for (const form of [{ business_user_id: owen.business_user_id }, { email: "tom.hughes@example.com" }]) {
      const answer = await ts.call("POST", "/business/subAccounts/remove", {
        token: priya,
        form: { business_id: solent, ...form },
      });
      expect(answer.body.error).toBe("not_business_user");
    }
    const names = (await subAccounts(solent)).body.sub_accounts.map((entry: { name: string }) => entry.name);
    expect(names).toEqual(expect.arrayContaining(["Owen Marsh", "Tom Hughes"]));
  });
});

describe("invitations", () => {
  it("invites a new person, who joins by setting a password and is signed in", async () => {
    const invited = await invite({ name: "Nadia Rahman", email: "nadia.rahman@example.com" });
    expect(invited.body).toMatchObject({
      sub_account: { name: "Nadia Rahman", status: "invited", business_user_id: null },
      invitation_expires_at: "2026-11-29T10:00:00+00:00",
    });
    const token = await invitationToken("nadia.rahman@example.com");
    expect(token.length).toBeGreaterThanOrEqual(22);
    const shown = await ts.call("GET", `/business/invitation?token=${token}`);
    expect(shown.body.invitation).toMatchObject({
      business_id: solent,
      business_name: "Solent Marine Logistics",
      invited_by: "Daniel Okafor",
      account_exists: false,
    });
    const weak = await ts.call("POST", "/business/invitation/accept", {
      form: { token, name: "Nadia Rahman", number: "+447700900690", password: "short" },
    });
    expect(weak.body.error).toBe("password_invalid");
    const accepted = await ts.call("POST", "/business/invitation/accept", {
      form: { token, name: "Nadia Rahman", number: "+447700900690", password: "Itchen-Bridge-1977" },
    });
    expect(accepted.body).toMatchObject({
      business_id: solent,
      business_name: "Solent Marine Logistics",
      business_user_id: expect.any(Number),
      access_token: expect.stringMatching(/^cbl_at_/),
    });
    const profile = await ts.call("POST", "/customer/v2/checkToken", { token: accepted.body.access_token });
    expect(profile.body.accounts).toEqual([expect.objectContaining({ business_id: solent, role: "SUB_ACCOUNT" })]);
    expect((await ts.call("GET", `/business/invitation?token=${token}`)).body.error).toBe("invalid_invitation");
    const list = await subAccounts(solent);
    expect(list.body.sub_accounts).toContainEqual(
      expect.objectContaining({ email_address: "nadia.rahman@example.com", status: "active" }),
    );
  });

  it("lets an existing customer accept while signed in as that customer only", async () => {
    await invite({ name: "Amelia Clarke", email: "passenger@example.com" });
    const token = await invitationToken("passenger@example.com");
    expect((await ts.call("GET", `/business/invitation?token=${token}`)).body.invitation.account_exists).toBe(true);
    const signedOut = await ts.call("POST", "/business/invitation/accept", { form: { token } });
    expect(signedOut.body.error).toBe("bad_request");
    const owen = await ts.login("owen.marsh@example.com");
    expect((await ts.call("POST", "/business/invitation/accept", { token: owen, form: { token } })).body.error).toBe(
      "invalid_invitation",
    );
    const passenger = await ts.login("passenger@example.com");
    const accepted = await ts.call("POST", "/business/invitation/accept", { token: passenger, form: { token } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.access_token).toBeUndefined();
  });

  it("expires after 7 days, and can be withdrawn", async () => {
    await invite({ name: "Late Larry", email: "larry@example.com" });
    const late = await invitationToken("larry@example.com");
    await invite({ name: "Withdrawn Wendy", email: "wendy@example.com" });
    const withdrawn = await invitationToken("wendy@example.com");
    const removed = await ts.call("POST", "/business/subAccounts/remove", {
      token: booker,
      form: { business_id: solent, email: "wendy@example.com" },
    });
    expect(removed.body.message).toContain("withdrawn");
    expect((await ts.call("GET", `/business/invitation?token=${withdrawn}`)).body.error).toBe("invalid_invitation");
    ts.advance(7 * 24 * 3_600_000);
    expect((await ts.call("GET", `/business/invitation?token=${late}`)).body.error).toBe("invalid_invitation");
    ts.advance(-7 * 24 * 3_600_000);
  });

  it("removes a sub-account, who then loses the business's trips", async () => {
    const owen = await ts.login("owen.marsh@example.com");
    expect((await ts.call("GET", `/customer/v2/upcoming/get?business_id=${solent}`, { token: owen })).status).toBe(200);
    const list = await subAccounts(solent);
    const owenId = list.body.sub_accounts.find((s: { name: string }) => s.name === "Owen Marsh").business_user_id;
    const removed = await ts.call("POST", "/business/subAccounts/remove", {
      token: booker,
      form: { business_id: solent, business_user_id: owenId },
    });
    expect(removed.body.message).toBe("Owen Marsh no longer has access to Solent Marine Logistics.");
    expect((await ts.call("GET", `/customer/v2/upcoming/get?business_id=${solent}`, { token: owen })).body.error).toBe(
      "not_business_user",
    );
    const again = await ts.call("POST", "/business/subAccounts/remove", {
      token: booker,
      form: { business_id: solent, business_user_id: owenId },
    });
    expect(again.body).toEqual({ error: "bad_request", message: "No such sub-account on this business account." });
  });
});

describe("business trips by role", () => {
  it("shows an ADMIN every trip of the business and a SUB_ACCOUNT only their own", async () => {
    const priya = await ts.login("priya.shah@example.com");
    const trip = {
      outbound: {
        asap: false,
        dateTime: iso(ts.now() + 86_400_000),
        pickup: places.canute,
        destinations: [places.ocean],
        passengers: 1,
        luggage: 0,
        rideId: 1,
      },
      paymentMethod: "account",
      business_id: solent,
      poNumber: "SML-PRIYA-1",
    };
    const mine = await ts.call("POST", "/customer/v2/booking", { token: priya, key: true, json: trip });
    expect(mine.status).toBe(200);
    const adminView = await ts.call("GET", `/customer/v2/upcoming/get?business_id=${solent}&count=100`, {
      token: booker,
    });
    const priyaView = await ts.call("GET", `/customer/v2/upcoming/get?business_id=${solent}&count=100`, {
      token: priya,
    });
    expect(adminView.body.bookings.map((b: { id: number }) => b.id)).toContain(mine.body.pair_id);
    expect(adminView.body.total).toBeGreaterThan(priyaView.body.total);
    expect(priyaView.body.bookings.map((b: { id: number }) => b.id)).toEqual([mine.body.pair_id]);
    const search = await ts.call("GET", `/customer/v2/history/get?business_id=${solent}&search=SML-PO-2026-0398`, {
      token: booker,
    });
    expect(search.body.total).toBe(1);
  });
});

describe("business sign-up", () => {
  const signup = (overrides: Record<string, unknown> = {}) =>
    ts.call("POST", "/business/signup", {
      json: {
        company_name: "Netley Marine Services",
        firstName: "Grace",
        lastName: "Hopper",
        email: "grace@netley.example",
        countryCode: "+44",
        phoneNumber: "7700900202",
        password: "Netley-Abbey-1239",
        confirmPassword: "Netley-Abbey-1239",
        acceptPolicy: true,
        po_numbers_required: true,
        ...overrides,
      },
    });

  it("checks the form and creates a business with its first ADMIN", async () => {
    expect((await signup({ company_name: "" })).body.error).toBe("name_empty");
    expect((await signup({ phoneNumber: "12" })).body.error).toBe("Invalid contact number");
    expect((await signup({ password: "" })).body.error).toBe("password_empty");
    expect((await signup({ confirmPassword: "something-else" })).body.error).toBe("password_invalid");
    expect((await signup({ acceptPolicy: false })).body.error).toBe("bad_request");
    const created = await signup();
    expect(created.body).toMatchObject({ business_id: expect.any(Number), status: "active" });
    const login = await ts.call("POST", "/customer/v2/doLoginWeb", {
      form: { email: "grace@netley.example", password: "Netley-Abbey-1239" },
    });
    const token = login.body.access_token as string;
    expect(login.body.business).toBe(true);
    const profile = await ts.call("POST", "/customer/v2/checkToken", { token });
    expect(profile.body.accounts).toEqual([
      expect.objectContaining({
        name: "Netley Marine Services",
        role: "ADMIN",
        is_po_number_enabled: true,
        account_trip_enabled: true,
      }),
    ]);
  });

  it("answers an e-mail or number that has an account like a new one, makes nothing, and tells the owner", async () => {
    const shape = (body: Record<string, unknown>) => ({ ...body, business_id: typeof body.business_id });
    const fresh = await signup({ email: "ada@netley.example", phoneNumber: "7700900203" });
    const takenEmail = await signup({ email: "booker@example.com", phoneNumber: "7700900204" });
    const takenPhone = await signup({ email: "new.admin@netley.example", phoneNumber: "7700900456" });
    expect(shape(takenEmail.body)).toEqual(shape(fresh.body));
    expect(shape(takenPhone.body)).toEqual(shape(fresh.body));
    expect((await ts.outbox("booker@example.com"))[0]).toMatchObject({
      subject: "You already have a Solent Cars account",
      body: expect.stringContaining("register the business account Netley Marine Services"),
    });
    expect((await ts.outbox("+447700900456"))[0]?.body).toMatch(/already has an account, so none was made/);
    // Nothing was made: the stranger's password opens nothing, the booker's account is unchanged.
    for (const email of ["booker@example.com", "new.admin@netley.example"])
      expect(
        (
          await ts.call("POST", "/customer/v2/doLoginWeb", {
            form: { email, password: "Netley-Abbey-1239" },
          })
        ).body.error,
      ).toBe("invalid_login");
  });
});

describe("bulk upload", () => {
  const row = (n: number, overrides: Record<string, unknown> = {}) => ({
    row: n,
    row_key: `crew.csv:${n}`,
    pickup_time: iso(ts.now() + 2 * 86_400_000 + n * 1_800_000),
    pickup_location: places.central,
    destinations: [places.ocean],
    passengers: 2,
    luggage: 2,
    ride_type_id: 1,
    passenger_name: `Crew ${n}`,
    passenger_phone: "+447700900701",
    po_number: "SML-PO-2026-0420",
    payment_method: "account",
    ...overrides,
  });
  const upload = (rows: unknown[], options: Record<string, unknown> = {}) =>
    ts.call("POST", "/business/trips/bulkImport", {
      token: booker,
      key: true,
      json: { business_id: solent, rows, ...options },
    });

  it("validates and prices without booking on a dry run", async () => {
    const before = (await ts.call("GET", `/customer/v2/upcoming/get?business_id=${solent}`, { token: booker })).body
      .total;
    const dry = await upload([row(1), row(2)], { dry_run: true });
    expect(dry.body).toMatchObject({
      dry_run: true,
      summary: { total: 2, valid: 2, booked: 0, failed: 0, duplicate: 0 },
    });
    expect(dry.body.results[0]).toMatchObject({ row: 1, status: "valid", fare: { quote_type: "FIXED" } });
    expect(
      (await ts.call("GET", `/customer/v2/upcoming/get?business_id=${solent}`, { token: booker })).body.total,
    ).toBe(before);
  });

  it("books good rows, gives bad rows their code, and books nothing twice on a re-run", async () => {
    const rows = [
      row(1),
      row(2, { ride_type_id: undefined, passengers: 6 }),
      row(3, { pickup_location: places.portsmouthPort, destinations: [places.gunwharf] }),
      row(4, { po_number: undefined }),
      row(5, { passengers: 0 }),
    ];
    const first = await upload(rows);
    expect(first.body.summary).toEqual({ total: 5, booked: 2, valid: 0, failed: 3, duplicate: 0 });
    expect(first.body.results.map((r: { status: string; error?: string }) => r.error ?? r.status)).toEqual([
      "booked",
      "booked",
      "pickup_not_in_soton",
      "po_number_empty",
      "invalid_people_count",
    ]);
    expect(first.body.results[2].message).toBe("Trip must either start or finish inside Southampton region.");
    const bigger = await ts.call("GET", `/customer/v2/getBooking?booking_token=${first.body.results[1].booking_token}`);
    expect(bigger.body.booking).toMatchObject({ ride_type_id: 3, business_id: solent, payment_status: "invoiced" });
    const rerun = await upload(rows.slice(0, 2));
    expect(rerun.body.summary).toMatchObject({ duplicate: 2, booked: 0 });
    expect(rerun.body.results[0].booking_id).toBe(first.body.results[0].booking_id);
  });

  it("replays the whole answer for the same Idempotency-Key", async () => {
    const key = "bulk-upload-key-1";
    const a = await ts.call("POST", "/business/trips/bulkImport", {
      token: booker,
      key,
      json: { business_id: solent, rows: [row(9)] },
    });
    const b = await ts.call("POST", "/business/trips/bulkImport", {
      token: booker,
      key,
      json: { business_id: solent, rows: [row(9)] },
    });
    expect(b.body).toEqual(a.body);
    expect(b.headers.get("idempotent-replayed")).toBe("true");
  });

  it("books a row's assistance on its trip, an accessible vehicle for a seated wheelchair user, and refuses a saloon for one", async () => {
    const seated = { needs: ["wheelchair_stays_seated", "assistance_dog"], other: "Ramp at the rear" };
    const answer = await upload([
      row(21, { ride_type_id: undefined, assistance: seated }),
      row(22, { ride_type_id: 1, assistance: { needs: ["wheelchair_stays_seated"], other: "" } }),
    ]);
    expect(answer.body.results.map((r: { status: string; error?: string }) => r.error ?? r.status)).toEqual([
      "booked",
      "invalid_ride_type",
    ]);
    const trip = await ts.call("GET", `/customer/v2/getBooking?booking_token=${answer.body.results[0].booking_token}`);
    expect(trip.body.booking.assistance).toEqual(seated);
    const types = await ts.call("GET", "/customer/v2/checkout/activeRideTypes", { token: booker });
    const accessible = types.body.ride_types
      .filter((type: { wheelchair_accessible?: boolean }) => type.wheelchair_accessible === true)
      .map((type: { id: number }) => type.id);
    expect(accessible).toContain(trip.body.booking.ride_type_id);
  });

  it("takes at most 1000 rows", async () => {
    const tooMany = await upload(Array.from({ length: 1001 }, (_, i) => row(i + 1)));
    expect(tooMany.body).toEqual({ error: "bad_request", message: "At most 1000 rows per upload." });
  });
});
