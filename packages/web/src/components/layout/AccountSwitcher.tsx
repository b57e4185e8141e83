// The business user's account switcher in the header (spec §4: selecting an account switches the
// settings; "Personal" clears the selection).
import { NativeSelect, VisuallyHidden } from "@chakra-ui/react";
import type { Account } from "@cabline/domain";
import { messages } from "../../i18n/messages.ts";

const accountKey = (account: Account.Account) => `${account.business_id}:${account.business_user_id}`;

export type AccountSwitcherProps = {
  readonly accounts: ReadonlyArray<Account.Account>;
  readonly selectedAccount: Account.Account | undefined;
  readonly onSelectAccount: (account: Account.Account | undefined) => void;
};

export function AccountSwitcher({ accounts, selectedAccount, onSelectAccount }: AccountSwitcherProps) {
  return (
    <NativeSelect.Root size="sm" width={{ base: "36", md: "56" }}>
      <VisuallyHidden asChild>
        <label htmlFor="account-switcher">{messages.header.account}</label>
      </VisuallyHidden>
      <NativeSelect.Field
        id="account-switcher"
        data-testid="account-switcher"
        value={selectedAccount ? accountKey(selectedAccount) : ""}
        onChange={(event) =>
          onSelectAccount(accounts.find((account) => accountKey(account) === event.currentTarget.value))
        }
      >
        <option value="">{messages.header.personal}</option>
        {accounts.map((account) => (
          <option key={accountKey(account)} value={accountKey(account)}>
            {account.name ?? `Account ${account.business_id}`}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
