// A labelled input with its hint and error beside it (labels always visible, no placeholder as label).
import type { ComponentType } from "react";
import { Field, Input, type InputProps } from "../controls/field.tsx";

/** Draws a field's error inside it: the field's own error text unless a form says otherwise. */
export type ErrorTextComponent = ComponentType<{ readonly children: string | undefined }>;

export type TextFieldProps = Omit<InputProps, "onChange" | "value"> & {
  readonly id: string;
  readonly label: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly ErrorText?: ErrorTextComponent | undefined;
};

export function TextField({
  id,
  label,
  hint,
  error,
  value,
  onValue,
  ErrorText = Field.ErrorText,
  ...input
}: TextFieldProps) {
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      {hint !== undefined && <Field.HelperText marginTop="0">{hint}</Field.HelperText>}
      <Input id={id} value={value} onChange={(event) => onValue(event.currentTarget.value)} {...input} />
      <ErrorText>{error}</ErrorText>
    </Field.Root>
  );
}
