// The GOV.UK error summary (STYLE.md): at the top of a form, linked to each field, and focused when
// it appears so a screen reader reads it and a keyboard user is one Tab from the first field.
import { Alert, List, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { adminMessages } from "../messages.ts";

export type SummaryItem = { readonly href: string; readonly text: string };

export function ErrorSummary({
  items,
  failure,
  testId,
}: {
  readonly items: ReadonlyArray<SummaryItem>;
  readonly failure?: string | undefined;
  readonly testId: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = items.length > 0 || failure !== undefined;
  const key = `${failure ?? ""}|${items.map((item) => item.text).join("|")}`;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, key]);
  if (!shown) return null;
  return (
    <Alert.Root status="error" role="alert" data-testid={testId} ref={ref} tabIndex={-1}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{adminMessages.errorSummary}</Alert.Title>
        <Alert.Description>
          {failure !== undefined && <Text>{failure}</Text>}
          {items.length > 0 && (
            <List.Root paddingStart="4">
              {items.map((item) => (
                <List.Item key={item.href}>
                  <a href={item.href}>{item.text}</a>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
