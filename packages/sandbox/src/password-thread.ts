/**
 * The password thread, so no request blocks the others: a worker thread that runs scrypt at the
 * lowest CPU priority. On Linux a nice value belongs to a thread, so only this thread yields: when
 * bookings and sign-ins compete for the cores, the kernel runs the event loop first and a sign-in
 * waits its turn, instead of every booking waiting behind a burst of scrypts (libuv's pool runs
 * them at the event loop's own priority). Requests: { id, password, salt, length, options };
 * answers: { id, hash } or { id, error }.
 */
import { scryptSync, type ScryptOptions } from "node:crypto";
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";

interface Work {
  readonly id: number;
  readonly password: string;
  readonly salt: Uint8Array;
  readonly length: number;
  readonly options: ScryptOptions;
}

try {
  // 19 is the lowest priority; raising it back would need privileges this thread never uses.
  setPriority(19);
} catch {
  // A platform without per-thread priorities: the work still runs off the event loop.
}

parentPort?.on("message", (work: Work) => {
  try {
    const hash = scryptSync(work.password, work.salt, work.length, work.options);
    parentPort?.postMessage({ id: work.id, hash });
  } catch (error) {
    parentPort?.postMessage({ id: work.id, error: error instanceof Error ? error.message : String(error) });
  }
});
