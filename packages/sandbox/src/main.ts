/**
 * `node packages/sandbox/src/main.ts [--reset]`: runs the sandbox on 127.0.0.1:${SANDBOX_PORT ?? 4020}
 * with the database at ${SANDBOX_DB ?? packages/sandbox/data/sandbox.db}. The first run creates
 * and seeds it; --reset (or SANDBOX_RESET=1) wipes and seeds it again. Prints the tenants and
 * the seeded people, then every outbox message as it is written.
 */
import { join } from "node:path";
import { Theme } from "@cabline/domain";
import { sandboxPassword } from "./passwords.ts";
import { people } from "./seed.ts";
import { createSandbox } from "./server.ts";
import { allTenants, localOriginTemplate, publicOriginOf } from "./tenants.ts";

const dbPath = process.env["SANDBOX_DB"] ?? join(import.meta.dirname, "..", "data", "sandbox.db");
const reset = process.argv.includes("--reset") || process.env["SANDBOX_RESET"] === "1";
const port = Number(process.env["SANDBOX_PORT"] ?? 4020);
const webPort = Number(process.env["WEB_PORT"] ?? 5173);

// Links in e-mails start with each tenant's configured origin, else this template (never a request header).
const publicOrigin = process.env["SANDBOX_PUBLIC_ORIGIN"];
// A captcha token that always passes, for tools without a widget; unset, every token is checked.
const captchaTestToken = process.env["SANDBOX_CAPTCHA_TEST_TOKEN"];
// POST /sandbox/dispatcher/advance moves a trip on at once (src/dispatcher.ts); off unless asked for.
const dispatcherControls = process.env["SANDBOX_DISPATCHER_CONTROLS"] === "1";
// scrypt's N for new password hashes (a power of two); unset, the sandbox's 16384 (src/passwords.ts).
const passwordCost = process.env["SANDBOX_PASSWORD_COST"];
const trustedProxySecret = process.env["SANDBOX_PROXY_SECRET"];

const sandbox = await createSandbox({
  dbPath,
  port,
  reset,
  webPort,
  ...(publicOrigin === undefined || publicOrigin === "" ? {} : { publicOrigin }),
  ...(captchaTestToken === undefined || captchaTestToken === "" ? {} : { captchaTestToken }),
  dispatcherControls,
  ...(passwordCost === undefined || passwordCost === "" ? {} : { passwordCost: Number(passwordCost) }),
  ...(trustedProxySecret === undefined || trustedProxySecret === "" ? {} : { trustedProxySecret }),
});

const colour = (value: string): string => {
  const parsed = Theme.formatThemeColour(Theme.parseThemeColour(value));
  return parsed === value ? value : `${value} (invalid: the app shows ${parsed})`;
};

const lines = [
  `[sandbox] dispatch and maps API on ${sandbox.url} (database ${sandbox.dbPath}${sandbox.seeded ? ", just seeded" : ""})`,
  "[sandbox] tenants (X-TENANT-ID):",
  ...allTenants(sandbox.db).map(
    (t) =>
      `  ${t.code.padEnd(5)} ${t.website_name.padEnd(26)} ${colour(t.theme_color).padEnd(44)} ${t.mixpanel_token === null ? "no analytics" : "analytics on"}   ${publicOriginOf(t, publicOrigin || localOriginTemplate(webPort))}`,
  ),
  `[sandbox] people in every tenant, password ${sandboxPassword}:`,
  ...people.map((p) => `  ${p.email.padEnd(24)} ${p.phone}  ${p.role}`),
  "[sandbox] test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 declined; 4000 0000 0000 9995 insufficient funds;",
  "          4000 0025 0000 3155 and 4000 0027 6000 3184 ask for 3-D Secure (any future expiry, any CVC)",
  "[sandbox] SMS and e-mails are not sent: they are printed below and served by GET /sandbox/outbox?to=<number or e-mail>",
];
console.log(lines.join("\n"));

const stop = (): void => {
  void sandbox.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
