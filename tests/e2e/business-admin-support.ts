// Helpers of the business-admin journeys: reading and poking the sandbox's state from
// Node, straight at the sandbox the Playwright config starts (Node does not resolve *.localhost).
import { expect, request, type APIRequestContext, type Page } from "@playwright/test";

import { sandboxOrigin } from "./playwright.config.ts";

export { sandboxOrigin };
const tenantCode = "BOOK";

export type Api = {
  readonly context: APIRequestContext;
  readonly token: string;
  get(path: string): Promise<{ status: number; body: Record<string, unknown> }>;
  post(path: string, form: Record<string, string | number>): Promise<{ status: number; body: Record<string, unknown> }>;
  postJson(
    path: string,
    json: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
};

/** Signs in through the API (doLoginWeb) and returns calls made with that person's token. */
export async function apiAs(email: string, password = "cabline-sandbox", tenant = tenantCode): Promise<Api> {
  const context = await request.newContext({ baseURL: sandboxOrigin, extraHTTPHeaders: { "X-TENANT-ID": tenant } });
  const login = await context.post("/customer/v2/doLoginWeb", { form: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const token = String(((await login.json()) as { access_token: string }).access_token);
  const auth = { Authorization: `Bearer ${token}` };
  const read = async (response: Awaited<ReturnType<APIRequestContext["get"]>>) => ({
    status: response.status(),
    body: (await response.json()) as Record<string, unknown>,
  });
  return {
    context,
    token,
    get: async (path) => read(await context.get(path, { headers: auth })),
    post: async (path, form) => read(await context.post(path, { headers: auth, form })),
    postJson: async (path, json, headers = {}) =>
      read(await context.post(path, { headers: { ...auth, ...headers }, data: json })),
  };
}

export type OutboxMessage = { channel: string; to: string; subject: string; body: string };

/** The sandbox's outbox for one recipient, newest first. */
export async function outbox(to: string): Promise<ReadonlyArray<OutboxMessage>> {
  const context = await request.newContext({ baseURL: sandboxOrigin, extraHTTPHeaders: { "X-TENANT-ID": tenantCode } });
  const response = await context.get(`/sandbox/outbox?to=${encodeURIComponent(to)}`);
  expect(response.status()).toBe(200);
  const { messages } = (await response.json()) as { messages: ReadonlyArray<OutboxMessage> };
  await context.dispose();
  return messages;
}

/** The business id of an account of the signed-in person, by name. */
export async function businessIdOf(api: Api, name: RegExp): Promise<number> {
  const { body } = await api.post("/customer/v2/checkToken", {});
  const accounts = (body.accounts ?? body.profile ?? []) as ReadonlyArray<{ business_id: number; name?: string }>;
  const account = accounts.find((candidate) => name.test(candidate.name ?? ""));
  expect(account, JSON.stringify(body)).toBeDefined();
  return Number(account?.business_id);
}

/** Chooses the business account in the header's switcher by its name. */
export async function chooseAccount(page: Page, name: RegExp) {
  const switcher = page.getByTestId("account-switcher");
  const optionFor = async () => {
    const options = await switcher
      .locator("option")
      .evaluateAll((nodes) =>
        nodes.map((node) => ({ value: (node as HTMLOptionElement).value, label: node.textContent ?? "" })),
      );
    return options.find((candidate) => name.test(candidate.label));
  };
  // The header shows a switcher only to people with a choice to make; with one account, that
  // account is already selected (spec §4 "the first account is selected by default").
  // Signed in first: the sign-in page moves on to the user's home.
  await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"), { timeout: 15_000 });
  await page.getByTestId("header-nav").waitFor();
  if ((await switcher.count()) === 0) return;
  // The switcher fills in once the token check has answered.
  const deadline = Date.now() + 15_000;
  while ((await optionFor()) === undefined && Date.now() < deadline) await page.waitForTimeout(250);
  const option = await optionFor();
  if (option === undefined) {
    // A member of one company only: that company is the selection already (its label may be the
    // account number when the profile carries no name).
    const count = await switcher.locator("option").count();
    expect(count, "the switcher offers the account or only one").toBeLessThanOrEqual(2);
    return;
  }
  await switcher.selectOption(option.value);
}

/** Calls with no one signed in (a person following an e-mailed link). */
export const anonymousApi = (): Promise<APIRequestContext> =>
  request.newContext({ baseURL: sandboxOrigin, extraHTTPHeaders: { "X-TENANT-ID": tenantCode } });
