// Stripe's own card field (issues 16 and 18: Stripe Elements with a real key). Stripe draws the
// number, expiry and security code in its iframe, so the app never holds them (PCI DSS SAQ A);
// this component gives it a labelled place on the page, says while it loads, and shows Stripe's
// own message when what is typed is not a card. The parent gets the entry for createCardToken
// once the field is complete, undefined before.
import { Box, Text } from "@chakra-ui/react";
import { Field } from "../controls/field.tsx";
import type { CardEntry, CardField } from "@cabline/api-ports/PaymentsApi";
import { useEffect, useRef, useState } from "react";
import { useServices } from "../../lib/session-context.tsx";

export const stripeCardMessages = {
  label: "Card",
  hint: "Card number, expiry date and security code. Your card details go straight to Stripe, our payment provider.",
  loading: "Loading the secure card form",
  unavailable: "The card form could not load. Check your connection and try again, or pay another way.",
} as const;

export function StripeCardField(props: {
  readonly onChange: (entry: CardEntry | undefined) => void;
  readonly error?: string | undefined;
}) {
  const load = useServices();
  const container = useRef<HTMLDivElement>(null);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const [state, setState] = useState<"loading" | "ready" | "unavailable">("loading");
  const [problem, setProblem] = useState<string | undefined>(undefined);

  useEffect(() => {
    let live = true;
    let field: CardField | undefined;
    void (async () => {
      try {
        const { payments } = await load();
        if (payments.cardField === undefined || container.current === null) throw new Error("no card field");
        const drawn = await payments.cardField(container.current);
        if (!live) return drawn.unmount();
        field = drawn;
        setState("ready");
        drawn.onChange(({ complete, error }) => {
          setProblem(error);
          onChange.current(complete ? drawn.entry : undefined);
        });
      } catch {
        if (live) setState("unavailable");
      }
    })();
    return () => {
      live = false;
      field?.unmount();
    };
  }, [load]);

  const shown = problem ?? props.error ?? (state === "unavailable" ? stripeCardMessages.unavailable : undefined);
  return (
    <Field.Root invalid={shown !== undefined}>
      <Field.Label id="stripe-card-label">{stripeCardMessages.label}</Field.Label>
      <Field.HelperText id="stripe-card-hint">{stripeCardMessages.hint}</Field.HelperText>
      <Box
        ref={container}
        id="stripe-card"
        role="group"
        aria-labelledby="stripe-card-label"
        aria-describedby="stripe-card-hint"
        tabIndex={-1}
        borderWidth="1px"
        borderRadius="md"
        paddingX="3"
        paddingY="3"
        minHeight="11"
        data-testid="stripe-card"
      />
      {state === "loading" && (
        <Text fontSize="sm" color="fg.muted" role="status">
          {stripeCardMessages.loading}
        </Text>
      )}
      {shown !== undefined && <Field.ErrorText data-testid="stripe-card-error">{shown}</Field.ErrorText>}
    </Field.Root>
  );
}
