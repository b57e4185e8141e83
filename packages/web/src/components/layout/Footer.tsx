// Footer: the tenant's support phone and e-mail (spec §1), the number grouped for reading by the
// web server before the page is sent (SupportPhone.tsx), and the operator's licence. A signed-in
// person finds their data (/your-data) here, beside the accessibility statement and cookie choices.
import { Box, Button, Flex, Link, Text } from "@chakra-ui/react";
import type { Tenant } from "@cabline/domain";
import * as Routes from "@cabline/domain/Routes";
import { Link as RouterLink } from "react-router";
import { messages } from "../../i18n/messages.ts";
import { askConsent, consentChoices$ } from "../../lib/analytics.ts";
import { useStore } from "../../lib/store.ts";
import { OperatorLicence } from "../OperatorLicence.tsx";
import { SupportPhone } from "../SupportPhone.tsx";

export function Footer({ branding, signedIn }: { readonly branding: Tenant.Branding; readonly signedIn: boolean }) {
  const hasSupport = branding.supportPhone !== "" || branding.supportEmail !== "";
  // The server sets the same choices up as the browser (app/server-render.tsx), so both draw them alike.
  const choices = useStore(consentChoices$);
  return (
    <Box as="footer" borderTopWidth="1px" marginTop="auto" data-testid="footer">
      <Flex
        maxWidth="6xl"
        marginX="auto"
        paddingX={{ base: "3", md: "6" }}
        paddingY="4"
        gap={{ base: "2", md: "6" }}
        direction={{ base: "column", md: "row" }}
        fontSize="sm"
      >
        {hasSupport && <Text fontWeight="semibold">{messages.footer.support}</Text>}
        {branding.supportPhone !== "" && (
          <Text>
            {messages.footer.call} <SupportPhone phone={branding.supportPhone} testId="support-phone" />
          </Text>
        )}
        {branding.supportEmail !== "" && (
          <Text>
            {messages.footer.email}{" "}
            <Link href={`mailto:${branding.supportEmail}`} color="brand.fg">
              {branding.supportEmail}
            </Link>
          </Text>
        )}
        <Box flex="1" />
        {signedIn && (
          <Link asChild color="brand.fg" data-testid="your-data-link">
            <RouterLink to={Routes.paths.yourData()}>{messages.footer.yourData}</RouterLink>
          </Link>
        )}
        <Link asChild color="brand.fg" data-testid="accessibility-link">
          <RouterLink to={Routes.paths.accessibility()}>{messages.footer.accessibility}</RouterLink>
        </Link>
        {choices && (
          <Button variant="plain" size="sm" height="auto" padding="0" color="brand.fg" onClick={askConsent}>
            {messages.analyticsConsent.choices}
          </Button>
        )}
        <Text color="fg.muted">© {branding.appName}</Text>
      </Flex>
      <OperatorLicence maxWidth="6xl" marginX="auto" paddingX={{ base: "3", md: "6" }} paddingBottom="4" />
    </Box>
  );
}
