/**
 * Text someone else typed, made safe to show in a terminal or put in an e-mail (issue 14 items
 * 6 and 9): booking data and cancellation reasons reach other people, so escape sequences, other
 * control characters and invisible direction overrides are removed, never interpreted.
 */

/**
 * C0 and C1 controls (ESC starts terminal sequences, CR rewrites a line), DEL, and the Unicode
 * format characters that reorder or hide text (bidi overrides and isolates, zero-width joiners).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controls = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;

/** Removes control and invisible format characters; tabs and line breaks are kept. */
export const withoutControls = (text: string): string => text.replace(controls, "");

/** A line break of any kind (CR is a control and is removed before this is asked). */
const lineBreak = /[\n\u2028\u2029]/;

/**
 * Free text a person typed, as a dispatch API stores it (names, addresses typed by hand, notes,
 * company and member names, references, document names): control and invisible format characters
 * removed, trimmed; where one line is meant, a line break is refused ("multi_line") rather than
 * kept, so a name can never forge a second line of a receipt, an e-mail or a terminal listing.
 */
export const freeText = (text: string, options: { readonly multiline: boolean }): string | "multi_line" => {
  const cleaned = withoutControls(text).trim();
  return !options.multiline && lineBreak.test(cleaned) ? "multi_line" : cleaned;
};

/** One line of plain text: controls removed, runs of white space (line breaks too) made one space, trimmed. */
export const oneLine = (text: string): string =>
  withoutControls(text)
    .replace(/[\t\n\r\u2028\u2029\s]+/g, " ")
    .trim();

/**
 * A short free-text answer (a cancellation reason): one line of plain text of at most `max`
 * characters; undefined when nothing is left, "too_long" when it is longer than `max`.
 */
export const shortAnswer = (text: string, max: number): string | undefined | "too_long" => {
  const line = oneLine(text);
  if (line === "") return undefined;
  return [...line].length > max ? "too_long" : line;
};
