// Finding a booking's manage link again (spec §2 token routes; contract extension
// sendManageLink): a guest gives the e-mail address or mobile number they booked with, and the
// dispatch API sends the manage link of each open booking made with it to that same address or
// number. The answer is the same whether or not a booking matched, so the page says what the
// server says and never whether someone has booked. What was typed stays after a failure.
import { Alert, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { ErrorSummary } from "../../components/ErrorSummary.tsx";
import { formMessages } from "../../components/forms/messages.ts";
import { TextField } from "../../components/forms/TextField.tsx";
import { failureOf } from "../../components/forms/failure.ts";
import { useGuardedSubmit } from "../../components/forms/useGuardedSubmit.ts";
import { useServices } from "../../lib/session-context.tsx";
import { messages } from "./messages.ts";

const contactId = "find-booking-contact";
const t = messages.find;

export function FindBookingPage() {
  const load = useServices();
  const submit = useGuardedSubmit();
  const [contact, setContact] = useState("");
  const [contactError, setContactError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [sent, setSent] = useState<string | undefined>(undefined);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit.run(async () => {
      setAttempt((n) => n + 1);
      setFailure(undefined);
      const typed = contact.trim();
      setContactError(typed === "" ? t.contactRequired : undefined);
      if (typed === "") return;
      try {
        const { dispatch } = await load();
        setSent((await dispatch.bookings.sendManageLink({ contact: typed })).message);
      } catch (error) {
        setFailure(failureOf(error).message);
      }
    });
  }

  return (
    <Stack gap="6" maxWidth="md" marginX="auto" paddingY={{ base: "2", md: "6" }}>
      <Heading as="h1" size="2xl">
        {t.title}
      </Heading>
      {sent !== undefined ? (
        <Stack gap="4">
          <Alert.Root status="success" role="status" data-testid="find-booking-sent">
            <Alert.Indicator />
            <Alert.Title>{sent}</Alert.Title>
          </Alert.Root>
          <Button alignSelf="flex-start" variant="outline" onClick={() => setSent(undefined)}>
            {t.again}
          </Button>
        </Stack>
      ) : (
        <>
          <Text color="fg.muted">{t.intro}</Text>
          <ErrorSummary
            title={formMessages.errorSummary}
            problems={contactError === undefined ? [] : [{ fieldId: contactId, text: contactError }]}
            failure={failure}
            focusKey={attempt}
            testId="find-booking-error"
          />
          <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t.title}>
            <Stack gap="4">
              <TextField
                id={contactId}
                name="contact"
                autoComplete="email"
                spellCheck={false}
                label={t.contact}
                error={contactError}
                value={contact}
                onValue={setContact}
              />
              <Button
                type="submit"
                colorPalette="brand"
                size="lg"
                loading={submit.busy}
                loadingText={t.submitting}
                data-testid="find-booking-submit"
              >
                {t.submit}
              </Button>
            </Stack>
          </form>
        </>
      )}
    </Stack>
  );
}
