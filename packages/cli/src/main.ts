/**
 * Runs one command line and answers its exit code (README "Exit codes"). Commander's own
 * failures (unknown option, missing argument, a missing subcommand) are usage errors, exit 2;
 * `--help` and `--version` exit 0.
 */
import { CommanderError } from "commander";
import { ExitSignal } from "./context.ts";
import { ExitCode } from "./exit-codes.ts";
import { handleError } from "./handle-error.ts";
import { Output } from "./output.ts";
import { createProgram } from "./program.ts";
import { knownFlags, protectDashOperands } from "./dash-operands.ts";
import { nodeRuntime, type Runtime } from "./runtime.ts";

export const main = async (argv: ReadonlyArray<string>, runtime: Runtime = nodeRuntime()): Promise<number> => {
  const program = createProgram(runtime);
  try {
    await program.parseAsync(protectDashOperands(argv, knownFlags(program)), { from: "user" });
    return ExitCode.ok;
  } catch (error) {
    if (error instanceof ExitSignal) return error.exitCode;
    // --help and --version exit 0; help shown because a subcommand is missing is a usage error.
    if (error instanceof CommanderError) return error.exitCode === 0 ? ExitCode.ok : ExitCode.usage;
    const json = argv.includes("--json");
    return handleError(error, new Output(runtime.io, { json, quiet: argv.includes("--quiet") }));
  }
};
