// The web server's side of the server-rendered first paint (docs/decisions/server-rendering.md):
// loads the app's server build (dist/.ssr/server-render.js, `vite build --ssr`), renders a page
// for a visitor signed out or signed in as a passenger, and remembers each rendered page for the minute it was drawn in.
// Anything that fails or cannot render answers undefined: the page then starts as it did before
// server rendering, with the loader, and the browser renders it.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { readCookie } from "../src/lib/cookies.ts";
import type { RenderOutcome, RenderRequest } from "../src/app/server-render.tsx";

export type PageRenderer = (request: RenderRequest) => Promise<string | undefined>;

/**
 * The session cookies a request carries (the sandbox's sessions.ts cookieName): a customer's
 * token, which the server checks to draw their page signed in, and whether a driver's session is
 * there (a driver's pages are drawn by the browser).
 */
export function sessionCookies(cookie: string | undefined): { readonly customer?: string; readonly driver: boolean } {
  const customer = readCookie(cookie, "access_token");
  const driver = readCookie(cookie, "driver_token") !== undefined;
  return customer === undefined ? { driver } : { customer, driver };
}

/**
 * A render is the same for every request with the same URL, boot data (its minute and a signed-in
 * visitor's profile included) and framing: one visitor's page is never another's.
 */
const cacheKey = ({ url, boot, framed }: RenderRequest): string =>
  createHash("sha256")
    .update(`${url.href}\n${framed ? "framed" : "top"}\n${JSON.stringify(boot)}`)
    .digest("base64");

/** The minute a page is drawn in: the time its fresh booking form starts from (boot.ts renderedAt). */
export const renderMinute = (nowMs: number): number => Math.floor(nowMs / 60_000) * 60_000;

/**
 * Remembers the last `size` renders: a page's render depends only on its URL, its boot data and
 * its framing, and the minute (renderedAt) is part of the boot data, so an entry serves for one
 * minute at most. Failed renders are remembered too, so a page that cannot render costs once.
 */
export function cachedRenderer(
  render: (request: RenderRequest) => Promise<RenderOutcome>,
  warn: (message: string) => void = console.warn,
  size = 500,
): PageRenderer {
  const cache = new Map<string, Promise<string | undefined>>();
  return (request) => {
    const key = cacheKey(request);
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const rendered = render(request).then(
      (outcome) => {
        if (outcome._tag === "Rendered") return outcome.html;
        // Why, never which page: a path can hold a booking's token.
        if (outcome.reason.startsWith("failed")) warn(`[web] a page did not render on the server: ${outcome.reason}`);
        return undefined;
      },
      (error: unknown) => {
        warn(`[web] a page did not render on the server: ${String(error)}`);
        return undefined;
      },
    );
    cache.set(key, rendered);
    if (cache.size > size) cache.delete(cache.keys().next().value ?? "");
    return rendered;
  };
}

/** The renderer of the build in `dist`, or undefined when the build has no server render. */
export async function loadPageRenderer(
  dist: string,
  warn: (message: string) => void = console.warn,
): Promise<PageRenderer | undefined> {
  const file = join(dist, ".ssr", "server-render.js");
  if (!existsSync(file)) {
    warn(`[web] ${file} not built: pages start in the browser (run the web build)`);
    return undefined;
  }
  try {
    // The build of src/app/server-render.tsx, found at run time: TypeScript cannot type an import by file URL.
    const module = (await import(pathToFileURL(file).href)) as {
      renderPage: (request: RenderRequest) => Promise<RenderOutcome>;
    };
    return cachedRenderer(module.renderPage, warn);
  } catch (error) {
    warn(`[web] the server render did not load (${String(error)}): pages start in the browser`);
    return undefined;
  }
}
