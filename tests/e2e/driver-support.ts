// Helpers of the driver-portal journeys: the seeded driver, and reading the sandbox's own state
// (its API, called from Node on the loopback address with the tenant header).
import type * as AssistanceWords from "@cabline/domain/AssistanceWords";
import { expect, type Page } from "@playwright/test";
import { baseHost } from "./playwright.config.ts";
import { appReady } from "./support.ts";

export { baseHost };

import { sandboxOrigin } from "./playwright.config.ts";

export { sandboxOrigin };
export const theDriver = { email: "driver@example.com", password: "cabline-sandbox" } as const;

type Envelope = { error?: string } & Record<string, unknown>;

export async function sandbox(
  path: string,
  init: {
    method?: string;
    form?: Record<string, string>;
    json?: unknown;
    token?: string;
    tenant?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const sends = init.form !== undefined || init.json !== undefined;
  const response = await fetch(`${sandboxOrigin}${path}`, {
    method: init.method ?? (sends ? "POST" : "GET"),
    headers: {
      "X-TENANT-ID": init.tenant ?? "BOOK",
      ...(init.token === undefined ? {} : { Authorization: `Bearer ${init.token}` }),
      ...(init.form === undefined ? {} : { "Content-Type": "application/x-www-form-urlencoded" }),
      ...(init.json === undefined ? {} : { "Content-Type": "application/json" }),
      ...(init.method === "POST" || sends ? { "Idempotency-Key": `e2e-${crypto.randomUUID()}` } : {}),
      ...init.headers,
    },
    ...(init.form === undefined ? {} : { body: new URLSearchParams(init.form).toString() }),
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Envelope };
}

export async function driverToken(tenant = "BOOK"): Promise<string> {
  const { body } = await sandbox("/driver/doLoginToolbox", {
    form: { ...theDriver, android: "false", version: "0" },
    tenant,
  });
  expect(body.error).toBe("no_error");
  return body.access_token as string;
}

export type SandboxContract = {
  id: number;
  title: string;
  status: string;
  schedule: { days: string[]; return_time?: string; start_date: string; end_date: string; excluded_dates?: string[] };
  /** The trips as the sandbox counts them (Driver.contractTrips of the schedule). */
  trips_total: number;
  /** Live bids of every driver (Driver.bidsSoFar). */
  bids_count: number;
  my_bid: { id: number; amount: { amount: number }; status: string; note?: string } | null;
  /** What the passengers need of the driver (contract Assistance). */
  assistance?: { needs: ReadonlyArray<AssistanceWords.Need>; other: string };
};

/** The driver's contracts as the sandbox holds them now. */
export async function contractsInSandbox(status: "open" | "all" = "all", tenant = "BOOK"): Promise<SandboxContract[]> {
  const { body } = await sandbox(`/driver/repeat-service/bids/getContractsForWeb?status=${status}`, {
    token: await driverToken(tenant),
    tenant,
  });
  return body.contracts as SandboxContract[];
}

export async function loginAsDriver(page: Page, path = "/driver/login", tenant = "book") {
  await page.goto(`${baseHost(tenant)}${path}`);
  // Typed once the app has the page (support.ts signIn says why).
  await appReady(page);
  await page.getByLabel("E-mail address").fill(theDriver.email);
  await page.getByLabel("Password").fill(theDriver.password);
  await page.getByTestId("driver-login-submit").click();
}

/** The newest reset link e-mailed to the address: its path and query ("/reset-password-driver?token=…"). */
export async function latestResetLink(email: string): Promise<string> {
  const { body } = await sandbox(`/sandbox/outbox?to=${encodeURIComponent(email)}`);
  const messages = body.messages as Array<{ body: string }>;
  const link = messages
    .map((m) => /https?:\/\/\S+(\/reset-password-driver\?token=\S+)/.exec(m.body)?.[1])
    .find(Boolean);
  expect(link).toBeDefined();
  return link!;
}

/** Puts the seeded password back through the sandbox's own reset, so later journeys can sign in. */
export async function restorePassword(email: string, password: string) {
  await sandbox("/driver/forgotPassword", { form: { email } });
  const token = new URL(await latestResetLink(email), "http://x").searchParams.get("token")!;
  const { body } = await sandbox("/driver/resetPassword", { form: { token, password, confirmPassword: password } });
  expect(body.error).toBe("no_error");
}
