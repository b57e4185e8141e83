// The card form of the pay page against the sandbox payments adapter (GOV.UK: visible labels and
// hints, an error summary linked to the fields, nothing typed is lost on failure). With a real
// Stripe key (Payment.cardProviderFor) Stripe's own card field replaces these inputs; the flow is
// the same.
import { Alert, Button, Heading, List, Stack, Text } from "@chakra-ui/react";
import { Field, Input } from "../../../components/controls/field.tsx";
import type { CardEntry } from "@cabline/api-ports/PaymentsApi";
import * as Payment from "@cabline/domain/Payment";
import { useState, type FormEvent } from "react";
import type { Problem } from "../../../components/ErrorSummary.tsx";
import { StripeCardField } from "../../../components/payments/StripeCardField.tsx";
import { useTenant } from "../../../lib/state.ts";
import { type CardFieldErrors, checkCardFields, entryOf } from "../card-fields.ts";
import { payMessages } from "../pay-messages.ts";

export function CardPaymentForm(props: {
  readonly amount: string;
  readonly paying: boolean;
  readonly failure: string | undefined;
  readonly onPay: (entry: CardEntry) => void;
}) {
  const stripe = Payment.cardProviderFor(useTenant().branding.paymentPublishableKey) === "stripe";
  const [element, setElement] = useState<CardEntry | undefined>(undefined);
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const [errors, setErrors] = useState<CardFieldErrors>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (stripe) {
      setErrors(element === undefined ? { number: payMessages.cardIncomplete } : {});
      if (element !== undefined) props.onPay(element);
      return;
    }
    const found = checkCardFields({ number, expiry, cvc });
    setErrors(found);
    const entry = entryOf({ number, expiry, cvc });
    if (Object.keys(found).length === 0 && entry !== undefined) props.onPay(entry);
  }

  const summary = (["number", "expiry", "cvc"] as const).flatMap((key): Problem[] => {
    const text = errors[key];
    return text === undefined ? [] : [{ fieldId: stripe ? "stripe-card" : `card-${key}`, text }];
  });

  return (
    <Stack as="section" gap="4" aria-labelledby="card-heading">
      <Heading as="h2" size="md" id="card-heading">
        {payMessages.cardHeading}
      </Heading>
      {!stripe && (
        <Text fontSize="sm" color="fg.muted">
          {payMessages.sandboxNote}
        </Text>
      )}
      <PayErrorSummary problems={summary} failure={props.failure} />
      <form onSubmit={onSubmit} noValidate aria-label={payMessages.cardHeading}>
        <Stack gap="4" maxWidth="sm">
          {stripe ? (
            <StripeCardField onChange={setElement} error={errors.number} />
          ) : (
            <SandboxCardFields
              card={{ number, expiry, cvc }}
              onCard={{ number: setNumber, expiry: setExpiry, cvc: setCvc }}
              errors={errors}
            />
          )}
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={props.paying}
            loadingText={payMessages.submitting}
            data-testid="pay-submit"
          >
            {payMessages.submit(props.amount)}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * The error summary: the payment's failure with what to do next, and each field's problem linked
 * to the field. Not the shared one (components/ErrorSummary.tsx): this one does not take focus.
 */
function PayErrorSummary({
  problems,
  failure,
}: {
  readonly problems: ReadonlyArray<Problem>;
  readonly failure: string | undefined;
}) {
  if (problems.length === 0 && failure === undefined) return null;
  return (
    <Alert.Root status="error" role="alert" data-testid="pay-error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{payMessages.errorSummary}</Alert.Title>
        <Alert.Description>
          {failure !== undefined && (
            <>
              <Text data-testid="pay-failure">{failure}</Text>
              <Text>{payMessages.tryAgain}</Text>
            </>
          )}
          {problems.length > 0 && (
            <List.Root paddingStart="4">
              {problems.map((problem) => (
                <List.Item key={problem.fieldId}>
                  <a href={`#${problem.fieldId}`}>{problem.text}</a>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

type CardFields = { readonly number: string; readonly expiry: string; readonly cvc: string };

/** How each of the sandbox form's card fields is named, filled in and hinted. */
const cardFields = [
  { key: "number", id: "card-number", name: "cardnumber", autoComplete: "cc-number", label: payMessages.number },
  {
    key: "expiry",
    id: "card-expiry",
    name: "exp-date",
    autoComplete: "cc-exp",
    label: payMessages.expiry,
    hint: payMessages.expiryHint,
  },
  {
    key: "cvc",
    id: "card-cvc",
    name: "cvc",
    autoComplete: "cc-csc",
    label: payMessages.cvc,
    hint: payMessages.cvcHint,
  },
] as const satisfies ReadonlyArray<{
  readonly key: keyof CardFields;
  readonly id: string;
  readonly name: string;
  readonly autoComplete: string;
  readonly label: string;
  readonly hint?: string;
}>;

/** One card field: its label, its hint when it has one, the input and its error. */
function CardField({
  field,
  value,
  error,
  onValue,
}: {
  readonly field: (typeof cardFields)[number];
  readonly value: string;
  readonly error: string | undefined;
  readonly onValue: (value: string) => void;
}) {
  const hint = "hint" in field ? field.hint : undefined;
  const hintId = `${field.id}-hint`;
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label htmlFor={field.id}>{field.label}</Field.Label>
      {hint !== undefined && <Field.HelperText id={hintId}>{hint}</Field.HelperText>}
      <Input
        id={field.id}
        name={field.name}
        autoComplete={field.autoComplete}
        inputMode="numeric"
        aria-describedby={hint === undefined ? undefined : hintId}
        value={value}
        onChange={(event) => onValue(event.currentTarget.value)}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The sandbox form's own card fields: number, then expiry and security code side by side. */
function SandboxCardFields({
  card,
  onCard,
  errors,
}: {
  readonly card: CardFields;
  readonly onCard: { readonly [K in keyof CardFields]: (value: string) => void };
  readonly errors: CardFieldErrors;
}) {
  const [number, ...rest] = cardFields;
  const draw = (field: (typeof cardFields)[number]) => (
    <CardField
      key={field.key}
      field={field}
      value={card[field.key]}
      error={errors[field.key]}
      onValue={onCard[field.key]}
    />
  );
  return (
    <>
      {draw(number)}
      <Stack direction="row" gap="4">
        {rest.map(draw)}
      </Stack>
    </>
  );
}
