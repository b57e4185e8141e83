// Spec §1 (tenant theme colour): the brand palette keeps text readable (WCAG AA, 4.5:1) for every allowed colour and
// level, in light and dark mode.
import { Palette, Theme } from "@cabline/domain";
import { describe, expect, it } from "vitest";
import { brandColours, mix } from "../src/theme/brand.ts";

const all = Theme.colours.flatMap((colour) => Theme.levels.map((level) => ({ colour, level })));

describe("brand colours", () => {
  it("covers 17 colours by 7 levels", () => expect(all).toHaveLength(119));

  it.each(all)("$colour-$level: button text on the brand colour passes AA", (themeColour) => {
    const brand = brandColours(themeColour);
    expect(brand.solid).toBe(Palette.hexOf(themeColour));
    expect(Palette.contrastRatio(brand.solid, brand.contrast)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(all)("$colour-$level: brand text passes AA on white and on the dark background", (themeColour) => {
    const brand = brandColours(themeColour);
    expect(Palette.contrastRatio(brand.fg.light, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(Palette.contrastRatio(brand.fg.dark, "#111111")).toBeGreaterThanOrEqual(4.5);
  });

  it("mixes towards white and black", () => {
    expect(mix("#4f46e5", 1)).toBe("#ffffff");
    expect(mix("#4f46e5", -1)).toBe("#000000");
    expect(mix("#4f46e5", 0)).toBe("#4f46e5");
  });
});
