// Spec §8: every error example of every operation, driven with `Prefer: code=<status>,
// example=<name>` through the real adapter. A code becomes DispatchError "Rejected" with the code
// kept and the catalogue message (unknown codes with underscores as spaces) and is reported;
// invalid_token and HTTP 401 become "SignedOut", remove the stored token and raise the sign-out
// event (the driver's own session for the driver calls). 'Unknown Error' needs a body with no
// code, which no contract example has: the hostile-server suite covers it.
import { type DispatchError, isDispatchError, type OperationId } from "@cabline/api-ports";
import { ErrorCatalogue } from "@cabline/domain";
import { afterEach, describe, expect, inject, it } from "vitest";
import { ContractDoc } from "./contract-doc.ts";
import { validCalls } from "./dispatch-calls.ts";
import { dispatchHarness } from "./harness.ts";

const doc = new ContractDoc("dispatch.openapi.yaml");
const harness = dispatchHarness(inject("dispatchMockUrl"), doc);
const { api, recorder } = harness;

afterEach(() => recorder.expectNoViolations());

type ErrorExample = {
  readonly operation: OperationId;
  readonly status: number;
  readonly name: string;
  readonly code: string;
};

const errorExamples: ErrorExample[] = doc.operations().flatMap((op) =>
  Object.entries(op.node.responses as Record<string, unknown>)
    .filter(([status]) => Number(status) >= 400)
    .flatMap(([status, response]) => {
      const examples =
        doc.deref<{ content?: Record<string, { examples?: Record<string, unknown> }> }>(response).content?.[
          "application/json"
        ]?.examples ?? {};
      return Object.entries(examples).map(([name, example]) => ({
        operation: op.id as OperationId,
        status: Number(status),
        name,
        code: doc.deref<{ value: { error: string } }>(example).value.error,
      }));
    }),
);

const failureOf = async (call: () => Promise<unknown>): Promise<DispatchError> => {
  const outcome = await call().then(
    (value) => ({ resolved: value }),
    (error: unknown) => ({ rejected: error }),
  );
  if (!("rejected" in outcome) || !isDispatchError(outcome.rejected)) {
    throw new Error(`expected a DispatchError, got ${JSON.stringify(outcome)}`);
  }
  return outcome.rejected;
};

describe("every error example of the contract", () => {
  it("has examples to drive for every operation", () => {
    expect(new Set(errorExamples.map((e) => e.operation)).size).toBe(54);
    expect(errorExamples.length).toBeGreaterThan(250);
  });

  it.each(
    errorExamples.filter((e) => e.status !== 401).map((e) => [`${e.operation} ${e.status} ${e.name}`, e] as const),
  )("%s: Rejected with the code kept and the catalogue message, and reported", async (_label, example) => {
    const reportsBefore = harness.reports.length;
    const error = await failureOf(() =>
      recorder.preferring(`code=${example.status}, example=${example.name}`, () => validCalls[example.operation](api)),
    );
    expect({ reason: error.reason, code: error.code, message: error.message, status: error.status }).toEqual({
      reason: "Rejected",
      code: example.code,
      // A 429 says how long to wait too, from its Retry-After (ErrorCatalogue.waitMessage).
      message:
        example.code === "too_many_attempts_please_wait"
          ? expect.stringMatching(/^Too many attempts please wait\. You can try again in \d+ (seconds?|minutes?)\.$/)
          : ErrorCatalogue.messageFor(example.code),
      status: example.status,
    });
    expect(harness.reports.slice(reportsBefore)).toContainEqual(
      expect.objectContaining({
        name: "DispatchError",
        context: expect.objectContaining({ operation: example.operation, code: example.code }),
      }),
    );
    expect(harness.signedOut).toEqual([]);
  });

  it.each(errorExamples.filter((e) => e.status === 401).map((e) => [`${e.operation} ${e.name}`, e] as const))(
    "%s: SignedOut, the stored token removed, the sign-out event raised, nothing reported",
    async (_label, example) => {
      harness.signIn();
      const reportsBefore = harness.reports.length;
      harness.signedOut.length = 0;
      const error = await failureOf(() =>
        recorder.preferring(`code=401, example=${example.name}`, () => validCalls[example.operation](api)),
      );
      expect({ reason: error.reason, code: error.code, status: error.status }).toEqual({
        reason: "SignedOut",
        code: "invalid_token",
        status: 401,
      });
      const driver = example.operation === "getContractsForWeb" || example.operation === "placeBid";
      expect(harness.signedOut).toEqual([
        { session: driver ? "driver" : "customer", reason: "unauthorised", operation: example.operation },
      ]);
      // The driver's session is separate: its expiry leaves the customer signed in.
      expect(harness.session.load().signedIn).toBe(driver);
      expect(harness.session.load().token === null).toBe(!driver);
      if (!driver) expect(harness.session.load().endedBy).toBe("unauthorised");
      expect(harness.reports.slice(reportsBefore)).toEqual([]);
      harness.signIn();
      harness.signedOut.length = 0;
    },
  );
});

describe("the rules of §8, one by one", () => {
  it("shows a known code with its catalogue message, not the server's own text", async () => {
    const error = await failureOf(() =>
      recorder.preferring("code=400, example=captchaFailed", () => validCalls.submitTelForValidation(api)),
    );
    expect(error.code).toBe("bad_request");
    expect(error.message).toBe("Bad Request - Please contact support.");
  });

  it("shows an extension code with its sentence (unknown codes: see the hostile-server suite)", async () => {
    const error = await failureOf(() =>
      recorder.preferring("code=400, example=invalidPromocode", () => validCalls.getPromocodeInfo(api)),
    );
    expect(error).toMatchObject({
      reason: "Rejected",
      code: "invalid_promocode",
      message: "This promo code is not valid.",
    });
  });

  it("keeps the codes written with spaces", async () => {
    const error = await failureOf(() =>
      recorder.preferring("code=400, example=invalidContactNumber", () => validCalls.registerWeb(api)),
    );
    expect(error).toMatchObject({ code: "Invalid contact number", message: "Invalid Contact Number." });
  });

  it("stops sending a token the server refused, even before the app has cleared it", async () => {
    harness.signIn();
    const refused = harness.session.load().token;
    await failureOf(() => recorder.preferring("code=401", () => validCalls.getCards(api)));
    harness.session.save({ signedIn: true, token: refused, endedBy: null });
    await failureOf(() => validCalls.getCards(api));
    expect(recorder.last().headers.get("Authorization")).toBeNull();
    expect(recorder.last().status).toBe(401);
    // Prism's 401 for a call without credentials says so; that is the point here.
    expect(recorder.takeViolations()).toEqual([expect.stringContaining("Invalid security scheme")]);
    harness.signIn();
    harness.signedOut.length = 0;
  });

  it("leaves an optional-credential call unauthenticated for a guest", async () => {
    const guest = dispatchHarness(inject("dispatchMockUrl"), doc);
    guest.session.save({ signedIn: false, token: null, endedBy: null });
    await validCalls.getBooking(guest.api);
    expect(guest.recorder.last().headers.get("Authorization")).toBeNull();
    guest.recorder.expectNoViolations();
  });

  it("sees Prism's verdict on a request that breaks the contract (the check after every test here)", async () => {
    const { recorder: detector } = dispatchHarness(inject("dispatchMockUrl"), doc);
    const response = await detector.fetch(
      new Request(`${inject("dispatchMockUrl")}/customer/v2/doLoginWeb`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "passenger@example.com", password: "cabline-sandbox" }),
      }),
    );
    expect(response.status).toBe(400);
    expect(detector.takeViolations()).toEqual([expect.stringMatching(/x-tenant-id/i)]);
  });
});
