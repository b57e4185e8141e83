import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestCli, type TestCli } from "../../test/helpers.ts";

const hasShell = (shell: string) => spawnSync(shell, ["-c", "true"]).status === 0;
/** A test that needs a shell says so in its name when it is skipped, and `npm test` lists it. */
const needing = (shell: string, name: string) =>
  hasShell(shell) ? name : `${name} — skipped: ${shell} is not installed`;

describe("completion", () => {
  let cli: TestCli;
  let bash: string;
  beforeEach(async () => {
    cli = createTestCli();
    bash = (await cli.run("completion", "bash")).stdout;
  });
  afterEach(() => cli.cleanup());

  /** What bash offers after typing `line` (the last word is being completed). */
  const complete = (line: string): Array<string> => {
    const script = join(cli.cwd, "cabline.bash");
    writeFileSync(script, bash);
    const words = line.split(" ");
    const result = spawnSync(
      "bash",
      [
        "-c",
        `source ${script}; COMP_WORDS=(${words.map((word) => `'${word}'`).join(" ")}); COMP_CWORD=${words.length - 1}; _cabline; printf '%s\\n' "\${COMPREPLY[@]}"`,
      ],
      { cwd: cli.cwd, encoding: "utf8" },
    );
    expect(result.stderr).toBe("");
    return result.stdout.split("\n").filter((word) => word !== "");
  };

  it.runIf(hasShell("bash"))(
    needing("bash", "bash: is valid and completes commands, subcommands, options and values"),
    () => {
      expect(spawnSync("bash", ["-n"], { input: bash }).status).toBe(0);
      expect(complete("cabline tr")).toEqual(["trips", "track"]);
      expect(complete("cabline trips ")).toEqual(["list", "show", "cancel"]);
      expect(complete("cabline --tenant GDT trips list --fi")).toEqual(["--filter"]);
      expect(complete("cabline trips list --filter up")).toEqual(["upcoming"]);
      expect(complete("cabline --tenant P")).toEqual(["PDC"]);
      expect(complete("cabline book --return-a")).toEqual(["--return-at", "--return-accept-charge"]);
      expect(complete("cabline --j")).toEqual(["--json"]);
    },
  );

  it.runIf(hasShell("zsh"))(
    needing("zsh", "zsh: is valid and completes commands, subcommands and values"),
    async () => {
      const zsh = (await cli.run("completion", "zsh")).stdout;
      expect(spawnSync("zsh", ["-n"], { input: zsh }).status).toBe(0);
      const script = join(cli.cwd, "_cabline");
      writeFileSync(script, zsh);
      // Outside a completion widget: stand-ins for the completion builtins print what they are given.
      const offered = (words: ReadonlyArray<string>): string =>
        spawnSync(
          "zsh",
          [
            "-fc",
            `compdef() { :; }; source ${script}
_describe() { print -rl -- "\${entries[@]}" | cut -d: -f1 | tr "\n" " "; }
compadd() { shift; print -rn -- "$@"; }
_files() { print -n files; }
words=(${words.map((word) => `'${word}'`).join(" ")}); CURRENT=${words.length}; _cabline`,
          ],
          { encoding: "utf8" },
        ).stdout.trim();
      expect(offered(["cabline", "trips", ""])).toBe("list show cancel");
      expect(offered(["cabline", "--tenant", "GDT", "trips", "list", "--filter", ""])).toBe(
        "all upcoming active history",
      );
      expect(offered(["cabline", "bulk", ""])).toBe("files");
    },
  );

  it("zsh: names every command with its description", async () => {
    const { code, stdout } = await cli.run("completion", "zsh");
    expect(code).toBe(0);
    expect(stdout.startsWith("#compdef cabline")).toBe(true);
    expect(stdout).toContain("'bulk:book the trips of a CSV file");
    expect(stdout).toContain('"cabline driver bid"');
  });

  it("refuses another shell (exit 2)", async () => {
    const { code, stderr } = await cli.run("completion", "fish");
    expect(code).toBe(2);
    expect(stderr).toContain("Expected bash or zsh.");
  });
});
