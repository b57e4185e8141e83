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
  // One iterator for all the workers: each takes the next item as it becomes free.
  const queue = items.entries();
  const worker = async (): Promise<void> => {
    while (signal?.aborted !== true) {
      const next = queue.next();
      if (next.done === true) return;
      const [index, item] = next.value;
      await work(item, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
};
