// Driver password reset from the e-mailed link (spec §2 /reset-password-driver?token=…): the new
// password twice; invalid_reset_token and password errors are the §8 catalogue's.
import { Alert, Button, Heading, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Field, Input } from "../../components/controls/field.tsx";
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { ErrorSummary, type Problem } from "../../components/ErrorSummary.tsx";
import { useGuardedSubmit } from "../../components/forms/useGuardedSubmit.ts";
import { FieldError } from "./components/FieldError.tsx";
import { isOffline, messageOf, useDriverApi } from "./hooks/useDriverCall.ts";
import { driverMessages } from "./messages.ts";
import { passwordMessages } from "./password-messages.ts";

const text = passwordMessages.reset;

export function DriverResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const driverApi = useDriverApi();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [done, setDone] = useState(false);
  const submit = useGuardedSubmit();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit.run(async () => {
      const found = {
        ...(password === "" ? { password: text.passwordRequired } : {}),
        ...(confirm === ""
          ? { confirm: text.confirmRequired }
          : confirm !== password
            ? { confirm: text.mismatch }
            : {}),
      };
      setErrors(found);
      setFailure(undefined);
      if (Object.keys(found).length > 0) return;
      try {
        await (await driverApi()).driverResetPassword({ token, password, confirmPassword: confirm });
        setDone(true);
      } catch (thrown) {
        setFailure(isOffline(thrown) ? driverMessages.offline : messageOf(thrown, driverMessages.offline));
      }
    });
  }

  const summary: Problem[] = [
    ...(errors.password ? [{ fieldId: "driver-reset-password", text: errors.password }] : []),
    ...(errors.confirm ? [{ fieldId: "driver-reset-confirm", text: errors.confirm }] : []),
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
          <form onSubmit={onSubmit} noValidate aria-label={text.title}>
            <Stack gap="4">
              <Field.Root invalid={errors.password !== undefined}>
                <Field.Label htmlFor="driver-reset-password">{text.password}</Field.Label>
                <Input
                  id="driver-reset-password"
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                />
                <FieldError>{errors.password}</FieldError>
              </Field.Root>
              <Field.Root invalid={errors.confirm !== undefined}>
                <Field.Label htmlFor="driver-reset-confirm">{text.confirm}</Field.Label>
                <Input
                  id="driver-reset-confirm"
                  type="password"
                  autoComplete="new-password"
                  value={confirm}
                  onChange={(event) => setConfirm(event.currentTarget.value)}
                />
                <FieldError>{errors.confirm}</FieldError>
              </Field.Root>
              <Button type="submit" colorPalette="brand" size="lg" loading={submit.busy} loadingText={text.submitting}>
                {text.submit}
              </Button>
            </Stack>
          </form>
        </>
      )}
    </Stack>
  );
}
