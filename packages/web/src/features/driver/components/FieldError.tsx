// A field's error message in a red dark enough to read (WCAG AA at small sizes; Chakra's default
// error red is 3.8:1 on white).
import { Field } from "../../../components/controls/field.tsx";

export function FieldError({ children }: { readonly children: string | undefined }) {
  return (
    <Field.ErrorText color={{ _light: "red.700", _dark: "red.300" }} fontWeight="medium">
      {children}
    </Field.ErrorText>
  );
}
