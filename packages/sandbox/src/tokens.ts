/**
 * Unguessable tokens (booking, pay and share links, sessions, resets, invitations, card tokens):
 * at least 128 bits of randomness, base64url, as the contract requires (pattern
 * `^[A-Za-z0-9_-]{22,}$`). Only SHA-256 hashes of credentials are stored.
 */
import { createHash } from "node:crypto";
import type { Random } from "./runtime.ts";

/** 16 random bytes (128 bits) by default: 22 base64url characters. */
export const randomToken = (random: Random, bytes = 16): string => Buffer.from(random(bytes)).toString("base64url");

/** A prefixed identifier such as `tok_sandbox_...` or `pi_...`. */
export const randomId = (random: Random, prefix: string, bytes = 16): string =>
  `${prefix}${randomToken(random, bytes)}`;

/** How credentials are kept at rest: a SHA-256 hex digest, never the token itself. */
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/** A 6-digit one-time code, uniform over 000000-999999 (rejection sampling avoids modulo bias). */
export const otpCode = (random: Random): string => {
  for (;;) {
    const bytes = random(4);
    const value = (((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)) >>> 0;
    if (value < 4_294_000_000) return String(value % 1_000_000).padStart(6, "0");
  }
};
