// Sign-in (spec §2 /sign-in and its navigation rules, §3 sign-in form values): by e-mail and
// password, or by mobile number and a texted code (issue 17). Both land where §2 says: the
// redirect when given, else the user's home. The phone form loads (with its security check) only
// when chosen; switching between the two keeps what was typed in each.
import { Heading, Link as ChakraLink, Spinner, Stack, Tabs, Text } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import * as Redirect from "@cabline/domain/Redirect";
import * as Routes from "@cabline/domain/Routes";
import { Link, useNavigate, useSearchParams } from "react-router";
import { messages } from "../../i18n/messages.ts";
import { EmailSignInForm } from "./components/EmailSignInForm.tsx";
// The phone form (captcha, code, countdown) loads only when its tab is chosen.
const PhoneSignIn = lazy(() => import("./components/PhoneSignIn.tsx").then((m) => ({ default: m.PhoneSignIn })));
import { authMessages } from "./messages.ts";

export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const onSignedIn = (business: boolean) =>
    navigate(Redirect.afterSignIn(params.get(Redirect.redirectParam), business), { replace: true });

  return (
    <Stack gap="6" maxWidth="md" marginX="auto" paddingY={{ base: "2", md: "6" }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {messages.signIn.title}
        </Heading>
        <Text color="fg.muted">{messages.signIn.intro}</Text>
      </Stack>
      <Tabs.Root defaultValue="email" lazyMount variant="line" colorPalette="brand" fitted>
        <Tabs.List aria-label={authMessages.signInTabs.label}>
          <Tabs.Trigger value="email" data-testid="sign-in-with-email">
            {authMessages.signInTabs.email}
          </Tabs.Trigger>
          <Tabs.Trigger value="phone" data-testid="sign-in-with-phone">
            {authMessages.signInTabs.phone}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="email" paddingTop="5">
          <EmailSignInForm initialEmail={params.get("email") ?? ""} onSignedIn={onSignedIn} />
        </Tabs.Content>
        <Tabs.Content value="phone" paddingTop="5">
          <Suspense fallback={<Spinner size="sm" aria-label={authMessages.loadingPhone} />}>
            <PhoneSignIn onSignedIn={onSignedIn} />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
      <Stack gap="1" fontSize="sm">
        <ChakraLink asChild color="brand.fg">
          <Link to={Routes.paths.forgotPassword()}>{messages.signIn.forgotPassword}</Link>
        </ChakraLink>
        <Text>
          {messages.signIn.noAccount}{" "}
          <ChakraLink asChild color="brand.fg">
            <Link to={Routes.paths.signUp()}>{messages.signIn.signUp}</Link>
          </ChakraLink>
        </Text>
      </Stack>
    </Stack>
  );
}
