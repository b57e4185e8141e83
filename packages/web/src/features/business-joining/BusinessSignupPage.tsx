// Business sign-up (spec §2 /business-signup, public; §6 "the business sign-up page is public"):
// the company and its administrator in one form; the server's answer (the sandbox approves at
// once) is shown as text with the way on: sign in, which lands on the business home.
import { Alert, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { checkBusinessSignUp, fullName, type BusinessSignUpField } from "@cabline/domain/AccountForms";
import * as Constants from "@cabline/domain/Constants";
import * as Routes from "@cabline/domain/Routes";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ErrorSummary } from "../../components/ErrorSummary.tsx";
import { formMessages } from "../../components/forms/messages.ts";
import { failureOf, summaryItems } from "../../components/forms/failure.ts";
import { useGuardedSubmit } from "../../components/forms/useGuardedSubmit.ts";
import { useServices } from "../../lib/session-context.tsx";
import { BusinessSignupForm, businessFieldIds, type BusinessSignupValues } from "./BusinessSignupForm.tsx";
import { joiningMessages } from "./messages.ts";

const empty: BusinessSignupValues = {
  companyName: "",
  companyNumber: "",
  billingAddress: "",
  poNumbersRequired: false,
  firstName: "",
  lastName: "",
  email: "",
  countryCode: Constants.defaultLoginDialCode,
  phoneNumber: "",
  password: "",
  confirmPassword: "",
  acceptPolicy: false,
};

const serverField: Partial<Record<string, BusinessSignUpField>> = {
  name: "companyName",
  email: "email",
  phone: "phoneNumber",
  password: "password",
};

export function BusinessSignupPage() {
  const load = useServices();
  const submit = useGuardedSubmit();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<BusinessSignUpField, string>>>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [opened, setOpened] = useState<string | undefined>(undefined);
  const t = joiningMessages.signup;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit.run(async () => {
      setAttempt((n) => n + 1);
      setFailure(undefined);
      const problems = checkBusinessSignUp(values);
      setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
      if (problems.length > 0) return;
      try {
        const { dispatch } = await load();
        const application = await dispatch.business.businessSignup({
          company_name: values.companyName.trim(),
          ...(values.companyNumber.trim() === "" ? {} : { company_number: values.companyNumber.trim() }),
          ...(values.billingAddress.trim() === "" ? {} : { billing_address: values.billingAddress.trim() }),
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          countryCode: values.countryCode,
          phoneNumber: values.phoneNumber,
          password: values.password,
          confirmPassword: values.confirmPassword,
          acceptPolicy: values.acceptPolicy,
          po_numbers_required: values.poNumbersRequired,
        });
        setOpened(application.message ?? `${fullName(values.firstName, values.lastName)}, please sign in.`);
      } catch (error) {
        const result = failureOf(error);
        const field = result.field === undefined ? undefined : serverField[result.field];
        if (field !== undefined) setErrors({ [field]: result.message });
        else setFailure(result.message);
      }
    });
  }

  if (opened !== undefined)
    return (
      <Stack gap="6" maxWidth="lg" marginX="auto" paddingY={{ base: "2", md: "6" }}>
        <Heading as="h1" size="2xl">
          {t.doneTitle}
        </Heading>
        <Alert.Root status="success" data-testid="business-signup-done">
          <Alert.Indicator />
          <Alert.Title>{opened}</Alert.Title>
        </Alert.Root>
        <Button asChild colorPalette="brand" size="lg" alignSelf="start">
          <Link to={`${Routes.paths.signIn()}?email=${encodeURIComponent(values.email.trim())}`}>{t.signIn}</Link>
        </Button>
      </Stack>
    );

  const summary = summaryItems(businessFieldIds, errors);

  return (
    <Stack gap="6" maxWidth="lg" marginX="auto" paddingY={{ base: "2", md: "6" }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t.title}
        </Heading>
        <Text color="fg.muted">{t.intro}</Text>
      </Stack>
      <ErrorSummary
        title={formMessages.errorSummary}
        problems={summary}
        failure={failure}
        focusKey={attempt}
        testId="business-signup-error"
      />
      <BusinessSignupForm
        values={values}
        onChange={setValues}
        errors={errors}
        busy={submit.busy}
        onSubmit={(event) => void onSubmit(event)}
      />
    </Stack>
  );
}
