// A guest's own details (spec §3 name, contact, email; the server needs all three for a guest
// booking: name_empty, number_empty, email_empty). Signed-in users book with their profile's.
import { Stack } from "@chakra-ui/react";
import { Field, Fieldset, Input } from "../../../components/controls/field.tsx";
import type * as BookingForm from "@cabline/domain/BookingForm";
import { limits } from "@cabline/domain/Limits";
import { bookingMessages as m } from "../messages.ts";
import { errorTextColour } from "./styles.ts";
import { updateForm } from "../state/draft.ts";

type Key = "name" | "contact" | "email";

type Detail = { key: Key; id: string; label: string; type: string; autoComplete: string; maxLength?: number };

// Names and e-mails are capped where the server caps them (the domain's Limits).
const fields: ReadonlyArray<Detail> = [
  {
    key: "name",
    id: "details-name",
    label: m.name,
    type: "text",
    autoComplete: "name",
    maxLength: limits.nameLength,
  },
  { key: "contact", id: "details-contact", label: m.phone, type: "tel", autoComplete: "tel" },
  {
    key: "email",
    id: "details-email",
    label: m.email,
    type: "email",
    autoComplete: "email",
    maxLength: limits.emailLength,
  },
];

export function ContactFields({
  form,
  errors,
}: {
  form: BookingForm.BookingForm;
  errors: Readonly<Record<string, string>>;
}) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold" fontSize="lg">
        {m.details}
      </Fieldset.Legend>
      <Stack gap="4">
        {fields.map((field) => (
          <Field.Root key={field.key} invalid={errors[field.id] !== undefined}>
            <Field.Label htmlFor={field.id}>{field.label}</Field.Label>
            <Input
              id={field.id}
              type={field.type}
              autoComplete={field.autoComplete}
              maxLength={field.maxLength}
              value={form[field.key]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                updateForm((f) => ({ ...f, [field.key]: value }));
              }}
            />
            <Field.ErrorText color={errorTextColour}>{errors[field.id]}</Field.ErrorText>
          </Field.Root>
        ))}
      </Stack>
    </Fieldset.Root>
  );
}

/** The problems with a guest's details, keyed by field id. */
export const contactErrors = (form: BookingForm.BookingForm): Record<string, string> => ({
  ...(form.name.trim() === "" ? { "details-name": m.nameRequired } : {}),
  ...(form.contact.trim() === "" ? { "details-contact": m.phoneRequired } : {}),
  ...(form.email.trim() === "" ? { "details-email": m.emailRequired } : {}),
});
