/**
 * Password storage: scrypt from node:crypto (a slow, memory-hard hash) with a random 16-byte salt
 * per user. Stored as `scrypt$N$r$p$salt$hash` so the cost can change without breaking old rows.
 */
import { scrypt, scryptSync, timingSafeEqual } from "node:crypto";
import type { Random } from "./runtime.ts";

const cost = { N: 16384, r: 8, p: 1 } as const;
const keyLength = 32;

/** The one password every seeded person has (documented in the README; the sandbox holds no other secret). */
export const sandboxPassword = "cabline-sandbox";

/** Spec §8 password_invalid: the sandbox requires at least 8 characters. */
export const minimumPasswordLength = 8;

export const hashPassword = (password: string, random: Random): string => {
  const salt = Buffer.from(random(16));
  const hash = scryptSync(password, salt, keyLength, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), hash.toString("base64url")].join("$");
};

/** The same hash off the main thread (libuv's pool), for seeding many people at once. */
export const hashPasswordInBackground = (password: string, random: Random): Promise<string> => {
  const salt = Buffer.from(random(16));
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, cost, (error, hash) => {
      if (error !== null) reject(error);
      else
        resolve(["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), hash.toString("base64url")].join("$"));
    });
  });
};

export const verifyPassword = (password: string, stored: string): boolean => {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = scryptSync(password, Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};
