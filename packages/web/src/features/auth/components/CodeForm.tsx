// The second step of a phone code (sign-up and phone sign-in): the code field, the action it
// unlocks, and "send a new code" once the countdown allows it (a new security check each time).
import { Button, Stack, Text } from "@chakra-ui/react";
import { checkCode, displayNumber, normaliseCode } from "@cabline/domain/AccountForms";
import { useState, type FormEvent } from "react";
import type { Failure } from "../../../components/forms/failure.ts";
import { useCountdown } from "../hooks/useCountdown.ts";
import { useGuardedSubmit } from "../../../components/forms/useGuardedSubmit.ts";
import type { CodeSent, SendResult } from "../hooks/usePhoneCode.ts";
import type { CaptchaState } from "../hooks/useCaptcha.ts";
import { authMessages } from "../messages.ts";
import { CaptchaField } from "./CaptchaField.tsx";
import { ErrorSummary } from "../../../components/ErrorSummary.tsx";
import { formMessages } from "../../../components/forms/messages.ts";
import { TextField } from "../../../components/forms/TextField.tsx";

export type CodeFormProps = {
  readonly idPrefix: string;
  readonly sent: CodeSent;
  readonly captcha: CaptchaState;
  readonly submitLabel: string;
  readonly submittingLabel: string;
  /** Uses the code; answers the failure to show, or undefined when done. */
  readonly onCode: (code: string) => Promise<Failure | undefined>;
  readonly onResend: () => Promise<SendResult>;
  readonly backLabel: string;
  readonly onBack: () => void;
};

export function CodeForm(props: CodeFormProps) {
  const { idPrefix, sent, captcha } = props;
  const codeId = `${idPrefix}-code`;
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const submit = useGuardedSubmit();
  const resend = useGuardedSubmit();
  const left = useCountdown(sent.at, sent.resendAfter);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit.run(async () => {
      setAttempt((n) => n + 1);
      setNotice(undefined);
      const problem = checkCode(code)[0];
      setCodeError(problem?.message);
      setFailure(undefined);
      if (problem !== undefined) return;
      const result = await props.onCode(normaliseCode(code));
      if (result === undefined) return;
      if (result.field === "otp") setCodeError(result.message);
      else setFailure(result.message);
    });
  }

  async function onResend() {
    await resend.run(async () => {
      setAttempt((n) => n + 1);
      setNotice(undefined);
      setFailure(undefined);
      const result = await props.onResend();
      if (result === undefined) {
        setCode("");
        setCodeError(undefined);
        setNotice(authMessages.phone.resent);
      } else if (result !== "captcha") setFailure(result.message);
    });
  }

  return (
    <Stack gap="5">
      <ErrorSummary
        title={formMessages.errorSummary}
        problems={codeError === undefined ? [] : [{ fieldId: codeId, text: codeError }]}
        failure={failure}
        focusKey={attempt}
        testId={`${idPrefix}-code-error`}
      />
      {notice !== undefined && (
        <Text role="status" data-testid={`${idPrefix}-resent`}>
          {notice}
        </Text>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <TextField
            id={codeId}
            name="one-time-code"
            label={authMessages.phone.code}
            hint={authMessages.phone.codeHint(displayNumber(sent.number))}
            error={codeError}
            value={code}
            onValue={setCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxWidth="48"
          />
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={submit.busy}
            loadingText={props.submittingLabel}
            data-testid={`${idPrefix}-code-submit`}
          >
            {props.submitLabel}
          </Button>
        </Stack>
      </form>
      <Stack gap="3" borderTopWidth="1px" paddingTop="4">
        {left > 0 ? (
          <Text color="fg.muted" data-testid={`${idPrefix}-countdown`} aria-live="off">
            {authMessages.phone.resendIn(left)}
          </Text>
        ) : (
          <>
            <Text>{authMessages.phone.resendReady}</Text>
            <CaptchaField id={`${idPrefix}-resend-captcha`} captcha={captcha} />
            <Button
              variant="outline"
              alignSelf="start"
              onClick={() => void onResend()}
              loading={resend.busy}
              loadingText={authMessages.phone.sending}
              data-testid={`${idPrefix}-resend`}
            >
              {authMessages.phone.resend}
            </Button>
          </>
        )}
        <Button variant="plain" alignSelf="start" paddingX="0" color="brand.fg" onClick={props.onBack}>
          {props.backLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
