import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestCli, password, type TestCli } from "../../test/helpers.ts";

describe("whoami and account", () => {
  let cli: TestCli;
  beforeEach(async () => {
    cli = createTestCli();
    await cli.run("login", "--email", "booker@example.com", "--password", password);
  });
  afterEach(() => cli.cleanup());

  it("whoami: profile, accounts, authorities, settings and the initial payment method (§4)", async () => {
    const { code, body } = await cli.json("whoami");
    expect(code).toBe(0);
    expect(body.profile.email_address).toBe("booker@example.com");
    expect(body.selectedAccount.business_id).toBe(501);
    expect(body.authorities).toEqual(["business_user", "sub_accounts_user"]);
    expect(body.settings).toMatchObject({ default_payment_type: "account", is_po_number_enabled: true });
    expect(body.initialPaymentMethod).toBe("account");
  });

  it("account use none books as a consumer; account use 501 switches back", async () => {
    expect((await cli.run("account", "use", "none")).code).toBe(0);
    const consumer = await cli.json("whoami");
    expect(consumer.body.selectedAccount).toBeNull();
    expect(consumer.body.authorities).toEqual(["user"]);
    // Signing in again keeps the same person's choice.
    await cli.run("login", "--email", "booker@example.com", "--password", password);
    expect((await cli.json("whoami")).body.authorities).toEqual(["user"]);
    const { code, stdout } = await cli.run("account", "use", "501");
    expect(code).toBe(0);
    expect(stdout).toContain("Booking on Solent Marine Logistics from now on.");
    expect((await cli.json("whoami")).body.authorities).toEqual(["business_user", "sub_accounts_user"]);
  });

  it("accepts the account's name, and refuses an account that is not yours", async () => {
    expect((await cli.run("account", "use", "solent marine logistics")).code).toBe(0);
    const { code, stderr } = await cli.run("account", "use", "999");
    expect(code).toBe(2);
    expect(stderr).toContain(
      'No account "999". Your accounts: 501 (Solent Marine Logistics), 502 (Itchen Ferry Events Ltd).',
    );
  });

  it("lists the accounts with the selected one marked", async () => {
    const { stdout } = await cli.run("account", "list");
    expect(stdout).toMatch(/^\*\s+501\s+7301\s+Solent Marine Logistics/m);
  });

  it("whoami after the server ends the session: exit 1, and the stored token is gone (§4, §8)", async () => {
    cli.dispatch.expireSessions();
    const { code, stderr } = await cli.run("whoami");
    expect(code).toBe(1);
    expect(stderr).toContain("The server ended your session");
    expect((await cli.context()).session()?.token).toBeUndefined();
    expect((await cli.run("whoami")).code).toBe(2);
  });

  it("CABLINE_TOKEN wins over the stored token and is never deleted", async () => {
    const token = (await cli.context()).session()?.token ?? "";
    const ci = createTestCli({ env: { CABLINE_TOKEN: token } });
    // The same in-memory server is needed for the token to mean something: reuse this one's.
    Object.assign(ci.runtime, { services: cli.runtime.services });
    const { code, body } = await ci.json("whoami");
    expect(code).toBe(0);
    expect(body.profile.email_address).toBe("booker@example.com");
    ci.cleanup();
  });
});
