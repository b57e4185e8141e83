// The colleagues a destination can carry (spec §3 "each may carry a user": a colleague from the
// account or a new person): the account's active members (getSubAccounts), when the account's
// rights let the booker see them (Account.grantsSubAccounts, the sandbox's same rule).
import type { Business } from "@cabline/domain";
import * as Account from "@cabline/domain/Account";
import { useEffect, useState } from "react";
import { useServices } from "../../../lib/session-context.tsx";
import { useBusinessAccount } from "./use-account.ts";

export type Colleagues = {
  readonly colleagues: ReadonlyArray<Business.SubAccount>;
  readonly failure: string | undefined;
};

const none: Colleagues = { colleagues: [], failure: undefined };

export function useColleagues(): Colleagues {
  const load = useServices();
  const { account } = useBusinessAccount();
  const [state, setState] = useState<Colleagues>(none);
  const businessId =
    account !== undefined && Account.grantsSubAccounts(account) ? Number(account.business_id) : undefined;
  useEffect(() => {
    // The same empty state again is no change: the places around it are not drawn again.
    setState(none);
    if (businessId === undefined) return;
    let live = true;
    load()
      .then(({ dispatch }) => dispatch.business.getSubAccounts({ businessId }))
      .then(
        (found) =>
          live && setState({ colleagues: found.filter((person) => person.status === "active"), failure: undefined }),
        (error: unknown) =>
          live && setState({ colleagues: [], failure: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      live = false;
    };
  }, [load, businessId]);
  return state;
}
