// Sign-in with a mobile number and a texted code (spec §3 loginPhone, loginCountryCode +44,
// loginOtp; §7 submitTelForValidation with isForSignIn, then loginUsingPhoneNumberWeb; §8
// number_not_registered, too_many_attempts_please_wait, no_validation_record, Invalid
// confirmation code shown as the catalogue says).
import { Button, Stack } from "@chakra-ui/react";
import { checkPhone, toE164 } from "@cabline/domain/AccountForms";
import * as Constants from "@cabline/domain/Constants";
import { useState, type FormEvent } from "react";
import { useServices, useSessionActions } from "../../../lib/session-context.tsx";
import { failureOf } from "../../../components/forms/failure.ts";
import { useGuardedSubmit } from "../../../components/forms/useGuardedSubmit.ts";
import { usePhoneCode } from "../hooks/usePhoneCode.ts";
import { messages } from "../../../i18n/messages.ts";
import { authMessages } from "../messages.ts";
import { CaptchaField } from "./CaptchaField.tsx";
import { CodeForm } from "./CodeForm.tsx";
import { ErrorSummary } from "../../../components/ErrorSummary.tsx";
import { formMessages } from "../../../components/forms/messages.ts";
import { PhoneField } from "../../../components/forms/PhoneField.tsx";
import { analyticsEvents, track } from "../../../lib/analytics.ts";

const phoneId = "sign-in-phone";

export function PhoneSignIn({ onSignedIn }: { readonly onSignedIn: (business: boolean) => void }) {
  const load = useServices();
  const { completeSignIn } = useSessionActions();
  const phone = usePhoneCode("signIn");
  const submit = useGuardedSubmit();
  const [dialCode, setDialCode] = useState<string>(Constants.defaultLoginDialCode);
  const [number, setNumber] = useState("");
  const [numberError, setNumberError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);

  async function onSend(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit.run(async () => {
      setAttempt((n) => n + 1);
      setFailure(undefined);
      const problem = checkPhone(dialCode, number)[0];
      setNumberError(problem?.message);
      if (problem !== undefined) return;
      const result = await phone.send(toE164(number, dialCode) ?? number);
      if (result === undefined || result === "captcha") return;
      if (result.field === "phone") setNumberError(result.message);
      else setFailure(result.message);
    });
  }

  async function onCode(code: string) {
    try {
      const { dispatch } = await load();
      // The answer sets the session cookie; the token in it is not kept.
      await dispatch.customerAuth.loginUsingPhoneNumberWeb({
        number: phone.sent?.number ?? "",
        validationCode: code,
      });
      const outcome = await completeSignIn();
      if (outcome.ok) {
        track(analyticsEvents.signedIn, { method: "phone" });
        onSignedIn(outcome.business);
        return undefined;
      }
      return { message: outcome.offline ? authMessages.offline : outcome.message, field: undefined, code: undefined };
    } catch (error) {
      return failureOf(error);
    }
  }

  if (phone.sent !== undefined)
    return (
      <CodeForm
        idPrefix="sign-in"
        sent={phone.sent}
        captcha={phone.captcha}
        submitLabel={authMessages.phone.verify}
        submittingLabel={authMessages.phone.verifying}
        onCode={onCode}
        onResend={() => phone.send(phone.sent?.number ?? "")}
        backLabel={authMessages.phone.changeNumber}
        onBack={phone.reset}
      />
    );

  return (
    <Stack gap="5">
      <ErrorSummary
        title={formMessages.errorSummary}
        problems={numberError === undefined ? [] : [{ fieldId: phoneId, text: numberError }]}
        failure={failure}
        focusKey={attempt}
        testId="sign-in-phone-error"
      />
      <form onSubmit={(event) => void onSend(event)} noValidate aria-label={messages.signIn.methods.phone}>
        <Stack gap="4">
          <PhoneField
            id={phoneId}
            dialCode={dialCode}
            onDialCode={setDialCode}
            number={number}
            onNumber={setNumber}
            hint={authMessages.phone.numberHint}
            error={numberError}
          />
          <CaptchaField id="sign-in-captcha" captcha={phone.captcha} />
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={submit.busy}
            loadingText={authMessages.phone.sending}
            data-testid="sign-in-send-code"
          >
            {authMessages.phone.sendCode}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
