// The tenant's Chakra v3 system (spec §1, §5). One system serves every tenant; the
// brand itself is a handful of CSS variables (theme/brand.ts), which the web server writes into
// the page, so the palette and the contrast rule are not part of the app's start-up.
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from "@chakra-ui/react";
import { alertSlotRecipe } from "@chakra-ui/react/theme/recipes/alert";
import { badgeRecipe } from "@chakra-ui/react/theme/recipes/badge";
import { buttonRecipe } from "@chakra-ui/react/theme/recipes/button";
import { dataListSlotRecipe } from "@chakra-ui/react/theme/recipes/data-list";
import { fieldSlotRecipe } from "@chakra-ui/react/theme/recipes/field";
import { fieldsetSlotRecipe } from "@chakra-ui/react/theme/recipes/fieldset";
import { headingRecipe } from "@chakra-ui/react/theme/recipes/heading";
import { inputRecipe } from "@chakra-ui/react/theme/recipes/input";
import { linkRecipe } from "@chakra-ui/react/theme/recipes/link";
import { listSlotRecipe } from "@chakra-ui/react/theme/recipes/list";
import { skeletonRecipe } from "@chakra-ui/react/theme/recipes/skeleton";
import { spinnerRecipe } from "@chakra-ui/react/theme/recipes/spinner";
import { tabsSlotRecipe } from "@chakra-ui/react/theme/recipes/tabs";
import { textareaRecipe } from "@chakra-ui/react/theme/recipes/textarea";
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from "./chakra-theme.ts";

/**
 * The recipes of the Chakra components a first paint draws (a component looks its recipe up by
 * key at render). Chakra's defaultConfig carries all 76 of its recipes, about 15 kB gz of the
 * start-up chunk that every route loads (spec §1 start-up). The recipes of components that only
 * later screens draw (cards, dialogs, tables…) are added to the system by theme/later.ts, the one
 * way to import those components. test/bundle-budget.test.ts reads the recipe keys the built app
 * uses and fails on one missing here or, for a chunk that draws it, missing from theme/later.ts.
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
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  dataList: dataListSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  tabs: tabsSlotRecipe,
};

/** The colour palettes the app draws with `colorPalette` (badges, buttons): every value takes this type. */
export const colourPalettes = ["gray", "red", "orange", "green", "blue", "purple"] as const;
export type ColourPalette = (typeof colourPalettes)[number] | "brand";

/** The page's semantic colours (Chakra's bg, fg and border) that the app's styles and its recipes read. */
const pageColours = {
  bg: ["DEFAULT", "subtle", "muted", "emphasized", "panel"],
  fg: ["DEFAULT", "muted", "subtle", "error", "success", "info"],
  border: ["DEFAULT", "emphasized", "error"],
} as const;

/** Colour tokens named directly by the app's styles and the recipes, beside those semantic colours point at. */
const namedColours = ["transparent", "current", "red.300", "red.500", "red.700", "blackAlpha.500"];

const brandColour = (name: string) => ({ value: `var(--cabline-brand-${name})` });
const brandLightDark = (name: string) => ({
  value: { _light: `var(--cabline-brand-${name}-light)`, _dark: `var(--cabline-brand-${name}-dark)` },
});

/** The semantic colours Cabline adds to Chakra's: the brand, and error text readable at AA. */
const ownColours = {
  // Error text dark enough for WCAG AA on the page and panel backgrounds: Chakra's default
  // (red.500) measures 3.8:1 in axe. Every Field.ErrorText reads this token.
  fg: { error: { value: { _light: "{colors.red.700}", _dark: "{colors.red.300}" } } },
  brand: {
    solid: brandColour("solid"),
    contrast: brandColour("contrast"),
    fg: brandLightDark("fg"),
    subtle: brandLightDark("subtle"),
    muted: brandLightDark("muted"),
    emphasized: brandLightDark("muted"),
    focusRing: brandLightDark("fg"),
  },
};

/** Chakra's token trees as this reads them: groups of groups down to the tokens' strings. */
type Tree = { readonly [key: string]: Tree | string | undefined };
const branch = (tree: Tree, key: string): Tree => {
  const node = tree[key];
  return typeof node === "object" ? node : {};
};
const pick = (tree: Tree, keys: ReadonlyArray<string>): Tree =>
  Object.fromEntries(keys.filter((key) => key in tree).map((key) => [key, tree[key]]));

/**
 * Chakra's colours pruned to those the app draws (docs/decisions/server-rendering.md): the
 * palettes above and the page colours, and of the 300-odd base colours only those these point
 * at or the app names. Every token costs createSystem time and CSS at start-up; the check in
 * test/chakra-tokens.test.ts finds the colours the app uses in its source and fails on a missing
 * one and on one that ships unused.
 */
function prunedColours(): {
  readonly tokens: typeof tokens.colors;
  readonly semanticTokens: typeof semanticTokens.colors;
} {
  const chakraSemantic: Tree = semanticTokens.colors;
  const semantic: Record<string, Tree> = {};
  for (const [group, leaves] of Object.entries(pageColours))
    semantic[group] = pick(branch(chakraSemantic, group), leaves);
  for (const palette of colourPalettes) semantic[palette] = branch(chakraSemantic, palette);
  const referenced = new Set(namedColours);
  for (const match of JSON.stringify([semantic, ownColours]).matchAll(/\{colors\.([^}]+)\}/g))
    referenced.add(match[1] ?? "");
  const base: Tree = tokens.colors;
  const kept: Record<string, Tree | string | undefined> = {};
  for (const path of referenced) {
    const [group = "", shade] = path.split(".");
    if (shade === undefined) kept[group] = base[group];
    else kept[group] = { ...branch(kept, group), [shade]: branch(base, group)[shade] };
  }
  // Chakra's own trees, cut down: they hold its tokens still, which its config types as the full trees.
  return { tokens: kept as typeof tokens.colors, semanticTokens: semantic as typeof semanticTokens.colors };
}
const colours = prunedColours();

/**
 * What the app's system holds at run time: Chakra's base config, the pruned tokens, the recipes
 * above, text and layer styles. The keyframes and global styles are CSS only, built with the app
 * into the page (theme/page-css.ts, server/chakra-css.ts), so they are not in the browser's code.
 */
const runtimeConfig = defineConfig({
  preflight: true,
  // The layer order, reset, global and token CSS are built with the app and written into the
  // page (server/chakra-css.ts): the provider injects none of it at start-up.
  prebuiltCss: true,
  cssVarsPrefix,
  cssVarsRoot,
  theme: {
    breakpoints,
    tokens: { ...tokens, colors: colours.tokens },
    semanticTokens: { ...semanticTokens, colors: colours.semanticTokens },
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** The brand's and Cabline's own semantic colours, merged over Chakra's. */
const ownConfig = defineConfig({ theme: { semanticTokens: { colors: ownColours } } });

/** The configs the app's system is built from, in order (theme/page-css.ts adds the CSS-only ones). */
export const systemConfigs = [defaultBaseConfig, runtimeConfig, ownConfig] as const;

/**
 * The one Chakra system of the app, built once for every tenant: Chakra's default theme (tokens,
 * text styles, the recipes above), and brand tokens that point at CSS variables applyBrand sets
 * per tenant. createSystem is the costliest step of start-up (about 110 ms at 4× CPU slowdown), so
 * it runs on first use, not when this module is evaluated: start-up gives it a task of its own
 * (app/main.tsx), apart from the evaluation of the app's code (docs/decisions/server-rendering.md).
 */
let created: SystemContext | undefined;
export const appSystem = (): SystemContext => (created ??= createSystem(...systemConfigs));

type RecipeSet = NonNullable<NonNullable<SystemContext["_config"]["theme"]>["recipes"]>;
type SlotRecipeSet = NonNullable<NonNullable<SystemContext["_config"]["theme"]>["slotRecipes"]>;

/**
 * Adds recipes to the app's system before a component that looks them up first draws (Chakra
 * reads `theme.recipes[key]` when a component first renders, and remembers it). Only theme/later.ts
 * calls this, at its module's evaluation, which precedes any render of what imports it.
 */
export function addRecipes(more: { readonly recipes: RecipeSet; readonly slotRecipes: SlotRecipeSet }): void {
  const theme = (appSystem()._config.theme ??= {});
  theme.recipes = Object.assign(theme.recipes ?? {}, more.recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, more.slotRecipes);
}
