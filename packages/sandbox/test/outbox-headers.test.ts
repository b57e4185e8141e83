// E-mail subjects and headers are built from cleaned single-line text (the domain's
// PlainText.headerLine, applied by the outbox to every message): a name with a line break or a
// direction override can put neither into a subject, so once a real mailer sits behind the outbox
// no name can add a header (Bcc:) or reorder what the operator reads. Names are refused or cleaned
// when they are written (PlainText.freeText); the subject is clean even for text stored before that
// rule, or set by an operator, which is written straight into the database here.
import { afterAll, beforeAll, expect, it } from "vitest";
import { oneWay, startSandbox, type TestSandbox } from "./helpers.ts";

let ts: TestSandbox;
beforeAll(async () => {
  ts = await startSandbox({ memory: true });
});
afterAll(() => ts.stop());

/** Line breaks of every kind, C0 and C1 controls, and the Bidi_Control characters. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const unsafe = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\p{Bidi_Control}]/u;

const everyMessage = async (tenant = "BOOK") =>
  (await ts.call("GET", "/sandbox/outbox?limit=500", { tenant })).body.messages as ReadonlyArray<{
    to: string;
    subject: string;
  }>;

const applyToDrive = (firstName: string, email: string, phoneNumber: string) =>
  ts.call("POST", "/driver_signup/submit", {
    json: {
      firstName,
      lastName: "Begum",
      email,
      countryCode: "+44",
      phoneNumber,
      password: "Netley-Abbey-1239",
      confirmPassword: "Netley-Abbey-1239",
      acceptPolicy: true,
      badge_expires: "2027-09-30",
      dvla_licence_number: "BEGUM862079A99AB",
      dvla_licence_expires: "2033-04-11",
      dbs_certificate_number: "001234567890",
      dbs_issued: "2025-03-01",
    },
  });

it("keeps a driver applicant's name out of the operator's subject unless it is one clean line", async () => {
  const support = "support@solentcars.example";
  const before = (await ts.outbox(support)).length;
  const forged = await applyToDrive("Aisha\r\nBcc: everyone@example.com", "aisha.one@example.com", "7700900981");
  expect(forged.body).toEqual({ error: "bad_request", message: "firstName must be one line." });
  expect(await ts.outbox(support)).toHaveLength(before);

  const hidden = await applyToDrive("\u202eAisha\u001b]0;x\u0007\u200b", "aisha.two@example.com", "7700900982");
  expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
  const [newest] = await ts.outbox(support);
  expect(newest?.subject).toBe(`Driver application ${hidden.body.application_id}: Aisha]0;x Begum`);
});

it("refuses a passenger name of several lines, so no booking message is sent for it", async () => {
  const passenger = await ts.login("passenger@example.com");
  const before = (await ts.outbox("passenger@example.com")).length;
  const refused = await ts.call("POST", "/customer/v2/booking", {
    token: passenger,
    key: true,
    json: oneWay({}, { name: "Ada\r\nBcc: everyone@example.com\u202e" }),
  });
  expect(refused.body).toEqual({ error: "bad_request", message: "name must be one line." });
  expect(await ts.outbox("passenger@example.com")).toHaveLength(before);
});

it("writes every subject as one clean line, whatever the names it quotes hold", async () => {
  // As a database of an older sandbox holds them, or an operator typed them into its settings.
  ts.sandbox.db.run(
    "UPDATE customers SET name = ? WHERE tenant = 'BOOK' AND email = 'booker@example.com'",
    "Harriet\r\nBcc: everyone@example.com\u202e",
  );
  ts.sandbox.db.run("UPDATE businesses SET name = ? WHERE tenant = 'BOOK'", "Solent\u0085Marine\u001b[2J\u2028Ltd");
  ts.sandbox.db.run("UPDATE tenants SET website_name = ? WHERE code = 'BOOK'", "Solent\rCars\u0000\u061c");

  const booker = await ts.login("booker@example.com");
  const profile = await ts.call("POST", "/customer/v2/checkToken", { token: booker });
  const invited = await ts.call("POST", "/business/subAccounts/invite", {
    token: booker,
    form: { business_id: profile.body.accounts[0].business_id, name: "Owen Marsh", email: "owen.new@example.com" },
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  expect((await ts.outbox("owen.new@example.com"))[0]?.subject).toBe(
    "Harriet Bcc: everyone@example.com invites you to Solent Marine[2J Ltd on Solent Cars",
  );

  const passenger = await ts.login("passenger@example.com");
  const booked = await ts.call("POST", "/customer/v2/booking", {
    token: passenger,
    key: true,
    json: oneWay({}, { name: "Ada\u202e\u0007 Lane" }),
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  expect((await ts.outbox("passenger@example.com"))[0]?.subject).toBe(
    `Solent Cars booking ${booked.body.bookings[0].pair_id}`,
  );

  const messages = await everyMessage();
  expect(messages.length).toBeGreaterThan(2);
  for (const message of messages) {
    expect(message.subject, JSON.stringify(message.subject)).not.toMatch(unsafe);
    expect(message.to, JSON.stringify(message.to)).not.toMatch(unsafe);
  }
});
