// The business sign-up form (spec §2 /business-signup, §3 sign-up form values): the company,
// then the administrator's details as at consumer sign-up, the PO-number choice and the policy.
import { Button, Stack } from "@chakra-ui/react";
import { Field, Fieldset } from "../../components/controls/field.tsx";
import type { BusinessSignUpField, SignUpValues } from "@cabline/domain/AccountForms";
import type { FormEvent } from "react";
import { NewPasswordFields } from "../../components/forms/NewPasswordFields.tsx";
import { PersonFields } from "../../components/forms/PersonFields.tsx";
import { TextField } from "../../components/forms/TextField.tsx";
import { joiningMessages } from "./messages.ts";
import { Checkbox } from "../../components/controls/checkbox.tsx";

export type BusinessSignupValues = SignUpValues & {
  readonly companyName: string;
  readonly companyNumber: string;
  readonly billingAddress: string;
  readonly poNumbersRequired: boolean;
};

export const businessFieldIds: Readonly<Record<BusinessSignUpField, string>> = {
  companyName: "business-company-name",
  firstName: "business-first-name",
  lastName: "business-last-name",
  email: "business-email",
  phoneNumber: "business-phone",
  password: "business-password",
  confirmPassword: "business-confirm-password",
  acceptPolicy: "business-accept-policy",
};

export type BusinessSignupFormProps = {
  readonly values: BusinessSignupValues;
  readonly onChange: (values: BusinessSignupValues) => void;
  readonly errors: Partial<Record<BusinessSignUpField, string>>;
  readonly busy: boolean;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/** A field's setter: the whole values with that one changed. */
type Setter = <K extends keyof BusinessSignupValues>(key: K) => (value: BusinessSignupValues[K]) => void;

type FieldsetProps = {
  readonly values: BusinessSignupValues;
  readonly errors: Partial<Record<BusinessSignUpField, string>>;
  readonly set: Setter;
};

export function BusinessSignupForm({ values, onChange, errors, busy, onSubmit }: BusinessSignupFormProps) {
  const set: Setter =
    <K extends keyof BusinessSignupValues>(key: K) =>
    (value: BusinessSignupValues[K]) =>
      onChange({ ...values, [key]: value });
  const t = joiningMessages.signup;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t.title}>
      <Stack gap="8">
        <CompanyFields values={values} errors={errors} set={set} />
        <AdministratorFields values={values} errors={errors} set={set} />
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={busy}
          loadingText={t.submitting}
          data-testid="business-signup-submit"
        >
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
}

/** The company: its name, number and billing address, and whether its trips need a PO number. */
function CompanyFields({ values, errors, set }: FieldsetProps) {
  const t = joiningMessages.signup;
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold">
        {t.company}
      </Fieldset.Legend>
      <Fieldset.Content gap="4">
        <TextField
          id={businessFieldIds.companyName}
          name="organization"
          autoComplete="organization"
          label={t.companyName}
          error={errors.companyName}
          value={values.companyName}
          onValue={set("companyName")}
        />
        <TextField
          id="business-company-number"
          name="company-number"
          autoComplete="off"
          label={t.companyNumber}
          value={values.companyNumber}
          onValue={set("companyNumber")}
          maxWidth="48"
        />
        <TextField
          id="business-billing-address"
          name="billing-address"
          autoComplete="street-address"
          label={t.billingAddress}
          value={values.billingAddress}
          onValue={set("billingAddress")}
        />
        <Checkbox
          checked={values.poNumbersRequired}
          onCheckedChange={(checked) => set("poNumbersRequired")(checked)}
          colorPalette="brand"
          name="po-numbers-required"
        >
          {t.poNumbers}
        </Checkbox>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

/** The administrator, as at consumer sign-up: name, e-mail, mobile, password and the policy. */
function AdministratorFields({ values, errors, set }: FieldsetProps) {
  const t = joiningMessages.signup;
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold">
        {t.you}
      </Fieldset.Legend>
      <Fieldset.Content gap="4">
        <PersonFields
          ids={businessFieldIds}
          labels={t}
          values={values}
          errors={errors}
          onChange={(field, value) => set(field)(value)}
        />
        <NewPasswordFields
          ids={businessFieldIds}
          labels={t}
          hint={t.passwordHint}
          values={values}
          errors={errors}
          onChange={(field, value) => set(field)(value)}
        />
        <Field.Root invalid={errors.acceptPolicy !== undefined}>
          <Checkbox
            checked={values.acceptPolicy}
            onCheckedChange={(checked) => set("acceptPolicy")(checked)}
            colorPalette="brand"
            id={businessFieldIds.acceptPolicy}
            name="accept-policy"
          >
            {t.acceptPolicy}
          </Checkbox>
          <Field.ErrorText>{errors.acceptPolicy}</Field.ErrorText>
        </Field.Root>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
