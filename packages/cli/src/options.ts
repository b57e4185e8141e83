/** Option parsers shared by the commands; a wrong value is a usage error (exit 2). */
import { InvalidArgumentError } from "commander";

export const wholeNumber =
  (min = 0) =>
  (value: string): number => {
    const parsed = Number(value.trim());
    if (value.trim() === "" || !Number.isInteger(parsed) || parsed < min) {
      throw new InvalidArgumentError(`Expected a whole number of at least ${min}.`);
    }
    return parsed;
  };

/** For repeatable options: `--via A --via B`. */
export const collect = (value: string, previous: ReadonlyArray<string> | undefined): Array<string> => [
  ...(previous ?? []),
  value,
];

export const oneOf =
  <T extends string>(choices: ReadonlyArray<T>) =>
  (value: string): T => {
    const found = choices.find((choice) => choice === value.trim().toLowerCase());
    if (found === undefined) throw new InvalidArgumentError(`Expected one of: ${choices.join(", ")}.`);
    return found;
  };

/** "3s", "500ms", "2m" or plain seconds. */
export const duration = (value: string): number => {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m)?$/.exec(value.trim());
  if (match === null) throw new InvalidArgumentError('Expected a duration such as "5s", "500ms" or "2m".');
  const amount = Number(match[1]);
  const unit = match[2] ?? "s";
  return Math.round(unit === "ms" ? amount : unit === "m" ? amount * 60_000 : amount * 1000);
};

/** The standard "Example:" block every command's --help ends with. */
export const examples = (...lines: ReadonlyArray<string>): string =>
  `\nExample${lines.length > 1 ? "s" : ""}:\n${lines.map((line) => `  $ ${line}`).join("\n")}\n`;
