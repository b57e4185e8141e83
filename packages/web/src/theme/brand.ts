// A tenant's brand as CSS variables (spec §1, §5): the palette from the tenant colour (validated by
// the domain, indigo-950 fallback), with the text colour on it chosen by the domain's WCAG contrast
// rule so buttons stay readable for every allowed colour and level. The web server writes them
// into the page it serves (brandStyle), so the first paint is in the tenant's colours and none of
// this loads at start-up; a page whose tenant was looked up in the browser applies them itself.
import * as Palette from "@cabline/domain/Palette";
import type * as Theme from "@cabline/domain/Theme";

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
    const hex = Palette.palette[colour][level];
    if (Palette.contrastRatio(hex, background) >= Palette.minimumTextContrast) return hex;
  }
  return background === "#ffffff" ? Palette.darkText : "#ffffff";
}

export function brandColours(themeColour: Theme.ThemeColour): BrandColours {
  const solid = Palette.hexOf(themeColour);
  return {
    solid,
    contrast: Palette.readableTextOn(themeColour).hex,
    fg: {
      light: readableLevel(themeColour.colour, "#ffffff", [themeColour.level, 700, 800, 900, 950]),
      dark: readableLevel(themeColour.colour, "#111111", [400, 500, 600]),
    },
    subtle: { light: mix(solid, 0.9), dark: mix(solid, -0.75) },
    muted: { light: mix(solid, 0.8), dark: mix(solid, -0.6) },
  };
}

/** The CSS custom properties that carry a tenant's brand; the system's brand tokens read them. */
export function brandVariables(themeColour: Theme.ThemeColour): Readonly<Record<string, string>> {
  const brand = brandColours(themeColour);
  return {
    "--cabline-brand-solid": brand.solid,
    "--cabline-brand-contrast": brand.contrast,
    "--cabline-brand-fg-light": brand.fg.light,
    "--cabline-brand-fg-dark": brand.fg.dark,
    "--cabline-brand-subtle-light": brand.subtle.light,
    "--cabline-brand-subtle-dark": brand.subtle.dark,
    "--cabline-brand-muted-light": brand.muted.light,
    "--cabline-brand-muted-dark": brand.muted.dark,
  };
}

/** The brand variables as a style sheet for the page's <head> (the web server's copy). */
export const brandStyle = (themeColour: Theme.ThemeColour): string =>
  `:root{${Object.entries(brandVariables(themeColour))
    .map(([name, value]) => `${name}:${value}`)
    .join(";")}}`;

/** Puts a tenant's brand on the page: no new Chakra system, only the variables change. */
export function applyBrand(themeColour: Theme.ThemeColour, root: HTMLElement): void {
  for (const [name, value] of Object.entries(brandVariables(themeColour))) root.style.setProperty(name, value);
}
