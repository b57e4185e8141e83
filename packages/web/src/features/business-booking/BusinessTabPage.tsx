// The business booking form, /business/{activeTab} (spec §2; §3 Business booking; §4 Booking flow
// and Authority: the selected account decides payment and PO; §5 validation; §6 not_business_user).
// /business/book-ride is the outbound tab, /business/return the return tab. Choosing "Personal"
// here returns to consumer booking (§4), decided where every session change is (app/router.tsx,
// whereAfterSessionChange), with unsaved changes asked about first (UnsavedChangesDialog).
import { Alert, Button, Heading, Link as ChakraLink, Spinner, Stack, Text } from "@chakra-ui/react";
import { Link, useParams } from "react-router";
import { BusinessBookingForm } from "./components/BusinessBookingForm.tsx";
import { LegTabs } from "./components/LegTabs.tsx";
import { UnsavedChangesDialog } from "./components/UnsavedChangesDialog.tsx";
import { tabOfSegment, useBusinessForm } from "./hooks/use-business-form.ts";
import { bizMessages } from "./messages.ts";

export function BusinessTabPage() {
  const { activeTab } = useParams();
  const tab = tabOfSegment(activeTab);
  const form = useBusinessForm(tab);
  const m = bizMessages.form;
  return (
    <Stack gap="6" paddingY={{ base: "2", md: "6" }} maxWidth="3xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {m.title}
        </Heading>
        <Text color="fg.muted">{m.intro}</Text>
        <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
          <Link to="/business/trips">{bizMessages.trips.title}</Link>
        </ChakraLink>
      </Stack>
      {form.account === undefined || form.settings === undefined ? (
        <Alert.Root status="warning" data-testid="not-business">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{m.notBusiness}</Alert.Title>
            <Alert.Description>
              {m.switchAccount}{" "}
              <ChakraLink asChild color="brand.fg">
                <Link to="/book-ride">{m.bookForYourself}</Link>
              </ChakraLink>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : form.rides.status === "loading" ? (
        <Stack direction="row" align="center" role="status">
          <Spinner size="sm" />
          <Text>{m.loading}</Text>
        </Stack>
      ) : form.rides.status === "failed" ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{m.rideTypesFailed}</Alert.Title>
            <Alert.Description>{form.rides.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" onClick={form.rides.retry}>
            {m.retry}
          </Button>
        </Alert.Root>
      ) : (
        <>
          <LegTabs tab={tab} returnEnabled={form.booking.returnEnabled} />
          <BusinessBookingForm tab={tab} form={form} settings={form.settings} />
        </>
      )}
      <UnsavedChangesDialog dirty={form.dirty} />
    </Stack>
  );
}
