/**
 * Text someone else typed, made safe to show in a terminal or put in an e-mail: booking data and
 * cancellation reasons reach other people, so escape sequences, other control characters and
 * invisible direction overrides are removed, never interpreted. One rule for what a dispatch API
 * stores (freeText) and one for what becomes an e-mail header (headerLine).
 */

/**
 * C0 and C1 controls (ESC starts terminal sequences, CR rewrites a line), DEL, and the Unicode
 * format characters that reorder or hide text: every Bidi_Control character (the Arabic letter
 * mark, LRM/RLM, the embeddings and overrides, the isolates) and the zero-width ones.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controls = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;

/** Removes control and invisible format characters; tabs and line breaks are kept. */
export const withoutControls = (text: string): string => text.replace(controls, "");

/**
 * The line breaks other than LF: CR LF and a lone CR (old Mac files), VT, FF and NEL. Each is
 * read as one LF before the controls go, so "12\rPaid" is two lines, not "12Paid".
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const otherBreaks = /\r\n?|[\u000B\u000C\u0085]/g;

/** A line break, once the others are LF. */
const lineBreak = /[\n\u2028\u2029]/;

/**
 * Free text a person typed, as a dispatch API stores it (names, addresses typed by hand, notes,
 * company and member names, references, document names): control and invisible format characters
 * removed, trimmed; where one line is meant, a line break of any kind is refused ("multi_line")
 * rather than kept, so a name can never forge a second line of a receipt, an e-mail or a terminal
 * listing. Where several lines are meant, every kind of line break is kept as LF.
 */
export const freeText = (text: string, options: { readonly multiline: boolean }): string | "multi_line" => {
  const cleaned = withoutControls(text.replace(otherBreaks, "\n")).trim();
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

/**
 * Any text as one line of at most `max` characters, for people to read where a line is all there
 * is (an e-mail header, a server's message quoted in a terminal): every kind of line break becomes
 * a space, control and invisible format characters are removed, runs of white space become one
 * space, trimmed; a longer line is cut between code points (never inside a surrogate pair) and
 * ends with "…". The result is never longer than `max`, and singleLine of it is itself.
 */
export const singleLine = (text: string, max: number): string => {
  const line = oneLine(text.replace(otherBreaks, " "));
  const characters = [...line];
  if (characters.length <= max) return line;
  if (max < 1) return "";
  return `${characters
    .slice(0, max - 1)
    .join("")
    .trimEnd()}…`;
};

/**
 * The longest header line headerLine makes, in characters. RFC 5322 §2.1.1 caps a line at 998
 * octets and asks for 78; a subject of 200 characters (800 octets of UTF-8 at worst, with
 * "Subject: ") stays inside the hard limit unfolded, and a mailer folds it for the soft one.
 */
export const headerLineMax = 200;

/**
 * Any text as one safe e-mail header line (a subject, a name beside an address): singleLine, so
 * no value can end its header and start another (header injection: "Ada\r\nBcc: ...") or reorder
 * what the reader sees; at most `max` characters.
 */
export const headerLine = (text: string, max: number = headerLineMax): string => singleLine(text, max);
