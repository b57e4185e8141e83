// The router's routes are the domain's (spec §2), their parameters reach the screen, and each
// route's guard is the domain's access rule (§6), decided as the route renders.
import * as Routes from "@cabline/domain/Routes";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import {
  cardPageReload,
  guard,
  routeObjects,
  routePatterns,
  whereAfterSessionChange,
  type GuardContext,
} from "../src/app/router.tsx";
import { screens } from "../src/app/screens.ts";

const signedOut: GuardContext = { viewer: () => ({ signedIn: false, authorities: [] }) };
const passenger: GuardContext = { viewer: () => ({ signedIn: true, authorities: ["user"] }) };
const routes = routeObjects(signedOut, { Layout: () => null });
const request = (path: string) => new URL(`http://book.localhost${path}`);

describe("route objects from the domain's table", () => {
  it("every route of spec §2 has a screen", () => {
    for (const route of Routes.routes) expect(Object.keys(screens), route.id).toContain(route.id);
  });

  it("every pattern is a route once, /book-ride and /summary included", () => {
    expect(new Set(routePatterns).size).toBe(routePatterns.length);
    expect(routePatterns).toEqual(
      expect.arrayContaining(["/book-ride", "/summary", "/t/:token", "/business/:activeTab"]),
    );
  });

  it.each([
    ["/t/trk_abc123", "/t/:token", { token: "trk_abc123" }],
    ["/track/trk%20x", "/track/:token", { token: "trk x" }],
    ["/business/book-ride", "/business/:activeTab", { activeTab: "book-ride" }],
    ["/business/summary", "/business/summary", {}],
    ["/trips/42", "/trips/:id", { id: "42" }],
    ["/previous-bookings/7", "/previous-bookings/:bookingId", { bookingId: "7" }],
  ])("%s matches %s with its parameters", (path, pattern, params) => {
    const match = matchRoutes(routes, path)?.at(-1);
    expect(match?.route.path).toBe(pattern);
    expect(match?.params).toEqual(params);
  });
});

describe("guards", () => {
  it("a signed-out visitor on a protected route is sent to sign in, keeping the location", () => {
    expect(guard(signedOut, request("/trips?tab=1"))).toEqual({
      _tag: "Redirect",
      to: "/sign-in?redirect=%2Ftrips%3Ftab%3D1",
    });
  });

  it("a signed-in user opening /sign-in goes home", () => {
    expect(guard(passenger, request("/sign-in"))).toEqual({ _tag: "Redirect", to: "/book-ride" });
  });

  it("a route opens with its screen loaded", () => {
    expect(guard(signedOut, request("/t/abc"))).toEqual({ _tag: "Allowed", screen: "trackShort" });
  });

  it("a passenger on a business route is told it is for business accounts, and which page it was", () => {
    expect(guard(passenger, request("/business/trips"))).toEqual({
      _tag: "Denied",
      home: "/book-ride",
      routeId: "businessTrips",
      refusal: "business_only",
    });
  });

  it("the bare address goes to the viewer's home", () => {
    expect(guard(signedOut, request("/"))).toEqual({ _tag: "Redirect", to: "/book-ride" });
    expect(guard(passenger, request("/"))).toEqual({ _tag: "Redirect", to: "/book-ride" });
  });

  it("a card page reached after tenant scripts ran is loaded afresh by the browser (spec §1)", () => {
    const scriptsRan: GuardContext = { ...signedOut, reloadsForCardPage: (url) => url.pathname.startsWith("/pay/") };
    expect(guard(scriptsRan, request("/pay/abc?x=1"))).toEqual({ _tag: "Reload", to: "/pay/abc?x=1" });
    expect(guard(scriptsRan, request("/t/abc"))).toEqual({ _tag: "Allowed", screen: "trackShort" });
  });

  it("a card page is entered afresh once tenant scripts ran, and a document loaded on one is left afresh", () => {
    const fresh = { loadedOnCardPage: false, tenantScriptsRan: false };
    for (const path of ["/summary", "/pay/abc", "/book-ride", "/t/abc"])
      expect(cardPageReload(fresh, path)).toBe(false);
    const scripts = { loadedOnCardPage: false, tenantScriptsRan: true };
    expect(cardPageReload(scripts, "/summary")).toBe(true);
    expect(cardPageReload(scripts, "/pay/abc")).toBe(true);
    expect(cardPageReload(scripts, "/book-ride")).toBe(false);
    // Loaded on the summary: its strict policy (no maps, no tenant scripts) must not follow the visitor.
    const onCard = { loadedOnCardPage: true, tenantScriptsRan: false };
    expect(cardPageReload(onCard, "/book-ride")).toBe(true);
    expect(cardPageReload(onCard, "/pay/abc")).toBe(false);
    const viaGuard: GuardContext = { ...signedOut, reloadsForCardPage: (url) => cardPageReload(onCard, url.pathname) };
    expect(guard(viaGuard, request("/book-ride"))).toEqual({ _tag: "Reload", to: "/book-ride" });
  });

  it("an unknown path is not found", () => {
    expect(guard(signedOut, request("/no/such/page"))).toEqual({ _tag: "NotFound", home: "/book-ride" });
  });
});

describe("after the session changes under a page", () => {
  // A booker who has just chosen Personal in the account switcher.
  const bookingAsThemself: GuardContext = {
    viewer: () => ({ signedIn: true, authorities: ["user"], hasBusinessAccount: true }),
  };
  const booker: GuardContext = { viewer: () => ({ signedIn: true, authorities: ["business_user"] }) };

  it("choosing Personal on the business form returns to consumer booking (spec §4)", () => {
    expect(whereAfterSessionChange(bookingAsThemself, request("/business/book-ride"), true)).toBe("/book-ride");
    expect(whereAfterSessionChange(bookingAsThemself, request("/business/trips?tab=history"), true)).toBe("/book-ride");
  });

  it("choosing a company on a personal screen goes to the company's form", () => {
    expect(whereAfterSessionChange(booker, request("/trips"), true)).toBe("/business/book-ride");
  });

  it("a switch that the screen allows, and a session that ends, stay where the page is for the guard to decide", () => {
    expect(whereAfterSessionChange(bookingAsThemself, request("/book-ride?x=1"), true)).toBe("/book-ride?x=1");
    expect(whereAfterSessionChange(passenger, request("/business/trips"), false)).toBe("/business/trips");
    expect(whereAfterSessionChange(signedOut, request("/trips"), false)).toBe("/trips");
  });
});
