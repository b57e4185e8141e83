// How the booking is paid and its PO number (spec §3 paymentMethod default account; §4 the
// selected account decides; the PO field shows when the account has PO numbers on, and is
// required by the domain's one PO rule).
import { Stack } from "@chakra-ui/react";
import { Fieldset } from "../../../components/controls/field.tsx";
import type { Account, BusinessBooking, Payment } from "@cabline/domain";
import * as BusinessBookingRequest from "@cabline/domain/BusinessBookingRequest";
import { bizMessages } from "../messages.ts";
import { SelectField, TextField } from "./fields.tsx";
import { limits } from "@cabline/domain/Validation";

type Props = {
  readonly booking: BusinessBooking.BusinessBooking;
  readonly settings: Account.AccountSettings;
  readonly setMethod: (method: Payment.PaymentMethod) => void;
  readonly setPoNumber: (poNumber: string) => void;
};

export function PaymentFields({ booking, settings, setMethod, setPoNumber }: Props) {
  const m = bizMessages.form;
  const allowed = BusinessBookingRequest.allowedPaymentMethods(settings);
  const errors = booking.outbound.errors;
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold">
        {m.payment}
      </Fieldset.Legend>
      <Stack gap="3" marginTop="2" maxWidth="md">
        <SelectField
          id="outbound-paymentMethod"
          label={m.paymentMethod}
          value={booking.paymentMethod}
          error={errors["paymentMethod"]}
          options={allowed.map((method) => ({ value: method, label: m.methods[method] ?? method }))}
          onChange={(value) => setMethod(allowed.find((method) => method === value) ?? booking.paymentMethod)}
        />
        {settings.is_po_number_enabled && (
          <TextField
            id="outbound-poNumber"
            label={m.poNumber}
            hint={m.poHint}
            autoComplete="off"
            maxLength={limits.referenceLength}
            value={booking.outbound.poNumber}
            error={errors["poNumber"]}
            onChange={setPoNumber}
          />
        )}
      </Stack>
    </Fieldset.Root>
  );
}
