/**
 * `cabline login`: signs a customer in with e-mail and password, or with a phone number and the
 * one-time code sent to it (spec §7 Auth: doLoginWeb, submitTelForValidation,
 * loginUsingPhoneNumberWeb). The token is kept for this API and tenant (0600 file); the token
 * check that follows loads the business accounts and selects the first (§4).
 */
import { Command } from "commander";
import { action, type Context } from "../context.ts";
import { usageError } from "../errors.ts";
import { examples } from "../options.ts";
import { fields } from "../output.ts";
import type { Runtime } from "../runtime.ts";

export interface LoginOptions {
  readonly email?: string;
  readonly password?: string;
  readonly passwordStdin?: boolean;
  readonly phone?: string;
  readonly otp?: string;
  readonly dialCode?: string;
}

export interface LoginResult {
  readonly status: "signed_in" | "code_sent";
  readonly tenant: string;
  readonly api: string;
  readonly email?: string;
  readonly name?: string;
  readonly account?: unknown;
  readonly accounts?: ReadonlyArray<unknown>;
  readonly authorities?: ReadonlyArray<string>;
  readonly codeExpiresInSeconds?: number;
}

const usageErrorFor = (phone: string): never => {
  throw usageError(
    `"${phone}" is not a phone number: give it as 07700 900123, or with its country code as +44 7700 900123.`,
  );
};

export const passwordOf = async (
  context: Context,
  options: Pick<LoginOptions, "password" | "passwordStdin">,
): Promise<string> => {
  if (options.password !== undefined) return options.password;
  if (options.passwordStdin === true) return (await context.runtime.readStdin()).replace(/\r?\n$/, "");
  const fromEnv = context.runtime.env.CABLINE_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== "") return fromEnv;
  throw usageError("Give the password with --password, --password-stdin or CABLINE_PASSWORD.");
};

export const runLogin = async (context: Context, options: LoginOptions): Promise<LoginResult> => {
  const [{ Authority, Constants }, AccountForms, { dispatch }, present, booker] = await Promise.all([
    import("@cabline/domain"),
    import("@cabline/domain/AccountForms"),
    context.services(),
    import("../present.ts"),
    import("../booker.ts"),
  ]);
  if ((options.email === undefined) === (options.phone === undefined)) {
    throw usageError("Sign in with --email (and a password) or with --phone (and --otp).");
  }

  let signIn: Awaited<ReturnType<typeof dispatch.customerAuth.doLoginWeb>>;
  if (options.phone !== undefined) {
    // The domain's rule (AccountForms.toE164): the dial code unless the number has its own, then the country's plan.
    const number =
      AccountForms.toE164(options.phone, options.dialCode ?? Constants.defaultLoginDialCode) ??
      usageErrorFor(options.phone);
    if (options.otp === undefined) {
      const sent = await dispatch.customerAuth.submitTelForValidation({
        number,
        isForSignIn: true,
        captchaToken: "cabline-cli",
      });
      const result: LoginResult = {
        status: "code_sent",
        tenant: context.tenant,
        api: context.api,
        ...(sent.expiresInSeconds === undefined ? {} : { codeExpiresInSeconds: sent.expiresInSeconds }),
      };
      context.out.result(result, {
        human: () => [
          sent.message ?? `A code was sent to ${number}.`,
          `Finish with: cabline login --phone ${options.phone} --otp <code>`,
        ],
      });
      return result;
    }
    signIn = await dispatch.customerAuth.loginUsingPhoneNumberWeb({ number, validationCode: options.otp.trim() });
  } else {
    const password = await passwordOf(context, options);
    signIn = await dispatch.customerAuth.doLoginWeb({ email: (options.email ?? "").trim(), password });
  }

  const previous = context.session();
  // The same person keeps their account choice; someone else starts from the default (§4).
  const samePerson = previous?.email !== undefined && previous.email === signIn.profile.email_address;
  context.updateSession((current) => {
    const { selectedAccount: _selected, ...rest } = current;
    return {
      ...(samePerson ? current : rest),
      token: signIn.accessToken,
      ...(signIn.profile.email_address === undefined ? {} : { email: signIn.profile.email_address }),
      ...(signIn.profile.customer_name === undefined ? {} : { name: signIn.profile.customer_name }),
    };
  });

  const profile = await dispatch.customerAuth.checkToken();
  const accounts = profile.accounts ?? [];
  const choice = samePerson ? previous?.selectedAccount : undefined;
  const selected = booker.selectedAccount(accounts, choice);
  context.updateSession((current) => {
    const { selectedAccount: _previous, ...rest } = current;
    if (choice === null) return { ...rest, selectedAccount: null };
    return selected === undefined ? rest : { ...rest, selectedAccount: booker.toStored(selected) };
  });
  const held = Authority.authoritiesFor(accounts, selected);
  const result: LoginResult = {
    status: "signed_in",
    tenant: context.tenant,
    api: context.api,
    ...(profile.email_address === undefined ? {} : { email: profile.email_address }),
    ...(profile.customer_name === undefined ? {} : { name: profile.customer_name }),
    ...(selected === undefined ? {} : { account: selected }),
    accounts,
    authorities: held,
  };
  context.out.result(result, {
    human: () => [
      `Signed in to ${context.tenant} at ${context.api}.`,
      ...fields([
        ["Name", profile.customer_name],
        ["E-mail", profile.email_address],
        ["Booking as", selected === undefined ? "yourself (consumer)" : present.accountName(selected)],
        ["Authorities", present.authoritiesText(held)],
      ]),
      ...(accounts.length > 1 ? ["Switch account with: cabline account use <business id>"] : []),
    ],
    quiet: () => profile.email_address ?? "",
  });
  return result;
};

export const loginCommand = (runtime: Runtime): Command =>
  new Command("login")
    .description("sign in (e-mail and password, or phone and one-time code); the session is kept per API and tenant")
    .option("--email <email>", "sign in with this e-mail address")
    .option("--password <password>", "the password (or --password-stdin, or env CABLINE_PASSWORD)")
    .option("--password-stdin", "read the password from stdin")
    .option("--phone <number>", "sign in with this phone number: sends a code, then add --otp")
    .option("--otp <code>", "the code sent to the phone")
    .option("--dial-code <code>", "dial code for a number without one (default +44)")
    .addHelpText(
      "after",
      examples(
        "cabline login --email passenger@example.com --password cabline-sandbox",
        'echo "$PASSWORD" | cabline --tenant GDT login --email booker@example.com --password-stdin',
        "cabline login --phone 07700900123 && cabline login --phone 07700900123 --otp 123456",
      ),
    )
    // Kept: commander builds these from the options declared above but types them only as a record.
    .action(
      action(runtime, async (context, _args, options) => void (await runLogin(context, options as LoginOptions))),
    );
