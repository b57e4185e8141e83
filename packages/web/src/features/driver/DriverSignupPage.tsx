// A private-hire driver's application (spec §2 /driver-signup, public; §7 checkSignupStatus): the
// driver, their licence and vehicle in one form with a GOV.UK error summary; once sent, the status
// from checkSignupStatus. What is typed is kept (not the passwords) if the page is left.
import { Alert, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Separator } from "../../theme/later.ts";
import { isDispatchError } from "@cabline/api-ports";
import * as DateTimeRules from "@cabline/domain/DateTime";
import * as DriverRules from "@cabline/domain/Driver";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { CheckStatus } from "./components/CheckStatus.tsx";
import { DocumentUploads } from "./components/DocumentUploads.tsx";
import { ErrorSummary } from "../../components/ErrorSummary.tsx";
import { useGuardedSubmit } from "../../components/forms/useGuardedSubmit.ts";
import { fieldId, SignupFields } from "./components/SignupFields.tsx";
import { SignupStatus } from "./components/SignupStatus.tsx";
import { isOffline, messageOf, useDriverApi } from "./hooks/useDriverCall.ts";
import {
  fieldOf,
  forgetApplication,
  isSignupField,
  missing,
  toRequest,
  useSignupForm,
  type SignupField,
} from "./hooks/useSignupForm.ts";
import { driverMessages } from "./messages.ts";
import { signupForm, signupMessages } from "./signup-messages.ts";

/** The status once documents change: what is missing, by name, as checkSignupStatus says it. */
const withDocuments = (
  status: DriverRules.DriverSignupStatus,
  documents: DriverRules.DriverDocuments,
): DriverRules.DriverSignupStatus => {
  const { missing_documents: _, ...rest } = status;
  return { ...rest, status: documents.status, ...DriverRules.missingDocumentsField(documents.missing) };
};

export function DriverSignupPage() {
  // The e-mailed link (/driver-signup?token=…) opens the documents step of an application.
  const [params] = useSearchParams();
  const linked = params.get("token");
  if (linked !== null && linked !== "") return <DocumentsFromLink uploadToken={linked} />;
  return <Application />;
}

function DocumentsFromLink({ uploadToken }: { readonly uploadToken: string }) {
  return (
    <Stack gap="6" maxWidth="xl" marginX="auto" paddingY={{ base: "2", md: "6" }}>
      <Heading as="h1" size="2xl">
        {signupMessages.status.title}
      </Heading>
      <DocumentUploads uploadToken={uploadToken} />
    </Stack>
  );
}

function Application() {
  const driverApi = useDriverApi();
  const { values, set } = useSignupForm();
  const [errors, setErrors] = useState<Partial<Record<SignupField, string>>>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState<DriverRules.DriverSignupStatus | undefined>(undefined);
  const [uploadToken, setUploadToken] = useState<string | undefined>(undefined);
  const submit = useGuardedSubmit();
  const heading = useRef<HTMLHeadingElement>(null);
  // Once sent, the page becomes the application's status: move focus there so it is read out.
  useEffect(() => {
    if (status !== undefined) heading.current?.focus();
  }, [status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit.run(async () => {
      const found = missing(values, DateTimeRules.londonDateOf(Date.now()));
      setErrors(found);
      setFailure(undefined);
      if (Object.keys(found).length > 0) return;
      try {
        const api = await driverApi();
        const request = toRequest(values);
        const application = await api.submitDriverSignup(request);
        forgetApplication();
        setUploadToken(application.upload_token);
        setStatus(
          await api.checkDriverSignupStatus({
            email: request.email,
            ...(application.upload_token === undefined ? {} : { uploadToken: application.upload_token }),
          }),
        );
      } catch (thrown) {
        const field = isDispatchError(thrown) ? fieldOf(thrown.code) : undefined;
        const message = isOffline(thrown) ? driverMessages.offline : messageOf(thrown, driverMessages.offline);
        if (field === undefined) setFailure(message);
        else setErrors({ [field]: message });
      }
    });
  }

  const summary = Object.entries(errors).flatMap(([field, text]) =>
    isSignupField(field) ? [{ fieldId: fieldId(field), text }] : [],
  );

  return (
    <Stack gap="6" maxWidth="xl" marginX="auto" paddingY={{ base: "2", md: "6" }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl" tabIndex={-1} ref={heading} outline="none">
          {status === undefined ? signupMessages.title : signupMessages.status.title}
        </Heading>
        {status === undefined && <Text color="fg.muted">{signupMessages.intro}</Text>}
      </Stack>
      {status !== undefined ? (
        <Stack gap="4">
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Description>{signupForm.sent}</Alert.Description>
          </Alert.Root>
          <SignupStatus status={status} />
          {uploadToken !== undefined && (
            <DocumentUploads
              uploadToken={uploadToken}
              onChange={(documents) => setStatus((current) => current && withDocuments(current, documents))}
            />
          )}
        </Stack>
      ) : (
        <>
          <ErrorSummary
            title={driverMessages.errorSummary}
            problems={summary}
            failure={failure}
            testId="driver-signup-error"
          />
          <form onSubmit={onSubmit} noValidate aria-label={signupMessages.title}>
            <Stack gap="8">
              <SignupFields values={values} errors={errors} set={set} />
              <Button
                type="submit"
                colorPalette="brand"
                size="lg"
                loading={submit.busy}
                loadingText={signupForm.submitting}
                data-testid="driver-signup-submit"
              >
                {signupForm.submit}
              </Button>
            </Stack>
          </form>
          <Separator />
          <CheckStatus />
        </>
      )}
    </Stack>
  );
}
