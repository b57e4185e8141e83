// Footer (issue 7): the tenant's support phone and e-mail (spec §1), the number grouped for
// reading (issue 17) by PhoneLink, loaded lazily: it carries libphonenumber-js, which the app
// shell's start-up bundle does not (bundle-budget.json). Until it loads, the number shows as
// configured, in the same link (testid support-phone), so nothing moves but the spaces.
import { Box, Button, Flex, Link, Text } from "@chakra-ui/react";
import type { Tenant } from "@cabline/domain";
import { lazy, Suspense } from "react";
import { messages } from "../../i18n/messages.ts";
import { analyticsAvailable, askConsent } from "../../lib/analytics.ts";

const PhoneLink = lazy(() => import("../PhoneLink.tsx").then((module) => ({ default: module.PhoneLink })));

export function Footer({ branding }: { branding: Tenant.Branding }) {
  const hasSupport = branding.supportPhone !== "" || branding.supportEmail !== "";
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
            {messages.footer.call}{" "}
            <Suspense
              fallback={
                <Link
                  href={`tel:${branding.supportPhone.replace(/[^\d+]/g, "")}`}
                  color="brand.fg"
                  data-testid="support-phone"
                >
                  {branding.supportPhone.trim()}
                </Link>
              }
            >
              <PhoneLink phone={branding.supportPhone} testId="support-phone" />
            </Suspense>
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
        {analyticsAvailable() && (
          <Button variant="plain" size="sm" height="auto" padding="0" color="brand.fg" onClick={askConsent}>
            {messages.analyticsConsent.choices}
          </Button>
        )}
        <Text color="fg.muted">© {branding.appName}</Text>
      </Flex>
    </Box>
  );
}
