// The operator's phone and e-mail (spec §1 support phone and e-mail), for help with a booking.
// The number arrives grouped for reading (SupportPhone.tsx).
import { Heading, Link, Stack, Text } from "@chakra-ui/react";
import { SupportPhone } from "../../../components/SupportPhone.tsx";
import { useTenant } from "../../../lib/state.ts";
import { messages } from "../messages.ts";

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
          {messages.contact.call} {branding.appName}: <SupportPhone phone={branding.supportPhone} />
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
