/**
 * The sandbox on a port: `createSandbox({ dbPath, port, clock, random })` is the HTTP app of
 * http.ts (Hono) served by @hono/node-server on loopback. The app itself answers in-process too
 * (`createSandboxApp`), which is how the CLI's unit tests reach it.
 */
import { serve } from "@hono/node-server";
import { Server } from "node:http";
import type { Db } from "./db.ts";
import { createSandboxApp, type SandboxOptions } from "./http.ts";

export { createSandboxApp, maxJsonDepth, routes, type SandboxApp, type SandboxOptions } from "./http.ts";

export interface Sandbox {
  readonly url: string;
  readonly port: number;
  readonly dbPath: string;
  /** True when this start created and seeded the database. */
  readonly seeded: boolean;
  readonly db: Db;
  close(): Promise<void>;
}

export const createSandbox = async (options: SandboxOptions): Promise<Sandbox> => {
  const app = await createSandboxApp(options);
  const host = options.host ?? "127.0.0.1";
  const { server, port } = await new Promise<{ server: Server; port: number }>((resolve, reject) => {
    const listening = serve(
      {
        // The peer's address is what per-client limits count (http.ts clientOf).
        // Node's parsed headers are what the handlers read, without building a Headers object.
        fetch: (request, env) =>
          app.fetch(request, {
            peer: env.incoming.socket.remoteAddress ?? "unknown",
            headers: env.incoming.headers,
          }),
        port: options.port ?? 4020,
        hostname: host,
        // Slow and idle clients are cut: the whole request within requestTimeoutMs (10 s), the
        // headers within the same, an idle kept-alive connection after 5 s; Node checks every second.
        serverOptions: {
          keepAlive: true,
          requestTimeout: options.requestTimeoutMs ?? 10_000,
          headersTimeout: options.requestTimeoutMs ?? 10_000,
          keepAliveTimeout: 5_000,
          connectionsCheckingInterval: 1_000,
        },
      },
      (address) => {
        // serve makes an HTTP/1.1 server (node:http) unless given another createServer.
        if (listening instanceof Server) resolve({ server: listening, port: address.port });
        else reject(new Error("The sandbox's server is not an HTTP/1.1 server."));
      },
    );
    listening.once("error", reject);
  });
  return {
    url: `http://${host}:${port}`,
    port,
    dbPath: app.dbPath,
    seeded: app.seeded,
    db: app.db,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          app.close();
          resolve();
        });
        server.closeAllConnections();
      }),
  };
};
