// A refused session over HTTP (spec §4 Session, §8 Handling): which answers end the session the
// call was sent with, as what, and that a refused customer token is not sent again. The adapter
// takes the decision from the domain's Session.afterApiError and Session.afterHttpStatus.
import { describe, expect, it } from "vitest";
import type { SignedOutEvent } from "../src/DispatchApi.ts";
import { createHttpDispatchApi, type Fetch } from "../src/http/index.ts";

const customerToken = "cbl_at_unit";

type Answer = { readonly status: number; readonly body: string };

const json = (status: number, value: unknown): Answer => ({ status, body: JSON.stringify(value) });

/** An adapter whose every answer is `answer`, recording the sign-outs and the bearer tokens sent. */
const adapter = (answer: Answer) => {
  const signedOut: SignedOutEvent[] = [];
  const sent: Array<string | null> = [];
  const fetch: Fetch = async (request) => {
    sent.push(request.headers.get("authorization"));
    return new Response(answer.body, { status: answer.status, headers: { "content-type": "application/json" } });
  };
  const api = createHttpDispatchApi({
    baseUrl: "https://dispatch.example",
    tenantCode: "GDT",
    getToken: () => customerToken,
    onSignedOut: (event) => signedOut.push(event),
    fetch,
    retry: { sleep: async () => undefined, retries: 0 },
  });
  return { api, signedOut, sent };
};

const failureOf = (call: () => Promise<unknown>) =>
  call().then(
    () => undefined,
    (error: unknown) => error,
  );

describe("a refused session (spec §4, §8)", () => {
  it.each([
    ["no body", { status: 401, body: "" }],
    ["invalid_token", json(401, { error: "invalid_token" })],
    ["another code", json(401, { error: "bad_request" })],
    ["an HTML page", { status: 401, body: "<html><body>Unauthorized</body></html>" }],
  ])("HTTP 401 with %s signs out as unauthorised, and the refused token is not sent again", async (_, answer) => {
    const { api, signedOut, sent } = adapter(answer);
    expect(await failureOf(() => api.customerAuth.checkToken())).toMatchObject({ reason: "SignedOut" });
    expect(signedOut).toEqual([{ session: "customer", reason: "unauthorised", operation: "checkToken" }]);
    await failureOf(() => api.customerAuth.checkToken());
    expect(sent).toEqual([`Bearer ${customerToken}`, null]);
  });

  it.each([200, 400, 403, 500])("invalid_token with HTTP %i signs out as invalid_token", async (status) => {
    const { api, signedOut, sent } = adapter(json(status, { error: "invalid_token" }));
    await failureOf(() => api.customerAuth.checkToken());
    expect(signedOut).toEqual([{ session: "customer", reason: "invalid_token", operation: "checkToken" }]);
    await failureOf(() => api.customerAuth.checkToken());
    expect(sent).toEqual([`Bearer ${customerToken}`, null]);
  });

  it.each([
    ["HTTP 403 without a code", { status: 403, body: "" }],
    ["HTTP 403 with another code", json(403, { error: "cross_site_request" })],
    ["a bad_request", json(400, { error: "bad_request" })],
    ["a server fault", json(500, {})],
    ["a plain-string code", json(200, "user_not_found")],
  ])("%s keeps the session: no sign-out, the token still sent", async (_, answer) => {
    const { api, signedOut, sent } = adapter(answer);
    expect(await failureOf(() => api.customerAuth.checkToken())).toMatchObject({ reason: "Rejected" });
    await failureOf(() => api.customerAuth.checkToken());
    expect(signedOut).toEqual([]);
    expect(sent).toEqual([`Bearer ${customerToken}`, `Bearer ${customerToken}`]);
  });

  it("a driver call refused ends the driver session, not the customer's", async () => {
    const { api, signedOut, sent } = adapter({ status: 401, body: "" });
    await failureOf(() => api.driver.getContractsForWeb({ driverToken: "cbl_dt_unit" }));
    expect(signedOut).toEqual([{ session: "driver", reason: "unauthorised", operation: "getContractsForWeb" }]);
    await failureOf(() => api.customerAuth.checkToken());
    expect(sent).toEqual(["Bearer cbl_dt_unit", `Bearer ${customerToken}`]);
  });
});
