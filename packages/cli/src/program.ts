/**
 * The `cabline` command tree: global options and one subcommand per file in commands/. Loading
 * this module loads commander and the command definitions only; each command imports the domain
 * and the ports when it runs, so `cabline --help` stays well under 200 ms.
 */
import { Command, Option } from "commander";
import { accountCommand } from "./commands/account.ts";
import { bookCommand } from "./commands/book.ts";
import { bulkCommand } from "./commands/bulk.ts";
import { completionCommand } from "./commands/completion.ts";
import { configCommand } from "./commands/config.ts";
import { conformanceCommand } from "./commands/conformance.ts";
import { driverCommand } from "./commands/driver.ts";
import { loginCommand } from "./commands/login.ts";
import { logoutCommand } from "./commands/logout.ts";
import { closeAccountCommand, myDataCommand } from "./commands/my-data.ts";
import { promoCommand } from "./commands/promo.ts";
import { quoteCommand } from "./commands/quote.ts";
import { receiptCommand } from "./commands/receipt.ts";
import { rideTypesCommand } from "./commands/ride-types.ts";
import { settingsCommand } from "./commands/settings.ts";
import { trackCommand } from "./commands/track.ts";
import { tripsCommand } from "./commands/trips.ts";
import { whoamiCommand } from "./commands/whoami.ts";
import { defaultApi } from "./context.ts";
import { examples } from "./options.ts";
import type { Runtime } from "./runtime.ts";

export const version = "0.1.0";

const exitCodesHelp = `
Exit codes:
  0  success
  1  the dispatch API refused the request (its code is printed; "code" with --json)
  2  usage or validation error (nothing was sent)
  3  network error or timeout
  4  the dispatch API broke its contract
`;

/** Every command, in the order --help lists them. */
const commands = (runtime: Runtime): ReadonlyArray<readonly [string, Command]> => [
  ["Account:", loginCommand(runtime)],
  ["Account:", logoutCommand(runtime)],
  ["Account:", whoamiCommand(runtime)],
  ["Account:", accountCommand(runtime)],
  ["Account:", myDataCommand(runtime)],
  ["Account:", closeAccountCommand(runtime)],
  ["Booking:", rideTypesCommand(runtime)],
  ["Booking:", quoteCommand(runtime)],
  ["Booking:", bookCommand(runtime)],
  ["Booking:", bulkCommand(runtime)],
  ["Booking:", promoCommand(runtime)],
  ["Trips:", tripsCommand(runtime)],
  ["Trips:", trackCommand(runtime)],
  ["Trips:", receiptCommand(runtime)],
  ["Drivers:", driverCommand(runtime)],
  ["Tenant and API:", configCommand(runtime)],
  ["Tenant and API:", conformanceCommand(runtime)],
  ["Setup:", settingsCommand(runtime)],
  ["Setup:", completionCommand(runtime)],
];

/** Help, errors and exits of commander go through the runtime's streams and back to main. */
const configure = (command: Command, runtime: Runtime): void => {
  command
    .exitOverride()
    .configureOutput({
      writeOut: (text) => runtime.io.stdout.write(text),
      writeErr: (text) => runtime.io.stderr.write(text),
    })
    .showHelpAfterError("(add --help for usage and an example)")
    .configureHelp({ showGlobalOptions: true, sortSubcommands: false });
  for (const child of command.commands) configure(child, runtime);
};

export const createProgram = (runtime: Runtime): Command => {
  const program = new Command("cabline")
    .description("Book, track and check Cabline rides from the command line, against any dispatch API.")
    .version(version, "-V, --version")
    .addOption(
      new Option("--api <url>", `the dispatch API (env CABLINE_API; default ${defaultApi}, the local sandbox)`),
    )
    .addOption(
      new Option("--tenant <code>", "the tenant code, e.g. BOOK, GDT, PDC (env CABLINE_TENANT)").conflicts("host"),
    )
    .addOption(
      new Option(
        "--host <host>",
        "the tenant from a site's host name, as the web app reads it (gdt.example.com → GDT)",
      ),
    )
    .option("--json", "print machine-readable JSON on stdout (errors too, with their code)")
    .option("-q, --quiet", "print only the essential value (a booking token, an id)")
    .addHelpText(
      "after",
      `${exitCodesHelp}${examples(
        "cabline login --email booker@example.com --password cabline-sandbox",
        'cabline book --pickup "Southampton Airport" --drop "Ocean Cruise Terminal" --at "tomorrow 09:30"',
        "cabline --tenant GDT trips list --json | jq '.bookings[].booking_token'",
      )}`,
    );
  for (const [group, command] of commands(runtime)) program.addCommand(command.helpGroup(group));
  configure(program, runtime);
  return program;
};
