/**
 * `cabline account list|use`: the business accounts of the signed-in user and which one bookings
 * are made on (spec §4: selecting an account switches the default payment, the PO-number flag and
 * the sub-account settings; clearing it returns to the consumer). The choice is kept per API and
 * tenant and re-checked against the accounts at every use.
 */
import { Command } from "commander";
import { action, type Context } from "../context.ts";
import { usageError } from "../errors.ts";
import { examples } from "../options.ts";
import type { Runtime } from "../runtime.ts";

export const runAccountList = async (context: Context): Promise<ReadonlyArray<unknown>> => {
  context.requireToken();
  const [{ dispatch }, present, booker] = await Promise.all([
    context.services(),
    import("../present.ts"),
    import("../booker.ts"),
  ]);
  const profile = await dispatch.customerAuth.checkToken();
  const accounts = profile.accounts ?? [];
  const selected = booker.selectedAccount(accounts, context.session()?.selectedAccount);
  context.out.result(accounts, {
    human: () =>
      accounts.length === 0
        ? "No business accounts: you book as yourself."
        : [
            ...present.accountsTable(accounts, selected),
            "",
            "* selected. Change with: cabline account use <business id>",
          ],
    quiet: () => accounts.map((account) => String(account.business_id)),
  });
  return accounts;
};

/** Selects an account by business id, business user id or name; "none" books as a consumer. */
export const runAccountUse = async (context: Context, wanted: string): Promise<unknown> => {
  context.requireToken();
  const [{ Account, Authority }, { dispatch }, present, booker] = await Promise.all([
    import("@cabline/domain"),
    context.services(),
    import("../present.ts"),
    import("../booker.ts"),
  ]);
  const profile = await dispatch.customerAuth.checkToken();
  const accounts = profile.accounts ?? [];
  const key = wanted.trim().toLowerCase();
  if (key === "none" || key === "consumer") {
    context.updateSession((current) => ({ ...current, selectedAccount: null }));
    const settings = Account.settingsFor(profile, undefined);
    context.out.result(
      { selectedAccount: null, authorities: Authority.authoritiesFor(accounts, undefined), settings },
      { human: () => "Booking as yourself (consumer) from now on." },
    );
    return null;
  }
  const candidates = accounts.filter(
    (account) =>
      String(account.business_id) === wanted.trim() ||
      String(account.business_user_id) === wanted.trim() ||
      account.name?.toLowerCase() === key,
  );
  const chosen = Account.select(accounts, candidates[0]);
  if (chosen === undefined || candidates.length > 1) {
    throw usageError(
      candidates.length > 1
        ? `"${wanted}" matches more than one account; use the business id.`
        : `No account "${wanted}". Your accounts: ${accounts.map((a) => `${String(a.business_id)} (${present.accountName(a)})`).join(", ") || "none"}.`,
      "See them with: cabline account list",
    );
  }
  context.updateSession((current) => ({ ...current, selectedAccount: booker.toStored(chosen) }));
  const settings = Account.settingsFor(profile, chosen);
  const authorities = Authority.authoritiesFor(accounts, chosen);
  context.out.result(
    { selectedAccount: chosen, authorities, settings },
    {
      human: () => [
        `Booking on ${present.accountName(chosen)} from now on.`,
        `Default payment: ${settings.default_payment_type}${settings.is_po_number_enabled ? "; PO number required" : ""}.`,
        `Authorities: ${present.authoritiesText(authorities)}.`,
      ],
      quiet: () => String(chosen.business_id),
    },
  );
  return chosen;
};

export const accountCommand = (runtime: Runtime): Command => {
  const command = new Command("account")
    .description("list your business accounts or choose the one to book on")
    .addHelpText("after", examples("cabline account list", "cabline account use 501", "cabline account use none"));
  command
    .command("list", { isDefault: true })
    .description("list the business accounts (* marks the selected one)")
    .addHelpText("after", examples("cabline account list"))
    .action(action(runtime, async (context) => void (await runAccountList(context))));
  command
    .command("use")
    .description('book on this account from now on ("none" to book as yourself)')
    .argument("<account>", "business id, business user id or account name; none for consumer")
    .addHelpText("after", examples("cabline account use 1", "cabline account use none"))
    .action(action(runtime, async (context, [wanted]) => void (await runAccountUse(context, String(wanted)))));
  return command;
};
