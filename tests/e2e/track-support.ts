// Helpers of the trips and token-page journeys: talk to the sandbox from Node the way
// the CLI does, to make bookings and read what the sandbox did (its state and its outbox).
import { expect, type Page } from "@playwright/test";

import { sandboxOrigin } from "./playwright.config.ts";

/** Stored hostile markup that must come back as text on every page. */
export const hostile = `<img src=x onerror="window.__pwned=1"><b>bold</b>`;

export async function call(
  method: "GET" | "POST",
  path: string,
  options: { token?: string; form?: Record<string, string>; json?: unknown; key?: string } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { "X-TENANT-ID": "BOOK" };
  if (options.token !== undefined) headers["Authorization"] = `Bearer ${options.token}`;
  if (options.key !== undefined) headers["Idempotency-Key"] = options.key;
  let body: string | undefined;
  if (options.form !== undefined) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(options.form).toString();
  }
  if (options.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${sandboxOrigin}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text };
  }
}

export async function login(email = "passenger@example.com"): Promise<string> {
  const answer = await call("POST", "/customer/v2/doLoginWeb", { form: { email, password: "cabline-sandbox" } });
  expect(answer.status).toBe(200);
  return answer.body.access_token as string;
}

export const places = {
  aboveBar: {
    id: "sbx-addr-so14-7du-112-above-bar-street",
    description: "112 Above Bar Street, Southampton SO14 7DU",
    lat: 50.9063,
    lon: -1.4047,
    types: ["street_address"],
  },
  ocean: {
    id: "sbx-poi-ocean-cruise-terminal",
    description: "Ocean Cruise Terminal, Eastern Docks, Southampton SO14 3QN",
    lat: 50.8955,
    lon: -1.3964,
    types: ["cruise_terminal", "point_of_interest", "establishment"],
  },
};

let keys = 0;

/**
 * Books a one-way trip as the signed-in passenger, for `email` (whose outbox gets the
 * confirmation), with stored markup in the notes and reference.
 */
export async function book(
  token: string,
  options: { email: string; paymentMethod: "cash" | "card"; asap?: boolean; inMinutes?: number; businessId?: number },
) {
  const when = new Date(Date.now() + (options.inMinutes ?? 60 * 24 * 2) * 60_000).toISOString();
  const answer = await call("POST", "/customer/v2/booking", {
    token,
    key: `e2e-track-${process.pid}-${Date.now()}-${++keys}`,
    json: {
      outbound: {
        asap: options.asap ?? false,
        dateTime: when.replace(/\.\d{3}Z$/, "+00:00"),
        pickup: places.aboveBar,
        destinations: [places.ocean],
        passengers: 2,
        luggage: 1,
        rideId: 1,
        email: options.email,
        notes: hostile,
        reference: hostile,
      },
      returnEnabled: false,
      paymentMethod: options.paymentMethod,
      ...(options.businessId === undefined ? {} : { business_id: options.businessId }),
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as {
    pair_id: number;
    bookings: ReadonlyArray<{ id: number; booking_token: string; fare: { total: { amount: number } } }>;
  };
}

/**
 * Moves a trip on one step at once, as a dispatcher's console would (the sandbox's dispatcher
 * controls, on for these tests): the clock would take 30 s a step. Returns the new status.
 */
export async function moveOn(bookingToken: string): Promise<string> {
  const answer = await call("POST", "/sandbox/dispatcher/advance", { form: { booking_token: bookingToken } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.status as string;
}

/** The newest message to `to` whose body matches, polled until it arrives. */
export async function outboxMessage(to: string, pattern: RegExp): Promise<{ subject: string; body: string }> {
  let found: { subject: string; body: string } | undefined;
  await expect
    .poll(
      async () => {
        const answer = await call("GET", `/sandbox/outbox?to=${encodeURIComponent(to)}`);
        found = (answer.body.messages as { subject: string; body: string }[]).find((m) => pattern.test(m.body));
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found as { subject: string; body: string };
}

/** The link on the line that starts with `label` in an e-mail body. */
export const linkAfter = (body: string, label: string): string => {
  const line = body.split("\n").find((l) => l.startsWith(label));
  const url = line?.slice(label.length).trim();
  expect(url, `no "${label}" link in: ${body}`).toMatch(/^http:\/\//);
  return url as string;
};

/** The booking as the sandbox holds it now (getBooking by token). */
export async function bookingByToken(token: string) {
  const answer = await call("GET", `/customer/v2/getBooking?booking_token=${encodeURIComponent(token)}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Fails if any stored markup became an element (it must render as text). */
export async function expectMarkupAsText(page: Page) {
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator("main img[src='x']")).toHaveCount(0);
}
