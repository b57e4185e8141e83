// Without the web server (vite dev, or the build served as plain files) an
// unknown tenant host must not look like an operator's generic sign-in. The dispatch API's 4xx
// for the tenant shows the page saying no operator is known at this address; a failure to reach
// the API keeps the default branding (spec §4).
import { describe, expect, it } from "vitest";
import { renderUnknownTenant } from "../server/html.ts";
import { defaultRuntimeConfig } from "../src/app/runtime-config.ts";
import { loadBoot, refusesTenant } from "../src/app/tenant-loader.ts";
import { showUnknownTenant, type UnknownTenantDocument, unknownTenantWords } from "../src/app/unknown-tenant.ts";

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

const asked: Array<string | null> = [];
const dispatch = (request: Request) => {
  const tenant = request.headers.get("x-tenant-id");
  asked.push(tenant);
  return tenant === "BOOK"
    ? json(200, {
        error: "no_error",
        logo: "https://assets.solentcars.example/brand/logo-teal.svg",
        currency_code: "GBP",
        stripe_publishable_key: "pk_test_51SolentCarsSandboxKey0000000000000000",
        mixpanel_token: null,
        website_name: "Solent Cars",
        website_title: "Solent Cars",
        default_meta_description: "Southampton taxis",
        favicon_logo: "https://assets.solentcars.example/brand/favicon.png",
        theme_color: "teal-700",
        support_email: "support@solentcars.example",
        support_contact_number: "+442380496000",
        center_location: { lat: 50.9097, lon: -1.4044 },
        scripts: [],
      })
    : json(400, { error: "bad_request", message: "No tenant with this X-TENANT-ID." });
};
const noRetries = { retry: { retries: 0 } };

/** A document just large enough for the page: elements with text, attributes and children. */
class FakeElement {
  readonly attributes: Record<string, string> = {};
  readonly style = { cssText: "" };
  children: Array<FakeElement | string> = [];
  readonly tag: string;
  constructor(tag: string) {
    this.tag = tag;
  }
  set textContent(text: string | null) {
    this.children = text === null ? [] : [text];
  }
  get textContent(): string {
    return this.children.map((child) => (typeof child === "string" ? child : child.textContent)).join("");
  }
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  }
  append(...nodes: Array<unknown>) {
    this.children.push(...(nodes as Array<FakeElement | string>));
  }
  replaceChildren(...nodes: Array<unknown>) {
    this.children = nodes as Array<FakeElement | string>;
  }
}
const fakeDocument = () => {
  const root = new FakeElement("div");
  root.append(new FakeElement("div"));
  const doc = {
    title: "Book a taxi",
    createElement: (tag: string) => new FakeElement(tag),
    getElementById: (id: string) => (id === "root" ? root : null),
    body: new FakeElement("body"),
  };
  return { doc: doc as UnknownTenantDocument & { title: string }, root };
};

describe("start-up without the web server (tenant-loader)", () => {
  it("answers an unknown tenant host with UnknownTenant, not the default branding", async () => {
    const loaded = await loadBoot("nosuchcab.localhost:5173", "http://nosuchcab.localhost:5173", defaultRuntimeConfig, {
      fetch: dispatch,
      ...noRetries,
    });
    expect(asked.at(-1)).toBe("NOSUCHCAB");
    expect(loaded).toMatchObject({ _tag: "UnknownTenant", code: "NOSUCHCAB" });
  });

  it("starts a known tenant with its branding", async () => {
    const loaded = await loadBoot("book.localhost:5173", "http://book.localhost:5173", defaultRuntimeConfig, {
      fetch: dispatch,
      ...noRetries,
    });
    expect(loaded._tag).toBe("Known");
    if (loaded._tag === "Known") expect(loaded.boot.tenant.branding.title).toBe("Solent Cars");
  });

  it("keeps the default branding when the dispatch API cannot be reached or fails", async () => {
    for (const fetch of [
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => json(503, { error: "unavailable" }),
      () => json(429, { error: "too_many_requests", message: "Slow down." }),
    ]) {
      const loaded = await loadBoot("book.localhost", "http://book.localhost", defaultRuntimeConfig, {
        fetch,
        ...noRetries,
      });
      expect(loaded._tag).toBe("Known");
    }
    expect(refusesTenant({ reason: "Timeout", status: 408 })).toBe(false);
    expect(refusesTenant(new TypeError("Failed to fetch"))).toBe(false);
  });

  it("shows the server's words for an unknown host, with the host as text", () => {
    const { doc, root } = fakeDocument();
    const host = "nosuchcab.localhost:5173<img src=x onerror=alert(1)>";
    showUnknownTenant(doc, host);
    const [page] = root.children as Array<FakeElement>;
    expect(root.children).toHaveLength(1);
    expect(page?.attributes["data-testid"]).toBe("unknown-tenant");
    expect(doc.title).toBe("No taxi operator at this address");
    expect(page?.textContent).toBe(
      `No taxi operator at this address` +
        `No operator is known at ${host}, so there is nothing to book here.` +
        unknownTenantWords.advice,
    );
    expect(page?.textContent).not.toMatch(/sign in/i);
    // The same words as the page the web server writes.
    const served = renderUnknownTenant("nosuchcab.localhost", "n0nce");
    for (const words of [unknownTenantWords.title, unknownTenantWords.advice, "No operator is known at "])
      expect(served).toContain(words);
  });
});
