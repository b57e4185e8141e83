// Shared helpers of the end-to-end suite.
import { expect, type Page } from "@playwright/test";
import { baseHost, loopbackOrigin } from "./playwright.config.ts";

export { baseHost, loopbackOrigin };

/** Collects page errors and console errors; `expectNone()` fails the test if there were any. */
export function watchErrors(page: Page, allow: ReadonlyArray<RegExp> = []) {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    if (!allow.some((pattern) => pattern.test(text))) problems.push(`console error: ${text}`);
  });
  return {
    problems,
    expectNone: () => expect(problems).toEqual([]),
  };
}

/** The seeded sandbox people (packages/sandbox README); the password is the sandbox's own. */
export const people = {
  passenger: { email: "passenger@example.com", password: "cabline-sandbox" },
  booker: { email: "booker@example.com", password: "cabline-sandbox" },
} as const;

export async function signIn(page: Page, who: { email: string; password: string }, tenant = "book", redirect?: string) {
  const query = redirect === undefined ? "" : `?redirect=${encodeURIComponent(redirect)}`;
  await page.goto(`${baseHost(tenant)}/sign-in${query}`);
  await page.getByLabel("E-mail address").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByTestId("sign-in-submit").click();
}

/** Waits until the app shell (not the configuration loader) is on screen. */
export async function appReady(page: Page) {
  await expect(page.getByTestId("full-screen-loader")).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator("main#main")).toBeVisible();
}
