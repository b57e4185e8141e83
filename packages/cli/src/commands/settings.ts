/**
 * `cabline settings`: where the CLI keeps its files, the stored defaults (API, tenant) and the
 * signed-in sessions; `settings set|unset` changes the defaults. Flags and CABLINE_* variables
 * still win over what is stored here.
 */
import { Command } from "commander";
import { action, type Context, normaliseApi, normaliseTenant } from "../context.ts";
import { usageError } from "../errors.ts";
import { examples } from "../options.ts";
import { fields, table } from "../output.ts";
import type { Runtime } from "../runtime.ts";
import { type Settings, type SettingKey, settingKeys } from "../settings-store.ts";

export interface SettingsView {
  readonly configDir: string;
  readonly defaults: Settings;
  readonly using: { readonly api: string; readonly tenant: string };
  readonly sessions: ReadonlyArray<{
    readonly api: string;
    readonly tenant: string;
    readonly email?: string;
    readonly signedIn: boolean;
    readonly driver?: string;
  }>;
}

export const runSettingsShow = async (context: Context): Promise<SettingsView> => {
  const view: SettingsView = {
    configDir: context.store.dir,
    defaults: context.store.readSettings(),
    using: { api: context.api, tenant: context.tenant },
    sessions: context.store.listSessions().map((session) => ({
      api: session.api,
      tenant: session.tenant,
      ...(session.email === undefined ? {} : { email: session.email }),
      signedIn: session.token !== undefined,
      ...(session.driver === undefined ? {} : { driver: session.driver.email }),
    })),
  };
  context.out.result(view, {
    human: (value) => [
      ...fields([
        ["Config directory", value.configDir],
        ["Default API", value.defaults.api ?? "(none: the local sandbox)"],
        ["Default tenant", value.defaults.tenant ?? "(none: BOOK)"],
        ["Using now", `${value.using.api} as ${value.using.tenant}`],
      ]),
      "",
      ...(value.sessions.length === 0
        ? ["No sessions stored."]
        : table(
            ["TENANT", "API", "SIGNED IN AS", "DRIVER"],
            value.sessions.map((session) => [
              session.tenant,
              session.api,
              session.signedIn ? (session.email ?? "(token)") : "",
              session.driver ?? "",
            ]),
          )),
    ],
    quiet: (value) => value.configDir,
  });
  return view;
};

const keyOf = (raw: string): SettingKey => {
  const key = settingKeys.find((candidate) => candidate === raw.trim().toLowerCase());
  if (key === undefined) throw usageError(`Unknown setting "${raw}". Settings: ${settingKeys.join(", ")}.`);
  return key;
};

export const runSettingsSet = async (
  context: Context,
  rawKey: string,
  value: string | undefined,
): Promise<Settings> => {
  const key = keyOf(rawKey);
  const { [key]: _previous, ...rest } = context.store.readSettings();
  const next: Settings =
    value === undefined ? rest : { ...rest, [key]: key === "api" ? normaliseApi(value) : normaliseTenant(value) };
  context.store.writeSettings(next);
  context.out.result(next, {
    human: () => (value === undefined ? `Removed the default ${key}.` : `Default ${key} is now ${String(next[key])}.`),
  });
  return next;
};

export const settingsCommand = (runtime: Runtime): Command => {
  const command = new Command("settings")
    .description("show the config directory, stored defaults and sessions")
    .addHelpText(
      "after",
      examples(
        "cabline settings",
        "cabline settings set tenant GDT",
        "cabline settings set api https://dispatch.example.com",
      ),
    )
    .action(action(runtime, async (context) => void (await runSettingsShow(context))));
  command
    .command("set")
    .description("store a default (api or tenant)")
    .argument("<key>", "api or tenant")
    .argument("<value>", "the value")
    .addHelpText("after", examples("cabline settings set tenant PDC"))
    .action(
      action(
        runtime,
        async (context, [key, value]) => void (await runSettingsSet(context, String(key), String(value))),
      ),
    );
  command
    .command("unset")
    .description("remove a stored default")
    .argument("<key>", "api or tenant")
    .addHelpText("after", examples("cabline settings unset api"))
    .action(action(runtime, async (context, [key]) => void (await runSettingsSet(context, String(key), undefined))));
  return command;
};
