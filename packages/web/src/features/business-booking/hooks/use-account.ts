// The business account the booker is booking on and the settings it brings (spec §4: selecting
// an account switches the default payment, PO-number flag and sub-account rights).
import * as Account from "@cabline/domain/Account";
import { useMemo } from "react";
import { session$ } from "../../../lib/state.ts";
import { useStore } from "../../../lib/store.ts";

export function useBusinessAccount() {
  const state = useStore(session$);
  const { profile, selectedAccount } = state;
  const settings = useMemo(
    () => (profile === undefined ? undefined : Account.settingsFor(profile, selectedAccount)),
    [profile, selectedAccount],
  );
  return { profile, account: selectedAccount, settings, checked: state.checked };
}
