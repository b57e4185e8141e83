// The look of a native checkbox or radio: the brand colour, a size that is easy to hit, Chakra's
// focus ring. Shared by checkbox.tsx and radio.tsx.
import type { SystemStyleObject } from "@chakra-ui/react";

export const markStyle: SystemStyleObject = {
  boxSize: "4.5",
  flexShrink: "0",
  accentColor: "colorPalette.solid",
  cursor: "pointer",
  focusVisibleRing: "outside",
  // Native boxes draw no invalid state of their own.
  _invalid: { outline: "2px solid", outlineColor: "border.error", outlineOffset: "1px" },
};
