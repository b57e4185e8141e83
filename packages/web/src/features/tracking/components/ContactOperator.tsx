// The operator's phone and e-mail (spec §1 support phone and e-mail), for help with a booking.
// The number is grouped for reading (issue 17) by PhoneLink, loaded lazily: it carries
// libphonenumber-js, which the tracking page's first load does not (bundle-budget.json). Until it
// loads, the number shows as configured, in the same link.
import { Heading, Link, Stack, Text } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { useTenant } from "../../../lib/state.ts";
import { messages } from "../messages.ts";

const PhoneLink = lazy(() =>
  import("../../../components/PhoneLink.tsx").then((module) => ({ default: module.PhoneLink })),
);

export function ContactOperator() {
  const { branding } = useTenant();
  if (branding.supportPhone === "" && branding.supportEmail === "") return null;
  return (
    <Stack as="section" gap="1" aria-labelledby="contact-operator" data-testid="contact-operator">
      <Heading as="h2" size="md" id="contact-operator">
        {messages.contact.heading}
      </Heading>
      {branding.supportPhone !== "" && (
        <Text>
          {messages.contact.call} {branding.appName}:{" "}
          <Suspense
            fallback={
              <Link href={`tel:${branding.supportPhone.replace(/[^\d+]/g, "")}`} color="brand.fg">
                {branding.supportPhone.trim()}
              </Link>
            }
          >
            <PhoneLink phone={branding.supportPhone} />
          </Suspense>
        </Text>
      )}
      {branding.supportEmail !== "" && (
        <Text>
          {messages.contact.email}:{" "}
          <Link href={`mailto:${branding.supportEmail}`} color="brand.fg">
            {branding.supportEmail}
          </Link>
        </Text>
      )}
    </Stack>
  );
}
