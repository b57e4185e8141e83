/**
 * `cabline bulk` end to end: a generated 1,000-row file with bad rows mixed in, booked against the
 * sandbox, killed part-way and run again; the second run books the rest, reports the first run's
 * rows as duplicates, and the account ends up with each good row booked exactly once.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cabline, cabline, type Sandbox, startSandbox } from "./sandbox.ts";

const places = [
  "Above Bar Street",
  "Southampton Airport",
  "Ocean Cruise Terminal",
  "Southampton Central",
  "Mayflower Cruise Terminal",
  "University of Southampton",
];

/** "YYYY-MM-DD" in London, `days` from today: the file stays valid whenever the test runs. */
const londonDate = (days: number): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(Date.now() + days * 86_400_000);

/** 1,000 trips over the next days; every 25th row has no drop-off, every 40th an unknown place, every 50th no PO number. */
const generate = (): { readonly csv: string; readonly good: number } => {
  const lines = [
    "pickup_time,pickup,drop,vias,passengers,luggage,ride_type,passenger_name,passenger_email,po_number,notes",
  ];
  let good = 0;
  for (let index = 0; index < 1000; index += 1) {
    const day = 2 + (index % 5);
    const hour = String(6 + (Math.floor(index / 5) % 14)).padStart(2, "0");
    const minute = String((index % 4) * 15).padStart(2, "0");
    const from = places[index % places.length] ?? "";
    const to = places[(index + 1 + (index % 3)) % places.length] ?? "";
    const via = index % 10 === 0 ? "Above Bar Street" : "";
    const when = londonDate(day);
    let drop = to;
    let pickup = from;
    let po = `PO-${1000 + index}`;
    if (index % 25 === 3) drop = "";
    else if (index % 40 === 7) pickup = "Nowhere Special Xq";
    else if (index % 50 === 11) po = "";
    else good += 1;
    lines.push(
      `${when} ${hour}:${minute},${pickup},${drop},${via},2,1,,Passenger ${index},p${index}@example.com,${po},"row ${index + 2}, please"`,
    );
  }
  return { csv: `${lines.join("\n")}\n`, good };
};

describe("cabline bulk against the sandbox", () => {
  let sandbox: Sandbox;
  let cli: Cabline;
  beforeAll(async () => {
    sandbox = await startSandbox();
    cli = cabline(sandbox.url);
    const login = await cli.run(["login", "--email", "booker@example.com", "--password", "cabline-sandbox"]);
    expect(login.code).toBe(0);
  });
  afterAll(async () => {
    cli?.cleanup();
    await sandbox?.stop();
  });

  const total = async (): Promise<number> => {
    const { stdout } = await cli.run(["--json", "trips", "list", "--count", "1"]);
    return JSON.parse(stdout).total as number;
  };

  it("books 1,000 rows with bad ones mixed in; killed and resumed, it books nothing twice", async () => {
    const { csv, good } = generate();
    writeFileSync(join(cli.cwd, "trips.csv"), csv);
    const before = await total();

    const dry = await cli.run(["--json", "bulk", "trips.csv", "--dry-run"]);
    expect(dry.code).toBe(2);
    const checked = JSON.parse(dry.stdout);
    expect(checked.summary).toMatchObject({ total: 1000, valid: good, failed: 1000 - good, booked: 0 });
    expect(await total()).toBe(before);

    // First run: small batches one at a time, killed once some rows are booked.
    const first = cli.start(["bulk", "trips.csv", "--batch-size", "10", "--concurrency", "1"]);
    let output = "";
    const bookedLines = () => output.split("\n").filter((line) => /^row \d+\s+booked\s+\S+$/.test(line));
    await new Promise<void>((done) => {
      first.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (bookedLines().length >= 150 && first.exitCode === null && !first.killed) {
          first.kill("SIGKILL");
        }
      });
      first.once("close", () => done());
    });
    const seenBooked = bookedLines().length;
    expect(seenBooked).toBeGreaterThanOrEqual(150);
    expect(seenBooked).toBeLessThan(good);
    const afterKill = (await total()) - before;
    expect(afterKill).toBeGreaterThanOrEqual(seenBooked);
    expect(afterKill).toBeLessThan(good);

    // Second run: the same file finishes the job.
    const second = await cli.run(["--json", "bulk", "trips.csv"]);
    expect(second.code).toBe(1);
    const report = JSON.parse(second.stdout);
    expect(report.summary.total).toBe(1000);
    expect(report.summary.failed).toBe(1000 - good);
    expect(report.summary.duplicate).toBe(afterKill);
    expect(report.summary.booked).toBe(good - afterKill);
    expect(await total()).toBe(before + good);

    // Every good row has one booking; the tokens of duplicates are the first run's.
    const tokens = report.results
      .filter((row: { status: string }) => row.status !== "failed")
      .map((row: { booking_token: string }) => row.booking_token);
    expect(new Set(tokens).size).toBe(good);
    const firstTokens = bookedLines().map((line) => line.split(/\s+/)[3]);
    const duplicates = new Set(
      report.results
        .filter((row: { status: string }) => row.status === "duplicate")
        .map((row: { booking_token: string }) => row.booking_token),
    );
    expect(firstTokens.every((token) => duplicates.has(token))).toBe(true);

    // The failures say why, with the row number a spreadsheet shows.
    const failures = report.results.filter((row: { status: string }) => row.status === "failed");
    expect(failures.find((row: { row: number }) => row.row === 5)).toMatchObject({
      error: "validation",
      message: "drop: Enter a drop-off address.",
    });
    expect(failures.find((row: { row: number }) => row.row === 9).message).toContain("We could not find that place");
    expect(failures.find((row: { row: number }) => row.row === 13).message).toContain("po_number: Enter a PO number");

    // A third run books nothing at all.
    const third = await cli.run(["--quiet", "bulk", "trips.csv"]);
    expect(third.stdout.trim()).toBe(`1000 rows: booked 0, duplicate ${good}, failed ${1000 - good}.`);
    expect(await total()).toBe(before + good);
  });
});
