// Issue 3: every call of spec §7 is in the contract with the spec's method and path, and every
// code of the §8 catalogue (as the domain holds it) is in the contract's ErrorCode enum.
import { ErrorCatalogue } from "@cabline/domain";
import { describe, expect, it } from "vitest";
import { ContractDoc } from "./contract-doc.ts";

// Spec §7, "The calls it makes", in the spec's order.
const specCalls = [
  "GET /configuration/get",
  "POST /customer/v2/doLoginWeb",
  "POST /customer/v2/submitTelForValidation",
  "POST /customer/v2/loginUsingPhoneNumberWeb",
  "POST /customer/v2/registerWeb",
  "POST /customer/v2/submitEmailForValidation",
  "POST /customer/v2/doLogout",
  "POST /customer/v2/forgotPassword",
  "POST /customer/v2/checkToken",
  "GET /customer/v2/history/get",
  "GET /customer/v2/getBooking",
  "GET /customer/v2/upcoming/get",
  "GET /customer/v2/get/bookings",
  "POST /customer/v2/booking",
  "GET /customer/v2/checkout/activeRideTypes",
  "POST /customer/v2/checkout/getCostEstimate",
  "POST /customer/v2/location",
  "POST /customer/v2/promocode/canUseForBooking",
  "POST /customer/v2/promocode/info",
  "GET /customer/v2/promocode/all",
  "GET /customer/card/get",
  "POST /customer/v2/card/add",
  "POST /customer/v2/checkout/updateBasket",
  "POST /customer/v2/checkout/checkout",
  "GET /customer/v2/getGuestUserId",
  "GET /customer/v2/flight_tracking/get",
  "POST /customer/v2/checkout/cancelBookingPair",
  "POST /customer/v2/sendReceipt",
  "GET /customer/v2/getCancelBookingInfo",
  "GET /driver_signup/checkSignupStatus",
  "POST /driver/doLoginToolbox",
  "GET /driver/repeat-service/bids/getContractsForWeb",
  "POST /driver/repeat-service/bids/place",
] as const;

const dispatch = new ContractDoc("dispatch.openapi.yaml");
const operations = dispatch.operations();
const key = (op: { method: string; path: string }) => `${op.method.toUpperCase()} ${op.path}`;

describe("the dispatch contract covers spec §7", () => {
  it("lists 33 calls", () => expect(specCalls).toHaveLength(33));

  it.each(specCalls)("has %s", (call) => {
    expect(operations.map(key)).toContain(call);
  });

  it("marks every operation that is not a §7 call as an extension", () => {
    const extra = operations.filter((op) => !(specCalls as readonly string[]).includes(key(op)));
    for (const op of extra) expect(op.node["x-spec"], key(op)).toBe("extension");
    for (const op of operations.filter((o) => (specCalls as readonly string[]).includes(key(o)))) {
      expect(op.node["x-spec"], key(op)).toBe("spec");
    }
  });

  it("requires X-TENANT-ID on every operation", () => {
    for (const op of operations) {
      const params = ((op.node.parameters as unknown[]) ?? []).map((p) =>
        dispatch.deref<{ name: string; in: string; required?: boolean }>(p),
      );
      expect(params, key(op)).toContainEqual(
        expect.objectContaining({ name: "X-TENANT-ID", in: "header", required: true }),
      );
    }
  });

  it("has unique operationIds", () => {
    const ids = operations.map((op) => op.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("sends POST params form-encoded and bodies as JSON, as §7 says", () => {
    const media = (path: string) => {
      const op = operations.find((o) => o.path === path && o.method === "post");
      const body = dispatch.deref<{ content: Record<string, unknown> } | undefined>(op?.node.requestBody);
      return Object.keys(body?.content ?? {});
    };
    for (const path of [
      "/customer/v2/booking",
      "/customer/v2/checkout/getCostEstimate",
      "/customer/v2/checkout/updateBasket",
    ]) {
      expect(media(path), path).toEqual(["application/json"]);
    }
    for (const path of [
      "/customer/v2/doLoginWeb",
      "/customer/v2/checkout/checkout",
      "/driver/doLoginToolbox",
      "/customer/v2/location",
    ]) {
      expect(media(path), path).toEqual(["application/x-www-form-urlencoded"]);
    }
  });
});

describe("the contract's ErrorCode enumerates the §8 catalogue", () => {
  const errorCode = dispatch.deref<{ anyOf: { enum?: string[]; type?: string }[] }>(
    (dispatch.doc.components as { schemas: Record<string, unknown> }).schemas.ErrorCode,
  );
  const enumerated = errorCode.anyOf.flatMap((branch) => branch.enum ?? []);
  const catalogueCodes = Object.keys(ErrorCatalogue.messages);

  it("holds the catalogue's 29 codes", () => expect(catalogueCodes).toHaveLength(29));

  it.each(catalogueCodes)("has %s", (code) => expect(enumerated).toContain(code));

  it("keeps the set open for unknown codes", () => {
    expect(errorCode.anyOf).toContainEqual(expect.objectContaining({ type: "string" }));
  });
});
