// The real adapters wired to a Prism mock, with a fetch that records every exchange. The fetch is
// injected through the adapter's `fetch` option (no global mock): it adds `Prefer` when a test asks
// for a named example, remembers any `sl-violations` header (Prism's verdict on a request that
// breaks the contract) and which contract operation each request reached.
import {
  type DispatchApi,
  type ErrorEvent,
  type SignedOutEvent,
  createErrorReporting,
  createSessionStorage,
  sessionTokens,
} from "@cabline/api-ports";
import { createHttpDispatchApi, createHttpMapsApi, type Fetch } from "@cabline/api-ports/http";
import { Session } from "@cabline/domain";
import { expect } from "vitest";
import type { ContractDoc, Operation } from "./contract-doc.ts";

export interface Exchange {
  readonly operation: string | undefined;
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly body: string | undefined;
  readonly status: number;
  readonly violations: string | null;
}

/** The operation of the contract that a method and path reach (path templates such as /v1/places/{placeId}). */
export const operationFor = (operations: ReadonlyArray<Operation>, method: string, pathname: string) =>
  operations.find((op) => {
    if (op.method.toUpperCase() !== method.toUpperCase()) return false;
    const pattern = op.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{[^}]+\\?\}/g, "[^/]+");
    return new RegExp(`^${pattern}$`).test(decodeURIComponent(pathname));
  })?.id;

export const createRecorder = (doc: ContractDoc) => {
  const operations = doc.operations();
  const exchanges: Exchange[] = [];
  let prefer: string | undefined;

  const fetch: Fetch = async (request, init) => {
    const headers = new Headers(request.headers);
    if (prefer !== undefined) headers.set("Prefer", prefer);
    const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.text();
    const response = await globalThis.fetch(request.url, {
      method: request.method,
      headers,
      body: body ?? null,
      signal: init?.signal ?? null,
    });
    const url = new URL(request.url);
    exchanges.push({
      operation: operationFor(operations, request.method, url.pathname),
      method: request.method,
      url,
      headers,
      body,
      status: response.status,
      violations: response.headers.get("sl-violations"),
    });
    return response;
  };

  return {
    fetch,
    exchanges,
    /** Runs `call` with `Prefer: <value>` on its requests. */
    async preferring<T>(value: string, call: () => Promise<T>): Promise<T> {
      prefer = value;
      try {
        return await call();
      } finally {
        prefer = undefined;
      }
    },
    /** The last exchange (the request the adapter just sent). */
    last(): Exchange {
      const exchange = exchanges.at(-1);
      if (exchange === undefined) throw new Error("No request was sent");
      return exchange;
    },
    /** Operations that answered 2xx without a contract violation. */
    succeeded(): ReadonlySet<string> {
      return new Set(
        exchanges
          .filter((e) => e.status >= 200 && e.status < 300 && e.violations === null && e.operation !== undefined)
          .map((e) => e.operation as string),
      );
    },
    /** The violations Prism reported so far, forgotten once taken. */
    takeViolations(): string[] {
      const broken = exchanges.filter((e) => e.violations !== null).map((e) => e.violations as string);
      exchanges.splice(0, exchanges.length, ...exchanges.filter((e) => e.violations === null));
      return broken;
    },
    /** Fails when Prism found any request that broke the contract, and says which. */
    expectNoViolations(): void {
      const broken = exchanges
        .filter((e) => e.violations !== null)
        .map((e) => `${e.method} ${e.url.pathname} (${e.operation}): ${e.violations}`);
      exchanges.splice(0, exchanges.length, ...exchanges.filter((e) => e.violations === null));
      expect(broken, "Prism reported sl-violations").toEqual([]);
    },
  };
};

/** An in-memory Web Storage for the session. */
export const memoryWebStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

export const customerToken = "cbl_at_contractTestToken0000000000";

/** The dispatch adapter against Prism, signed in, recording sign-outs and error reports. */
export const dispatchHarness = (baseUrl: string, doc: ContractDoc, options: { readonly timeoutMs?: number } = {}) => {
  const recorder = createRecorder(doc);
  const session = createSessionStorage({ storage: memoryWebStorage });
  session.save(Session.signIn(Session.signedOut, customerToken));
  const signedOut: SignedOutEvent[] = [];
  const reports: ErrorEvent[] = [];
  const api: DispatchApi = createHttpDispatchApi({
    baseUrl,
    tenantCode: "BOOK",
    ...sessionTokens(session, (event) => signedOut.push(event)),
    errorReporting: createErrorReporting({
      dsn: "https://public@errors.example/1",
      send: (event) => reports.push(event),
    }),
    fetch: recorder.fetch,
    retry: { sleep: async () => undefined },
    ...options,
  });
  let signIns = 0;
  /** Signs in again with a new token (the adapter never resends a token the server refused). */
  const signIn = () => {
    signIns += 1;
    session.save(Session.signIn(Session.signedOut, `${customerToken}${signIns}`));
  };
  return { api, recorder, session, signedOut, reports, signIn };
};

export const mapsHarness = (baseUrl: string, doc: ContractDoc) => {
  const recorder = createRecorder(doc);
  const maps = createHttpMapsApi({ baseUrl, fetch: recorder.fetch, retry: { sleep: async () => undefined } });
  return { maps, recorder };
};
