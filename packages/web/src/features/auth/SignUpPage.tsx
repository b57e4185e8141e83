// Sign-up (spec §2 /sign-up, §3 sign-up form values, §5 the password's own message, §7
// submitTelForValidation then registerWeb, §8 "Account Created Successfully. Please Sign In").
// Two steps: the details and a security check send a code to the mobile; the code creates the
// account. Going back keeps everything typed. Registration does not sign in (§7): the last step
// says so and offers sign-in with the e-mail filled in.
import { Alert, Button, Heading, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { checkSignUp, fullName, toE164, type SignUpField, type SignUpValues } from "@cabline/domain/AccountForms";
import * as Constants from "@cabline/domain/Constants";
import * as Routes from "@cabline/domain/Routes";
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { useServices } from "../../lib/session-context.tsx";
import { CodeForm } from "./components/CodeForm.tsx";
import { ErrorSummary } from "../../components/ErrorSummary.tsx";
import { formMessages } from "../../components/forms/messages.ts";
import { SignUpDetailsForm, signUpFieldIds } from "./components/SignUpDetailsForm.tsx";
import { failureOf, summaryItems } from "../../components/forms/failure.ts";
import { useGuardedSubmit } from "../../components/forms/useGuardedSubmit.ts";
import { usePhoneCode } from "./hooks/usePhoneCode.ts";
import { authMessages } from "./messages.ts";
import { analyticsEvents, track } from "../../lib/analytics.ts";

const empty: SignUpValues = {
  firstName: "",
  lastName: "",
  email: "",
  countryCode: Constants.defaultLoginDialCode,
  phoneNumber: "",
  password: "",
  confirmPassword: "",
  acceptPolicy: false,
};

const serverField: Partial<Record<string, SignUpField>> = {
  name: "firstName",
  email: "email",
  phone: "phoneNumber",
  password: "password",
};

/** The sign-up's values and its two steps (§7: submitTelForValidation, then registerWeb). */
function useSignUp() {
  const load = useServices();
  const phone = usePhoneCode("signUp");
  const submit = useGuardedSubmit();
  // The confirmation link the server e-mails opens /sign-up?email=…: the address is filled in.
  const [params] = useSearchParams();
  const [values, setValues] = useState<SignUpValues>(() => ({ ...empty, email: params.get("email") ?? "" }));
  const [errors, setErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [created, setCreated] = useState<string | undefined>(undefined);
  const [emailSent, setEmailSent] = useState<string | undefined>(undefined);

  async function onDetails(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit.run(async () => {
      setAttempt((n) => n + 1);
      setFailure(undefined);
      const problems = checkSignUp(values);
      setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
      if (problems.length > 0) return;
      const result = await phone.send(toE164(values.phoneNumber, values.countryCode) ?? values.phoneNumber);
      if (result === undefined) {
        // The security check passed and the code is on its way: now the e-mail address. The
        // server checks it is free and sends a link to confirm it (§7 submitEmailForValidation);
        // asked only behind the captcha, so nobody can make the operator e-mail strangers.
        await confirmEmail();
        return;
      }
      if (result === "captcha") return;
      const field = result.field === undefined ? undefined : serverField[result.field];
      if (field !== undefined) setErrors({ [field]: result.message });
      else setFailure(result.message);
    });
  }

  async function confirmEmail() {
    try {
      const { dispatch } = await load();
      await dispatch.customerAuth.submitEmailForValidation({ email: values.email.trim(), isForSignIn: false });
      setEmailSent(values.email.trim());
    } catch (error) {
      // Already registered (or not an address): back to the details with the message on the
      // field. Anything else (the confirmation could not be sent now): the sign-up goes on.
      backToDetails(failureOf(error));
    }
  }

  /** A detail the server refused goes back to the details step, its message on the field. */
  function backToDetails(result: ReturnType<typeof failureOf>) {
    const field = result.field === undefined ? undefined : serverField[result.field];
    if (field === undefined) return;
    setErrors({ [field]: result.message });
    setAttempt((n) => n + 1);
    phone.reset();
  }

  async function onCode(code: string) {
    try {
      const { dispatch } = await load();
      const registration = await dispatch.customerAuth.registerWeb({
        name: fullName(values.firstName, values.lastName),
        email: values.email.trim(),
        number: phone.sent?.number ?? "",
        validationCode: code,
        password: values.password,
      });
      setCreated(registration.message);
      track(analyticsEvents.signedUp);
      return undefined;
    } catch (error) {
      // A detail the server refused (e-mail taken meanwhile, password): back to the details.
      const result = failureOf(error);
      backToDetails(result);
      return result;
    }
  }

  return { values, setValues, errors, failure, attempt, created, emailSent, phone, submit, onDetails, onCode };
}

export function SignUpPage() {
  const { values, setValues, errors, failure, attempt, created, emailSent, phone, submit, onDetails, onCode } =
    useSignUp();
  const t = authMessages.signUp;

  if (created !== undefined) return <SignUpDone message={created} email={values.email.trim()} />;

  const summary = summaryItems(signUpFieldIds, errors);

  return (
    <Stack gap="6" maxWidth="md" marginX="auto" paddingY={{ base: "2", md: "6" }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {phone.sent === undefined ? t.title : t.codeTitle}
        </Heading>
        {phone.sent === undefined && <Text color="fg.muted">{t.intro}</Text>}
      </Stack>
      {phone.sent === undefined ? (
        <>
          <ErrorSummary
            title={formMessages.errorSummary}
            problems={summary}
            failure={failure}
            focusKey={attempt}
            testId="sign-up-error"
          />
          <SignUpDetailsForm
            values={values}
            onChange={setValues}
            errors={errors}
            captcha={phone.captcha}
            busy={submit.busy}
            onSubmit={(event) => void onDetails(event)}
          />
          <Text fontSize="sm">
            {t.haveAccount}{" "}
            <ChakraLink asChild color="brand.fg">
              <Link to={Routes.paths.signIn()}>{t.signIn}</Link>
            </ChakraLink>
          </Text>
        </>
      ) : (
        <>
          {emailSent !== undefined && (
            <Text fontSize="sm" data-testid="sign-up-email-sent">
              {t.emailSent(emailSent)}
            </Text>
          )}
          <CodeForm
            idPrefix="sign-up"
            sent={phone.sent}
            captcha={phone.captcha}
            submitLabel={t.create}
            submittingLabel={t.creating}
            onCode={onCode}
            onResend={() => phone.send(phone.sent?.number ?? "")}
            backLabel={t.back}
            onBack={phone.reset}
          />
        </>
      )}
    </Stack>
  );
}

/** The last step: the account exists, and sign-in is offered with the e-mail filled in (§7, §8). */
function SignUpDone({ message, email }: { readonly message: string; readonly email: string }) {
  const t = authMessages.signUp;
  return (
    <Stack gap="6" maxWidth="md" marginX="auto" paddingY={{ base: "2", md: "6" }}>
      <Heading as="h1" size="2xl">
        {t.doneTitle}
      </Heading>
      <Alert.Root status="success" data-testid="sign-up-success">
        <Alert.Indicator />
        <Alert.Title>{message}</Alert.Title>
      </Alert.Root>
      <Button asChild colorPalette="brand" size="lg" alignSelf="start">
        <Link to={`${Routes.paths.signIn()}?email=${encodeURIComponent(email)}`}>{t.signIn}</Link>
      </Button>
    </Stack>
  );
}
