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

  it("places a bid per trip, by id or reference", async () => {
    await login();
    const { code, body } = await cli.json("driver", "bid", "sr-2027-014", "--amount", "13.50", "--note", "WAV");
    expect(code).toBe(0);
    expect(body.bid).toMatchObject({ contract_id: 9101, status: "submitted", amount: { amountMinor: 1350 } });
    const again = await cli.run("driver", "bid", "9101", "--amount", "12");
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("error [already_bid]");
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
