// The places each tenant's locals ask for (solent.ts localPlaces) against the tenant's own service
// area (tenants.ts, the domain's ServiceArea, spec §8 pickup_not_in_soton): a place listed as in
// the area is inside it, one listed as beyond is outside it but near, and a trip to or from it
// is one the tenant serves; and a local's place typed with no id books on that tenant.
import { ServiceArea } from "@cabline/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeById } from "../src/geo/gazetteer.ts";
import { localPlaces, solentPlaces } from "../src/geo/solent.ts";
import { tenantSeeds } from "../src/tenants.ts";
import { oneWay, places, startSandbox, type TestSandbox } from "./helpers.ts";

const tenants = tenantSeeds.map((seed) => ({
  code: seed.code,
  area: seed.area,
  centre: { lat: seed.centre_lat, lon: seed.centre_lon },
  lists: localPlaces[seed.code as keyof typeof localPlaces],
}));

const pointOf = (id: string): ServiceArea.Point => {
  const place = placeById(id);
  if (place === undefined) throw new Error(`no place ${id} in the gazetteer`);
  return { lat: place.lat, lon: place.lng };
};

describe("each tenant's local places", () => {
  it("lists places for every tenant, each a place the gazetteer knows, once", () => {
    expect(Object.keys(localPlaces).sort()).toEqual(tenantSeeds.map((seed) => seed.code).sort());
    for (const { code, lists } of tenants) {
      const all = [...lists.inArea, ...lists.beyond];
      expect(new Set(all).size, code).toBe(all.length);
      for (const id of all) expect(placeById(id), `${code}: ${id}`).toBeDefined();
    }
  });

  it.each(tenants)(
    "$code: the places in its area lie inside it, and it serves trips between them",
    ({ code, area, lists }) => {
      for (const id of lists.inArea) {
        expect(ServiceArea.contains(area, pointOf(id)), `${code}: ${id}`).toBe(true);
      }
      const [first, ...rest] = lists.inArea;
      for (const id of rest) expect(ServiceArea.servesTrip(area, pointOf(first ?? id), pointOf(id))).toBe(true);
    },
  );

  it.each(tenants)(
    "$code: the places beyond its area lie outside it, within reach, on trips from the area",
    ({ code, area, centre, lists }) => {
      expect(ServiceArea.contains(area, centre), `${code}'s centre`).toBe(true);
      for (const id of lists.beyond) {
        const point = pointOf(id);
        expect(ServiceArea.contains(area, point), `${code}: ${id}`).toBe(false);
        expect(ServiceArea.distanceKm(centre, point), `${code}: ${id}`).toBeLessThan(40);
        expect(ServiceArea.servesTrip(area, centre, point)).toBe(true);
        expect(ServiceArea.servesTrip(area, point, centre)).toBe(true);
      }
    },
  );

  it("gives every seeded place of the Solent to some tenant's locals", () => {
    const listed = new Set(tenants.flatMap(({ lists }) => [...lists.inArea, ...lists.beyond]));
    expect(solentPlaces.map((seed) => seed.id).filter((id) => !listed.has(id))).toEqual([]);
  });

  it("has every kind of place a local asks for in each tenant's reach", () => {
    const kinds = ["train_station", "hospital", "university", "ferry_terminal", "cruise_terminal", "airport"];
    for (const { code, lists } of tenants) {
      const types = new Set([...lists.inArea, ...lists.beyond].flatMap((id) => placeById(id)?.types ?? []));
      for (const kind of kinds) expect(types.has(kind), `${code}: ${kind}`).toBe(true);
      const centres = lists.inArea.filter((id) => placeById(id)?.types.includes("neighborhood"));
      expect(centres.length, `${code}: town centres`).toBeGreaterThan(0);
    }
  });
});

describe("a local's place typed without an id books on its tenant", () => {
  let ts: TestSandbox;
  beforeAll(async () => {
    ts = await startSandbox({ memory: true });
  });
  afterAll(() => ts.stop());

  const typed = (description: string) => ({ description, lat: 0, lon: 0 });
  const estimate = (tenant: string, pickup: Record<string, unknown>, dropOff: Record<string, unknown>) =>
    ts.call("POST", "/customer/v2/checkout/getCostEstimate", {
      tenant,
      json: oneWay({}, { pickup, destinations: [dropOff] }),
    });

  it("quotes Gosport ferry to Fareham station on GDT, and the Ocean terminal to Mayflower on BOOK", async () => {
    const gdt = await estimate("GDT", places.gosportFerry, typed("Fareham station"));
    expect(gdt.status, JSON.stringify(gdt.body)).toBe(200);
    const book = await estimate("BOOK", places.ocean, typed("Mayflower terminal"));
    expect(book.status, JSON.stringify(book.body)).toBe(200);
    expect(book.body.outbound.lines.map((line: { code: string }) => line.code)).toContain("cruise_terminal");
  });

  it("quotes QA hospital to the Historic Dockyard on PDC, and refuses it on BOOK", async () => {
    const dockyard = { ...pointOf("sbx-poi-portsmouth-historic-dockyard"), id: "sbx-poi-portsmouth-historic-dockyard" };
    const pdc = await estimate("PDC", typed("QA hospital"), {
      ...dockyard,
      description: "Portsmouth Historic Dockyard",
    });
    expect(pdc.status, JSON.stringify(pdc.body)).toBe(200);
    const book = await estimate("BOOK", typed("QA hospital"), {
      ...dockyard,
      description: "Portsmouth Historic Dockyard",
    });
    expect(book.body.error).toBe("pickup_not_in_soton");
  });
});
