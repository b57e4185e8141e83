// The CSS-only part of the app's Chakra theme (docs/decisions/server-rendering.md; spec §1
// start-up): keyframes and global styles are written into the page at build time by
// server/chakra-css.ts and never read in the browser, so they live here, out of the app's code.
import { createSystem, defineConfig, type SystemContext } from "@chakra-ui/react";
import { globalCss } from "@chakra-ui/react/theme/global-css";
import { keyframes } from "@chakra-ui/react/theme/tokens/keyframes";
import { systemConfigs } from "./system.ts";

/** Chakra's global styles and keyframes, then Cabline's own global styles merged over them. */
const pageCssConfigs = [
  defineConfig({ globalCss, theme: { keyframes } }),
  defineConfig({
    globalCss: {
      "html, body": { minHeight: "100%" },
      // A control reached by Shift+Tab above the window scrolls into view below the sticky header
      // (its one row is 3.5 rem at any width), never under it (WCAG 2.4.11).
      html: { scrollPaddingTop: "4.5rem" },
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
  }),
];

/** The app's system with the CSS-only configs: what the page's prebuilt CSS is made from. */
export const pageCssSystem = (): SystemContext => createSystem(...systemConfigs, ...pageCssConfigs);
