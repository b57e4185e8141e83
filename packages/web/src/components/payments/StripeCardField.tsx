// Stripe's own card field, drawn by @stripe/react-stripe-js (Elements, CardElement: StripeElements,
// loaded with it) with the Stripe.js client the payments port gives (PaymentsApi.elementsClient).
// Stripe draws the number, expiry and security code in its iframe, so the app never holds them
// (PCI DSS SAQ A); this component gives the field a labelled place on the page, says while it
// loads, and shows Stripe's own message when what is typed is not a card. The parent gets the entry for createCardToken
// (Stripe's element, opaque) once the field is complete, undefined before.
import { Box, Text } from "@chakra-ui/react";
import type { CardEntry } from "@cabline/api-ports/PaymentsApi";
import type { Stripe } from "@stripe/stripe-js";
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from "react";
import type { StripeElementsProps } from "./StripeElements.tsx";
import { useServices } from "../../lib/session-context.tsx";
import { Field } from "../controls/field.tsx";

export const stripeCardMessages = {
  label: "Card",
  hint: "Card number, expiry date and security code. Your card details go straight to Stripe, our payment provider.",
  loading: "Loading the secure card form",
  unavailable: "The card form could not load. Check your connection and try again, or pay another way.",
} as const;

type Loading = "loading" | "ready" | "unavailable";

// Should its code not load (the connection dropped), the field says the form could not load.
const StripeElements = lazy(() => import("./StripeElements.tsx").catch(() => ({ default: NoElements })));

function NoElements({ onUnavailable }: StripeElementsProps): ReactNode {
  useEffect(onUnavailable, [onUnavailable]);
  return null;
}

export function StripeCardField(props: {
  readonly onChange: (entry: CardEntry | undefined) => void;
  readonly error?: string | undefined;
}) {
  const load = useServices();
  const [state, setState] = useState<Loading>("loading");
  const [problem, setProblem] = useState<string | undefined>(undefined);
  // One client for the field's life (Elements may not be given another): Stripe.js for the
  // tenant's key, or null when it cannot load (the field then says so).
  const [client] = useState(() =>
    load()
      .then(({ payments }) => {
        if (payments.elementsClient === undefined) throw new Error("no card field");
        // The port leaves the provider's client untyped; with a Stripe key it is Stripe.js, as Elements types it.
        return payments.elementsClient() as Promise<Stripe>;
      })
      .catch(() => null),
  );
  useEffect(() => {
    let live = true;
    void client.then((stripe) => {
      if (live && stripe === null) setState("unavailable");
    });
    return () => {
      live = false;
    };
  }, [client]);

  const unavailable = useCallback(() => setState("unavailable"), []);
  const shown = problem ?? props.error ?? (state === "unavailable" ? stripeCardMessages.unavailable : undefined);
  return (
    <Field.Root invalid={shown !== undefined}>
      <Field.Label id="stripe-card-label">{stripeCardMessages.label}</Field.Label>
      <Field.HelperText id="stripe-card-hint">{stripeCardMessages.hint}</Field.HelperText>
      <Box
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
      >
        <Suspense fallback={null}>
          <StripeElements
            client={client}
            onReady={() => setState("ready")}
            onUnavailable={unavailable}
            onChange={(entry, message) => {
              setProblem(message);
              props.onChange(entry);
            }}
          />
        </Suspense>
      </Box>
      {state === "loading" && (
        <Text fontSize="sm" color="fg.muted" role="status">
          {stripeCardMessages.loading}
        </Text>
      )}
      {shown !== undefined && <Field.ErrorText data-testid="stripe-card-error">{shown}</Field.ErrorText>}
    </Field.Root>
  );
}
