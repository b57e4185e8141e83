/**
 * The clock: the domain takes "now" as a parameter and never reads the time itself (domain
 * README); this port is where the app reads it. Tests use `createTestClock`
 * (@cabline/api-ports/testing).
 */
import * as DateTime from "@cabline/domain/DateTime";

/** A Temporal.Instant, as the domain's functions take it. */
export type Instant = Parameters<typeof DateTime.toLondon>[0];

export interface Clock {
  now(): Instant;
}

export const systemClock: Clock = { now: () => DateTime.fromEpochMs(Date.now()).toInstant() };
