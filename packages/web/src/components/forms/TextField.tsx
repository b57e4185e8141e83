// A labelled input with its hint and error beside it (labels always visible, no placeholder as label).
import { Field, Input, type InputProps } from "../controls/field.tsx";

export type TextFieldProps = Omit<InputProps, "onChange" | "value"> & {
  readonly id: string;
  readonly label: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  readonly value: string;
  readonly onValue: (value: string) => void;
};

export function TextField({ id, label, hint, error, value, onValue, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      {hint !== undefined && <Field.HelperText marginTop="0">{hint}</Field.HelperText>}
      <Input id={id} value={value} onChange={(event) => onValue(event.currentTarget.value)} {...input} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
