// /phone-review/{token} (spec §2: route only, content not shown). Decision, as dispatch systems
// use such a link: after a ride booked by phone, the operator texts the passenger this
// link; the token is the booking token. The page shows the ride as the server knows it
// (getBooking) and, once it is complete, asks for a rating from 1 to 5 and a comment (GOV.UK
// radios with an error summary), sent with submitBookingFeedback: the sandbox stores it and
// e-mails the operator. The rules (when a ride can be rated, the rating, the comment) are the
// domain's Feedback module. See README.md here.
import { Alert, Button, Heading, List, Stack, Text } from "@chakra-ui/react";
import { Field, Textarea } from "../../components/controls/field.tsx";
import * as Booking from "@cabline/domain/Booking";
import * as DateTime from "@cabline/domain/DateTime";
import * as Feedback from "@cabline/domain/Feedback";
import { useState, type FormEvent } from "react";
import { useParams } from "react-router";
import { ScreenSkeleton } from "../../components/ScreenSkeleton.tsx";
import { useTenant } from "../../lib/state.ts";
import { RatingRadios } from "./components/RatingRadios.tsx";
import { messages } from "./messages.ts";
import { useBooking } from "./use-booking.ts";
import { type FeedbackState, useFeedback } from "./use-feedback.ts";

/** What stops the review being sent, and the field it is about. */
type ReviewError = { readonly field: "rating" | "comment"; readonly text: string };

const when = (epochMs: number) => DateTime.formatDateTime(DateTime.fromEpochMs(epochMs));

export function PhoneReviewPage() {
  const { token } = useParams();
  const { branding } = useTenant();
  const state = useBooking(token);
  const feedback = useFeedback(token, "review");
  const [rating, setRating] = useState<number | undefined>(undefined);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<ReviewError | undefined>(undefined);

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
    const checked = Feedback.checkReview(rating, comment);
    if ("problem" in checked) {
      setError({
        field: checked.problem === "commentTooLong" ? "comment" : "rating",
        text: Feedback.messages[checked.problem],
      });
      return;
    }
    setError(undefined);
    void feedback.send({ rating: checked.rating, comment: checked.comment });
  }

  return (
    <Stack gap="5" paddingY={{ base: "2", md: "6" }} maxWidth="2xl">
      <Stack gap="1">
        {heading}
        <Text color="fg.muted">{messages.review.reference(booking.pair_id)}</Text>
      </Stack>
      <Text>{messages.review.intro(branding.appName)}</Text>
      <Text fontWeight="semibold" data-testid="review-ride">
        {messages.review.ride(when(booking.pickup_time), booking.pickup_location.address, drop?.address ?? "")}
      </Text>
      {!Feedback.accepts("review", booking.status, { pickupTime: booking.pickup_time, now: Date.now() }) ? (
        <Alert.Root status="info" data-testid="review-not-yet">
          <Alert.Indicator />
          <Alert.Title>{messages.review.notYet}</Alert.Title>
        </Alert.Root>
      ) : feedback.state.kind === "sent" ? (
        <Alert.Root status="success" role="status" data-testid="review-sent">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{messages.review.sent(branding.appName)}</Alert.Title>
            <Alert.Description>{messages.review.sentAt(when(feedback.state.receivedAt))}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <ReviewForm
          rating={rating}
          onRating={setRating}
          comment={comment}
          onComment={setComment}
          error={error}
          feedback={feedback.state}
          onSubmit={onSubmit}
        />
      )}
    </Stack>
  );
}

/** The rating and comment, with the error summary linked to them (GOV.UK radios). */
function ReviewForm({
  rating,
  onRating,
  comment,
  onComment,
  error,
  feedback,
  onSubmit,
}: {
  readonly rating: number | undefined;
  readonly onRating: (rating: number) => void;
  readonly comment: string;
  readonly onComment: (comment: string) => void;
  readonly error: ReviewError | undefined;
  readonly feedback: FeedbackState;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <>
      {error !== undefined && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{messages.review.errorSummary}</Alert.Title>
            <Alert.Description>
              <List.Root paddingStart="4">
                <List.Item>
                  <a href={error.field === "rating" ? "#rating-1" : "#review-comment"}>{error.text}</a>
                </List.Item>
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {feedback.kind === "failed" && (
        <Alert.Root status="error" role="alert" data-testid="review-failed">
          <Alert.Indicator />
          <Alert.Description>{feedback.message}</Alert.Description>
        </Alert.Root>
      )}
      <form onSubmit={onSubmit} noValidate aria-label={messages.review.title}>
        <Stack gap="5">
          <RatingRadios value={rating} onChange={onRating} error={error?.field === "rating" ? error.text : undefined} />
          <Field.Root invalid={error?.field === "comment"}>
            <Field.Label htmlFor="review-comment">{messages.review.comment}</Field.Label>
            <Textarea
              id="review-comment"
              value={comment}
              maxLength={Feedback.commentMaxLength}
              onChange={(event) => onComment(event.currentTarget.value)}
            />
            {error?.field === "comment" && <Field.ErrorText>{error.text}</Field.ErrorText>}
          </Field.Root>
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="flex-start"
            data-testid="review-submit"
            loading={feedback.kind === "sending"}
          >
            {messages.review.submit}
          </Button>
        </Stack>
      </form>
    </>
  );
}
