/**
 * Pickup times as people type them on a command line, read on the Europe/London wall clock with
 * the domain's DateTime (spec §9 formats, §5 time input; DST-safe: a time that does not exist or
 * happens twice on a clock change is reported with the domain's message, not shifted).
 *
 *   2025-07-01 09:30 · 2025-07-01T21:30 · 2025-07-01 9:30 pm · 01-Jul-2025 09:30 am (§9)
 *   09:30 / 9:30 pm (today) · tomorrow 07:15 · +90m · +2h · 2025-07-01T08:30:00Z (an instant)
 */
import { DateTime } from "@cabline/domain";
import type { Instant } from "@cabline/api-ports/Clock";

export type When = { readonly ok: true; readonly epochMs: number } | { readonly ok: false; readonly message: string };

type PlainDate = NonNullable<ReturnType<typeof DateTime.parseDate>>;
type PlainDateTime = NonNullable<ReturnType<typeof DateTime.parseDateTime>>;

export const formatHint =
  'Give a time such as "2025-07-01 09:30", "01-Jul-2025 09:30 am", "tomorrow 07:15", "14:45" (today) or "+90m".';

const invalid = (text: string): When => ({ ok: false, message: `"${text}" is not a time I can read. ${formatHint}` });

const fromLocal = (local: PlainDateTime): When => {
  const result = DateTime.fromLocal(local);
  return result._tag === "Success"
    ? { ok: true, epochMs: DateTime.toEpochMs(result.success) }
    : { ok: false, message: result.failure.message };
};

const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
const relativePattern = /^\+\s*(\d+)\s*(m|min|mins|minutes?|h|hrs?|hours?|d|days?)$/i;

/** Reads a typed pickup time; `now` is the clock's, so tests are deterministic. */
export const parseWhen = (typed: string, now: Instant): When => {
  const text = typed.trim().replace(/\s+/g, " ");
  if (text === "") return { ok: false, message: `Enter a pickup time. ${formatHint}` };

  const relative = relativePattern.exec(text);
  if (relative !== null) {
    const amount = Number(relative[1]);
    const unit = (relative[2] ?? "m").toLowerCase()[0];
    const minutes = unit === "d" ? amount * 1440 : unit === "h" ? amount * 60 : amount;
    return { ok: true, epochMs: DateTime.toEpochMs(DateTime.addMinutes(DateTime.toLondon(now), minutes)) };
  }

  if (instantPattern.test(text)) {
    const epochMs = Date.parse(text);
    return Number.isFinite(epochMs) ? { ok: true, epochMs } : invalid(text);
  }

  const spec = DateTime.parseDateTime(text);
  if (spec !== undefined) return fromLocal(spec);

  const today = DateTime.toLondon(now).toPlainDate();
  const match = /^(?:(today|tomorrow|\d{4,5}-\d{2}-\d{2})(?:[ T]|$))?(.*)$/i.exec(text);
  const [, dayText, timeText = ""] = match ?? [];
  let date: PlainDate | undefined = today;
  if (dayText !== undefined) {
    const day = dayText.toLowerCase();
    date = day === "today" ? today : day === "tomorrow" ? today.add({ days: 1 }) : DateTime.parseDate(dayText);
  }
  if (date === undefined) return { ok: false, message: `"${dayText}" is not a date (YYYY-MM-DD). ${formatHint}` };
  if (timeText.trim() === "") return { ok: false, message: `Give the time of day as well as the date. ${formatHint}` };
  const time = DateTime.parseTime(timeText.replace(/\s*([ap])\.?m?\.?$/i, " $1m"));
  if (time === undefined) return invalid(text);
  return fromLocal(date.toPlainDateTime(time));
};
