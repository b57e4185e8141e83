// The sandbox database of one end-to-end run: a file in the temp folder named after the runner's
// process, removed when the run ends (global teardown), with any left by a run that was killed.
import { readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const prefix = "cabline-e2e-";

/** The database path of server `slot` (one per worker) of the run whose runner process is `pid`. */
export const e2eDatabase = (pid: number = process.pid, slot = 0): string =>
  join(tmpdir(), `${prefix}${pid}-${slot}.db`);

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** Removes this run's database files (.db, -wal, -shm) and those of runs no longer alive. */
export const removeE2eDatabases = (): string[] => {
  const removed: string[] = [];
  for (const name of readdirSync(tmpdir())) {
    const match = /^cabline-e2e-(\d+)-\d+\.db(-wal|-shm|-journal)?$/.exec(name);
    if (!match) continue;
    const pid = Number(match[1]);
    if (pid === process.pid || !alive(pid)) {
      rmSync(join(tmpdir(), name), { force: true });
      removed.push(name);
    }
  }
  return removed;
};

export default function globalTeardown(): void {
  removeE2eDatabases();
}
