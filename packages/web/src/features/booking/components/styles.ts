// Colours this feature needs beyond the theme's defaults: error text dark enough for WCAG AA
// contrast on the panel background (the default fg.error, red.500, measured 3.8:1 in axe).
export const errorTextColour = { base: "red.700", _dark: "red.300" } as const;
