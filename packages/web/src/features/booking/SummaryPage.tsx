// /summary (spec §2; §4 booking flow): both journeys, the price (getCostEstimate) with a promo
// code, the payment, and the Book button; then the confirmation with the tracking links. A
// form that is not ready to book sends the user back to /book-ride rather than failing here.
import { Button, Heading, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import type { CardEntry } from "@cabline/api-ports/PaymentsApi";
import * as Assistance from "@cabline/domain/Assistance";
import * as BookingForm from "@cabline/domain/BookingForm";
import * as BookingTerms from "@cabline/domain/BookingTerms";
import * as Card from "@cabline/domain/Card";
import * as Payment from "@cabline/domain/Payment";
import type * as RideAvailability from "@cabline/domain/RideAvailability";
import * as Validation from "@cabline/domain/Validation";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { session$, useTenant } from "../../lib/state.ts";
import { useStore } from "../../lib/store.ts";
import { ConfirmationView } from "./components/ConfirmationView.tsx";
import { ErrorSummary, type Problem } from "../../components/ErrorSummary.tsx";
import { bookingMessages } from "./messages.ts";
import { BookingTermsNote } from "../../components/BookingTermsNote.tsx";
import { OperatorLicence } from "../../components/OperatorLicence.tsx";
import { JourneyMap } from "./components/JourneyMap.tsx";
import { LegSummary } from "./components/LegSummary.tsx";
import { OfflineNotice } from "./components/OfflineNotice.tsx";
import { entryOf } from "../../components/payments/card-entry.ts";
import { type NewCard, PaymentChoice } from "./components/PaymentChoice.tsx";
import { PriceBreakdown } from "./components/PriceBreakdown.tsx";
import { PromoField } from "./components/PromoField.tsx";
import { useBook } from "./hooks/use-book.ts";
import { useFaultLeg } from "./hooks/use-fault-leg.ts";
import { useSavedCards } from "./hooks/use-cards.ts";
import { useBookingDraft } from "./hooks/use-draft.ts";
import { type QuoteState, useQuote } from "./hooks/use-quote.ts";
import { useRideTypes } from "./hooks/use-ride-types.ts";
import { summaryMessages as sm } from "./summary-messages.ts";
import { updateDraft, updateForm } from "./state/draft.ts";
import { type FocusRequest, fieldOfCode, onLeg } from "./state/error-fields.ts";
import { requestOf } from "./state/request.ts";

/** The new card as the payments port takes it (Stripe's field, or the sandbox form's); undefined while incomplete. */
const cardEntry = (card: NewCard): CardEntry | undefined => card.element ?? entryOf(card);

export type SummaryPageProps = {
  /**
   * The quick-book widget shows the summary in place: "Change the journey" (and a problem with a
   * step-1 field) goes back a step there, never to another page of the app.
   */
  readonly onChangeJourney?: () => void;
  /**
   * The widget inside another site's frame: card payment happens at the top level, so this takes
   * the place of the card fields and of Book when the card is chosen (widget-handoff.tsx).
   */
  readonly cardElsewhere?: ReactNode;
};

export function SummaryPage({ onChangeJourney, cardElsewhere }: SummaryPageProps = {}) {
  const draft = useBookingDraft();
  const { form } = draft;
  const session = useStore(session$);
  const signedIn = session.session.signedIn;
  const navigate = useNavigate();
  const { state: rideTypes } = useRideTypes();
  const types = rideTypes.status === "ready" ? rideTypes.rideTypes : [];
  const cards = useSavedCards(signedIn && form.paymentMethod === "card");
  const [newCard, setNewCard] = useState<NewCard>({ number: "", expiry: "", cvc: "" });
  const [problems, setProblems] = useState<ReadonlyArray<Problem>>([]);
  const { book, busy, failure: bookFailure } = useBook();
  const stripe = Payment.cardProviderFor(useTenant().branding.paymentPublishableKey) === "stripe";

  const ready =
    Validation.validatePickedPlaces(form).length === 0 && form.outbound.pickup !== null && form.outbound.drop !== null;
  const request = useMemo(
    () => (ready ? requestOf(form, { signedIn, guestUserId: form.guestUserId }) : undefined),
    [form, ready, signedIn],
  );
  const { state: quote, retry } = useQuote(request);
  const failure = bookFailure ?? (quote.status === "failed" ? quote : undefined);
  const faultLeg = useFaultLeg(request, failure?.code);

  // Preselect the default saved card (Card.preferredCard) once the cards are known.
  useEffect(() => {
    const preferred = Card.preferredCard(cards);
    if (draft.card === null && preferred !== undefined) updateDraft((d) => ({ ...d, card: preferred.id }));
  }, [cards, draft.card]);

  const methods = Payment.consumerMethods(session.paymentMethod);

  if (draft.confirmation !== null) {
    return (
      <Stack maxWidth="2xl" marginX="auto" paddingY={{ base: "2", md: "6" }}>
        <ConfirmationView
          confirmation={draft.confirmation}
          onAnother={() => {
            updateDraft((d) => ({ ...d, confirmation: null }));
            if (onChangeJourney === undefined) navigate("/book-ride");
          }}
        />
      </Stack>
    );
  }

  if (!ready) return <NoJourney onChangeJourney={onChangeJourney} />;

  const useNewCard =
    form.paymentMethod === "card" && (draft.card === "new" || (draft.card === null && cards.length === 0));

  // A failure about a step-1 field links back to that field (§4); the rest stays here.
  const failureProblems = failureProblemsOf(failure, faultLeg, (field) => {
    // The field is on the return tab when the return is at fault.
    if (field.startsWith("return-")) updateForm((f) => ({ ...f, selectedTab: "return" }));
    if (onChangeJourney !== undefined) onChangeJourney();
    else navigate("/book-ride", { state: { focus: field } satisfies FocusRequest });
  });

  function onBook() {
    if (quote.status !== "ready") return;
    const entry = useNewCard ? cardEntry(newCard) : undefined;
    if (useNewCard && entry === undefined) {
      setProblems([{ fieldId: stripe ? "stripe-card" : "card-number", text: sm.cardRequired }]);
      return;
    }
    setProblems([]);
    void book(quote.estimate, entry);
  }

  return (
    <Stack gap="6" maxWidth="2xl" marginX="auto" paddingY={{ base: "2", md: "6" }}>
      <SummaryIntro onChangeJourney={onChangeJourney} />
      <OfflineNotice />
      <ErrorSummary
        title={bookingMessages.errorSummary}
        problems={[...problems, ...failureProblems]}
        failure={failureProblems.length > 0 ? undefined : bookFailure?.message}
        testId="booking-error"
      />
      <JourneyLegs form={form} rideTypes={types} />
      <PriceBreakdown state={quote} onRetry={retry} />
      {/* The terms the booking is made on, beside its price and before Book now. */}
      {quote.status === "ready" && (
        <BookingTermsNote
          lines={BookingTerms.linesFor(quote.estimate.terms, BookingForm.pickups(form))}
          testId="summary-terms"
        />
      )}
      <PromoField
        applied={form.promocode}
        total={quote.status === "ready" ? quote.estimate.total : undefined}
        signedIn={signedIn}
      />
      <PaymentChoice
        method={form.paymentMethod}
        methods={methods}
        cards={cards}
        card={draft.card}
        newCard={newCard}
        onNewCard={setNewCard}
        cardElsewhere={cardElsewhere}
      />
      {/* Who the passenger books with, before they book (the page's footer says it too, but not in the widget). */}
      <OperatorLicence data-testid="summary-operator-licence" />
      {cardElsewhere !== undefined && form.paymentMethod === "card" ? null : (
        <BookNow quote={quote} busy={busy} onBook={onBook} />
      )}
    </Stack>
  );
}

/**
 * A failure about a step-1 field as a problem linked to that field on the leg at fault (§4);
 * following the link calls `goTo` with the field's id first. Other failures give none.
 */
function failureProblemsOf(
  failure: { readonly message: string; readonly code?: string } | undefined,
  faultLeg: "outbound" | "return",
  goTo: (fieldId: string) => void,
): ReadonlyArray<Problem> {
  const codeField = failure?.code === undefined ? undefined : fieldOfCode[failure.code];
  const failureField = codeField === undefined ? undefined : onLeg(codeField, faultLeg);
  if (failure === undefined || failureField === undefined) return [];
  return [{ fieldId: failureField, text: failure.message, beforeFocus: () => goTo(failureField) }];
}

/** A summary with no journey ready to book: back to the form (in place, in the widget). */
function NoJourney({ onChangeJourney }: { readonly onChangeJourney: (() => void) | undefined }) {
  return (
    <Stack gap="4" maxWidth="2xl" marginX="auto" paddingY={{ base: "2", md: "6" }}>
      <Heading as="h1" size="2xl">
        {sm.summaryTitle}
      </Heading>
      <Text>{sm.noDraft}</Text>
      {onChangeJourney === undefined ? (
        <Button asChild colorPalette="brand" alignSelf="start">
          <Link to="/book-ride">{sm.startBooking}</Link>
        </Button>
      ) : (
        <Button colorPalette="brand" alignSelf="start" onClick={onChangeJourney}>
          {sm.startBooking}
        </Button>
      )}
    </Stack>
  );
}

/** The summary's heading, and the way back to change the journey (in place, in the widget). */
function SummaryIntro({ onChangeJourney }: { readonly onChangeJourney: (() => void) | undefined }) {
  return (
    <Stack gap="1">
      <Heading as="h1" size="2xl">
        {sm.summaryTitle}
      </Heading>
      <Text color="fg.muted">{sm.summaryIntro}</Text>
      {onChangeJourney === undefined ? (
        <ChakraLink asChild color="brand.fg" fontSize="sm">
          <Link to="/book-ride">{sm.editJourney}</Link>
        </ChakraLink>
      ) : (
        <Button variant="outline" size="sm" alignSelf="start" onClick={onChangeJourney}>
          {sm.editJourney}
        </Button>
      )}
    </Stack>
  );
}

/** The outbound with its route and any assistance, then the return when there is one. */
function JourneyLegs({
  form,
  rideTypes,
}: {
  readonly form: BookingForm.BookingForm;
  readonly rideTypes: ReadonlyArray<RideAvailability.RideType>;
}) {
  return (
    <>
      <LegSummary
        title={sm.outboundLeg}
        journey={form.outbound}
        asap={form.asap}
        rideTypes={rideTypes}
        testId="summary-outbound"
      />
      <JourneyMap journey={form.outbound} id="summary-route-map" />
      {Assistance.text(form.assistance) !== undefined && (
        <Text data-testid="summary-assistance">
          {sm.assistance}: {Assistance.text(form.assistance)}
        </Text>
      )}
      {form.returnEnabled && (
        <LegSummary
          title={sm.returnLeg}
          journey={form.returnJourney}
          asap={false}
          rideTypes={rideTypes}
          testId="summary-return"
        />
      )}
    </>
  );
}

/** Book now: waits, saying why, until the price is known. */
function BookNow({
  quote,
  busy,
  onBook,
}: {
  readonly quote: QuoteState;
  readonly busy: boolean;
  readonly onBook: () => void;
}) {
  return (
    <Button
      colorPalette="brand"
      size="lg"
      // Until the price is known there is nothing to book: a tap then would do nothing (a reload
      // asks for the price again), so the button says why it waits; a failed price offers its retry.
      disabled={quote.status === "failed"}
      loading={busy || quote.status === "loading"}
      loadingText={busy ? sm.booking : sm.quoting}
      onClick={onBook}
      data-testid="book-now"
    >
      {sm.book}
    </Button>
  );
}
