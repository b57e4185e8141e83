import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Tenant from "../src/Tenant.ts";

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/);
const tenantLabel = label.filter((l) => !Tenant.sharedHostLabels.has(l) && !/^\d+$/.test(l));
const suffix = fc.array(label, { maxLength: 3 }).map((labels) => labels.map((l) => `.${l}`).join(""));
const port = fc.option(
  fc.integer({ min: 1, max: 65535 }).map((p) => `:${p}`),
  { nil: "" },
);

describe("Tenant code from the host (spec §1, §7)", () => {
  it("is the first label in upper case: gdt → GDT, pdc → PDC", () => {
    expect(Tenant.tenantCodeFromHost("gdt.example.co.uk")).toBe("GDT");
    expect(Tenant.tenantCodeFromHost("pdc.localhost:5173")).toBe("PDC");
    expect(Tenant.tenantCodeFromHost("acme-cabs.cabline.app")).toBe("ACME-CABS");
  });

  it("maps book, local, staging, localhost, www and IP addresses to the default code BOOK", () => {
    for (const host of [
      "book.cabline.app",
      "local.cabline.app",
      "staging.cabline.app",
      "localhost",
      "localhost:5173",
      "www.cabline.app",
      "127.0.0.1",
      "192.168.1.20:8080",
      "[::1]:5173",
      "[2001:db8::1]",
      "::1",
    ]) {
      expect(Tenant.tenantCodeFromHost(host)).toBe("BOOK");
    }
    expect(Tenant.defaultTenantCode).toBe("BOOK");
  });

  it("uses a configurable default code", () => {
    expect(Tenant.tenantCodeFromHost("staging.cabline.app", "STAGE")).toBe("STAGE");
    expect(Tenant.tenantCodeFromHost("gdt.cabline.app", "STAGE")).toBe("GDT");
  });

  it("forgives upper case, ports and trailing dots", () => {
    expect(Tenant.tenantCodeFromHost("GDT.Example.COM")).toBe("GDT");
    expect(Tenant.tenantCodeFromHost("gdt.example.com.")).toBe("GDT");
    expect(Tenant.tenantCodeFromHost("gdt.:443")).toBe("GDT");
    expect(Tenant.tenantCodeFromHost("  pdc  ")).toBe("PDC");
  });

  it("falls back to the default for anything that is not a valid label", () => {
    for (const host of [
      "",
      ".",
      "-gdt.example.com",
      "gdt-.example.com",
      "g_d_t.example.com",
      "gdt!.example.com",
      `${"a".repeat(64)}.example.com`,
      ".gdt.example.com",
      "gdt example.com",
    ]) {
      expect(Tenant.tenantCodeFromHost(host)).toBe("BOOK");
    }
    expect(Tenant.tenantCodeFromHost(`${"a".repeat(63)}.example.com`)).toBe("A".repeat(63));
  });

  it("gives any tenant label in upper case whatever the domain, port or case", () => {
    fc.assert(
      fc.property(tenantLabel, suffix, port, fc.boolean(), (l, s, p, upper) => {
        const host = `${l}${s}${p}`;
        expect(Tenant.tenantCodeFromHost(upper ? host.toUpperCase() : host)).toBe(l.toUpperCase());
      }),
    );
  });

  it("always yields the default or an upper-case label", () => {
    fc.assert(
      fc.property(fc.string(), (host) => {
        const code = Tenant.tenantCodeFromHost(host, "DEFAULT_CODE");
        expect(code === "DEFAULT_CODE" || /^[A-Z0-9](?:[A-Z0-9-]{0,61}[A-Z0-9])?$/.test(code)).toBe(true);
      }),
    );
  });

  it("sends the code in the X-TENANT-ID header", () => {
    expect(Tenant.tenantHeader).toBe("X-TENANT-ID");
  });
});

describe("Tenant configuration and branding (spec §1, §3, §7)", () => {
  const decode = Schema.decodeUnknownSync(Tenant.TenantConfiguration);

  it("decodes an empty response and null fields", () => {
    expect(decode({})).toEqual({});
    expect(decode({ logo: null, scripts: null, center_location: null })).toEqual({
      logo: null,
      scripts: null,
      center_location: null,
    });
  });

  it("continues with default branding when the configuration failed or was empty", () => {
    const branding = Tenant.brandingFrom(undefined);
    expect(branding).toEqual(Tenant.brandingFrom({}));
    expect(branding).toMatchObject({
      appName: "Cabline",
      title: "Cabline",
      logo: "/logo.svg",
      favicon: "/favicon.svg",
      themeColour: { colour: "indigo", level: 950 },
      mode: "light",
      currency: "GBP",
      currencySymbol: "£",
      supportEmail: "",
      supportPhone: "",
      paymentPublishableKey: undefined,
      mapCentre: { lat: 50.94, lng: -1.39 },
      scripts: { head: [], body: [] },
    });
  });

  it("applies the tenant's logo, name, colour, support contacts, payment key, centre and scripts", () => {
    const branding = Tenant.brandingFrom(
      decode({
        logo: "https://cdn.example.com/gdt.png",
        favicon_logo: "javascript:alert(1)",
        website_name: "GDT Cars",
        website_title: "GDT Cars – book a taxi",
        default_meta_description: "Taxis in Southampton",
        theme_color: "emerald-700",
        support_email: "help@gdt.example",
        support_contact_number: "+44 23 8000 0000",
        stripe_publishable_key: "pk_test_123",
        currency_code: "eur",
        center_location: { lat: 51.5, lon: -0.12 },
        scripts: [
          { id: 1, name: "a", rawScript: "<script>a</script>", isActive: true, priority: 1, placement: "body" },
          { id: 2, name: "b", rawScript: "<script>b</script>", isActive: true, priority: 5, placement: "head" },
        ],
      }),
    );
    expect(branding).toMatchObject({
      appName: "GDT Cars",
      title: "GDT Cars – book a taxi",
      metaDescription: "Taxis in Southampton",
      logo: "https://cdn.example.com/gdt.png",
      favicon: "/favicon.svg",
      themeColour: { colour: "emerald", level: 700 },
      supportEmail: "help@gdt.example",
      supportPhone: "+44 23 8000 0000",
      paymentPublishableKey: "pk_test_123",
      currency: "EUR",
      currencySymbol: "€",
      mapCentre: { lat: 51.5, lng: -0.12 },
    });
    expect(branding.scripts.head.map((s) => s.name)).toEqual(["b"]);
    expect(branding.scripts.body.map((s) => s.name)).toEqual(["a"]);
  });

  it("ignores a centre that is not finite", () => {
    expect(Tenant.brandingFrom({ center_location: { lat: Number.NaN, lon: 1 } }).mapCentre).toEqual({
      lat: 50.94,
      lng: -1.39,
    });
  });

  it("initialises analytics with the tenant token only if provided, else opted out", () => {
    expect(Tenant.analyticsSetup({ mixpanel_token: "abc" })).toEqual({ _tag: "OptedIn", token: "abc" });
    expect(Tenant.analyticsSetup({ mixpanel_token: "  " })).toEqual({ _tag: "OptedOut" });
    expect(Tenant.analyticsSetup({ mixpanel_token: null })).toEqual({ _tag: "OptedOut" });
    expect(Tenant.analyticsSetup(undefined)).toEqual({ _tag: "OptedOut" });
  });

  it("never fails to brand, whatever the configuration holds", () => {
    const config = fc.record(
      {
        logo: fc.option(fc.string(), { nil: null }),
        theme_color: fc.option(fc.string(), { nil: null }),
        website_name: fc.option(fc.string(), { nil: null }),
        currency_code: fc.option(fc.string({ maxLength: 4 }), { nil: null }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(config, (c) => {
        const branding = Tenant.brandingFrom(c);
        expect(branding.logo === "/logo.svg" || /^https?:\/\//i.test(branding.logo)).toBe(true);
        expect(branding.appName.trim()).not.toBe("");
      }),
    );
  });
});

describe("Who may frame the widget (spec §2 /embeddedBook; docs/decisions/embedding.md)", () => {
  it("takes an origin as it is, in lower case, with a port, any port or none", () => {
    expect(Tenant.embedOrigin("https://www.solentcars.example")).toBe("https://www.solentcars.example");
    expect(Tenant.embedOrigin("HTTPS://Hotel.Example:8443")).toBe("https://hotel.example:8443");
    expect(Tenant.embedOrigin("http://operator-site.localhost:*")).toBe("http://operator-site.localhost:*");
    expect(Tenant.embedOrigin("http://192.168.1.20:8080")).toBe("http://192.168.1.20:8080");
  });

  it("refuses anything that is not one origin: tenant data is text, never CSP syntax", () => {
    for (const hostile of [
      "",
      "*",
      "'self'",
      "'unsafe-inline'",
      "https:",
      "https://*.solentcars.example",
      "https://solentcars.example/book",
      "https://solentcars.example/",
      "https://solentcars.example; script-src *",
      "https://solentcars.example https://evil.example",
      "https://solentcars.example,https://evil.example",
      " https://solentcars.example",
      "https://solentcars.example\n",
      "https://solentcars.example\r\nSet-Cookie: a=b",
      "https://user@solentcars.example",
      "https://solentcars.example?x",
      "https://solentcars.example#x",
      "https://solentcars.example:0",
      "https://solentcars.example:65536",
      "https://-bad.example",
      "https://solentcars.example.",
      "javascript://solentcars.example",
      "data://x",
      "ftp://solentcars.example",
      'https://solentcars.example"',
      "https://\u212aelvin.example",
      "https://sol\u00e9ntcars.example",
    ]) {
      expect(Tenant.embedOrigin(hostile), JSON.stringify(hostile)).toBeUndefined();
    }
  });

  it("whatever the text, an accepted origin carries no character CSP or HTTP would read as syntax", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const origin = Tenant.embedOrigin(text);
        if (origin !== undefined) expect(origin).toMatch(/^https?:\/\/[a-z0-9.-]+(?::(?:\*|\d+))?$/);
      }),
    );
  });

  it("keeps the good entries of a list, names the refused ones, drops repeats and stops at the most served", () => {
    const list = Tenant.embedOriginsOf({
      embed_origins: ["https://a.example", "'unsafe-inline'", "https://A.example", "https://b.example; x"],
    });
    expect(list).toEqual({ allowed: ["https://a.example"], refused: ["'unsafe-inline'", "https://b.example; x"] });
    const many = Array.from({ length: 40 }, (_, index) => `https://site${index}.example`);
    expect(Tenant.embedOriginsOf({ embed_origins: many }).allowed).toHaveLength(Tenant.maxEmbedOrigins);
  });

  it("no list, an empty list or no configuration: no origin (the tenant's own site only)", () => {
    expect(Tenant.embedOriginsOf(undefined).allowed).toEqual([]);
    expect(Tenant.embedOriginsOf({}).allowed).toEqual([]);
    expect(Tenant.embedOriginsOf({ embed_origins: null }).allowed).toEqual([]);
    expect(Tenant.embedOriginsOf({ embed_origins: [] }).allowed).toEqual([]);
  });

  it("a list that is not a list of text fails the configuration as any malformed field does", () => {
    const decode = Schema.decodeUnknownResult(Tenant.TenantConfiguration);
    expect(decode({ embed_origins: ["https://a.example", 42] })._tag).toBe("Failure");
    expect(decode({ embed_origins: ["https://a.example"] })._tag).toBe("Success");
  });
});

describe("the operator's licence in words (a licensed operator's duty to say who it is)", () => {
  const licence = {
    legal_name: "Solent Cars Ltd",
    licensing_authority: "Southampton City Council",
    licence_number: "PHO 0421",
  };

  it("names the holder, the licence and the authority that issued it", () => {
    expect(Tenant.licenceText(licence)).toBe(
      "Solent Cars Ltd. Private hire operator licence PHO 0421, issued by Southampton City Council.",
    );
    expect(Tenant.licenceText({ ...licence, legal_name: "Solent Cars Ltd." })).toBe(Tenant.licenceText(licence));
  });

  it("says nothing for half a licence, which no passenger could check", () => {
    for (const part of ["legal_name", "licensing_authority", "licence_number"] as const) {
      expect(Tenant.licenceText({ ...licence, [part]: "  " })).toBeUndefined();
    }
    expect(Tenant.licenceText(null)).toBeUndefined();
    expect(Tenant.licenceText(undefined)).toBeUndefined();
  });

  it("reaches the branding from the configuration, and is absent without one", () => {
    expect(Tenant.brandingFrom({ operator_licence: licence }).licence).toBe(Tenant.licenceText(licence));
    expect(Tenant.brandingFrom({}).licence).toBeUndefined();
  });
});
