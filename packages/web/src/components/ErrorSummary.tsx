// The GOV.UK error summary (STYLE.md), one for every form, each titling it in its own words: at
// the top, focused when it appears (and again when its content or `focusKey` changes), each
// problem a link that moves focus to its field; the server's §8 message is shown as text.
// `beforeFocus` lets a multi-tab form open the field's tab first (spec §4 "back to step 1 on the
// offending tab").
import { Alert, List, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";

/** One problem of a form: the field it is about (its element's id) and what is wrong with it. */
export type Problem = {
  readonly fieldId: string;
  readonly text: string;
  readonly beforeFocus?: () => void;
};

export function ErrorSummary({
  title,
  problems,
  failure,
  testId,
  focusKey,
}: {
  readonly title: string;
  readonly problems: ReadonlyArray<Problem>;
  readonly failure?: string | undefined;
  readonly testId?: string | undefined;
  /** Changes on every submission when the summary should take focus again after each failed try. */
  readonly focusKey?: string | number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = problems.length > 0 || failure !== undefined;
  const signature = `${focusKey ?? ""}|${failure ?? ""}|${problems.map((problem) => `${problem.fieldId}:${problem.text}`).join("|")}`;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, signature]);
  if (!shown) return null;
  return (
    <Alert.Root status="error" role="alert" ref={ref} tabIndex={-1} data-testid={testId} outline="none">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          {failure !== undefined && <Text>{failure}</Text>}
          {problems.length > 0 && (
            <List.Root paddingStart="4">
              {problems.map((problem) => (
                <List.Item key={`${problem.fieldId}:${problem.text}`}>
                  <a
                    href={`#${problem.fieldId}`}
                    onClick={(event) => {
                      event.preventDefault();
                      problem.beforeFocus?.();
                      // After a tab the field is on has rendered.
                      setTimeout(() => {
                        const field = document.getElementById(problem.fieldId);
                        field?.focus();
                        field?.scrollIntoView({ block: "center" });
                      }, 0);
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
