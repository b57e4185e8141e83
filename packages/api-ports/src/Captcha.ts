/**
 * The captcha port behind phone codes (spec §7: submitTelForValidation carries siteKey and
 * captchaToken; a port, so that the sandbox can bring an implementation that can fail). A challenge
 * is a question to answer; solving it gives a single-use response token for the dispatch API to
 * verify, and the site key tells the API which site's secret verifies it.
 * The sandbox provider (http/SandboxCaptcha.ts) asks a sum; a real provider (reCAPTCHA,
 * Turnstile) implements the same two calls around its widget.
 */
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
  /** The provider's public site key, sent beside the token (submitTelForValidation siteKey). */
  readonly siteKey: string;
  challenge(): Promise<CaptchaChallenge>;
  /** The response token for a right answer; rejects with CaptchaError otherwise. */
  solve(challenge: CaptchaChallenge, answer: string): Promise<string>;
}
