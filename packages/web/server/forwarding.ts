// What this server tells the dispatch API about a request it makes or passes on: the page's own
// host, scheme and API prefix (the sandbox builds the links and asset URLs it writes from them)
// and the client as this server saw it, never as the client said (the sandbox throttles sign-ins
// and codes per client by it). One set for the proxy (server.ts) and for the server's own calls
// (tenants.ts).
// With a proxy secret (CABLINE_PROXY_SECRET, which npm start shares with the sandbox's
// SANDBOX_PROXY_SECRET), the dispatch API believes these headers from this server alone.
export const proxySecretHeader = "x-cabline-proxy";

export function forwardingFor(origin: URL, clientAddress?: string, proxySecret?: string): Record<string, string> {
  return {
    "x-forwarded-host": origin.host,
    "x-forwarded-proto": origin.protocol.replace(/:$/, ""),
    "x-forwarded-prefix": "/api",
    ...(clientAddress === undefined ? {} : { "x-forwarded-for": clientAddress }),
    ...(proxySecret === undefined ? {} : { [proxySecretHeader]: proxySecret }),
  };
}
