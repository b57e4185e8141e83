// What the invited person can do, by who they are: new to the tenant (set details, join, signed
// in), already a customer and signed in as the invited address (join with one button), signed
// out (sign in and come back), or signed in as someone else (told whose invitation it is).
import { Alert, Button, Stack } from "@chakra-ui/react";
import type { Business } from "@cabline/domain";
import * as Routes from "@cabline/domain/Routes";
import { useState } from "react";
import { Link } from "react-router";
import { ErrorSummary } from "../../components/ErrorSummary.tsx";
import { formMessages } from "../../components/forms/messages.ts";
import { failureOf, type Failure } from "../../components/forms/failure.ts";
import { useGuardedSubmit } from "../../components/forms/useGuardedSubmit.ts";
import { useServices, useSessionActions } from "../../lib/session-context.tsx";
import { authoritiesOf, session$ } from "../../lib/state.ts";
import { InvitationDetailsForm, type InvitationDetails } from "./InvitationDetailsForm.tsx";
import { joiningMessages } from "./messages.ts";

export type InvitationActionsProps = {
  readonly token: string;
  readonly invitation: Business.Invitation;
  readonly signedIn: boolean;
  readonly signedInEmail: string | undefined;
  readonly onJoined: (home: string) => void;
};

export function InvitationActions({ token, invitation, signedIn, signedInEmail, onJoined }: InvitationActionsProps) {
  const load = useServices();
  const actions = useSessionActions();
  const submit = useGuardedSubmit();
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const t = joiningMessages.invitation;
  const invitedEmail = invitation.email_address;
  const isInvitee = signedIn && signedInEmail?.toLowerCase() === invitedEmail.toLowerCase();

  /** Loads the signed-in profile (the session cookie is set), selects the joined account, goes to its home. */
  async function land(businessId: number): Promise<Failure | undefined> {
    const outcome = await actions.completeSignIn();
    if (!outcome.ok) return { message: outcome.message, field: undefined, code: undefined };
    const joined = session$.get().profile?.accounts?.find((account) => account.business_id === businessId);
    if (joined !== undefined) actions.selectAccount(joined);
    onJoined(Routes.homeFor(joined === undefined ? authoritiesOf(session$.get()) : ["business_user"]));
    return undefined;
  }

  async function acceptNew(details: InvitationDetails): Promise<Failure | undefined> {
    try {
      const { dispatch } = await load();
      const accepted = await dispatch.business.acceptInvitation({ token, ...details });
      if (accepted.access_token === undefined) {
        onJoined(Routes.paths.signIn());
        return undefined;
      }
      return await land(accepted.business_id);
    } catch (error) {
      return failureOf(error);
    }
  }

  async function acceptSignedIn() {
    await submit.run(async () => {
      setAttempt((n) => n + 1);
      setFailure(undefined);
      try {
        const { dispatch } = await load();
        const accepted = await dispatch.business.acceptInvitation({ token });
        const result = await land(accepted.business_id);
        if (result !== undefined) setFailure(result.message);
      } catch (error) {
        setFailure(failureOf(error).message);
      }
    });
  }

  if (signedIn && !isInvitee)
    return (
      <Alert.Root status="warning" data-testid="invitation-other-user">
        <Alert.Indicator />
        <Alert.Title>{t.otherUser(invitedEmail)}</Alert.Title>
      </Alert.Root>
    );

  if (isInvitee)
    return (
      <Stack gap="4">
        <ErrorSummary
          title={formMessages.errorSummary}
          problems={[]}
          failure={failure}
          focusKey={attempt}
          testId="invitation-error"
        />
        <Button
          colorPalette="brand"
          size="lg"
          loading={submit.busy}
          loadingText={t.accepting}
          onClick={() => void acceptSignedIn()}
          data-testid="invitation-join"
        >
          {t.acceptSignedIn}
        </Button>
      </Stack>
    );

  if (invitation.account_exists) {
    const back = Routes.paths.signIn(Routes.paths.invitation(token));
    return (
      <Stack gap="4">
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t.signInFirst(invitedEmail)}</Alert.Title>
        </Alert.Root>
        <Button asChild colorPalette="brand" size="lg" alignSelf="start">
          <Link to={`${back}&email=${encodeURIComponent(invitedEmail)}`}>{t.signIn}</Link>
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      <Alert.Root status="info" variant="subtle">
        <Alert.Indicator />
        <Alert.Title fontWeight="normal">{t.detailsIntro}</Alert.Title>
      </Alert.Root>
      <InvitationDetailsForm email={invitedEmail} initialName={invitation.name ?? ""} onAccept={acceptNew} />
    </Stack>
  );
}
