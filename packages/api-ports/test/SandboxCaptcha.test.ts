// The captcha port's sandbox implementation (http/SandboxCaptcha.ts), with its site key. A right
// answer gives the response token; a wrong or expired one is "rejected" (the screen asks a new
// question); an unreachable or unreadable service is not (the screen offers to try again). The
// tenant goes with every call.
import { describe, expect, it } from "vitest";
import { CaptchaError } from "../src/Captcha.ts";
import { sandboxCaptcha } from "../src/http/SandboxCaptcha.ts";

type Call = { url: string; init: RequestInit | undefined };

const fakeFetch = (answers: Array<Response | Error>) => {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    const next = answers.shift();
    if (next === undefined || next instanceof Error) throw next ?? new Error("no answer");
    return next;
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const challenge = { id: "c1", question: "What is 3 + 4?" };

describe("sandboxCaptcha", () => {
  it("asks the tenant's question and trades a right answer for a token", async () => {
    const { calls, fetch } = fakeFetch([
      json(200, { challenge_id: "c1", question: "What is 3 + 4?" }),
      json(200, { captchaToken: "sbx_captcha_x" }),
    ]);
    const captcha = sandboxCaptcha({ origin: "http://book.localhost", tenantCode: "BOOK", fetch });
    expect(await captcha.challenge()).toEqual(challenge);
    expect(await captcha.solve(challenge, " 7 ")).toBe("sbx_captcha_x");
    // The key sent beside the token (submitTelForValidation siteKey, spec §7).
    expect(captcha.siteKey).toBe("sandbox");
    expect(calls[0]?.url).toBe("http://book.localhost/sandbox/captcha/challenge");
    expect(calls.every((call) => new Headers(call.init?.headers).get("X-TENANT-ID") === "BOOK")).toBe(true);
    expect(String(calls[1]?.init?.body)).toBe("challenge_id=c1&answer=7");
  });

  it("rejects a wrong answer so a new question is asked", async () => {
    const { fetch } = fakeFetch([json(400, { error: "bad_request", message: "That is not the answer." })]);
    const failure = await sandboxCaptcha({ origin: "", tenantCode: "BOOK", fetch })
      .solve(challenge, "8")
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CaptchaError);
    expect((failure as CaptchaError).rejected).toBe(true);
  });

  it("tells an unreachable or unreadable service apart from a wrong answer", async () => {
    const { fetch } = fakeFetch([new TypeError("Failed to fetch"), json(200, { error: "no_error" }), json(503, {})]);
    const captcha = sandboxCaptcha({ origin: "", tenantCode: "BOOK", fetch });
    for (const attempt of [() => captcha.challenge(), () => captcha.challenge(), () => captcha.solve(challenge, "7")]) {
      const failure = await attempt().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(CaptchaError);
      expect((failure as CaptchaError).rejected).toBe(false);
    }
  });
});
