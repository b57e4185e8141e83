// Helpers of the business booking journeys: reading the sandbox's own state with the
// signed-in booker's token, straight from the sandbox (Node does not resolve *.localhost).
import { expect, type Page } from "@playwright/test";

import { sandboxOrigin } from "./playwright.config.ts";
import { sessionCookieOf } from "./support.ts";

/** The access token of the page's signed-in user, from its HttpOnly session cookie. */
export async function tokenOf(page: Page): Promise<string> {
  const token = (await sessionCookieOf(page))?.value;
  expect(token, "signed in").toBeTruthy();
  return token as string;
}

/** A call to the sandbox as the page's user, in the BOOK tenant. */
export async function sandbox<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const token = await tokenOf(page);
  const response = await fetch(`${sandboxOrigin}${path}`, {
    method: init.method ?? "GET",
    headers: {
      "X-TENANT-ID": "BOOK",
      Authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(init.method === "POST" ? { "Idempotency-Key": `e2e-${crypto.randomUUID()}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  expect(response.ok, `${path}: ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

/** Chooses an address from the suggestions of a labelled address search. */
export { choosePlace as chooseAddress } from "./support.ts";
