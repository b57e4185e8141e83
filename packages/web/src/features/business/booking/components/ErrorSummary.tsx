// The GOV.UK error summary: at the top, focused when it appears, each problem a link to its field.
import { Alert, List, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { bizMessages } from "../messages.ts";

export type Problem = { readonly href: string; readonly text: string };

export function ErrorSummary({
  problems,
  failure,
}: {
  problems: ReadonlyArray<Problem>;
  failure?: string | undefined;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = problems.length > 0 || failure !== undefined;
  const key = `${failure ?? ""}|${problems.map((p) => p.href + p.text).join("|")}`;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, key]);
  if (!shown) return null;
  return (
    <Alert.Root status="error" role="alert" ref={ref} tabIndex={-1} data-testid="biz-error-summary">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{bizMessages.form.errorSummary}</Alert.Title>
        <Alert.Description>
          {failure !== undefined && <Text>{failure}</Text>}
          {problems.length > 0 && (
            <List.Root paddingStart="4">
              {problems.map((problem) => (
                <List.Item key={problem.href + problem.text}>
                  <a href={problem.href}>{problem.text}</a>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
