/**
 * The captcha behind phone codes, one that can fail (any non-empty captcha value once passed). The
 * server asks a port whether a response token is good, as it would ask a real provider's
 * siteverify; the sandbox brings its own provider, which can fail:
 * - its widget: `GET /sandbox/captcha/challenge` gives a sum to work out, `POST
 *   /sandbox/captcha/solve` { challenge_id, answer } gives a response token for a right answer;
 * - a response token is good once, for 2 minutes, in its own tenant; anything else (made up,
 *   reused, expired, another tenant's, a wrong answer's) fails verification.
 * With `captchaTestToken` set (SANDBOX_CAPTCHA_TEST_TOKEN), that one token always passes, like a
 * provider's test keys, for tools that cannot show a widget. Off by default.
 */
import type { CaptchaPort, Ctx, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import { badRequest, fail } from "./errors.ts";
import { optText } from "./input.ts";
import { hashToken, randomToken } from "./tokens.ts";

const challengeMs = 5 * 60_000;
const tokenMs = 2 * 60_000;

/** The sandbox's own provider; `testToken` always passes when given. */
export const sandboxCaptcha = (testToken?: string): CaptchaPort => ({
  verify: (ctx, token) => {
    if (token === undefined || token === "") return false;
    if (testToken !== undefined && testToken !== "" && token === testToken) return true;
    const spent = ctx.db.changes(
      "UPDATE captcha SET used_at = ? WHERE secret_hash = ? AND tenant = ? AND kind = 'token' AND used_at IS NULL AND expires_at > ?",
      ctx.now,
      hashToken(token),
      ctx.tenant.code,
      ctx.now,
    );
    return spent === 1;
  },
});

const number = (ctx: Ctx): number => ((ctx.random(1)[0] ?? 0) % 9) + 1;

const challenge = (ctx: Ctx): Reply => {
  const [a, b] = [number(ctx), number(ctx)];
  const id = randomToken(ctx.random);
  ctx.db.run(
    "INSERT INTO captcha(secret_hash, tenant, kind, answer, expires_at) VALUES (?, ?, 'challenge', ?, ?)",
    hashToken(id),
    ctx.tenant.code,
    String(a + b),
    ctx.now + challengeMs,
  );
  return ok({ challenge_id: id, question: `What is ${a} + ${b}?`, expires_in_seconds: challengeMs / 1000 });
};

const solve = (ctx: Ctx): Reply => {
  const id = optText(ctx.body, "challenge_id") ?? "";
  const row = ctx.db.get<{ answer: string }>(
    "SELECT answer FROM captcha WHERE secret_hash = ? AND tenant = ? AND kind = 'challenge' AND used_at IS NULL AND expires_at > ?",
    hashToken(id),
    ctx.tenant.code,
    ctx.now,
  );
  if (row === undefined) return badRequest("No such challenge, or it has expired. Ask for a new one.");
  // One answer per challenge, right or wrong, so guessing needs a new challenge each time.
  ctx.db.run(
    "UPDATE captcha SET used_at = ? WHERE secret_hash = ? AND tenant = ?",
    ctx.now,
    hashToken(id),
    ctx.tenant.code,
  );
  if (optText(ctx.body, "answer") !== row.answer) {
    return fail("bad_request", { message: "That is not the answer. Ask for a new challenge.", commit: true });
  }
  const token = `sbx_captcha_${randomToken(ctx.random)}`;
  ctx.db.run(
    "INSERT INTO captcha(secret_hash, tenant, kind, expires_at) VALUES (?, ?, 'token', ?)",
    hashToken(token),
    ctx.tenant.code,
    ctx.now + tokenMs,
  );
  return ok({ captchaToken: token, expires_in_seconds: tokenMs / 1000 });
};

export const captchaRoutes: ReadonlyArray<TenantRoute> = [
  route("GET", "/sandbox/captcha/challenge", "none", "public", challenge),
  route("POST", "/sandbox/captcha/solve", "any", "public", solve),
];
