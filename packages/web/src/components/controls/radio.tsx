// A choice of one among a few, on native radio inputs (spec §4 ride type, payment method, cruise
// terminal; issue 15.1). Chakra's RadioGroup is zag's radio-group machine (about 5 kB gz); native
// radios sharing a name already give arrow-key movement, one tab stop and the group's semantics
// inside a fieldset. A card option is the whole bordered box as the label, outlined when chosen.
import { chakra, Stack, type HTMLChakraProps, type StackProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useLegendId } from "./field.tsx";
import { markStyle } from "./mark.ts";

export type RadioProps = Omit<HTMLChakraProps<"label">, "onChange"> & {
  readonly name: string;
  readonly value: string;
  readonly checked: boolean;
  readonly onChecked: (value: string) => void;
  readonly children: ReactNode;
  /** Draw the option as a bordered card (the ride types and terminals). */
  readonly card?: boolean | undefined;
};

export function Radio({ name, value, checked, onChecked, children, card = false, ...label }: RadioProps) {
  return (
    <chakra.label
      display="flex"
      alignItems="center"
      gap="2.5"
      cursor="pointer"
      textStyle="sm"
      colorPalette="brand"
      {...(card
        ? {
            borderWidth: "1px",
            borderRadius: "md",
            padding: "3",
            _hover: { bg: "bg.muted" },
            css: {
              "&:has(input:checked)": {
                borderColor: "colorPalette.solid",
                boxShadow: "0 0 0 1px {colors.colorPalette.solid}",
              },
            },
          }
        : {})}
      {...label}
    >
      <chakra.input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChecked(value)}
        css={markStyle}
      />
      {children}
    </chakra.label>
  );
}

/** The radios of one choice: a radiogroup named by the enclosing fieldset's legend, or by `label`. */
export function RadioGroup({ label, children, ...stack }: StackProps & { readonly label?: string | undefined }) {
  const legendId = useLegendId();
  return (
    <Stack
      role="radiogroup"
      gap="2"
      {...(label !== undefined ? { "aria-label": label } : { "aria-labelledby": legendId })}
      {...stack}
    >
      {children}
    </Stack>
  );
}
