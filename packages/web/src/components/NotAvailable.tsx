// A signed-in user without the route's authority (spec §6) is told what the page is for and how
// to get it (domain Routes.Refusal), with a way back home. Loaded only on this path, with its words.
import * as Routes from "@cabline/domain/Routes";
import { Button, Heading, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";

/** What each page a refusal can name is for, as the start of a sentence. */
/** What each page a refusal can name is for, as the subject of a sentence. */
const pages: Readonly<Record<string, string>> = {
  bookRide: "Booking for yourself",
  trips: "Seeing your own trips",
  trip: "Seeing your own trips",
  business: "Booking for your company",
  businessSummary: "Booking for your company",
  businessTrips: "Seeing your company's trips",
  businessTrip: "Seeing your company's trips",
  businessTripEdit: "Changing a company trip",
  bulkUpload: "Uploading a file of company trips",
  overview: "The company overview (spend, trips and passengers)",
  subAccounts: "Managing who books on your company's account",
};

const words = {
  title: "Not available for your account",
  back: "Back to my bookings",
  register: "Register your company",
  why: {
    business_only:
      "is for business accounts, and this account has none. If your company books with us, ask its administrator to invite you; or register your company.",
    switch_to_business:
      "is for business accounts. You are booking as yourself: choose your company in the account switcher in the header (under Menu on a phone), then open this page again.",
    sub_accounts_off:
      "needs sub-accounts, which are not turned on for this company account. Ask us to turn them on; until then, your company's administrator books for others.",
    personal_only:
      "is for personal bookings. You are booking for your company: choose Personal in the account switcher in the header (under Menu on a phone) to use it.",
  } satisfies Record<Routes.Refusal, string>,
};

export default function NotAvailable({
  home,
  routeId,
  refusal,
}: {
  readonly home: string;
  readonly routeId: string;
  readonly refusal: Routes.Refusal;
}) {
  return (
    <Stack gap="4" paddingY="10" maxWidth="lg" data-testid="not-available" data-refusal={refusal}>
      <Heading as="h1" size="2xl">
        {words.title}
      </Heading>
      <Text>{`${pages[routeId] ?? "This page"} ${words.why[refusal]}`}</Text>
      <Stack direction={{ base: "column", sm: "row" }} gap="3" align={{ base: "stretch", sm: "center" }}>
        <Button asChild colorPalette="brand">
          <Link to={home}>{words.back}</Link>
        </Button>
        {refusal === "business_only" && (
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <Link to={Routes.paths.businessSignup()}>{words.register}</Link>
          </ChakraLink>
        )}
      </Stack>
    </Stack>
  );
}
