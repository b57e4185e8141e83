// The business booking summary, /business/summary (spec §2; §3 Business booking: both legs,
// prices per leg with additional charges, PO number, payment; §7 getCostEstimate and booking;
// §4/§8 a refusal sends the user back to step 1 on the tab at fault with the message on the field).
import { Alert, Button, DataList, Heading, Link as ChakraLink, Spinner, Stack, Text } from "@chakra-ui/react";
import { BookingTermsNote } from "../../components/BookingTermsNote.tsx";
import { OperatorLicence } from "../../components/OperatorLicence.tsx";
import { Card } from "../../theme/later.ts";
import * as Money from "@cabline/domain/Money";
import { Link } from "react-router";
import { useRideTypes } from "./hooks/use-ride-types.ts";
import { bizMessages } from "./messages.ts";
import { Confirmation } from "./summary/Confirmation.tsx";
import { LegSummary } from "./summary/LegSummary.tsx";
import { useSummary } from "./summary/use-summary.ts";

export function BusinessSummaryPage() {
  const s = useSummary();
  const rides = useRideTypes();
  const m = bizMessages.summary;
  if (s.booked !== undefined) return <Confirmation created={s.booked} terms={s.bookedTerms} />;
  const { booking, estimate } = s;
  const ready = booking.step >= 2 && booking.outbound.pickup !== null;
  const rideTypes = rides.status === "ready" ? rides.rideTypes : [];
  return (
    <Stack gap="6" paddingY={{ base: "2", md: "6" }} maxWidth="3xl">
      <Heading as="h1" size="2xl">
        {m.title}
      </Heading>
      {!ready ? (
        <Stack gap="3">
          <Text>{m.empty}</Text>
          <ChakraLink asChild color="brand.fg">
            <Link to="/business/book-ride">{m.startBooking}</Link>
          </ChakraLink>
        </Stack>
      ) : (
        <>
          {s.pricing === "loading" && (
            <Stack direction="row" align="center" role="status">
              <Spinner size="sm" />
              <Text>{m.pricing}</Text>
            </Stack>
          )}
          {s.pricing !== undefined && s.pricing !== "loading" && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{m.priceFailed}</Alert.Title>
                <Alert.Description>{s.pricing.message}</Alert.Description>
              </Alert.Content>
              <Button size="sm" onClick={s.retryPricing}>
                {m.retry}
              </Button>
            </Alert.Root>
          )}
          <LegSummary
            leg="outbound"
            journey={booking.outbound}
            rideTypes={rideTypes}
            fare={estimate?.outbound}
            charges={estimate?.bookingAdditionalChargesOutbound ?? []}
            accepted={s.accepted.outbound}
            onAccept={(codes) => s.setAccepted({ ...s.accepted, outbound: codes })}
          />
          {booking.returnEnabled && (
            <LegSummary
              leg="return"
              journey={booking.returnJourney}
              rideTypes={rideTypes}
              fare={estimate?.return}
              charges={estimate?.bookingAdditionalChargesReturn ?? []}
              accepted={s.accepted.return}
              onAccept={(codes) => s.setAccepted({ ...s.accepted, return: codes })}
            />
          )}
          <Card.Root>
            <Card.Body>
              <DataList.Root orientation="horizontal" size="sm">
                <DataList.Item>
                  <DataList.ItemLabel>{m.account}</DataList.ItemLabel>
                  <DataList.ItemValue>{s.account?.name ?? ""}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{m.payment}</DataList.ItemLabel>
                  <DataList.ItemValue>{bizMessages.form.methods[booking.paymentMethod]}</DataList.ItemValue>
                </DataList.Item>
                {booking.outbound.poNumber.trim() !== "" && (
                  <DataList.Item>
                    <DataList.ItemLabel>{m.poNumber}</DataList.ItemLabel>
                    <DataList.ItemValue data-testid="summary-po">{booking.outbound.poNumber}</DataList.ItemValue>
                  </DataList.Item>
                )}
                {estimate !== undefined && (
                  <DataList.Item>
                    <DataList.ItemLabel>{m.total}</DataList.ItemLabel>
                    <DataList.ItemValue fontWeight="bold" data-testid="summary-total">
                      {Money.format(estimate.total)}
                    </DataList.ItemValue>
                  </DataList.Item>
                )}
              </DataList.Root>
            </Card.Body>
          </Card.Root>
          <BookingTermsNote lines={s.terms} testId="summary-terms" />
          {/* Who the trip is booked with, before it is booked (the footer says it too). */}
          <OperatorLicence data-testid="summary-operator-licence" />
          {s.bookFailure !== undefined && (
            <Alert.Root status="error" role="alert" data-testid="book-failure">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{m.bookFailed}</Alert.Title>
                <Alert.Description>
                  {s.bookFailure.message} {m.tryAgain}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Button
            colorPalette="brand"
            size="lg"
            alignSelf={{ base: "stretch", md: "flex-start" }}
            disabled={estimate === undefined}
            loading={s.booking$ === "booking"}
            loadingText={m.booking}
            onClick={() => void s.book()}
            data-testid="biz-book"
          >
            {m.book}
          </Button>
        </>
      )}
    </Stack>
  );
}
