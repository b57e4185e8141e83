// The body of a short form that ends in one submit button (the customer's and the driver's
// forgotten-password and reset-password forms): not checked by the browser (the page's own
// checks and error summary speak), its fields one under the other, then the brand button showing
// its progress while the submission runs (useGuardedSubmit's busy).
import { Button, Stack } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";

export type SubmitFormProps = {
  /** The form's accessible name (the page's title). */
  readonly label: string;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  readonly busy: boolean;
  readonly submit: string;
  readonly submitting: string;
  readonly submitTestId?: string | undefined;
  readonly children: ReactNode;
};

export function SubmitForm({ label, onSubmit, busy, submit, submitting, submitTestId, children }: SubmitFormProps) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={label}>
      <Stack gap="4">
        {children}
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={busy}
          loadingText={submitting}
          data-testid={submitTestId}
        >
          {submit}
        </Button>
      </Stack>
    </form>
  );
}
