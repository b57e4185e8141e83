// The operator's phone and e-mail (spec §1 support phone and e-mail), for help with a booking.
import { Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useTenant } from "../../../lib/state.ts";
import { messages } from "../messages.ts";
import * as PhoneNumber from "@cabline/domain/PhoneNumber";

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
          <Link href={PhoneNumber.telHref(branding.supportPhone)} color="brand.fg">
            {PhoneNumber.formatForReading(branding.supportPhone)}
          </Link>
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
