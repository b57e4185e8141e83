// Setting a new password from the e-mailed link (spec §2 /reset-password and /reset_password, one
// screen under both spellings; §7 resetPassword): the token comes from the link's query, the
// password twice (§5: its own message). A spent or expired link says so and offers a new one;
// success sends the user to sign in with the new password.
import { Alert, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { checkNewPassword } from "@cabline/domain/AccountForms";
import * as Routes from "@cabline/domain/Routes";
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { useServices } from "../../lib/session-context.tsx";
import { ErrorSummary } from "../../components/ErrorSummary.tsx";
import { formMessages } from "../../components/forms/messages.ts";
import { ResetPasswordForm } from "../../components/forms/ResetPasswordForm.tsx";
import { failureOf, summaryItems } from "../../components/forms/failure.ts";
import { useGuardedSubmit } from "../../components/forms/useGuardedSubmit.ts";
import { authMessages } from "./messages.ts";

const ids = { password: "reset-password", confirmPassword: "reset-confirm-password" } as const;

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const load = useServices();
  const submit = useGuardedSubmit();
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof ids, string>>>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [linkDead, setLinkDead] = useState(token === "");
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState(false);
  const t = authMessages.reset;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit.run(async () => {
      setAttempt((n) => n + 1);
      setFailure(undefined);
      const problems = checkNewPassword(values.password, values.confirmPassword);
      setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
      if (problems.length > 0) return;
      try {
        const { dispatch } = await load();
        await dispatch.customerAuth.resetPassword({ token, ...values });
        setDone(true);
      } catch (error) {
        const result = failureOf(error);
        if (result.field === "password") setErrors({ password: result.message });
        else setFailure(result.message);
        if (result.code === "invalid_reset_token") setLinkDead(true);
      }
    });
  }

  if (done)
    return (
      <Stack gap="6" maxWidth="md" marginX="auto" paddingY={{ base: "2", md: "6" }}>
        <Heading as="h1" size="2xl">
          {t.doneTitle}
        </Heading>
        <Alert.Root status="success" data-testid="reset-done">
          <Alert.Indicator />
          <Alert.Title>{t.doneBody}</Alert.Title>
        </Alert.Root>
        <Button asChild colorPalette="brand" size="lg" alignSelf="start">
          <Link to={Routes.paths.signIn()}>{t.signIn}</Link>
        </Button>
      </Stack>
    );

  const summary = summaryItems(ids, errors);

  return (
    <Stack gap="6" maxWidth="md" marginX="auto" paddingY={{ base: "2", md: "6" }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t.title}
        </Heading>
        {!linkDead && <Text color="fg.muted">{t.intro}</Text>}
      </Stack>
      <ErrorSummary
        title={formMessages.errorSummary}
        problems={summary}
        failure={failure ?? (token === "" ? t.noToken : undefined)}
        focusKey={attempt}
        testId="reset-error"
      />
      {linkDead ? (
        <Button asChild colorPalette="brand" alignSelf="start" data-testid="reset-ask-again">
          <Link to={Routes.paths.forgotPassword()}>{t.askAgain}</Link>
        </Button>
      ) : (
        <ResetPasswordForm
          label={t.title}
          onSubmit={onSubmit}
          busy={submit.busy}
          submit={t.submit}
          submitting={t.submitting}
          submitTestId="reset-submit"
          ids={ids}
          labels={t}
          hint={authMessages.signUp.passwordHint}
          values={values}
          errors={errors}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        />
      )}
    </Stack>
  );
}
