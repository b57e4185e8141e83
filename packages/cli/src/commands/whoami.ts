/**
 * `cabline whoami`: the signed-in profile from the token check (spec §7 checkToken), the business
 * accounts with the selected one marked, the authorities that follow from it (§4), the settings
 * in force and the initial payment method (§4), and the driver session if there is one.
 */
import { Command } from "commander";
import { action, type Context } from "../context.ts";
import { examples } from "../options.ts";
import { fields } from "../output.ts";
import type { Runtime } from "../runtime.ts";

export interface WhoamiResult {
  readonly tenant: string;
  readonly api: string;
  readonly profile: unknown;
  readonly accounts: ReadonlyArray<unknown>;
  readonly selectedAccount: unknown;
  readonly authorities: ReadonlyArray<string>;
  readonly settings: unknown;
  readonly initialPaymentMethod: string;
  readonly driver?: { readonly email: string; readonly active: boolean; readonly expiresAt: number };
}

export const runWhoami = async (context: Context): Promise<WhoamiResult> => {
  context.requireToken();
  const [{ Account, Authority, Payment }, { dispatch, clock }, present, booker] = await Promise.all([
    import("@cabline/domain"),
    context.services(),
    import("../present.ts"),
    import("../booker.ts"),
  ]);
  const profile = await dispatch.customerAuth.checkToken();
  const accounts = profile.accounts ?? [];
  const selected = booker.selectedAccount(accounts, context.session()?.selectedAccount);
  const settings = Account.settingsFor(profile, selected);
  const held = Authority.authoritiesFor(accounts, selected);
  const driver = context.session()?.driver;
  const now = clock.now().epochMilliseconds;
  const result: WhoamiResult = {
    tenant: context.tenant,
    api: context.api,
    profile,
    accounts,
    selectedAccount: selected ?? null,
    authorities: held,
    settings,
    initialPaymentMethod: Payment.initialPaymentMethod(settings),
    ...(driver === undefined
      ? {}
      : { driver: { email: driver.email, active: now < driver.expiresAt, expiresAt: driver.expiresAt } }),
  };
  context.out.result(result, {
    human: () => [
      ...fields([
        ["Name", profile.customer_name],
        ["E-mail", profile.email_address],
        ["Phone", profile.contact_number],
        ["Tenant", `${context.tenant} at ${context.api}`],
        ["Booking as", selected === undefined ? "yourself (consumer)" : present.accountName(selected)],
        ["Authorities", present.authoritiesText(held)],
        ["Payment", `${Payment.initialPaymentMethod(settings)} (default ${settings.default_payment_type})`],
        ["PO number", settings.is_po_number_enabled ? "required on account trips" : undefined],
        [
          "Driver",
          driver === undefined
            ? undefined
            : `${driver.email} (${now < driver.expiresAt ? `session ends ${present.when(driver.expiresAt)}` : "session expired"})`,
        ],
      ]),
      ...(accounts.length === 0 ? [] : ["", "Accounts (* selected):", ...present.accountsTable(accounts, selected)]),
    ],
    quiet: () => profile.email_address ?? "",
  });
  return result;
};

export const whoamiCommand = (runtime: Runtime): Command =>
  new Command("whoami")
    .description("show the signed-in profile, accounts, authorities and the selected account")
    .addHelpText("after", examples("cabline whoami", "cabline whoami --json | jq .authorities"))
    .action(action(runtime, async (context) => void (await runWhoami(context))));
