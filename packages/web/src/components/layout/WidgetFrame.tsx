// The frame of the widget, and what a page of the app shows when it finds itself inside another
// site's frame (spec §2: only
// /embeddedBook, the widget, is meant to be framed; Routes.isWidget). The server forbids framing
// every other page (frame-ancestors 'none'), but a link or client-side navigation inside the
// widget's frame would otherwise draw, say, the sign-in form there. So the page is not drawn: a
// link opens it at the top level, in a new tab, where the address bar shows whose site it is.
import { Button, Heading, Image, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Layout } from "./Layouts.tsx";

// Its words here, not in the app's catalogue: this module loads only when it is drawn.
const t = {
  title: "This page opens in its own window",
  body: "It cannot be shown inside another website. Open it in a new tab, where the address bar shows whose site it is.",
  open: "Open in a new tab",
};

export function FramedElsewhere({ href }: { readonly href: string }) {
  return (
    <Stack gap="4" paddingY="4" data-testid="framed-elsewhere">
      <Heading as="h1" size="lg">
        {t.title}
      </Heading>
      <Text>{t.body}</Text>
      <Button asChild colorPalette="brand" alignSelf="flex-start">
        <a href={href} target="_blank" rel="noopener noreferrer">
          {t.open}
        </a>
      </Button>
    </Stack>
  );
}

/** The tenant's brand alone, for the widget: no navigation, nothing that leaves the form. */
export function WidgetBrand({ name, logo }: { readonly name: string; readonly logo: string }) {
  return (
    <Stack direction="row" align="center" gap="2" paddingX="4" paddingTop="3" data-testid="widget-brand">
      <Image src={logo} alt="" height="8" width="32" objectFit="contain" objectPosition="left center" />
      <Text fontWeight="semibold">{name}</Text>
    </Stack>
  );
}

/**
 * The layout inside a frame (loaded only there): the tenant's brand with no navigation, and the
 * widget's form, or for any other page the link that opens it at the top level.
 */
export default function WidgetFrame(props: {
  readonly widget: boolean;
  readonly href: string;
  readonly branding: { readonly appName: string; readonly logo: string };
  readonly children: ReactNode;
}) {
  return (
    <Layout
      kind="widget"
      header={<WidgetBrand name={props.branding.appName} logo={props.branding.logo} />}
      footer={undefined}
    >
      {props.widget ? props.children : <FramedElsewhere href={props.href} />}
    </Layout>
  );
}
