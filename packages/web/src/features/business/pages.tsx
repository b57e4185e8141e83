// Business screens (spec §2 /business/*, /overview, /sub-accounts, /business-signup,
// /invitation/{token}; §6 business_user and sub_accounts_user).
import { useParams } from "react-router";
import { PlannedScreen } from "../../components/PlannedScreen.tsx";

export function BusinessTabPage() {
  const { activeTab } = useParams();
  return (
    <PlannedScreen
      title="Business booking"
      summary="Book for yourself or for others on the company account."
      reference={activeTab}
      willHold={[
        "Passenger details and booking for others",
        "Pickup, drop-off and vias, each able to carry a passenger",
        "PO number and cost centre",
        "Account payment",
      ]}
    />
  );
}

export function BusinessSummaryPage() {
  return (
    <PlannedScreen
      title="Business booking summary"
      summary="Check the journey, passengers and PO number before booking."
      willHold={["Both legs", "Passengers", "PO number", "Fare"]}
    />
  );
}

export function BusinessTripsPage() {
  return (
    <PlannedScreen
      title="Company trips"
      summary="Upcoming, active and past trips on the account."
      willHold={["Upcoming, active and history tabs", "Search history", "Pages of 10, 25, 50 or 100"]}
    />
  );
}

export function BusinessTripPage() {
  const { id } = useParams();
  return (
    <PlannedScreen
      title="Company trip"
      summary="One trip on the account."
      reference={id}
      willHold={["Route and passengers", "Status and driver", "Edit or cancel"]}
    />
  );
}

export function BusinessTripEditPage() {
  return (
    <PlannedScreen
      title="Edit trip"
      summary="Change a trip that has not started."
      willHold={["Time, stops and passengers", "A clear message when the trip has already finished"]}
    />
  );
}

export function OverviewPage() {
  return (
    <PlannedScreen
      title="Overview"
      summary="Spend and trips across the account."
      willHold={["Trips this month", "Spend by cost centre and PO number"]}
    />
  );
}

export function BulkUploadPage() {
  return (
    <PlannedScreen
      title="Upload trips"
      summary="Book many trips at once from a CSV file."
      willHold={["A template to download", "Row-by-row validation before booking", "A report per row"]}
    />
  );
}

export function SubAccountsPage() {
  return (
    <PlannedScreen
      title="Sub-accounts"
      summary="People who book on the company account."
      willHold={["Invite by e-mail", "Remove access", "See who has accepted"]}
    />
  );
}

export function BusinessSignupPage() {
  return (
    <PlannedScreen
      title="Open a business account"
      summary="Book and pay for company travel in one place."
      willHold={["Company details", "Billing contact", "Account payment and PO numbers"]}
    />
  );
}

export function InvitationPage() {
  const { token } = useParams();
  return (
    <PlannedScreen
      title="Join your company account"
      summary="Accept the invitation to book on your company's account."
      reference={token}
      willHold={["Who invited you", "Accept and set your password"]}
    />
  );
}
