// A signed-in customer's promo codes (spec §7 GET promocode/all), listed on request so the summary
// makes no call for them until asked: each with the operator's description (text, never markup),
// what it takes off in the domain's words (Promocode.offer) and a button that applies it.
import { Box, Button, Stack, Text } from "@chakra-ui/react";
import * as Promocode from "@cabline/domain/Promocode";
import { useState } from "react";
import { useServices } from "../../../lib/session-context.tsx";
import { messageOf } from "../hooks/use-ride-types.ts";
import { summaryMessages as sm } from "../summary-messages.ts";
import { errorTextColour } from "./styles.ts";

type Listing =
  | { readonly kind: "closed" }
  | { readonly kind: "loading" }
  | { readonly kind: "failed"; readonly message: string }
  | { readonly kind: "ready"; readonly codes: ReadonlyArray<Promocode.Promocode> };

export function MyPromoCodes({ onChoose, busy }: { onChoose: (code: string) => void; busy: boolean }) {
  const load = useServices();
  const [listing, setListing] = useState<Listing>({ kind: "closed" });
  const open = listing.kind !== "closed";

  async function show() {
    setListing({ kind: "loading" });
    try {
      const { dispatch } = await load();
      setListing({ kind: "ready", codes: await dispatch.cardsAndPromocodes.getAllPromocodes() });
    } catch (failure) {
      setListing({ kind: "failed", message: messageOf(failure) });
    }
  }

  return (
    <Box width="full">
      <Button
        variant="plain"
        paddingInline="0"
        textDecoration="underline"
        aria-expanded={open}
        aria-controls="my-promo-codes"
        loading={listing.kind === "loading"}
        onClick={() => (open ? setListing({ kind: "closed" }) : void show())}
        data-testid="my-promos-toggle"
      >
        {open ? sm.hideMyPromos : sm.myPromos}
      </Button>
      <Box id="my-promo-codes" aria-live="polite">
        {listing.kind === "failed" && <Text color={errorTextColour}>{listing.message}</Text>}
        {listing.kind === "ready" &&
          (listing.codes.length === 0 ? (
            <Text data-testid="no-promos">{sm.noPromos}</Text>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none" marginTop="2" aria-label={sm.myPromosTitle}>
              {listing.codes.map((code) => (
                <Box
                  as="li"
                  key={code.code}
                  borderWidth="1px"
                  borderRadius="md"
                  padding="3"
                  data-testid="my-promo"
                  data-code={code.code}
                >
                  <Text fontWeight="semibold">{code.code}</Text>
                  <Text>{code.description}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {Promocode.offer(code)}
                  </Text>
                  <Button
                    size="sm"
                    variant="outline"
                    marginTop="2"
                    disabled={busy}
                    onClick={() => {
                      onChoose(code.code);
                      setListing({ kind: "closed" });
                    }}
                  >
                    {sm.usePromo(code.code)}
                  </Button>
                </Box>
              ))}
            </Stack>
          ))}
      </Box>
    </Box>
  );
}
