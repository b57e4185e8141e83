// A new password and its confirmation, as every form that sets one draws them (sign-up, business
// sign-up, invitation, the customer's and the driver's password reset, the driver application):
// two labelled password inputs that a password manager fills with a new password, the hint under
// the first label, each error beside its input (spec §5: the password's own message). The words
// are the caller's. `named={false}` and `ErrorText` keep the driver forms' inputs as they were:
// without name attributes, their errors in the driver portal's darker red.
import { TextField, type ErrorTextComponent } from "./TextField.tsx";

export type NewPasswordField = "password" | "confirmPassword";

export type NewPasswordFieldsProps = {
  /** The inputs' ids: their labels name them, the error summary links to them. */
  readonly ids: Readonly<Record<NewPasswordField, string>>;
  readonly labels: Readonly<Record<NewPasswordField, string>>;
  /** Shown under the first label (the password policy). */
  readonly hint?: string | undefined;
  readonly values: Readonly<Record<NewPasswordField, string>>;
  readonly errors: Readonly<Partial<Record<NewPasswordField, string | undefined>>>;
  readonly onChange: (field: NewPasswordField, value: string) => void;
  /** Whether the inputs carry name attributes (new-password, confirm-password); true unless said. */
  readonly named?: boolean;
  /** Draws an input's error inside its field; the field's own error text unless said. */
  readonly ErrorText?: ErrorTextComponent | undefined;
};

const names: Readonly<Record<NewPasswordField, string>> = {
  password: "new-password",
  confirmPassword: "confirm-password",
};

export function NewPasswordFields({
  ids,
  labels,
  hint,
  values,
  errors,
  onChange,
  named = true,
  ErrorText,
}: NewPasswordFieldsProps) {
  const field = (key: NewPasswordField, fieldHint?: string) => (
    <TextField
      id={ids[key]}
      label={labels[key]}
      hint={fieldHint}
      error={errors[key]}
      value={values[key]}
      onValue={(value) => onChange(key, value)}
      name={named ? names[key] : undefined}
      type="password"
      autoComplete="new-password"
      ErrorText={ErrorText}
    />
  );
  return (
    <>
      {field("password", hint)}
      {field("confirmPassword")}
    </>
  );
}
