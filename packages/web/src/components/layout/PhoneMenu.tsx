// The phone menu: a drawer from the side (§9 drawer width 400) with the account
// switcher at full width (long company names readable at 390 px), the same places as the
// header, and sign-in or sign-out. Loaded on the first tap of "Menu".
import { Button, CloseButton, Portal, Stack } from "@chakra-ui/react";
import { Drawer } from "../../theme/later.ts";
import * as Constants from "@cabline/domain/Constants";
import type { Account } from "@cabline/domain";
import type * as Navigation from "@cabline/domain/Navigation";
import { Link } from "react-router";
import { messages } from "../../i18n/messages.ts";
import { AccountSwitcher } from "./AccountSwitcher.tsx";
import { NavLinks } from "./NavLinks.tsx";

export type PhoneMenuProps = {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: string;
  readonly places: ReadonlyArray<Navigation.Place>;
  readonly current: Navigation.PlaceId | undefined;
  readonly signedIn: boolean;
  readonly accounts: ReadonlyArray<Account.Account>;
  readonly selectedAccount: Account.Account | undefined;
  readonly onSelectAccount: (account: Account.Account | undefined) => void;
  readonly onSignOut: () => void;
  readonly signInHref: string;
};

export function PhoneMenu(props: PhoneMenuProps) {
  const close = () => props.onOpenChange(false);
  return (
    <Drawer.Root open={props.open} onOpenChange={(details) => props.onOpenChange(details.open)} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxWidth={`${Constants.drawerWidth}px`} data-testid="phone-menu">
            <Drawer.Header>
              <Drawer.Title>{props.title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="5">
                {props.signedIn && props.accounts.length > 0 && (
                  <AccountSwitcher
                    id="account-switcher-menu"
                    labelVisible
                    accounts={props.accounts}
                    selectedAccount={props.selectedAccount}
                    onSelectAccount={props.onSelectAccount}
                  />
                )}
                <nav aria-label={messages.header.menu}>
                  <NavLinks places={props.places} current={props.current} direction="column" onNavigate={close} />
                </nav>
                {props.signedIn && (
                  <Button
                    variant="outline"
                    onClick={() => {
                      close();
                      props.onSignOut();
                    }}
                    data-testid="menu-sign-out"
                  >
                    {messages.header.signOut}
                  </Button>
                )}
                {!props.signedIn && props.places.every((place) => place.id !== "signIn") && (
                  <Button asChild colorPalette="brand">
                    <Link to={props.signInHref} onClick={close}>
                      {messages.header.signIn}
                    </Link>
                  </Button>
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
