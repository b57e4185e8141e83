// The operator's accessibility statement (/accessibility, linked from every footer), in the shape
// of the GOV.UK model statement: how accessible the site is, the known problems (the domain's
// AccessibilityStatement, kept in the repository), how to ask for help or report a problem and when we answer, the
// enforcement procedure, and how the site is tested. The operator's name and contact details come
// from its configuration, so each tenant gets its own statement.
import { Heading, Link, List, Stack, Text } from "@chakra-ui/react";
import { OperatorLicence } from "../../components/OperatorLicence.tsx";
import { SupportPhone } from "../../components/SupportPhone.tsx";
import { useTenant } from "../../lib/state.ts";
import { compliance, knownIssues, prepared, reviewed } from "@cabline/domain/AccessibilityStatement";
import { statementMessages as m } from "./messages.ts";
import { PageSection } from "../../components/PageSection.tsx";

export function AccessibilityPage() {
  const { branding } = useTenant();
  return (
    <Stack gap="8" maxWidth="3xl" paddingY={{ base: "2", md: "6" }} data-testid="accessibility-statement">
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          {m.title(branding.appName)}
        </Heading>
        <Text>{m.intro(branding.appName)}</Text>
        <List.Root paddingStart="5">
          {m.abilities.map((ability) => (
            <List.Item key={ability}>{ability}</List.Item>
          ))}
        </List.Root>
        <Text>{m.plainWords}</Text>
      </Stack>
      <PageSection id="how-accessible" title={m.howAccessible}>
        {knownIssues.length === 0 ? (
          <Text>{m.noneKnownIntro}</Text>
        ) : (
          <>
            <Text>{m.knownIntro}</Text>
            <List.Root paddingStart="5">
              {knownIssues.map((issue) => (
                <List.Item key={issue.criterion}>{issue.problem}</List.Item>
              ))}
            </List.Root>
          </>
        )}
      </PageSection>
      <PageSection id="feedback" title={m.feedback}>
        <Text>{m.feedbackIntro}</Text>
        <List.Root paddingStart="5" data-testid="accessibility-contact">
          {branding.supportPhone !== "" && (
            <List.Item>
              {m.call} <SupportPhone phone={branding.supportPhone} />
            </List.Item>
          )}
          {branding.supportEmail !== "" && (
            <List.Item>
              {m.email}{" "}
              <Link href={`mailto:${branding.supportEmail}`} color="brand.fg">
                {branding.supportEmail}
              </Link>
            </List.Item>
          )}
        </List.Root>
        <Text>{m.answer}</Text>
        {branding.supportPhone !== "" && <Text>{m.phoneBooking}</Text>}
      </PageSection>
      <PageSection id="reporting" title={m.reporting}>
        <Text>{m.reportingText}</Text>
      </PageSection>
      <PageSection id="enforcement" title={m.enforcement}>
        <Text>{m.enforcementText}</Text>
      </PageSection>
      <PageSection id="technical" title={m.technical}>
        <Text>{m.commitment(branding.appName)}</Text>
        <OperatorLicence />
        <Text data-testid="compliance">{m.status[compliance(knownIssues)]}</Text>
      </PageSection>
      <PageSection id="non-accessible" title={m.nonAccessible}>
        {knownIssues.length === 0 ? (
          <Text data-testid="known-issues">{m.noneKnown}</Text>
        ) : (
          <List.Root paddingStart="5" gap="3" data-testid="known-issues">
            {knownIssues.map((issue) => (
              <List.Item key={issue.criterion}>
                {issue.problem} {m.fails(issue.criterion)} {issue.plan}
              </List.Item>
            ))}
          </List.Root>
        )}
      </PageSection>
      <PageSection id="testing" title={m.testing}>
        <Text>{m.testingText}</Text>
        <Text>{m.dates(prepared, reviewed)}</Text>
      </PageSection>
    </Stack>
  );
}
