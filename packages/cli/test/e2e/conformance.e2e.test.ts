/**
 * `cabline conformance` end to end: green against the sandbox (read-only, and the booking journey
 * signed in), red with a report that says what broke against a small server that breaks the
 * contract, and exit 3 against nothing at all.
 */
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cabline, cabline, freePort, type Sandbox, startSandbox } from "./sandbox.ts";

/** A dispatch API that gets the contract wrong in several ways. */
const brokenServer = async (): Promise<{ readonly url: string; readonly server: Server }> => {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://x").pathname;
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    switch (path) {
      case "/configuration/get":
        // theme_color must be a string, scripts a list.
        return json(200, { error: "no_error", website_name: "Broken Cabs", theme_color: 42, scripts: "none" });
      case "/customer/v2/checkout/activeRideTypes":
        response.writeHead(200, { "content-type": "text/html" });
        return response.end("<html><body>Maintenance</body></html>");
      case "/customer/v2/getGuestUserId":
        return json(200, { error: "no_error" });
      case "/customer/v2/getBooking":
        return json(500, { error: "internal_server_error" });
      default:
        response.writeHead(404, { "content-type": "text/plain" });
        return response.end("Not Found");
    }
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", () => done()));
  return { url: `http://127.0.0.1:${port}`, server };
};

/** Operations the signed-in booking journey must check against the sandbox. */
const journeyOperations = [
  "createBooking",
  "getBooking",
  "getCancelBookingInfo",
  "cancelBookingPair",
  "getSubAccounts",
  "updateBooking",
  "sendReceipt",
  "submitBookingFeedback",
  "bulkImportTrips",
  "acceptInvitation",
  "doLoginWeb",
  "resetPassword",
  "doLoginToolbox",
  "driverResetPassword",
  "loginUsingPhoneNumberWeb",
  "doLogout",
  "forgotPassword",
  "driverForgotPassword",
  "saveLocation",
  "getContractsForWeb",
  "inviteSubAccount",
  "removeSubAccount",
  "updateBasket",
  "checkout",
] as const;

/**
 * Sign-ups, card set-ups, payments and bids are checked by a refusal that changes nothing: the
 * sandbox must answer each with a §8 code, not accept it.
 */
const refusedOperations = [
  "submitTelForValidation",
  "registerWeb",
  "submitEmailForValidation",
  "businessSignup",
  "submitDriverSignup",
  "uploadDriverDocument",
  "confirmPayment",
  "addCard",
  "confirmCardSetup",
  "placeBid",
  // Never closes the account it runs as: a wrong password, refused.
  "closeAccount",
] as const;

// One sandbox and one broken server for the whole file, shared by every describe below.
let sandbox: Sandbox;
let broken: { readonly url: string; readonly server: Server };
let cli: Cabline;
beforeAll(async () => {
  [sandbox, broken] = await Promise.all([startSandbox(), brokenServer()]);
  cli = cabline(sandbox.url);
});
afterAll(async () => {
  cli?.cleanup();
  await new Promise((done) => broken?.server.close(done));
  await sandbox?.stop();
});

describe("cabline conformance against the sandbox", () => {
  it("is green against the sandbox, read-only, pricing a trip in the tenant's own area", async () => {
    const { code, stdout } = await cli.run([
      "conformance",
      "--tenant",
      "GDT",
      "--pickup",
      "Gosport Ferry Terminal",
      "--drop",
      "Lee-on-the-Solent",
      "--via",
      "Fareham",
    ]);
    expect(code, stdout).toBe(0);
    expect(stdout).toMatch(/^PASS\s+getConfiguration\s+tenant configuration\n\s+GET \/configuration\/get → 200$/m);
    expect(stdout).toMatch(/^SKIP\s+checkToken/m);
    expect(stdout).toMatch(/^PASS\s+getCostEstimate\s+price a round trip with a via/m);
    expect(stdout).toMatch(/0 answer\(s\) broke the contract, 0 valid request\(s\) refused\.$/m);
  });

  it("is green against the sandbox with the booking journey, signed in", async () => {
    const { code, stdout } = await cli.run([
      "--json",
      "conformance",
      "--write",
      "--email",
      "booker@example.com",
      "--password",
      "cabline-sandbox",
      "--driver-email",
      "driver@example.com",
      "--driver-password",
      "cabline-sandbox",
    ]);
    const report = JSON.parse(stdout);
    expect(
      code,
      JSON.stringify(
        report.steps.filter((step: { outcome: string }) => step.outcome !== "pass"),
        null,
        2,
      ),
    ).toBe(0);
    expect(report.summary).toMatchObject({ failed: 0, skipped: 0 });
    expect(report.steps.map((step: { operation: string }) => step.operation)).toEqual(
      expect.arrayContaining([...journeyOperations]),
    );
    expect(report.summary.operationsChecked).toBe(51);
    for (const operation of refusedOperations) {
      const step = report.steps.find((s: { operation: string }) => s.operation === operation);
      expect(step, operation).toMatchObject({ outcome: "pass", code: expect.any(String) });
    }
  });
});

describe("cabline conformance against a broken server or none", () => {
  it("is red against a server that breaks the contract, with what broke and where (exit 4)", async () => {
    const { code, stdout } = await cli.run(["--api", broken.url, "conformance", "--tenant", "BOOK"]);
    expect(code).toBe(4);
    expect(stdout).toMatch(
      /^FAIL\s+getConfiguration\s+tenant configuration\n\s+GET \/configuration\/get → 200\n\s+.*does not match the contract.*Answer: \{.*"theme_color":42/m,
    );
    expect(stdout).toMatch(
      /^FAIL\s+getActiveRideTypes[^\n]*\n\s+GET \/customer\/v2\/checkout\/activeRideTypes → 200\n\s+.*(html|HTML|Content-Type)/m,
    );
    expect(stdout).toMatch(/^FAIL\s+getGuestUserId/m);
    expect(stdout).toMatch(
      /^FAIL\s+getBooking[^\n]*\n\s+GET \/customer\/v2\/getBooking → 500\n\s+refused a valid request: internal_server_error/m,
    );
    expect(stdout).toContain("Failures:");
    expect(stdout).toMatch(/OPERATION\s+ACCEPTED\s+MATCHES CONTRACT\s+DETAIL/);

    const json = await cli.run(["--api", broken.url, "--json", "conformance"]);
    expect(json.code).toBe(4);
    const report = JSON.parse(json.stdout);
    const step = (operation: string) =>
      report.steps.find((candidate: { operation: string }) => candidate.operation === operation);
    expect(step("getConfiguration")).toMatchObject({
      outcome: "fail",
      accepted: true,
      matchesContract: false,
      http: { status: 200 },
    });
    expect(step("getBooking")).toMatchObject({
      outcome: "fail",
      accepted: false,
      matchesContract: true,
      code: "internal_server_error",
    });
    expect(report.summary.contractViolations).toBeGreaterThanOrEqual(3);
  });

  it("exits 3 when there is no server at all", async () => {
    const port = await freePort();
    const { code, stdout } = await cli.run(["--api", `http://127.0.0.1:${port}`, "conformance", "--timeout", "2s"]);
    expect(code).toBe(3);
    expect(stdout).toMatch(/^FAIL\s+getConfiguration[^\n]*\n\s+GET \/configuration\/get\n\s+unreachable: /m);
    expect(stdout).toMatch(/0 valid request\(s\) refused, 24 without an answer\.$/m);
  });
});
