// Sign-up, first step (spec §3 sign-up form values): names, e-mail, mobile with its dial code,
// password twice, the policy, and the security check before the code is texted.
import { Button, Stack } from "@chakra-ui/react";
import { Field } from "../../../components/controls/field.tsx";
import type { SignUpField, SignUpValues } from "@cabline/domain/AccountForms";
import type { FormEvent } from "react";
import type { CaptchaState } from "../hooks/useCaptcha.ts";
import { authMessages } from "../messages.ts";
import { CaptchaField } from "./CaptchaField.tsx";
import { NewPasswordFields } from "../../../components/forms/NewPasswordFields.tsx";
import { PersonFields } from "../../../components/forms/PersonFields.tsx";
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
        <PersonFields
          ids={signUpFieldIds}
          labels={t}
          emailHint={t.emailHint}
          values={values}
          errors={errors}
          onChange={(field, value) => set(field)(value)}
        />
        <NewPasswordFields
          ids={signUpFieldIds}
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
