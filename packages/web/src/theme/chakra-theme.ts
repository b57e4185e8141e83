// Chakra's default theme, taken module by module (docs/decisions/server-rendering.md; spec §1
// start-up). Chakra's theme barrel ("@chakra-ui/react/theme") defines its token objects itself
// and re-exports all 76 recipes; any use of it puts it in the start-up chunk, and its re-exports
// then tie every recipe's chunk to start-up, the later ones (theme/later.ts) included. The
// theme's own files are reached through "@chakra-ui/react/theme/*", an export the patch of the
// package adds (patches/), and are put together here exactly as the barrel does:
// test/chakra-patch.test.ts compares the two, so an upgrade that changes the barrel fails there.
import { breakpoints } from "@chakra-ui/react/theme/breakpoints";
import { layerStyles } from "@chakra-ui/react/theme/layer-styles";
import { animationStyles } from "@chakra-ui/react/theme/motion-styles";
import { semanticColors } from "@chakra-ui/react/theme/semantic-tokens/colors";
import { semanticRadii } from "@chakra-ui/react/theme/semantic-tokens/radii";
import { semanticShadows } from "@chakra-ui/react/theme/semantic-tokens/shadows";
import { textStyles } from "@chakra-ui/react/theme/text-styles";
import { animations } from "@chakra-ui/react/theme/tokens/animations";
import { aspectRatios } from "@chakra-ui/react/theme/tokens/aspect-ratios";
import { blurs } from "@chakra-ui/react/theme/tokens/blurs";
import { borders } from "@chakra-ui/react/theme/tokens/borders";
import { colors } from "@chakra-ui/react/theme/tokens/colors";
import { cursor } from "@chakra-ui/react/theme/tokens/cursor";
import { durations } from "@chakra-ui/react/theme/tokens/durations";
import { easings } from "@chakra-ui/react/theme/tokens/easings";
import { fontSizes } from "@chakra-ui/react/theme/tokens/font-sizes";
import { fontWeights } from "@chakra-ui/react/theme/tokens/font-weights";
import { fonts } from "@chakra-ui/react/theme/tokens/fonts";
import { letterSpacings } from "@chakra-ui/react/theme/tokens/letter-spacing";
import { lineHeights } from "@chakra-ui/react/theme/tokens/line-heights";
import { radii } from "@chakra-ui/react/theme/tokens/radius";
import { sizes } from "@chakra-ui/react/theme/tokens/sizes";
import { spacing } from "@chakra-ui/react/theme/tokens/spacing";
import { zIndices } from "@chakra-ui/react/theme/tokens/z-indices";

export { animationStyles, breakpoints, layerStyles, textStyles };

export const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};

export const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii };

export const cssVarsPrefix = "chakra";
export const cssVarsRoot = ":where(html, .chakra-theme)";
