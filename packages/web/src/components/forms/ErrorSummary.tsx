// The account and business forms' error summary: the shared one (components/ErrorSummary.tsx)
// with their title, taking focus again after each failed submission.
import { LinkedErrorSummary } from "../ErrorSummary.tsx";
import { formMessages } from "./messages.ts";

export type SummaryItem = { readonly fieldId: string; readonly message: string };

export type ErrorSummaryProps = {
  readonly items: ReadonlyArray<SummaryItem>;
  readonly failure?: string | undefined;
  /** Changes on every submission, so the summary takes focus again after each failed try. */
  readonly attempt: number;
  readonly testId: string;
};

export function ErrorSummary({ items, failure, attempt, testId }: ErrorSummaryProps) {
  return (
    <LinkedErrorSummary
      title={formMessages.errorSummary}
      links={items.map((item) => ({ fieldId: item.fieldId, text: item.message }))}
      failure={failure}
      testId={testId}
      focusKey={attempt}
    />
  );
}
