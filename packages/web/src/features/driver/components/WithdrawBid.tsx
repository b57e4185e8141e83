// Withdrawing the driver's bid, asked twice so a thumb slip between jobs does not take it back.
import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { driverMessages } from "../messages.ts";

const text = driverMessages.bids;

type Props = {
  readonly amount: string;
  readonly confirming: boolean;
  readonly withdrawing: boolean;
  readonly onAsk: () => void;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
};

export function WithdrawBid({ amount, confirming, withdrawing, onAsk, onCancel, onConfirm }: Props) {
  // Focus follows the question and comes back to the button, so keyboard and screen-reader users
  // are not left on a button that has gone.
  const keep = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) keep.current?.focus();
    else if (asked.current) ask.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  if (!confirming) {
    return (
      <Button ref={ask} variant="outline" colorPalette="red" width={{ base: "full", sm: "auto" }} onClick={onAsk}>
        {text.withdraw}
      </Button>
    );
  }
  return (
    <Stack gap="3" padding="3" borderWidth="1px" borderRadius="md" role="group" aria-label={text.withdraw}>
      <Text>{text.withdrawConfirm(amount)}</Text>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="red" loading={withdrawing} loadingText={text.withdrawing} onClick={onConfirm}>
          {text.withdrawYes}
        </Button>
        <Button ref={keep} variant="outline" onClick={onCancel} disabled={withdrawing}>
          {text.withdrawNo}
        </Button>
      </HStack>
    </Stack>
  );
}
