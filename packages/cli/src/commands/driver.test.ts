import { Driver } from "@cabline/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestCli, password, type TestCli } from "../../test/helpers.ts";

describe("driver", () => {
  let cli: TestCli;
  beforeEach(() => {
    cli = createTestCli();
  });
  afterEach(() => cli.cleanup());

  const login = () => cli.run("driver", "login", "--email", "driver@example.com", "--password", password);

  it("signs a driver in for 10 minutes, beside the customer session", async () => {
    await cli.run("login", "--email", "passenger@example.com", "--password", password);
    const { code, stdout } = await login();
    expect(code).toBe(0);
    expect(stdout).toContain("10:10 am");
    const session = (await cli.context()).session();
    expect(session?.email).toBe("passenger@example.com");
    expect(session?.driver?.email).toBe("driver@example.com");
    expect(session?.driver?.expiresAt).toBe(cli.clock.nowMs() + 10 * 60_000);
  });

  it("lists open contracts and whether the driver may bid", async () => {
    await login();
    const { code, body } = await cli.json("driver", "contracts");
    expect(code).toBe(0);
    expect(body[0]).toMatchObject({ id: 9101, reference: "SR-2027-014" });
    expect(body[0]).not.toHaveProperty("refusal");
  });

  it("says what each contract's passengers need of the driver, in the booking's words", async () => {
    await login();
    const { body } = await cli.json("driver", "contracts");
    const dialysis = body.find((contract: { id: number }) => contract.id === 9102);
    expect(dialysis.assistance.needs).toEqual(["wheelchair_stays_seated"]);
    const table = await cli.run("driver", "contracts");
    expect(table.stdout).toContain("ASSISTANCE");
    expect(table.stdout).toMatch(
      /HT-2027-003.*Wheelchair user who stays in the wheelchair; Collect from the renal unit/,
    );
  });

  it("places a bid per trip, by id or reference", async () => {
    await login();
    const { code, body } = await cli.json("driver", "bid", "sr-2027-014", "--amount", "13.50", "--note", "WAV");
    expect(code).toBe(0);
    expect(body.bid).toMatchObject({ contract_id: 9101, status: "submitted", amount: { amountMinor: 1350 } });
    const again = await cli.run("driver", "bid", "9101", "--amount", "12");
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("error [already_bid]");
  });

  it("counts each contract's trips from its schedule, the count the total is over, and its live bids", async () => {
    await login();
    const { body } = await cli.json("driver", "contracts");
    for (const contract of body) expect(contract.trips_total).toBe(Driver.contractTrips(contract.schedule));
    const school = body.find((contract: { id: number }) => contract.id === 9101);
    const table = await cli.run("driver", "contracts");
    expect(table.stdout).toMatch(/TRIPS\s+BIDS/);
    expect(table.stdout).toMatch(new RegExp(`SR-2027-014.*\\s${school.trips_total}\\s+${school.bids_count}\\s`));
    const placed = await cli.json("driver", "bid", "9101", "--amount", "10");
    expect(placed.body).toMatchObject({
      trips: school.trips_total,
      total: { amountMinor: 1000 * school.trips_total },
    });
    const human = await cli.run("driver", "bid", "9101", "--amount", "10");
    expect(human.stderr).toContain("already_bid");
    const after = await cli.json("driver", "contracts");
    expect(after.body.find((contract: { id: number }) => contract.id === 9101).bids_count).toBe(school.bids_count + 1);
  });

  it("says what a bid comes to over the contract's trips", async () => {
    await login();
    const { body } = await cli.json("driver", "contracts");
    const school = body.find((contract: { id: number }) => contract.id === 9101);
    const { code, stdout } = await cli.run("driver", "bid", "9101", "--amount", "11");
    expect(code).toBe(0);
    const total = Driver.bidTotal({ amountMinor: 1100, currency: "GBP" }, school.schedule);
    expect(total.amountMinor).toBe(1100 * school.trips_total);
    expect(stdout).toMatch(new RegExp(`Over the contract:\\s+£[\\d,]+\\.00 for ${school.trips_total} trips`));
  });

  it("refuses a bid that is not a positive amount", async () => {
    await login();
    const { code, stderr } = await cli.run("driver", "bid", "9101", "--amount", "0");
    expect(code).toBe(2);
    expect(stderr).toContain("amount: Enter the price per trip");
  });

  it("says the driver session has expired after 10 minutes (§4)", async () => {
    await login();
    cli.clock.advance(10 * 60_000);
    const { code, stderr } = await cli.run("driver", "contracts");
    expect(code).toBe(2);
    expect(stderr).toContain("error [driver_session_expired]");
  });

  it("needs a driver login first", async () => {
    const { code, stderr } = await cli.run("driver", "contracts");
    expect(code).toBe(2);
    expect(stderr).toContain("error [driver_not_signed_in]");
  });

  it("answers a wrong password with the catalogue code (exit 1)", async () => {
    const { code, stderr } = await cli.run("driver", "login", "--email", "driver@example.com", "--password", "wrong");
    expect(code).toBe(1);
    expect(stderr).toContain("error [invalid_login]: Email or Password is incorrect.");
  });

  it("forgets the driver session with logout --driver and keeps the customer's", async () => {
    await cli.run("login", "--email", "passenger@example.com", "--password", password);
    await login();
    await cli.run("logout", "--driver");
    const session = (await cli.context()).session();
    expect(session?.driver).toBeUndefined();
    expect(session?.token).toBeDefined();
  });
});
