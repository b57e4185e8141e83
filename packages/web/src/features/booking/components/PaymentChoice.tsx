// How the booking is paid (spec §3 paymentMethod, card, newCardToken; §4 initial payment
// method): cash, a card (a saved one from card/get, or a new one typed into the sandbox card
// form, which the payments port turns into a token; the number is never stored; with a Stripe
// key, Stripe's own card field instead), or the account where the session allows it. Inside an
// operator's frame the widget asks for no card: it opens the summary at the top level instead.
import { HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Radio, RadioGroup } from "../../../components/controls/radio.tsx";
import { Field, Fieldset, Input } from "../../../components/controls/field.tsx";
import type { CardEntry } from "@cabline/api-ports/PaymentsApi";
import * as Card from "@cabline/domain/Card";
import * as Payment from "@cabline/domain/Payment";
import { StripeCardField } from "../../../components/payments/StripeCardField.tsx";
import { useTenant } from "../../../lib/state.ts";
import { summaryMessages as sm } from "../summary-messages.ts";
import { errorTextColour } from "./styles.ts";
import { updateDraft, updateForm } from "../state/draft.ts";

export type NewCard = {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
  /** Stripe's card field once complete (tenants on Stripe); the typed fields are then unused. */
  readonly element?: CardEntry | undefined;
};

export type PaymentChoiceProps = {
  readonly method: Payment.PaymentMethod;
  readonly methods: ReadonlyArray<Payment.PaymentMethod>;
  readonly cards: ReadonlyArray<Card.Card>;
  readonly card: string | null;
  readonly newCard: NewCard;
  readonly onNewCard: (card: NewCard) => void;
  readonly error?: string | undefined;
  /**
   * The widget inside another site's frame takes no card details there: this is shown instead of
   * the card fields (widget-handoff.tsx, the summary at the top level in a new tab).
   */
  readonly cardElsewhere?: ReactNode;
};

const labels: Record<Payment.PaymentMethod, string> = { cash: sm.cash, card: sm.card, account: sm.account };

function Radios<Value extends string>({
  name,
  label,
  value,
  options,
  onChange,
}: {
  name: string;
  label?: string;
  value: Value | null;
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value) => void;
}) {
  return (
    <RadioGroup label={label}>
      {options.map((option) => (
        <Radio
          key={option.value}
          name={name}
          value={option.value}
          checked={option.value === value}
          onChecked={() => onChange(option.value)}
        >
          {option.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}

export function PaymentChoice({
  method,
  methods,
  cards,
  card,
  newCard,
  onNewCard,
  error,
  cardElsewhere,
}: PaymentChoiceProps) {
  const stripe = Payment.cardProviderFor(useTenant().branding.paymentPublishableKey) === "stripe";
  const cardValue = card ?? (cards.length === 0 ? "new" : null);
  return (
    <Fieldset.Root invalid={error !== undefined} id="payment" tabIndex={-1}>
      <Fieldset.Legend fontWeight="semibold" fontSize="lg">
        {sm.payment}
      </Fieldset.Legend>
      <Stack gap="4">
        <Radios
          name="payment-method"
          value={method}
          options={methods.map((value) => ({ value, label: labels[value] }))}
          onChange={(value) => updateForm((form) => ({ ...form, paymentMethod: value }))}
        />
        {method === "card" && cardElsewhere !== undefined && cardElsewhere}
        {method === "card" && cardElsewhere === undefined && (
          <Stack gap="3" paddingStart="6">
            {cards.length > 0 && (
              <Radios
                name="payment-card"
                label={sm.card}
                value={cardValue}
                options={[
                  ...cards.map((saved) => ({ value: saved.id, label: `${sm.savedCard}: ${Card.label(saved)}` })),
                  { value: "new", label: sm.newCard },
                ]}
                onChange={(value) => updateDraft((draft) => ({ ...draft, card: value }))}
              />
            )}
            {cardValue === "new" && stripe && (
              <StripeCardField onChange={(element) => onNewCard({ ...newCard, element })} />
            )}
            {cardValue === "new" && !stripe && (
              <Stack gap="3" data-testid="new-card">
                <Text fontSize="sm" color="fg.muted">
                  {sm.cardHint}
                </Text>
                <Field.Root>
                  <Field.Label htmlFor="card-number">{sm.cardNumber}</Field.Label>
                  <Input
                    id="card-number"
                    inputMode="numeric"
                    autoComplete="cc-number"
                    value={newCard.number}
                    onChange={(event) => onNewCard({ ...newCard, number: event.currentTarget.value })}
                  />
                </Field.Root>
                <HStack gap="3">
                  <Field.Root>
                    <Field.Label htmlFor="card-expiry">{sm.expiry}</Field.Label>
                    <Input
                      id="card-expiry"
                      autoComplete="cc-exp"
                      value={newCard.expiry}
                      onChange={(event) => onNewCard({ ...newCard, expiry: event.currentTarget.value })}
                    />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label htmlFor="card-cvc">{sm.cvc}</Field.Label>
                    <Input
                      id="card-cvc"
                      inputMode="numeric"
                      autoComplete="cc-csc"
                      value={newCard.cvc}
                      onChange={(event) => onNewCard({ ...newCard, cvc: event.currentTarget.value })}
                    />
                  </Field.Root>
                </HStack>
              </Stack>
            )}
          </Stack>
        )}
      </Stack>
      <Fieldset.ErrorText color={errorTextColour}>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
