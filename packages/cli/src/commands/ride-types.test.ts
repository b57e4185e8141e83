import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestCli, password, type TestCli } from "../../test/helpers.ts";
import { runRideTypes } from "./ride-types.ts";

describe("ride-types and quote", () => {
  let cli: TestCli;
  beforeEach(() => {
    cli = createTestCli();
  });
  afterEach(() => cli.cleanup());

  it("marks which ride types carry the party and the app's choice (§4)", async () => {
    const context = await cli.context({ json: true });
    const result = await runRideTypes(context, { passengers: 5, luggage: 1 });
    expect(result.chosen).toBe(3);
    expect(result.rideTypes.filter((rideType) => rideType.available).map((rideType) => rideType.name)).toEqual([
      "6-seater MPV",
      "8-seater minibus",
    ]);
    const { stdout } = await cli.run("--quiet", "ride-types");
    expect(stdout.trim().split("\n")).toEqual([
      "Saloon",
      "Estate",
      "6-seater MPV",
      "8-seater minibus",
      "Wheelchair accessible",
    ]);
  });

  it("rejects a party of none before any call", async () => {
    expect((await cli.run("ride-types", "--passengers", "0")).code).toBe(2);
    expect(cli.dispatch.calls).toHaveLength(0);
  });

  it("quotes a return trip: fares per leg, charges and total, booking nothing", async () => {
    await cli.run("login", "--email", "passenger@example.com", "--password", password);
    const { code, body } = await cli.json(
      "quote",
      "--pickup",
      "Southampton Airport",
      "--drop",
      "Ocean Cruise Terminal",
      "--return",
    );
    expect(code).toBe(0);
    expect(body.estimate.outbound.total.currency).toBe("GBP");
    expect(body.estimate.return).toBeDefined();
    expect(body.request.outbound.additionalCharges).toContain("airport_pickup");
    expect(cli.dispatch.storedBookings()).toHaveLength(0);
    const human = await cli.run("quote", "--pickup", "Southampton Airport", "--drop", "Ocean Cruise Terminal");
    expect(human.stdout).toMatch(/Outbound: £\d+\.\d\d \(fixed\)/);
    expect(human.stdout).toMatch(/Total: £\d+\.\d\d/);
    // The terms the booking would be made on, with the airport's allowance for an airport pickup.
    expect(human.stdout).toContain("Waiting and cancelling:");
    expect(human.stdout).toContain("At the airport your driver waits 45 minutes free from when your flight lands");
    expect(human.stdout).toContain("Cancelling is free until your driver sets off; after that it costs £10.00.");
  });
});
