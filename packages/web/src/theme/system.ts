// The tenant's Chakra v3 system (issue 7, 15; spec §1, §5). One system serves every tenant; the
// brand itself is a handful of CSS variables (theme/brand.ts), which the web server writes into
// the page, so the palette and the contrast rule are not part of the app's start-up.
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
  // Links underlined by default (WCAG 1.4.1): a brand whose text colour is near the body text's
  // (indigo-950, the fallback) would otherwise leave links told apart by colour alone.
  link: {
    ...linkRecipe,
    variants: {
      variant: {
        ...linkRecipe.variants?.variant,
        underline: { color: "colorPalette.fg", textDecoration: "underline", textUnderlineOffset: "3px" },
      },
    },
    defaultVariants: { variant: "underline" },
  },
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
    // The layer order, reset, global and token CSS are built with the app and written into the
    // page (server/chakra-css.ts): the provider injects none of it at start-up.
    prebuiltCss: true,
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
    globalCss: {
      "html, body": { minHeight: "100%" },
      // Focus plainly visible on every control (WCAG 2.4.7, 2.4.13): Chakra's rings 2 px, not
      // 1 px on text fields; anything without a ring of its own (a plain link) gets one in the
      // brand's text colour. Only keyboard focus (:focus-visible) draws it.
      ":root": { "--focus-ring-width": "2px" },
      ":focus-visible": {
        outlineWidth: "2px",
        outlineStyle: "solid",
        outlineColor: "brand.focusRing",
        outlineOffset: "2px",
      },
    },
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
