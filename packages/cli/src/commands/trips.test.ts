import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestCli, password, type TestCli } from "../../test/helpers.ts";
import { runTripsList } from "./trips.ts";

const trip = ["--pickup", "Above Bar Street", "--drop", "Ocean Cruise Terminal"];

/** The running test's CLI, signed in as the seeded passenger (before each test of the suite below). */
let cli: TestCli;
const book = async (...extra: ReadonlyArray<string>): Promise<ReadonlyArray<string>> =>
  (await cli.run("--quiet", "book", ...trip, ...extra)).stdout.trim().split("\n");

describe("trips", () => {
  beforeEach(async () => {
    cli = createTestCli();
    await cli.run("login", "--email", "passenger@example.com", "--password", password);
  });
  afterEach(() => cli.cleanup());

  describe("trips list", listingTrips);
  describe("trips show", showingATrip);
  describe("trips cancel", cancellingATrip);
  describe("booking data shown as plain text, whatever the server sends", plainTextOnly);
});

function listingTrips() {
  /** The passenger's seeded trips (the sandbox's history and upcoming rides), per filter. */
  const totals = async () => ({
    all: (await cli.json("trips", "list")).body.total as number,
    upcoming: (await cli.json("trips", "list", "--filter", "upcoming")).body.total as number,
    history: (await cli.json("trips", "list", "--filter", "history")).body.total as number,
  });

  it("lists bookings with the total (Total N Items) and filters them", async () => {
    const before = await totals();
    await book("--return");
    await book("--at", "2026-11-25 08:00");
    const { code, stdout } = await cli.run("trips", "list");
    expect(code).toBe(0);
    expect(stdout).toContain(`Total ${before.all + 3} Items`);
    expect(stdout).toMatch(/TOKEN\s+LEG\s+PICKUP\s+STATUS/);
    expect(await totals()).toEqual({ all: before.all + 3, upcoming: before.upcoming + 3, history: before.history });
  });

  it("pages with --count and --offset, and fetches every page with --all", async () => {
    const before = (await totals()).all;
    for (let index = 0; index < 12; index += 1) await book();
    const first = await cli.json("trips", "list", "--count", "5");
    expect(first.body.bookings).toHaveLength(5);
    expect(first.body.total).toBe(before + 12);
    const all = await cli.json("trips", "list", "--all", "--count", "5");
    expect(all.body.bookings).toHaveLength(before + 12);
    expect(new Set(all.body.bookings.map((booking: { booking_token: string }) => booking.booking_token)).size).toBe(
      before + 12,
    );
  });

  it("rejects a filter it does not know before any call (exit 2)", async () => {
    const { code, stderr } = await cli.run("trips", "list", "--filter", "someday");
    expect(code).toBe(2);
    expect(stderr).toContain("Expected one of: all, upcoming, active, history.");
  });

  it("needs a signed-in user", async () => {
    await cli.run("logout");
    const { code, stderr } = await cli.run("trips", "list");
    expect(code).toBe(2);
    expect(stderr).toContain("error [not_signed_in]");
  });

  it("run function: lists the business account's upcoming trips with --account", async () => {
    await cli.run("login", "--email", "booker@example.com", "--password", password);
    const context = await cli.context({ json: true });
    const before = (await runTripsList(context, { account: true, filter: "upcoming" })).total;
    await cli.run("book", ...trip, "--po-number", "PO-9");
    const page = await runTripsList(context, { account: true, filter: "upcoming" });
    expect(page.total).toBe(before + 1);
    const call = cli.dispatch.calls.findLast((entry) => entry.operation === "getUpcoming")?.input as {
      businessId?: number;
    };
    expect(call.businessId).toBe(501);
  });
}

function showingATrip() {
  it("shows both legs of a return trip", async () => {
    const [outbound] = await book("--return");
    const { code, stdout } = await cli.run("trips", "show", outbound ?? "");
    expect(code).toBe(0);
    expect(stdout).toContain("Leg:        outbound");
    expect(stdout).toContain("Leg:        return");
  });

  it("answers an unknown token with invalid_booking (exit 1)", async () => {
    const { code, stderr } = await cli.run("trips", "show", "no-such-token");
    expect(code).toBe(1);
    expect(stderr).toContain("error [invalid_booking]: Invalid booking Token.");
  });

  it("takes a token that starts with '-' as the token, not as an option (1 in 64 do)", async () => {
    // Before the fix commander answered "unknown option" (exit 2) and no call was made.
    for (const args of [
      ["trips", "show", "-Xc3abcdefghijklmnopqrstu"],
      ["trips", "show", "--json", "-Xc3abcdefghijklmnopqrstu"],
      ["receipt", "-Xc3abcdefghijklmnopqrstu", "--send"],
    ]) {
      const { code, stdout, stderr } = await cli.run(...args);
      expect(code, args.join(" ")).toBe(1);
      expect(stdout + stderr).toContain("invalid_booking");
    }
    // ...and a token given as an option's value stays that option's value.
    const promo = await cli.run("promo", "check", "WELCOME10", "--booking", "-Xc3abcdefghijklmnopqrstu");
    expect(promo.stderr).not.toMatch(/unknown option|too many arguments/);
  });

  it("shows what the booking's ledger says: price, paid, refunded and due, as the web does", async () => {
    const visa = cli.dispatch.savedCardId("passenger@example.com", "4242");
    const paid = await cli.json("book", ...trip, "--payment", "card", "--card", visa);
    const token = paid.body.bookings[0].booking_token as string;
    const shown = (await cli.run("trips", "show", token)).stdout;
    expect(shown).toMatch(/Price:\s+£\d+\.\d\d/);
    expect(shown).toMatch(/Paid by card:\s+£\d+\.\d\d/);
    expect(shown).not.toContain("Amount due");
    expect((await cli.run("track", token)).stdout).toMatch(/Paid by card:\s+£\d+\.\d\d/);
    const cancelled = await cli.run("trips", "cancel", token);
    expect(cancelled.stdout).toMatch(/Refund: £\d+\.\d\d to your card/);
    const after = (await cli.run("trips", "show", token)).stdout;
    expect(after).toMatch(/Refunded:\s+£\d+\.\d\d/);

    const pending = (await cli.run("--quiet", "book", ...trip, "--payment", "card")).stdout.trim();
    expect((await cli.run("trips", "show", pending)).stdout).toMatch(/Amount due:\s+£\d+\.\d\d/);
  });
}

function cancellingATrip() {
  it("cancels both legs for free while booked", async () => {
    const [outbound] = await book("--return");
    const { code, body } = await cli.json("trips", "cancel", outbound ?? "");
    expect(code).toBe(0);
    expect(body.bookings.map((booking: { status: string }) => booking.status)).toEqual(["cancelled", "cancelled"]);
    expect(body.fee.amountMinor).toBe(0);
  });

  it("cancels one leg with --legs", async () => {
    const [outbound] = await book("--return");
    const { body } = await cli.json("trips", "cancel", outbound ?? "", "--legs", "return");
    expect(body.bookings).toHaveLength(1);
    expect(body.bookings[0].leg).toBe("return");
  });

  it("asks for --yes before a cancellation fee, and refuses once the passenger is aboard", async () => {
    const [token = ""] = await book();
    cli.dispatch.advance(token, "driver_allocated");
    cli.dispatch.advance(token, "en_route");
    const refused = await cli.run("trips", "cancel", token);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/error \[fee_not_accepted\]: Cancelling now costs £\d+\.\d\d/);
    expect(refused.stderr).toContain("--yes");
    const accepted = await cli.json("trips", "cancel", token, "--yes");
    expect(accepted.code).toBe(0);
    expect(accepted.body.fee.amountMinor).toBeGreaterThan(0);

    const [aboard = ""] = await book();
    for (const status of ["driver_allocated", "en_route", "arrived", "passenger_on_board"] as const)
      cli.dispatch.advance(aboard, status);
    const late = await cli.run("trips", "cancel", aboard);
    expect(late.code).toBe(1);
    expect(late.stderr).toContain("error [not_cancellable]");
  });
}

function plainTextOnly() {
  it("prints no control character from booking data, whatever the server sends", async () => {
    const hostile = "Ada\u001b]0;pwned\u0007\u001b[2J\u001b[31m Lane\r\u202e";
    // The sandbox stores free text cleaned (PlainText.freeText): it cleans this name too.
    const [cleaned = ""] = await book("--name", hostile);
    expect((await cli.json("trips", "show", cleaned)).body.booking.passenger_name).toBe("Ada]0;pwned[2J[31m Lane");
    // Another dispatch API might not: the CLI is safe on its own.
    const [token = ""] = await book();
    cli.dispatch.storeRaw(token, { passengerName: hostile, notes: `gate 4${"\u001b[1A"}\u009b2J` });
    for (const output of [await cli.run("trips", "show", token), await cli.run("trips", "list")]) {
      const controls = [...output.stdout].filter((char) => {
        const code = char.codePointAt(0) ?? 0;
        return (code < 32 && char !== "\n") || (code >= 0x7f && code <= 0x9f) || (code >= 0x202a && code <= 0x202e);
      });
      expect(controls).toEqual([]);
    }
    expect((await cli.run("trips", "show", token)).stdout).toContain("Ada]0;pwned[2J[31m Lane");
    expect((await cli.json("trips", "show", token)).body.booking.passenger_name).toBe(hostile);
  });

  it("keeps each booking field on its own line: a name with line breaks forges no line", async () => {
    const forged = "Ada Lane\nStatus: Paid\r\nFare: £0.00\u2028Payment: CASH (paid)";
    // The sandbox refuses a name of several lines (PlainText.freeText)...
    const refused = await cli.run("book", ...trip, "--name", forged);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain("error [bad_request]");
    // ...another dispatch API might store it: the CLI still shows it on one line.
    const [token = ""] = await book();
    cli.dispatch.storeRaw(token, { passengerName: forged, notes: "gate 4\n\nDriver: Trusted Cars" });
    const shown = (await cli.run("trips", "show", token)).stdout.split("\n");
    expect(shown.filter((line) => /^(Status|Fare|Payment|Driver):/.test(line))).not.toContainEqual(
      expect.stringMatching(/Paid|£0\.00|CASH \(paid\)|Trusted/),
    );
    expect(shown).toContainEqual(
      expect.stringMatching(/^Passenger:\s+Ada Lane Status: Paid Fare: £0\.00 Payment: CASH \(paid\)$/),
    );
    expect(shown).toContainEqual(expect.stringMatching(/^Notes:\s+gate 4 Driver: Trusted Cars$/));
    const listed = (await cli.run("trips", "list")).stdout.split("\n");
    expect(listed.filter((line) => line.startsWith("Status:") || line.startsWith("Fare:"))).toEqual([]);
    expect((await cli.json("trips", "show", token)).body.booking.passenger_name).toBe(forged);
  });
}
