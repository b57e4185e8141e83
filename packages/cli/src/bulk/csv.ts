/**
 * Reading and writing CSV (RFC 4180) for the bulk upload. The reader is papaparse, the reader the
 * web's upload uses (features/business-admin/bulk-upload/check-file.ts) with the same settings, so
 * a file gives the same records in the browser and here (a maintained parser, not
 * a hand-written one). `readCsv` takes the text in pieces through papaparse's Node stream, so a
 * file is read as a stream and never whole. Blank and whitespace-only lines are
 * skipped; records are numbered from 1, the header being 1, which is the row number a spreadsheet
 * shows. The writer neutralises cells a spreadsheet would run as a formula (CSV injection).
 */
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Csv } from "@cabline/domain";
import Papa from "papaparse";

export interface CsvRecord {
  /** 1-based: the header is 1, the first data record 2. */
  readonly row: number;
  readonly cells: ReadonlyArray<string>;
}

/** The domain's reader settings, the web's too: LF lines, no blank records. */
const settings = { ...Csv.readerSettings };

export const parseCsv = (text: string): Array<CsvRecord> =>
  Papa.parse<Array<string>>(Csv.forReading(text), settings).data.map((cells, index) => ({ row: index + 1, cells }));

/**
 * Reads records from text that arrives in pieces (a decoded file stream), in order, as `parseCsv`
 * reads the whole text. `onRecord` may throw to stop reading (a file with too many rows): the
 * pieces stop being read and the error is the result.
 */
export const readCsv = async (
  pieces: AsyncIterable<string> | Iterable<string>,
  onRecord: (record: CsvRecord) => void,
): Promise<void> => {
  let row = 0;
  let first = true;
  /** A CR that ended a piece: the start of a CRLF when the next piece starts with LF. */
  let heldCr = "";
  await pipeline(
    Readable.from(
      (async function* () {
        for await (const piece of pieces) {
          let text = heldCr + (first ? Csv.withoutByteOrderMark(piece) : piece);
          if (piece !== "") first = false;
          heldCr = text.endsWith("\r") ? "\r" : "";
          if (heldCr !== "") text = text.slice(0, -1);
          text = Csv.normaliseLineBreaks(text);
          if (text !== "") yield text;
        }
        if (heldCr !== "") yield "\n";
      })(),
      { objectMode: false, encoding: "utf8" },
    ),
    Papa.parse(Papa.NODE_STREAM_INPUT, settings),
    async (records: AsyncIterable<Array<string>>) => {
      for await (const cells of records) onRecord({ row: ++row, cells });
    },
  );
};

/**
 * One cell, neutralised when a spreadsheet would run it as a formula and quoted when it must be:
 * the domain's Csv rule, which the web's exports share.
 */
export const csvCell: (value: Csv.CellValue) => string = Csv.cell;

export const csvLine: (values: ReadonlyArray<Csv.CellValue>) => string = Csv.line;
