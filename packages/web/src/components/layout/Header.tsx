// Header: tenant logo and name, the places this user may go (domain Navigation:
// signed out, consumer or business, sub-accounts where the authority allows) with the current
// one marked, the account switcher for business users, colour-mode toggle, sign-in / sign-out.
// Below lg the places, the switcher and sign-out move into a drawer behind "Menu". On the driver
// portal (Routes.isDriverPortal) none of the customer's account shows: the portal has its own
// login and Sign out (features/driver/README.md).
import { Box, Button, Flex, HStack, IconButton, Image, Text } from "@chakra-ui/react";
import type { Account, Tenant } from "@cabline/domain";
import * as Theme from "@cabline/domain/Theme";
import * as Authority from "@cabline/domain/Authority";
import * as Navigation from "@cabline/domain/Navigation";
import * as Routes from "@cabline/domain/Routes";
import { lazy, Suspense, useState } from "react";
import { Link, useLocation } from "react-router";
import { messages } from "../../i18n/messages.ts";
import { NavLinks } from "./NavLinks.tsx";

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
// Loaded on the first tap of "Menu".
const PhoneMenu = lazy(() => import("./PhoneMenu.tsx").then((module) => ({ default: module.PhoneMenu })));

export function Header(props: HeaderProps) {
  const { branding, accounts, selectedAccount } = props;
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  // Until the session check answers, the signed-out places would flash for a signed-in user.
  const account = props.checked && !Routes.isDriverPortal(pathname);
  const places = account
    ? Navigation.placesFor({
        signedIn: props.signedIn,
        authorities: Authority.authoritiesFor(accounts, selectedAccount),
      })
    : [];
  const current = Navigation.currentPlace(places, pathname);
  const switcher = account && props.signedIn && accounts.length > 0;
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <Flex maxWidth="6xl" marginX="auto" paddingX={{ base: "3", md: "6" }} paddingY="2" gap="3" alignItems="center">
        <HomeLink branding={branding} home={props.home} placeCount={places.length} />
        <Box as="nav" aria-label={messages.header.menu} hideBelow="lg" flexShrink={0} data-testid="header-nav">
          <NavLinks places={places.filter((place) => place.id !== "signIn")} current={current} direction="row" />
        </Box>
        <Box flex="1" />
        {switcher && (
          <Box hideBelow="lg" flexShrink={0}>
            <Suspense fallback={<Box width="56" />}>
              <AccountSwitcher
                accounts={accounts}
                selectedAccount={selectedAccount}
                onSelectAccount={props.onSelectAccount}
              />
            </Suspense>
          </Box>
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
        {account && (
          <SessionButton signedIn={props.signedIn} onSignOut={props.onSignOut} signInHref={props.signInHref} />
        )}
        {account && (
          <Button
            size="sm"
            variant="outline"
            hideFrom="lg"
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
            data-testid="menu-button"
          >
            <span aria-hidden="true">☰</span> {messages.header.menu}
          </Button>
        )}
      </Flex>
      {menuWanted && (
        <Suspense fallback={null}>
          <PhoneMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            title={messages.header.menu}
            places={places}
            current={current}
            signedIn={props.signedIn}
            accounts={accounts}
            selectedAccount={selectedAccount}
            onSelectAccount={props.onSelectAccount}
            onSignOut={props.onSignOut}
            signInHref={props.signInHref}
          />
        </Suspense>
      )}
    </Box>
  );
}

/** The tenant's logo and name, linking home. */
function HomeLink({
  branding,
  home,
  placeCount,
}: {
  readonly branding: Tenant.Branding;
  readonly home: string;
  readonly placeCount: number;
}) {
  return (
    <Link to={home} aria-label={`${branding.appName} – ${messages.header.home}`}>
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
        <Text
          fontWeight="bold"
          fontSize="lg"
          // The logo names the tenant too; with a row of places the name gives way first.
          hideBelow={placeCount > 2 ? "2xl" : "md"}
          whiteSpace="nowrap"
          data-testid="tenant-name"
        >
          {branding.appName}
        </Text>
      </HStack>
    </Link>
  );
}

/** Sign out for a signed-in user, sign in for anyone else. */
function SessionButton({
  signedIn,
  onSignOut,
  signInHref,
}: {
  readonly signedIn: boolean;
  readonly onSignOut: () => void;
  readonly signInHref: string;
}) {
  if (!signedIn)
    return (
      <Button asChild size="sm" colorPalette="brand">
        <Link to={signInHref}>{messages.header.signIn}</Link>
      </Button>
    );
  // A form, so that Sign out pressed on a page the server drew, before the app has taken it
  // over, is kept and acted on once it has (server/colour-mode-script.ts), not lost; by its name on a page
  // the app draws afresh (app/typed-before-start.ts).
  return (
    <Box asChild display="contents">
      <form
        name="sign-out"
        onSubmit={(event) => {
          event.preventDefault();
          onSignOut();
        }}
      >
        <Button type="submit" size="sm" variant="outline" data-testid="sign-out" hideBelow="lg">
          {messages.header.signOut}
        </Button>
      </form>
    </Box>
  );
}
