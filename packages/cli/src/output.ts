/**
 * Where a command's words go. Results go to stdout: human text, or one JSON document with --json
 * (for jq), or only the essential value with --quiet (a booking token, for `$(...)`). Notes and
 * the progress bar go to stderr, so piping stdout never mixes them in. Human and quiet text is
 * shown without control characters: booking data is typed by other people, and an escape
 * sequence in a passenger's name must not clear or retitle the terminal. JSON
 * escapes them itself. Each value of a table or "label: value" list is also made one line
 * (PlainText.oneLine): a line break in a passenger's name must not forge a line of its own, such
 * as "Status: Paid", in `cabline trips show`.
 */
import { oneLine, withoutControls } from "@cabline/domain/PlainText";

export interface Stream {
  write(text: string): unknown;
  readonly isTTY?: boolean | undefined;
  readonly columns?: number | undefined;
}

export interface Io {
  readonly stdout: Stream;
  readonly stderr: Stream;
}

export interface OutputMode {
  readonly json: boolean;
  readonly quiet: boolean;
}

export interface Rendering<T> {
  /** The human form, as lines. */
  readonly human: (value: T) => string | ReadonlyArray<string>;
  /** With --quiet: the essential value only (nothing when absent). */
  readonly quiet?: (value: T) => string | ReadonlyArray<string>;
}

const lines = (text: string | ReadonlyArray<string>): string => {
  const all = typeof text === "string" ? [text] : text;
  return all.length === 0 ? "" : `${withoutControls(all.join("\n"))}\n`;
};

export class Output {
  readonly io: Io;
  readonly json: boolean;
  readonly quiet: boolean;

  constructor(io: Io, mode: OutputMode) {
    this.io = io;
    this.json = mode.json;
    this.quiet = mode.quiet;
  }

  /** The result of a command. */
  result<T>(value: T, rendering: Rendering<T>): void {
    if (this.json) {
      this.io.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
    } else if (this.quiet) {
      if (rendering.quiet !== undefined) this.io.stdout.write(lines(rendering.quiet(value)));
    } else {
      this.io.stdout.write(lines(rendering.human(value)));
    }
  }

  /** One line of a streamed result (bulk rows, track --watch); JSON Lines with --json. */
  line(value: unknown, human: string, quiet?: string): void {
    if (this.json) this.io.stdout.write(`${JSON.stringify(value)}\n`);
    else if (!this.quiet) this.io.stdout.write(`${withoutControls(human)}\n`);
    else if (quiet !== undefined) this.io.stdout.write(`${withoutControls(quiet)}\n`);
  }

  /** A note for people (stderr); silent with --quiet or --json. */
  note(text: string): void {
    if (!this.quiet && !this.json) this.io.stderr.write(`${withoutControls(text)}\n`);
  }

  /** A warning (stderr); silent only with --json, where it would not be read. */
  warn(text: string): void {
    if (!this.json) this.io.stderr.write(`warning: ${withoutControls(text)}\n`);
  }
}

/** Left-aligned columns separated by two spaces; the last column is not padded. */
export const table = (headers: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>): Array<string> => {
  const all = [headers, ...rows].map((row) => row.map(oneLine));
  const widths = headers.map((_, column) => Math.max(...all.map((row) => (row[column] ?? "").length)));
  return all.map((row) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join("  ")
      .trimEnd(),
  );
};

/** "label: value" lines with the values aligned; rows with an undefined value are left out. */
export const fields = (rows: ReadonlyArray<readonly [string, string | undefined]>): Array<string> => {
  const shown = rows
    .map(([label, value]) => [label, value === undefined ? undefined : oneLine(value)] as const)
    .filter((row): row is readonly [string, string] => row[1] !== undefined && row[1] !== "");
  const width = Math.max(0, ...shown.map(([label]) => label.length + 1));
  return shown.map(([label, value]) => `${`${label}:`.padEnd(width)} ${value}`);
};
