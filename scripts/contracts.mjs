// The contracts in contracts/ are the source of truth for the web app, the CLI, the sandbox and the
// contract tests; this script keeps what is derived from them honest.
//   lint      Redocly CLI with the written ruleset in contracts/redocly.yaml
//   generate  openapi-typescript into packages/api-ports/src/generated/ (committed)
//   check     fails when the committed generated types differ from what the YAML generates
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const contracts = ["dispatch", "maps"];
const generatedDir = join(root, "packages", "api-ports", "src", "generated");

/** @param {string} command @param {string[]} args */
function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** @param {string} outDir */
function generate(outDir) {
  for (const name of contracts) {
    run("openapi-typescript", [
      join("contracts", `${name}.openapi.yaml`),
      "--output",
      join(outDir, `${name}.ts`),
      "--alphabetize",
      "--root-types",
      "--root-types-no-schema-prefix",
      "--silent",
    ]);
  }
}

const action = process.argv[2];
if (action === "lint") {
  run("redocly", [
    "lint",
    "--config",
    "contracts/redocly.yaml",
    "--format",
    "stylish",
    ...contracts.map((name) => `contracts/${name}.openapi.yaml`),
  ]);
} else if (action === "generate") {
  generate(generatedDir);
} else if (action === "check") {
  const scratch = mkdtempSync(join(tmpdir(), "cabline-generated-"));
  try {
    generate(scratch);
    const stale = contracts.filter(
      (name) =>
        readFileSync(join(scratch, `${name}.ts`), "utf8") !== readFileSync(join(generatedDir, `${name}.ts`), "utf8"),
    );
    if (stale.length > 0) {
      console.error(`generated types are stale for: ${stale.join(", ")}. Run: node scripts/contracts.mjs generate`);
      process.exit(1);
    }
    console.log("generated types match the contracts");
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
} else {
  console.error("usage: node scripts/contracts.mjs <lint|generate|check>");
  process.exit(2);
}
