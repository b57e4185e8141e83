// What the driver was typing, kept across the end of the 10-minute session (spec §4 Driver session;
// house style: nothing typed is lost). A draft bid per contract lives in this tab's session storage
// until it is sent; the login screen returns the driver to the page they were on.
const storageKey = "cabline.driver.drafts";

export type BidDraft = { readonly amount: string; readonly note: string };

let memory: Record<string, BidDraft> = {};

function read(): Record<string, BidDraft> {
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    return raw === null ? memory : (JSON.parse(raw) as Record<string, BidDraft>);
  } catch {
    return memory;
  }
}

function write(drafts: Record<string, BidDraft>) {
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
