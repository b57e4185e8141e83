// /embeddedBook (spec §2, §3 quick-book and cruise-book journeys): the booking form in compact, for
// an operator's own website. `/embeddedBook?journey=cruise` is the cruise-book journey (a link of
// our design, as the spec names no route for it): the drop-off is one of the Southampton cruise
// terminals and there is no "as soon as possible" (§3: ASAP is quick-book only). No footer (the route says so), the summary and confirmation shown in place (only
// this path may be framed, so the widget never navigates away), and the page tells the parent
// window its height so the iframe can fit it. Signing in and paying by card need the full site:
// inside a frame they open at the top level, in a new tab, with the journey typed so far
// (widget-handoff.tsx); `/embeddedBook?continue=…` is where that tab lands, adopts the journey and
// goes on to the sign-in, the form or the summary.
import { OperatorLicence } from "../../components/OperatorLicence.tsx";
import { Button, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { systemClock } from "@cabline/api-ports/Clock";
import * as BookingForm from "@cabline/domain/BookingForm";
import { useEffect, useRef, type FormEvent } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { session$ } from "../../lib/state.ts";
import { useStore } from "../../lib/store.ts";
import { ContactFields } from "./components/ContactFields.tsx";
import { CruiseTerminalChoice } from "./components/CruiseTerminalChoice.tsx";
import { CountField } from "./components/CountField.tsx";
import { ErrorSummary } from "../../components/ErrorSummary.tsx";
import { OfflineNotice } from "./components/OfflineNotice.tsx";
import { PlaceField } from "./components/PlaceField.tsx";
import { RideTypeChoice } from "./components/RideTypeChoice.tsx";
import { WhenField } from "./components/WhenField.tsx";
import { useContinue } from "./hooks/use-continue.ts";
import { useBookingDraft } from "./hooks/use-draft.ts";
import { useQuickPicks } from "./hooks/use-quick-picks.ts";
import { useRideTypes, type RideTypesState } from "./hooks/use-ride-types.ts";
import type { QuickPicks } from "./hooks/quick-pick-list.ts";
import { bookingMessages as m } from "./messages.ts";
import { updateForm } from "./state/draft.ts";
import { SummaryPage } from "./SummaryPage.tsx";
import { CardElsewhere, framed, HandoffLanding, landingTarget, SignInElsewhere } from "./widget-handoff.tsx";

/** Posts the page height to the parent window whenever it changes (the operator's iframe). */
function useReportHeight() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (window.parent === window || ref.current === null) return;
    const report = () =>
      window.parent.postMessage({ type: "cabline:height", height: document.documentElement.scrollHeight }, "*");
    const observer = new ResizeObserver(report);
    observer.observe(ref.current);
    report();
    return () => observer.disconnect();
  }, []);
  return ref;
}

/** Keeps the draft to what the widget books: one way, cruise-book timed, ride types as loaded. */
function useWidgetJourney(cruise: boolean, asap: boolean, rideTypes: RideTypesState) {
  useEffect(() => {
    // The widget books one way, from its own first step.
    updateForm((f) => (f.returnEnabled ? BookingForm.disableReturn(f) : BookingForm.selectTab(f, "outbound")));
  }, []);
  useEffect(() => {
    // Cruise-book has a time, never "as soon as possible", and a terminal to go to.
    if (cruise && asap) updateForm((f) => BookingForm.setAsap(f, false, systemClock.now()));
  }, [cruise, asap]);
  useEffect(() => {
    if (rideTypes.status === "ready") updateForm((f) => BookingForm.reconcileRideTypes(f, rideTypes.rideTypes));
  }, [rideTypes]);
}

export function EmbeddedBookPage() {
  const [params] = useSearchParams();
  const signedIn = useStore(session$).session.signedIn;
  const landing = landingTarget(params, signedIn);
  return landing === undefined ? <Widget /> : <HandoffLanding target={landing} />;
}

function Widget() {
  const draft = useBookingDraft();
  const form = draft.form;
  const signedIn = useStore(session$).session.signedIn;
  const { state: rideTypes, retry } = useRideTypes();
  const quickPicks = useQuickPicks();
  const { errors, problems, attempt, warm } = useContinue();
  // The first touch of the form loads what it will need: the airports and the validation.
  const touched = () => {
    quickPicks.want();
    warm();
  };
  const ref = useReportHeight();
  const types = rideTypes.status === "ready" ? rideTypes.rideTypes : [];
  const [params] = useSearchParams();
  const cruise = params.get("journey") === "cruise";

  useWidgetJourney(cruise, form.asap, rideTypes);

  if (form.step > BookingForm.firstStep || draft.confirmation !== null) {
    return (
      <div ref={ref}>
        <SummaryPage
          onChangeJourney={() => updateForm((f) => BookingForm.goToStep(f, BookingForm.firstStep))}
          cardElsewhere={framed() ? <CardElsewhere form={form} /> : undefined}
        />
      </div>
    );
  }

  function onContinue(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    attempt(form, signedIn, types, () => updateForm((f) => BookingForm.goToStep(f, 2)));
  }

  return (
    <Stack gap="5" maxWidth="xl" marginX="auto" paddingY="2" ref={ref}>
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {cruise ? m.cruiseTitle : m.quickTitle}
        </Heading>
        <Text color="fg.muted">{cruise ? m.cruiseIntro : m.quickIntro}</Text>
        {!signedIn && <SignInElsewhere form={form} />}
        <Link asChild color="brand.fg" textDecoration="underline" alignSelf="flex-start" data-testid="journey-switch">
          <RouterLink to={cruise ? "/embeddedBook" : "/embeddedBook?journey=cruise"}>
            {cruise ? m.toQuick : m.toCruise}
          </RouterLink>
        </Link>
      </Stack>
      <OfflineNotice />
      <ErrorSummary title={m.errorSummary} problems={problems} testId="booking-error" />
      <form
        onSubmit={onContinue}
        onFocusCapture={touched}
        onPointerDownCapture={touched}
        noValidate
        aria-label={cruise ? m.cruiseTitle : m.quickTitle}
      >
        <Stack gap="4">
          <WidgetJourneyFields
            form={form}
            cruise={cruise}
            quickPicks={quickPicks}
            errors={errors}
            rideTypes={rideTypes}
            onRetryRideTypes={retry}
          />
          {!signedIn && <ContactFields form={form} errors={errors} />}
          <Button type="submit" colorPalette="brand" size="lg" id="book-continue" data-testid="book-continue">
            {m.continue}
          </Button>
        </Stack>
      </form>
      {/* The widget has no page footer: who the operator is goes here (spec §2 /embeddedBook). */}
      <OperatorLicence />
    </Stack>
  );
}

/** The journey's fields: pickup, drop-off (a cruise terminal on cruise-book), when, load, ride type. */
function WidgetJourneyFields({
  form,
  cruise,
  quickPicks,
  errors,
  rideTypes,
  onRetryRideTypes,
}: {
  readonly form: BookingForm.BookingForm;
  readonly cruise: boolean;
  readonly quickPicks: QuickPicks;
  readonly errors: Readonly<Record<string, string>>;
  readonly rideTypes: RideTypesState;
  readonly onRetryRideTypes: () => void;
}) {
  const journey = form.outbound;
  const types = rideTypes.status === "ready" ? rideTypes.rideTypes : [];
  return (
    <>
      <PlaceField
        id="outbound-pickup"
        label={m.pickup}
        value={journey.pickup}
        quickPicks={quickPicks}
        error={errors["outbound.pickup"]}
        onChange={(location) => updateForm((f) => BookingForm.setPlace(f, "pickup", location))}
      />
      {cruise ? (
        <CruiseTerminalChoice
          id="outbound-drop"
          value={journey.drop}
          error={errors["outbound.drop"]}
          onChange={(location) => updateForm((f) => BookingForm.setPlace(f, "drop", location))}
        />
      ) : (
        <PlaceField
          id="outbound-drop"
          label={m.drop}
          value={journey.drop}
          quickPicks={quickPicks}
          error={errors["outbound.drop"]}
          onChange={(location) => updateForm((f) => BookingForm.setPlace(f, "drop", location))}
        />
      )}
      <WhenField
        idPrefix="outbound"
        date={journey.date}
        asap={cruise ? undefined : form.asap}
        onDate={(date) => updateForm((f) => BookingForm.setDate(f, date))}
        onAsap={cruise ? undefined : (asap) => updateForm((f) => BookingForm.setAsap(f, asap, systemClock.now()))}
      />
      <HStack gap="4" align="start">
        <CountField
          id="outbound-passengers"
          label={m.passengers}
          value={journey.passengers}
          min={1}
          error={errors["outbound.passengers"]}
          onChange={(passengers) =>
            updateForm((f) => BookingForm.setLoad(f, { passengers, luggage: journey.luggage }, types))
          }
        />
        <CountField
          id="outbound-luggage"
          label={m.luggage}
          value={journey.luggage}
          min={0}
          error={errors["outbound.luggage"]}
          onChange={(luggage) =>
            updateForm((f) => BookingForm.setLoad(f, { passengers: journey.passengers, luggage }, types))
          }
        />
      </HStack>
      <RideTypeChoice
        id="outbound-rideType"
        state={rideTypes}
        demand={{ passengers: journey.passengers, luggage: journey.luggage, direction: "outbound" }}
        value={journey.rideType}
        error={errors["outbound.rideType"]}
        onRetry={onRetryRideTypes}
        onChange={(rideType) => updateForm((f) => BookingForm.setRideType(f, rideType))}
      />
    </>
  );
}
