// Invite by name, e-mail and phone (spec §2 /sub-accounts). GOV.UK form: visible labels, an error
// summary linked to the fields, nothing typed is lost on failure, a double click invites once.
// The checks are the domain's (Business.inviteIssues) with the §8 catalogue's words.
import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Field, Input } from "../../../components/controls/field.tsx";
import { Business, ErrorCatalogue } from "@cabline/domain";
import { useState, type FormEvent } from "react";
import { ErrorSummary } from "../../../components/ErrorSummary.tsx";
import { useGuardedSubmit } from "../../../components/forms/useGuardedSubmit.ts";
import { failureCode, failureMessage } from "../components/failure.ts";
import { adminMessages } from "../messages.ts";
import type { Invite } from "./use-members.ts";

const text = adminMessages.subAccounts;
const fieldIds: Record<Business.InviteField, string> = {
  name: "invite-name",
  email: "invite-email",
  contact_number: "invite-phone",
};
const fieldOrder: ReadonlyArray<Business.InviteField> = ["name", "email", "contact_number"];
type FieldErrors = Partial<Record<Business.InviteField, string>>;

export function InviteForm({
  onInvite,
  onInvited,
}: {
  readonly onInvite: (invite: Invite) => Promise<void>;
  readonly onInvited: (email: string) => void;
}) {
  const [values, setValues] = useState<Invite>({ name: "", email: "", contactNumber: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const submit = useGuardedSubmit();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit.run(async () => {
      const issues = Business.inviteIssues(values);
      setErrors(Object.fromEntries(issues.map((issue) => [issue.field, ErrorCatalogue.messageFor(issue.code)])));
      setFailure(undefined);
      if (issues.length > 0) return;
      try {
        await onInvite(values);
        onInvited(values.email.trim());
        setValues({ name: "", email: "", contactNumber: "" });
      } catch (error) {
        const field = Business.inviteFieldFor(failureCode(error));
        if (field === undefined) setFailure(failureMessage(error));
        else setErrors({ [field]: failureMessage(error) });
      }
    });
  }

  const summary = fieldOrder.flatMap((field) => {
    const message = errors[field];
    return message === undefined ? [] : [{ fieldId: fieldIds[field], text: message }];
  });
  const set = (key: keyof Invite) => (event: { currentTarget: HTMLInputElement }) => {
    // Read now: React clears currentTarget once the handler returns, before the updater runs.
    const value = event.currentTarget.value;
    setValues((previous) => ({ ...previous, [key]: value }));
  };

  return (
    <Stack as="section" gap="4" maxWidth="xl" aria-labelledby="invite-heading" data-testid="invite-form">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="invite-heading">
          {text.inviteHeading}
        </Heading>
        <Text color="fg.muted">{text.inviteIntro}</Text>
      </Stack>
      <ErrorSummary title={adminMessages.errorSummary} problems={summary} failure={failure} testId="invite-error" />
      <form onSubmit={onSubmit} noValidate aria-labelledby="invite-heading">
        <Stack gap="4">
          <Field.Root invalid={errors.name !== undefined}>
            <Field.Label htmlFor={fieldIds.name}>{text.name}</Field.Label>
            <Input id={fieldIds.name} name="name" autoComplete="off" value={values.name} onChange={set("name")} />
            <Field.ErrorText>{errors.name}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={errors.email !== undefined}>
            <Field.Label htmlFor={fieldIds.email}>{text.email}</Field.Label>
            <Input
              id={fieldIds.email}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              value={values.email}
              onChange={set("email")}
            />
            <Field.ErrorText>{errors.email}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={errors.contact_number !== undefined}>
            <Field.Label htmlFor={fieldIds.contact_number}>{text.phone}</Field.Label>
            <Field.HelperText>{text.phoneHint}</Field.HelperText>
            <Input
              id={fieldIds.contact_number}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={values.contactNumber}
              onChange={set("contactNumber")}
            />
            <Field.ErrorText>{errors.contact_number}</Field.ErrorText>
          </Field.Root>
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf={{ base: "stretch", md: "flex-start" }}
            loading={submit.busy}
            loadingText={text.inviting}
            data-testid="invite-submit"
          >
            {text.invite}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
