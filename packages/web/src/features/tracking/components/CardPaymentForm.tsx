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

/** The sandbox form's own card fields: number, expiry and security code. */
function SandboxCardFields({
  card,
  onCard,
  errors,
}: {
  readonly card: CardFields;
  readonly onCard: { readonly [K in keyof CardFields]: (value: string) => void };
  readonly errors: CardFieldErrors;
}) {
  return (
    <>
      <Field.Root invalid={errors.number !== undefined}>
        <Field.Label htmlFor="card-number">{payMessages.number}</Field.Label>
        <Input
          id="card-number"
          name="cardnumber"
          autoComplete="cc-number"
          inputMode="numeric"
          value={card.number}
          onChange={(event) => onCard.number(event.currentTarget.value)}
        />
        <Field.ErrorText>{errors.number}</Field.ErrorText>
      </Field.Root>
      <Stack direction="row" gap="4">
        <Field.Root invalid={errors.expiry !== undefined}>
          <Field.Label htmlFor="card-expiry">{payMessages.expiry}</Field.Label>
          <Field.HelperText id="card-expiry-hint">{payMessages.expiryHint}</Field.HelperText>
          <Input
            id="card-expiry"
            name="exp-date"
            autoComplete="cc-exp"
            inputMode="numeric"
            aria-describedby="card-expiry-hint"
            value={card.expiry}
            onChange={(event) => onCard.expiry(event.currentTarget.value)}
          />
          <Field.ErrorText>{errors.expiry}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={errors.cvc !== undefined}>
          <Field.Label htmlFor="card-cvc">{payMessages.cvc}</Field.Label>
          <Field.HelperText id="card-cvc-hint">{payMessages.cvcHint}</Field.HelperText>
          <Input
            id="card-cvc"
            name="cvc"
            autoComplete="cc-csc"
            inputMode="numeric"
            aria-describedby="card-cvc-hint"
            value={card.cvc}
            onChange={(event) => onCard.cvc(event.currentTarget.value)}
          />
          <Field.ErrorText>{errors.cvc}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </>
  );
}
