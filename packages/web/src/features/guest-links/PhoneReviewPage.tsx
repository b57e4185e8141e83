// /phone-review/{token} (spec §2: route only, content not shown). Decision, as dispatch systems
// use such a link (issue 18): after a ride booked by phone, the operator texts the passenger this
// link; the token is the booking token. The page shows the ride as the server knows it
// (getBooking) and, once it is complete, asks for a rating from 1 to 5 and a comment (GOV.UK
// radios with an error summary). The contract has no review call, so the review goes to the
// operator's support e-mail through the passenger's own e-mail app, addressed and filled in, and
// the page says so; nothing pretends to have been stored. See README.md here.
import { Alert, Button, Field, Heading, List, Stack, Text, Textarea } from "@chakra-ui/react";
import * as Booking from "@cabline/domain/Booking";
import * as DateTime from "@cabline/domain/DateTime";
import { useState, type FormEvent } from "react";
import { useParams } from "react-router";
import { ScreenSkeleton } from "../../components/ScreenSkeleton.tsx";
import { useTenant } from "../../lib/state.ts";
import { RatingRadios } from "./components/RatingRadios.tsx";
import { messages } from "./messages.ts";
import { useBooking } from "./use-booking.ts";

export function PhoneReviewPage() {
  const { token } = useParams();
  const { branding } = useTenant();
  const state = useBooking(token);
  const [rating, setRating] = useState<number | undefined>(undefined);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);

  if (state.kind === "loading") return <ScreenSkeleton />;
  const heading = (
    <Heading as="h1" size="2xl">
      {messages.review.title}
    </Heading>
  );
  if (state.kind === "failed") {
    return (
      <Stack gap="5" paddingY="6">
        {heading}
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description data-testid="booking-error">{state.message}</Alert.Description>
        </Alert.Root>
      </Stack>
    );
  }
  const booking = state.details.booking;
  const drop = Booking.dropOff(booking);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rating === undefined) {
      setError(messages.review.ratingRequired);
      return;
    }
    setError(undefined);
    window.location.href = `mailto:${branding.supportEmail}?subject=${encodeURIComponent(
      messages.review.subject(booking.pair_id, rating),
    )}&body=${encodeURIComponent(messages.review.body(booking.pair_id, rating, comment.trim()))}`;
  }

  return (
    <Stack gap="5" paddingY={{ base: "2", md: "6" }} maxWidth="2xl">
      <Stack gap="1">
        {heading}
        <Text color="fg.muted">{messages.review.reference(booking.pair_id)}</Text>
      </Stack>
      <Text>{messages.review.intro(branding.appName)}</Text>
      <Text fontWeight="semibold" data-testid="review-ride">
        {messages.review.ride(
          DateTime.formatDateTime(DateTime.fromEpochMs(booking.pickup_time)),
          booking.pickup_location.address,
          drop?.address ?? "",
        )}
      </Text>
      {booking.status !== "completed" ? (
        <Alert.Root status="info" data-testid="review-not-yet">
          <Alert.Indicator />
          <Alert.Title>{messages.review.notYet}</Alert.Title>
        </Alert.Root>
      ) : branding.supportEmail === "" ? (
        <Text>{messages.review.noEmail}</Text>
      ) : (
        <>
          {error !== undefined && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{messages.review.errorSummary}</Alert.Title>
                <Alert.Description>
                  <List.Root paddingStart="4">
                    <List.Item>
                      <a href="#rating-1">{error}</a>
                    </List.Item>
                  </List.Root>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <form onSubmit={onSubmit} noValidate aria-label={messages.review.title}>
            <Stack gap="5">
              <RatingRadios value={rating} onChange={setRating} error={error} />
              <Field.Root>
                <Field.Label htmlFor="review-comment">{messages.review.comment}</Field.Label>
                <Textarea
                  id="review-comment"
                  value={comment}
                  maxLength={2000}
                  onChange={(event) => setComment(event.currentTarget.value)}
                />
              </Field.Root>
              <Text fontSize="sm" color="fg.muted">
                {messages.review.sendsEmail(branding.supportEmail)}
              </Text>
              <Button type="submit" colorPalette="brand" alignSelf="flex-start" data-testid="review-submit">
                {messages.review.submit}
              </Button>
            </Stack>
          </form>
        </>
      )}
    </Stack>
  );
}
