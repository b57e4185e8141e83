// The business user's account switcher (spec §4: selecting an account switches the settings;
// "Personal" clears the selection). In the header on wide screens; in the phone menu at full
// width with its label shown, so a long company name is read in full on any tenant.
import { NativeSelect } from "../../theme/later.ts";
import { Field } from "../controls/field.tsx";
import type { Account } from "@cabline/domain";
import { messages } from "../../i18n/messages.ts";
import { SelectField } from "../controls/select.tsx";

const accountKey = (account: Account.Account) => `${account.business_id}:${account.business_user_id}`;

export type AccountSwitcherProps = {
  readonly accounts: ReadonlyArray<Account.Account>;
  readonly selectedAccount: Account.Account | undefined;
  readonly onSelectAccount: (account: Account.Account | undefined) => void;
  readonly id?: string;
  /** True in the phone menu: the label above, the select as wide as the menu. */
  readonly labelVisible?: boolean;
};

export function AccountSwitcher({
  accounts,
  selectedAccount,
  onSelectAccount,
  id = "account-switcher",
  labelVisible = false,
}: AccountSwitcherProps) {
  const selected = selectedAccount ? accountKey(selectedAccount) : "";
  const name = (account: Account.Account) => account.name ?? `Account ${account.business_id}`;
  return (
    <Field.Root width={labelVisible ? "full" : { base: "full", md: "auto" }} orientation="vertical">
      <Field.Label htmlFor={id} srOnly={!labelVisible}>
        {messages.header.account}
      </Field.Label>
      <NativeSelect.Root
        size={labelVisible ? "md" : "sm"}
        width={labelVisible ? "full" : "auto"}
        maxWidth={labelVisible ? "full" : "64"}
      >
        <SelectField
          id={id}
          data-testid={id}
          value={selected}
          title={selectedAccount ? name(selectedAccount) : messages.header.personal}
          onChange={(event) =>
            onSelectAccount(accounts.find((account) => accountKey(account) === event.currentTarget.value))
          }
        >
          <option value="">{messages.header.personal}</option>
          {accounts.map((account) => (
            <option key={accountKey(account)} value={accountKey(account)}>
              {name(account)}
            </option>
          ))}
        </SelectField>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
