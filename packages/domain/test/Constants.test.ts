import { describe, expect, it } from "vitest";
import * as Constants from "../src/Constants.ts";

describe("Constants (spec §9)", () => {
  it("times out API calls after 60000 ms", () => {
    expect(Constants.apiTimeoutMs).toBe(60_000);
  });

  it("defaults to 4 passengers and 0 luggage", () => {
    expect(Constants.defaultPassengers).toBe(4);
    expect(Constants.defaultLuggage).toBe(0);
  });

  it("defaults the pickup to now + 15 minutes and ASAP to now + 1 minute", () => {
    expect(Constants.defaultPickupLeadMinutes).toBe(15);
    expect(Constants.asapLeadMinutes).toBe(1);
  });

  it("defaults the return to + 15 minutes for business and + 3 hours for consumers", () => {
    expect(Constants.businessReturnOffsetMinutes).toBe(15);
    expect(Constants.consumerReturnOffsetHours).toBe(3);
  });

  it("keeps at most 5 recent locations from a fetch of 5 bookings", () => {
    expect(Constants.recentLocationsLimit).toBe(5);
    expect(Constants.bookingsFetchCount).toBe(5);
  });

  it("offers page sizes 10, 25, 50, 100 with 10 by default and says 'Total N Items'", () => {
    expect(Constants.tablePageSizes).toEqual([10, 25, 50, 100]);
    expect(Constants.defaultPageSize).toBe(10);
    expect(Constants.paginationTotalText(42)).toBe("Total 42 Items");
  });

  it("ends a driver session after 10 minutes", () => {
    expect(Constants.driverSessionMinutes).toBe(10);
  });

  it("defaults the login dial code to +44 and other dial codes to GB", () => {
    expect(Constants.defaultLoginDialCode).toBe("+44");
    expect(Constants.defaultDialCode).toBe("GB");
  });

  it("uses GBP with symbol £", () => {
    expect(Constants.currencyCode).toBe("GBP");
    expect(Constants.currencySymbol).toBe("£");
  });

  it("centres the map near Southampton", () => {
    expect(Constants.mapDefaultCentre).toEqual({ lat: 50.94, lng: -1.39 });
  });

  it("shows notifications for 3000 ms, 350 wide", () => {
    expect(Constants.notificationDurationMs).toBe(3000);
    expect(Constants.notificationWidth).toBe(350);
  });

  it("places toasts top-end with offsets 30; drawers 400 wide", () => {
    expect(Constants.toastOffset).toBe(30);
    expect(Constants.toastPlacement).toBe("top-end");
    expect(Constants.drawerWidth).toBe(400);
  });

  it("shows upload sizes in kb of 1000 bytes and upload rejections for 2 seconds", () => {
    expect(Constants.bytesPerKb).toBe(1000);
    expect(Constants.uploadRejectedNotificationMs).toBe(2000);
  });

  it("defaults the theme to indigo 600 (950 as the configuration fallback), light, LTR, English", () => {
    expect(Constants.defaultThemeColour).toBe("indigo");
    expect(Constants.defaultThemeLevel).toBe(600);
    expect(Constants.fallbackThemeLevel).toBe(950);
    expect(Constants.defaultThemeMode).toBe("light");
    expect(Constants.defaultDirection).toBe("ltr");
    expect(Constants.defaultLocale).toBe("en-GB");
  });

  it("starts weeks on Monday and allows years 100 to 10000", () => {
    expect(Constants.weekStartsOn).toBe(1);
    expect(Constants.minYear).toBe(100);
    expect(Constants.maxYear).toBe(10_000);
  });

  it("auto-reloads at most 3 times after 2000 ms", () => {
    expect(Constants.errorAutoReloadCap).toBe(3);
    expect(Constants.errorAutoReloadDelayMs).toBe(2000);
  });

  it("records 10 percent of sessions, on the Europe/London clock", () => {
    expect(Constants.sessionRecordingSampleRate).toBe(0.1);
    expect(Constants.timeZone).toBe("Europe/London");
  });
});
