// A labelled text input with its hint and error (GOV.UK: labels always visible, the error beside
// the field and in the summary, which links here by id).
import { Field, Input, type InputProps } from "../../../components/controls/field.tsx";
import { FieldError } from "./FieldError.tsx";

type Props = {
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  readonly error: string | undefined;
  readonly value: string;
  readonly onChange: (value: string) => void;
} & Pick<InputProps, "type" | "autoComplete" | "inputMode" | "maxWidth">;

export function TextField({ id, label, hint, error, value, onChange, ...input }: Props) {
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      {hint !== undefined && <Field.HelperText>{hint}</Field.HelperText>}
      <Input id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)} {...input} />
      <FieldError>{error}</FieldError>
    </Field.Root>
  );
}
