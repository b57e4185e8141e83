// The pages the web server writes: index.html with this response's nonce, the
// boot data (runtime configuration and the tenant's branding), the tenant's title, description
// and icon, and a preload of the requested route's screen; and the page for a host no operator
// is known at.
import type { BootData } from "../src/app/boot.ts";
import { bootPlaceholder, serialiseBoot } from "../src/app/boot.ts";
import { unknownTenantWords as words } from "../src/app/unknown-tenant.ts";
import { brandStyle } from "../src/theme/brand.ts";
import { colourModeScript } from "./colour-mode-script.ts";
import { noncePlaceholder } from "./placeholders.ts";

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character] ?? character,
  );

export type IndexOptions = {
  readonly nonce: string;
  readonly boot: BootData;
  /** Files (as in the Vite manifest: "assets/x.js") of the route's screen, to preload beside the entry. */
  readonly preload: ReadonlyArray<string>;
  /** The page as the server rendered it (server-render.ts), in place of the loader; the browser hydrates it. */
  readonly page?: { readonly html: string; readonly framed: boolean } | undefined;
};

/** index.html's root and the loader in it (between the markers), which a server-rendered page replaces whole. */
const pageSlot = /<div id="root">\s*<!--cabline-page-->[\s\S]*<!--\/cabline-page-->\s*<\/div>/;

export function renderIndex(template: string, { nonce, boot, preload, page }: IndexOptions): string {
  const branding = boot.tenant?.branding;
  let html = template.replaceAll(noncePlaceholder, nonce);
  if (branding !== undefined) {
    html = html
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(branding.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*" \/>/,
        `<meta name="description" content="${escapeHtml(branding.metaDescription || branding.title)}" />`,
      )
      .replace(
        /<link rel="icon" href="[^"]*" type="image\/svg\+xml" \/>/,
        `<link rel="icon" href="${escapeHtml(branding.favicon)}"${branding.favicon.endsWith(".svg") ? ' type="image/svg+xml"' : ""} />`,
      );
  }
  const head = [
    // The visitor's colour mode before anything is drawn (server/colour-mode-script.ts).
    `<script>${colourModeScript}</script>`,
    `<script id="cabline-boot" type="application/json">${serialiseBoot(boot)}</script>`,
    // The tenant's colours from the first paint; the app does not compute them at start-up.
    ...(branding === undefined
      ? []
      : [`<style id="cabline-brand" nonce="${nonce}">${escapeHtml(brandStyle(branding.themeColour))}</style>`]),
    ...preload.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" nonce="${nonce}">`),
  ].join("\n    ");
  html = html.replace(bootPlaceholder, () => head);
  if (page === undefined) return html;
  // A drawn page is painted without the app's code, which only makes it interactive: its scripts
  // are asked for at once but at low priority, after what the paint shows (the brand's logo), and
  // Lighthouse then no longer reads them as holding the first paint up (throttled, the paint is
  // the same and the app ready as soon; docs/decisions/server-rendering.md).
  html = html.replace(/<script type="module" |<link rel="modulepreload" /g, (tag) => `${tag}fetchpriority="low" `);
  // Replaced by functions: "$" in the page's text stays text.
  // Nothing but the page in the root, not even white space: hydration expects what React wrote.
  return html.replace(
    pageSlot,
    () => `<div id="root" data-server-render="${page.framed ? "framed" : "top"}">${page.html}</div>`,
  );
}

/**
 * renderIndex for a server answering many requests: the page without its nonce is remembered for
 * the last `size` distinct pages (boot data, preloads and server render), so a response writes only
 * its fresh nonce into it. Rebuilding the page each time was most of the cost of answering a
 * remembered server render (docs/decisions/server-rendering.md).
 */
export function indexWriter(template: string, size = 100): (options: IndexOptions) => string {
  const pages = new Map<string, ReadonlyArray<string>>();
  return (options) => {
    const { boot, preload, page } = options;
    const key = [serialiseBoot(boot), preload.join(" "), page === undefined ? "-" : page.framed, page?.html ?? ""].join(
      "\u0000",
    );
    let parts = pages.get(key);
    if (parts === undefined) {
      parts = renderIndex(template, { ...options, nonce: noncePlaceholder }).split(noncePlaceholder);
      pages.set(key, parts);
      if (pages.size > size) pages.delete(pages.keys().next().value ?? "");
    }
    return parts.join(options.nonce);
  };
}

/** Not in the spec: a host with no operator behind it says so, and offers nothing else. */
export function renderUnknownTenant(host: string, nonce: string): string {
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(words.title)}</title>
    <style nonce="${nonce}">
      body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #18181b; background: #fafafa; }
      main { max-width: 36rem; margin: 0 auto; padding: 15vh 1.5rem 2rem; }
      h1 { font-size: 1.75rem; line-height: 1.25; margin: 0 0 1rem; }
      p { font-size: 1.0625rem; line-height: 1.6; margin: 0 0 1rem; color: #3f3f46; }
      code { font-size: 0.95em; background: #f4f4f5; padding: 0.1em 0.35em; border-radius: 4px; overflow-wrap: anywhere; }
      @media (prefers-color-scheme: dark) {
        body { color: #fafafa; background: #18181b; }
        p { color: #d4d4d8; }
        code { background: #27272a; }
      }
    </style>
  </head>
  <body>
    <main data-testid="unknown-tenant">
      <h1>${escapeHtml(words.title)}</h1>
      <p>${escapeHtml(words.before)}<code>${escapeHtml(host)}</code>${escapeHtml(words.after)}</p>
      <p>${escapeHtml(words.advice)}</p>
    </main>
  </body>
</html>
`;
}
