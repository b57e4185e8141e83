// The GOV.UK error summary (STYLE.md), one for every form: at the top, focused when it appears (and
// again when its content or `focusKey` changes), each problem a link that moves focus to its field;
// the server's §8 message is shown as text. `beforeFocus` lets a multi-tab form open the field's
// tab first (spec §4 "back to step 1 on the offending tab").
import { Alert, List, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";

export type SummaryLink = {
  readonly fieldId: string;
  readonly text: string;
  readonly beforeFocus?: () => void;
};

export function LinkedErrorSummary({
  title,
  links,
  failure,
  testId,
  focusKey,
}: {
  readonly title: string;
  readonly links: ReadonlyArray<SummaryLink>;
  readonly failure?: string | undefined;
  readonly testId?: string | undefined;
  /** Changes on every submission when the summary should take focus again after each failed try. */
  readonly focusKey?: string | number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = links.length > 0 || failure !== undefined;
  const signature = `${focusKey ?? ""}|${failure ?? ""}|${links.map((link) => `${link.fieldId}:${link.text}`).join("|")}`;
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
          {links.length > 0 && (
            <List.Root paddingStart="4">
              {links.map((link) => (
                <List.Item key={`${link.fieldId}:${link.text}`}>
                  <a
                    href={`#${link.fieldId}`}
                    onClick={(event) => {
                      event.preventDefault();
                      link.beforeFocus?.();
                      // After a tab the field is on has rendered.
                      setTimeout(() => {
                        const field = document.getElementById(link.fieldId);
                        field?.focus();
                        field?.scrollIntoView({ block: "center" });
                      }, 0);
                    }}
                  >
                    {link.text}
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

/** `#field-id` → `field-id`, for summaries whose callers build hrefs. */
export const fieldIdOf = (href: string): string => href.replace(/^#/, "");
