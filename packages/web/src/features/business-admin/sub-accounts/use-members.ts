// The people of the selected business account and what may be done to them (spec §2 /sub-accounts;
// extension calls getSubAccounts, inviteSubAccount, removeSubAccount). Who may do what is the
// domain's rule (Account.memberAccess); the server enforces the same rule.
import { Account, Business } from "@cabline/domain";
import { useCallback, useEffect, useState } from "react";
import { useServices } from "../../../lib/session-context.tsx";
import { failureMessage } from "../components/failure.ts";

export type MembersState =
  | { readonly status: "loading" }
  | { readonly status: "failed"; readonly message: string }
  | { readonly status: "ready"; readonly members: ReadonlyArray<Business.SubAccount> };

export type Invite = { readonly name: string; readonly email: string; readonly contactNumber: string };

const removal = (businessId: number, member: Business.SubAccount) => {
  const target = Business.removalOf(member);
  return "email" in target
    ? { businessId, email: target.email }
    : { businessId, businessUserId: target.business_user_id };
};

/** One loading state: set again when a request starts, it is no change, so nothing draws again. */
const loading: MembersState = { status: "loading" };

export function useMembers(account: Account.Account) {
  const load = useServices();
  const businessId = Number(account.business_id);
  const access = Account.memberAccess(account);
  const [state, setState] = useState<MembersState>(loading);

  const refresh = useCallback(async () => {
    try {
      const { dispatch } = await load();
      const members = await dispatch.business.getSubAccounts({ businessId });
      setState({ status: "ready", members: Business.ordered(members) });
    } catch (error) {
      setState((previous) =>
        previous.status === "ready" ? previous : { status: "failed", message: failureMessage(error) },
      );
    }
  }, [load, businessId]);

  useEffect(() => {
    setState(loading);
    void refresh();
  }, [refresh]);

  /** Sends an invitation; rejects with the DispatchError so the form can place its message. */
  const invite = useCallback(
    async ({ name, email, contactNumber }: Invite) => {
      const { dispatch } = await load();
      await dispatch.business.inviteSubAccount({
        business_id: businessId,
        name: name.trim(),
        email: email.trim(),
        ...(contactNumber.trim() === "" ? {} : { contact_number: contactNumber.trim() }),
      });
      await refresh();
    },
    [load, businessId, refresh],
  );

  /**
   * Resending withdraws the pending invitation and sends a new one to the same person: the API has
   * no resend call, and a fresh link (7 days from now) is what the person needs; the old one stops
   * working, so only one live link exists per person.
   */
  const resend = useCallback(
    async (member: Business.SubAccount) => {
      const { dispatch } = await load();
      await dispatch.business.removeSubAccount(removal(businessId, member));
      await dispatch.business.inviteSubAccount({
        business_id: businessId,
        name: member.name,
        email: member.email_address,
        ...(member.contact_number === undefined ? {} : { contact_number: member.contact_number }),
      });
      await refresh();
    },
    [load, businessId, refresh],
  );

  const remove = useCallback(
    async (member: Business.SubAccount) => {
      const { dispatch } = await load();
      await dispatch.business.removeSubAccount(removal(businessId, member));
      await refresh();
    },
    [load, businessId, refresh],
  );

  return { state, access, refresh, invite, resend, remove };
}
