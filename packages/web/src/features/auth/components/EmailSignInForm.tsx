// Sign-in by e-mail and password (spec §7 doLoginWeb, §8 messages). Forms people finish (GOV.UK
// patterns): labels always visible, an error summary at the top linked to the fields, nothing
// typed is lost on failure, and a double click signs in once.
import { Alert, Button, Field, Input, List, Stack, Text } from "@chakra-ui/react";
import { useRef, useState, type FormEvent } from "react";
import { messages } from "../../../i18n/messages.ts";
import { useSessionActions } from "../../../lib/session-context.tsx";

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
  const inFlight = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
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
      if (outcome.ok) onSignedIn(outcome.business);
      else setFailure(outcome.offline ? messages.signIn.offline : outcome.message);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  const summary = [
    ...(fieldErrors.email ? [{ href: "#sign-in-email", text: fieldErrors.email }] : []),
    ...(fieldErrors.password ? [{ href: "#sign-in-password", text: fieldErrors.password }] : []),
  ];

  return (
    <Stack gap="5">
      {(summary.length > 0 || failure !== undefined) && (
        <Alert.Root status="error" role="alert" data-testid="sign-in-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{messages.signIn.errorSummary}</Alert.Title>
            <Alert.Description>
              {failure !== undefined && <Text>{failure}</Text>}
              {summary.length > 0 && (
                <List.Root paddingStart="4">
                  {summary.map((item) => (
                    <List.Item key={item.href}>
                      <a href={item.href}>{item.text}</a>
                    </List.Item>
                  ))}
                </List.Root>
              )}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
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
