// Each tenant's service area and tariff, decided by the domain's ServiceArea
// and Tariff with the tenant's own configuration; and where a place is, decided by the sandbox's
// maps service, never by coordinates the client sends beside an id.
import { ServiceArea, Tariff } from "@cabline/domain";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { places as gazetteer } from "../src/geo/gazetteer.ts";
import { tenantSeeds } from "../src/tenants.ts";
import { localTrip, oneWay, places, startSandbox, type TestSandbox } from "./helpers.ts";

let ts: TestSandbox;
beforeAll(async () => {
  ts = await startSandbox({ memory: true });
});
afterAll(() => ts.stop());

const estimate = (tenant: string, legOverrides: Record<string, unknown>) =>
  ts.call("POST", "/customer/v2/checkout/getCostEstimate", { tenant, json: oneWay({}, legOverrides) });

/** The dispatch API's Location of a gazetteer place. */
const located = (place: (typeof gazetteer)[number]) => ({
  id: place.id,
  description: place.description,
  lat: place.lat,
  lon: place.lng,
  types: place.types,
});

// Places round the Solent (within ~45 km of Southampton), from all three tenants' areas and outside them.
const solent = gazetteer.filter(
  (place) => ServiceArea.distanceKm({ lat: 50.85, lon: -1.25 }, { lat: place.lat, lon: place.lng }) < 45,
);

const published = new Map<string, { area: ServiceArea.ServiceArea; tariff: Tariff.Tariff }>();

describe("service area and tariff per tenant", () => {
  beforeAll(async () => {
    for (const seed of tenantSeeds) {
      const configuration = await ts.call("GET", "/configuration/get", { tenant: seed.code });
      published.set(seed.code, { area: configuration.body.service_area, tariff: configuration.body.tariff });
    }
  });

  it("publishes each tenant's own area and tariff in its configuration", () => {
    for (const seed of tenantSeeds) expect(published.get(seed.code)).toEqual({ area: seed.area, tariff: seed.tariff });
  });

  it("refuses exactly the trips the tenant's area does not serve, and prices the rest on the tenant's tariff", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...tenantSeeds.map((seed) => seed.code)),
        fc.constantFrom(...solent),
        fc.constantFrom(...solent),
        async (code, from, to) => {
          // The area and tariff the tenant publishes in its configuration are the ones it enforces.
          const tenant = { code, ...published.get(code) } as {
            code: string;
            area: ServiceArea.ServiceArea;
            tariff: Tariff.Tariff;
          };
          fc.pre(ServiceArea.distanceKm({ lat: from.lat, lon: from.lng }, { lat: to.lat, lon: to.lng }) > 0.1);
          const answer = await estimate(tenant.code, { pickup: located(from), destinations: [located(to)] });
          const pickup = { ...located(from), lon: from.lng };
          const dropOff = { ...located(to), lon: to.lng };
          if (!ServiceArea.servesTrip(tenant.area, pickup, dropOff)) {
            expect(answer.body).toEqual({
              error: "pickup_not_in_soton",
              message: ServiceArea.refusalMessage(tenant.area),
            });
            return;
          }
          const rideType = ts.sandbox.db.get(
            "SELECT multiplier_pct FROM ride_types WHERE tenant = ? AND id = 1",
            tenant.code,
          ) as {
            multiplier_pct: number;
          };
          const expected = Tariff.quoteLeg(tenant.tariff, {
            pickup: { description: from.description, lat: from.lat, lon: from.lng, types: from.types },
            destinations: [{ description: to.description, lat: to.lat, lon: to.lng, types: to.types }],
            meetAndGreet: false,
            multiplierPct: rideType.multiplier_pct,
          }).fare;
          expect(answer.body.outbound.total.amount, JSON.stringify(answer.body)).toBe(expected.total.amountMinor);
          expect(answer.body.outbound.lines.map((line: { code: string }) => line.code)).toEqual(
            expected.lines.map((line) => line.code),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it("books a Gosport trip for GDT and a Portsmouth one for PDC, which Southampton's circle refused", async () => {
    expect((await estimate("GDT", localTrip("GDT"))).status).toBe(200);
    expect((await estimate("PDC", localTrip("PDC"))).status).toBe(200);
    expect((await estimate("BOOK", localTrip("GDT"))).body.error).toBe("pickup_not_in_soton");
  });

  it("names the tenant's own area when it refuses", async () => {
    expect((await estimate("GDT", localTrip("BOOK"))).body).toEqual({
      error: "pickup_not_in_soton",
      message: "Trip must either start or finish inside Gosport and Fareham area.",
    });
  });

  it("quotes the same trip differently on two tenants' tariffs", async () => {
    const ferryToPort = { pickup: places.gosportFerry, destinations: [places.portsmouthPort] };
    const gdt = await estimate("GDT", ferryToPort);
    const pdc = await estimate("PDC", ferryToPort);
    expect(gdt.body.outbound.total.amount).not.toBe(pdc.body.outbound.total.amount);
  });
});

describe("places are where the maps service puts them", () => {
  const southamptonPosition = { lat: places.aboveBar.lat, lon: places.aboveBar.lon };

  it("prices a Heathrow pickup sent with Southampton's coordinates as Heathrow", async () => {
    const honest = await estimate("BOOK", { pickup: places.heathrow, destinations: [places.ocean] });
    const forged = await estimate("BOOK", {
      pickup: { ...places.heathrow, ...southamptonPosition },
      destinations: [places.ocean],
    });
    const local = await estimate("BOOK", { pickup: places.aboveBar, destinations: [places.ocean] });
    expect(forged.body.outbound).toEqual(honest.body.outbound);
    expect(forged.body.outbound.total.amount).toBeGreaterThan(10 * local.body.outbound.total.amount);
  });

  it("refuses a trip between two far places whose coordinates claim Southampton", async () => {
    const forged = await estimate("BOOK", {
      pickup: { ...places.heathrow, ...southamptonPosition },
      destinations: [{ ...places.gunwharf, lat: places.ocean.lat, lon: places.ocean.lon }],
    });
    expect(forged.body.error).toBe("pickup_not_in_soton");
  });

  it("books a place without an id where the maps service finds its address, not where the client says", async () => {
    const typed = {
      description: "London Heathrow Airport",
      lat: places.aboveBar.lat,
      lon: places.aboveBar.lon,
    };
    const answer = await estimate("BOOK", { pickup: typed, destinations: [places.ocean] });
    const honest = await estimate("BOOK", { pickup: places.heathrow, destinations: [places.ocean] });
    expect(answer.body.outbound.total).toEqual(honest.body.outbound.total);
  });

  it("refuses an id the maps service does not know (bad_destination)", async () => {
    const answer = await estimate("BOOK", { pickup: { ...places.aboveBar, id: "sbx-poi-nowhere" } });
    expect(answer.body.error).toBe("bad_destination");
  });
});
