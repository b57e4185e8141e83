// What a new invitee sets to join (acceptInvitation with name, number and password): the e-mail
// comes from the invitation, shown but not asked for again.
import { Button, Stack } from "@chakra-ui/react";
import { checkInvitationDetails, toE164, type InvitationField } from "@cabline/domain/AccountForms";
import * as Constants from "@cabline/domain/Constants";
import { useState, type FormEvent } from "react";
import { ErrorSummary } from "../../components/ErrorSummary.tsx";
import { formMessages } from "../../components/forms/messages.ts";
import { summaryItems, type Failure } from "../../components/forms/failure.ts";
import { NewPasswordFields } from "../../components/forms/NewPasswordFields.tsx";
import { PhoneField } from "../../components/forms/PhoneField.tsx";
import { TextField } from "../../components/forms/TextField.tsx";
import { useGuardedSubmit } from "../../components/forms/useGuardedSubmit.ts";
import { joiningMessages } from "./messages.ts";

const ids: Readonly<Record<InvitationField, string>> = {
  name: "invitation-name",
  phoneNumber: "invitation-phone",
  password: "invitation-password",
  confirmPassword: "invitation-confirm-password",
};

/** The dial code the phone field starts at; any other the user picks replaces it. */
const dialCode: string = Constants.defaultLoginDialCode;

const serverField: Partial<Record<string, InvitationField>> = {
  name: "name",
  phone: "phoneNumber",
  password: "password",
};

export type InvitationDetails = { readonly name: string; readonly number: string; readonly password: string };

export function InvitationDetailsForm({
  email,
  initialName,
  onAccept,
}: {
  readonly email: string;
  readonly initialName: string;
  readonly onAccept: (details: InvitationDetails) => Promise<Failure | undefined>;
}) {
  const t = joiningMessages.invitation;
  const submit = useGuardedSubmit();
  const [values, setValues] = useState({
    name: initialName,
    countryCode: dialCode,
    phoneNumber: "",
    password: "",
    confirmPassword: "",
  });
  const [errors, setErrors] = useState<Partial<Record<InvitationField, string>>>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const set = (key: keyof typeof values) => (value: string) => setValues({ ...values, [key]: value });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit.run(async () => {
      setAttempt((n) => n + 1);
      setFailure(undefined);
      const problems = checkInvitationDetails(values);
      setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
      if (problems.length > 0) return;
      const result = await onAccept({
        name: values.name.trim(),
        number: toE164(values.phoneNumber, values.countryCode) ?? values.phoneNumber,
        password: values.password,
      });
      if (result === undefined) return;
      const field = result.field === undefined ? undefined : serverField[result.field];
      if (field !== undefined) setErrors({ [field]: result.message });
      else setFailure(result.message);
    });
  }

  const summary = summaryItems(ids, errors);

  return (
    <Stack gap="5">
      <ErrorSummary
        title={formMessages.errorSummary}
        problems={summary}
        failure={failure}
        focusKey={attempt}
        testId="invitation-error"
      />
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t.accept}>
        <Stack gap="4">
          {/* For password managers: the account's user name is the invited e-mail. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <TextField
            id={ids.name}
            name="name"
            autoComplete="name"
            label={t.name}
            error={errors.name}
            value={values.name}
            onValue={set("name")}
          />
          <PhoneField
            id={ids.phoneNumber}
            dialCode={values.countryCode}
            onDialCode={set("countryCode")}
            number={values.phoneNumber}
            onNumber={set("phoneNumber")}
            error={errors.phoneNumber}
          />
          <NewPasswordFields
            ids={ids}
            labels={t}
            hint={t.passwordHint}
            values={values}
            errors={errors}
            onChange={(field, value) => set(field)(value)}
          />
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={submit.busy}
            loadingText={t.accepting}
            data-testid="invitation-accept"
          >
            {t.accept}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
