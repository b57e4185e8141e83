/**
 * A request's password work, done on libuv's thread pool before its handler runs (a burst
 * of sign-ins must not stall bookings). For a request with a `password` field: check
 * it against the stored hashes of the e-mail it names (customers and drivers of the tenant, the
 * only accounts the sign-ins look up), or against a decoy when there is none, so a missing
 * account costs the same; and, unless an account was found (a sign-in), make one fresh hash of it
 * for a sign-up or a reset. The handler
 * still decides everything in its transaction (passwords.ts withPrepared).
 *
 * At most one request's work runs per core but one, so the event loop keeps a core for the
 * bookings: on the pool's four threads a burst of sign-ins took both cores of a small machine.
 * Sign-ins wait in line instead (bench/load.ts --sign-ins-per-second).
 */
import { availableParallelism } from "node:os";
import type { Db } from "./db.ts";
import { normaliseEmail, type Fields } from "./input.ts";
import { decoyHash, hashPasswordInBackground, verifyPasswordInBackground, type Prepared } from "./passwords.ts";
import type { Random } from "./runtime.ts";

const slots = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: Array<() => void> = [];

const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
  if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
};

export const preparePasswordWork = (
  db: Db,
  tenant: string,
  body: Fields,
  random: Random,
): Promise<Prepared | undefined> => inTurn(() => prepare(db, tenant, body, random));

const prepare = async (db: Db, tenant: string, body: Fields, random: Random): Promise<Prepared | undefined> => {
  const password = body["password"];
  if (typeof password !== "string" || password === "") return undefined;
  const typed = typeof body["email"] === "string" ? body["email"] : undefined;
  const email = typed === undefined ? undefined : normaliseEmail(typed);
  const stored =
    email === undefined
      ? []
      : [
          ...db.all<{ password_hash: string }>(
            "SELECT password_hash FROM customers WHERE tenant = ? AND email = ?",
            tenant,
            email,
          ),
          ...db.all<{ password_hash: string }>(
            "SELECT password_hash FROM drivers WHERE tenant = ? AND email = ? AND password_hash IS NOT NULL",
            tenant,
            email,
          ),
        ].map((row) => row.password_hash);
  const noAccount = email !== undefined && stored.length === 0;
  const [results, hash] = await Promise.all([
    Promise.all(
      (noAccount ? [await decoyHash(random)] : stored).map(
        async (hash) => [hash, await verifyPasswordInBackground(password, hash)] as const,
      ),
    ),
    stored.length === 0 ? hashPasswordInBackground(password, random) : Promise.resolve(undefined),
  ]);
  return { password, verified: new Map(results), noAccount, hash };
};
