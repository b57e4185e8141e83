// Accepting a sub-account invitation (spec §2 /invitation/{token}, a token route; §6 "accepted
// by token"). The invited person sees the company and who invited them; without an account they
// set a name, number and password and land signed in on the business home; with one they sign in
// as the invited address (and come back here) and join with one button. A used, withdrawn or
// expired invitation says so and what to do.
import { Alert, Button, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import * as Routes from "@cabline/domain/Routes";
import { Link, useNavigate, useParams } from "react-router";
import { session$ } from "../../lib/state.ts";
import { useStore } from "../../lib/store.ts";
import { InvitationActions } from "./InvitationActions.tsx";
import { joiningMessages } from "./messages.ts";
import { useInvitation } from "./useInvitation.ts";

const expiry = (ms: number) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" }).format(new Date(ms));

export function InvitationPage() {
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const { state, retry } = useInvitation(token);
  const session = useStore(session$);
  const t = joiningMessages.invitation;

  if (state._tag === "Loading")
    return (
      <Stack direction="row" gap="3" paddingY="10" role="status" justifyContent="center">
        <Spinner size="sm" />
        <Text>{t.loading}</Text>
      </Stack>
    );

  if (state._tag === "Failed")
    return (
      <Stack gap="5" maxWidth="md" marginX="auto" paddingY={{ base: "2", md: "6" }}>
        <Heading as="h1" size="2xl">
          {t.failedTitle}
        </Heading>
        <Alert.Root status="error" role="alert" data-testid="invitation-failed">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{state.failure.message}</Alert.Title>
            <Alert.Description>{state.failure.code === undefined ? null : t.invalidHelp}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        {state.failure.code === undefined ? (
          <Button variant="outline" alignSelf="start" onClick={retry}>
            {t.retry}
          </Button>
        ) : (
          <Button asChild variant="outline" alignSelf="start">
            <Link to={Routes.paths.bookRide()}>{t.bookNow}</Link>
          </Button>
        )}
      </Stack>
    );

  const { invitation } = state;
  return (
    <Stack gap="6" maxWidth="md" marginX="auto" paddingY={{ base: "2", md: "6" }}>
      <Stack gap="2">
        <Heading as="h1" size="2xl" data-testid="invitation-company">
          {t.title(invitation.business_name)}
        </Heading>
        <Text>
          {invitation.invited_by === undefined
            ? t.invited(invitation.business_name)
            : t.invitedBy(invitation.invited_by, invitation.business_name)}
        </Text>
        <Text color="fg.muted">
          {t.forEmail} <strong>{invitation.email_address}</strong>. {t.expires(expiry(invitation.expires_at))}
        </Text>
      </Stack>
      <InvitationActions
        token={token}
        invitation={invitation}
        signedIn={session.session.signedIn}
        signedInEmail={session.profile?.email_address}
        onJoined={(home) => navigate(home, { replace: true })}
      />
    </Stack>
  );
}
