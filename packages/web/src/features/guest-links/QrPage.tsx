// /qr (spec §2: route only, content not shown). Decision, as dispatch systems use such a page:
// the operator's booking page as a QR code to print on posters, business cards and in cabs,
// with the link written out beside it for anyone who cannot scan. It needs no sign-in and no
// call beyond the tenant configuration (name and colours). The code encodes this tenant's own
// /book-ride on this host, so each white-label site prints its own. See README.md here.
import { Button, Flex, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { QrCode } from "../../theme/later.ts";
import { pageOrigin, useTenant } from "../../lib/state.ts";
import { messages } from "./messages.ts";

export function QrPage() {
  const { branding } = useTenant();
  const url = `${pageOrigin()}/book-ride`;
  return (
    <Stack gap="5" paddingY={{ base: "2", md: "6" }} align="center" textAlign="center">
      <Heading as="h1" size="2xl">
        {messages.qr.title(branding.appName)}
      </Heading>
      <Text color="fg.muted" maxWidth="md">
        {messages.qr.intro}
      </Text>
      <QrCode.Root value={url} size="2xl" encoding={{ ecc: "M" }} data-testid="booking-qr">
        <QrCode.Frame role="img" aria-label={messages.qr.alt(url)}>
          <QrCode.Pattern />
        </QrCode.Frame>
        <Flex gap="2" justify="center" marginTop="4" _print={{ display: "none" }}>
          <Button variant="outline" onClick={() => window.print()}>
            {messages.qr.print}
          </Button>
          <QrCode.DownloadTrigger asChild fileName="booking-qr.png" mimeType="image/png">
            <Button variant="outline">{messages.qr.download}</Button>
          </QrCode.DownloadTrigger>
        </Flex>
      </QrCode.Root>
      <Text>
        {messages.qr.link}{" "}
        <Link href={url} color="brand.fg" data-testid="booking-link">
          {url}
        </Link>
      </Text>
    </Stack>
  );
}
