// Look up an application's status by e-mail (spec §7 checkSignupStatus), for a driver who applied
// before and comes back to see where it stands.
import { Button, Heading, HStack, Stack } from "@chakra-ui/react";
import type * as Driver from "@cabline/domain/Driver";
import { useState, type FormEvent } from "react";
import { isOffline, messageOf, useDriverApi } from "../hooks/useDriverCall.ts";
import { ErrorSummary } from "../../../components/ErrorSummary.tsx";
import { useGuardedSubmit } from "../../../components/forms/useGuardedSubmit.ts";
import { driverMessages } from "../messages.ts";
import { signupMessages } from "../signup-messages.ts";
import { SignupStatus } from "./SignupStatus.tsx";
import { TextField } from "./TextField.tsx";

const text = signupMessages.status;

export function CheckStatus() {
  const driverApi = useDriverApi();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState<Driver.DriverSignupStatus | undefined>(undefined);
  const submit = useGuardedSubmit();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit.run(async () => {
      setFailure(undefined);
      if (email.trim() === "") {
        setError(text.checkRequired);
        return;
      }
      setError(undefined);
      try {
        setStatus(await (await driverApi()).checkDriverSignupStatus({ email: email.trim() }));
      } catch (thrown) {
        setFailure(isOffline(thrown) ? driverMessages.offline : messageOf(thrown, driverMessages.offline));
      }
    });
  }

  return (
    <Stack gap="4" as="section" aria-labelledby="driver-check-status">
      <Heading as="h2" size="lg" id="driver-check-status">
        {text.check}
      </Heading>
      <ErrorSummary
        title={driverMessages.errorSummary}
        problems={error === undefined ? [] : [{ fieldId: "driver-check-email", text: error }]}
        failure={failure}
      />
      <form onSubmit={onSubmit} noValidate aria-label={text.check}>
        <HStack align="end" gap="3" wrap="wrap">
          <TextField
            id="driver-check-email"
            label={text.checkEmail}
            error={error}
            value={email}
            onChange={setEmail}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
          <Button type="submit" variant="outline" loading={submit.busy} loadingText={text.checking}>
            {text.checkSubmit}
          </Button>
        </HStack>
      </form>
      {status !== undefined && <SignupStatus status={status} />}
    </Stack>
  );
}
