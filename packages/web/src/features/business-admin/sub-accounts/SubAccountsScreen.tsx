// /sub-accounts (spec §2, §6 sub_accounts_user): the people of the selected business account with
// their status, and — for those the domain's member-management rule allows (Account.memberAccess)
// — invite, resend and remove. A plain member sees their own entry and no admin action. Those who
// see the members are told what a member closing their account does to the company's trips.
import { Alert, Button, Heading, List, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { Account } from "@cabline/domain";
import { companyTripsOnClosure } from "@cabline/domain/PersonalData";
import { useState } from "react";
import { adminMessages } from "../messages.ts";
import { InviteForm } from "./InviteForm.tsx";
import { MemberCard } from "./MemberCard.tsx";
import { useMembers } from "./use-members.ts";

const text = adminMessages.subAccounts;

export function SubAccountsScreen({ account }: { readonly account: Account.Account }) {
  const { state, access, refresh, invite, resend, remove } = useMembers(account);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const accountName = account.name ?? `Account ${account.business_id}`;

  return (
    <Stack gap="6" paddingY={{ base: "2", md: "6" }} maxWidth="3xl" marginX="auto">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {text.title}
        </Heading>
        <Text color="fg.muted">{access.listColleagues ? text.intro(accountName) : text.memberIntro(accountName)}</Text>
        <div role="status" aria-live="polite">
          {notice !== undefined && (
            <Alert.Root status="success" data-testid="sub-accounts-notice">
              <Alert.Indicator />
              <Alert.Title>{notice}</Alert.Title>
            </Alert.Root>
          )}
        </div>
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="members-heading">
        <Heading as="h2" size="lg" id="members-heading">
          {access.listColleagues ? text.listHeading : text.yourEntry}
        </Heading>
        {state.status === "loading" && (
          <Stack gap="3" aria-busy="true" data-testid="members-loading">
            <Text>{text.loading}</Text>
            <Skeleton height="20" />
            <Skeleton height="20" />
          </Stack>
        )}
        {state.status === "failed" && (
          <Alert.Root status="error" role="alert" data-testid="members-error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{text.loadFailed}</Alert.Title>
              <Alert.Description>{state.message}</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={() => void refresh()}>
              {adminMessages.tryAgain}
            </Button>
          </Alert.Root>
        )}
        {state.status === "ready" &&
          (state.members.length === 0 ? (
            <Text data-testid="members-empty">{text.empty}</Text>
          ) : (
            <List.Root as="ul" listStyle="none" gap="3" data-testid="members">
              {state.members.map((member) => (
                <MemberCard
                  key={`${member.status}:${member.business_user_id ?? member.email_address}`}
                  member={member}
                  access={access}
                  onResend={resend}
                  onRemove={remove}
                  onDone={setNotice}
                />
              ))}
            </List.Root>
          ))}
        {/* What a member closing their account does to the company's trips (the domain's PersonalData). */}
        {access.listColleagues && (
          <Text color="fg.muted" fontSize="sm" data-testid="member-closure">
            {companyTripsOnClosure}
          </Text>
        )}
      </Stack>
      {access.invite && <InviteForm onInvite={invite} onInvited={(email) => setNotice(text.invited(email))} />}
    </Stack>
  );
}
