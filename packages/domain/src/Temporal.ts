/**
 * Temporal for the domain: the platform's own where it has one (Chromium 144+, Firefox 139+),
 * else temporal-polyfill, which is then loaded (so on such a browser the first load of
 * /book-ride carries no 18 kB date library). One implementation per process: every module of the
 * domain takes Temporal from here, so values never mix the two. Node 24 has none and uses the
 * polyfill, so the unit tests run on it; the end-to-end tests run on Chromium's.
 */
import type { Temporal as Types } from "temporal-polyfill";

type TemporalApi = typeof Types;

// Kept: TypeScript's lib has no Temporal yet; the platform's, where present, is the API the polyfill types.
const platform = (globalThis as { readonly Temporal?: TemporalApi }).Temporal;

export const Temporal: TemporalApi = platform ?? (await import("temporal-polyfill")).Temporal;

/** The types, under the same name as the value, as `import { Temporal } from "temporal-polyfill"` gives. */
// eslint-disable-next-line @typescript-eslint/no-namespace -- a types-only namespace merged with the value
export declare namespace Temporal {
  export type Instant = Types.Instant;
  export type ZonedDateTime = Types.ZonedDateTime;
  export type PlainDate = Types.PlainDate;
  export type PlainTime = Types.PlainTime;
  export type PlainDateTime = Types.PlainDateTime;
}
