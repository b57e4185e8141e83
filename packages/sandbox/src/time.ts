/**
 * Instants on the wire: the contract's DateTime is RFC 3339 with an explicit offset. The sandbox
 * writes London local time with its offset (+00:00 in winter, +01:00 in summer), the wall clock of
 * every booking (domain Constants.timeZone); inside it keeps epoch milliseconds.
 */
import { Constants } from "@cabline/domain";

const offsetFormat = new Intl.DateTimeFormat("en-GB", { timeZone: Constants.timeZone, timeZoneName: "longOffset" });
const hourMs = 3_600_000;
const offsets = new Map<number, number>();

/** London's offset from UTC in minutes at an instant (cached per hour: offsets change on the hour). */
const londonOffsetMinutes = (epochMs: number): number => {
  const hour = Math.floor(epochMs / hourMs);
  let minutes = offsets.get(hour);
  if (minutes === undefined) {
    const name = offsetFormat
      .formatToParts(new Date(hour * hourMs))
      .find((part) => part.type === "timeZoneName")?.value;
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "");
    minutes = match === null ? 0 : (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
    if (offsets.size > 10_000) offsets.clear();
    offsets.set(hour, minutes);
  }
  return minutes;
};

const pad = (value: number): string => String(Math.abs(value)).padStart(2, "0");

/** "2026-12-01T09:30:00+00:00": seconds precision, London offset. */
export const formatInstant = (epochMs: number): string => {
  const offset = londonOffsetMinutes(epochMs);
  const local = new Date(Math.floor(epochMs / 1000) * 1000 + offset * 60_000).toISOString().slice(0, 19);
  return `${local}${offset < 0 ? "-" : "+"}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
};

/** An RFC 3339 date-time with an offset (or Z); undefined when it is not one. */
export const parseInstant = (text: string): number | undefined => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i.test(text.trim())) return undefined;
  const ms = Date.parse(text.trim());
  return Number.isFinite(ms) ? ms : undefined;
};

/** "2026-12-08" in London for an instant. */
export const londonDate = (epochMs: number): string => formatInstant(epochMs).slice(0, 10);

export const minutes = (count: number): number => count * 60_000;
