// Driver sign-in (spec §2 /driver/login, §7 doLoginToolbox with android=false and version=0 — the
// adapter adds them —, §4 the 10-minute driver session, §6 separate from customers). Returns the
// driver to the page they were on when the session ended, with what they typed kept.
import { Alert, Button, Heading, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Field, Input } from "../../components/controls/field.tsx";
import * as Redirect from "@cabline/domain/Redirect";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ErrorSummary, type Problem } from "../../components/ErrorSummary.tsx";
import { useGuardedSubmit } from "../../components/forms/useGuardedSubmit.ts";
import { isOffline, messageOf, useDriverApi } from "./hooks/useDriverCall.ts";
import { driverMessages } from "./messages.ts";
import { driver$, forgetEnding, startDriverSession } from "./state/driver-session.ts";
import { returnPath } from "./state/return-path.ts";
import { FieldError } from "./components/FieldError.tsx";

const text = driverMessages.login;

export function DriverLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const driverApi = useDriverApi();
  const [endedBy] = useState(() => driver$.get().endedBy);
  const [email, setEmail] = useState(() => driver$.get().session.email);
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const submit = useGuardedSubmit();
  useEffect(forgetEnding, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit.run(async () => {
      const found = {
        ...(email.trim() === "" ? { email: text.emailRequired } : {}),
        ...(password === "" ? { password: text.passwordRequired } : {}),
      };
      setErrors(found);
      setFailure(undefined);
      if (Object.keys(found).length > 0) return;
      try {
        const login = await (await driverApi()).doLoginToolbox({ email: email.trim(), password });
        startDriverSession(login);
        navigate(returnPath(params.get(Redirect.redirectParam)), { replace: true });
      } catch (error) {
        setFailure(isOffline(error) ? driverMessages.offline : messageOf(error, driverMessages.offline));
      }
    });
  }

  const summary: Problem[] = [
    ...(errors.email ? [{ fieldId: "driver-login-email", text: errors.email }] : []),
    ...(errors.password ? [{ fieldId: "driver-login-password", text: errors.password }] : []),
  ];
  const ended =
    endedBy === "expired" || endedBy === "refused"
      ? text.expired
      : endedBy === "signed_out"
        ? text.signedOut
        : undefined;

  return (
    <Stack gap="6" maxWidth="md" marginX="auto" paddingY={{ base: "2", md: "6" }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {text.title}
        </Heading>
        <Text color="fg.muted">{text.intro}</Text>
      </Stack>
      {ended !== undefined && summary.length === 0 && failure === undefined && (
        <Alert.Root status="info" role="status" data-testid="driver-login-ended">
          <Alert.Indicator />
          <Alert.Description>{ended}</Alert.Description>
        </Alert.Root>
      )}
      <ErrorSummary
        title={driverMessages.errorSummary}
        problems={summary}
        failure={failure}
        testId="driver-login-error"
      />
      <form onSubmit={onSubmit} noValidate aria-label={text.title}>
        <Stack gap="4">
          <Field.Root invalid={errors.email !== undefined}>
            <Field.Label htmlFor="driver-login-email">{text.email}</Field.Label>
            <Input
              id="driver-login-email"
              type="email"
              autoComplete="username"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <FieldError>{errors.email}</FieldError>
          </Field.Root>
          <Field.Root invalid={errors.password !== undefined}>
            <Field.Label htmlFor="driver-login-password">{text.password}</Field.Label>
            <Input
              id="driver-login-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <FieldError>{errors.password}</FieldError>
          </Field.Root>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={submit.busy}
            loadingText={text.submitting}
            data-testid="driver-login-submit"
          >
            {text.submit}
          </Button>
        </Stack>
      </form>
      <Stack gap="1" fontSize="sm">
        <ChakraLink asChild color="brand.fg">
          <Link to="/forgot-password-driver">{text.forgot}</Link>
        </ChakraLink>
        <Text>
          {text.apply}{" "}
          <ChakraLink asChild color="brand.fg">
            <Link to="/driver-signup">{text.applyLink}</Link>
          </ChakraLink>
        </Text>
      </Stack>
    </Stack>
  );
}
