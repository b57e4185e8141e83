// A mobile number with its country dial code (spec §3 countryCode / loginCountryCode, +44 by
// default, §9). The dial code is a native select: keyboard- and screen-reader-friendly everywhere.
import { HStack } from "@chakra-ui/react";
import { NativeSelect } from "../../theme/later.ts";
import { Field, Input } from "../controls/field.tsx";
import { dialCodes } from "@cabline/domain/AccountForms";
import { formMessages } from "./messages.ts";
import { SelectField } from "../controls/select.tsx";

export type PhoneFieldProps = {
  readonly id: string;
  readonly dialCode: string;
  readonly onDialCode: (code: string) => void;
  readonly number: string;
  readonly onNumber: (number: string) => void;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
};

export function PhoneField({ id, dialCode, onDialCode, number, onNumber, hint, error, disabled }: PhoneFieldProps) {
  return (
    <Field.Root invalid={error !== undefined} disabled={disabled}>
      <Field.Label htmlFor={id}>{formMessages.mobileNumber}</Field.Label>
      {hint !== undefined && <Field.HelperText marginTop="0">{hint}</Field.HelperText>}
      <HStack gap="2" width="full" alignItems="stretch">
        <NativeSelect.Root width="28" flexShrink={0}>
          <SelectField
            id={`${id}-dial-code`}
            aria-label={formMessages.dialCode}
            autoComplete="tel-country-code"
            value={dialCode}
            onChange={(event) => onDialCode(event.currentTarget.value)}
          >
            {dialCodes.map((option) => (
              <option
                key={option.code}
                value={option.code}
                aria-label={`${option.short} ${option.code}, ${option.country}`}
              >
                {option.short} {option.code}
              </option>
            ))}
          </SelectField>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input
          id={id}
          name="tel"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={number}
          onChange={(event) => onNumber(event.currentTarget.value)}
        />
      </HStack>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
