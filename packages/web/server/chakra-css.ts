// Chakra's global CSS, built once at build time (docs/decisions/server-rendering.md; spec §1
// start-up): the layer order, the reset, the global styles and every token's CSS variable, which
// Chakra otherwise computes and injects in the browser before the first paint. The Vite plugin
// below writes it into index.html; the app's system is marked `prebuiltCss`, so the (patched)
// ChakraProvider injects none of it again (patches/@chakra-ui__react@3.37.0.patch).
import { Global, type Interpolation, type Theme } from "@emotion/react";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Plugin } from "vite";

/**
 * The parts of a Chakra system this reads (`_global` is lazy with the patch: read only here).
 * Chakra types `_global` as its style objects (Dict[]), which Emotion takes as object styles.
 */
type GlobalCssSource = {
  readonly layers: { readonly atRule: string };
  readonly _config: { readonly disableLayers?: boolean | undefined };
  readonly _global: Interpolation<Theme>;
};

/** The CSS text Chakra's provider would inject for `system`, layer order first. */
export function chakraGlobalCss(system: GlobalCssSource): string {
  const markup = renderToStaticMarkup(
    createElement(
      Fragment,
      null,
      system._config.disableLayers === true ? null : createElement(Global, { styles: system.layers.atRule }),
      createElement(Global, { styles: system._global }),
    ),
  );
  const css = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? "").join("");
  if (css === "") throw new Error("Chakra's global CSS rendered empty");
  // renderToStaticMarkup escapes nothing inside dangerouslySetInnerHTML; the CSS holds no "</style".
  if (/<\/style/i.test(css)) throw new Error("Chakra's global CSS would close its style element");
  return css;
}

/** Marks where index.html takes the prebuilt CSS. */
export const chakraCssPlaceholder = "<!--chakra-css-->";

/**
 * Writes the app's Chakra global CSS into index.html, in dev and in the build, as a style element
 * before the page's own: inlined, not a stylesheet, as the first paint needs all of it and a
 * stylesheet would be one more request before anything is drawn.
 */
export function prebuiltChakraCss(): Plugin {
  let css: Promise<string> | undefined;
  return {
    name: "cabline-prebuilt-chakra-css",
    async transformIndexHtml(html) {
      css ??= import("../src/theme/page-css.ts").then(({ pageCssSystem }) => chakraGlobalCss(pageCssSystem()));
      return html.replace(chakraCssPlaceholder, `<style id="chakra-css">${await css}</style>`);
    },
  };
}
