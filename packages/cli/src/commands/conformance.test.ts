import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestCli, password, type TestCli } from "../../test/helpers.ts";
import { runConformanceCommand } from "./conformance.ts";

describe("conformance (against the sandbox in process)", () => {
  let cli: TestCli;
  beforeEach(() => {
    cli = createTestCli();
  });
  afterEach(() => cli.cleanup());

  it("passes the read-only checks, skipping the signed-in ones without a session", async () => {
    const { code, stdout } = await cli.run("conformance");
    expect(code).toBe(0);
    expect(stdout).toMatch(/^PASS\s+getConfiguration/m);
    expect(stdout).toMatch(/^SKIP\s+checkToken/m);
    expect(cli.dispatch.calls.some((call) => call.operation === "createBooking")).toBe(false);
  });

  it("runs the booking journey with --write, signed in for the run only", async () => {
    const { code, body } = await cli.json(
      "conformance",
      "--write",
      "--email",
      "passenger@example.com",
      "--password",
      password,
    );
    expect(code).toBe(0);
    expect(body.summary.failed).toBe(0);
    const operations = body.steps.map((step: { operation: string }) => step.operation);
    expect(operations).toEqual(expect.arrayContaining(["createBooking", "cancelBookingPair", "checkToken"]));
    // The journey cancelled what it booked, and nothing was stored for later commands.
    expect(cli.dispatch.storedBookings().every((booking) => booking.status === "cancelled")).toBe(true);
    expect((await cli.context()).session()).toBeUndefined();
  });

  it("exits 4 and says which operation broke the contract or refused a valid request", async () => {
    cli.dispatch.failNext("getActiveRideTypes", { reason: "Contract" });
    cli.dispatch.failNext("getConfiguration", { code: "internal_server_error", status: 500 });
    const context = await cli.context({ json: true });
    const error = await runConformanceCommand(context, {}).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ exitCode: 4 });
    const report = JSON.parse(cli.stdout.text);
    expect(report.summary).toMatchObject({ contractViolations: 1, refused: 1 });
    const byOperation = Object.fromEntries(report.steps.map((step: { operation: string }) => [step.operation, step]));
    expect(byOperation.getActiveRideTypes).toMatchObject({ outcome: "fail", matchesContract: false });
    expect(byOperation.getConfiguration).toMatchObject({
      outcome: "fail",
      accepted: false,
      matchesContract: true,
      code: "internal_server_error",
    });
    expect(byOperation.getConfiguration.detail).toContain("refused a valid request: internal_server_error");
  });

  it("prices the trip the operator names in their own area, and needs both ends of it", async () => {
    const outside = await cli.json(
      "conformance",
      "--pickup",
      "Portsmouth International Port",
      "--drop",
      "Gunwharf Quays",
    );
    const estimate = outside.body.steps.find((step: { operation: string }) => step.operation === "getCostEstimate");
    expect(estimate).toMatchObject({ outcome: "pass", code: "pickup_not_in_soton" });
    expect(estimate.description).toContain("outside the published Southampton region");
    const half = await cli.run("conformance", "--pickup", "Above Bar Street");
    expect(half.code).toBe(2);
    expect(half.stderr).toContain("--pickup and --drop go together");
  });

  it("fails an API that prices a trip outside the area it publishes", async () => {
    await cli.cleanup();
    cli = createTestCli({
      dispatch: {
        configuration: {
          service_area: { kind: "circle", name: "Edinburgh", centre: { lat: 55.95, lon: -3.19 }, radius_km: 10 },
        },
      },
    });
    const { code, body } = await cli.json("conformance");
    expect(code).toBe(4);
    const estimate = body.steps.find((step: { operation: string }) => step.operation === "getCostEstimate");
    expect(estimate).toMatchObject({ outcome: "fail" });
    expect(estimate.detail).toContain("priced a trip that neither starts nor finishes in the published Edinburgh");
  });
});
