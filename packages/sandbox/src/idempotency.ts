/**
 * Idempotency-Key (contracts/README.md "Idempotency"): createBooking, checkout, addCard, placeBid
 * and bulkImportTrips. Keys are kept per tenant and caller (customer, driver, guest id, or the
 * pay page's booking token). The same key with the same request replays the first response with
 * Idempotent-Replayed: true; with a different request it is refused with idempotency_key_reused.
 * The check and the work share the request's transaction and handlers are synchronous, so
 * concurrent duplicates cannot both book: the second sees the first's stored answer.
 */
import { createHash } from "node:crypto";
import type { Ctx, Reply } from "./context.ts";
import { badRequest, fail } from "./errors.ts";
import { isRecord, optText } from "./input.ts";

const keyPattern = /^[A-Za-z0-9_.:-]{8,255}$/;

/** Keys older than this are forgotten at start-up (the contract promises at least 24 hours). */
export const retentionMs = 48 * 60 * 60_000;

const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
};

const principalOf = (ctx: Ctx): string => {
  if (ctx.customer !== undefined) return `customer:${ctx.customer.id}`;
  if (ctx.driver !== undefined) return `driver:${ctx.driver.id}`;
  const guest = optText(ctx.body, "guestUserId");
  if (guest !== undefined) return `guest:${guest}`;
  const token = optText(ctx.body, "booking_token");
  return token === undefined ? "anonymous" : `token:${createHash("sha256").update(token).digest("hex")}`;
};

export const withIdempotency = (ctx: Ctx, operation: string, work: () => Reply): Reply => {
  const header = ctx.headers["idempotency-key"];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || key === "") return badRequest("The Idempotency-Key header is required.");
  if (!keyPattern.test(key)) return badRequest("Idempotency-Key must be 8-255 characters of A-Z a-z 0-9 _ . : -.");
  const principal = principalOf(ctx);
  const hash = createHash("sha256")
    .update(`${operation}\n${canonical(ctx.body)}`)
    .digest("hex");
  const stored = ctx.db.get<{ request_hash: string; status: number; body: string }>(
    "SELECT request_hash, status, body FROM idempotency WHERE tenant = ? AND principal = ? AND key = ?",
    ctx.tenant.code,
    principal,
    key,
  );
  if (stored !== undefined) {
    if (stored.request_hash !== hash) return fail("idempotency_key_reused");
    return { status: stored.status, body: JSON.parse(stored.body), headers: { "Idempotent-Replayed": "true" } };
  }
  const reply = work();
  const status = reply.status ?? 200;
  if (status === 200) {
    ctx.db.run(
      "INSERT INTO idempotency(tenant, principal, key, request_hash, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      ctx.tenant.code,
      principal,
      key,
      hash,
      status,
      JSON.stringify(reply.body),
      ctx.now,
    );
  }
  return { ...reply, headers: { ...reply.headers, "Idempotent-Replayed": "false" } };
};
