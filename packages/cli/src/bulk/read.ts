/**
 * Reads a bulk file as a stream (issue 14 item 13): the file's SHA-256 and its CSV records are
 * computed as the bytes arrive, and reading stops with a clear error past `maxBytes` or
 * `maxRows`, so `/dev/zero` or a mistaken multi-gigabyte file never fills the memory.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { csvReader, type CsvRecord } from "./csv.ts";

/** 10 MiB: about fifty thousand typical rows, far more than a day's work. */
export const maxBulkBytes = 10 * 1024 * 1024;
/** Data rows in one file (the header is not counted): ten requests of the contract's 1000. */
export const maxBulkRows = 10_000;

export class BulkFileTooLarge extends Error {}

export interface BulkFile {
  /** SHA-256 of the bytes, hex. */
  readonly sha256: string;
  readonly records: ReadonlyArray<CsvRecord>;
}

export const readBulkFile = async (
  path: string,
  limits: { readonly maxBytes?: number; readonly maxRows?: number } = {},
): Promise<BulkFile> => {
  const maxBytes = limits.maxBytes ?? maxBulkBytes;
  const maxRows = limits.maxRows ?? maxBulkRows;
  const hash = createHash("sha256");
  const decoder = new TextDecoder("utf-8");
  const records: Array<CsvRecord> = [];
  const reader = csvReader((record) => {
    records.push(record);
    if (records.length > maxRows + 1) {
      throw new BulkFileTooLarge(`it has more than ${maxRows.toLocaleString("en-GB")} rows`);
    }
  });
  let size = 0;
  const stream = createReadStream(path, { highWaterMark: 64 * 1024 });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        throw new BulkFileTooLarge(`it is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
      }
      hash.update(chunk);
      reader.push(decoder.decode(chunk, { stream: true }));
    }
    reader.push(decoder.decode());
    reader.end();
  } finally {
    stream.destroy();
  }
  return { sha256: hash.digest("hex"), records };
};
