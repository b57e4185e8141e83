// The signed-in part of the driver portal (spec §2 /driver, /driver/bids; §4 Driver session): a
// driver without a live session goes to /driver/login with the page to come back to; the session
// ends on this device's clock 10 minutes after login, and the driver returns to the login with
// what they typed kept (drafts are saved as they type).
import { Button, HStack, Link as ChakraLink, Stack } from "@chakra-ui/react";
import * as DriverCountdown from "@cabline/domain/DriverCountdown";
import type * as Driver from "@cabline/domain/Driver";
import { useEffect, type ReactNode } from "react";
import { Navigate, NavLink, useLocation, useNavigate } from "react-router";
import { useDriverApi } from "../hooks/useDriverCall.ts";
import { useNow } from "../../../lib/use-now.ts";
import { driverMessages } from "../messages.ts";
import { endDriverSession, useDriver } from "../state/driver-session.ts";
import { SessionCountdown } from "./SessionCountdown.tsx";
import { SignedOut } from "./SignedOut.tsx";

export type SignedInDriver = { readonly driver: Driver.DriverProfile; readonly now: number };

export function loginPathFor(returnTo: string): string {
  return `/driver/login?redirect=${encodeURIComponent(returnTo)}`;
}

type Props = {
  /** The page's heading, shown to a visitor who is not signed in. */
  readonly title: string;
  readonly children: (driver: SignedInDriver) => ReactNode;
};

export function DriverArea({ title, children }: Props) {
  const state = useDriver();
  const now = useNow(1000);
  const location = useLocation();
  const navigate = useNavigate();
  const driverApi = useDriverApi();
  const phase = DriverCountdown.phase(state.session, now);
  useEffect(() => {
    if (phase === "ended") endDriverSession("expired");
  }, [phase]);
  const here = location.pathname + location.search;
  if (state.driver === undefined || phase === "ended" || phase === "signed_out") {
    // A session that just ended goes straight back to the login (what was typed is kept); a
    // visitor who was never signed in sees where they are and the ways in.
    const ended = state.endedBy === "expired" || state.endedBy === "refused" || phase === "ended";
    return ended ? <Navigate replace to={loginPathFor(here)} /> : <SignedOut title={title} returnTo={here} />;
  }
  const navLink = (to: string, label: string) => (
    <ChakraLink asChild color="brand.fg" fontWeight="medium" paddingY="2">
      <NavLink to={to} end>
        {label}
      </NavLink>
    </ChakraLink>
  );
  return (
    <Stack gap="5">
      <Stack gap="2">
        <nav aria-label={driverMessages.portal}>
          <HStack justify="space-between" wrap="wrap" gap="3">
            <HStack gap="4">
              {navLink("/driver", driverMessages.nav.home)}
              {navLink("/driver/bids", driverMessages.nav.bids)}
            </HStack>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                endDriverSession("signed_out");
                // The server ends the session and clears its cookie; signing out here does not wait for it.
                void driverApi()
                  .then((api) => api.driverLogout())
                  .catch(() => undefined);
                navigate("/driver/login", { replace: true });
              }}
            >
              {driverMessages.nav.signOut}
            </Button>
          </HStack>
        </nav>
        <SessionCountdown session={state.session} now={now} />
      </Stack>
      {children({ driver: state.driver, now })}
    </Stack>
  );
}
