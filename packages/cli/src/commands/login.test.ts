import { statSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestCli, password, type TestCli } from "../../test/helpers.ts";
import { runLogin } from "./login.ts";

describe("login", () => {
  let cli: TestCli;
  beforeEach(() => {
    cli = createTestCli();
  });
  afterEach(() => cli.cleanup());

  it("signs in with e-mail and password and keeps the token in a 0600 file in a 0700 directory", async () => {
    const { code, stdout } = await cli.run("login", "--email", "booker@example.com", "--password", password);
    expect(code).toBe(0);
    expect(stdout).toContain("Signed in to BOOK at http://127.0.0.1:4020.");
    expect(stdout).toContain("Solent Marine Logistics");
    const context = await cli.context();
    const session = context.session();
    expect(session?.token).toMatch(/^cbl_at_/);
    expect(session?.selectedAccount).toMatchObject({ business_id: 501 });
    expect(statSync(context.store.sessionPath(context.api, context.tenant)).mode & 0o777).toBe(0o600);
    expect(statSync(context.store.sessionsDir).mode & 0o777).toBe(0o700);
    expect(statSync(cli.configDir).mode & 0o777).toBe(0o700);
  });

  it("keeps one session per API and tenant", async () => {
    await cli.run("--tenant", "GDT", "login", "--email", "passenger@example.com", "--password", password);
    await cli.run("--tenant", "pdc", "login", "--email", "booker@example.com", "--password", password);
    expect((await cli.context({ tenant: "GDT" })).session()?.email).toBe("passenger@example.com");
    expect((await cli.context({ tenant: "PDC" })).session()?.email).toBe("booker@example.com");
    expect((await cli.context({ tenant: "BOOK" })).session()).toBeUndefined();
    expect((await cli.context({ tenant: "GDT", api: "http://other.example:1" })).session()).toBeUndefined();
  });

  it("reads the password from stdin or CABLINE_PASSWORD", async () => {
    const piped = createTestCli({ stdin: `${password}\n` });
    expect((await piped.run("login", "--email", "passenger@example.com", "--password-stdin")).code).toBe(0);
    piped.cleanup();
    const fromEnv = createTestCli({ env: { CABLINE_PASSWORD: password } });
    expect((await fromEnv.run("login", "--email", "passenger@example.com")).code).toBe(0);
    fromEnv.cleanup();
  });

  it("answers a wrong password with the catalogue code and message, exit 1", async () => {
    const { code, stderr } = await cli.run("login", "--email", "booker@example.com", "--password", "nope");
    expect(code).toBe(1);
    expect(stderr).toMatch(/error \[invalid_login[a-z_]*\]: /);
    const json = await cli.json("login", "--email", "booker@example.com", "--password", "nope");
    expect(json.code).toBe(1);
    expect(json.body).toMatchObject({ ok: false, code: expect.stringMatching(/^invalid_login/), exitCode: 1 });
  });

  it("is a usage error without credentials (exit 2, nothing sent)", async () => {
    expect((await cli.run("login")).code).toBe(2);
    expect((await cli.run("login", "--email", "a@b.c")).code).toBe(2);
    expect(cli.dispatch.calls).toHaveLength(0);
  });

  it("sends a code to a phone, then signs in with it", async () => {
    const sent = await cli.run("login", "--phone", "07700 900123");
    expect(sent.code).toBe(0);
    expect(sent.stdout).toContain("--otp <code>");
    const text = cli.dispatch.outbox().findLast((message) => message.channel === "sms")?.body ?? "";
    const code = /\b(\d{6})\b/.exec(text)?.[1] ?? "";
    expect(code).not.toBe("");
    const { code: exit } = await cli.run("login", "--phone", "07700 900123", "--otp", code);
    expect(exit).toBe(0);
    expect((await cli.context()).session()?.email).toBe("passenger@example.com");
  });

  it("run function: returns the authorities of the selected account", async () => {
    const context = await cli.context({ json: true });
    const result = await runLogin(context, { email: "booker@example.com", password });
    expect(result.authorities).toEqual(["business_user", "sub_accounts_user"]);
  });

  it("refuses a number that is no phone number before asking the server for a code", async () => {
    const { code, stderr } = await cli.run("login", "--phone", "06700 900123");
    expect(code).toBe(2);
    expect(stderr).toContain('"06700 900123" is not a phone number');
    expect(cli.dispatch.calls.some((call) => call.operation === "submitTelForValidation")).toBe(false);
  });
});
