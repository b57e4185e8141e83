// A new booking form (spec §4 ride type selection) starts with the ride type that fits when the
// page came with the tenant's ride types, so the screen is not drawn a second time to set it
// (a redraw the first paint does not need). A state update that changes nothing keeps the state: `emptied`.
import { afterEach, describe, expect, it } from "vitest";
import { freshDraft } from "../src/features/booking/hooks/use-draft.ts";
import { emptied } from "../src/lib/lists.ts";
import { setPageData } from "../src/lib/state.ts";
import { saloon } from "./fixtures.ts";

afterEach(() => setPageData({}));

describe("a fresh booking draft", () => {
  it("holds the inlined ride type that fits each journey", () => {
    const estate = { ...saloon, id: 2, name: "Estate", outboundCompatible: false };
    setPageData({ rideTypes: [estate, saloon] });
    expect(freshDraft().form.outbound.rideType).toBe(saloon.id);
  });

  it("holds none until the ride types are known", () => {
    expect(freshDraft().form.outbound.rideType).toBeNull();
  });
});

describe("emptied", () => {
  it("keeps an empty list as it is", () => {
    const none: ReadonlyArray<number> = [];
    expect(emptied(none)).toBe(none);
  });
  it("empties a list", () => expect(emptied([1, 2])).toEqual([]));
});
