/**
 * `cabline config`: the tenant configuration as the web app would apply it (spec §1, §3, §5): the
 * theme colour after the indigo-950 fallback, the logo or the default logo, currency, support
 * contacts, analytics opt-in, and the scripts in injection order (active only, priority
 * descending, head then body). When the configuration cannot be loaded the app carries on with
 * defaults (§7); so does this command, with a warning and the failure's exit code.
 */
import { Command } from "commander";
import { action, type Context, exitWith } from "../context.ts";
import { fromPortError, isPortError } from "../handle-error.ts";
import { examples } from "../options.ts";
import { fields } from "../output.ts";
import type { Runtime } from "../runtime.ts";

export interface ConfigView {
  readonly tenant: string;
  readonly api: string;
  readonly loaded: boolean;
  readonly branding: unknown;
  readonly themeColour: { readonly applied: string; readonly configured: string | null; readonly fallback: boolean };
  readonly logo: { readonly applied: string; readonly configured: string | null; readonly isDefault: boolean };
  readonly analytics: unknown;
  readonly scripts: {
    readonly head: ReadonlyArray<{ readonly name: string; readonly priority: number }>;
    readonly body: ReadonlyArray<{ readonly name: string; readonly priority: number }>;
    readonly skipped: ReadonlyArray<{ readonly name: string; readonly why: string }>;
  };
  readonly configuration: unknown;
}

export const runConfig = async (context: Context): Promise<ConfigView> => {
  const [{ Tenant, Theme }, { dispatch }] = await Promise.all([import("@cabline/domain"), context.services()]);
  let configuration: Awaited<ReturnType<typeof dispatch.configuration.getConfiguration>> | undefined;
  let failure: unknown;
  try {
    configuration = await dispatch.configuration.getConfiguration();
  } catch (error) {
    if (!isPortError(error)) throw error;
    failure = error;
  }
  const branding = Tenant.brandingFrom(configuration);
  const configuredColour = configuration?.theme_color ?? null;
  const applied = Theme.formatThemeColour(branding.themeColour);
  const configuredLogo = configuration?.logo ?? null;
  const scripts = configuration?.scripts ?? [];
  // Tenant.brandingFrom orders them with TenantScripts.scriptsToInject; the rest are skipped.
  const injected = new Set([...branding.scripts.head, ...branding.scripts.body]);
  const view: ConfigView = {
    tenant: context.tenant,
    api: context.api,
    loaded: configuration !== undefined,
    branding,
    themeColour: {
      applied,
      configured: configuredColour,
      fallback: configuredColour === null || applied !== configuredColour.trim().toLowerCase(),
    },
    logo: { applied: branding.logo, configured: configuredLogo, isDefault: branding.logo !== configuredLogo?.trim() },
    analytics: Tenant.analyticsSetup(configuration),
    scripts: {
      head: branding.scripts.head.map((script) => ({ name: script.name, priority: script.priority })),
      body: branding.scripts.body.map((script) => ({ name: script.name, priority: script.priority })),
      skipped: scripts
        .filter((script) => !injected.has(script))
        .map((script) => ({
          name: script.name,
          why: !script.isActive ? "inactive" : `placement "${script.placement}" is neither head nor body`,
        })),
    },
    configuration: configuration ?? null,
  };

  context.out.result(view, {
    human: (value) => {
      const colourNote = value.themeColour.fallback
        ? ` (fallback: ${value.themeColour.configured === null ? "no theme_color" : `"${value.themeColour.configured}" is not a colour-level`})`
        : "";
      const logoNote = value.logo.isDefault
        ? ` (default: ${value.logo.configured === null ? "no logo" : `"${value.logo.configured}" does not start with http`})`
        : "";
      const analytics = Tenant.analyticsSetup(configuration);
      const script = (placement: string, list: ReadonlyArray<{ name: string; priority: number }>) =>
        list.map((entry, index) => `  ${placement}  ${index + 1}. ${entry.name} (priority ${entry.priority})`);
      return [
        ...fields([
          ["Tenant", `${value.tenant} at ${value.api}${value.loaded ? "" : " (configuration not loaded: defaults)"}`],
          ["App name", branding.appName],
          ["Title", branding.title],
          ["Theme colour", `${value.themeColour.applied}${colourNote}`],
          ["Logo", `${branding.logo}${logoNote}`],
          ["Favicon", branding.favicon],
          ["Currency", `${branding.currency} (${branding.currencySymbol.trim()})`],
          ["Support e-mail", branding.supportEmail],
          ["Support phone", branding.supportPhone],
          ["Card payments", branding.paymentPublishableKey ?? "(no publishable key)"],
          ["Analytics", analytics._tag === "OptedIn" ? "on (tenant token)" : "opted out (no token)"],
          ["Map centre", `${branding.mapCentre.lat}, ${branding.mapCentre.lng}`],
          [
            "Maps",
            branding.mapsApiKey === undefined ? "the dispatch API's maps port (no Google key)" : "Google (key set)",
          ],
          ["Operator licence", branding.licence ?? "(none published)"],
        ]),
        "",
        "Scripts in injection order:",
        ...(value.scripts.head.length + value.scripts.body.length === 0
          ? ["  (none)"]
          : [...script("head", value.scripts.head), ...script("body", value.scripts.body)]),
        ...(value.scripts.skipped.length === 0
          ? []
          : ["Not injected:", ...value.scripts.skipped.map((entry) => `  ${entry.name}: ${entry.why}`)]),
      ];
    },
    quiet: (value) => value.themeColour.applied,
  });
  if (failure !== undefined && isPortError(failure)) {
    const error = fromPortError(failure, context.api);
    context.out.warn(
      `the configuration could not be loaded (${error.code ?? "error"}: ${error.message}); these are the defaults the app would use.`,
    );
    throw exitWith(error.exitCode);
  }
  return view;
};

export const configCommand = (runtime: Runtime): Command =>
  new Command("config")
    .description("show the tenant configuration as the app applies it (colour fallback, logo, scripts in order)")
    .addHelpText("after", examples("cabline --tenant GDT config", "cabline --host pdc.cabline.example config --json"))
    .action(action(runtime, async (context) => void (await runConfig(context))));
