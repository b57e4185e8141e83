// Texting a one-time code (spec §7 submitTelForValidation with the captcha's token): for sign-in
// the number must be registered, for sign-up it must be free. Remembers where the code went and
// when, for the code step and its resend countdown.
import { defaultResendAfterSeconds } from "@cabline/domain/AccountForms";
import { useState } from "react";
import { useServices } from "../../../lib/session-context.tsx";
import { failureOf, type Failure } from "../../../components/forms/failure.ts";
import { useCaptcha } from "./useCaptcha.ts";

export type CodeSent = { readonly number: string; readonly at: number; readonly resendAfter: number };

/** `undefined` when sent; `"captcha"` when the security check needs attention (its own error shows). */
export type SendResult = undefined | "captcha" | Failure;

export function usePhoneCode(purpose: "signIn" | "signUp") {
  const load = useServices();
  const captcha = useCaptcha();
  const [sent, setSent] = useState<CodeSent | undefined>(undefined);

  async function send(number: string): Promise<SendResult> {
    const solved = await captcha.token();
    if (solved === undefined) return "captcha";
    try {
      const { dispatch } = await load();
      const answer = await dispatch.customerAuth.submitTelForValidation({
        number,
        isForSignIn: purpose === "signIn",
        captchaToken: solved.token,
        siteKey: solved.siteKey,
      });
      setSent({ number, at: Date.now(), resendAfter: answer.resendAfterSeconds ?? defaultResendAfterSeconds });
      return undefined;
    } catch (error) {
      const failure = failureOf(error);
      // Asked too soon: the wait starts again from now.
      if (failure.code === "too_many_attempts_please_wait" && sent !== undefined) setSent({ ...sent, at: Date.now() });
      return failure;
    }
  }

  return { captcha, sent, send, reset: () => setSent(undefined) };
}
