/**
 * Password storage: scrypt from node:crypto (a slow, memory-hard hash) with a random 16-byte salt
 * per user. Stored as `scrypt$N$r$p$salt$hash` so the cost can change without breaking old rows.
 *
 * No request blocks the others: handlers are synchronous, one SQLite
 * transaction each, so the server first does a request's password work on libuv's thread pool
 * (password-work.ts) and runs the handler inside `withPrepared`; verifyPassword and hashPassword
 * then find their answers ready. Without prepared work they compute in place, as before.
 */
import { scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { Worker } from "node:worker_threads";
import type { Random } from "./runtime.ts";
import * as AccountForms from "@cabline/domain/AccountForms";

/** scrypt's cost for new hashes; verification reads the cost from the stored hash. */
export const defaultPasswordCost = 16384;
/** The cheaper cost test runs use (SandboxOptions.passwordCost, SANDBOX_PASSWORD_COST): 16 times less CPU a hash. */
export const testPasswordCost = 1024;
let decoy: Promise<string> | undefined;
let cost: { readonly N: number; readonly r: 8; readonly p: 1 } = { N: defaultPasswordCost, r: 8, p: 1 };

/**
 * Sets scrypt's N for hashes made from now on (SandboxOptions.passwordCost). Tests that make
 * hundreds of sign-ins to exercise the throttles use a cheaper N: what they test is the order and
 * the count of answers, and a missing account still costs exactly what a wrong password does.
 */
export const setPasswordCost = (n: number): void => {
  if (!Number.isInteger(Math.log2(n)) || n < 2) throw new Error(`scrypt N must be a power of two: ${n}`);
  if (n !== cost.N) decoy = undefined;
  cost = { N: n, r: 8, p: 1 };
};
const keyLength = 32;

/** The one password every seeded person has (documented in the README; the sandbox holds no other secret). */
export const sandboxPassword = "cabline-sandbox";

/** Spec §8 password_invalid: at least the domain's minimum (AccountForms), as the forms ask. */
export const minimumPasswordLength = AccountForms.minimumPasswordLength;

/** Password work done before the handler ran, for the one password of the request. */
export interface Prepared {
  readonly password: string;
  /** Whether the password matches each stored hash it was checked against. */
  readonly verified: ReadonlyMap<string, boolean>;
  /**
   * The request named an account (an e-mail) and none exists: a check against any other hash is
   * the handler's decoy, and the equal-cost scrypt was already spent off the loop.
   */
  readonly noAccount: boolean;
  /** A fresh hash of the password, used once. */
  hash: string | undefined;
}

let current: Prepared | undefined;

/** Runs a synchronous handler with the request's prepared password work. */
export const withPrepared = <T>(prepared: Prepared | undefined, run: () => T): T => {
  current = prepared;
  try {
    return run();
  } finally {
    current = undefined;
  }
};

const encode = (salt: Buffer, hash: Buffer): string =>
  ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), hash.toString("base64url")].join("$");

type Scrypt = (password: string, salt: Buffer, length: number, options: ScryptOptions) => Promise<Buffer>;

/** scrypt on libuv's pool, at the event loop's priority: seeding, before anything is served. */
const scryptAsync: Scrypt = (password, salt, length, options) =>
  new Promise((resolve, reject) => {
    scrypt(password, salt, length, options, (error, hash) => (error === null ? resolve(hash) : reject(error)));
  });

let thread: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (hash: Buffer) => void; reject: (error: Error) => void }>();

/**
 * scrypt on the password thread (password-thread.ts), at the lowest CPU priority: a request's
 * password work, so that sign-ins never hold bookings up. One thread for the process, started on
 * first use; it keeps no process alive.
 */
const scryptLowPriority: Scrypt = (password, salt, length, options) => {
  if (thread === undefined) {
    const started = new Worker(new URL("./password-thread.ts", import.meta.url));
    started.unref();
    started.on("message", (answer: { id: number; hash?: Uint8Array; error?: string }) => {
      const pending = waiting.get(answer.id);
      waiting.delete(answer.id);
      if (answer.hash !== undefined) pending?.resolve(Buffer.from(answer.hash));
      else pending?.reject(new Error(answer.error ?? "scrypt failed"));
    });
    started.on("error", (error) => {
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
      thread = undefined;
    });
    thread = started;
  }
  const id = ++nextId;
  const worker = thread;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker.postMessage({ id, password, salt, length, options });
  });
};

const parse = (stored: string) => {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || salt === undefined || hash === undefined) return undefined;
  return {
    salt: Buffer.from(salt, "base64url"),
    expected: Buffer.from(hash, "base64url"),
    options: { N: Number(n), r: Number(r), p: Number(p) },
  };
};

const matches = (actual: Buffer, expected: Buffer): boolean =>
  actual.length === expected.length && timingSafeEqual(actual, expected);

/** verifyPassword off the event loop, on the low-priority password thread. */
export const verifyPasswordInBackground = async (password: string, stored: string): Promise<boolean> => {
  const parsed = parse(stored);
  if (parsed === undefined) return false;
  const actual = await scryptLowPriority(password, parsed.salt, parsed.expected.length, parsed.options);
  return matches(actual, parsed.expected);
};

export const hashPassword = (password: string, random: Random): string => {
  if (current?.password === password && current.hash !== undefined) {
    const ready = current.hash;
    current.hash = undefined;
    return ready;
  }
  const salt = Buffer.from(random(16));
  return encode(salt, scryptSync(password, salt, keyLength, cost));
};

/**
 * The same hash off the event loop: for a request on the low-priority password thread; for
 * seeding (`forSeeding`), many at once on libuv's pool, as nothing is served yet.
 */
export const hashPasswordInBackground = async (
  password: string,
  random: Random,
  forSeeding = false,
): Promise<string> => {
  const salt = Buffer.from(random(16));
  return encode(salt, await (forSeeding ? scryptAsync : scryptLowPriority)(password, salt, keyLength, cost));
};

export const verifyPassword = (password: string, stored: string): boolean => {
  if (current?.password === password) {
    const ready = current.verified.get(stored);
    if (ready !== undefined) return ready;
    if (current.noAccount) return false;
  }
  const parsed = parse(stored);
  if (parsed === undefined) return false;
  return matches(scryptSync(password, parsed.salt, parsed.expected.length, parsed.options), parsed.expected);
};

/** A hash no password matches (a random one), checked when the account is missing so both cost one scrypt. */
export const decoyHash = (random: Random): Promise<string> =>
  (decoy ??= hashPasswordInBackground(Buffer.from(random(24)).toString("base64url"), random));
