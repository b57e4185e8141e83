// The fields of the driver application, grouped as a private-hire operator asks for them: the
// driver, their licence, their vehicle, then the account password and the policy.
import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { Fieldset } from "../../../components/controls/field.tsx";
import type { SignupField, SignupValues } from "../hooks/useSignupForm.ts";
import { signupForm as text } from "../signup-messages.ts";
import { NewPasswordFields } from "../../../components/forms/NewPasswordFields.tsx";
import { FieldError } from "./FieldError.tsx";
import { TextField } from "./TextField.tsx";
import { Checkbox } from "../../../components/controls/checkbox.tsx";

type Props = {
  readonly values: SignupValues;
  readonly errors: Partial<Record<SignupField, string>>;
  readonly set: <K extends SignupField>(field: K, value: SignupValues[K]) => void;
};

export const fieldId = (field: SignupField): string => `driver-signup-${field}`;

/** A text field of the form, for a value that is a string. */
const textFieldOf =
  ({ values, errors, set }: Props) =>
  (name: Exclude<SignupField, "wheelchair" | "acceptPolicy">, label: string, extra: object = {}) => (
    <TextField
      id={fieldId(name)}
      label={label}
      error={errors[name]}
      value={values[name]}
      onChange={(value) => set(name, value)}
      {...extra}
    />
  );

export function SignupFields(props: Props) {
  return (
    <Stack gap="8">
      <AboutYouFields {...props} />
      <LicenceFields {...props} />
      <VehicleFields {...props} />
      <AccountFields {...props} />
    </Stack>
  );
}

/** The driver: name, e-mail and mobile. */
function AboutYouFields(props: Props) {
  const field = textFieldOf(props);
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold">
        {text.aboutYou}
      </Fieldset.Legend>
      <Fieldset.Content>
        {field("firstName", text.firstName, { autoComplete: "given-name" })}
        {field("lastName", text.lastName, { autoComplete: "family-name" })}
        {field("email", text.email, { type: "email", autoComplete: "email", inputMode: "email" })}
        <HStack align="start" gap="3">
          <Box flex="0 0 6rem">{field("countryCode", text.countryCode, { autoComplete: "tel-country-code" })}</Box>
          <Box flex="1">
            {field("phoneNumber", text.phone, { type: "tel", autoComplete: "tel-national", inputMode: "tel" })}
          </Box>
        </HStack>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

/** The driver's licences: the private-hire badge, the DVLA photocard and the DBS certificate. */
function LicenceFields(props: Props) {
  const { values, errors, set } = props;
  const field = textFieldOf(props);
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold">
        {text.licence}
      </Fieldset.Legend>
      <Fieldset.Content>
        <TextField
          id={fieldId("licensing_authority")}
          label={text.authority}
          hint={text.authorityHint}
          error={errors.licensing_authority}
          value={values.licensing_authority}
          onChange={(value) => set("licensing_authority", value)}
        />
        {field("badge_number", text.badge, { autoComplete: "off" })}
        {field("badge_expires", text.badgeExpires, { type: "date", maxWidth: "56" })}
        <TextField
          id={fieldId("dvla_licence_number")}
          label={text.dvlaNumber}
          hint={text.dvlaNumberHint}
          error={errors.dvla_licence_number}
          value={values.dvla_licence_number}
          onChange={(value) => set("dvla_licence_number", value)}
          autoComplete="off"
          maxWidth="72"
        />
        <TextField
          id={fieldId("dvla_licence_expires")}
          label={text.dvlaExpires}
          hint={text.dvlaExpiresHint}
          error={errors.dvla_licence_expires}
          value={values.dvla_licence_expires}
          onChange={(value) => set("dvla_licence_expires", value)}
          type="date"
          maxWidth="56"
        />
        <TextField
          id={fieldId("dbs_certificate_number")}
          label={text.dbsNumber}
          hint={text.dbsNumberHint}
          error={errors.dbs_certificate_number}
          value={values.dbs_certificate_number}
          onChange={(value) => set("dbs_certificate_number", value)}
          autoComplete="off"
          inputMode="numeric"
          maxWidth="56"
        />
        <TextField
          id={fieldId("dbs_issued")}
          label={text.dbsIssued}
          hint={text.dbsIssuedHint}
          error={errors.dbs_issued}
          value={values.dbs_issued}
          onChange={(value) => set("dbs_issued", value)}
          type="date"
          maxWidth="56"
        />
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

/** The vehicle: make, model, colour, registration, seats and wheelchair access. */
function VehicleFields(props: Props) {
  const { values, errors, set } = props;
  const field = textFieldOf(props);
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold">
        {text.vehicle}
      </Fieldset.Legend>
      <Fieldset.Content>
        {field("make", text.make)}
        {field("model", text.model)}
        {field("colour", text.colour)}
        {field("registration", text.registration, { autoComplete: "off", maxWidth: "48" })}
        <TextField
          id={fieldId("seats")}
          label={text.seats}
          hint={text.seatsHint}
          error={errors.seats}
          value={values.seats}
          onChange={(value) => set("seats", value)}
          inputMode="numeric"
          maxWidth="24"
        />
        <Checkbox
          id={fieldId("wheelchair")}
          checked={values.wheelchair}
          onCheckedChange={(checked) => set("wheelchair", checked)}
        >
          {text.wheelchair}
        </Checkbox>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

/** The account's password, and the policy. */
function AccountFields(props: Props) {
  const { values, errors, set } = props;
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold">
        {text.account}
      </Fieldset.Legend>
      <Fieldset.Content>
        <NewPasswordFields
          ids={{ password: fieldId("password"), confirmPassword: fieldId("confirmPassword") }}
          labels={text}
          values={values}
          errors={errors}
          onChange={set}
          named={false}
          ErrorText={FieldError}
        />
        <Stack gap="1">
          <Checkbox
            id={fieldId("acceptPolicy")}
            checked={values.acceptPolicy}
            invalid={errors.acceptPolicy !== undefined}
            onCheckedChange={(checked) => set("acceptPolicy", checked)}
          >
            {text.acceptPolicy}
          </Checkbox>
          {errors.acceptPolicy !== undefined && (
            <Text color={{ _light: "red.700", _dark: "red.300" }} fontSize="sm" fontWeight="medium">
              {errors.acceptPolicy}
            </Text>
          )}
        </Stack>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
