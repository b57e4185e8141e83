// The selected business account survives a reload (spec §4), kept beside the session; the
// domain decides on start-up whether it is still in the list. Choosing "Personal" is remembered
// too (stored as null): the first account is the default only when nothing was chosen.
import * as Account from "@cabline/domain/Account";
import { Schema } from "effect";

const key = "cabline.selected-account";
const decode = Schema.decodeUnknownResult(Schema.fromJsonString(Account.Account));

const personal = "personal";

/** The remembered choice: an account, null for "Personal", undefined when nothing was chosen. */
export function loadSelectedAccount(storage: Pick<Storage, "getItem"> | undefined): Account.Account | null | undefined {
  try {
    const raw = storage?.getItem(key);
    if (raw === null || raw === undefined) return undefined;
    if (raw === personal) return null;
    const result = decode(raw);
    return result._tag === "Success" ? result.success : undefined;
  } catch {
    return undefined;
  }
}

export function saveSelectedAccount(
  storage: Pick<Storage, "setItem" | "removeItem"> | undefined,
  account: Account.Account | null | undefined,
): void {
  try {
    if (account === undefined) storage?.removeItem(key);
    else storage?.setItem(key, account === null ? personal : JSON.stringify(account));
  } catch {
    // Storage blocked: the selection lasts for this page.
  }
}
