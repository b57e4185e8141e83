import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { failureMessage, notFoundMessage, unavailableMessage } from "../src/MapsApi.ts";
import { isMapsError, MapsError } from "../src/MapsError.ts";
import { isPaymentsError } from "../src/PaymentsApi.ts";
import { createInMemoryPorts, createTestClock } from "../src/testing/index.ts";
import { systemClock } from "../src/Clock.ts";

describe("the in-memory maps port", () => {
  it("geocodes, reverse-geocodes, suggests and details the Southampton places", async () => {
    const { maps } = createInMemoryPorts();
    const [airport] = await maps.geocode("southampton airport");
    expect(airport).toMatchObject({
      id: "sbx-poi-southampton-airport",
      types: expect.arrayContaining(["airport"]),
      postCode: "SO18 2NL",
    });
    expect((await maps.reverseGeocode({ lat: 50.9076, lng: -1.4136 }))[0]?.id).toBe(
      "sbx-poi-southampton-central-station",
    );
    expect(await maps.reverseGeocode({ lat: 51.5, lng: -0.12 })).toEqual([]);
    const suggestions = await maps.autocomplete("cruise terminal", { sessionToken: "s-1" });
    expect(suggestions.map((s) => s.mainText)).toContain("Ocean Cruise Terminal");
    expect((await maps.placeDetails("sbx-poi-ocean-cruise-terminal", { sessionToken: "s-1" })).lat).toBe(50.8955);
    expect(await maps.geocode("  ")).toEqual([]);
    const error = await maps.placeDetails("sbx-nowhere").catch((e: unknown) => e);
    expect(isMapsError(error) && error.code).toBe("NOT_FOUND");
    expect(maps.calls.filter((c) => c.sessionToken === "s-1")).toHaveLength(2);
  });

  it("explains a failure by the error's tag: a refused place is not found, anything else is unavailable", async () => {
    const refused = await createInMemoryPorts()
      .maps.placeDetails("sbx-nowhere")
      .catch((e: unknown) => e);
    expect(failureMessage(refused)).toBe(notFoundMessage);
    const failure = (reason: "Network" | "Timeout" | "Contract") =>
      new MapsError({ reason, operation: "autocomplete", message: "down" });
    for (const reason of ["Network", "Timeout", "Contract"] as const)
      expect(failureMessage(failure(reason))).toBe(unavailableMessage);
    expect(failureMessage(new Error("Rejected"))).toBe(unavailableMessage);
    expect(failureMessage({ _tag: "DispatchError", reason: "Rejected" })).toBe(unavailableMessage);
    expect(failureMessage(undefined)).toBe(unavailableMessage);
  });
});

describe("the in-memory payments port", () => {
  it("takes only Stripe's test numbers, with a valid expiry and CVC", async () => {
    const { payments } = createInMemoryPorts();
    const token = await payments.createCardToken({
      kind: "fields",
      number: "4242 4242 4242 4242",
      expMonth: 12,
      expYear: 2030,
      cvc: "123",
    });
    expect(token).toMatchObject({ brand: "visa", last4: "4242" });
    for (const [entry, code] of [
      [{ number: "4111 1111 1111 1111", expMonth: 12, expYear: 2030, cvc: "123" }, "not_test_card"],
      [{ number: "4242424242424242", expMonth: 1, expYear: 2020, cvc: "123" }, "invalid_expiry"],
      [{ number: "378282246310005", expMonth: 12, expYear: 2030, cvc: "123" }, "invalid_cvc"],
    ] as const) {
      const error = await payments.createCardToken({ kind: "fields", ...entry }).catch((e: unknown) => e);
      expect(isPaymentsError(error) && error.code).toBe(code);
    }
    expect((await payments.createCardToken({ kind: "element", element: {} })).last4).toBe("4242");
  });

  it("returns a setup or payment that needs no challenge as it is", async () => {
    const { payments } = createInMemoryPorts();
    const setup = { status: "succeeded" as const };
    expect(await payments.confirmCardSetup(setup)).toBe(setup);
    const result = { status: "succeeded" as const, bookings: [] };
    expect(await payments.confirmPayment(result)).toBe(result);
    await expect(payments.confirmCardSetup({ status: "requires_action" })).rejects.toMatchObject({
      reason: "Contract",
    });
    await expect(payments.confirmPayment({ status: "requires_action", bookings: [] })).rejects.toMatchObject({
      reason: "Contract",
    });
  });

  it("reports a dispatch failure during confirmation as a payments error", async () => {
    const { payments } = createInMemoryPorts();
    const error = await payments
      .confirmCardSetup({ status: "requires_action", setup_id: "seti_unknown", client_secret: "s" })
      .catch((e: unknown) => e);
    expect(isPaymentsError(error) && [error.reason, error.operation]).toEqual(["SignedOut", "confirmCardSetup"]);
  });
});

describe("the in-memory analytics, error reporting, session and clocks", () => {
  it("records what reached the providers", () => {
    const { analytics, errorReporting } = createInMemoryPorts();
    analytics.track("before consent");
    analytics.optIn();
    analytics.track("booked");
    expect(analytics.calls.map((c) => c.type)).toEqual(["init", "track"]);
    errorReporting.report(new Error("for amelia@example.com"));
    expect(errorReporting.events.map((e) => e.message)).toEqual(["for [email]"]);
  });

  it("stands still until moved; the system clock reads the time", () => {
    const clock = createTestClock(1_000);
    clock.advance(500);
    expect(clock.now().epochMilliseconds).toBe(1_500);
    clock.set(0);
    expect(clock.nowMs()).toBe(0);
    expect(Math.abs(systemClock.now().epochMilliseconds - Date.now())).toBeLessThan(1_000);
    expect(Schema.is(Schema.Number)(clock.nowMs())).toBe(true);
  });
});
