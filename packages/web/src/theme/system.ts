// The tenant's Chakra v3 system (issue 7; spec §1, §5): the brand palette from the tenant colour
// (validated by the domain, indigo-950 fallback), with the text colour on it chosen by the
// domain's WCAG contrast rule so buttons stay readable for every allowed colour and level.
import { createSystem, defaultConfig, defineConfig, type SystemContext } from "@chakra-ui/react";
import { Theme } from "@cabline/domain";

/** Mixes a hex colour with white (amount > 0) or black (amount < 0); for tints of the brand. */
export function mix(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const weight = Math.abs(amount);
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16);
    return Math.round(value + (target - value) * weight)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

export type BrandColours = {
  readonly solid: string;
  readonly contrast: string;
  /** Brand-coloured text on the page background, light and dark. */
  readonly fg: { readonly light: string; readonly dark: string };
  readonly subtle: { readonly light: string; readonly dark: string };
  readonly muted: { readonly light: string; readonly dark: string };
};

/** Picks the palette level whose text contrast on the given background passes WCAG AA. */
function readableLevel(colour: Theme.Colour, background: string, prefer: ReadonlyArray<Theme.Level>): string {
  for (const level of prefer) {
    const hex = Theme.palette[colour][level];
    if (Theme.contrastRatio(hex, background) >= Theme.minimumTextContrast) return hex;
  }
  return background === "#ffffff" ? Theme.darkText : "#ffffff";
}

export function brandColours(themeColour: Theme.ThemeColour): BrandColours {
  const solid = Theme.hexOf(themeColour);
  return {
    solid,
    contrast: Theme.readableTextOn(themeColour).hex,
    fg: {
      light: readableLevel(themeColour.colour, "#ffffff", [themeColour.level, 700, 800, 900, 950]),
      dark: readableLevel(themeColour.colour, "#111111", [400, 500, 600]),
    },
    subtle: { light: mix(solid, 0.9), dark: mix(solid, -0.75) },
    muted: { light: mix(solid, 0.8), dark: mix(solid, -0.6) },
  };
}

export function createTenantSystem(themeColour: Theme.ThemeColour): SystemContext {
  const brand = brandColours(themeColour);
  const both = (pair: { light: string; dark: string }) => ({ value: { _light: pair.light, _dark: pair.dark } });
  return createSystem(
    defaultConfig,
    defineConfig({
      globalCss: { "html, body": { minHeight: "100%" } },
      theme: {
        semanticTokens: {
          colors: {
            brand: {
              solid: { value: brand.solid },
              contrast: { value: brand.contrast },
              fg: both(brand.fg),
              subtle: both(brand.subtle),
              muted: both(brand.muted),
              emphasized: both(brand.muted),
              focusRing: { value: { _light: brand.fg.light, _dark: brand.fg.dark } },
            },
          },
        },
      },
    }),
  );
}
