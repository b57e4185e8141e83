// /business/bulk-upload-trips (spec §2, §5 Upload, §6 business_user): book many trips
// from a CSV file. The screen lives in ./admin; this file picks the account from the session.
import { Text } from "@chakra-ui/react";
import { session$ } from "../../lib/state.ts";
import { useStore } from "../../lib/store.ts";
import { BulkUploadScreen } from "./bulk-upload/BulkUploadScreen.tsx";
import { adminMessages } from "./messages.ts";

export function BulkUploadPage() {
  const { selectedAccount } = useStore(session$);
  if (selectedAccount === undefined) return <Text paddingY="6">{adminMessages.noAccount.bulk}</Text>;
  const key = `${selectedAccount.business_id}:${selectedAccount.business_user_id}`;
  return <BulkUploadScreen key={key} account={selectedAccount} />;
}
