// Asking for a password reset (spec §2 /forgot-password, §7 forgotPassword): the e-mail address,
// then "check your e-mail" whatever the answer for unknown addresses (the server does not say
// whether an account exists). Failures (offline, too many requests) keep the address typed.
import { Alert, Button, Heading, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { checkEmail } from "@cabline/domain/AccountForms";
import * as Routes from "@cabline/domain/Routes";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useServices } from "../../lib/session-context.tsx";
import { ErrorSummary } from "../../components/ErrorSummary.tsx";
import { formMessages } from "../../components/forms/messages.ts";
import { TextField } from "../../components/forms/TextField.tsx";
import { SubmitForm } from "../../components/forms/SubmitForm.tsx";
import { failureOf } from "../../components/forms/failure.ts";
import { useGuardedSubmit } from "../../components/forms/useGuardedSubmit.ts";
import { authMessages } from "./messages.ts";

const emailId = "forgot-email";

export function ForgotPasswordPage() {
  const load = useServices();
  const submit = useGuardedSubmit();
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const t = authMessages.forgot;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit.run(async () => {
      setAttempt((n) => n + 1);
      setFailure(undefined);
      const problem = checkEmail(email)[0];
      setEmailError(problem?.message);
      if (problem !== undefined) return;
      try {
        const { dispatch } = await load();
        await dispatch.customerAuth.forgotPassword({ email: email.trim() });
        setSentTo(email.trim());
      } catch (error) {
        const result = failureOf(error);
        if (result.field === "email") setEmailError(result.message);
        else setFailure(result.message);
      }
    });
  }

  return (
    <Stack gap="6" maxWidth="md" marginX="auto" paddingY={{ base: "2", md: "6" }}>
      <Heading as="h1" size="2xl">
        {sentTo === undefined ? t.title : t.sentTitle}
      </Heading>
      {sentTo !== undefined ? (
        <Stack gap="4">
          <Alert.Root status="success" data-testid="forgot-sent">
            <Alert.Indicator />
            <Alert.Title>{t.sentBody(sentTo)}</Alert.Title>
          </Alert.Root>
          <Text>
            {t.notReceived}{" "}
            <Button variant="plain" padding="0" height="auto" color="brand.fg" onClick={() => setSentTo(undefined)}>
              {t.tryAgain}
            </Button>
            .
          </Text>
        </Stack>
      ) : (
        <>
          <Text color="fg.muted">{t.intro}</Text>
          <ErrorSummary
            title={formMessages.errorSummary}
            problems={emailError === undefined ? [] : [{ fieldId: emailId, text: emailError }]}
            failure={failure}
            focusKey={attempt}
            testId="forgot-error"
          />
          <SubmitForm
            label={t.title}
            onSubmit={onSubmit}
            busy={submit.busy}
            submit={t.submit}
            submitting={t.submitting}
            submitTestId="forgot-submit"
          >
            <TextField
              id={emailId}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="username"
              spellCheck={false}
              label={t.email}
              error={emailError}
              value={email}
              onValue={setEmail}
            />
          </SubmitForm>
        </>
      )}
      <ChakraLink asChild color="brand.fg" fontSize="sm">
        <Link to={Routes.paths.signIn()}>{t.back}</Link>
      </ChakraLink>
    </Stack>
  );
}
