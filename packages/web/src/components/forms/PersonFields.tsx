// Who an account is for, as consumer and business sign-up ask it (spec §3 sign-up form values):
// first and last name side by side (one under the other on a phone), the e-mail address with an
// optional hint, and the mobile number with its dial code. The words are the caller's.
import { HStack } from "@chakra-ui/react";
import { PhoneField } from "./PhoneField.tsx";
import { TextField } from "./TextField.tsx";

export type PersonValues = {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly countryCode: string;
  readonly phoneNumber: string;
};

/** The fields that have an input of their own (the dial code goes with the phone number). */
export type PersonField = "firstName" | "lastName" | "email" | "phoneNumber";

export type PersonFieldsProps = {
  /** The inputs' ids: their labels name them, the error summary links to them. */
  readonly ids: Readonly<Record<PersonField, string>>;
  /** The mobile number's label is the phone field's own. */
  readonly labels: Readonly<Record<Exclude<PersonField, "phoneNumber">, string>>;
  readonly emailHint?: string | undefined;
  readonly values: PersonValues;
  readonly errors: Readonly<Partial<Record<PersonField, string | undefined>>>;
  readonly onChange: (field: keyof PersonValues, value: string) => void;
};

export function PersonFields({ ids, labels, emailHint, values, errors, onChange }: PersonFieldsProps) {
  return (
    <>
      <HStack gap="4" alignItems="start" flexDirection={{ base: "column", sm: "row" }}>
        <TextField
          id={ids.firstName}
          name="given-name"
          autoComplete="given-name"
          label={labels.firstName}
          error={errors.firstName}
          value={values.firstName}
          onValue={(value) => onChange("firstName", value)}
        />
        <TextField
          id={ids.lastName}
          name="family-name"
          autoComplete="family-name"
          label={labels.lastName}
          error={errors.lastName}
          value={values.lastName}
          onValue={(value) => onChange("lastName", value)}
        />
      </HStack>
      <TextField
        id={ids.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        label={labels.email}
        hint={emailHint}
        error={errors.email}
        value={values.email}
        onValue={(value) => onChange("email", value)}
      />
      <PhoneField
        id={ids.phoneNumber}
        dialCode={values.countryCode}
        onDialCode={(value) => onChange("countryCode", value)}
        number={values.phoneNumber}
        onNumber={(value) => onChange("phoneNumber", value)}
        error={errors.phoneNumber}
      />
    </>
  );
}
