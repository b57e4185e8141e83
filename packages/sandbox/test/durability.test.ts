// Restart durability: main.ts runs as a child process on a temporary database; bookings are
// created in a loop; the process is killed with SIGKILL in the middle of the load; after a
// restart every booking that was acknowledged (HTTP 200) is there, unchanged. This is what WAL
// and "commit before the response" buy (src/db.ts: synchronous=NORMAL keeps this; only a power
// cut could lose the last commits). And main.ts's SANDBOX_PASSWORD_COST reaches the hashes it makes.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { client, freshKey, oneWay } from "./helpers.ts";

const main = join(import.meta.dirname, "..", "src", "main.ts");
const dir = mkdtempSync(join(tmpdir(), "cabline-sandbox-durability-"));
const dbPath = join(dir, "sandbox.db");
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

/** Starts main.ts on a free port and resolves with its URL once it prints it. */
const startMain = (env: Record<string, string> = {}): Promise<{ child: ChildProcess; url: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [main], {
      env: { ...process.env, SANDBOX_PORT: "0", SANDBOX_DB: dbPath, SANDBOX_RESET: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let output = "";
    const timer = setTimeout(() => reject(new Error(`main.ts did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const url = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url !== undefined) {
        clearTimeout(timer);
        resolve({ child, url });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (!/on http/.test(output)) reject(new Error(`main.ts exited (${signal ?? code}):\n${output}`));
    });
  });

describe("restart durability", () => {
  it("keeps every acknowledged booking when the process is killed mid-load", async () => {
    const first = await startMain();
    const call = client(first.url);
    const login = await call("POST", "/customer/v2/doLoginWeb", {
      form: { email: "passenger@example.com", password: "cabline-sandbox" },
    });
    const token = login.body.access_token as string;
    const acknowledged: { id: number; token: string; notes: string }[] = [];
    let stop = false;
    const worker = async (n: number): Promise<void> => {
      for (let i = 0; !stop; i++) {
        const notes = `worker ${n} booking ${i}`;
        try {
          const answer = await call("POST", "/customer/v2/booking", {
            token,
            key: freshKey(),
            json: oneWay({}, { asap: true, notes }),
          });
          if (answer.status === 200)
            acknowledged.push({ id: answer.body.bookings[0].id, token: answer.body.bookings[0].booking_token, notes });
        } catch {
          return; // the connection died with the process
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, n) => worker(n));
    while (acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 5));
    const exited = new Promise((resolve) => first.child.once("exit", resolve));
    first.child.kill("SIGKILL");
    stop = true;
    await Promise.all(workers);
    await exited;
    expect(first.child.signalCode).toBe("SIGKILL");

    const second = await startMain();
    const again = client(second.url);
    for (const booking of acknowledged) {
      const answer = await again("GET", `/customer/v2/getBooking?booking_token=${booking.token}`);
      expect(answer.status, `booking ${booking.id}`).toBe(200);
      expect(answer.body.booking).toMatchObject({ id: booking.id, notes: booking.notes });
    }
    const login2 = await again("POST", "/customer/v2/doLoginWeb", {
      form: { email: "passenger@example.com", password: "cabline-sandbox" },
    });
    expect(login2.status).toBe(200);
    second.child.kill("SIGTERM");
  }, 60_000);
});

describe("SANDBOX_PASSWORD_COST", () => {
  it("sets scrypt's N for the hashes main.ts makes, the seeded people's included, and they still sign in", async () => {
    const cheapDb = join(dir, "cheap.db");
    const { child, url } = await startMain({ SANDBOX_DB: cheapDb, SANDBOX_PASSWORD_COST: "1024" });
    const login = await client(url)("POST", "/customer/v2/doLoginWeb", {
      form: { email: "passenger@example.com", password: "cabline-sandbox" },
    });
    expect(login.status).toBe(200);
    const db = new DatabaseSync(cheapDb, { readOnly: true });
    const costs = db.prepare("SELECT DISTINCT substr(password_hash, 1, 12) AS cost FROM customers").all();
    db.close();
    expect(costs).toEqual([{ cost: "scrypt$1024$" }]);
    child.kill("SIGTERM");
  }, 30_000);
});
