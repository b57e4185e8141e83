// An end-to-end run leaves no sandbox database behind: its own is removed at the end, and so are
// those of runs that were killed; a database of a run still going is left alone.
import { expect, test } from "@playwright/test";
import { existsSync, writeFileSync } from "node:fs";
import { e2eDatabase, removeE2eDatabases } from "./temp-database.ts";

test("removes this run's and dead runs' databases, keeps a live run's", () => {
  const dead = 2 ** 22 + 12345; // above Linux's default pid_max: no such process
  const live = process.ppid; // the process that started this worker, alive while it runs
  const files = [`${e2eDatabase(dead)}`, `${e2eDatabase(dead)}-wal`, `${e2eDatabase(live)}-shm`];
  for (const file of files) writeFileSync(file, "");
  removeE2eDatabases();
  expect(existsSync(e2eDatabase(dead))).toBe(false);
  expect(existsSync(`${e2eDatabase(dead)}-wal`)).toBe(false);
  expect(existsSync(`${e2eDatabase(live)}-shm`)).toBe(true);
});
