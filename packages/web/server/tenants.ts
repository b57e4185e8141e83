// The tenant behind a host (spec §1, §7): the web server asks the dispatch API
// for the tenant's configuration, decodes it with the domain's schema and turns it into branding,
// once a minute per host at most. The answer decides whether the host belongs to a known operator
// (an unknown one gets a page saying so) and is inlined into index.html, so the browser starts
// with the tenant's brand and needs neither the request nor the decoder. The support number is
// grouped for reading here (the domain's PhoneNumber with libphonenumber-js), so no page loads
// the library to show it.
//
// The answers are kept in a least-recently-used cache of at most 1000 hosts:
// every *.localhost name passes the host check, so a client sending random Host headers would
// otherwise grow the cache without end. Unknown answers are cached too, within that bound, so the
// same unknown host does not cost a dispatch API call per request; a flood of new names evicts the
// oldest entries (a known tenant then costs one more configuration call), never memory.
import { isDispatchError } from "@cabline/api-ports";
import { createHttpDispatchApi } from "@cabline/api-ports/http";
import type * as Account from "@cabline/domain/Account";
import * as ErrorCatalogue from "@cabline/domain/ErrorCatalogue";
import * as PhoneNumber from "@cabline/domain/PhoneNumber";
import type * as RideAvailability from "@cabline/domain/RideAvailability";
import * as Tenant from "@cabline/domain/Tenant";
import { Schema } from "effect";
import type { BootBooking, BootTenant } from "../src/app/boot.ts";
import { forwardingFor } from "./forwarding.ts";

export type TenantLookup =
  | {
      readonly _tag: "Known";
      readonly tenant: BootTenant;
      /**
       * The origins that may frame its widget (Tenant.embedOriginsOf: each checked as one origin),
       * for frame-ancestors; not sent to the browser. None: the tenant's own site only.
       */
      readonly embedOrigins?: ReadonlyArray<string>;
    }
  | { readonly _tag: "Unknown"; readonly code: string }
  /** The dispatch API did not answer: the page is served and the browser loads the tenant itself. */
  | { readonly _tag: "Unreachable"; readonly code: string };

const decodeConfiguration = Schema.decodeUnknownResult(Tenant.TenantConfiguration);

export type TenantDirectoryOptions = {
  readonly dispatchUrl: string;
  readonly fetch?: typeof fetch;
  readonly ttlMs?: number;
  readonly now?: () => number;
  /** The most hosts remembered; the least recently asked goes first. 1000. */
  readonly maxEntries?: number;
  /** CABLINE_PROXY_SECRET, sent with the forwarding headers (forwarding.ts). */
  readonly proxySecret?: string;
};

export function tenantDirectory(options: TenantDirectoryOptions) {
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? (() => Date.now());
  const fetcher = options.fetch ?? fetch;
  const maxEntries = Math.max(1, options.maxEntries ?? 1000);
  const tenants = lruCache<TenantLookup>({ ttlMs, now, maxEntries });
  const fleets = lruCache<ReadonlyArray<RideAvailability.RideType> | undefined>({ ttlMs, now, maxEntries });

  async function fetchTenant(code: string, origin: URL): Promise<TenantLookup> {
    let response: Response;
    try {
      response = await fetcher(`${options.dispatchUrl}/configuration/get`, {
        headers: { [Tenant.tenantHeader]: code, ...forwardingFor(origin, undefined, options.proxySecret) },
        signal: AbortSignal.timeout(5_000),
      });
    } catch {
      return { _tag: "Unreachable", code };
    }
    // A throttled or timed-out answer says nothing about the tenant: it is asked again on the next
    // request, and the page meanwhile loads the tenant itself. Any other refusal means no such tenant.
    if (response.status === 429 || response.status === 408) return { _tag: "Unreachable", code };
    if (response.status >= 400 && response.status < 500) return { _tag: "Unknown", code };
    if (!response.ok) return { _tag: "Unreachable", code };
    const body: unknown = await response.json().catch(() => undefined);
    const decoded = decodeConfiguration(body);
    // A configuration that does not decode is treated as empty: the app carries on with the
    // defaults, as spec §4 says for a failed or empty configuration.
    const configuration = decoded._tag === "Success" ? decoded.success : undefined;
    const embed = Tenant.embedOriginsOf(configuration);
    if (embed.refused.length > 0)
      // Tenant data that is not an origin never reaches the header; the operator is told once a load.
      console.warn(
        `[web] ${code}: embed_origins entries that are not origins (scheme://host[:port]) were left out: ${embed.refused.map((entry) => JSON.stringify(entry.slice(0, 100))).join(", ")}`,
      );
    return {
      _tag: "Known",
      embedOrigins: embed.allowed,
      tenant: {
        code,
        branding: readable(Tenant.brandingFrom(configuration)),
        analytics: Tenant.analyticsSetup(configuration),
      },
    };
  }

  /**
   * The tenant's ride types (spec §7 activeRideTypes), through the dispatch adapter and its
   * decoder, for the pages that show them: inlined, they let /book-ride paint its ride types with
   * no request and no decoder. Undefined when the API did not give them: the page then
   * asks for them itself.
   */
  function fetchRideTypes(code: string, origin: URL): Promise<ReadonlyArray<RideAvailability.RideType> | undefined> {
    return adapterFor(code, origin)
      .bookings.getActiveRideTypes()
      .catch(() => undefined);
  }

  /**
   * The dispatch adapter (its decoders) for one page request: the page's origin and, when known,
   * the client's address as this server saw it (never as the client said), as the proxy sends them.
   */
  function adapterFor(code: string, origin: URL, clientAddress?: string, token?: string) {
    return createHttpDispatchApi({
      baseUrl: options.dispatchUrl,
      tenantCode: code,
      getToken: () => token,
      onSignedOut: () => undefined,
      fetch: (input, init) => {
        const request = new Request(input, init);
        for (const [name, value] of Object.entries(forwardingFor(origin, clientAddress, options.proxySecret)))
          request.headers.set(name, value);
        return fetcher(request);
      },
      timeoutMs: 5_000,
      retry: { retries: 0 },
    });
  }

  /**
   * The booking behind a token page (spec §7 getBooking; /t, /track, /share), decoded, for the
   * page to paint with no request and no decoder: Found, or Refused when the dispatch
   * API says the token is no booking's (§8 invalid_booking, its catalogue message). Undefined when
   * it did not answer: the page asks itself. Never cached: the booking changes as the trip goes.
   */
  async function fetchBooking(code: string, origin: URL, token: string, clientAddress?: string) {
    try {
      const details = await adapterFor(code, origin, clientAddress).tracking.getBooking({ bookingToken: token });
      return { _tag: "Found", token, details, checkedAt: now() } satisfies BootBooking;
    } catch (error) {
      const failure: { readonly code?: unknown; readonly message?: unknown } =
        typeof error === "object" && error !== null ? error : {};
      return failure.code === ErrorCatalogue.invalidBooking && typeof failure.message === "string"
        ? ({ _tag: "Refused", token, message: failure.message } satisfies BootBooking)
        : undefined;
    }
  }

  /**
   * Who holds a session cookie (spec §7 checkToken, with the cookie's token as the bearer the
   * dispatch API also takes), for a page drawn signed in: their profile, SignedOut when the API
   * refuses the token (§8 invalid_token, 401), undefined when it did not answer. Never cached:
   * asked once per page, as the browser would at start-up.
   */
  async function fetchProfile(
    code: string,
    origin: URL,
    token: string,
    clientAddress?: string,
  ): Promise<
    { readonly _tag: "SignedIn"; readonly profile: Account.UserProfile } | { readonly _tag: "SignedOut" } | undefined
  > {
    try {
      return {
        _tag: "SignedIn",
        profile: await adapterFor(code, origin, clientAddress, token).customerAuth.checkToken(),
      };
    } catch (error) {
      return isDispatchError(error) && error.reason === "SignedOut" ? { _tag: "SignedOut" } : undefined;
    }
  }

  return {
    /** How many hosts are remembered (at most maxEntries). */
    size: (): number => tenants.size(),
    /** The tenant for a host already checked by isAllowedHost; `origin` is the page's origin. */
    lookup: (code: string, origin: URL): Promise<TenantLookup> =>
      // An unreachable API is asked again on the next request, not a minute later.
      tenants.get(
        `${code} ${origin.origin}`,
        () => fetchTenant(code, origin),
        (found) => found._tag !== "Unreachable",
      ),
    /** The tenant's ride types for a known tenant's host; undefined when the API did not give them. */
    rideTypes: (code: string, origin: URL): Promise<ReadonlyArray<RideAvailability.RideType> | undefined> =>
      fleets.get(
        `${code} ${origin.origin}`,
        () => fetchRideTypes(code, origin),
        (found) => found !== undefined,
      ),
    /** The booking of a token page; the client's address goes with the request, as the proxy sends it. */
    booking: fetchBooking,
    /** The profile behind a visitor's session cookie; the client's address goes with the request. */
    profile: fetchProfile,
  };
}

/**
 * A least-recently-used cache of answers, each kept for ttlMs, at most maxEntries of them. A Map
 * keeps insertion order: re-inserting on each hit makes its first key the least recently used.
 * An answer that `keep` refuses is dropped once it arrives, so the next request asks again.
 */
function lruCache<T>(options: { readonly ttlMs: number; readonly now: () => number; readonly maxEntries: number }) {
  const cache = new Map<string, { readonly at: number; readonly value: Promise<T> }>();
  return {
    size: (): number => cache.size,
    get(key: string, load: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
      const cached = cache.get(key);
      if (cached !== undefined && options.now() - cached.at < options.ttlMs) {
        cache.delete(key);
        cache.set(key, cached);
        return cached.value;
      }
      const value = load();
      cache.delete(key);
      cache.set(key, { at: options.now(), value });
      while (cache.size > options.maxEntries) {
        const oldest = cache.keys().next();
        if (oldest.done === true) break;
        cache.delete(oldest.value);
      }
      void value.then((found) => {
        if (!keep(found) && cache.get(key)?.value === value) cache.delete(key);
      });
      return value;
    },
  };
}

export type TenantDirectory = ReturnType<typeof tenantDirectory>;

/** The branding with its support number grouped for reading ("+44 23 8049 6000"). */
const readable = (branding: Tenant.Branding): Tenant.Branding =>
  branding.supportPhone === ""
    ? branding
    : { ...branding, supportPhone: PhoneNumber.formatForReading(branding.supportPhone) };
