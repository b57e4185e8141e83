// This feature's error summary: the shared one (components/ErrorSummary.tsx) with its title.
import { fieldIdOf, LinkedErrorSummary } from "../../../components/ErrorSummary.tsx";
import { adminMessages } from "../messages.ts";

export type SummaryItem = { readonly href: string; readonly text: string };

export function ErrorSummary({
  items,
  failure,
  testId,
}: {
  readonly items: ReadonlyArray<SummaryItem>;
  readonly failure?: string | undefined;
  readonly testId?: string | undefined;
}) {
  return (
    <LinkedErrorSummary
      title={adminMessages.errorSummary}
      links={items.map((item) => ({ fieldId: fieldIdOf(item.href), text: item.text }))}
      failure={failure}
      testId={testId}
    />
  );
}
