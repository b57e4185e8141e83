/**
 * Reads a bulk file as a stream: the file's SHA-256 and its CSV records are
 * computed as the bytes arrive, and reading stops with a clear error past `maxBytes` or
 * `maxRows`, so `/dev/zero` or a mistaken multi-gigabyte file never fills the memory.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readCsv, type CsvRecord } from "./csv.ts";

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
  limits: {
    readonly maxBytes?: number;
    readonly maxRows?: number;
    /** How many bytes the file is read in at a time (64 KiB; tests use a few). */
    readonly pieceBytes?: number;
  } = {},
): Promise<BulkFile> => {
  const maxBytes = limits.maxBytes ?? maxBulkBytes;
  const maxRows = limits.maxRows ?? maxBulkRows;
  const hash = createHash("sha256");
  const records: Array<CsvRecord> = [];
  const stream = createReadStream(path, { highWaterMark: limits.pieceBytes ?? 64 * 1024 });
  /** The file's text, piece by piece, hashed and counted as it arrives. */
  async function* text(): AsyncGenerator<string> {
    const decoder = new TextDecoder("utf-8");
    let size = 0;
    for await (const chunk of stream) {
      // Opened without an encoding, the stream gives bytes; node's types leave its chunks untyped.
      if (!Buffer.isBuffer(chunk)) throw new TypeError("The bulk file was read as text, not bytes.");
      size += chunk.length;
      if (size > maxBytes) {
        throw new BulkFileTooLarge(`it is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
      }
      hash.update(chunk);
      yield decoder.decode(chunk, { stream: true });
    }
    yield decoder.decode();
  }
  try {
    await readCsv(text(), (record) => {
      records.push(record);
      if (records.length > maxRows + 1) {
        throw new BulkFileTooLarge(`it has more than ${maxRows.toLocaleString("en-GB")} rows`);
      }
    });
  } finally {
    stream.destroy();
  }
  return { sha256: hash.digest("hex"), records };
};
