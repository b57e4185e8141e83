// GOV.UK error summary (shared by the account and business forms): at the top of the form, takes
// focus when it appears, links to each field at fault (the link moves focus to the field), and
// carries the server's §8 message as text.
import { Alert, List, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { formMessages } from "./messages.ts";

export type SummaryItem = { readonly fieldId: string; readonly message: string };

export type ErrorSummaryProps = {
  readonly items: ReadonlyArray<SummaryItem>;
  readonly failure?: string | undefined;
  /** Changes on every submission, so the summary takes focus again after each failed try. */
  readonly attempt: number;
  readonly testId: string;
};

export function ErrorSummary({ items, failure, attempt, testId }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = items.length > 0 || failure !== undefined;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, attempt]);
  if (!shown) return null;
  return (
    <Alert.Root status="error" ref={ref} tabIndex={-1} role="alert" data-testid={testId} outline="none">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{formMessages.errorSummary}</Alert.Title>
        <Alert.Description>
          {failure !== undefined && <Text>{failure}</Text>}
          {items.length > 0 && (
            <List.Root paddingStart="4">
              {items.map((item) => (
                <List.Item key={item.fieldId}>
                  <a
                    href={`#${item.fieldId}`}
                    onClick={(event) => {
                      const field = document.getElementById(item.fieldId);
                      if (field === null) return;
                      event.preventDefault();
                      field.focus();
                      field.scrollIntoView({ block: "center" });
                    }}
                  >
                    {item.message}
                  </a>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
