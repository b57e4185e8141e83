/**
 * Who the signed-in person books as: the business account they picked with `account use`
 * (kept only while it is still one of their accounts), else the first account, else themselves
 * (spec §4 Authority values: "The first account is selected by default. On reload the selection is
 * kept only if it is still in the list"). `account use none` books as a consumer.
 */
import type { DispatchApi } from "@cabline/api-ports/DispatchApi";
import { Account } from "@cabline/domain";
import type { Booker } from "./booking/prepare.ts";
import type { Context } from "./context.ts";
import type { SelectedAccount } from "./settings-store.ts";

/** The selection after a token check, from the stored choice. */
export const selectedAccount = (
  accounts: ReadonlyArray<Account.Account>,
  stored: SelectedAccount | null | undefined,
): Account.Account | undefined => {
  if (stored === null) return undefined;
  const previous =
    stored === undefined
      ? undefined
      : accounts.find(
          (account) =>
            String(account.business_id) === String(stored.business_id) &&
            String(account.business_user_id) === String(stored.business_user_id),
        );
  return Account.initialSelection(accounts, previous);
};

export const toStored = (account: Account.Account): SelectedAccount => ({
  business_id: account.business_id,
  business_user_id: account.business_user_id,
  ...(account.name === undefined ? {} : { name: account.name }),
});

export interface ResolveOptions {
  /** Book as a guest even when signed in. */
  readonly guest?: boolean;
  /** Book as yourself even with a business account selected. */
  readonly consumer?: boolean;
}

/** The booker for a booking: a guest without a token, else the profile and the selected account. */
export const resolveBooker = async (
  context: Context,
  dispatch: DispatchApi,
  options: ResolveOptions = {},
): Promise<Booker> => {
  if (options.guest === true || context.token() === undefined) {
    return { kind: "guest", guestUserId: await dispatch.customerAuth.getGuestUserId() };
  }
  const profile = await dispatch.customerAuth.checkToken();
  const account =
    options.consumer === true ? undefined : selectedAccount(profile.accounts ?? [], context.session()?.selectedAccount);
  return account === undefined ? { kind: "consumer", profile } : { kind: "business", profile, account };
};
