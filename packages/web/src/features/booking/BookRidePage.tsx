// /book-ride (spec §2; §3 consumer booking form; §4 booking flow, ride type selection, return
// journey, airport fields; §5 validation): step 1 of a consumer or guest booking. The form is
// the domain's BookingForm, kept in sessionStorage (state/draft.ts); each ride type shows its
// price once both places are chosen (hooks/use-ride-prices.ts); Continue checks the form with the
// domain's Validation and opens /summary, which prices it again, with payment and the Book button.
import { Box, Button, Heading, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import * as BookingForm from "@cabline/domain/BookingForm";
import { useEffect, type FormEvent } from "react";
import { Link, useLocation } from "react-router";
import { session$ } from "../../lib/state.ts";
import { useStore } from "../../lib/store.ts";
import { ContactFields } from "./components/ContactFields.tsx";
import { ErrorSummary } from "../../components/ErrorSummary.tsx";
import { JourneyFields } from "./components/JourneyFields.tsx";
import { OfflineNotice } from "./components/OfflineNotice.tsx";
import { useContinue } from "./hooks/use-continue.ts";
import { fieldsOf, useBookAgain } from "./hooks/use-book-again.ts";
import { useBookingDraft } from "./hooks/use-draft.ts";
import { useQuickPicks } from "./hooks/use-quick-picks.ts";
import { useRideTypes } from "./hooks/use-ride-types.ts";
import { useRidePrices } from "./hooks/use-ride-prices.ts";
import { bookingMessages as m } from "./messages.ts";
import { updateDraft, updateForm } from "./state/draft.ts";
import { AssistanceChoice } from "../../components/assistance/AssistanceChoice.tsx";
import { Checkbox } from "../../components/controls/checkbox.tsx";
import { Tabs } from "../../components/controls/tabs.tsx";

export function BookRidePage() {
  const { form, confirmation } = useBookingDraft();
  useBookAgain();
  const signedIn = useStore(session$).session.signedIn;
  const { state: rideTypes, retry } = useRideTypes();
  const prices = useRidePrices(form, signedIn);
  const quickPicks = useQuickPicks();
  const { errors, problems, attempt, warm } = useContinue();
  // The first touch of the form loads what it will need: the airports and the validation.
  const touched = () => {
    quickPicks.want();
    warm();
  };
  const types = rideTypes.status === "ready" ? rideTypes.rideTypes : [];

  // Sent back from /summary to the field a server error concerns (§4): focus it.
  const location = useLocation();
  useEffect(() => {
    const { focus } = fieldsOf(location.state);
    if (typeof focus === "string") setTimeout(() => document.getElementById(focus)?.focus(), 0);
  }, [location.state]);

  // A new booking starts here: the last confirmation has been seen.
  useEffect(() => {
    if (confirmation !== null) updateDraft((d) => ({ ...d, confirmation: null }));
  }, [confirmation]);

  // Once the ride types are known, each journey holds one that can carry it (§4).
  useEffect(() => {
    if (rideTypes.status === "ready") updateForm((f) => BookingForm.reconcileRideTypes(f, rideTypes.rideTypes));
  }, [rideTypes]);

  const journeyFields = (
    <JourneyFields
      key={form.selectedTab}
      form={form}
      errors={errors}
      rideTypes={rideTypes}
      onRetryRideTypes={retry}
      quickPicks={quickPicks}
      prices={prices}
    />
  );

  function onContinue(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    attempt(form, signedIn, types);
  }

  return (
    <Stack gap="6" maxWidth="2xl" marginX="auto" paddingY={{ base: "2", md: "6" }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {m.title}
        </Heading>
        <Text color="fg.muted">{m.intro}</Text>
        {!signedIn && (
          <Text fontSize="sm">
            {m.signInHint}{" "}
            <ChakraLink asChild color="brand.fg">
              <Link to="/sign-in?redirect=%2Fbook-ride">{m.signIn}</Link>
            </ChakraLink>
          </Text>
        )}
      </Stack>
      <OfflineNotice />
      <ErrorSummary title={m.errorSummary} problems={problems} testId="booking-error" />
      <form
        onSubmit={onContinue}
        onFocusCapture={touched}
        onPointerDownCapture={touched}
        noValidate
        aria-label={m.title}
      >
        <Stack gap="6">
          {form.returnEnabled ? (
            <Tabs
              value={form.selectedTab}
              onValueChange={(tab) => updateForm((f) => BookingForm.selectTab(f, tab))}
              tabs={[
                { value: "outbound", label: m.outbound },
                { value: "return", label: m.return },
              ]}
              label={m.journeyTabs}
              variant="enclosed"
              fitted
              panelProps={{ paddingTop: "5" }}
            >
              {journeyFields}
            </Tabs>
          ) : (
            <Box>{journeyFields}</Box>
          )}
          <Stack gap="1">
            <Checkbox
              checked={form.returnEnabled}
              onCheckedChange={(checked) =>
                updateForm((f) => (checked ? BookingForm.enableReturn(f, types) : BookingForm.disableReturn(f)))
              }
              inputProps={{ "data-testid": "add-return" }}
            >
              {m.addReturn}
            </Checkbox>
            <Text fontSize="sm" color="fg.muted" paddingStart="7">
              {m.returnHint}
            </Text>
          </Stack>
          <AssistanceChoice
            prefix="assistance"
            assistance={BookingForm.assistanceOf(form)}
            onChange={(next) => updateForm((f) => BookingForm.setAssistance(f, next, types))}
            toggle={m.needAssistance}
          />
          {!signedIn && <ContactFields form={form} errors={errors} />}
          <Button type="submit" colorPalette="brand" size="lg" id="book-continue" data-testid="book-continue">
            {m.continue}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
