// The outbound and return tabs (spec §3 tab, §4): links, so each tab has its own address and the
// browser's back button moves between them.
import { Box, HStack, Link as ChakraLink } from "@chakra-ui/react";
import type { ReturnJourney } from "@cabline/domain";
import { Link } from "react-router";
import { tabPath } from "../hooks/use-business-form.ts";
import { bizMessages } from "../messages.ts";

export function LegTabs({ tab, returnEnabled }: { tab: ReturnJourney.Tab; returnEnabled: boolean }) {
  const tabs: ReadonlyArray<ReturnJourney.Tab> = returnEnabled ? ["outbound", "return"] : ["outbound"];
  return (
    <Box as="nav" aria-label={bizMessages.form.tabsLabel} borderBottomWidth="1px">
      <HStack gap="1">
        {tabs.map((t) => {
          const current = t === tab;
          return (
            <ChakraLink
              asChild
              key={t}
              paddingX="4"
              paddingY="2"
              fontWeight={current ? "semibold" : "normal"}
              borderBottomWidth="3px"
              borderColor={current ? "brand.solid" : "transparent"}
              color={current ? "fg" : "fg.muted"}
              textDecoration="none"
            >
              <Link to={tabPath(t)} aria-current={current ? "page" : undefined} data-testid={`tab-${t}`}>
                {t === "outbound" ? bizMessages.form.outbound : bizMessages.form.return}
              </Link>
            </ChakraLink>
          );
        })}
      </HStack>
    </Box>
  );
}
