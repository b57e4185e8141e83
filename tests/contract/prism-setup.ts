// Global setup of the contract suite: `prism mock --errors` on each contract, on a free loopback
// port, stopped afterwards. `--errors` makes Prism answer 422 to any request that breaks the
// contract, so a wrong method, path, header or encoding fails the test that sent it.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

const root = join(import.meta.dirname, "..", "..");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function startPrism(contract: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    join(root, "node_modules", ".bin", "prism"),
    ["mock", "--errors", "--host", "127.0.0.1", "--port", String(port), join(root, "contracts", contract)],
    { stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (output.includes("Prism is listening")) return { url, child };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`prism mock ${contract} did not start:\n${output}`);
}

declare module "vitest" {
  export interface ProvidedContext {
    dispatchMockUrl: string;
    mapsMockUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const [dispatch, maps] = await Promise.all([startPrism("dispatch.openapi.yaml"), startPrism("maps.openapi.yaml")]);
  project.provide("dispatchMockUrl", dispatch.url);
  project.provide("mapsMockUrl", maps.url);
  return () => {
    for (const { child } of [dispatch, maps]) {
      if (child.pid !== undefined) {
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {
          child.kill("SIGTERM");
        }
      }
    }
  };
}
