// A whole-number field (passengers, luggage; spec §5 whole numbers, at least 1 and 0): numeric
// keyboard on phones, what is typed kept until it is a number.
import { Field, Input } from "../../../components/controls/field.tsx";
import { useEffect, useState } from "react";
import { errorTextColour } from "./styles.ts";

export type CountFieldProps = {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly onChange: (value: number) => void;
  readonly error?: string | undefined;
};

export function CountField({ id, label, value, min, onChange, error }: CountFieldProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        step={1}
        value={text}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          const parsed = Number(next);
          if (next.trim() !== "" && Number.isInteger(parsed) && parsed >= min) onChange(parsed);
        }}
        onBlur={() => setText(String(value))}
      />
      <Field.ErrorText color={errorTextColour}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
