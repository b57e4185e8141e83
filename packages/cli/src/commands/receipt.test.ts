import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestCli, password, type TestCli } from "../../test/helpers.ts";

describe("receipt", () => {
  let cli: TestCli;
  let token: string;
  beforeEach(async () => {
    cli = createTestCli();
    await cli.run("login", "--email", "passenger@example.com", "--password", password);
    token =
      (
        await cli.run(
          "--quiet",
          "book",
          "--pickup",
          "Above Bar Street",
          "--drop",
          "Southampton Airport",
          "--return",
          "--payment",
          "cash",
        )
      ).stdout
        .trim()
        .split("\n")[0] ?? "";
  });
  afterEach(() => cli.cleanup());

  it("shows each leg's fare lines and the total of both", async () => {
    const { code, body } = await cli.json("receipt", token);
    expect(code).toBe(0);
    expect(body.legs).toHaveLength(2);
    expect(body.total.amountMinor).toBe(body.legs[0].fare.total.amountMinor + body.legs[1].fare.total.amountMinor);
    const human = await cli.run("receipt", token);
    expect(human.stdout).toMatch(/Outbound .*\n(?:.*\n)*\s+Fare\s+£/);
    expect(human.stdout).toMatch(/Total:\s+£\d+\.\d\d/);
  });

  it("sends it with --send to the booking's own e-mail, and refuses a stranger's address", async () => {
    expect((await cli.json("receipt", token, "--send")).body.sentTo).toBe("passenger@example.com");
    // Receipts go only to the booking's or the signed-in owner's e-mail.
    expect((await cli.json("receipt", token, "--email", "passenger@example.com")).body.sentTo).toBe(
      "passenger@example.com",
    );
    expect((await cli.run("receipt", token, "--email", "accounts@example.com")).code).not.toBe(0);
    expect(cli.dispatch.outbox().filter((message) => message.subject.includes("receipt"))).toHaveLength(2);
  });
});
