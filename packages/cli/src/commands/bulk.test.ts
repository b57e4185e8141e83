import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestCli, password, type TestCli } from "../../test/helpers.ts";
import { runBulk } from "./bulk.ts";

const header =
  "pickup_time,pickup,drop,vias,passengers,luggage,ride_type,passenger_name,passenger_phone,passenger_email,flight_number,meet_and_greet,notes,po_number,cost_centre,payment_method";

const good = (day: number, hour: number) =>
  `2026-11-${String(day).padStart(2, "0")} ${String(hour).padStart(2, "0")}:15,Above Bar Street,Southampton Airport,,2,1,,Ada Lovelace,07700900111,ada@example.com,,no,,PO-${day}${hour},OPS,account`;

/** 20 good rows and 5 bad ones, mixed in. */
const rows = (): Array<string> => {
  const lines: Array<string> = [];
  for (let index = 0; index < 20; index += 1) lines.push(good(23 + (index % 5), 6 + Math.floor(index / 5)));
  lines.splice(3, 0, "2026-11-23 09:00,Above Bar Street,,,2,0,,,,,,,,PO-1,,account"); // no drop
  lines.splice(8, 0, "not a time,Above Bar Street,Southampton Airport,,2,0,,,,,,,,PO-1,,account"); // bad time
  lines.splice(12, 0, "2026-11-23 09:00,Above Bar Street,Southampton Airport,,9,0,Saloon,,,,,,,PO-1,,account"); // too many
  lines.splice(16, 0, "2026-11-23 09:00,Portsmouth International Port,Gunwharf Quays,,1,0,,,,,,,,PO-1,,account"); // server: not in region
  lines.splice(20, 0, "2026-11-23 09:00,Above Bar Street,Southampton Airport,,2,0,,,,,,,,,,account"); // no PO number
  return lines;
};

/** The running test's CLI, signed in as a booker, and its trips.csv (made before each test of the suite below). */
let cli: TestCli;
let file: string;
const booked = () => cli.dispatch.storedBookings().length;

describe("bulk", () => {
  beforeEach(async () => {
    cli = createTestCli();
    await cli.run("login", "--email", "booker@example.com", "--password", password);
    file = join(cli.cwd, "trips.csv");
    writeFileSync(file, `${header}\n${rows().join("\n")}\n`);
  });
  afterEach(() => cli.cleanup());

  describe("checking and booking the rows", checkingAndBookingRows);
  describe("running the same file again", runningTheFileAgain);

  it("is for business accounts only", async () => {
    await cli.run("account", "use", "none");
    const { code, stderr } = await cli.run("bulk", "trips.csv");
    expect(code).toBe(2);
    expect(stderr).toContain("Bulk upload is for business accounts");
  });

  describe("reading the file", readingTheFile);
});

function checkingAndBookingRows() {
  it("--dry-run checks every row and books nothing (exit 2 with bad rows)", async () => {
    const { code, body } = await cli.json("bulk", "trips.csv", "--dry-run");
    expect(code).toBe(2);
    expect(body.summary).toMatchObject({ total: 25, valid: 20, failed: 5, booked: 0 });
    expect(booked()).toBe(0);
  });

  it("books the good rows and reports each bad one with its row, field and message", async () => {
    const { code, stdout } = await cli.run("bulk", "trips.csv", "--batch-size", "4");
    expect(code).toBe(1);
    expect(booked()).toBe(20);
    // Rows are numbered as a spreadsheet shows them: the header is row 1.
    expect(stdout).toMatch(/^row 5\s+failed\s+\[validation\] drop: Enter a drop-off address\.$/m);
    expect(stdout).toMatch(/^row 10\s+failed\s+\[validation\] pickup_time: "not a time" is not a time/m);
    expect(stdout).toMatch(
      /^row 14\s+failed\s+\[validation\] passengers: No vehicle takes 9 passengers: the largest, 8-seater minibus, seats 8\./m,
    );
    expect(stdout).toMatch(
      /^row 18\s+failed\s+\[pickup_not_in_soton\] Trip must either start or finish inside Southampton region\.$/m,
    );
    expect(stdout).toMatch(/^row 22\s+failed\s+\[validation\] po_number: Enter a PO number/m);
    expect(stdout).toMatch(/^row 2\s+booked\s+[A-Za-z0-9_-]{22,}$/m);
    expect(stdout).toContain("25 rows: booked 20, duplicate 0, failed 5.");
  });

  it("reports a row the API refuses with bad_request in the catalogue's words and the API's own, on one line", async () => {
    writeFileSync(
      file,
      `${header}\n2026-11-23 09:00,Above Bar Street,Southampton Airport,,2,0,,"Ada Lane\nStatus: Paid\u202e",07700900111,ada@example.com,,no,,PO-1,,account\n`,
    );
    const { code, stdout } = await cli.run("bulk", "trips.csv");
    expect(code).toBe(1);
    expect(booked()).toBe(0);
    expect(stdout).toMatch(
      /^row 2\s+failed\s+\[bad_request\] Bad Request - Please contact support\. The API says: name must be one line\.$/m,
    );
    expect(stdout).not.toMatch(/^Status: Paid/m);
  });

  it("draws a progress bar only when stderr is a terminal, and writes a CSV report", async () => {
    await cli.run("bulk", "trips.csv");
    expect(cli.stderr.text).not.toContain("\r[");
    const tty = createTestCli({ tty: true });
    await tty.run("login", "--email", "booker@example.com", "--password", password);
    writeFileSync(join(tty.cwd, "trips.csv"), `${header}\n${rows().join("\n")}\n`);
    const context = await tty.context();
    await runBulk(context, "trips.csv", { report: "report.csv" }).catch(() => undefined);
    expect(tty.stderr.text).toMatch(/\r\[[#-]{24}\] \d+\/25 rows/);
    const report = readFileSync(join(tty.cwd, "report.csv"), "utf8").trim().split("\n");
    expect(report[0]).toBe("row,status,booking_token,error,message");
    expect(report).toHaveLength(26);
    // Each booking's token as the API gave it: no apostrophe before one that starts with "-".
    const tokens = tty.dispatch.storedBookings().map((booking) => booking.booking_token);
    const written = report.filter((line) => line.includes(",booked,")).map((line) => line.split(",")[2]);
    expect(written).toHaveLength(20);
    for (const token of written) expect(tokens).toContain(token);
    tty.cleanup();
  });
}

function runningTheFileAgain() {
  it("books nothing twice when the same file is run again: booked rows come back as duplicates", async () => {
    await cli.run("bulk", "trips.csv");
    const { code, body } = await cli.json("bulk", "trips.csv", "--concurrency", "2");
    expect(code).toBe(1);
    expect(body.summary).toMatchObject({ booked: 0, duplicate: 20, failed: 5 });
    expect(booked()).toBe(20);
  });

  it("finishes an interrupted run on the next one, with no duplicate booking", async () => {
    let calls = 0;
    cli.dispatch.onAnswered = (operation) => {
      if (operation === "bulkImportTrips" && ++calls === 2) cli.interrupt();
    };
    const first = await cli.json("bulk", "trips.csv", "--batch-size", "3", "--concurrency", "1");
    expect(first.code).toBe(130);
    expect(first.body.interrupted).toBe(true);
    expect(first.body.summary.booked).toBeLessThan(20);
    expect(first.body.notSent.length).toBeGreaterThan(0);
    const firstBooked = booked();

    cli.dispatch.onAnswered = undefined;
    const second = await cli.json("bulk", "trips.csv", "--batch-size", "3");
    expect(second.body.summary.duplicate).toBe(firstBooked);
    expect(second.body.summary.booked).toBe(20 - firstBooked);
    expect(booked()).toBe(20);
  });

  it("derives each row key from the file's content and its row number", async () => {
    await cli.run("bulk", "trips.csv");
    const keys = cli.dispatch.calls
      .filter((call) => call.operation === "bulkImportTrips")
      .flatMap((call) => (call.input as { rows: Array<{ row: number; row_key: string }> }).rows);
    const fileId = keys[0]?.row_key.split(":")[0] ?? "";
    expect(fileId).toMatch(/^[0-9a-f]{16}$/);
    expect(keys.every((row) => row.row_key === `${fileId}:${row.row}`)).toBe(true);
  });
}

function readingTheFile() {
  it("names missing columns and warns about unknown ones", async () => {
    writeFileSync(join(cli.cwd, "bad.csv"), "when,from,notes\n2026-11-23 09:00,Above Bar Street,x\n");
    const missing = await cli.run("bulk", "bad.csv");
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("bad.csv has no drop column.");
    writeFileSync(join(cli.cwd, "extra.csv"), `${header},colour\n${good(23, 9)},red\n`);
    const extra = await cli.run("bulk", "extra.csv");
    expect(extra.code).toBe(0);
    expect(extra.stderr).toContain("warning: ignoring unknown column(s): colour");
  });

  it("accepts a spreadsheet's export: BOM, CRLF, quoted commas and header case", async () => {
    const text = `\uFEFFPickup Time,Pickup,Drop,Vias,PO Number\r\n2026-11-23 09:00,"112 Above Bar Street, Southampton",Southampton Airport,"Southampton Central | Ocean Cruise Terminal",PO-7\r\n`;
    writeFileSync(join(cli.cwd, "export.csv"), text);
    const { code, body } = await cli.json("bulk", "export.csv");
    expect(code).toBe(0);
    expect(body.summary.booked).toBe(1);
    expect(cli.dispatch.storedBookings()[0]?.destinations).toHaveLength(3);
  });

  it("stops reading /dev/zero at the size cap with a clear error", async () => {
    const started = Date.now();
    const { code, stderr } = await cli.run("bulk", "/dev/zero");
    expect(code).toBe(2);
    expect(stderr).toMatch(/too big for one upload: it is larger than 10 MB/);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(booked()).toBe(0);
  });

  it("refuses more than 10,000 rows before booking any", async () => {
    writeFileSync(join(cli.cwd, "huge.csv"), `${header}\n${`${good(23, 6)}\n`.repeat(10_001)}`);
    const { code, stderr } = await cli.run("bulk", "huge.csv");
    expect(code).toBe(2);
    expect(stderr).toMatch(/more than 10,000 rows/);
    expect(booked()).toBe(0);
  });
}
