// Chakra's NativeSelect.Field with the state of the Field.Root around it (invalid, disabled, the
// hint and the error it names, the id its label names). Chakra's reads Ark's field context, which
// our Field (field.tsx) does not provide.
import { NativeSelect } from "../../theme/later.ts";
import { forwardRef } from "react";
import { useControl } from "./field.tsx";

export const SelectField = forwardRef<HTMLSelectElement, NativeSelect.FieldProps>(function SelectField(props, ref) {
  return <NativeSelect.Field ref={ref} {...props} {...useControl(props)} />;
});
