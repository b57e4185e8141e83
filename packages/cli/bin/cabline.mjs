#!/usr/bin/env node
// The `cabline` binary. Node 24 runs the TypeScript sources directly (type stripping), so there
// is no build step. The compile cache keeps the stripped and compiled modules between runs, and
// src/main.ts loads the domain and the ports only when a command runs: `--help` stays fast.
import { enableCompileCache } from "node:module";

enableCompileCache?.();
const { main } = await import("../src/main.ts");
process.exitCode = await main(process.argv.slice(2));
