import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Palette from "../src/Palette.ts";
import * as Theme from "../src/Theme.ts";
import { themeColourRule } from "./spec-document.ts";

const themeColour = fc.record({ colour: fc.constantFrom(...Theme.colours), level: fc.constantFrom(...Theme.levels) });
const indigo950 = { colour: "indigo", level: 950 };

describe("Theme colour (spec §5)", () => {
  it("accepts exactly the spec's 17 colours at its 7 levels", () => {
    const spec = themeColourRule();
    expect(spec.colours).toHaveLength(17);
    expect(spec.levels).toHaveLength(7);
    for (const colour of spec.colours) {
      for (const level of spec.levels) expect(Theme.parseThemeColour(`${colour}-${level}`)).toEqual({ colour, level });
      for (const level of [50, 100, 200, 300, 1000])
        expect(Theme.parseThemeColour(`${colour}-${level}`)).toEqual(indigo950);
    }
    for (const colour of ["slate", "gray", "zinc", "neutral", "stone", "black", "white"]) {
      expect(Theme.parseThemeColour(`${colour}-600`)).toEqual(indigo950);
    }
    expect([...Theme.colours].sort()).toEqual([...spec.colours].sort());
    expect([...Theme.levels]).toEqual(spec.levels);
  });

  it("reads 'colour-level' as written in the configuration", () => {
    expect(Theme.parseThemeColour("rose-500")).toEqual({ colour: "rose", level: 500 });
    expect(Theme.parseThemeColour(" Teal-700 ")).toEqual({ colour: "teal", level: 700 });
  });

  it("falls back to indigo 950 if either part is invalid", () => {
    for (const input of ["indigo-100", "black-600", "indigo", "600", "", "indigo-950-1", "indigo_600", "red-0950"]) {
      expect(Theme.parseThemeColour(input)).toEqual(indigo950);
    }
    expect(Theme.parseThemeColour(undefined)).toEqual(indigo950);
    expect(Theme.parseThemeColour(null)).toEqual(indigo950);
    expect(Theme.parseThemeColour(42)).toEqual(indigo950);
    expect(Theme.fallbackColour).toEqual(indigo950);
  });

  it("round-trips every colour-level", () => {
    fc.assert(
      fc.property(themeColour, (tc) => {
        expect(Theme.parseThemeColour(Theme.formatThemeColour(tc))).toEqual(tc);
      }),
    );
  });

  it("always yields one of the 119 colour-levels, and the fallback for anything not in the list", () => {
    const valid = new Set(Theme.colours.flatMap((c) => Theme.levels.map((l) => `${c}-${l}`)));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...valid)), (input) => {
        const parsed = Theme.parseThemeColour(input);
        expect(valid.has(Theme.formatThemeColour(parsed))).toBe(true);
        if (!valid.has(input.trim().toLowerCase())) expect(parsed).toEqual(indigo950);
      }),
    );
  });

  it("has the default theme indigo 600, light, LTR, English", () => {
    expect(Theme.defaultTheme).toEqual({
      colour: "indigo",
      level: 600,
      mode: "light",
      direction: "ltr",
      locale: "en-GB",
    });
  });
});

describe("Palette and contrast", () => {
  it("has a hex value for every one of the 17 × 7 colour-levels", () => {
    fc.assert(fc.property(themeColour, (tc) => /^#[0-9a-f]{6}$/.test(Palette.hexOf(tc))));
    expect(Palette.hexOf({ colour: "indigo", level: 600 })).toBe("#4f46e5");
    expect(Palette.hexOf({ colour: "indigo", level: 950 })).toBe("#1e1b4b");
    expect(Palette.hexOf({ colour: "violet", level: 950 })).toBe("#2e1065");
    expect(new Set(Theme.colours.flatMap((c) => Theme.levels.map((l) => Palette.palette[c][l]))).size).toBe(119);
  });

  it("computes WCAG contrast: black on white is 21, a colour on itself is 1, and order does not matter", () => {
    expect(Palette.contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(Palette.contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    fc.assert(
      fc.property(themeColour, themeColour, (a, b) => {
        const [x, y] = [Palette.hexOf(a), Palette.hexOf(b)];
        expect(Palette.contrastRatio(x, x)).toBeCloseTo(1, 10);
        expect(Palette.contrastRatio(x, y)).toBeCloseTo(Palette.contrastRatio(y, x), 10);
      }),
    );
  });

  it("chooses readable text (at least 4.5:1) on every brand colour", () => {
    fc.assert(
      fc.property(themeColour, (tc) => {
        const text = Palette.readableTextOn(tc);
        expect(text.contrast).toBeGreaterThanOrEqual(4.5);
        expect(Palette.contrastRatio(Palette.hexOf(tc), text.hex)).toBeCloseTo(text.contrast, 10);
      }),
    );
  });

  it("puts white text on indigo 600 and dark text on amber 400", () => {
    expect(Palette.readableTextOn({ colour: "indigo", level: 600 }).name).toBe("white");
    expect(Palette.readableTextOn({ colour: "amber", level: 400 })).toMatchObject({ name: "dark", hex: "#030712" });
    expect(Palette.minimumTextContrast).toBe(4.5);
  });
});

describe("Logo (spec §5)", () => {
  it("uses the logo only when it is an http or https URL", () => {
    expect(Theme.logoOrDefault("https://cdn.example.com/tenants/gdt/logo.png")).toBe(
      "https://cdn.example.com/tenants/gdt/logo.png",
    );
    expect(Theme.logoOrDefault(" http://localhost:5173/logo.svg?v=2#x ")).toBe("http://localhost:5173/logo.svg?v=2#x");
    expect(Theme.logoOrDefault("HTTPS://EXAMPLE.COM/L.PNG")).toBe("HTTPS://EXAMPLE.COM/L.PNG");
    expect(Theme.logoOrDefault("https://[::1]:8080/l.png")).toBe("https://[::1]:8080/l.png");
  });

  it("otherwise shows the default logo", () => {
    for (const logo of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "/logo.png",
      "logo.png",
      "httpfoo",
      "http:/example.com",
      "http:example.com",
      "https://",
      "ftp://example.com/logo.png",
      "https://exa mple.com/logo.png",
      'https://example.com/"onerror="x',
      "https://example.com/<script>",
      "https://example.com\\logo.png",
      "https://-bad.example.com/",
      " ",
    ]) {
      expect(Theme.logoOrDefault(logo)).toBe(Theme.defaultLogo);
    }
    expect(Theme.logoOrDefault(undefined)).toBe("/logo.svg");
    expect(Theme.logoOrDefault(null, "/other.svg")).toBe("/other.svg");
  });

  it("accepts web URLs and never returns anything but an http(s) URL or the default", () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ["http", "https"], withQueryParameters: true, withFragments: true }),
        (url) => {
          expect(Theme.logoOrDefault(url)).toBe(url);
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const logo = Theme.logoOrDefault(text);
        expect(logo === Theme.defaultLogo || /^https?:\/\/[^\s"<>\\]+$/i.test(logo)).toBe(true);
      }),
    );
  });
});

describe("Theme mode (spec §4)", () => {
  it("switches between light and dark, and toggling twice is no change", () => {
    expect(Theme.modeFor(undefined, true)).toBe("dark");
    expect(Theme.modeFor(undefined, false)).toBe("light");
    // A choice once made wins over the device, whichever way it goes.
    fc.assert(
      fc.property(
        fc.constantFrom<Theme.Mode>("light", "dark"),
        fc.boolean(),
        (chosen, deviceDark) => Theme.modeFor(chosen, deviceDark) === chosen,
      ),
    );
    expect(Theme.toggleMode("light")).toBe("dark");
    expect(Theme.toggleMode("dark")).toBe("light");
    fc.assert(
      fc.property(
        fc.constantFrom("light" as const, "dark" as const),
        (m) => Theme.toggleMode(Theme.toggleMode(m)) === m,
      ),
    );
  });

  it("puts the dark class on the document root only in dark mode", () => {
    expect(Theme.rootClassFor("dark")).toBe("dark");
    expect(Theme.rootClassFor("light")).toBeUndefined();
  });
});
