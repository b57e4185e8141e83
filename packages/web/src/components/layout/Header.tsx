// Header (issue 7): tenant logo and name, account switcher for business users, colour-mode
// toggle, sign-in / sign-out.
import { Box, Button, Flex, HStack, IconButton, Image, Text } from "@chakra-ui/react";
import { Theme, type Account, type Tenant } from "@cabline/domain";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { messages } from "../../i18n/messages.ts";

export type HeaderProps = {
  readonly branding: Tenant.Branding;
  readonly home: string;
  readonly signedIn: boolean;
  /** False until the start-up session check answered: no sign-in or sign-out button yet. */
  readonly checked: boolean;
  readonly accounts: ReadonlyArray<Account.Account>;
  readonly selectedAccount: Account.Account | undefined;
  readonly onSelectAccount: (account: Account.Account | undefined) => void;
  readonly mode: Theme.Mode;
  readonly onToggleMode: () => void;
  readonly onSignOut: () => void;
  readonly signInHref: string;
};

// Only business users see it: loaded when there are accounts to switch between.
const AccountSwitcher = lazy(() =>
  import("./AccountSwitcher.tsx").then((module) => ({ default: module.AccountSwitcher })),
);

export function Header(props: HeaderProps) {
  const { branding, accounts, selectedAccount } = props;
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <Flex maxWidth="6xl" marginX="auto" paddingX={{ base: "3", md: "6" }} paddingY="2" gap="3" alignItems="center">
        <Link to={props.home} aria-label={`${branding.appName} – ${messages.header.home}`}>
          <HStack gap="2">
            <Image
              src={branding.logo}
              alt=""
              // A fixed box (wordmarks differ in width): nothing moves when the logo arrives (CLS 0).
              height="8"
              width="32"
              htmlHeight="32"
              htmlWidth="128"
              objectFit="contain"
              objectPosition="left center"
              data-testid="tenant-logo"
              // An unreachable tenant logo falls back to the default one rather than a broken image.
              onError={(event) => {
                if (!event.currentTarget.src.endsWith(Theme.defaultLogo)) event.currentTarget.src = Theme.defaultLogo;
              }}
            />
            <Text fontWeight="bold" fontSize="lg" hideBelow="md" lineClamp={1} data-testid="tenant-name">
              {branding.appName}
            </Text>
          </HStack>
        </Link>
        <Box flex="1" />
        {props.signedIn && accounts.length > 0 && (
          <Suspense fallback={<Box width={{ base: "36", md: "56" }} />}>
            <AccountSwitcher
              accounts={accounts}
              selectedAccount={selectedAccount}
              onSelectAccount={props.onSelectAccount}
            />
          </Suspense>
        )}
        <IconButton
          variant="ghost"
          size="sm"
          onClick={props.onToggleMode}
          aria-label={props.mode === "dark" ? messages.header.switchToLight : messages.header.switchToDark}
          data-testid="mode-toggle"
        >
          <span aria-hidden="true">{props.mode === "dark" ? "☀" : "☾"}</span>
        </IconButton>
        {!props.checked ? null : props.signedIn ? (
          <Button size="sm" variant="outline" onClick={props.onSignOut} data-testid="sign-out">
            {messages.header.signOut}
          </Button>
        ) : (
          <Button asChild size="sm" colorPalette="brand">
            <Link to={props.signInHref}>{messages.header.signIn}</Link>
          </Button>
        )}
      </Flex>
    </Box>
  );
}
