// The tenant's Chakra v3 system (issue 7, 15; spec §1, §5): the brand palette from the tenant colour
// (validated by the domain, indigo-950 fallback), with the text colour on it chosen by the
// domain's WCAG contrast rule so buttons stay readable for every allowed colour and level. One
// system serves every tenant; the brand itself is a handful of CSS variables.
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  qrCodeSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";
import * as Theme from "@cabline/domain/Theme";

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

/** Puts a tenant's brand on the page: no new Chakra system, only the variables change. */
export function applyBrand(themeColour: Theme.ThemeColour, root: HTMLElement): void {
  for (const [name, value] of Object.entries(brandVariables(themeColour))) root.style.setProperty(name, value);
}

const variable = (name: string) => ({ value: `var(--cabline-brand-${name})` });
const lightDark = (name: string) => ({
  value: { _light: `var(--cabline-brand-${name}-light)`, _dark: `var(--cabline-brand-${name}-dark)` },
});

/**
 * The recipes of the Chakra components Cabline draws (a component looks its recipe up by key at
 * render). Chakra's defaultConfig carries all 76 of its recipes, about 15 kB gz of the start-up
 * chunk that every route loads, and createSystem walks every one before the first paint (issue
 * 15.1, 15.2). A component whose recipe is missing here fails the build check in
 * test/bundle-budget.test.ts, which reads the recipe keys the built app uses.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  dataList: dataListSlotRecipe,
  datePicker: datePickerSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  qrCode: qrCodeSlotRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

/**
 * The one Chakra system of the app, built once for every tenant (createSystem is the costliest
 * step of start-up): Chakra's default theme (tokens, text styles, the recipes above), and brand
 * tokens that point at CSS variables applyBrand sets per tenant.
 */
export const system: SystemContext = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      recipes,
      slotRecipes,
      textStyles,
      layerStyles,
      animationStyles,
    },
  }),
  defineConfig({
    globalCss: { "html, body": { minHeight: "100%" } },
    theme: {
      semanticTokens: {
        colors: {
          // Error text dark enough for WCAG AA on the page and panel backgrounds: Chakra's default
          // (red.500) measures 3.8:1 in axe. Every Field.ErrorText reads this token.
          fg: { error: { value: { _light: "{colors.red.700}", _dark: "{colors.red.300}" } } },
          brand: {
            solid: variable("solid"),
            contrast: variable("contrast"),
            fg: lightDark("fg"),
            subtle: lightDark("subtle"),
            muted: lightDark("muted"),
            emphasized: lightDark("muted"),
            focusRing: lightDark("fg"),
          },
        },
      },
    },
  }),
);
