// Consent before tracking (UK PECR reg. 6, UK GDPR art. 7): the tenant's own scripts and Cabline's
// analytics wait for the visitor's "Accept"; refusing is remembered as firmly as accepting.
import { createAnalytics } from "@cabline/api-ports/Analytics";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  answerConsent,
  consentChoices$,
  consentQuestion$,
  setAnalytics,
  setTenantScripts,
  startConsent,
  storedConsent,
} from "../src/lib/analytics.ts";
import { consentCookie, consentCookieString, consentFromCookies } from "../src/lib/cookies.ts";

/** document.cookie as a browser keeps it: each write sets one cookie; reading gives name=value pairs. */
function cookieJar(): { cookie: string } {
  const values = new Map<string, string>();
  return {
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(written: string) {
      const [pair = ""] = written.split(";");
      const split = pair.indexOf("=");
      values.set(pair.slice(0, split).trim(), pair.slice(split + 1).trim());
    },
  };
}

/** A page starting as main.tsx starts it: the answer from the cookie, then the tenant's scripts. */
function startPage(jar: { cookie: string }, run: () => void): void {
  startConsent(consentFromCookies(jar.cookie));
  setAnalytics(noAnalytics());
  setTenantScripts(run);
}

const noAnalytics = () => createAnalytics({ setup: { _tag: "OptedOut" }, consented: false, sink: () => undefined });

describe("consent before the tenant's scripts", () => {
  let jar: { cookie: string };
  beforeEach(() => {
    jar = cookieJar();
    vi.stubGlobal("document", jar);
    vi.stubGlobal("window", { location: { protocol: "https:" } });
    startConsent(undefined);
    setAnalytics(noAnalytics());
    setTenantScripts(undefined);
  });
  afterEach(() => {
    setTenantScripts(undefined);
    vi.unstubAllGlobals();
  });

  it("asks, and runs nothing, when the visitor has not answered", () => {
    const run = vi.fn();
    startPage(jar, run);
    expect(run).not.toHaveBeenCalled();
    expect(consentChoices$.get()).toBe(true);
    expect(consentQuestion$.get()).toBe(true);
  });

  it("runs them on Accept, and at once on the next page without asking", () => {
    const run = vi.fn();
    startPage(jar, run);
    answerConsent(true);
    expect(run).toHaveBeenCalledTimes(1);
    expect(consentQuestion$.get()).toBe(false);
    expect(storedConsent()).toBe(true);
    expect(jar.cookie).toBe(`${consentCookie}=yes`);

    const nextPage = vi.fn();
    startPage(jar, nextPage);
    expect(nextPage).toHaveBeenCalledTimes(1);
    expect(consentQuestion$.get()).toBe(false);
  });

  it("never runs them after No thanks, on this page or the next", () => {
    const run = vi.fn();
    startPage(jar, run);
    answerConsent(false);
    startPage(jar, run);
    expect(run).not.toHaveBeenCalled();
    expect(storedConsent()).toBe(false);
    expect(consentQuestion$.get()).toBe(false);
    // The choices stay in the footer, so the answer can be changed.
    expect(consentChoices$.get()).toBe(true);
  });

  it("has nothing to ask where there are neither scripts nor an analytics token", () => {
    expect(consentChoices$.get()).toBe(false);
    expect(consentQuestion$.get()).toBe(false);
  });

  it("still works with cookies blocked: the answer holds for the page", () => {
    vi.stubGlobal("document", {
      get cookie(): string {
        throw new Error("blocked");
      },
      set cookie(_: string) {
        throw new Error("blocked");
      },
    });
    const run = vi.fn();
    setTenantScripts(run);
    expect(consentQuestion$.get()).toBe(true);
    answerConsent(true);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe("the consent cookie", () => {
  it("is read among other cookies, and only its two answers count", () => {
    expect(consentFromCookies(`access_token=abc; ${consentCookie}=yes; x=1`)).toBe(true);
    expect(consentFromCookies(`${consentCookie}=no`)).toBe(false);
    expect(consentFromCookies(`${consentCookie}=maybe`)).toBeUndefined();
    expect(consentFromCookies(`x${consentCookie}=yes`)).toBeUndefined();
    expect(consentFromCookies(undefined)).toBeUndefined();
  });
  it("is kept a year, for the whole site, Secure on https", () => {
    expect(consentCookieString(true, true)).toBe(
      `${consentCookie}=yes; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    );
    expect(consentCookieString(false, false)).not.toContain("Secure");
  });
});
