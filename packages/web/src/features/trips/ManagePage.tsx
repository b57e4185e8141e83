// A guest's private manage link, /manage/{token} (spec §2 token routes; §7 getBooking,
// getCancelBookingInfo, cancelBookingPair, sendReceipt, updateBooking): the booking token is the
// credential, so whoever opened the link from their booking e-mail manages the booking without
// signing in. The page shows each leg, what is left to pay (amount_due) with the pay link, the
// change form for an upcoming leg, cancelling with the fee shown first, and the receipt (e-mail
// it to the booking's own address, print it). A share token reads the same booking read-only
// (read_only): its page says so and links to the shared journey; it never manages. Printed, the
// page is the receipt alone, as on /trips/{id}. Text from the server is rendered as text.
import { Alert, Box, Button, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import * as Booking from "@cabline/domain/Booking";
import type * as Money from "@cabline/domain/Money";
import * as Routes from "@cabline/domain/Routes";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { ScreenSkeleton } from "../../components/ScreenSkeleton.tsx";
import { CancelBooking } from "./components/CancelBooking.tsx";
import { ChangeTrip } from "./components/ChangeTrip.tsx";
import { LegDetails } from "./components/LegDetails.tsx";
import { Receipt } from "./components/Receipt.tsx";
import { money, refundOf } from "./format.ts";
import { messages } from "./messages.ts";
import { useManagedBooking } from "./use-managed-booking.ts";

/** What the passenger just did, and what it cost or gave back. */
type Done =
  | { readonly kind: "cancelled"; readonly fee: Money.Money; readonly refund: Money.Money | undefined }
  | { readonly kind: "changed"; readonly refund: Money.Money | undefined };

const m = messages.manage;

export function ManagePage() {
  const { token = "" } = useParams();
  const { state, reload, retry } = useManagedBooking(token);
  const [done, setDone] = useState<Done | undefined>(undefined);

  if (state.kind === "loading") return <ScreenSkeleton />;
  if (state.kind === "failed") return <ManageFailure {...state} onRetry={() => void retry()} />;
  const { details } = state;
  if (details.booking.read_only === true) return <ReadOnly token={token} />;

  const legs = Booking.legs(details);
  const due = details.amount_due;
  return (
    <Stack gap="6" paddingY={{ base: "2", md: "6" }} maxWidth="4xl">
      <Stack gap="1" _print={{ display: "none" }}>
        <Heading as="h1" size="2xl">
          {m.title}
        </Heading>
        <Text color="fg.muted" data-testid="booking-reference">
          {m.reference(details.booking.pair_id)}
        </Text>
        <Text>{m.intro}</Text>
        <Box role="status" aria-live="polite">
          {done !== undefined && <DoneAlert done={done} />}
        </Box>
      </Stack>
      {state.reloadFailed !== undefined && (
        <Alert.Root status="warning" _print={{ display: "none" }} data-testid="manage-reload-failed">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{m.failedTitle}</Alert.Title>
            <Alert.Description>{state.reloadFailed}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void reload()}>
            {m.retry}
          </Button>
        </Alert.Root>
      )}
      {due !== undefined && due.amountMinor > 0 && <AmountDue token={token} due={due} />}
      <Flex gap="2" wrap="wrap" _print={{ display: "none" }}>
        <Button asChild variant="outline">
          <Link to={Routes.paths.track(token)} data-testid="manage-track">
            {m.track}
          </Link>
        </Button>
      </Flex>
      <Stack gap="6" _print={{ display: "none" }}>
        {legs.map((leg) => (
          <LegDetails key={leg.id} leg={leg} titled={legs.length > 1} />
        ))}
        <ChangeTrip
          legs={legs}
          onChanged={(outcome) => {
            setDone({ kind: "changed", refund: outcome.refund });
            void reload();
          }}
        />
        {legs.some((leg) => Booking.isCancellable(leg.status)) && (
          <CancelBooking
            bookingToken={token}
            onCancelled={(cancellation) => {
              setDone({ kind: "cancelled", fee: cancellation.fee, refund: refundOf(cancellation) });
              void reload();
            }}
          />
        )}
      </Stack>
      <Receipt details={details} />
    </Stack>
  );
}

function DoneAlert({ done }: { readonly done: Done }) {
  return (
    <Alert.Root status="success" marginTop="4" data-testid={done.kind === "cancelled" ? "cancelled" : "changed"}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {done.kind === "cancelled" ? messages.cancel.done(money(done.fee)) : messages.change.done}
        </Alert.Title>
        {done.refund !== undefined && (
          <Alert.Description data-testid="refund">{m.refund(money(done.refund))}</Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

/** What is left to pay, and the pay page: a fresh document, where no tenant script runs (§1). */
function AmountDue({ token, due }: { readonly token: string; readonly due: Money.Money }) {
  const amount = money(due);
  return (
    <Alert.Root status="warning" _print={{ display: "none" }} data-testid="amount-due">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title data-testid="amount-due-title">{m.toPay(amount)}</Alert.Title>
        <Alert.Description>{m.toPayHelp}</Alert.Description>
        <Button asChild colorPalette="brand" alignSelf="flex-start" size="sm">
          <Link to={Routes.paths.pay(token)} reloadDocument data-testid="manage-pay">
            {m.pay(amount)}
          </Link>
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A share token: it reads the booking, and nothing more. */
function ReadOnly({ token }: { readonly token: string }) {
  return (
    <Stack gap="5" paddingY={{ base: "2", md: "6" }} maxWidth="2xl">
      <Heading as="h1" size="2xl">
        {m.title}
      </Heading>
      <Alert.Root status="info" data-testid="manage-read-only">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{m.readOnlyTitle}</Alert.Title>
          <Alert.Description>{m.readOnly}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button asChild colorPalette="brand" alignSelf="flex-start">
        <Link to={Routes.paths.share(token)} data-testid="manage-follow-shared">
          {m.followShared}
        </Link>
      </Button>
    </Stack>
  );
}

/** The booking cannot be shown: a token that is no booking's says so (§8); anything else offers a retry. */
function ManageFailure(props: {
  readonly message: string;
  readonly invalid: boolean;
  readonly retrying: boolean;
  readonly onRetry: () => void;
}) {
  return (
    <Stack gap="5" paddingY={{ base: "2", md: "6" }} maxWidth="2xl" data-testid="booking-load-failure">
      <Heading as="h1" size="2xl">
        {m.title}
      </Heading>
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{props.invalid ? m.invalidTitle : m.failedTitle}</Alert.Title>
          <Alert.Description>
            <Text data-testid="booking-error">{props.message}</Text>
            {props.invalid && <Text marginTop="1">{m.invalidHelp}</Text>}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {props.invalid && (
        <Button asChild alignSelf="flex-start" variant="outline">
          <Link to={Routes.paths.findBooking()} data-testid="manage-find-booking">
            {m.findLink}
          </Link>
        </Button>
      )}
      {!props.invalid && (
        <Button
          alignSelf="flex-start"
          variant="outline"
          onClick={props.onRetry}
          loading={props.retrying}
          loadingText={m.retrying}
        >
          {m.retry}
        </Button>
      )}
    </Stack>
  );
}
