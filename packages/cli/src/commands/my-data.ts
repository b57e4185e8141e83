/**
 * `cabline my-data` and `cabline close-account`: what the operator holds about the signed-in
 * person, and closing their account (contract extensions getPersonalData and closeAccount; the
 * domain's PersonalData words what is kept and for how long: docs/decisions/personal-data.md).
 */
import { Command, Option } from "commander";
import { action, type Context } from "../context.ts";
import { usageError } from "../errors.ts";
import { examples } from "../options.ts";
import type { Runtime } from "../runtime.ts";
import { passwordOf } from "./login.ts";

export interface MyDataOptions {
  /** Write the download to this file instead of summing it up. */
  readonly out?: string;
  /** json or csv; by default the file's extension decides, else json. */
  readonly format?: "json" | "csv";
}

export const runMyData = async (context: Context, options: MyDataOptions): Promise<void> => {
  context.requireToken();
  const [{ PersonalData }, { dispatch }] = await Promise.all([import("@cabline/domain"), context.services()]);
  const data = await dispatch.customerAuth.getPersonalData();
  if (options.out !== undefined) {
    const [{ writeFile }, { resolve }] = await Promise.all([import("node:fs/promises"), import("node:path")]);
    const format = options.format ?? (options.out.toLowerCase().endsWith(".csv") ? "csv" : "json");
    const path = resolve(context.runtime.cwd, options.out);
    // Readable by its owner only, as the CLI's settings are: it is everything about them.
    await writeFile(path, format === "csv" ? PersonalData.csv(data) : PersonalData.json(data), { mode: 0o600 });
    context.out.result(
      { file: path, format },
      { human: () => `Wrote everything ${data.operator} holds about you to ${path} (${format}).`, quiet: () => path },
    );
    return;
  }
  if (options.format === "csv") {
    context.runtime.io.stdout.write(PersonalData.csv(data));
    return;
  }
  const document: unknown = JSON.parse(PersonalData.json(data));
  context.out.result(document, {
    human: () => [
      `${data.operator} holds about ${data.profile.name} <${data.profile.email_address}>:`,
      `  ${data.bookings.length} booking record(s), ${data.saved_places.length} saved place(s), ${data.cards.length} card(s), ${data.messages.length} message(s), ${data.companies.length} company account(s).`,
      "All of it: cabline my-data --out my-data.json (or .csv), or --json.",
    ],
    quiet: () => String(data.bookings.length),
  });
};

export interface CloseAccountOptions {
  readonly yes?: boolean;
  readonly password?: string;
  readonly passwordStdin?: boolean;
}

export const runCloseAccount = async (context: Context, options: CloseAccountOptions): Promise<void> => {
  context.requireToken();
  const [{ DateTime, PersonalData }, { dispatch }] = await Promise.all([import("@cabline/domain"), context.services()]);
  if (options.yes !== true) {
    throw usageError(
      `Closing your account cannot be undone. ${PersonalData.keptWords("The operator").slice(1).join(" ")}`,
      "Download your data first with: cabline my-data --out my-data.json. Then add --yes to close the account.",
    );
  }
  const closed = await dispatch.customerAuth.closeAccount({ password: await passwordOf(context, options) });
  context.clearSession();
  const keptUntil = DateTime.toWire(closed.kept_until);
  context.out.result(
    { closedAt: DateTime.toWire(closed.closed_at), keptUntil },
    {
      human: () => [
        "Your account is closed and you are signed out.",
        `Your booking records are kept, without your details, until ${DateTime.londonDateOf(closed.kept_until)}, then deleted.`,
      ],
      quiet: () => keptUntil,
    },
  );
};

export const myDataCommand = (runtime: Runtime): Command =>
  new Command("my-data")
    .description("download everything the operator holds about you (profile, bookings, places, cards, messages)")
    .option("-o, --out <file>", "write it to this file (.json or .csv)")
    .addOption(
      new Option("--format <format>", "json or csv (default: from the file's extension)").choices(["json", "csv"]),
    )
    .addHelpText("after", examples("cabline my-data", "cabline my-data --out my-data.csv", "cabline my-data --json"))
    .action(action(runtime, async (context, _args, options) => void (await runMyData(context, options))));

export const closeAccountCommand = (runtime: Runtime): Command =>
  new Command("close-account")
    .description("close your account; booking records are kept without your details for 12 months")
    .option("-y, --yes", "close it (without this, says what closing does)")
    .option("--password <password>", "your password (or --password-stdin, or env CABLINE_PASSWORD)")
    .option("--password-stdin", "read the password from stdin")
    .addHelpText(
      "after",
      examples("cabline close-account", 'echo "$PASSWORD" | cabline close-account --yes --password-stdin'),
    )
    .action(action(runtime, async (context, _args, options) => void (await runCloseAccount(context, options))));
