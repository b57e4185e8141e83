// Small labelled inputs of the business booking form: the label always visible, the error under
// the field and its id the target of the error summary's link (GOV.UK question pattern).
import { chakra, HStack } from "@chakra-ui/react";
import { NativeSelect } from "../../../theme/later.ts";
import { Field, Input, Textarea } from "../../../components/controls/field.tsx";
import type { ComponentProps } from "react";
import { SelectField as NativeSelectField } from "../../../components/controls/select.tsx";

type TextFieldProps = {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
  readonly multiline?: boolean;
} & Pick<ComponentProps<"input">, "type" | "autoComplete" | "inputMode" | "min" | "max" | "maxLength">;

export function TextField({ id, label, value, onChange, error, hint, multiline, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      {multiline ? (
        <Textarea
          id={id}
          value={value}
          rows={3}
          maxLength={input.maxLength}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      ) : (
        <Input id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)} {...input} />
      )}
      {hint !== undefined && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

type SelectFieldProps = {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
};

export function SelectField({ id, label, value, options, onChange, error }: SelectFieldProps) {
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelectField id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelectField>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A native checkbox with its label beside it: keyboard and screen readers need nothing more. */
export function CheckField({
  id,
  label,
  checked,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}) {
  return (
    <HStack gap="2" align="center">
      <chakra.input
        id={id}
        type="checkbox"
        boxSize="5"
        flexShrink="0"
        accentColor="brand.solid"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {label}
      </chakra.label>
    </HStack>
  );
}

/** Dial codes offered for a passenger's phone (§9 default GB). */
export const dialCodes = [
  { value: "GB", label: "United Kingdom (+44)" },
  { value: "IE", label: "Ireland (+353)" },
  { value: "FR", label: "France (+33)" },
  { value: "DE", label: "Germany (+49)" },
  { value: "ES", label: "Spain (+34)" },
  { value: "NL", label: "Netherlands (+31)" },
  { value: "US", label: "United States (+1)" },
];
