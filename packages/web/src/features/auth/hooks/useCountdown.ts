// Seconds left before another code may be sent, ticking once a second (AccountForms.resendSecondsLeft).
import { resendSecondsLeft } from "@cabline/domain/AccountForms";
import { useEffect, useState } from "react";

export function useCountdown(startedAt: number | undefined, seconds: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = startedAt === undefined ? 0 : resendSecondsLeft(startedAt, seconds, now);
  useEffect(() => {
    if (startedAt === undefined) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [startedAt]);
  return left;
}
