/**
 * Booking, pay and share tokens are base64url (contract pattern `^[A-Za-z0-9_-]{22,}$`), so one
 * in 64 starts with `-`. Commander reads such an argument as an unknown option and the command
 * fails before any call (`cabline receipt -Xc3…` → "unknown option"). Before parsing, every
 * argument that looks like a token and is not an option the program knows moves after a `--`,
 * where commander takes it as an operand. Every command with a token takes it as its only
 * operand, so the order of operands is kept.
 */
import type { Command } from "commander";

const tokenLike = /^-[A-Za-z0-9_-]{21,}$/;

/** Every long and short flag the program and its subcommands declare. */
export const knownFlags = (program: Command): ReadonlySet<string> => {
  const flags = new Set<string>(["--help", "-h", "--version", "-V"]);
  const visit = (command: Command): void => {
    for (const option of command.options) {
      if (option.long) flags.add(option.long);
      if (option.short) flags.add(option.short);
    }
    command.commands.forEach(visit);
  };
  visit(program);
  return flags;
};

/** The arguments with token-like operands that start with `-` moved behind a `--`. */
export const protectDashOperands = (argv: ReadonlyArray<string>, flags: ReadonlySet<string>): string[] => {
  const end = argv.indexOf("--");
  const head = end === -1 ? argv : argv.slice(0, end);
  const tail = end === -1 ? [] : argv.slice(end + 1);
  const moved = head.filter((arg) => tokenLike.test(arg) && !flags.has(arg.split("=")[0] ?? arg));
  if (moved.length === 0) return [...argv];
  const kept = head.filter((arg) => !moved.includes(arg));
  return [...kept, "--", ...moved, ...tail];
};
