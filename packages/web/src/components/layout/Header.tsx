// Header (issue 7): tenant logo and name, account switcher for business users, colour-mode
// toggle, sign-in / sign-out.
import { Box, Button, Flex, HStack, IconButton, Image, NativeSelect, Text, VisuallyHidden } from "@chakra-ui/react";
import { Theme, type Account, type Tenant } from "@cabline/domain";
import { Link } from "react-router";
import { messages } from "../../i18n/messages.ts";

export type HeaderProps = {
  readonly branding: Tenant.Branding;
  readonly home: string;
  readonly signedIn: boolean;
  readonly accounts: ReadonlyArray<Account.Account>;
  readonly selectedAccount: Account.Account | undefined;
  readonly onSelectAccount: (account: Account.Account | undefined) => void;
  readonly mode: Theme.Mode;
  readonly onToggleMode: () => void;
  readonly onSignOut: () => void;
  readonly signInHref: string;
};

const accountKey = (account: Account.Account) => `${account.business_id}:${account.business_user_id}`;

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
              height="8"
              maxWidth="40"
              objectFit="contain"
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
          <NativeSelect.Root size="sm" width={{ base: "36", md: "56" }}>
            <VisuallyHidden asChild>
              <label htmlFor="account-switcher">{messages.header.account}</label>
            </VisuallyHidden>
            <NativeSelect.Field
              id="account-switcher"
              data-testid="account-switcher"
              value={selectedAccount ? accountKey(selectedAccount) : ""}
              onChange={(event) =>
                props.onSelectAccount(accounts.find((account) => accountKey(account) === event.currentTarget.value))
              }
            >
              <option value="">{messages.header.personal}</option>
              {accounts.map((account) => (
                <option key={accountKey(account)} value={accountKey(account)}>
                  {account.name ?? `Account ${account.business_id}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
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
        {props.signedIn ? (
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
