/**
 * A tenant's service area and tariff, read from its configuration row. The
 * rules that use them are the domain's: ServiceArea.servesTrip decides pickup_not_in_soton
 * (spec §8), Tariff.quoteLeg prices a leg.
 */
import { ServiceArea, Tariff } from "@cabline/domain";
import { Schema } from "effect";
import type { TenantRow } from "./context.ts";

const decodeArea = Schema.decodeUnknownSync(Schema.fromJsonString(ServiceArea.ServiceArea));
const decodeTariff = Schema.decodeUnknownSync(Schema.fromJsonString(Tariff.Tariff));

// Rows are read on every request; decode each distinct configuration once.
const areas = new Map<string, ServiceArea.ServiceArea>();
const tariffs = new Map<string, Tariff.Tariff>();

const cached = <T>(cache: Map<string, T>, json: string, decode: (json: string) => T): T => {
  const known = cache.get(json);
  if (known !== undefined) return known;
  const decoded = decode(json);
  cache.set(json, decoded);
  return decoded;
};

export const areaOf = (tenant: TenantRow): ServiceArea.ServiceArea => cached(areas, tenant.service_area, decodeArea);

export const tariffOf = (tenant: TenantRow): Tariff.Tariff => cached(tariffs, tenant.tariff, decodeTariff);
