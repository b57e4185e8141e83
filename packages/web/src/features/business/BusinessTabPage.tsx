// The business booking form, /business/{activeTab} (spec §2; §3 Business booking; §4 Booking flow
// and Authority: the selected account decides payment and PO; §5 validation; §6 not_business_user).
// /business/book-ride is the outbound tab, /business/return the return tab.
import { Alert, Button, Heading, Link as ChakraLink, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { BusinessBookingForm } from "./booking/components/BusinessBookingForm.tsx";
import { LegTabs } from "./booking/components/LegTabs.tsx";
import { UnsavedChangesDialog } from "./booking/components/UnsavedChangesDialog.tsx";
import { tabOfSegment, useBusinessForm } from "./booking/hooks/use-business-form.ts";
import { bizMessages } from "./booking/messages.ts";
import { session$ } from "../../lib/state.ts";
import { useStore } from "../../lib/store.ts";

export function BusinessTabPage() {
  const { activeTab } = useParams();
  const tab = tabOfSegment(activeTab);
  const form = useBusinessForm(tab);
  const m = bizMessages.form;
  // Choosing "Personal" while booking for others returns to consumer booking (spec §4 "clearing
  // it returns to consumer"); unsaved changes are asked about first (UnsavedChangesDialog). One
  // who never had an account selected here sees why they cannot book for others (§6).
  // Signing out or a session that ends also clears the account: the shell handles those.
  const navigate = useNavigate();
  const { session, profile } = useStore(session$);
  const stillSignedIn = session.signedIn && profile !== undefined;
  const hadAccount = useRef(form.account !== undefined);
  useEffect(() => {
    if (form.account !== undefined) hadAccount.current = true;
    else if (hadAccount.current && stillSignedIn) void navigate("/book-ride");
  }, [form.account, stillSignedIn, navigate]);
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
