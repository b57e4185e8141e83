// Vite builds the web app into dist/ (served by server/, `npm start`) and serves it for
// development on WEB_PORT (5173), forwarding /api and /sandbox to the dispatch API (the sandbox on
// SANDBOX_PORT, 4020, by default). Tenant hosts are *.localhost locally; other host names are
// allowed through CABLINE_ALLOWED_HOSTS (comma-separated), because Vite refuses unknown hosts.
import react from "@vitejs/plugin-react";
import type { ProxyOptions } from "vite";
import { defineConfig } from "vite";
import { noncePlaceholder } from "./server/placeholders.ts";
import { prebuiltChakraCss } from "./server/chakra-css.ts";
import { inLaterChunk, laterRecipeFiles } from "./server/later-chunk.ts";
import { precompress } from "./server/precompress.ts";

const webPort = Number(process.env.WEB_PORT ?? 5173);
const dispatchApi = process.env.DISPATCH_API_URL ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 4020}`;
const allowedHosts = [".localhost", ...(process.env.CABLINE_ALLOWED_HOSTS ?? "").split(",").filter(Boolean)];

// Small modules most first loads draw beside the shell, each otherwise a file of 0.1-1.3 kB gz:
// the form controls on native elements, the error summary and the forms' words, and leaf modules
// they use. Each imports nothing but the shell's modules, so the chunk pulls nothing else in.
const controlsChunk =
  /packages[\\/](?:web[\\/]src[\\/](?:components[\\/](?:controls[\\/](?:field|checkbox|radio|tabs|mark)|forms[\\/]messages|ErrorSummary)|lib[\\/]lists)\.tsx?|api-ports[\\/]src[\\/]MapsApi\.ts|domain[\\/]src[\\/](?:Payment|PlainText)\.ts)$/;

// The dev proxy passes on no forwarding header a client wrote, as the web server does
// (server/server.ts forwardedHeaders). The sandbox trusts the last
// X-Forwarded-For address from a loopback peer (this proxy) as the client it throttles sign-ins
// and codes by: a client's own header would let it pose as a new client on every attempt, and a
// client's X-Forwarded-Host would name the host of the links the sandbox writes. The client is
// named by the address the proxy saw.
const untrustedForwarding = (name: string) =>
  name.startsWith("x-forwarded-") || name === "forwarded" || name === "x-real-ip" || name === "via";
const configure: ProxyOptions["configure"] = (proxy) => {
  proxy.on("proxyReq", (proxyReq, request) => {
    for (const name of proxyReq.getHeaderNames()) if (untrustedForwarding(name)) proxyReq.removeHeader(name);
    const client = request.socket.remoteAddress;
    if (client !== undefined) proxyReq.setHeader("x-forwarded-for", client);
  });
};

// The web server's render of the first paint (src/app/server-render.tsx, run by
// server/server-render.ts): `vite build --ssr src/app/server-render.tsx` after the app's own build,
// into dist/.ssr, which the web server never serves (dotfiles are refused). Its packages load from
// node_modules at run time.
const serverRenderBuild = {
  plugins: [react()],
  build: { outDir: "dist/.ssr", emptyOutDir: true, copyPublicDir: false, sourcemap: false, minify: false },
};

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? serverRenderBuild
    : {
        plugins: [react(), prebuiltChakraCss(), precompress()],
        server: {
          host: process.env.WEB_HOST ?? "127.0.0.1",
          port: webPort,
          strictPort: true,
          allowedHosts,
          proxy: {
            "/api": { target: dispatchApi, rewrite: (path: string) => path.replace(/^\/api/, ""), configure },
            "/sandbox": { target: dispatchApi, configure },
          },
        },
        // The web server replaces the placeholder with a fresh nonce per response (CSP);
        // Vite puts it on every script and modulepreload tag and on a csp-nonce meta element that its
        // preload helper and the tenant-script injection read.
        html: command === "build" ? { cspNonce: noncePlaceholder } : {},
        // The bulk upload's worker is a module worker ({ type: "module" }): the domain it runs takes
        // Temporal with a top-level await (the platform's, else the polyfill), which iife cannot hold.
        worker: { format: "es" },
        build: {
          // Built for the error-reporting service, never served (the server answers 404 for *.map).
          sourcemap: "hidden",
          // The byte-budget test and the server read this to know each route's files.
          manifest: true,
          chunkSizeWarningLimit: 900,
          rolldownOptions: {
            treeshake: {
              // Schemas are values built by pure calls, and Chakra's unused default system is one
              // createSystem call: declared pure, whatever a page does not use leaves the bundle
              // (effect's Schema was on the start-up path only through such calls).
              manualPureFunctions: ["Schema", "createSystem", "createAnatomy"],
              propertyReadSideEffects: false,
            },
            output: {
              codeSplitting: {
                // The runtime every page starts with in one chunk: one request, and gzip sees it whole.
                groups: [
                  {
                    name: "framework",
                    // Taken first: the shell group below would hold React too, and then any change of the
                    // app's own shell would make returning visitors fetch React again.
                    priority: 3,
                    test: /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router|@emotion[\\/][^\\/]+|stylis|react-is|hoist-non-react-statics)[\\/]/,
                  },
                  // The recipes of components no first paint draws, with theme/later.ts that adds them
                  // (server/later-chunk.ts): taken before the shell, which would hold them otherwise.
                  {
                    name: "later",
                    priority: 2,
                    test: inLaterChunk(laterRecipeFiles()),
                    // Only these modules: what they import is the shell's.
                    includeDependenciesRecursively: false,
                  },
                  // Chakra's parts that every budgeted screen draws beside the shell (alerts, icons, the
                  // slot-recipe context, lists), in one file instead of four: 0.4-0.65 kB gz less for
                  // every screen but the QR page (+1.0 kB), which draws none of them.
                  {
                    name: "common",
                    priority: 1,
                    test: (id: string) =>
                      /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](?:components[\\/](?:alert|icons|list)[\\/.]|styled-system[\\/](?:create-slot-recipe-context|use-slot-recipe)\.js)/.test(
                        id,
                      ),
                    includeDependenciesRecursively: false,
                  },
                  // Lantern counts each request of a first load on its six simulated connections: 8
                  // fewer files on /book-ride, 3 on /sign-in (docs/decisions/server-rendering.md).
                  {
                    name: "controls",
                    priority: 1,
                    test: controlsChunk,
                    includeDependenciesRecursively: false,
                  },
                  // The forms' shared fields (components/forms: text, phone, the new password pair, a
                  // person's details, the reset form) in one lazy file instead of six: each lazy chunk
                  // is a name in the shell's preload table, and a sign-up page needs them all.
                  {
                    name: "account-forms",
                    priority: 1,
                    test: /components[\\/]forms[\\/](?:NewPasswordFields|PersonFields|PhoneField|SubmitForm|ResetPasswordForm|TextField)\.tsx$/,
                    includeDependenciesRecursively: false,
                  },
                  // The rest of the shell (everything the entry imports statically, which every route loads
                  // first) in one chunk: left to itself the bundler cut it into 42 files, down to 100-byte
                  // anatomy and utility chunks, each a request. Measured on the build: the shell from 43
                  // files to 3 and 187.7 to 178.9 kB gz (gzip sees it whole); /book-ride from 81 files to 41;
                  // no route loads a byte more, as every route loaded all of it already.
                  {
                    name: "shell",
                    tags: ["$initial"],
                    // The entry stays the entry (index.html and its script, which the manifest and the
                    // server look up): captured, the build had no entry chunk.
                    test: (id: string) => !/(?:[\\/]app[\\/]main\.tsx|index\.html)$/.test(id),
                    priority: 0,
                  },
                ],
              },
            },
          },
        },
      },
);
