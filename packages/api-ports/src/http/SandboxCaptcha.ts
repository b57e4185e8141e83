/**
 * The sandbox's captcha widget, reached through the web server's /sandbox proxy
 * (/sandbox/captcha/challenge and /solve, packages/sandbox README). Its site key is "sandbox":
 * the sandbox has one captcha site and checks only the token.
 */
import { CaptchaError, type Captcha } from "../Captcha.ts";

/** The site key the sandbox's widget stands for. */
export const sandboxCaptchaSiteKey = "sandbox";

const readJson = async (response: Response): Promise<unknown> => {
  try {
    const body: unknown = await response.json();
    return body;
  } catch {
    return undefined;
  }
};

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null;

const field = (body: unknown, name: string): string | undefined => {
  if (!isRecord(body)) return undefined;
  const value = body[name];
  return typeof value === "string" && value !== "" ? value : undefined;
};

export function sandboxCaptcha(options: {
  readonly origin: string;
  readonly tenantCode: string;
  readonly fetch?: typeof fetch;
}): Captcha {
  const call = options.fetch ?? ((input, init) => fetch(input, init));
  const headers = { "X-TENANT-ID": options.tenantCode, Accept: "application/json" };
  const unreachable = "We could not reach the security check. Check your connection and try again.";
  return {
    siteKey: sandboxCaptchaSiteKey,
    async challenge() {
      let response: Response;
      try {
        response = await call(`${options.origin}/sandbox/captcha/challenge`, { headers });
      } catch {
        throw new CaptchaError(unreachable, false);
      }
      const body = await readJson(response);
      const id = field(body, "challenge_id");
      const question = field(body, "question");
      if (!response.ok || id === undefined || question === undefined) throw new CaptchaError(unreachable, false);
      return { id, question };
    },
    async solve(challenge, answer) {
      let response: Response;
      try {
        response = await call(`${options.origin}/sandbox/captcha/solve`, {
          method: "POST",
          headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ challenge_id: challenge.id, answer: answer.trim() }).toString(),
        });
      } catch {
        throw new CaptchaError(unreachable, false);
      }
      const token = field(await readJson(response), "captchaToken");
      if (response.ok && token !== undefined) return token;
      // A wrong answer and an expired challenge both spend the challenge: a new question is needed.
      if (response.status >= 400 && response.status < 500) throw new CaptchaError("wrong", true);
      throw new CaptchaError(unreachable, false);
    },
  };
}
