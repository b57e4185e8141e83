// The booking form's error summary: the shared one (components/ErrorSummary.tsx); a field on the
// other journey tab opens that tab first (spec §4).
import { LinkedErrorSummary } from "../../../components/ErrorSummary.tsx";
import { bookingMessages as m } from "../messages.ts";

export type Problem = { readonly fieldId: string; readonly text: string; readonly beforeFocus?: () => void };

export function ErrorSummary({
  problems,
  failure,
}: {
  problems: ReadonlyArray<Problem>;
  failure?: string | undefined;
}) {
  return <LinkedErrorSummary title={m.errorSummary} links={problems} failure={failure} testId="booking-error" />;
}
