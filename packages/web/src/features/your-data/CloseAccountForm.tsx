// Closing the account on /your-data: the password confirms it is the person; a refusal (a booking
// still to happen, a company to administer: PersonalData.refusal) is said in the catalogue's words
// and nothing is lost. Once closed, the page moves to /account-closed and the session is forgotten
// (the server has already ended it everywhere).
import { Button, Stack } from "@chakra-ui/react";
import * as Routes from "@cabline/domain/Routes";
import * as DateTime from "@cabline/domain/DateTime";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { ErrorSummary } from "../../components/ErrorSummary.tsx";
import { formMessages } from "../../components/forms/messages.ts";
import { TextField } from "../../components/forms/TextField.tsx";
import { useSessionActions } from "../../lib/session-context.tsx";
import { yourDataMessages as m } from "./messages.ts";
import { useCloseAccount } from "./use-your-data.ts";

const passwordId = "close-account-password";

export function CloseAccountForm() {
  const navigate = useNavigate();
  const session = useSessionActions();
  const closing = useCloseAccount();
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempt((n) => n + 1);
    setFailure(undefined);
    setPasswordError(password === "" ? m.passwordMissing : undefined);
    if (password === "") return;
    void closing.close(
      password,
      (keptUntil) => {
        // Moved first, then signed out: the guard then decides for a page anyone may open.
        void navigate(`${Routes.paths.accountClosed()}?until=${DateTime.londonDateOf(keptUntil)}`, { replace: true });
        session.forget();
      },
      (outcome) => {
        if (outcome.ok) return;
        if (outcome.field === "password") setPasswordError(outcome.message);
        else setFailure(outcome.message);
      },
    );
  }

  return (
    <>
      <ErrorSummary
        title={formMessages.errorSummary}
        problems={passwordError === undefined ? [] : [{ fieldId: passwordId, text: passwordError }]}
        failure={failure}
        focusKey={attempt}
        testId="close-account-error"
      />
      <form onSubmit={onSubmit} noValidate aria-label={m.closeTitle}>
        <Stack gap="4" maxWidth="md">
          <TextField
            id={passwordId}
            name="password"
            type="password"
            autoComplete="current-password"
            label={m.password}
            hint={m.passwordHint}
            error={passwordError}
            value={password}
            onValue={setPassword}
          />
          <Button
            type="submit"
            colorPalette="red"
            alignSelf="flex-start"
            loading={closing.busy}
            loadingText={m.closing}
          >
            {m.close}
          </Button>
        </Stack>
      </form>
    </>
  );
}
