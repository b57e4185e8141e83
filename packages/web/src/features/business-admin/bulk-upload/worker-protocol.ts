// What read-file.ts asks parse.worker.ts, and what the worker answers: how far the place lookups
// are, the rows in chunks, then the end (with every place found, for booking and fixing rows
// without asking again) or the reason the file cannot be used, each with the file's id. Rows travel
// packed: their numbers, whether each is ready to book, and the rest as one JSON text a chunk. A
// string is copied between threads in one piece, while 2,000 row objects took the main thread
// 16-140 ms a message to rebuild (no main-thread task may exceed 50 ms). The page unpacks a chunk
// only when one of its rows is shown, fixed or booked.
import type { Booking, BulkTripFile, ServiceArea } from "@cabline/domain";
import type { CheckedRow } from "./check-file.ts";

/** Places by BulkTripFile.placeKey, as they cross between threads. */
export type PlaceEntries = ReadonlyArray<readonly [string, Booking.Place | null]>;

export type WorkerRequest = {
  readonly text: string;
  readonly context: BulkTripFile.CheckContext;
  /** How the page's maps adapter was made (Services.mapsOptions): the worker makes the same. */
  readonly maps: { readonly baseUrl?: string; readonly apiKey?: string };
  readonly area: ServiceArea.ServiceArea | undefined;
  /** Places the page already knows: not asked again. */
  readonly known: PlaceEntries;
};

/** Rows per message from the worker. */
export const chunkSize = 500;

/** A chunk of rows: their numbers and whether each is ready, and their contents as one JSON text. */
export type PackedChunk = {
  readonly rows: ReadonlyArray<number>;
  readonly ready: ReadonlyArray<0 | 1>;
  readonly json: string;
};

export type WorkerAnswer =
  | { readonly kind: "places"; readonly done: number; readonly total: number }
  | ({ readonly kind: "rows" } & PackedChunk)
  | {
      readonly kind: "done";
      readonly fileId: string;
      readonly unknownColumns: ReadonlyArray<string>;
      readonly places: PlaceEntries;
    }
  | { readonly kind: "failed"; readonly fileId: string; readonly message: string; readonly retry?: true };

type Unpacked = Pick<CheckedRow, "values" | "issues" | "draft">;

export const pack = (rows: ReadonlyArray<CheckedRow>): PackedChunk => ({
  rows: rows.map((row) => row.row),
  ready: rows.map((row) => (row.draft === undefined ? 0 : 1)),
  json: JSON.stringify(rows.map(({ values, issues, draft }): Unpacked => ({ values, issues, draft }))),
});

/**
 * The contents of a chunk, read the first time one of its rows is: one JSON text per chunk rather
 * than one per row, so 100,000 rows are 50 strings on the page, not 100,000 (those filled the heap
 * and its collections were the long tasks left).
 */
class Contents {
  #json: string;
  #rows: ReadonlyArray<Unpacked> | undefined;

  constructor(json: string) {
    this.#json = json;
  }

  at(index: number): Unpacked {
    // The JSON pack() wrote in the worker from Unpacked rows: checking each row again here would
    // cost what reading a chunk only when shown saves.
    this.#rows ??= JSON.parse(this.#json) as ReadonlyArray<Unpacked>;
    const row = this.#rows[index];
    if (row === undefined) throw new RangeError(`no row ${index} in this chunk`);
    return row;
  }
}

/** A checked row as the worker sent it, unpacked (with its chunk) the first time its contents are read. */
export class PackedRow implements CheckedRow {
  readonly row: number;
  readonly ready: boolean;
  readonly #contents: Contents;
  readonly #index: number;

  constructor(row: number, ready: boolean, contents: Contents, index: number) {
    this.row = row;
    this.ready = ready;
    this.#contents = contents;
    this.#index = index;
  }

  get values(): Readonly<Record<string, string>> {
    return this.#contents.at(this.#index).values;
  }

  get issues(): ReadonlyArray<BulkTripFile.FieldIssue> {
    return this.#contents.at(this.#index).issues;
  }

  get draft(): BulkTripFile.Draft | undefined {
    return this.#contents.at(this.#index).draft;
  }
}

/** The rows of a chunk, as the page keeps them. */
export const unpack = (chunk: PackedChunk): ReadonlyArray<PackedRow> => {
  const contents = new Contents(chunk.json);
  return chunk.rows.map((row, index) => new PackedRow(row, chunk.ready[index] === 1, contents, index));
};
