// The business booking form's error summary: the shared one (components/ErrorSummary.tsx).
import { fieldIdOf, LinkedErrorSummary } from "../../../components/ErrorSummary.tsx";
import { bizMessages } from "../messages.ts";

export type Problem = { readonly href: string; readonly text: string };

export function ErrorSummary({
  problems,
  failure,
}: {
  problems: ReadonlyArray<Problem>;
  failure?: string | undefined;
}) {
  return (
    <LinkedErrorSummary
      title={bizMessages.form.errorSummary}
      links={problems.map((problem) => ({ fieldId: fieldIdOf(problem.href), text: problem.text }))}
      failure={failure}
      testId="biz-error-summary"
    />
  );
}
