// The calendar of the pickup date (spec §4 "Date picker views: date, month, year", §9 Monday
// weeks and a year grid): Chakra's DatePicker drawn inline under the date field, loaded only when
// the customer opens it, so /book-ride's first load carries none of it. Days before today cannot
// be chosen; the header steps a month, a year or a decade, and its middle button zooms out from
// days to months to years. The typed date field beside it stays the quick way in.
import { DatePicker, parseDate, useDatePickerContext } from "../../../theme/later.ts";
import { defaultLocale, maxYear, weekStartsOn } from "@cabline/domain/Constants";

export default function CalendarPicker({
  value,
  min,
  label,
  onPick,
}: {
  /** YYYY-MM-DD. */
  readonly value: string;
  readonly min: string;
  readonly label: string;
  readonly onPick: (date: string) => void;
}) {
  return (
    <DatePicker.Root
      inline
      colorPalette="brand"
      locale={defaultLocale}
      startOfWeek={weekStartsOn}
      min={parseDate(min)}
      max={parseDate(`${String(Math.min(maxYear, 9999)).padStart(4, "0")}-12-31`)}
      value={[parseDate(value)]}
      onValueChange={(details) => {
        const picked = details.value[0];
        if (picked !== undefined) onPick(picked.toString());
      }}
      aria-label={label}
      data-testid="calendar"
      width="fit-content"
    >
      <DatePicker.Content>
        <DatePicker.View view="day">
          <Header zoom="choose another month" />
          <DatePicker.DayTable />
        </DatePicker.View>
        <DatePicker.View view="month">
          <Header zoom="choose another year" />
          <DatePicker.MonthTable />
        </DatePicker.View>
        <DatePicker.View view="year">
          <Header zoom="" />
          <DatePicker.YearTable />
        </DatePicker.View>
      </DatePicker.Content>
    </DatePicker.Root>
  );
}

/**
 * Chakra's header, with the middle button named by what it shows ("November 2026, choose another
 * month") rather than zag's "Switch to month view", so a person who says what they see can press
 * it (WCAG 2.5.3 Label in Name).
 */
function Header({ zoom }: { readonly zoom: string }) {
  const { start, end } = useDatePickerContext().visibleRangeText;
  // What RangeText draws: the month, the year, or a decade's first and last years.
  const shown = [...new Set([start, end])].filter(Boolean).join(" - ");
  return (
    <DatePicker.ViewControl>
      <DatePicker.PrevTrigger />
      <DatePicker.ViewTrigger aria-label={zoom === "" ? shown : `${shown}, ${zoom}`}>
        <DatePicker.RangeText />
      </DatePicker.ViewTrigger>
      <DatePicker.NextTrigger />
    </DatePicker.ViewControl>
  );
}
