// What the driver was typing, kept across the end of the 10-minute session (spec §4 Driver session;
// house style: nothing typed is lost). A draft bid per contract lives in this tab's session storage
// until it is sent; the login screen returns the driver to the page they were on.
import { Schema } from "effect";

const storageKey = "cabline.driver.drafts";

const BidDraft = Schema.Struct({ amount: Schema.String, note: Schema.String });
export type BidDraft = typeof BidDraft.Type;

/** The stored drafts by contract id, decoded: storage that holds something else keeps none. */
const decodeDrafts = Schema.decodeUnknownResult(Schema.fromJsonString(Schema.Record(Schema.String, BidDraft)));

let memory: Readonly<Record<string, BidDraft>> = {};

function read(): Readonly<Record<string, BidDraft>> {
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    if (raw === null) return memory;
    const drafts = decodeDrafts(raw);
    return drafts._tag === "Success" ? drafts.success : memory;
  } catch {
    return memory;
  }
}

function write(drafts: Readonly<Record<string, BidDraft>>) {
  memory = drafts;
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(drafts));
  } catch {
    // Storage blocked: the drafts stay in memory for this page.
  }
}

export function loadDraft(contractId: number): BidDraft | undefined {
  return read()[String(contractId)];
}

export function saveDraft(contractId: number, draft: BidDraft) {
  write({ ...read(), [String(contractId)]: draft });
}

export function clearDraft(contractId: number) {
  const { [String(contractId)]: _gone, ...rest } = read();
  write(rest);
}
