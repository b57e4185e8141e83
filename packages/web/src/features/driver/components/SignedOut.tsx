// A driver page opened without a driver session (spec §2: the driver routes are public; §6 the
// driver signs in separately): the page's name and the ways in, sign in or apply.
import { Button, Heading, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { driverMessages } from "../messages.ts";

export function SignedOut({ title, returnTo }: { readonly title: string; readonly returnTo: string }) {
  const text = driverMessages.login;
  return (
    <Stack gap="5" maxWidth="md" marginX="auto" paddingY={{ base: "2", md: "6" }}>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{text.needSignIn}</Text>
      </Stack>
      <Button asChild colorPalette="brand" size="lg">
        <Link to={`/driver/login?redirect=${encodeURIComponent(returnTo)}`} data-testid="driver-signed-out-sign-in">
          {text.title}
        </Link>
      </Button>
      <Text>
        {text.apply}{" "}
        <ChakraLink asChild color="brand.fg">
          <Link to="/driver-signup">{text.applyLink}</Link>
        </ChakraLink>
      </Text>
    </Stack>
  );
}
