// Stripe's card element through @stripe/react-stripe-js, in a chunk of its own that only a tenant
// on Stripe loads (StripeCardField draws the label, states and messages around it).
import type { CardEntry } from "@cabline/api-ports/PaymentsApi";
import { CardElement, Elements } from "@stripe/react-stripe-js";
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import { useRef, type ReactNode } from "react";

const options = { hidePostalCode: true } as const;

export type StripeElementsProps = {
  /** Stripe.js for the tenant's key, or null when it could not load. */
  readonly client: Promise<Stripe | null>;
  readonly onReady: () => void;
  /** Used only when this chunk cannot load (StripeCardField's stand-in says so). */
  readonly onUnavailable: () => void;
  readonly onChange: (entry: CardEntry | undefined, problem: string | undefined) => void;
};

export default function StripeElements(props: StripeElementsProps): ReactNode {
  const element = useRef<StripeCardElement | null>(null);
  return (
    <Elements stripe={props.client}>
      <CardElement
        options={options}
        onReady={(ready) => {
          element.current = ready;
          props.onReady();
        }}
        onChange={(event) =>
          props.onChange(
            event.complete && element.current !== null ? { kind: "element", element: element.current } : undefined,
            event.error?.message,
          )
        }
      />
    </Elements>
  );
}
