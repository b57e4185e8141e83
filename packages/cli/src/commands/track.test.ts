import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestCli, password, type TestCli } from "../../test/helpers.ts";
import { runTrack } from "./track.ts";

describe("track", () => {
  let cli: TestCli;
  let token: string;
  beforeEach(async () => {
    cli = createTestCli();
    await cli.run("login", "--email", "passenger@example.com", "--password", password);
    token = (
      await cli.run("--quiet", "book", "--pickup", "Above Bar Street", "--drop", "Southampton Airport")
    ).stdout.trim();
  });
  afterEach(() => cli.cleanup());

  it("shows the status, the driver and the history", async () => {
    cli.dispatch.advance(token, "driver_allocated");
    const { code, stdout } = await cli.run("track", token);
    expect(code).toBe(0);
    expect(stdout).toContain("Status:");
    expect(stdout).toContain("driver allocated");
    expect(stdout).toMatch(/History:\s+booked .* → driver allocated/);
    expect((await cli.run("--quiet", "track", token)).stdout.trim()).toBe("driver_allocated");
  });

  it("--watch prints each status change until the trip is finished", async () => {
    const path = ["driver_allocated", "en_route", "arrived", "passenger_on_board", "completed"] as const;
    let step = 0;
    // Each poll interval, the dispatcher moves the trip on one step.
    const sleep = cli.runtime.sleep;
    Object.assign(cli.runtime, {
      sleep: async (ms: number) => {
        await sleep(ms);
        const next = path[step];
        step += 1;
        if (next !== undefined) cli.dispatch.advance(token, next);
      },
    });
    const { code, stdout } = await cli.run("--quiet", "track", token, "--watch", "--interval", "1s");
    expect(code).toBe(0);
    expect(stdout.trim().split("\n")).toEqual(["booked", ...path]);
  });

  it("--watch stops at --timeout", async () => {
    const context = await cli.context({ quiet: true });
    cli.stdout.text = "";
    const details = await runTrack(context, token, { watch: true, interval: 60_000, timeout: 5 * 60_000 });
    expect(details.booking.status).toBe("booked");
    expect(cli.stdout.text.trim()).toBe("booked");
  });

  it("--watch stops on Ctrl-C", async () => {
    cli.interrupt();
    const context = await cli.context({ quiet: true });
    const details = await runTrack(context, token, { watch: true });
    expect(details.booking.status).toBe("booked");
  });

  it("rejects a bad interval before any call", async () => {
    const { code } = await cli.run("track", token, "--watch", "--interval", "soon");
    expect(code).toBe(2);
  });
});
