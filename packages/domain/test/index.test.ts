import { describe, expect, it } from "vitest";
import * as Domain from "../src/index.ts";

describe("Public API", () => {
  it("re-exports every module as a namespace", () => {
    expect(Object.keys(Domain).toSorted()).toEqual([
      "Account",
      "Airport",
      "Authority",
      "Booking",
      "BookingForm",
      "BookingRequests",
      "BulkImport",
      "BulkTripFile",
      "Business",
      "BusinessBooking",
      "BusinessOverview",
      "BusinessValidation",
      "Card",
      "Checkout",
      "Constants",
      "Csv",
      "DateTime",
      "Driver",
      "ErrorCatalogue",
      "ErrorScreen",
      "Feedback",
      "Flight",
      "Limits",
      "Location",
      "Money",
      "Payment",
      "PlainText",
      "Promocode",
      "Quote",
      "RecentLocations",
      "Redirect",
      "ReturnJourney",
      "RideAvailability",
      "Routes",
      "ServiceArea",
      "Session",
      "Tariff",
      "Tenant",
      "TenantScripts",
      "Theme",
      "Upload",
      "Validation",
    ]);
    expect(Domain.Tenant.tenantCodeFromHost("gdt.example.com")).toBe("GDT");
  });
});
