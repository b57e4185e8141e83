// Vite serves the web app on WEB_PORT (5173) and forwards /api to the dispatch API (the sandbox on
// SANDBOX_PORT, 4020, by default), so the browser talks to one origin per tenant host and cookies
// stay first-party. Tenant hosts are *.localhost locally; other host names are allowed through
// CABLINE_ALLOWED_HOSTS (comma-separated), because Vite refuses unknown Host headers.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const webPort = Number(process.env.WEB_PORT ?? 5173);
const dispatchApi = process.env.DISPATCH_API_URL ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 4020}`;
const allowedHosts = [".localhost", ...(process.env.CABLINE_ALLOWED_HOSTS ?? "").split(",").filter(Boolean)];

const server = {
  host: process.env.WEB_HOST ?? "127.0.0.1",
  port: webPort,
  strictPort: true,
  allowedHosts,
  proxy: {
    "/api": { target: dispatchApi, rewrite: (path: string) => path.replace(/^\/api/, ""), xfwd: true },
    // The sandbox's own assets (tenant logos) and tools (outbox), for a same-origin page.
    "/sandbox": { target: dispatchApi, xfwd: true },
  },
};

export default defineConfig({
  plugins: [react()],
  server,
  preview: server,
  build: { sourcemap: true, chunkSizeWarningLimit: 900 },
});
