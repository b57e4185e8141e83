/**
 * Dates and times on the Europe/London wall clock, with the clock always passed in (spec §2
 * ASAP, §4 default times, §5 Pickers, §9 formats and year range).
 *
 * Booking state keeps instants as epoch milliseconds; this module turns them into London wall
 * time and back. Durations (15 minutes, 3 hours) are exact elapsed time, so adding 3 hours at
 * 00:30 on the March change lands on 04:30 BST, and a typed wall time that does not exist or
 * happens twice is reported rather than silently shifted.
 */
import { Temporal } from "./Temporal.ts";
import { asapLeadMinutes, defaultPickupLeadMinutes, maxYear, minYear, timeZone } from "./Constants.ts";

export const zone = timeZone;

/** The London wall clock at an instant. */
export const toLondon = (instant: Temporal.Instant): Temporal.ZonedDateTime => instant.toZonedDateTimeISO(zone);

/** The London wall clock at an epoch-millisecond instant (the form state's representation). */
export const fromEpochMs = (epochMs: number): Temporal.ZonedDateTime =>
  toLondon(Temporal.Instant.fromEpochMilliseconds(epochMs));

export const toEpochMs = (dateTime: Temporal.ZonedDateTime | Temporal.Instant): number => dateTime.epochMilliseconds;

/**
 * The contract's DateTime for an instant: RFC 3339 on the London wall clock with its offset, to
 * the second ("2026-12-01T09:30:00+00:00", "+01:00" in summer). What the adapters send and the
 * sandbox answers.
 */
export const toWire = (epochMs: number): string =>
  // Instant.toString with a zone writes the offset form directly: about 4x faster than going
  // through a ZonedDateTime, which matters to the sandbox's lists.
  Temporal.Instant.fromEpochMilliseconds(epochMs).toString({ timeZone: zone, smallestUnit: "second" });

/** The London calendar date of an instant, "2026-12-08". */
export const londonDateOf = (epochMs: number): string => fromEpochMs(epochMs).toPlainDate().toString();

/** Adds exact minutes (negative subtracts); the result reads in London time. */
export const addMinutes = (dateTime: Temporal.ZonedDateTime, minutes: number): Temporal.ZonedDateTime =>
  dateTime.withTimeZone(zone).add({ minutes });

/** Adds exact hours (negative subtracts); the result reads in London time. */
export const addHours = (dateTime: Temporal.ZonedDateTime, hours: number): Temporal.ZonedDateTime =>
  dateTime.withTimeZone(zone).add({ hours });

/** The default pickup time: now plus 15 minutes (§4, §9). */
export const defaultPickupTime = (now: Temporal.Instant): Temporal.ZonedDateTime =>
  addMinutes(toLondon(now), defaultPickupLeadMinutes);

/** "ASAP": one minute from now (§2). */
export const asap = (now: Temporal.Instant): Temporal.ZonedDateTime => addMinutes(toLondon(now), asapLeadMinutes);

export const monthAbbreviations = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

const pad = (value: number, width = 2): string => String(value).padStart(width, "0");

export type Meridiem = "am" | "pm";

/** 24-hour to 12-hour: 0 → 12 am, 12 → 12 pm, 23 → 11 pm. */
export const to12Hour = (hour24: number): { readonly hour: number; readonly meridiem: Meridiem } => ({
  hour: hour24 % 12 === 0 ? 12 : hour24 % 12,
  meridiem: hour24 < 12 ? "am" : "pm",
});

/** 12-hour to 24-hour: 12 am → 0, 12 pm → 12, 11 pm → 23. */
export const to24Hour = (hour12: number, meridiem: Meridiem): number => (hour12 % 12) + (meridiem === "pm" ? 12 : 0);

type HasDate = Pick<Temporal.PlainDate, "year" | "month" | "day">;
type HasTime = Pick<Temporal.PlainTime, "hour" | "minute">;

/** "YYYY-MM-DD" (§9). */
export const formatDate = (date: HasDate): string => `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;

/** "hh:mm a": 12-hour with two-digit hours, "12:05 am", never "00:05 am". */
export const formatTime = (time: HasTime): string => {
  const { hour, meridiem } = to12Hour(time.hour);
  return `${pad(hour)}:${pad(time.minute)} ${meridiem}`;
};

/** "DD-MMM-YYYY" with three-letter months, e.g. "07-Sep-2025" ("Sep", never "Sept"). */
export const formatDisplayDate = (date: HasDate): string =>
  `${pad(date.day)}-${monthAbbreviations[date.month - 1] ?? ""}-${pad(date.year, 4)}`;

/** "DD-MMM-YYYY hh:mm a", e.g. "07-Sep-2025 12:05 am" (§9). */
export const formatDateTime = (dateTime: HasDate & HasTime): string =>
  `${formatDisplayDate(dateTime)} ${formatTime(dateTime)}`;

/** True for years the pickers allow: 100 to 10000 (§9). */
export const isYearInRange = (year: number): boolean => Number.isInteger(year) && year >= minYear && year <= maxYear;

const plainDate = (year: number, month: number, day: number): Temporal.PlainDate | undefined => {
  if (!isYearInRange(year)) return undefined;
  try {
    return Temporal.PlainDate.from({ year, month, day }, { overflow: "reject" });
  } catch {
    return undefined;
  }
};

/** Parses "YYYY-MM-DD" strictly (no overflow: 2025-02-30 is invalid); undefined when invalid. */
export const parseDate = (text: string): Temporal.PlainDate | undefined => {
  const match = /^(\d{4,5})-(\d{2})-(\d{2})$/.exec(text.trim());
  return match === null ? undefined : plainDate(Number(match[1]), Number(match[2]), Number(match[3]));
};

/** Parses "DD-MMM-YYYY hh:mm a" strictly (month letters in any case); undefined when invalid. */
export const parseDateTime = (text: string): Temporal.PlainDateTime | undefined => {
  const match = /^(\d{2})-([a-z]{3})-(\d{4,5}) (\d{2}):(\d{2}) ([ap]m)$/i.exec(text.trim());
  if (match === null) return undefined;
  const [, day, monthName, year, hour, minute, meridiem] = match;
  const month = monthAbbreviations.findIndex((name) => name.toLowerCase() === monthName?.toLowerCase()) + 1;
  const date = plainDate(Number(year), month, Number(day));
  const hour12 = parseHour(hour ?? "", 12);
  const minutes = parseMinute(minute ?? "");
  if (date === undefined || hour12 === undefined || minutes === undefined) return undefined;
  return date.toPlainDateTime({
    hour: to24Hour(hour12, meridiem?.toLowerCase() === "pm" ? "pm" : "am"),
    minute: minutes,
  });
};

export type HourCycle = 12 | 24;

const segmentValue = (text: string, min: number, max: number): number | undefined => {
  if (!/^\d{1,2}$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : undefined;
};

/** A typed hour: 0–23 on a 24-hour clock, 1–12 on a 12-hour clock (§5). */
export const parseHour = (text: string, cycle: HourCycle): number | undefined =>
  cycle === 24 ? segmentValue(text, 0, 23) : segmentValue(text, 1, 12);

/** A typed minute: 0–59 (§5). */
export const parseMinute = (text: string): number | undefined => segmentValue(text, 0, 59);

/** A typed second: 0–59 (§5). */
export const parseSecond = (text: string): number | undefined => segmentValue(text, 0, 59);

/** am/pm typed as "a" or "p" (or "am"/"pm"), in either case (§5). */
export const parseMeridiem = (text: string): Meridiem | undefined => {
  const match = /^([ap])m?$/i.exec(text.trim());
  return match === null ? undefined : match[1]?.toLowerCase() === "a" ? "am" : "pm";
};

/**
 * A whole typed time: "23:59", "23:59:59" on the 24-hour clock, or "9:05 p", "12:05 am",
 * "11:59:59 pm" on the 12-hour clock. Undefined when any part is out of range.
 */
export const parseTime = (text: string): Temporal.PlainTime | undefined => {
  const match = /^(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?\s*([a-z]+)?$/i.exec(text.trim());
  if (match === null) return undefined;
  const [, hourText = "", minuteText = "", secondText, meridiemText] = match;
  const meridiem = meridiemText === undefined ? undefined : parseMeridiem(meridiemText);
  if (meridiemText !== undefined && meridiem === undefined) return undefined;
  const hour = parseHour(hourText, meridiem === undefined ? 24 : 12);
  const minute = parseMinute(minuteText);
  const second = secondText === undefined ? 0 : parseSecond(secondText);
  if (hour === undefined || minute === undefined || second === undefined) return undefined;
  return new Temporal.PlainTime(meridiem === undefined ? hour : to24Hour(hour, meridiem), minute, second);
};

/** Why a typed London wall time cannot be booked as it stands. */
export interface LocalTimeIssue {
  readonly _tag: "Nonexistent" | "Ambiguous";
  readonly message: string;
}

/**
 * What fromLocal answers: the instant, or why there is none. It has the shape of effect's Result
 * (`_tag`, `success`, `failure`), written out here so that the date rules a booking form runs at
 * its first paint load no effect code (effect's Result module was 6.3 kB of /book-ride's first
 * load).
 */
export type LocalTime =
  | { readonly _tag: "Success"; readonly success: Temporal.ZonedDateTime }
  | { readonly _tag: "Failure"; readonly failure: LocalTimeIssue };

const succeed = (success: Temporal.ZonedDateTime): LocalTime => ({ _tag: "Success", success });
const fail = (failure: LocalTimeIssue): LocalTime => ({ _tag: "Failure", failure });

/**
 * The instant for a typed London wall time. On the March change the hour from 1:00 am does not
 * exist; on the October change the hour from 1:00 am happens twice. Both fail with a message
 * that names the time and what to do, unless `choice` says which of two readings is meant.
 */
export const fromLocal = (local: Temporal.PlainDateTime, choice?: "earlier" | "later"): LocalTime => {
  const earlier = local.toZonedDateTime(zone, { disambiguation: "earlier" });
  const later = local.toZonedDateTime(zone, { disambiguation: "later" });
  if (earlier.epochNanoseconds === later.epochNanoseconds) return succeed(earlier);
  // The change happens between the two readings; its length is the difference of offsets.
  const change = earlier.getTimeZoneTransition("next");
  const shift = Math.abs(later.offsetNanoseconds - earlier.offsetNanoseconds) / 60e9;
  const after = toLondon(change?.toInstant() ?? later.toInstant()).toPlainDateTime();
  const when = formatDisplayDate(local);
  if (earlier.toPlainDateTime().equals(local)) {
    if (choice !== undefined) return succeed(choice === "earlier" ? earlier : later);
    const until = after.add({ minutes: shift });
    return fail({
      _tag: "Ambiguous",
      message: `${formatTime(local)} on ${when} happens twice in UK time because the clocks go back. Choose a time before ${formatTime(after)} or from ${formatTime(until)}.`,
    });
  }
  const from = after.subtract({ minutes: shift });
  return fail({
    _tag: "Nonexistent",
    message: `${formatTime(local)} on ${when} does not exist in UK time because the clocks go forward. Choose a time before ${formatTime(from)} or from ${formatTime(after)}.`,
  });
};

export interface DateBounds {
  readonly min?: Temporal.PlainDate | undefined;
  readonly max?: Temporal.PlainDate | undefined;
}

/** A date held within the optional min and max dates. */
export const clampDate = (date: Temporal.PlainDate, bounds: DateBounds): Temporal.PlainDate => {
  if (bounds.min !== undefined && Temporal.PlainDate.compare(date, bounds.min) < 0) return bounds.min;
  if (bounds.max !== undefined && Temporal.PlainDate.compare(date, bounds.max) > 0) return bounds.max;
  return date;
};

/**
 * The date a typed "YYYY-MM-DD" becomes: clamped to the min and max dates, or, if it is not a
 * valid date, the last valid one (§5).
 */
export const typedDate = (text: string, lastValid: Temporal.PlainDate, bounds: DateBounds = {}): Temporal.PlainDate => {
  const parsed = parseDate(text);
  return parsed === undefined ? lastValid : clampDate(parsed, bounds);
};
