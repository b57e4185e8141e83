// Driver password reset from the e-mailed link (spec §2 /reset-password-driver?token=…): the new
// password twice; invalid_reset_token and password errors are the §8 catalogue's.
import { checkNewPassword } from "@cabline/domain/AccountForms";
import { Alert, Heading, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { ErrorSummary, type Problem } from "../../components/ErrorSummary.tsx";
import type { NewPasswordField } from "../../components/forms/NewPasswordFields.tsx";
import { ResetPasswordForm } from "../../components/forms/ResetPasswordForm.tsx";
import { useGuardedSubmit } from "../../components/forms/useGuardedSubmit.ts";
import { FieldError } from "./components/FieldError.tsx";
import { isOffline, messageOf, useDriverApi } from "./hooks/useDriverCall.ts";
import { driverMessages } from "./messages.ts";
import { passwordMessages } from "./password-messages.ts";

const text = passwordMessages.reset;

const ids: Readonly<Record<NewPasswordField, string>> = {
  password: "driver-reset-password",
  confirmPassword: "driver-reset-confirm",
};

export function DriverResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const driverApi = useDriverApi();
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Partial<Record<NewPasswordField, string>>>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [done, setDone] = useState(false);
  const submit = useGuardedSubmit();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit.run(async () => {
      const { password, confirmPassword } = values;
      // The customer's rule (spec §5): a password of at least 8 characters, typed twice alike.
      const problems = checkNewPassword(password, confirmPassword);
      setErrors(Object.fromEntries(problems.map((problem) => [problem.field, problem.message])));
      setFailure(undefined);
      if (problems.length > 0) return;
      try {
        await (await driverApi()).driverResetPassword({ token, password, confirmPassword });
        setDone(true);
      } catch (thrown) {
        setFailure(isOffline(thrown) ? driverMessages.offline : messageOf(thrown, driverMessages.offline));
      }
    });
  }

  const summary: Problem[] = [
    ...(errors.password ? [{ fieldId: ids.password, text: errors.password }] : []),
    ...(errors.confirmPassword ? [{ fieldId: ids.confirmPassword, text: errors.confirmPassword }] : []),
  ];

  return (
    <Stack gap="6" maxWidth="md" marginX="auto" paddingY={{ base: "2", md: "6" }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {text.title}
        </Heading>
        <Text color="fg.muted">{text.intro}</Text>
      </Stack>
      {token === "" ? (
        <Stack gap="3">
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Description>{text.noToken}</Alert.Description>
          </Alert.Root>
          <ChakraLink asChild color="brand.fg">
            <Link to="/forgot-password-driver">{text.askAgain}</Link>
          </ChakraLink>
        </Stack>
      ) : done ? (
        <Stack gap="3">
          <Alert.Root status="success" role="status" data-testid="driver-reset-done">
            <Alert.Indicator />
            <Alert.Description>{text.done}</Alert.Description>
          </Alert.Root>
          <ChakraLink asChild color="brand.fg" fontWeight="semibold">
            <Link to="/driver/login">{text.signIn}</Link>
          </ChakraLink>
        </Stack>
      ) : (
        <>
          <ErrorSummary
            title={driverMessages.errorSummary}
            problems={summary}
            failure={failure}
            testId="driver-reset-error"
          />
          {failure !== undefined && (
            <ChakraLink asChild color="brand.fg" fontSize="sm">
              <Link to="/forgot-password-driver">{text.askAgain}</Link>
            </ChakraLink>
          )}
          <ResetPasswordForm
            label={text.title}
            onSubmit={onSubmit}
            busy={submit.busy}
            submit={text.submit}
            submitting={text.submitting}
            ids={ids}
            labels={{ password: text.password, confirmPassword: text.confirm }}
            values={values}
            errors={errors}
            onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
            named={false}
            ErrorText={FieldError}
          />
        </>
      )}
    </Stack>
  );
}
