// Business screens (spec §2 /business/*, /overview, /sub-accounts, /business-signup,
// /invitation/{token}; §6 business_user and sub_accounts_user).
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function BulkUploadPage() {
  return (
    <PlannedScreen
      title="Upload trips"
      summary="Book many trips at once from a CSV file."
      willHold={["A template to download", "Row-by-row validation before booking", "A report per row"]}
    />
  );
}
