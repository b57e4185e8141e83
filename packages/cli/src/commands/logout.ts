/**
 * `cabline logout`: ends the session on the server (doLogout, spec §7) and removes the stored
 * token for this API and tenant (§4 "signing out clears them"). A server that has already
 * forgotten the session is not an error: the user is signed out either way.
 */
import { Command } from "commander";
import { action, type Context } from "../context.ts";
import { isPortError } from "../handle-error.ts";
import { examples } from "../options.ts";
import type { Runtime } from "../runtime.ts";

export interface LogoutResult {
  readonly signedOut: boolean;
  readonly tenant: string;
  readonly api: string;
}

export const runLogout = async (
  context: Context,
  options: { readonly driver?: boolean } = {},
): Promise<LogoutResult> => {
  const session = context.session();
  if (options.driver === true) {
    if (session?.driver !== undefined) {
      const { driver: _driver, ...rest } = session;
      context.updateSession(() => rest);
    }
  } else {
    if (context.token() !== undefined) {
      const { dispatch } = await context.services();
      try {
        await dispatch.customerAuth.doLogout();
      } catch (error) {
        // SignedOut or Rejected: the server no longer knows the session. Network failures still count.
        if (!isPortError(error) || (error.reason !== "SignedOut" && error.reason !== "Rejected")) throw error;
      }
    }
    if (session !== undefined) {
      const { token: _token, selectedAccount: _account, email: _email, name: _name, ...rest } = session;
      if (rest.driver === undefined) context.clearSession();
      else context.updateSession(() => rest);
    }
  }
  const result: LogoutResult = { signedOut: true, tenant: context.tenant, api: context.api };
  context.out.result(result, {
    human: () => `Signed ${options.driver === true ? "the driver " : ""}out of ${context.tenant} at ${context.api}.`,
  });
  if (context.runtime.env.CABLINE_TOKEN !== undefined && options.driver !== true) {
    context.out.warn("CABLINE_TOKEN is still set in the environment; unset it too.");
  }
  return result;
};

export const logoutCommand = (runtime: Runtime): Command =>
  new Command("logout")
    .description("sign out and forget the stored token for this API and tenant")
    .option("--driver", "forget the driver session instead")
    .addHelpText("after", examples("cabline logout", "cabline --tenant GDT logout"))
    .action(action(runtime, async (context, _args, options) => void (await runLogout(context, options))));
