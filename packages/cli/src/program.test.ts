import type { Command } from "commander";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestCli, type TestCli } from "../test/helpers.ts";
import { createProgram } from "./program.ts";

const allCommands = (command: Command, path: ReadonlyArray<string> = []): Array<ReadonlyArray<string>> =>
  command.commands.flatMap((child) => [[...path, child.name()], ...allCommands(child, [...path, child.name()])]);

describe("the program", () => {
  let cli: TestCli;
  beforeEach(() => {
    cli = createTestCli();
  });
  afterEach(() => cli.cleanup());

  it("has --help with an example on every command (exit 0)", async () => {
    const paths = allCommands(createProgram(cli.runtime));
    expect(paths.length).toBeGreaterThanOrEqual(25);
    for (const path of paths) {
      const { code, stdout } = await cli.run(...path, "--help");
      expect(code, path.join(" ")).toBe(0);
      expect(stdout, path.join(" ")).toMatch(/Examples?:\n {2}\$ cabline /);
    }
    const root = await cli.run("--help");
    expect(root.stdout).toContain("Exit codes:");
  });

  it("is a usage error (exit 2) for an unknown command, option or missing argument", async () => {
    expect((await cli.run("teleport")).code).toBe(2);
    expect((await cli.run("trips", "list", "--colour", "red")).code).toBe(2);
    const missing = await cli.run("track");
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("missing required argument 'token'");
    expect(missing.stderr).toContain("(add --help for usage and an example)");
  });

  it("shows the help of a command group without its subcommand as a usage error", async () => {
    const { code, stderr } = await cli.run("trips");
    expect(code).toBe(2);
    expect(stderr).toContain("Usage: cabline trips");
  });

  it("prints the version", async () => {
    const { code, stdout } = await cli.run("--version");
    expect(code).toBe(0);
    expect(stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("takes global options before or after the command", async () => {
    const before = await cli.json("--tenant", "gdt", "settings");
    const after = await cli.json("settings", "--tenant", "gdt");
    expect(before.body.using.tenant).toBe("GDT");
    expect(after.body.using.tenant).toBe("GDT");
  });

  it("reads the tenant from a host by the domain's rule, and refuses both --tenant and --host", async () => {
    expect((await cli.json("--host", "gdt.cabline.example:443", "settings")).body.using.tenant).toBe("GDT");
    expect((await cli.json("--host", "book.cabline.example", "settings")).body.using.tenant).toBe("BOOK");
    expect((await cli.json("--host", "localhost:5173", "settings")).body.using.tenant).toBe("BOOK");
    expect((await cli.run("--host", "gdt.example", "--tenant", "PDC", "settings")).code).toBe(2);
    expect((await cli.run("--tenant", "not a code!", "settings")).code).toBe(2);
  });

  it("takes the API and tenant from flags, then the environment, then settings, then the sandbox and BOOK", async () => {
    expect((await cli.json("settings")).body.using).toEqual({ api: "http://127.0.0.1:4020", tenant: "BOOK" });
    await cli.run("settings", "set", "api", "https://dispatch.example.com/");
    await cli.run("settings", "set", "tenant", "pdc");
    expect((await cli.json("settings")).body.using).toEqual({ api: "https://dispatch.example.com", tenant: "PDC" });
    const env = createTestCli({ env: { CABLINE_API: "http://env.example:9", CABLINE_TENANT: "GDT" } });
    expect((await env.json("settings")).body.using).toEqual({ api: "http://env.example:9", tenant: "GDT" });
    expect((await env.json("--api", "http://flag.example", "--tenant", "BOOK", "settings")).body.using).toEqual({
      api: "http://flag.example",
      tenant: "BOOK",
    });
    env.cleanup();
    const port = createTestCli({ env: { SANDBOX_PORT: "4999" } });
    expect((await port.json("settings")).body.using.api).toBe("http://127.0.0.1:4999");
    port.cleanup();
    expect((await cli.run("--api", "ftp://x", "settings")).code).toBe(2);
    await cli.run("settings", "unset", "api");
    expect((await cli.json("settings")).body.defaults).toEqual({ tenant: "PDC" });
  });
});
