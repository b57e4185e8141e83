// Driver password reset request (spec §2 /forgot-password-driver): sends the e-mailed link to
// /reset-password-driver. The answer is the same whether or not the address is a driver's.
import { Alert, Heading, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Field, Input } from "../../components/controls/field.tsx";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ErrorSummary } from "../../components/ErrorSummary.tsx";
import { SubmitForm } from "../../components/forms/SubmitForm.tsx";
import { useGuardedSubmit } from "../../components/forms/useGuardedSubmit.ts";
import { FieldError } from "./components/FieldError.tsx";
import { isOffline, messageOf, useDriverApi } from "./hooks/useDriverCall.ts";
import { driverMessages } from "./messages.ts";
import { passwordMessages } from "./password-messages.ts";
import { driver$ } from "./state/driver-session.ts";

const text = passwordMessages.forgot;

export function DriverForgotPasswordPage() {
  const driverApi = useDriverApi();
  const [email, setEmail] = useState(() => driver$.get().session.email);
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const submit = useGuardedSubmit();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit.run(async () => {
      setFailure(undefined);
      setSentTo(undefined);
      if (email.trim() === "") {
        setError(text.emailRequired);
        return;
      }
      setError(undefined);
      try {
        await (await driverApi()).driverForgotPassword({ email: email.trim() });
        setSentTo(email.trim());
      } catch (thrown) {
        setFailure(isOffline(thrown) ? driverMessages.offline : messageOf(thrown, driverMessages.offline));
      }
    });
  }

  return (
    <Stack gap="6" maxWidth="md" marginX="auto" paddingY={{ base: "2", md: "6" }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {text.title}
        </Heading>
        <Text color="fg.muted">{text.intro}</Text>
      </Stack>
      <ErrorSummary
        title={driverMessages.errorSummary}
        problems={error === undefined ? [] : [{ fieldId: "driver-forgot-email", text: error }]}
        failure={failure}
        testId="driver-forgot-error"
      />
      {sentTo !== undefined && (
        <Alert.Root status="success" role="status" data-testid="driver-forgot-sent">
          <Alert.Indicator />
          <Alert.Description>{text.sent(sentTo)}</Alert.Description>
        </Alert.Root>
      )}
      <SubmitForm
        label={text.title}
        onSubmit={onSubmit}
        busy={submit.busy}
        submit={text.submit}
        submitting={text.submitting}
      >
        <Field.Root invalid={error !== undefined}>
          <Field.Label htmlFor="driver-forgot-email">{text.email}</Field.Label>
          <Input
            id="driver-forgot-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <FieldError>{error}</FieldError>
        </Field.Root>
      </SubmitForm>
      <ChakraLink asChild color="brand.fg" fontSize="sm">
        <Link to="/driver/login">{text.back}</Link>
      </ChakraLink>
    </Stack>
  );
}
