import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PersonalData } from "@cabline/domain";
import { afterEach, describe, expect, it } from "vitest";
import { createTestCli, password, type TestCli } from "../../test/helpers.ts";

describe("my-data and close-account", () => {
  let cli: TestCli;
  afterEach(() => cli.cleanup());

  it("writes everything the operator holds to a JSON or CSV file, and sums it up otherwise", async () => {
    cli = createTestCli();
    await cli.run("login", "--email", "passenger@example.com", "--password", password);
    const summary = await cli.run("my-data");
    expect(summary.code).toBe(0);
    expect(summary.stdout).toMatch(/Solent Cars Ltd holds about Amelia Clarke <passenger@example.com>:/);
    expect(summary.stdout).toMatch(/\d+ booking record\(s\)/);

    expect((await cli.run("my-data", "--out", "mine.json")).code).toBe(0);
    const file = JSON.parse(readFileSync(join(cli.cwd, "mine.json"), "utf8"));
    expect(file.profile.email_address).toBe("passenger@example.com");
    expect(file.bookings.length).toBeGreaterThan(0);
    expect(file.bookings[0].pickup_time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(JSON.stringify(file)).not.toContain("booking_token");

    expect((await cli.run("my-data", "--out", "mine.csv")).code).toBe(0);
    const csv = readFileSync(join(cli.cwd, "mine.csv"), "utf8");
    expect(csv.startsWith("section,item,field,value\r\n")).toBe(true);
    expect(csv).toContain("profile,,email_address,passenger@example.com");
    expect(csv).toContain(`booking,${file.bookings[0].id},pickup,`);
  });

  it("says what closing does and closes nothing without --yes; then closes, signs out and says until when records are kept", async () => {
    cli = createTestCli();
    await cli.run("login", "--email", "owen.marsh@example.com", "--password", password);
    const asked = await cli.run("close-account");
    expect(asked.code).toBe(2);
    expect(asked.stderr).toContain("cannot be undone");
    expect(asked.stderr).toContain("--yes");
    expect(cli.dispatch.calls.map((call) => call.operation)).not.toContain("closeAccount");

    const wrong = await cli.run("close-account", "--yes", "--password", "not-the-password");
    expect(wrong.code).not.toBe(0);
    expect(wrong.stderr).toContain("Invalid Password.");

    const closed = await cli.json("close-account", "--yes", "--password", password);
    expect(closed.code).toBe(0);
    expect(Date.parse(closed.body.keptUntil)).toBeGreaterThan(Date.parse(closed.body.closedAt));
    expect((await cli.context()).session()).toBeUndefined();
    const again = await cli.run("login", "--email", "owen.marsh@example.com", "--password", password);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain("Email or Password is incorrect.");
  });

  it("tells an administrator of a company why their account stays open", async () => {
    cli = createTestCli();
    await cli.run("login", "--email", "booker@example.com", "--password", password);
    const refused = await cli.run("close-account", "--yes", "--password", password);
    expect(refused.code).not.toBe(0);
    // The seeded booker has trips still to come, which the rule names first.
    expect(refused.stderr).toContain(PersonalData.refusalMessage("open_bookings"));
  });
});
