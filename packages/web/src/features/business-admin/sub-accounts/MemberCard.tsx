// One person on the account: name, status, contact details and, for those the domain's rule lets
// manage members, resend and remove (with a confirmation step, since removing cannot be undone).
// Every value from the server is rendered as text.
import { Alert, Badge, Button, Heading, HStack, Stack, Text, Wrap } from "@chakra-ui/react";
import { Card } from "../../../theme/later.ts";
import { Business, DateTime, type Account } from "@cabline/domain";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useGuardedSubmit } from "../../../components/forms/useGuardedSubmit.ts";
import { failureMessage } from "../components/failure.ts";
import { adminMessages } from "../messages.ts";
import * as PhoneNumber from "@cabline/domain/PhoneNumber";

const text = adminMessages.subAccounts;
const day = (ms: number | undefined) =>
  ms === undefined ? undefined : DateTime.formatDisplayDate(DateTime.fromEpochMs(ms));

type Busy = "resend" | "remove" | undefined;

export function MemberCard({
  member,
  access,
  onResend,
  onRemove,
  onDone,
}: {
  readonly member: Business.SubAccount;
  readonly access: Account.MemberAccess;
  readonly onResend: (member: Business.SubAccount) => Promise<void>;
  readonly onRemove: (member: Business.SubAccount) => Promise<void>;
  readonly onDone: (message: string) => void;
}) {
  const pending = Business.isPending(member);
  const [confirming, setConfirming] = useState(false);
  // One guard for both actions; `running` names the one in flight, and a run that ends, however it
  // ends, frees the card (a resend keeps the card on the page).
  const guard = useGuardedSubmit<Exclude<Busy, undefined>>();
  const busy: Busy = guard.running;
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const question = useRef<HTMLParagraphElement>(null);
  // The Remove button gives way to the question: focus goes to it, not to the page.
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);

  const run = (kind: Exclude<Busy, undefined>) =>
    guard.run(async () => {
      setFailure(undefined);
      try {
        if (kind === "resend") {
          await onResend(member);
          onDone(text.resent(member.email_address));
        } else {
          await onRemove(member);
          onDone(pending ? text.withdrawn(member.name) : text.removed(member.name));
        }
      } catch (error) {
        setFailure(failureMessage(error));
      }
    }, kind);

  return (
    <Card.Root as="li" size="sm" variant="outline" data-testid="member" data-email={member.email_address}>
      <Card.Body gap="3">
        <MemberDetails member={member} pending={pending} />
        {failure !== undefined && (
          <Alert.Root status="error" role="alert" size="sm">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        {confirming && access.remove ? (
          <ConfirmRemoval
            member={member}
            pending={pending}
            busy={busy}
            questionRef={question}
            onConfirm={() => void run("remove")}
            onCancel={() => setConfirming(false)}
          />
        ) : (
          (access.invite || access.remove) && (
            <Wrap gap="2" role="group" aria-label={text.actionsFor(member.name)}>
              {pending && access.invite && (
                <Button
                  size="sm"
                  variant="outline"
                  loading={busy === "resend"}
                  loadingText={text.resending}
                  onClick={() => void run("resend")}
                  data-testid="member-resend"
                >
                  {text.resend}
                </Button>
              )}
              {access.remove && (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  disabled={busy !== undefined}
                  onClick={() => setConfirming(true)}
                  data-testid="member-remove"
                >
                  {pending ? text.withdraw : text.remove}
                </Button>
              )}
            </Wrap>
          )
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** Who the member is, and whether they have joined or are still invited (and since when). */
function MemberDetails({ member, pending }: { readonly member: Business.SubAccount; readonly pending: boolean }) {
  const invitedOn = day(member.invited_at);
  const joinedOn = day(member.joined_at);
  return (
    <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
      <Stack gap="0" minWidth="0">
        <Heading as="h3" size="md" wordBreak="break-word">
          {member.name}
        </Heading>
        <Text wordBreak="break-all">{member.email_address}</Text>
        <Text color="fg.muted">
          {member.contact_number === undefined ? text.noPhone : PhoneNumber.formatForReading(member.contact_number)}
        </Text>
      </Stack>
      <Stack gap="1" align={{ base: "flex-start", sm: "flex-end" }}>
        <Badge colorPalette={pending ? "orange" : "green"} data-testid="member-status">
          {pending ? text.status.invited : text.status.active}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {pending ? invitedOn && text.invitedOn(invitedOn) : joinedOn && text.joinedOn(joinedOn)}
        </Text>
      </Stack>
    </HStack>
  );
}

/** The question before removing (or withdrawing an invitation), which cannot be undone. */
function ConfirmRemoval({
  member,
  pending,
  busy,
  questionRef,
  onConfirm,
  onCancel,
}: {
  readonly member: Business.SubAccount;
  readonly pending: boolean;
  readonly busy: Busy;
  readonly questionRef: RefObject<HTMLParagraphElement | null>;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  return (
    <Stack gap="2" role="group" aria-label={text.actionsFor(member.name)}>
      <Text fontWeight="medium" ref={questionRef} tabIndex={-1}>
        {pending ? text.confirmWithdraw(member.name) : text.confirmRemove(member.name)}
      </Text>
      <Wrap gap="2">
        <Button
          size="sm"
          colorPalette="red"
          loading={busy === "remove"}
          loadingText={text.removing}
          onClick={onConfirm}
          data-testid="member-confirm-remove"
        >
          {text.confirm}
        </Button>
        <Button size="sm" variant="outline" disabled={busy !== undefined} onClick={onCancel}>
          {text.cancel}
        </Button>
      </Wrap>
    </Stack>
  );
}
