// A checkbox on the native input (spec §3 consent and option boxes), to keep first loads within
// their budget (bundle-budget.json). Chakra's Checkbox is zag's checkbox machine over a hidden
// input (about 4 kB gz with its focus-visible tracking); the native box is the same control to a
// screen reader and a keyboard, drawn in the brand colour.
// Inside a Field.Root it takes the field's aria-invalid and description like an Input.
import { chakra, type HTMLChakraProps } from "@chakra-ui/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { useFieldControl } from "./field.tsx";
import { markStyle } from "./mark.ts";

export type CheckboxProps = Omit<HTMLChakraProps<"label">, "onChange"> & {
  readonly checked: boolean;
  readonly onCheckedChange: (checked: boolean) => void;
  readonly children: ReactNode;
  readonly invalid?: boolean | undefined;
  readonly id?: string | undefined;
  readonly name?: string | undefined;
  /** Attributes for the input itself (a test id, aria-describedby). */
  readonly inputProps?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
};

export function Checkbox({
  checked,
  onCheckedChange,
  children,
  invalid,
  id,
  name,
  inputProps,
  ...label
}: CheckboxProps) {
  const field = useFieldControl();
  return (
    <chakra.label
      display="inline-flex"
      alignItems="flex-start"
      gap="2.5"
      cursor="pointer"
      textStyle="sm"
      fontWeight="medium"
      colorPalette="brand"
      {...label}
    >
      <chakra.input
        type="checkbox"
        id={id}
        name={name}
        checked={checked}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
        {...field}
        {...(invalid === true ? { "aria-invalid": true } : {})}
        {...inputProps}
        css={markStyle}
        marginTop="0.5"
      />
      <span>{children}</span>
    </chakra.label>
  );
}
