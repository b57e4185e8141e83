// Sign-in (spec §2 /sign-in and its navigation rules, §3 sign-in form values): by e-mail and
// password, or by mobile number and a texted code. Both land where §2 says: the
// redirect when given, else the user's home. The phone form loads (with its security check) only
// when chosen; switching between the two keeps what was typed in each. The choice is a pair of
// toggle buttons (aria-pressed) rather than tabs: the tabs' machinery was 17 kB of /sign-in's
// first load, and two buttons say the same to a screen reader.
import { Box, Button, Heading, HStack, Link as ChakraLink, Spinner, Stack, Text } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import * as Redirect from "@cabline/domain/Redirect";
import * as Routes from "@cabline/domain/Routes";
import { Link, useNavigate, useSearchParams } from "react-router";
import { messages } from "../../i18n/messages.ts";
import { EmailSignInForm } from "./components/EmailSignInForm.tsx";
// The phone form (captcha, code, countdown) loads only when it is chosen.
const PhoneSignIn = lazy(() => import("./components/PhoneSignIn.tsx").then((m) => ({ default: m.PhoneSignIn })));

export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [method, setMethod] = useState<"email" | "phone">("email");
  const [phoneOpened, setPhoneOpened] = useState(false);
  const choose = (chosen: "email" | "phone") => {
    setMethod(chosen);
    if (chosen === "phone") setPhoneOpened(true);
  };
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
      <Stack gap="5">
        <HStack role="group" aria-label={messages.signIn.methods.label} gap="2">
          {(["email", "phone"] as const).map((choice) => (
            <Button
              key={choice}
              flex="1"
              colorPalette="brand"
              variant={method === choice ? "solid" : "outline"}
              aria-pressed={method === choice}
              onClick={() => choose(choice)}
              data-testid={`sign-in-with-${choice}`}
            >
              {messages.signIn.methods[choice]}
            </Button>
          ))}
        </HStack>
        {/* Both stay mounted once opened, so switching keeps what was typed in each. */}
        <Box hidden={method !== "email"}>
          <EmailSignInForm initialEmail={params.get("email") ?? ""} onSignedIn={onSignedIn} />
        </Box>
        {phoneOpened && (
          <Box hidden={method !== "phone"}>
            <Suspense fallback={<Spinner size="sm" aria-label={messages.signIn.loadingPhone} />}>
              <PhoneSignIn onSignedIn={onSignedIn} />
            </Suspense>
          </Box>
        )}
      </Stack>
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
        <Text>
          {messages.signIn.bookedAsGuest}{" "}
          <ChakraLink asChild color="brand.fg">
            <Link to={Routes.paths.findBooking()}>{messages.signIn.findBooking}</Link>
          </ChakraLink>
        </Text>
      </Stack>
    </Stack>
  );
}
