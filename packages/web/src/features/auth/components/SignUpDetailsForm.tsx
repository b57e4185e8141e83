// Sign-up, first step (spec §3 sign-up form values): names, e-mail, mobile with its dial code,
// password twice, the policy, and the security check before the code is texted.
import { Button, HStack, Stack } from "@chakra-ui/react";
import { Field } from "../../../components/controls/field.tsx";
import type { SignUpField, SignUpValues } from "@cabline/domain/AccountForms";
import type { FormEvent } from "react";
import type { CaptchaState } from "../hooks/useCaptcha.ts";
import { authMessages } from "../messages.ts";
import { CaptchaField } from "./CaptchaField.tsx";
import { PhoneField } from "../../../components/forms/PhoneField.tsx";
import { TextField } from "../../../components/forms/TextField.tsx";
import { Checkbox } from "../../../components/controls/checkbox.tsx";

export const signUpFieldIds: Readonly<Record<SignUpField, string>> = {
  firstName: "sign-up-first-name",
  lastName: "sign-up-last-name",
  email: "sign-up-email",
  phoneNumber: "sign-up-phone",
  password: "sign-up-password",
  confirmPassword: "sign-up-confirm-password",
  acceptPolicy: "sign-up-accept-policy",
};

export type SignUpDetailsFormProps = {
  readonly values: SignUpValues;
  readonly onChange: (values: SignUpValues) => void;
  readonly errors: Partial<Record<SignUpField, string>>;
  readonly captcha: CaptchaState;
  readonly busy: boolean;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

export function SignUpDetailsForm({ values, onChange, errors, captcha, busy, onSubmit }: SignUpDetailsFormProps) {
  const set =
    <K extends keyof SignUpValues>(key: K) =>
    (value: SignUpValues[K]) =>
      onChange({ ...values, [key]: value });
  const t = authMessages.signUp;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t.title}>
      <Stack gap="4">
        <HStack gap="4" alignItems="start" flexDirection={{ base: "column", sm: "row" }}>
          <TextField
            id={signUpFieldIds.firstName}
            name="given-name"
            autoComplete="given-name"
            label={t.firstName}
            error={errors.firstName}
            value={values.firstName}
            onValue={set("firstName")}
          />
          <TextField
            id={signUpFieldIds.lastName}
            name="family-name"
            autoComplete="family-name"
            label={t.lastName}
            error={errors.lastName}
            value={values.lastName}
            onValue={set("lastName")}
          />
        </HStack>
        <TextField
          id={signUpFieldIds.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          label={t.email}
          hint={t.emailHint}
          error={errors.email}
          value={values.email}
          onValue={set("email")}
        />
        <PhoneField
          id={signUpFieldIds.phoneNumber}
          dialCode={values.countryCode}
          onDialCode={set("countryCode")}
          number={values.phoneNumber}
          onNumber={set("phoneNumber")}
          error={errors.phoneNumber}
        />
        <TextField
          id={signUpFieldIds.password}
          name="new-password"
          type="password"
          autoComplete="new-password"
          label={t.password}
          hint={t.passwordHint}
          error={errors.password}
          value={values.password}
          onValue={set("password")}
        />
        <TextField
          id={signUpFieldIds.confirmPassword}
          name="confirm-password"
          type="password"
          autoComplete="new-password"
          label={t.confirmPassword}
          error={errors.confirmPassword}
          value={values.confirmPassword}
          onValue={set("confirmPassword")}
        />
        <Field.Root invalid={errors.acceptPolicy !== undefined}>
          <Checkbox
            checked={values.acceptPolicy}
            onCheckedChange={(checked) => set("acceptPolicy")(checked)}
            colorPalette="brand"
            id={signUpFieldIds.acceptPolicy}
            name="accept-policy"
          >
            {t.acceptPolicy}
          </Checkbox>
          <Field.ErrorText>{errors.acceptPolicy}</Field.ErrorText>
        </Field.Root>
        <CaptchaField id="sign-up-captcha" captcha={captcha} />
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={busy}
          loadingText={t.sending}
          data-testid="sign-up-submit"
        >
          {t.sendCode}
        </Button>
      </Stack>
    </form>
  );
}
