/**
 * `cabline bulk <file.csv>`: the business bulk upload (spec §2 /business/bulk-upload-trips, §5
 * Upload; contract bulkImportTrips). Each record is checked and geocoded here, then sent in
 * batches (at most 1000 rows a request, BulkImport.batches) with --concurrency batches in flight.
 * Every row carries a key made of the file's SHA-256 and its row number (BulkImport.rowKey), so a
 * run that was interrupted can be started again with the same file: rows already booked come back
 * as `duplicate` with their booking and nothing is booked twice. One line per row as results
 * arrive (row, status, booking token or error), a summary, and a progress bar when stderr is a
 * terminal.
 */
import type { BulkImport } from "@cabline/domain";
import { Command } from "commander";
import type { RawRow } from "../bulk/rows.ts";
import { action, type Context, exitWith } from "../context.ts";
import { errorCode, usageError } from "../errors.ts";
import { ExitCode } from "../exit-codes.ts";
import { examples, wholeNumber } from "../options.ts";
import type { Stream } from "../output.ts";
import type { Runtime } from "../runtime.ts";

export interface BulkOptions {
  readonly dryRun?: boolean;
  readonly concurrency?: number;
  readonly batchSize?: number;
  /** Write the per-row report as CSV to this file. */
  readonly report?: string;
}

export const defaultConcurrency = 4;
export const defaultBatchSize = 25;

interface Counts {
  booked: number;
  valid: number;
  duplicate: number;
  failed: number;
}

/** A one-line bar on a terminal, redrawn at most ten times a second. */
const progressBar = (stream: Stream, total: number) => {
  let last = 0;
  const draw = (done: number, counts: Counts, force = false) => {
    const now = Date.now();
    if (!force && now - last < 100) return;
    last = now;
    const width = 24;
    const filled = total === 0 ? width : Math.round((done / total) * width);
    const bar = `${"#".repeat(filled)}${"-".repeat(width - filled)}`;
    stream.write(
      `\r[${bar}] ${done}/${total} rows  booked ${counts.booked}  duplicate ${counts.duplicate}  failed ${counts.failed}${counts.valid > 0 ? `  valid ${counts.valid}` : ""}\u001b[K`,
    );
  };
  return { draw, clear: () => stream.write("\r\u001b[K") };
};

/** The modules a run needs, loaded when the command runs rather than when the CLI starts. */
const loadModules = async () => {
  const [fs, crypto, path, domain, csv, read, rows, limit, prepare, booker] = await Promise.all([
    import("node:fs/promises"),
    import("node:crypto"),
    import("node:path"),
    import("@cabline/domain"),
    import("../bulk/csv.ts"),
    import("../bulk/read.ts"),
    import("../bulk/rows.ts"),
    import("../limit.ts"),
    import("../booking/prepare.ts"),
    import("../booker.ts"),
  ]);
  const handleError = await import("../handle-error.ts");
  return { fs, crypto, path, domain, csv, read, rows, limit, prepare, booker, handleError };
};

type Modules = Awaited<ReturnType<typeof loadModules>>;

/** The file's data rows and its identity, or a usage error saying what is wrong with the file. */
const readTripFile = async (context: Context, file: string, m: Modules) => {
  const { read, rows } = m;
  let input: Awaited<ReturnType<typeof read.readBulkFile>>;
  try {
    input = await read.readBulkFile(m.path.resolve(context.runtime.cwd, file));
  } catch (error) {
    if (error instanceof read.BulkFileTooLarge) {
      throw usageError(
        `${file} is too big for one upload: ${error.message}.`,
        `Split it into files of at most ${read.maxBulkRows.toLocaleString("en-GB")} rows.`,
      );
    }
    throw usageError(`Cannot read ${file}: ${errorCode(error) ?? String(error)}.`);
  }
  // The file's identity: the same bytes give the same row keys, run after run.
  const fileId = input.sha256.slice(0, 16);
  const [headerRecord, ...dataRecords] = input.records;
  if (headerRecord === undefined) throw usageError(`${file} is empty; it needs a header row and one trip per row.`);
  const header = rows.readHeader(headerRecord.cells);
  if (header.missing.length > 0) {
    throw usageError(
      `${file} has no ${header.missing.join(", ")} column${header.missing.length > 1 ? "s" : ""}.`,
      `Columns: ${rows.columns.map((column) => column.name).join(", ")} (see cabline bulk --help).`,
    );
  }
  if (header.unknown.length > 0) context.out.warn(`ignoring unknown column(s): ${header.unknown.join(", ")}`);
  const raws = rows.rawRows(header, dataRecords);
  if (raws.length === 0) throw usageError(`${file} has a header but no trips.`);
  return { fileId, raws };
};

/** The selected business account and what checking its rows needs; bulk upload is for business accounts only. */
const businessSetup = async (context: Context, m: Modules) => {
  const { dispatch, clock, maps } = await context.services();
  const who = await m.booker.resolveBooker(context, dispatch);
  if (who.kind !== "business") {
    throw usageError(
      "Bulk upload is for business accounts (spec §6) and no business account is selected.",
      "Choose one with: cabline account use <business id>",
    );
  }
  const settings = m.domain.Account.settingsFor(who.profile, who.account);
  const rideTypes = await dispatch.bookings.getActiveRideTypes();
  const now = clock.now();
  const geocode = m.prepare.createGeocoder(maps);
  return { dispatch, account: who.account, settings, rideTypes, now, geocode };
};

type Setup = Awaited<ReturnType<typeof businessSetup>>;

/** The results as they come: one line per row for people, the counts on the progress bar. */
const rowReporter = (context: Context, m: Modules, total: number) => {
  const { ErrorCatalogue, Money, PlainText } = m.domain;
  const stderr = context.runtime.io.stderr;
  const bar = stderr.isTTY === true && !context.out.quiet ? progressBar(stderr, total) : undefined;
  const counts: Counts = { booked: 0, valid: 0, duplicate: 0, failed: 0 };
  const results: Array<BulkImport.RowResult> = [];
  let done = 0;
  const report = (result: BulkImport.RowResult) => {
    results.push(result);
    counts[result.status] += 1;
    done += 1;
    const detail =
      result.status === "failed"
        ? `[${result.error ?? "error"}] ${result.message ?? ErrorCatalogue.messageFor(result.error)}`
        : result.status === "valid"
          ? result.fare === undefined
            ? ""
            : Money.format(result.fare.total)
          : (result.booking_token ?? "");
    // With --json the whole report is one document at the end; people get a line per row as it comes.
    if (!context.out.json && !context.out.quiet) {
      bar?.clear();
      context.runtime.io.stdout.write(
        `${PlainText.withoutControls(`row ${String(result.row).padEnd(5)} ${result.status.padEnd(9)} ${detail}`).trimEnd()}\n`,
      );
    }
    bar?.draw(done, counts);
  };
  return { results, report, clearBar: () => bar?.clear() };
};

/** What every step of one run shares. */
interface Run {
  readonly context: Context;
  readonly m: Modules;
  readonly fileId: string;
  readonly dryRun: boolean;
  readonly concurrency: number;
  readonly interrupted: AbortSignal;
  readonly report: (result: BulkImport.RowResult) => void;
}

/** 1. Reads, checks and geocodes every record (lookups shared and bounded): the good rows, in file order. */
const checkRows = async (run: Run, setup: Setup, raws: ReadonlyArray<RawRow>): Promise<Array<BulkImport.TripRow>> => {
  const { now, geocode, rideTypes, account, settings } = setup;
  const trips: Array<BulkImport.TripRow> = [];
  await run.m.limit.forEachLimited(
    raws,
    run.concurrency,
    async (raw) => {
      const outcome = await run.m.rows.readRow(raw, { now, geocode, rideTypes, account, settings, fileId: run.fileId });
      if (outcome.ok) trips.push(outcome.trip);
      else {
        run.report({
          row: outcome.row,
          status: "failed",
          error: "validation",
          message: outcome.issues.map((issue) => `${issue.field}: ${issue.message}`).join("; "),
        });
      }
    },
    run.interrupted,
  );
  trips.sort((a, b) => a.row - b.row);
  return trips;
};

/**
 * §8: a known code reads as the catalogue's message, with the API's own words after it when they
 * say more (which field of a bad_request); an unknown one as the API words it.
 */
const messageOf = (m: Modules, code: string | undefined, message: string | undefined): string => {
  const { ErrorCatalogue } = m.domain;
  const { refusalLine } = m.handleError;
  return code !== undefined && ErrorCatalogue.isKnown(code)
    ? refusalLine(ErrorCatalogue.messageFor(code), message)
    : refusalLine(message ?? ErrorCatalogue.messageFor(code), undefined);
};

/** Sends one batch and reports its rows; the exit code it calls for (ok unless the server broke the contract or refused). */
const sendBatch = async (
  run: Run,
  setup: Setup,
  batch: ReadonlyArray<BulkImport.TripRow>,
  idempotencyKey: string,
  importIds: Array<string>,
): Promise<number> => {
  const { isPortError, fromPortError, refusalLine } = run.m.handleError;
  let worstExit: number = ExitCode.ok;
  try {
    const answer = await setup.dispatch.business.bulkImportTrips(
      { business_id: Number(setup.account.business_id), dry_run: run.dryRun, rows: batch },
      { idempotencyKey },
    );
    importIds.push(answer.import_id);
    const answered = new Set(answer.results.map((result) => result.row));
    for (const result of answer.results) {
      run.report(
        result.status === "failed" ? { ...result, message: messageOf(run.m, result.error, result.message) } : result,
      );
    }
    for (const trip of batch) {
      if (!answered.has(trip.row)) {
        worstExit = Math.max(worstExit, ExitCode.contract);
        run.report({
          row: trip.row,
          status: "failed",
          error: "contract_violation",
          message: "The server did not answer for this row.",
        });
      }
    }
  } catch (error) {
    if (!isPortError(error) || error.reason === "SignedOut") throw error;
    const failure = fromPortError(error, run.context.api);
    worstExit = Math.max(worstExit, failure.exitCode);
    for (const trip of batch) {
      run.report({
        row: trip.row,
        status: "failed",
        error: failure.code ?? "error",
        message: refusalLine(failure.message, failure.serverMessage),
      });
    }
  }
  return worstExit;
};

/** 2. Sends the good rows in batches; a fresh key per batch and run, the row keys across runs. */
const sendRows = async (run: Run, setup: Setup, trips: ReadonlyArray<BulkImport.TripRow>, batchSize: number) => {
  const runId = run.m.crypto.randomBytes(4).toString("hex");
  const batches = run.m.domain.BulkImport.batches(trips, batchSize);
  const sent = new Set<number>();
  const importIds: Array<string> = [];
  let worstExit: number = ExitCode.ok;
  await run.m.limit.forEachLimited(
    batches,
    run.concurrency,
    async (batch) => {
      const first = batch[0]?.row ?? 0;
      const last = batch.at(-1)?.row ?? first;
      for (const trip of batch) sent.add(trip.row);
      const key = `bulk-${run.fileId}-${first}-${last}-${runId}${run.dryRun ? "-dry" : ""}`;
      worstExit = Math.max(worstExit, await sendBatch(run, setup, batch, key, importIds));
    },
    run.interrupted,
  );
  return { sent, importIds, worstExit };
};

/** --report: the per-row report as CSV, the rows an interruption kept back included. */
const writeReport = async (
  run: Run,
  path: string,
  results: ReadonlyArray<BulkImport.RowResult>,
  notSent: ReadonlyArray<number>,
): Promise<void> => {
  const { csv, domain } = run.m;
  const lines = [
    csv.csvLine(["row", "status", "booking_token", "error", "message"]),
    ...results.map((result) =>
      // The token exactly, even when it starts with "-" (domain Csv.identifier says why).
      csv.csvLine([
        result.row,
        result.status,
        domain.Csv.identifier(result.booking_token),
        result.error,
        result.message,
      ]),
    ),
    ...notSent.map((row) => csv.csvLine([row, "not_sent", "", "", "interrupted before it was sent"])),
  ];
  await run.m.fs.writeFile(run.m.path.resolve(run.context.runtime.cwd, path), `${lines.join("\n")}\n`);
};

/** The summary line for people (printed even with --quiet: it is the one line a script wants), and notes. */
const printSummary = (
  run: Run,
  rowCount: number,
  summary: BulkImport.Summary,
  notSent: ReadonlyArray<number>,
  reportPath: string | undefined,
): void => {
  const { context, dryRun } = run;
  const parts = [
    dryRun ? `valid ${summary.valid}` : `booked ${summary.booked}`,
    `duplicate ${summary.duplicate}`,
    `failed ${summary.failed}`,
    ...(notSent.length > 0 ? [`not sent ${notSent.length}`] : []),
  ];
  const line = `${rowCount} rows${dryRun ? " checked (dry run, nothing booked)" : ""}: ${parts.join(", ")}.`;
  context.runtime.io.stdout.write(`${line}\n`);
  if (run.interrupted.aborted) {
    context.out.note(
      "Interrupted. Run the same command with the same file to finish: booked rows are not booked again.",
    );
  }
  if (reportPath !== undefined) context.out.note(`Report written to ${reportPath}.`);
};

export const runBulk = async (context: Context, file: string, options: BulkOptions) => {
  context.requireToken();
  const m = await loadModules();
  const Bulk = m.domain.BulkImport;
  const concurrency = options.concurrency ?? defaultConcurrency;
  const batchSize = Math.min(options.batchSize ?? defaultBatchSize, Bulk.maxRowsPerRequest);
  const dryRun = options.dryRun === true;

  const { fileId, raws } = await readTripFile(context, file, m);
  const setup = await businessSetup(context, m);
  const interrupted = context.runtime.interruption();
  const { results, report, clearBar } = rowReporter(context, m, raws.length);
  const run: Run = { context, m, fileId, dryRun, concurrency, interrupted, report };

  const trips = await checkRows(run, setup, raws);
  const { sent, importIds, worstExit } = await sendRows(run, setup, trips, batchSize);
  clearBar();

  const reported = new Set(results.map((result) => result.row));
  const notSent = raws.map((raw) => raw.row).filter((row) => !sent.has(row) && !reported.has(row));
  const combined = Bulk.combine(importIds.join(",") || `local-${fileId}`, dryRun, [
    { import_id: "", dry_run: dryRun, summary: Bulk.summarise(results), results },
  ]);
  if (options.report !== undefined) await writeReport(run, options.report, combined.results, notSent);

  const summary = combined.summary;
  const outcome = {
    file,
    fileId,
    account: { business_id: setup.account.business_id, name: setup.account.name },
    ...combined,
    notSent,
    interrupted: interrupted.aborted,
  };
  if (context.out.json) context.out.result(outcome, { human: () => [] });
  else printSummary(run, raws.length, summary, notSent, options.report);

  if (interrupted.aborted) throw exitWith(130);
  if (worstExit !== ExitCode.ok) throw exitWith(worstExit);
  if (summary.failed > 0) throw exitWith(dryRun ? ExitCode.usage : ExitCode.rejected);
  return outcome;
};

export const bulkCommand = (runtime: Runtime): Command =>
  new Command("bulk")
    .description("book the trips of a CSV file on the selected business account (the bulk-upload screen's format)")
    .argument("<file.csv>", "the trips, one per row, with a header row")
    .option("--dry-run", "check and price every row; book nothing")
    .option("--concurrency <n>", `batches in flight at once (default ${defaultConcurrency})`, wholeNumber(1))
    .option("--batch-size <n>", `rows per request (default ${defaultBatchSize}, at most 1000)`, wholeNumber(1))
    .option("--report <file>", "also write the per-row report as CSV")
    .addHelpText(
      "after",
      `
CSV columns (header names are matched without case; only the first three are required):
  pickup_time      UK time: "2025-07-01 09:30", "01-Jul-2025 09:30 am" or an ISO instant
  pickup, drop     addresses (searched with the maps service) or "lat,lng"
  vias             via stops, separated by "|"
  passengers       default 4          luggage          default 0
  ride_type        name or id; default: the first that can carry the party
  passenger_name, passenger_phone, passenger_email, flight_number, meet_and_greet (yes/no),
  notes, po_number, cost_centre, payment_method (account, cash or card; default: the account's)

At most 10,000 rows and 10 MB a file (read as a stream). Report cells that a spreadsheet would
run as a formula (= + - @) start with an apostrophe.
Rows are numbered as a spreadsheet shows them (the header is row 1). Re-running the same file
books nothing twice: booked rows come back as "duplicate". Exit 0 when every row is booked (or
valid with --dry-run), 1 when a row failed (2 with --dry-run), 130 when interrupted.
${examples(
  "cabline bulk trips.csv --dry-run",
  "cabline bulk trips.csv --concurrency 8 --report trips-report.csv",
  "cabline bulk trips.csv --json | jq '.results[] | select(.status == \"failed\")'",
)}`,
    )
    .action(action(runtime, async (context, [file], options) => void (await runBulk(context, String(file), options))));
