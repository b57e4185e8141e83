/**
 * When the HTTP adapters try again. Transient failures (the network, or a gateway's 502, 503 or
 * 504) are retried at most 3 times with exponential backoff: always for GETs, and for POSTs only
 * when they carry an Idempotency-Key, because then the server replays instead of repeating the
 * write (contracts/README.md "Idempotency"). A timeout is not retried: the user has already waited
 * 60 seconds, and trying again is their call (with the same key).
 */

export interface RetryPolicy {
  /** Retries after the first attempt. */
  readonly retries: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  readonly sleep: (ms: number) => Promise<void>;
  /** Jitter source, [0, 1). */
  readonly random: () => number;
}

export const defaultRetryPolicy: RetryPolicy = {
  retries: 3,
  baseDelayMs: 300,
  maxDelayMs: 5000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

export const retryPolicy = (overrides: Partial<RetryPolicy> = {}): RetryPolicy => ({
  ...defaultRetryPolicy,
  ...overrides,
  retries: Math.min(Math.max(0, Math.floor(overrides.retries ?? defaultRetryPolicy.retries)), 3),
});

/** Gateway answers that say "try again": the request may not have reached the dispatch API. */
export const isTransientStatus = (status: number): boolean => status === 502 || status === 503 || status === 504;

/** GETs may always be retried; POSTs only when the server can recognise the retry by its key. */
export const mayRetry = (method: string, idempotencyKey: string | undefined): boolean =>
  method.toUpperCase() === "GET" || idempotencyKey !== undefined;

/**
 * The wait before retry `n` (1-based): base·2^(n-1), scaled by a jitter between 50 % and 100 % so
 * that clients do not return in step, capped at maxDelayMs. A Retry-After (seconds) is honoured up
 * to the cap.
 */
export const delayBefore = (n: number, policy: RetryPolicy, retryAfterSeconds?: number): number => {
  if (retryAfterSeconds !== undefined && Number.isFinite(retryAfterSeconds) && retryAfterSeconds >= 0) {
    return Math.min(retryAfterSeconds * 1000, policy.maxDelayMs);
  }
  const exponential = policy.baseDelayMs * 2 ** Math.max(0, n - 1);
  const jitter = 0.5 + Math.min(Math.max(policy.random(), 0), 1) / 2;
  return Math.round(Math.min(exponential * jitter, policy.maxDelayMs));
};

/** Retry-After in seconds (delta-seconds form only; an HTTP date is ignored). */
export const retryAfterSeconds = (header: string | null): number | undefined =>
  header !== null && /^\d+$/.test(header.trim()) ? Number(header.trim()) : undefined;

export type Settled<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown };

/**
 * Runs `attempt` until it settles with something that is not transient, or the retries run out
 * (or the request may not be retried at all). `transient` says whether to try again, and how long
 * the server asked to wait.
 */
export const withRetries = async <T>(options: {
  readonly policy: RetryPolicy;
  readonly retryable: boolean;
  readonly attempt: (n: number) => Promise<T>;
  readonly transient: (settled: Settled<T>) => false | { readonly retryAfterSeconds?: number | undefined };
}): Promise<T> => {
  for (let n = 0; ; n += 1) {
    const settled: Settled<T> = await options.attempt(n).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    const transient = options.transient(settled);
    if (transient === false || !options.retryable || n >= options.policy.retries) {
      if (settled.ok) return settled.value;
      throw settled.error;
    }
    await options.policy.sleep(delayBefore(n + 1, options.policy, transient.retryAfterSeconds));
  }
};
