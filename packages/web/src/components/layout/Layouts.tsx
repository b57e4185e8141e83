// Layouts of spec §2: the theme's layout type (simple by default) for signed-in users and token
// pages, a public layout for signed-out users elsewhere, and no footer on /embeddedBook.
import { Box, Flex } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { messages } from "../../i18n/messages.ts";

export type LayoutProps = {
  readonly kind: string;
  readonly header: ReactNode;
  readonly footer: ReactNode | undefined;
  /** A question for every page (the consent banner), above the header as GOV.UK places it. */
  readonly notice?: ReactNode;
  readonly children: ReactNode;
};

export function Layout({ kind, header, footer, notice, children }: LayoutProps) {
  return (
    <Flex direction="column" minHeight="100dvh" data-layout={kind}>
      <Box
        asChild
        position="absolute"
        left="-9999px"
        _focus={{ left: "2", top: "2", zIndex: "skipNav", bg: "bg", padding: "2" }}
      >
        <a href="#main">{messages.app.skipToContent}</a>
      </Box>
      {notice}
      {header}
      <Box
        as="main"
        id="main"
        flex="1"
        width="100%"
        maxWidth={kind === "public" ? "3xl" : "6xl"}
        marginX="auto"
        paddingX={{ base: "4", md: "6" }}
        paddingY={{ base: "4", md: "8" }}
      >
        {children}
      </Box>
      {footer}
    </Flex>
  );
}
