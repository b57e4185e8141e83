// /sub-accounts (spec §2, §6 sub_accounts_user): the selected business account's people.
// The screen lives in features/business-admin; this file picks the account from the session.
import { Text } from "@chakra-ui/react";
import { SubAccountsScreen } from "./sub-accounts/SubAccountsScreen.tsx";
import { adminMessages } from "./messages.ts";
import { session$ } from "../../lib/state.ts";
import { useStore } from "../../lib/store.ts";

export function SubAccountsPage() {
  const { selectedAccount } = useStore(session$);
  if (selectedAccount === undefined) return <Text paddingY="6">{adminMessages.subAccounts.noAccount}</Text>;
  const key = `${selectedAccount.business_id}:${selectedAccount.business_user_id}`;
  return <SubAccountsScreen key={key} account={selectedAccount} />;
}
