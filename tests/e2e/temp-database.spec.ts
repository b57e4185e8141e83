// An end-to-end run leaves no sandbox database behind: its own is removed at the end, and so are
// those of runs that were killed; a database of a run still going is left alone.
import { expect, test } from "@playwright/test";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { e2eDatabase, removeE2eDatabases } from "./temp-database.ts";

test("removes this run's and dead runs' databases, keeps a live run's", () => {
  const dead = 2 ** 22 + 12345; // above Linux's default pid_max: no such process
  // init: always alive. Never this run's own runner (process.ppid), whose sandbox has the file open.
  const live = 1;
  const files = [`${e2eDatabase(dead)}`, `${e2eDatabase(dead, 1)}-wal`, `${e2eDatabase(live, 1)}-shm`];
  for (const file of files) writeFileSync(file, "");
  removeE2eDatabases();
  expect(existsSync(e2eDatabase(dead))).toBe(false);
  expect(existsSync(`${e2eDatabase(dead, 1)}-wal`)).toBe(false);
  expect(existsSync(`${e2eDatabase(live, 1)}-shm`)).toBe(true);
  rmSync(`${e2eDatabase(live, 1)}-shm`, { force: true });
});
