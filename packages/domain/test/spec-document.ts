// Fixtures read from the specification as the repository states it (docs/specification.md), so
// the tests compare the domain with the spec's text rather than with a copy of the domain's own
// tables: a typo in a source table is caught, not copied.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const document = readFileSync(join(import.meta.dirname, "..", "..", "..", "docs", "specification.md"), "utf8");

/** The text of section §n, up to the next section. */
export const section = (n: number): string => {
  const start = document.indexOf(`## §${n} `);
  if (start < 0) throw new Error(`docs/specification.md has no section §${n}`);
  const end = document.indexOf("\n## §", start + 1);
  return document.slice(start, end < 0 ? undefined : end);
};

/** §8 Messages: one [code, message] pair per code (a row may name several codes). */
export const errorMessages = (): ReadonlyArray<readonly [string, string]> => {
  const table = section(8).slice(section(8).indexOf("| Code"));
  const rows = table
    .split("\n")
    .filter((line) => line.startsWith("|") && !line.startsWith("| Code") && !line.startsWith("| ---"))
    .map((line) => line.split("|").map((cell) => cell.trim()));
  return rows.flatMap(([, codes = "", message = ""]) => codes.split(", ").map((code) => [code, message] as const));
};

/** §5 Theme colour: the allowed colour names and levels, as listed. */
export const themeColourRule = (): { colours: string[]; levels: number[] } => {
  const text = section(5).replace(/\s+/g, " ");
  const colours = /colour must be one of ([a-z, ]+);/.exec(text)?.[1];
  const levels = /level one of ([0-9, ]+)\./.exec(text)?.[1];
  if (colours === undefined || levels === undefined) throw new Error("§5 Theme colour not found");
  return { colours: colours.split(", "), levels: levels.split(", ").map(Number) };
};
