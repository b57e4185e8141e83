import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestCli, password, type TestCli } from "../../test/helpers.ts";

describe("promo", () => {
  let cli: TestCli;
  beforeEach(() => {
    cli = createTestCli();
  });
  afterEach(() => cli.cleanup());

  it("says what a usable code takes off (exit 0)", async () => {
    const { code, stdout } = await cli.run("promo", "check", " welcome10 ", "--amount", "30.00");
    expect(code).toBe(0);
    expect(stdout).toMatch(/Can use:\s+yes/);
    expect(stdout).toMatch(/Discount:\s+£3\.00/);
    // The code's terms in the domain's words, as the web's list of codes says them.
    expect(stdout).toMatch(/Offer:\s+10% off/);
  });

  it("exits 1 with the reason as the code when the code cannot be used", async () => {
    const { code, body } = await cli.json("promo", "check", "CRUISE5", "--amount", "3");
    expect(code).toBe(1);
    expect(body).toMatchObject({ can_use: false, reason: "minimum_fare_not_met", code: "minimum_fare_not_met" });
  });

  it("sends credentials only with a user id (signed in)", async () => {
    await cli.run("promo", "check", "WELCOME10");
    expect(
      cli.dispatch.calls.findLast((call) => call.operation === "canUsePromocodeForBooking")?.input,
    ).not.toHaveProperty("userId");
    await cli.run("login", "--email", "passenger@example.com", "--password", password);
    await cli.run("promo", "check", "WELCOME10");
    const passengerId = cli.dispatch.customerId("passenger@example.com");
    expect(cli.dispatch.calls.findLast((call) => call.operation === "canUsePromocodeForBooking")?.input).toHaveProperty(
      "userId",
      passengerId,
    );
  });

  it("rejects an amount that is not money (exit 2)", async () => {
    expect((await cli.run("promo", "check", "WELCOME10", "--amount", "lots")).code).toBe(2);
  });

  it("lists the signed-in user's codes", async () => {
    await cli.run("login", "--email", "passenger@example.com", "--password", password);
    const { code, stdout } = await cli.run("--quiet", "promo", "list");
    expect(code).toBe(0);
    expect(stdout).toContain("WELCOME10");
    const table = await cli.run("promo", "list");
    expect(table.stdout).toMatch(/CODE\s+DESCRIPTION\s+OFFER/);
    expect(table.stdout).toMatch(/WELCOME10 .*10% off/);
  });
});
