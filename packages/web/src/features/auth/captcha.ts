// The captcha port behind phone codes (spec §7: submitTelForValidation carries siteKey and
// captchaToken; issue 17: the captcha goes through a port with a sandbox implementation that can
// fail). A challenge is a question to answer; solving it gives a single-use response token for
// the dispatch API to verify. The sandbox provider asks a sum (/sandbox/captcha/challenge and
// /solve, packages/sandbox README); a real provider would implement the same two calls.
export type CaptchaChallenge = { readonly id: string; readonly question: string };

export class CaptchaError extends Error {
  /** True when the answer was wrong or the challenge expired: ask a new question. */
  readonly rejected: boolean;
  constructor(message: string, rejected: boolean) {
    super(message);
    this.name = "CaptchaError";
    this.rejected = rejected;
  }
}

export interface Captcha {
  challenge(): Promise<CaptchaChallenge>;
  /** The response token for a right answer; rejects with CaptchaError otherwise. */
  solve(challenge: CaptchaChallenge, answer: string): Promise<string>;
}

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
};

const field = (body: unknown, name: string): string | undefined => {
  if (typeof body !== "object" || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === "string" && value !== "" ? value : undefined;
};

/** The sandbox's captcha widget, reached through the web server's /sandbox proxy. */
export function sandboxCaptcha(options: {
  readonly origin: string;
  readonly tenantCode: string;
  readonly fetch?: typeof fetch;
}): Captcha {
  const call = options.fetch ?? ((input, init) => fetch(input, init));
  const headers = { "X-TENANT-ID": options.tenantCode, Accept: "application/json" };
  const unreachable = "We could not reach the security check. Check your connection and try again.";
  return {
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
