// /overview (spec §2, §6 business_user): trips and spend of the selected business
// account. The screen lives in ./admin; this file picks the account from the session.
import { Text } from "@chakra-ui/react";
import { session$ } from "../../lib/state.ts";
import { useStore } from "../../lib/store.ts";
import { OverviewScreen } from "./overview/OverviewScreen.tsx";
import { adminMessages } from "./messages.ts";

export function OverviewPage() {
  const { selectedAccount } = useStore(session$);
  if (selectedAccount === undefined) return <Text paddingY="6">{adminMessages.noAccount.overview}</Text>;
  const key = `${selectedAccount.business_id}:${selectedAccount.business_user_id}`;
  return <OverviewScreen key={key} account={selectedAccount} />;
}
