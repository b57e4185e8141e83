// The time now, re-read every `everyMs`: the driver's session countdown and the token pages' "updated
// 12 s ago" tick once a second.
import { useEffect, useState } from "react";

/**
 * `from`: what the first render reads instead of the clock, so a page the server drew hydrates with
 * the same text (the first tick reads the clock).
 */
export function useNow(everyMs = 1000, from?: number): number {
  const [now, setNow] = useState(() => from ?? Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
