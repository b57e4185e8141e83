import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import type * as Account from "../src/Account.ts";
import * as BusinessBooking from "../src/BusinessBooking.ts";
import * as BusinessBookingRequest from "../src/BusinessBookingRequest.ts";
import type * as Location from "../src/Location.ts";
import * as Payment from "../src/Payment.ts";

const now = Temporal.Instant.from("2026-12-01T09:00:00Z");
const place = (address: string, lat: number, lng: number): Location.Location => ({
  address,
  id: address.toLowerCase().replaceAll(" ", "-"),
  lat,
  lng,
});
const aboveBar = place("Above Bar Street", 50.9066, -1.4041);
const central = place("Southampton Central", 50.9077, -1.4134);
const docks = place("Ocean Terminal", 50.8961, -1.3958);
const settings = (overrides: Partial<Account.AccountSettings> = {}): Account.AccountSettings => ({
  default_payment_type: "account",
  is_po_number_enabled: true,
  sub_accounts_enabled: false,
  account_trip_enabled: true,
  ...overrides,
});
const priya = { name: "Priya Shah", email: "priya.shah@example.com", dialCode: "GB", phone: "+447700900612" };

const filled = (): BusinessBooking.BusinessBooking =>
  BusinessBooking.updateJourney(BusinessBooking.initial(now), "outbound", (journey) => ({
    ...journey,
    name: " Ada Lovelace ",
    email: "ada@example.com",
    phone: "07700900777",
    pickup: aboveBar,
    destinations: [
      { location: docks, user: null },
      { location: null, user: null },
      { location: central, user: priya },
    ],
    rideId: 1,
    poNumber: " PO-1 ",
  }));

describe("payment methods", () => {
  it("allow account only with account trips enabled; card and cash always", () => {
    expect(BusinessBookingRequest.allowedPaymentMethods(settings())).toEqual(["account", "card", "cash"]);
    expect(BusinessBookingRequest.allowedPaymentMethods(settings({ account_trip_enabled: false }))).toEqual([
      "card",
      "cash",
    ]);
  });

  it("the default and a reconciled choice are always allowed", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Payment.paymentMethods),
        fc.constantFrom(...Payment.paymentMethods),
        fc.boolean(),
        (current, fallback, trips) => {
          const s = settings({ default_payment_type: fallback, account_trip_enabled: trips });
          const allowed = BusinessBookingRequest.allowedPaymentMethods(s);
          expect(allowed).toContain(BusinessBookingRequest.defaultPaymentMethod(s));
          const kept = BusinessBookingRequest.reconcilePaymentMethod(s, current);
          expect(allowed).toContain(kept);
          if (allowed.includes(current)) expect(kept).toBe(current);
        },
      ),
    );
  });
});

describe("the request", () => {
  it("books on the account with the trimmed PO number, the passenger and each destination's user", () => {
    const request = BusinessBookingRequest.request(filled(), { business_id: "7" });
    expect(request).toMatchObject({ business_id: 7, paymentMethod: "account", poNumber: "PO-1" });
    expect(request.outbound).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com", rideId: 1 });
    expect(request.outbound.destinations.map((stop) => stop.address)).toEqual([
      "Ocean Terminal",
      "Southampton Central",
    ]);
    expect(request.outbound.destinations[0]).not.toHaveProperty("user");
    expect(request.outbound.destinations[1]?.user).toEqual({
      name: "Priya Shah",
      contact_number: "+447700900612",
      email_address: "priya.shah@example.com",
    });
    expect(request).not.toHaveProperty("return");
  });

  it("adds the return leg when enabled", () => {
    const booking = BusinessBooking.enableReturn(filled(), []);
    const request = BusinessBookingRequest.request(booking, { business_id: 7 });
    expect(request.returnEnabled).toBe(true);
    expect(request.return?.pickup).toBe(docks);
  });

  it("a return carries the outbound's passenger and starts where the outbound ends", () => {
    const booking = BusinessBookingRequest.enableReturn(filled(), []);
    expect(booking.tab).toBe("return");
    expect(booking.returnJourney).toMatchObject({ name: " Ada Lovelace ", email: "ada@example.com", pickup: docks });
  });

  it("needs a PO number only on account with PO numbers on", () => {
    const empty = BusinessBooking.updateJourney(filled(), "outbound", (j) => ({ ...j, poNumber: "  " }));
    expect(BusinessBookingRequest.needsPoNumber(empty, settings())).toBe(true);
    expect(BusinessBookingRequest.needsPoNumber(filled(), settings())).toBe(false);
    expect(BusinessBookingRequest.needsPoNumber(empty, settings({ is_po_number_enabled: false }))).toBe(false);
    expect(BusinessBookingRequest.needsPoNumber({ ...empty, paymentMethod: "card" }, settings())).toBe(false);
  });
});

describe("server errors on the form", () => {
  it("put the catalogue message on the field of the tab at fault and go back to step 1", () => {
    const booking = { ...BusinessBooking.enableReturn(filled(), []), step: 2 };
    const back = BusinessBookingRequest.applyServerError(
      booking,
      "bad_destination",
      "Please re-enter trip destinations.",
      "return",
    );
    expect(back.step).toBe(1);
    expect(back.tab).toBe("return");
    expect(back.returnJourney.errors["destinations.0"]).toBe("Please re-enter trip destinations.");
  });

  it("keep PO and payment errors on the outbound", () => {
    const booking = { ...BusinessBooking.enableReturn(filled(), []), step: 2 };
    const back = BusinessBookingRequest.applyServerError(
      booking,
      "po_number_empty",
      "Please enter a PO number.",
      "return",
    );
    expect(back.tab).toBe("outbound");
    expect(back.outbound.errors["poNumber"]).toBe("Please enter a PO number.");
  });

  it("leave the form alone for a code that names no field", () => {
    const booking = filled();
    expect(BusinessBookingRequest.applyServerError(booking, "internal_server_error", "Internal Server Error.")).toBe(
      booking,
    );
    expect(BusinessBookingRequest.fieldOfCode("wrong_state")).toBeUndefined();
  });
});
