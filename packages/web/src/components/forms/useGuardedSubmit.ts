// One submission at a time (a double click sends once) with a busy flag for the button's progress.
// `run` answers what the work answers (undefined when refused). Two buttons under one guard name
// their runs (`run(work, "withdraw")`): `running` says whose progress to show.
import { useCallback, useRef, useState } from "react";

export function useGuardedSubmit<Action extends string = never>() {
  const inFlight = useRef(false);
  const [running, setRunning] = useState<Action | true>();
  const run = useCallback(async <T>(work: () => Promise<T>, action?: Action): Promise<T | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setRunning(action ?? true);
    try {
      return await work();
    } finally {
      inFlight.current = false;
      setRunning(undefined);
    }
  }, []);
  return { busy: running !== undefined, running: running === true ? undefined : running, run };
}
