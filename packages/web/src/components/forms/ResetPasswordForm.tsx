// The form of a password reset from an e-mailed link (spec §2 /reset-password and
// /reset-password-driver): the new password twice and the submit button. Each page keeps its
// own checks, data call, error summary, words and routes.
import { NewPasswordFields, type NewPasswordFieldsProps } from "./NewPasswordFields.tsx";
import { SubmitForm, type SubmitFormProps } from "./SubmitForm.tsx";

export type ResetPasswordFormProps = Omit<SubmitFormProps, "children"> & NewPasswordFieldsProps;

export function ResetPasswordForm({
  label,
  onSubmit,
  busy,
  submit,
  submitting,
  submitTestId,
  ...fields
}: ResetPasswordFormProps) {
  return (
    <SubmitForm
      label={label}
      onSubmit={onSubmit}
      busy={busy}
      submit={submit}
      submitting={submitting}
      submitTestId={submitTestId}
    >
      <NewPasswordFields {...fields} />
    </SubmitForm>
  );
}
