import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Authority from "../src/Authority.ts";
import * as Routes from "../src/Routes.ts";

const patternsWith = (access: Routes.Access): ReadonlyArray<string> =>
  Routes.routes.filter((r) => r.access === access).map((r) => r.pattern);

const consumer: Routes.Viewer = { signedIn: true, authorities: ["user"] };
const business: Routes.Viewer = { signedIn: true, authorities: ["business_user"] };
const subAccounts: Routes.Viewer = { signedIn: true, authorities: ["business_user", "sub_accounts_user"] };
const guest: Routes.Viewer = { signedIn: false, authorities: [] };

describe("Route table (spec §2)", () => {
  it("lists the public routes", () => {
    expect(patternsWith("public")).toEqual([
      "/sign-in",
      "/sign-up",
      "/forgot-password",
      "/reset-password",
      "/reset_password",
      "/embeddedBook",
      "/driver-signup",
      "/business-signup",
      "/forgot-password-driver",
      "/reset-password-driver",
      "/driver",
      "/driver/login",
      "/driver/bids",
      "/accessibility",
      "/account-closed",
    ]);
  });

  it("lists the token-based and booking routes reachable without signing in", () => {
    expect(patternsWith("token")).toEqual([
      "/invitation/:token",
      "/book-ride",
      "/summary",
      "/t/:token",
      "/track/:token",
      "/pay/:token",
      "/manage/:token",
      "/find-booking",
      "/qr",
      "/phone-review/:token",
      "/driver_no_activity_feedback/:token",
      "/share/:token",
    ]);
  });

  it("lists the authenticated routes with the authority of §6", () => {
    const table = Object.fromEntries(
      Routes.routes.filter((r) => r.access === "authenticated").map((r) => [r.pattern, r.authorities]),
    );
    expect(table).toEqual({
      "/book-ride": ["user"],
      "/business/:activeTab": ["business_user"],
      "/business/summary": ["business_user"],
      "/previous-bookings": [],
      "/previous-bookings/:bookingId": [],
      "/summary": [],
      "/trips": ["user"],
      "/trips/:id": ["user"],
      "/business/trips": ["business_user"],
      "/business/trips/:id": ["business_user"],
      "/business/trips/edit": ["business_user"],
      "/sub-accounts": ["sub_accounts_user"],
      "/overview": ["business_user"],
      "/business/bulk-upload-trips": ["business_user"],
      "/your-data": [],
    });
  });

  it("agrees with the access table: a route lists an authority exactly when the table opens it to that authority", () => {
    for (const route of Routes.routes.filter((r) => r.access === "authenticated")) {
      for (const authority of Authority.authorities) {
        expect(route.authorities.includes(authority)).toBe(Authority.accessTable[authority].includes(route.pattern));
      }
    }
  });

  it("gives every route a unique id", () => {
    expect(new Set(Routes.routes.map((r) => r.id)).size).toBe(Routes.routes.length);
  });
});

describe("Route access (spec §2, §6)", () => {
  it("lets a consumer open /book-ride and /trips/{id}", () => {
    expect(Routes.access("/book-ride", consumer)).toMatchObject({ _tag: "Allowed", route: { id: "bookRide" } });
    expect(Routes.access("/trips/42", consumer)).toMatchObject({ _tag: "Allowed", params: { id: "42" } });
  });

  it("lets a business user open the business screens, the more specific route winning", () => {
    expect(Routes.access("/business/book-ride", business)).toMatchObject({
      route: { id: "business" },
      params: { activeTab: "book-ride" },
    });
    expect(Routes.access("/business/summary", business)).toMatchObject({ route: { id: "businessSummary" } });
    expect(Routes.access("/business/trips/edit", business)).toMatchObject({ route: { id: "businessTripEdit" } });
    expect(Routes.access("/business/trips/7", business)).toMatchObject({
      route: { id: "businessTrip" },
      params: { id: "7" },
    });
    expect(Routes.access("/overview", business)._tag).toBe("Allowed");
  });

  it("opens /sub-accounts only to the sub-accounts authority", () => {
    expect(Routes.access("/sub-accounts", subAccounts)._tag).toBe("Allowed");
    expect(Routes.access("/sub-accounts", business)).toEqual({
      _tag: "Denied",
      redirectTo: "/business/book-ride",
      routeId: "subAccounts",
      refusal: "sub_accounts_off",
    });
  });

  it("sends a signed-in user without the authority home, saying why and how to get it", () => {
    // A passenger with no business account: the page is for business accounts.
    expect(Routes.access("/business/book-ride", consumer)).toEqual({
      _tag: "Denied",
      redirectTo: "/book-ride",
      routeId: "business",
      refusal: "business_only",
    });
    for (const path of ["/overview", "/sub-accounts", "/business/trips"])
      expect(Routes.access(path, consumer)).toMatchObject({ refusal: "business_only" });
    // One who has a business account but books as themself: switch to it.
    expect(Routes.access("/overview", { ...consumer, hasBusinessAccount: true })).toMatchObject({
      routeId: "overview",
      refusal: "switch_to_business",
    });
    // Booking for a company: personal pages need Personal chosen.
    expect(Routes.access("/trips", business)).toEqual({
      _tag: "Denied",
      redirectTo: "/business/book-ride",
      routeId: "trips",
      refusal: "personal_only",
    });
  });

  it("lets any signed-in user open previous bookings and the summary", () => {
    expect(Routes.access("/previous-bookings/abc", business)).toMatchObject({
      _tag: "Allowed",
      params: { bookingId: "abc" },
    });
    expect(Routes.access("/summary", consumer)).toMatchObject({ _tag: "Allowed", route: { access: "authenticated" } });
  });

  it("lets guests book, track, pay and share by token, and asks them to sign in elsewhere", () => {
    expect(Routes.access("/book-ride", guest)).toMatchObject({ _tag: "Allowed", route: { access: "token" } });
    expect(Routes.access("/t/tok-1", guest)).toMatchObject({ _tag: "Allowed", params: { token: "tok-1" } });
    expect(Routes.access("/pay/x%2Fy", guest)).toMatchObject({ params: { token: "x/y" } });
    expect(Routes.access("/sign-in", guest)._tag).toBe("Allowed");
    expect(Routes.access("/trips?page=2", guest)).toEqual({
      _tag: "SignInRequired",
      redirectTo: "/sign-in?redirect=%2Ftrips%3Fpage%3D2",
    });
  });

  it("keeps token links open to signed-in users", () => {
    expect(Routes.access("/share/abc", business)._tag).toBe("Allowed");
  });

  it("does not know other paths", () => {
    expect(Routes.access("/nowhere", consumer)).toEqual({ _tag: "NotFound" });
    expect(Routes.access("/t/a/b", guest)).toEqual({ _tag: "NotFound" });
    expect(Routes.access("/t/%E0%A4%A", guest)).toEqual({ _tag: "NotFound" });
  });

  it("ignores query, fragment and a trailing slash", () => {
    expect(Routes.pathOf("/trips/?a=1#b")).toBe("/trips");
    expect(Routes.pathOf("")).toBe("/");
    expect(Routes.access("/trips/", consumer)._tag).toBe("Allowed");
  });

  it("never allows a route whose authorities the viewer lacks", () => {
    const paths = fc.constantFrom(...Routes.routes.map((r) => r.pattern.replace(/:[a-zA-Z]+/g, "x1")));
    const viewer = fc.record({ signedIn: fc.boolean(), authorities: fc.subarray([...Authority.authorities]) });
    fc.assert(
      fc.property(paths, viewer, (path, v) => {
        const result = Routes.access(path, v);
        if (result._tag === "Allowed" && result.route.access === "authenticated") {
          expect(v.signedIn).toBe(true);
          expect(Authority.satisfies(v.authorities, result.route.authorities)).toBe(true);
        }
        if (!v.signedIn && result._tag === "Allowed") expect(result.route.access).not.toBe("authenticated");
      }),
    );
  });
});

describe("Paths", () => {
  const token = fc.string({ minLength: 1, maxLength: 20 });

  it("round-trips every token through its href", () => {
    fc.assert(
      fc.property(token, (t) => {
        const cases: ReadonlyArray<[string, string]> = [
          [Routes.paths.track(t), "trackShort"],
          [Routes.paths.pay(t), "pay"],
          [Routes.paths.share(t), "share"],
          [Routes.paths.invitation(t), "invitation"],
          [Routes.paths.phoneReview(t), "phoneReview"],
          [Routes.paths.driverNoActivityFeedback(t), "driverNoActivityFeedback"],
        ];
        for (const [href, id] of cases) {
          expect(Routes.access(href, guest)).toMatchObject({ _tag: "Allowed", route: { id }, params: { token: t } });
        }
      }),
    );
  });

  it("round-trips ids through the trip and booking hrefs", () => {
    fc.assert(
      fc.property(
        token.filter((t) => t !== "edit"),
        (id) => {
          expect(Routes.access(Routes.paths.trip(id), consumer)).toMatchObject({ params: { id } });
          expect(Routes.access(Routes.paths.businessTrip(id), business)).toMatchObject({
            route: { id: "businessTrip" },
            params: { id },
          });
          expect(Routes.access(Routes.paths.previousBooking(id), business)).toMatchObject({
            params: { bookingId: id },
          });
        },
      ),
    );
  });

  it("matches every static href to its route", () => {
    const statics: ReadonlyArray<[() => string, string]> = [
      [Routes.paths.signUp, "signUp"],
      [Routes.paths.forgotPassword, "forgotPassword"],
      [Routes.paths.resetPassword, "resetPassword"],
      [Routes.paths.embeddedBook, "embeddedBook"],
      [Routes.paths.driverSignup, "driverSignup"],
      [Routes.paths.businessSignup, "businessSignup"],
      [Routes.paths.forgotPasswordDriver, "forgotPasswordDriver"],
      [Routes.paths.resetPasswordDriver, "resetPasswordDriver"],
      [Routes.paths.driver, "driver"],
      [Routes.paths.driverLogin, "driverLogin"],
      [Routes.paths.driverBids, "driverBids"],
      [Routes.paths.summary, "guestSummary"],
      [Routes.paths.qr, "qr"],
    ];
    for (const [href, id] of statics) expect(Routes.matchAll(href())[0]?.route.id).toBe(id);
    const signedIn: ReadonlyArray<[() => string, string]> = [
      [Routes.paths.businessSummary, "businessSummary"],
      [Routes.paths.previousBookings, "previousBookings"],
      [Routes.paths.trips, "trips"],
      [Routes.paths.businessTrips, "businessTrips"],
      [Routes.paths.businessTripEdit, "businessTripEdit"],
      [Routes.paths.subAccounts, "subAccounts"],
      [Routes.paths.overview, "overview"],
      [Routes.paths.bulkUpload, "bulkUpload"],
    ];
    for (const [href, id] of signedIn) expect(Routes.matchAll(href())[0]?.route.id).toBe(id);
  });

  it("builds the sign-in href with the redirect value", () => {
    expect(Routes.paths.signIn()).toBe("/sign-in");
    expect(Routes.paths.signIn("")).toBe("/sign-in");
    expect(Routes.paths.signIn("/trips/1")).toBe("/sign-in?redirect=%2Ftrips%2F1");
  });
});

describe("Layout (spec §2)", () => {
  it("shows signed-out users on non-token paths the public layout", () => {
    expect(Routes.layoutFor("/sign-in", false)).toBe("public");
    expect(Routes.layoutFor("/driver/login", false, "modern")).toBe("public");
  });

  it("otherwise uses the theme's layout type, simple by default", () => {
    expect(Routes.layoutFor("/t/abc", false)).toBe("simple");
    expect(Routes.layoutFor("/book-ride", false)).toBe("simple");
    expect(Routes.layoutFor("/trips", true)).toBe("simple");
    expect(Routes.layoutFor("/trips", true, "modern")).toBe("modern");
    expect(Routes.defaultLayout).toBe("simple");
  });

  it("takes card details on the booking summary and /pay only", () => {
    expect(Routes.takesCardDetails("/summary")).toBe(true);
    expect(Routes.takesCardDetails("/pay/tok_abc")).toBe(true);
    for (const path of ["/book-ride", "/business/summary", "/t/abc", "/payments", "/sign-in", "/summary/x", "/"])
      expect(Routes.takesCardDetails(path), path).toBe(false);
  });

  it("shows /embeddedBook without footer", () => {
    expect(Routes.showsFooter("/embeddedBook")).toBe(false);
    expect(Routes.showsFooter("/book-ride")).toBe(true);
    expect(Routes.showsFooter("/nowhere")).toBe(true);
  });
});

describe("The driver portal's pages (spec §2, §6 Driver: a separate login)", () => {
  it("are the driver routes, with or without a query or trailing slash, and no customer or token page", () => {
    for (const path of [
      "/driver",
      "/driver/",
      "/driver/login?redirect=%2Fdriver%2Fbids",
      "/driver/bids",
      "/driver-signup?token=abc",
      "/forgot-password-driver",
      "/reset-password-driver?token=abc",
    ]) {
      expect(Routes.isDriverPortal(path), path).toBe(true);
    }
    for (const path of ["/sign-in", "/book-ride", "/driver_no_activity_feedback/fb_1", "/driverx", "/trips/1"]) {
      expect(Routes.isDriverPortal(path), path).toBe(false);
    }
  });
});
