// The security check beside "Send code": loads a question from the captcha port, keeps the
// answer typed, and trades it for a response token when the form is sent. A wrong answer brings
// a new question (the old one is spent) and says so; a failure to load offers a retry.
import { CaptchaError, type CaptchaChallenge } from "@cabline/api-ports/Captcha";
import { useCallback, useEffect, useState } from "react";
import { useServices } from "../../../lib/session-context.tsx";
import { authMessages } from "../messages.ts";

export type CaptchaState = {
  readonly challenge: CaptchaChallenge | undefined;
  readonly loading: boolean;
  readonly answer: string;
  readonly error: string | undefined;
  readonly setAnswer: (answer: string) => void;
  readonly reload: () => void;
  /** The response token and the site key it is for, or undefined with `error` set (shown beside the field). */
  readonly token: () => Promise<{ readonly token: string; readonly siteKey: string } | undefined>;
};

export function useCaptcha(): CaptchaState {
  const services = useServices();
  const captcha = useCallback(async () => (await services()).captcha, [services]);
  const [challenge, setChallenge] = useState<CaptchaChallenge | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [answer, setAnswer] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);

  const load = useCallback(
    async (reason?: string) => {
      setLoading(true);
      setChallenge(undefined);
      try {
        setChallenge(await (await captcha()).challenge());
        setError(reason);
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : authMessages.captcha.failed);
      } finally {
        setLoading(false);
      }
    },
    [captcha],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const token = useCallback(async () => {
    if (challenge === undefined) {
      setError(authMessages.captcha.failed);
      return undefined;
    }
    if (answer.trim() === "") {
      setError(authMessages.captcha.required);
      return undefined;
    }
    try {
      const port = await captcha();
      const result = { token: await port.solve(challenge, answer), siteKey: port.siteKey };
      setError(undefined);
      // A token is good once: the next send needs a new question.
      setAnswer("");
      void load();
      return result;
    } catch (failure) {
      setAnswer("");
      if (failure instanceof CaptchaError && failure.rejected) void load(authMessages.captcha.wrong);
      else setError(failure instanceof Error ? failure.message : authMessages.captcha.failed);
      return undefined;
    }
  }, [answer, captcha, challenge, load]);

  return { challenge, loading, answer, error, setAnswer, reload: () => void load(), token };
}
