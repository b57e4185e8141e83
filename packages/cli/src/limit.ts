/**
 * Runs work on a list with at most `limit` items in flight, in order of starting; stops starting
 * new items once the signal aborts (what has started finishes).
 * @lazy
 */
export const forEachLimited = async <T>(
  items: ReadonlyArray<T>,
  limit: number,
  work: (item: T, index: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> => {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length && signal?.aborted !== true) {
      const index = next;
      next += 1;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
};
