// The GOV.UK error summary: at the top, takes focus when it appears, each problem a link to its
// field (a field on the other journey tab opens that tab first, spec §4).
import { Alert, List, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { bookingMessages as m } from "../messages.ts";

export type Problem = { readonly fieldId: string; readonly text: string; readonly beforeFocus?: () => void };

export function ErrorSummary({
  problems,
  failure,
}: {
  problems: ReadonlyArray<Problem>;
  failure?: string | undefined;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = problems.length > 0 || failure !== undefined;
  const signature = `${failure ?? ""}|${problems.map((p) => p.fieldId).join(",")}`;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, signature]);
  if (!shown) return null;
  return (
    <Alert.Root status="error" role="alert" ref={ref} tabIndex={-1} data-testid="booking-error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{m.errorSummary}</Alert.Title>
        <Alert.Description>
          {failure !== undefined && <Text>{failure}</Text>}
          {problems.length > 0 && (
            <List.Root paddingStart="4">
              {problems.map((problem) => (
                <List.Item key={problem.fieldId}>
                  <a
                    href={`#${problem.fieldId}`}
                    onClick={(event) => {
                      event.preventDefault();
                      problem.beforeFocus?.();
                      // After the tab it is on has rendered.
                      setTimeout(() => document.getElementById(problem.fieldId)?.focus(), 0);
                    }}
                  >
                    {problem.text}
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
