// Sign-in by e-mail and password (spec §7 doLoginWeb, §8 messages). Forms people finish (GOV.UK
// patterns): labels always visible, an error summary at the top linked to the fields, nothing
// typed is lost on failure, and a double click signs in once.
import { Button, Stack } from "@chakra-ui/react";
import { Field, Input } from "../../../components/controls/field.tsx";
import { useRef, useState, type FormEvent } from "react";
import { ErrorSummary } from "../../../components/ErrorSummary.tsx";
import { formMessages } from "../../../components/forms/messages.ts";
import { messages } from "../../../i18n/messages.ts";
import { useSessionActions } from "../../../lib/session-context.tsx";
import { analyticsEvents, track } from "../../../lib/analytics.ts";

type FieldErrors = { email?: string; password?: string };

export function EmailSignInForm({
  initialEmail,
  onSignedIn,
}: {
  readonly initialEmail: string;
  readonly onSignedIn: (business: boolean) => void;
}) {
  const { signIn } = useSessionActions();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // A guard of its own, not useGuardedSubmit: the hook is a file of its own, 0.27 kB gz that
  // /sign-in's first paint has no room for within its byte budget (docs/performance.md).
  const inFlight = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    setAttempt((n) => n + 1);
    const errors: FieldErrors = {};
    if (email.trim() === "") errors.email = messages.signIn.emailRequired;
    if (password === "") errors.password = messages.signIn.passwordRequired;
    setFieldErrors(errors);
    setFailure(undefined);
    if (errors.email !== undefined || errors.password !== undefined) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      const outcome = await signIn(email.trim(), password);
      if (outcome.ok) {
        track(analyticsEvents.signedIn, { method: "email" });
        onSignedIn(outcome.business);
      } else setFailure(outcome.offline ? messages.signIn.offline : outcome.message);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  const summary = [
    ...(fieldErrors.email ? [{ fieldId: "sign-in-email", text: fieldErrors.email }] : []),
    ...(fieldErrors.password ? [{ fieldId: "sign-in-password", text: fieldErrors.password }] : []),
  ];

  return (
    <Stack gap="5">
      <ErrorSummary
        title={formMessages.errorSummary}
        problems={summary}
        failure={failure}
        focusKey={attempt}
        testId="sign-in-error"
      />
      <form onSubmit={onSubmit} noValidate aria-label={messages.signIn.title}>
        <Stack gap="4">
          <Field.Root invalid={fieldErrors.email !== undefined}>
            <Field.Label htmlFor="sign-in-email">{messages.signIn.email}</Field.Label>
            <Input
              id="sign-in-email"
              name="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              spellCheck={false}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Field.ErrorText>{fieldErrors.email}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={fieldErrors.password !== undefined}>
            <Field.Label htmlFor="sign-in-password">{messages.signIn.password}</Field.Label>
            <Input
              id="sign-in-password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Field.ErrorText>{fieldErrors.password}</Field.ErrorText>
          </Field.Root>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={submitting}
            loadingText={messages.signIn.submitting}
            data-testid="sign-in-submit"
          >
            {messages.signIn.submit}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
