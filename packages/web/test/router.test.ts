// Issue 15.4: the router's routes are the domain's (spec §2), their parameters reach the screen,
// and each route's guard is the domain's access rule (§6) as a loader.
import * as Routes from "@cabline/domain/Routes";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { guard, routeObjects, routePatterns, type GuardContext } from "../src/app/router.tsx";
import { screens } from "../src/app/screens.ts";

const signedOut: GuardContext = { ready: async () => undefined, viewer: () => ({ signedIn: false, authorities: [] }) };
const passenger: GuardContext = {
  ready: async () => undefined,
  viewer: () => ({ signedIn: true, authorities: ["user"] }),
};
const routes = routeObjects(signedOut, { Layout: () => null });
const request = (path: string) => new Request(`http://book.localhost${path}`);

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("Location");
    throw thrown;
  }
}

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
  it("a signed-out visitor on a protected route is sent to sign in, keeping the location", async () => {
    expect(await redirectOf(guard(signedOut, request("/trips?tab=1")))).toBe("/sign-in?redirect=%2Ftrips%3Ftab%3D1");
  });

  it("a signed-in user opening /sign-in goes home", async () => {
    expect(await redirectOf(guard(passenger, request("/sign-in")))).toBe("/book-ride");
  });

  it("a route opens with its screen loaded", async () => {
    expect(await guard(signedOut, request("/t/abc"))).toEqual({ _tag: "Allowed", screen: "trackShort" });
  });

  it("a passenger on a business route is told it is for business accounts, and which page it was", async () => {
    expect(await guard(passenger, request("/business/trips"))).toEqual({
      _tag: "Denied",
      home: "/book-ride",
      routeId: "businessTrips",
      refusal: "business_only",
    });
  });

  it("an unknown path is not found", async () => {
    expect(await guard(signedOut, request("/no/such/page"))).toEqual({ _tag: "NotFound", home: "/book-ride" });
  });
});
