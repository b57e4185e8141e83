/**
 * Instants on the wire: the contract's DateTime is RFC 3339 with an explicit offset. The sandbox
 * writes London local time with its offset (+00:00 in winter, +01:00 in summer), the wall clock of
 * every booking; inside it keeps epoch milliseconds. The London clock is the domain's
 * (DateTime, on temporal-polyfill), the one the adapters write requests with.
 */
import * as DateTime from "@cabline/domain/DateTime";

/** "2026-12-01T09:30:00+00:00": seconds precision, London offset. */
export const formatInstant = (epochMs: number): string => DateTime.toWire(epochMs);

/** An RFC 3339 date-time with an offset (or Z); undefined when it is not one. */
export const parseInstant = (text: string): number | undefined => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i.test(text.trim())) return undefined;
  const ms = Date.parse(text.trim());
  return Number.isFinite(ms) ? ms : undefined;
};

/** "2026-12-08" in London for an instant. */
export const londonDate = (epochMs: number): string => DateTime.londonDateOf(epochMs);

export const minutes = (count: number): number => count * 60_000;
