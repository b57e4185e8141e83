/**
 * Saved cards (spec §7 card/get, card/add; extension confirmCardSetup). A card is saved from a
 * payments-port token; cards that need 3-D Secure to be set up answer requires_action and are
 * saved by confirmCardSetup. Only brand, last 4 digits and expiry are kept and returned.
 */
import { Card } from "@cabline/domain";
import type { Ctx, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import { badRequest, fail } from "./errors.ts";
import { optBool, optText } from "./input.ts";
import { declined, isDecline, spendToken, type Behaviour } from "./payments.ts";
import { randomId, randomToken } from "./tokens.ts";

export interface CardRow {
  readonly id: string;
  readonly customer_id: number;
  readonly brand: string;
  readonly last4: string;
  readonly exp_month: number;
  readonly exp_year: number;
  readonly behaviour: Behaviour;
  readonly is_default: number;
  readonly status: string;
}

export const toCard = (row: CardRow): Record<string, unknown> => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  exp_month: row.exp_month,
  exp_year: row.exp_year,
  is_default: row.is_default === 1,
});

/** An active saved card of the signed-in customer in this tenant. */
export const ownCard = (ctx: Ctx, cardId: string): CardRow | undefined =>
  ctx.customer === undefined
    ? undefined
    : ctx.db.get<CardRow>(
        "SELECT * FROM cards WHERE id = ? AND tenant = ? AND customer_id = ? AND status = 'active'",
        cardId,
        ctx.tenant.code,
        ctx.customer.id,
      );

const makeDefault = (ctx: Ctx, customerId: number, cardId: string): void => {
  ctx.db.run(
    "UPDATE cards SET is_default = CASE WHEN id = ? THEN 1 ELSE 0 END WHERE tenant = ? AND customer_id = ?",
    cardId,
    ctx.tenant.code,
    customerId,
  );
};

const getCards = (ctx: Ctx): Reply => {
  const customer = ctx.customer ?? fail("invalid_token");
  const rows = ctx.db.all<CardRow>(
    "SELECT * FROM cards WHERE tenant = ? AND customer_id = ? AND status = 'active' ORDER BY is_default DESC, created_at",
    ctx.tenant.code,
    customer.id,
  );
  return ok({ cards: rows.map(toCard) });
};

const addCard = (ctx: Ctx): Reply => {
  const customer = ctx.customer ?? fail("invalid_token");
  const card = spendToken(ctx, optText(ctx.body, "newCardToken") ?? badRequest("newCardToken is required."));
  if (isDecline(card.behaviour)) return declined(card.behaviour);
  const first =
    ctx.db.get(
      "SELECT 1 FROM cards WHERE tenant = ? AND customer_id = ? AND status = 'active'",
      ctx.tenant.code,
      customer.id,
    ) === undefined;
  const setDefault = (optBool(ctx.body, "set_default") ?? false) || first;
  const id = randomId(ctx.random, "card_", 12);
  // Saving a card is its own set-up, so any card that ever asks for 3-D Secure asks now.
  const needsAction = Card.needsChallenge(card.behaviour, false);
  ctx.db.run(
    "INSERT INTO cards(id, tenant, customer_id, brand, last4, exp_month, exp_year, behaviour, is_default, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)",
    id,
    ctx.tenant.code,
    customer.id,
    card.brand,
    card.last4,
    card.exp_month,
    card.exp_year,
    card.behaviour,
    needsAction ? "pending_setup" : "active",
    ctx.now,
  );
  if (!needsAction) {
    if (setDefault) makeDefault(ctx, customer.id, id);
    return ok({ status: "succeeded", card: toCard(ownCard(ctx, id) ?? fail("internal_server_error")) });
  }
  const setupId = randomId(ctx.random, "seti_", 12);
  const clientSecret = `${setupId}_secret_${randomToken(ctx.random)}`;
  ctx.db.run(
    "INSERT INTO card_setups(id, tenant, customer_id, card_id, status, client_secret, set_default, created_at) VALUES (?, ?, ?, ?, 'requires_action', ?, ?, ?)",
    setupId,
    ctx.tenant.code,
    customer.id,
    id,
    clientSecret,
    setDefault ? 1 : 0,
    ctx.now,
  );
  return ok({
    status: "requires_action",
    setup_id: setupId,
    client_secret: clientSecret,
    next_action: { type: "use_stripe_sdk" },
  });
};

const confirmCardSetup = (ctx: Ctx): Reply => {
  const customer = ctx.customer ?? fail("invalid_token");
  const setup = ctx.db.get<{ id: string; card_id: string; status: string; set_default: number }>(
    "SELECT * FROM card_setups WHERE id = ? AND tenant = ? AND customer_id = ?",
    optText(ctx.body, "setup_id") ?? "",
    ctx.tenant.code,
    customer.id,
  );
  if (setup === undefined) return badRequest("No such card setup.");
  if (setup.status === "failed" || setup.status === "requires_action:failed") {
    ctx.db.run("UPDATE card_setups SET status = 'failed' WHERE id = ? AND tenant = ?", setup.id, ctx.tenant.code);
    ctx.db.run("UPDATE cards SET status = 'failed' WHERE id = ? AND tenant = ?", setup.card_id, ctx.tenant.code);
    return fail("card_declined", {
      message: "3-D Secure authentication failed.",
      commit: true,
      extra: { decline_code: "authentication_required" },
    });
  }
  if (setup.status !== "succeeded") {
    ctx.db.run("UPDATE card_setups SET status = 'succeeded' WHERE id = ? AND tenant = ?", setup.id, ctx.tenant.code);
    ctx.db.run("UPDATE cards SET status = 'active' WHERE id = ? AND tenant = ?", setup.card_id, ctx.tenant.code);
    if (setup.set_default === 1) makeDefault(ctx, customer.id, setup.card_id);
  }
  return ok({ status: "succeeded", card: toCard(ownCard(ctx, setup.card_id) ?? fail("internal_server_error")) });
};

export const cardRoutes: ReadonlyArray<TenantRoute> = [
  route("GET", "/customer/card/get", "none", "customer", getCards),
  route("POST", "/customer/v2/card/add", "form", "customer", addCard, { idempotent: true }),
  route("POST", "/customer/v2/card/confirmSetup", "form", "customer", confirmCardSetup),
];
