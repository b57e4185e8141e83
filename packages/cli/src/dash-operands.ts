/**
 * Booking, pay and share tokens are base64url (contract pattern `^[A-Za-z0-9_-]{22,}$`), so one
 * in 64 starts with `-`. Commander reads such an operand as an unknown option and the command
 * fails before any call (`cabline receipt -Xc3…` → "unknown option"). Before parsing, every
 * argument that looks like a token, is not an option the program knows and is not the value of
 * the option before it (`--booking -Xc3…`, which commander already reads right) moves after a
 * `--`, where commander takes it as an operand. Every command with a token operand takes it as its
 * only operand, so the order of operands is kept.
 */
import type { Command } from "commander";

const tokenLike = /^-[A-Za-z0-9_-]{21,}$/;

export interface KnownFlags {
  /** Every long and short flag the program and its subcommands declare. */
  readonly all: ReadonlySet<string>;
  /** The flags that take a value (`--booking <token>`), which may itself start with `-`. */
  readonly valued: ReadonlySet<string>;
}

export const knownFlags = (program: Command): KnownFlags => {
  const all = new Set<string>(["--help", "-h", "--version", "-V"]);
  const valued = new Set<string>();
  const visit = (command: Command): void => {
    for (const option of command.options) {
      for (const flag of [option.long, option.short]) {
        if (flag === undefined) continue;
        all.add(flag);
        if (option.required || option.optional) valued.add(flag);
      }
    }
    command.commands.forEach(visit);
  };
  visit(program);
  return { all, valued };
};

/** The arguments with token-like operands that start with `-` moved behind a `--`. */
export const protectDashOperands = (argv: ReadonlyArray<string>, flags: KnownFlags): string[] => {
  const end = argv.indexOf("--");
  const head = end === -1 ? argv : argv.slice(0, end);
  const tail = end === -1 ? [] : argv.slice(end + 1);
  const moved = new Set<number>();
  head.forEach((arg, index) => {
    const previous = index === 0 ? undefined : head[index - 1];
    const isOptionValue = previous !== undefined && flags.valued.has(previous);
    if (tokenLike.test(arg) && !flags.all.has(arg.split("=")[0] ?? arg) && !isOptionValue) moved.add(index);
  });
  if (moved.size === 0) return [...argv];
  return [
    ...head.filter((_, index) => !moved.has(index)),
    "--",
    ...head.filter((_, index) => moved.has(index)),
    ...tail,
  ];
};
