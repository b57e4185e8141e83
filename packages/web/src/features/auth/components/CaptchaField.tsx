// The security check asked before a code is texted (the captcha port's question), with its
// loading state, its error, and a way to ask for another question.
import { Button, HStack, Spinner, Text } from "@chakra-ui/react";
import { Field, Input } from "../../../components/controls/field.tsx";
import type { CaptchaState } from "../hooks/useCaptcha.ts";
import { authMessages } from "../messages.ts";

export function CaptchaField({ id, captcha }: { readonly id: string; readonly captcha: CaptchaState }) {
  return (
    <Field.Root invalid={captcha.error !== undefined} data-testid="captcha">
      {captcha.challenge === undefined ? (
        <Text fontWeight="medium">{authMessages.captcha.legend}</Text>
      ) : (
        <Field.Label htmlFor={id}>
          {authMessages.captcha.legend}: {authMessages.captcha.answer(captcha.challenge.question)}
        </Field.Label>
      )}
      {captcha.loading ? (
        <HStack gap="2" role="status">
          <Spinner size="sm" />
          <Text>{authMessages.captcha.loading}</Text>
        </HStack>
      ) : captcha.challenge === undefined ? null : (
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          width="24"
          value={captcha.answer}
          onChange={(event) => captcha.setAnswer(event.currentTarget.value)}
        />
      )}
      <Field.ErrorText>{captcha.error}</Field.ErrorText>
      {!captcha.loading && captcha.challenge === undefined && (
        <Button size="sm" variant="outline" onClick={captcha.reload}>
          {authMessages.captcha.retry}
        </Button>
      )}
    </Field.Root>
  );
}
