import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestCli, password, type TestCli } from "../../test/helpers.ts";

describe("logout and settings", () => {
  let cli: TestCli;
  beforeEach(async () => {
    cli = createTestCli();
    await cli.run("login", "--email", "passenger@example.com", "--password", password);
  });
  afterEach(() => cli.cleanup());

  it("ends the session on the server and forgets the stored token (§4)", async () => {
    const token = (await cli.context()).session()?.token;
    const { code } = await cli.run("logout");
    expect(code).toBe(0);
    expect(cli.dispatch.calls.at(-1)?.operation).toBe("doLogout");
    expect((await cli.context()).session()).toBeUndefined();
    expect(token).toBeDefined();
    expect((await cli.run("whoami")).code).toBe(2);
  });

  it("signs out locally even when the server has already ended the session", async () => {
    cli.dispatch.expireSessions();
    expect((await cli.run("logout")).code).toBe(0);
    expect((await cli.context()).session()).toBeUndefined();
  });

  it("settings lists the sessions without their tokens", async () => {
    const { body } = await cli.json("settings");
    expect(body.sessions).toEqual([
      { api: "http://127.0.0.1:4020", tenant: "BOOK", email: "passenger@example.com", signedIn: true },
    ]);
    expect(JSON.stringify(body)).not.toContain("cbl_at");
    expect((await cli.run("settings", "set", "colour", "red")).code).toBe(2);
  });
});
