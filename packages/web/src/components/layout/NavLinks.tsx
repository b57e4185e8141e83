// The header's places (domain Navigation.placesFor): a row on wide screens, a list in the phone
// menu. The current place is marked for everyone: aria-current="page" and a visible underline.
import { Box, Link as ChakraLink } from "@chakra-ui/react";
import type * as Navigation from "@cabline/domain/Navigation";
import { Link } from "react-router";

export type NavLinksProps = {
  readonly places: ReadonlyArray<Navigation.Place>;
  readonly current: Navigation.PlaceId | undefined;
  readonly direction: "row" | "column";
  readonly onNavigate?: () => void;
};

export function NavLinks({ places, current, direction, onNavigate }: NavLinksProps) {
  return (
    <Box
      as="ul"
      display="flex"
      flexDirection={direction}
      gap={direction === "row" ? "1" : "0"}
      listStyleType="none"
      margin="0"
      padding="0"
    >
      {places.map((place) => {
        const here = place.id === current;
        return (
          <Box as="li" key={place.id}>
            <ChakraLink
              asChild
              display="block"
              paddingX={direction === "row" ? "2" : "4"}
              whiteSpace="nowrap"
              paddingY={direction === "row" ? "2" : "3"}
              borderRadius="l2"
              fontWeight={here ? "semibold" : "medium"}
              color={here ? "brand.fg" : "fg"}
              textDecoration={here ? "underline" : "none"}
              textUnderlineOffset="6px"
              textDecorationThickness="2px"
              bg={here && direction === "column" ? "brand.subtle" : undefined}
              _hover={{ bg: "bg.muted", textDecoration: "underline" }}
              data-testid={`nav-${place.id}`}
            >
              <Link to={place.href} aria-current={here ? "page" : undefined} onClick={onNavigate}>
                {place.label}
              </Link>
            </ChakraLink>
          </Box>
        );
      })}
    </Box>
  );
}
