import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Authority from "../src/Authority.ts";
import * as Navigation from "../src/Navigation.ts";
import * as Routes from "../src/Routes.ts";

const ids = (viewer: Routes.Viewer) => Navigation.placesFor(viewer).map((p) => p.id);

describe("placesFor", () => {
  it("offers booking and sign-in when signed out", () => {
    expect(ids({ signedIn: false, authorities: [] })).toEqual(["book", "signIn"]);
  });
  it("offers a consumer booking, trips and previous bookings", () => {
    expect(ids({ signedIn: true, authorities: ["user"] })).toEqual(["book", "trips", "previousBookings"]);
  });
  it("offers sub-accounts only with the sub-accounts authority", () => {
    expect(ids({ signedIn: true, authorities: ["business_user"] })).toEqual([
      "businessBook",
      "businessTrips",
      "bulkUpload",
      "overview",
    ]);
    expect(ids({ signedIn: true, authorities: ["business_user", "sub_accounts_user"] })).toContain("subAccounts");
  });
  it("links only to places the route guard opens for the viewer", () => {
    const held = fc.subarray([...Authority.authorities], { minLength: 1 });
    fc.assert(
      fc.property(held, (authorities) => {
        const viewer = { signedIn: true, authorities };
        return Navigation.placesFor(viewer).every((p) => Routes.access(p.href, viewer)._tag === "Allowed");
      }),
    );
  });
});

describe("currentPlace", () => {
  const business = Navigation.placesFor({ signedIn: true, authorities: ["business_user", "sub_accounts_user"] });
  it("marks the page and the pages below it", () => {
    expect(Navigation.currentPlace(business, "/business/trips/42")).toBe("businessTrips");
    expect(Navigation.currentPlace(business, "/business/book-ride?x=1")).toBe("businessBook");
    expect(Navigation.currentPlace(business, "/business/summary")).toBe("businessBook");
    expect(Navigation.currentPlace(business, "/sub-accounts")).toBe("subAccounts");
  });
  it("marks nothing elsewhere", () => {
    expect(Navigation.currentPlace(business, "/invitation/abc")).toBeUndefined();
    expect(Navigation.currentPlace(business, "/business/trips-old")).toBeUndefined();
  });
  it("marks sign-in on the account pages when signed out", () => {
    const out = Navigation.placesFor({ signedIn: false, authorities: [] });
    expect(Navigation.currentPlace(out, "/sign-up")).toBe("signIn");
  });
});
