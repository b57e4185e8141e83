// Helpers of the accounts journeys: the sandbox outbox and the captcha question.
import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** The run's sandbox, asked directly from Node (the outbox is tenant-scoped by X-TENANT-ID). */
import { sandboxOrigin } from "./playwright.config.ts";

export { sandboxOrigin };

export type OutboxMessage = { id: number; channel: string; to: string; subject: string; body: string };

export async function outbox(request: APIRequestContext, tenant: string, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${sandboxOrigin}/sandbox/outbox?to=${encodeURIComponent(to)}`, {
    headers: { "X-TENANT-ID": tenant.toUpperCase() },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** The newest text message's code to a number, waiting until one newer than `after` arrives. */
export async function latestCode(request: APIRequestContext, tenant: string, number: string, after = 0) {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const message = (await outbox(request, tenant, number)).find((m) => m.channel === "sms" && m.id > after);
      code = message?.body.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeDefined();
  return code ?? "";
}

export async function newestId(request: APIRequestContext, tenant: string, to: string): Promise<number> {
  return (await outbox(request, tenant, to))[0]?.id ?? 0;
}

/** Answers the sandbox's sum ("What is 3 + 4?") shown in the security check with `id`. */
export async function answerCaptcha(page: Page, id: string, wrong = false) {
  const label = page.locator(`label[for="${id}"]`);
  await expect(label).toContainText("What is");
  const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec((await label.textContent()) ?? "") ?? [];
  const sum = Number(a) + Number(b);
  await page.locator(`#${id}`).fill(String(wrong ? sum + 1 : sum));
}
