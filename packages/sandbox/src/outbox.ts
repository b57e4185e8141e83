/**
 * The outbox: the sandbox sends no SMS and no e-mail. Every message is written to the outbox
 * table of its tenant, printed on the console once its request commits, and returned by
 * GET /sandbox/outbox?to=<number or e-mail> (sandbox only, outside the contract, tenant-scoped).
 * What would be a header of a real e-mail (the subject, the recipient) is written as one clean
 * line (PlainText.headerLine), whoever composed it and whatever it quotes: a name or a tenant
 * setting with a line break cannot add a header once a real mailer sits behind the outbox.
 */
import * as PlainText from "@cabline/domain/PlainText";
import type { Ctx, OutboxMessage, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import { isEmail, normaliseEmail } from "./input.ts";
import { toE164 } from "./phone.ts";

export interface Message {
  readonly channel: "sms" | "email";
  readonly to: string;
  readonly subject: string;
  readonly body: string;
}

/** Writes a message to the outbox; the server prints it after the commit. */
export const send = (ctx: Ctx, message: Message): void => {
  // An address is at most 254 characters (RFC 5321 §4.5.3.1.3); a number in E.164 is far shorter.
  const recipient = PlainText.headerLine(message.to, 254);
  const subject = PlainText.headerLine(message.subject);
  const id = ctx.db.run(
    "INSERT INTO outbox(tenant, channel, recipient, subject, body, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    ctx.tenant.code,
    message.channel,
    recipient,
    subject,
    message.body,
    ctx.now,
  );
  ctx.sent.push({
    id,
    tenant: ctx.tenant.code,
    channel: message.channel,
    recipient,
    subject,
    body: message.body,
    created_at: ctx.now,
  });
};

export const formatForConsole = (message: OutboxMessage): string =>
  `[outbox] ${message.tenant} ${message.channel} to ${message.recipient}: ${message.subject}\n` +
  message.body
    .split("\n")
    .map((line) => `         ${line}`)
    .join("\n");

/** The recipient as stored: e-mails lower-cased, phone numbers in E.164. */
export const recipientKey = (to: string): string => {
  const trimmed = to.trim();
  if (isEmail(trimmed)) return normaliseEmail(trimmed);
  return toE164(trimmed) ?? trimmed;
};

const listOutbox = (ctx: Ctx): Reply => {
  const to = ctx.query.get("to");
  const limit = Math.min(Math.max(Number(ctx.query.get("limit") ?? 50) || 50, 1), 500);
  const rows =
    to === null || to.trim() === ""
      ? ctx.db.all<OutboxMessage>(
          "SELECT * FROM outbox WHERE tenant = ? ORDER BY id DESC LIMIT ?",
          ctx.tenant.code,
          limit,
        )
      : ctx.db.all<OutboxMessage>(
          "SELECT * FROM outbox WHERE tenant = ? AND recipient = ? ORDER BY id DESC LIMIT ?",
          ctx.tenant.code,
          recipientKey(to),
          limit,
        );
  return ok({
    messages: rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.recipient,
      subject: row.subject,
      body: row.body,
      created_at: new Date(row.created_at).toISOString(),
    })),
  });
};

export const outboxRoutes: ReadonlyArray<TenantRoute> = [route("GET", "/sandbox/outbox", "none", "public", listOutbox)];
