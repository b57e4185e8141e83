/**
 * Share links (spec §2 /share/{token}). A share link has its own token, not the
 * passenger's booking token: whoever holds it may watch the ride and nothing more. The booking
 * token is what cancels, pays and sends receipts, so it stays with the passenger. The shared
 * view leaves out every credential and the passenger's contact details, notes and references.
 * Share tokens are not credentials of an account, so they are stored as they are, like booking
 * tokens.
 */
import { pairOf, toBooking, type BookingRow } from "./booking-records.ts";
import type { Ctx, Reply } from "./context.ts";
import { ok } from "./context.ts";
import { money } from "./money.ts";
import { randomToken } from "./tokens.ts";

/** The pair's share token, made the first time the passenger's own view asks for it. */
export const shareTokenOf = (ctx: Ctx, pairId: number): string => {
  const existing = ctx.db.get<{ token: string }>(
    "SELECT token FROM share_links WHERE tenant = ? AND pair_id = ?",
    ctx.tenant.code,
    pairId,
  );
  if (existing !== undefined) return existing.token;
  const token = randomToken(ctx.random);
  ctx.db.run(
    "INSERT INTO share_links(token, tenant, pair_id, created_at) VALUES (?, ?, ?, ?)",
    token,
    ctx.tenant.code,
    pairId,
    ctx.now,
  );
  return token;
};

/** Fields a person the ride was shared with does not see. */
const privateFields = [
  "passenger_phone",
  "passenger_email",
  "room",
  "reference",
  "notes",
  "your_references",
  "promocode",
];

const sharedLeg = (ctx: Ctx, row: BookingRow, token: string): Record<string, unknown> => {
  const full = toBooking(ctx.db, row, ctx.now);
  const view: Record<string, unknown> = { ...full, booking_token: token, read_only: true };
  for (const field of privateFields) delete view[field];
  return view;
};

/** GET /customer/v2/getBooking with a share token: the read-only view, or undefined for another token. */
export const sharedBooking = (ctx: Ctx, token: string): Reply | undefined => {
  const link = ctx.db.get<{ pair_id: number }>(
    "SELECT pair_id FROM share_links WHERE token = ? AND tenant = ?",
    token,
    ctx.tenant.code,
  );
  if (link === undefined) return undefined;
  const [first, ...rest] = pairOf(ctx, link.pair_id);
  if (first === undefined) return undefined;
  return ok({
    booking: sharedLeg(ctx, first, token),
    pair: rest.map((row) => sharedLeg(ctx, row, token)),
    amount_due: money(0),
  });
};
