// Starts the web server (`npm start` runs it through scripts/start.mjs): WEB_PORT (5173),
// WEB_HOST (127.0.0.1), the dispatch API at DISPATCH_API_URL or the sandbox on SANDBOX_PORT
// (4020), CABLINE_ALLOWED_HOSTS (tenant host names beyond .localhost, comma-separated; a leading
// dot allows a domain and its subdomains), CABLINE_EMBED_ANCESTORS (who may frame /embeddedBook on
// every tenant host, replacing the tenants' own lists; unset: each tenant's embed_origins, or its
// own site only), CABLINE_FORWARD_SANDBOX_CONTROLS=1 (forward the sandbox's outbox, dispatcher
// and contract controls on tenant hosts too; off by default), CABLINE_PROXY_SECRET (sent with the
// forwarding headers; the sandbox's SANDBOX_PROXY_SECRET, so it believes them from this server only),
// CABLINE_TRUSTED_PROXIES (addresses of a TLS-terminating proxy in front, comma-separated: its
// X-Forwarded-Proto https makes session cookies Secure; nobody else's forwarding header is believed).
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// React's production build for the server's render of the first paint: the development build is
// several times slower and says more. Set before the server's modules load (a static import would
// load them first, and any of them that loads React would fix the build it gets).
process.env.NODE_ENV ??= "production";
const { createWebServer } = await import("./server.ts");

const dist = process.env.WEB_DIST ?? join(dirname(dirname(fileURLToPath(import.meta.url))), "dist");
const port = Number(process.env.WEB_PORT ?? 5173);
const host = process.env.WEB_HOST ?? "127.0.0.1";
const dispatchUrl = process.env.DISPATCH_API_URL ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 4020}`;

const app = await createWebServer({
  dist,
  dispatchUrl: dispatchUrl.replace(/\/$/, ""),
  allowedHosts: (process.env.CABLINE_ALLOWED_HOSTS ?? "").split(",").filter((entry) => entry.trim() !== ""),
  ...(process.env.CABLINE_EMBED_ANCESTORS ? { embedAncestors: process.env.CABLINE_EMBED_ANCESTORS } : {}),
  sandboxControls: process.env.CABLINE_FORWARD_SANDBOX_CONTROLS === "1",
  ...(process.env.CABLINE_PROXY_SECRET ? { proxySecret: process.env.CABLINE_PROXY_SECRET } : {}),
  trustedProxies: (process.env.CABLINE_TRUSTED_PROXIES ?? "").split(","),
});
await app.listen({ port, host });
console.log(`[web] serving ${dist} on http://${host}:${port} (dispatch API ${dispatchUrl})`);
console.log(
  process.env.CABLINE_FORWARD_SANDBOX_CONTROLS === "1"
    ? "[web] CABLINE_FORWARD_SANDBOX_CONTROLS=1: the sandbox's outbox, dispatcher and contract controls are open on every tenant host"
    : "[web] sandbox controls (outbox, dispatcher, contracts) are not forwarded; only the offline payments, captcha and assets are",
);

const stop = () => void app.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
