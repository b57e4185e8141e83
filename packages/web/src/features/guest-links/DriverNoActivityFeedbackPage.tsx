// /driver_no_activity_feedback/{token} (spec §2: route only, content not shown). Decision, as
// dispatch systems use such a link: the operator texts or e-mails it to a passenger
// whose driver showed no activity (never set off, or did not arrive), and the page lets them
// tell the operator at once. The token is the booking token. The page shows the booking as the
// server knows it (getBooking: status, pickup, driver), lets them report it at once
// (submitBookingFeedback, kind driver_no_show: the sandbox stores it and e-mails the operator,
// while the ride is not finished, per the domain's Feedback rule), and keeps the ways that reach
// the operator now: a call, and an e-mail already filled in with the booking. See README.md here.
import { Alert, Button, DataList, Flex, Heading, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Field, Textarea } from "../../components/controls/field.tsx";
import * as Booking from "@cabline/domain/Booking";
import * as DateTime from "@cabline/domain/DateTime";
import * as Feedback from "@cabline/domain/Feedback";
import { dialHref } from "@cabline/domain/TelLink";
import { useState, type FormEvent } from "react";
import { Link, useParams } from "react-router";
import { ScreenSkeleton } from "../../components/ScreenSkeleton.tsx";
import { useTenant } from "../../lib/state.ts";
import { messages } from "./messages.ts";
import { useBooking } from "./use-booking.ts";
import { useFeedback } from "./use-feedback.ts";

const when = (epochMs: number) => DateTime.formatDateTime(DateTime.fromEpochMs(epochMs));

export function DriverNoActivityFeedbackPage() {
  const { token } = useParams();
  const { branding } = useTenant();
  const state = useBooking(token);
  const report = useFeedback(token, "driver_no_show");
  const [comment, setComment] = useState("");
  if (state.kind === "loading") return <ScreenSkeleton />;
  if (state.kind === "failed") {
    return (
      <Stack gap="5" paddingY="6">
        <Heading as="h1" size="2xl">
          {messages.noShow.title}
        </Heading>
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description data-testid="booking-error">{state.message}</Alert.Description>
        </Alert.Root>
        <Contact appName={branding.appName} phone={branding.supportPhone} email={branding.supportEmail} />
      </Stack>
    );
  }
  const booking = state.details.booking;
  // The domain's window: from the pickup time until an hour after it, while the ride is not finished.
  const refusal = Feedback.refusal("driver_no_show", booking.status, {
    pickupTime: booking.pickup_time,
    now: Date.now(),
  });
  const mail = `mailto:${branding.supportEmail}?subject=${encodeURIComponent(messages.noShow.subject(booking.pair_id))}&body=${encodeURIComponent(
    messages.noShow.body(booking.pair_id, booking.pickup_location.address, when(booking.pickup_time)),
  )}`;
  return (
    <Stack gap="6" paddingY={{ base: "2", md: "6" }} maxWidth="2xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {messages.noShow.title}
        </Heading>
        <Text color="fg.muted">{messages.noShow.reference(booking.pair_id)}</Text>
      </Stack>
      <Text>{messages.noShow.intro}</Text>
      <DataList.Root orientation="horizontal" gap="2">
        <Row label={messages.noShow.pickup} value={when(booking.pickup_time)} />
        <Row label={messages.noShow.from} value={booking.pickup_location.address} />
        <Row label={messages.noShow.status} value={statusText[booking.status]} testId="no-show-status" />
        <Row
          label={messages.noShow.driver}
          value={
            booking.driver === undefined
              ? messages.noShow.noDriver
              : `${booking.driver.name}, ${booking.driver.vehicle}, ${booking.driver.registration}`
          }
        />
      </DataList.Root>
      {refusal !== undefined && report.state.kind !== "sent" && (
        <Alert.Root status="info" data-testid="no-show-not-now">
          <Alert.Indicator />
          <Alert.Description>{Feedback.messages[refusal]}</Alert.Description>
        </Alert.Root>
      )}
      {(refusal === undefined || report.state.kind === "sent") &&
        (report.state.kind === "sent" ? (
          <Alert.Root status="success" role="status" data-testid="no-show-reported">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{messages.noShow.reported(branding.appName)}</Alert.Title>
              <Alert.Description>{messages.noShow.reportedAt(when(report.state.receivedAt))}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <form
            aria-label={messages.noShow.report}
            noValidate
            onSubmit={(event: FormEvent<HTMLFormElement>) => {
              event.preventDefault();
              void report.send({ comment: comment.trim() });
            }}
          >
            <Stack gap="3">
              {report.state.kind === "failed" && (
                <Alert.Root status="error" role="alert" data-testid="no-show-failed">
                  <Alert.Indicator />
                  <Alert.Description>{report.state.message}</Alert.Description>
                </Alert.Root>
              )}
              <Field.Root>
                <Field.Label htmlFor="no-show-comment">{messages.noShow.where}</Field.Label>
                <Textarea
                  id="no-show-comment"
                  value={comment}
                  maxLength={Feedback.commentMaxLength}
                  onChange={(event) => setComment(event.currentTarget.value)}
                />
              </Field.Root>
              <Button
                type="submit"
                colorPalette="brand"
                size="lg"
                alignSelf="flex-start"
                data-testid="no-show-report"
                loading={report.state.kind === "sending"}
              >
                {messages.noShow.report}
              </Button>
            </Stack>
          </form>
        ))}
      <Contact appName={branding.appName} phone={branding.supportPhone} email={branding.supportEmail} mail={mail} />
      {!Booking.isFinished(booking.status) && token !== undefined && (
        <ChakraLink asChild color="brand.fg">
          <Link to={`/t/${encodeURIComponent(token)}`}>{messages.noShow.track}</Link>
        </ChakraLink>
      )}
    </Stack>
  );
}

const statusText: Readonly<Record<Booking.BookingStatus, string>> = {
  booked: "Booked; no driver assigned yet",
  driver_allocated: "A driver was assigned but has not set off",
  en_route: "The driver is recorded as on the way",
  arrived: "The driver is recorded as arrived",
  passenger_on_board: "The passenger is recorded as on board",
  completed: "The trip is recorded as completed",
  cancelled: "Cancelled",
  no_show: "The driver recorded that the passenger did not show",
};

function Contact(props: { appName: string; phone: string; email: string; mail?: string }) {
  if (props.phone === "" && props.email === "") return <Text>{messages.noShow.noContact}</Text>;
  return (
    <Flex gap="3" wrap="wrap">
      {props.phone !== "" && (
        <Button asChild colorPalette="brand" size="lg">
          <a href={dialHref(props.phone)} data-testid="call-operator">
            {messages.noShow.call(props.appName)}
          </a>
        </Button>
      )}
      {props.email !== "" && (
        <Button asChild variant="outline" size="lg">
          <a href={props.mail ?? `mailto:${props.email}`} data-testid="email-operator">
            {messages.noShow.email}
          </a>
        </Button>
      )}
    </Flex>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minWidth="8rem">{label}</DataList.ItemLabel>
      <DataList.ItemValue data-testid={testId}>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
