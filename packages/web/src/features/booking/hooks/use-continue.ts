// Continue from step 1 to /summary (spec §4, §5): the domain's validation of the form, a guest's
// own details, the error summary's problems, and back to the tab of the first problem (§4).
// The validation loads when the form is first used (`warm`, on its first focus or tap), not with
// the page: it is needed only on Continue. Continue waits for it if it is not there
// yet, and says so when it cannot load (offline before the form was ever touched).
import * as BookingForm from "@cabline/domain/BookingForm";
import type * as RideAvailability from "@cabline/domain/RideAvailability";
import type * as Validation from "@cabline/domain/Validation";
import { useState } from "react";
import { useNavigate } from "react-router";
import { contactErrors } from "../components/ContactFields.tsx";
import type { Problem } from "../../../components/ErrorSummary.tsx";
import { bookingMessages as m } from "../messages.ts";
import { onceImport } from "../../../lib/services.ts";
import { updateForm } from "../state/draft.ts";

// The guest's own details sit outside the tabs (ContactFields: details-name, details-email).
const detailFields = new Set(["name", "email"]);
const fieldIdOf = (issue: Validation.Issue): string =>
  detailFields.has(issue.field) ? `details-${issue.field}` : `${issue.tab}-${issue.field}`;
const detailErrors = (issues: ReadonlyArray<Validation.Issue>): Record<string, string> =>
  Object.fromEntries(issues.filter((i) => detailFields.has(i.field)).map((i) => [fieldIdOf(i), i.message]));

type ValidationModule = typeof Validation;
let validation: ValidationModule | undefined;
const loadValidation = onceImport(
  () => import("@cabline/domain/Validation"),
  (module) => (validation = module),
);

const warm = (): void => void loadValidation().catch(() => undefined);

export function useContinue() {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<ReadonlyArray<Problem>>([]);

  function attempt(
    form: BookingForm.BookingForm,
    signedIn: boolean,
    rideTypes: ReadonlyArray<RideAvailability.RideType>,
    onValid: () => void = () => void navigate("/summary"),
  ): void {
    if (validation !== undefined) return check(validation, form, signedIn, rideTypes, onValid);
    loadValidation().then(
      (module) => check(module, form, signedIn, rideTypes, onValid),
      () => setProblems([{ fieldId: "book-continue", text: m.validationUnavailable }]),
    );
  }

  function check(
    Validation: ValidationModule,
    form: BookingForm.BookingForm,
    signedIn: boolean,
    rideTypes: ReadonlyArray<RideAvailability.RideType>,
    onValid: () => void,
  ): void {
    const issues = [
      ...Validation.validateBookingForm(form, rideTypes),
      ...Validation.validatePickedPlaces(form),
      ...Validation.validatePickupTimes(form, Date.now()),
      // What the server would refuse as too long or too far ahead.
      ...Validation.validateBookingFormLimits(form, Date.now(), { signedIn }),
    ];
    const details = { ...(signedIn ? {} : contactErrors(form)), ...detailErrors(issues) };
    setErrors({ ...Validation.errorsByField(issues), ...details });
    const found: Array<Problem> = [
      ...issues.map((issue) => ({
        fieldId: fieldIdOf(issue),
        text: issue.tab === "return" ? `${m.return}: ${issue.message}` : issue.message,
        beforeFocus: () => updateForm((f) => BookingForm.selectTab(f, issue.tab)),
      })),
      ...Object.entries(details).map(([fieldId, text]) => ({ fieldId, text })),
    ];
    const unique = found.filter((problem, i) => found.findIndex((p) => p.fieldId === problem.fieldId) === i);
    setProblems(unique);
    if (unique.length === 0) return onValid();
    const first = issues[0];
    if (first !== undefined && !issues.some((issue) => issue.tab === form.selectedTab)) {
      updateForm((f) => BookingForm.selectTab(f, first.tab));
    }
  }

  return { errors, problems, attempt, warm };
}
