// The business booking form of one tab (spec §3 Business booking): passenger, places, time, ride,
// airport and driver details, then (on the outbound) the return switch, payment and PO number.
import { Button, Stack } from "@chakra-ui/react";
import { Separator } from "../../../theme/later.ts";
import type { Account, ReturnJourney } from "@cabline/domain";
import * as BusinessBooking from "@cabline/domain/BusinessBooking";
import type { FormEvent } from "react";
import { fieldId, type useBusinessForm } from "../hooks/use-business-form.ts";
import { ErrorSummary } from "../../../components/ErrorSummary.tsx";
import { bizMessages } from "../messages.ts";
import { DetailsFields } from "./DetailsFields.tsx";
import { CheckField } from "./fields.tsx";
import { PassengerFields } from "./PassengerFields.tsx";
import { PaymentFields } from "./PaymentFields.tsx";
import { PlacesFields } from "./PlacesFields.tsx";
import { RideFields } from "./RideFields.tsx";
import { WhenFields } from "./WhenFields.tsx";

type Props = {
  readonly tab: ReturnJourney.Tab;
  readonly form: ReturnType<typeof useBusinessForm>;
  readonly settings: Account.AccountSettings;
};

export function BusinessBookingForm({ tab, form, settings }: Props) {
  const { booking, journey, rideTypes } = form;
  const errors = Object.entries(journey.errors).filter(
    ([field]) => tab === "outbound" || (field !== "poNumber" && field !== "paymentMethod"),
  );
  const problems = errors.map(([field, text]) => ({ fieldId: fieldId(tab, field), text }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.submit();
  }

  return (
    <Stack gap="6">
      <ErrorSummary title={bizMessages.form.errorSummary} problems={problems} testId="biz-error-summary" />
      <form onSubmit={onSubmit} noValidate aria-label={bizMessages.form.title}>
        <Stack gap="8">
          <PassengerFields tab={tab} journey={journey} update={form.update} />
          <PlacesFields tab={tab} journey={journey} change={form.change} />
          <WhenFields tab={tab} journey={journey} change={form.change} />
          <RideFields tab={tab} journey={journey} rideTypes={rideTypes} change={form.change} />
          <DetailsFields tab={tab} journey={journey} update={form.update} />
          <Separator />
          <Stack gap="2">
            <CheckField
              id="return-enabled"
              label={bizMessages.form.addReturn}
              checked={booking.returnEnabled}
              onChange={form.setReturn}
            />
            {booking.returnEnabled && tab === "outbound" && (
              <Stack fontSize="sm" color="fg.muted">
                {bizMessages.form.returnHint}
              </Stack>
            )}
          </Stack>
          <PaymentFields
            booking={booking}
            settings={settings}
            setMethod={(paymentMethod) => form.change((b) => ({ ...b, paymentMethod }))}
            setPoNumber={(poNumber) =>
              form.change((b) => BusinessBooking.updateJourney(b, "outbound", (j) => ({ ...j, poNumber })))
            }
          />
          <Stack direction={{ base: "column", md: "row" }}>
            <Button type="submit" colorPalette="brand" size="lg" data-testid="biz-continue">
              {bizMessages.form.continue}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Stack>
  );
}
