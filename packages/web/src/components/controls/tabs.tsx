// Two or three tabs over one panel (the outbound and return journeys, spec §4; upcoming and past
// trips, §6), following the WAI-ARIA tabs pattern: one tab stop, arrows, Home and End move and
// select, the panel is labelled by its tab. Drawn by Chakra's tabs recipe. Chakra's Tabs is zag's
// tabs machine with presence animation (about 6 kB gz); the pattern itself is these few lines.
import { createSlotRecipeContext, type HTMLChakraProps } from "@chakra-ui/react";
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

const parts = createSlotRecipeContext({ key: "tabs" });
const Root = parts.withProvider<HTMLDivElement, HTMLChakraProps<"div"> & { variant?: string; fitted?: boolean }>(
  "div",
  "root",
);
const List = parts.withContext<HTMLDivElement, HTMLChakraProps<"div">>("div", "list");
const Trigger = parts.withContext<HTMLButtonElement, HTMLChakraProps<"button">>("button", "trigger");
const Content = parts.withContext<HTMLDivElement, HTMLChakraProps<"div">>("div", "content");

export type TabsProps<V extends string> = {
  readonly value: V;
  readonly onValueChange: (value: V) => void;
  readonly tabs: ReadonlyArray<{ readonly value: V; readonly label: string }>;
  /** The accessible name of the tab list. */
  readonly label?: string | undefined;
  readonly variant?: "line" | "enclosed" | "outline" | "subtle" | "plain" | undefined;
  readonly fitted?: boolean | undefined;
  /** The selected tab's panel. */
  readonly children: ReactNode;
  readonly panelProps?: HTMLChakraProps<"div">;
};

export function Tabs<V extends string>({
  value,
  onValueChange,
  tabs,
  label,
  variant = "line",
  fitted = false,
  children,
  panelProps,
}: TabsProps<V>) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (v: V) => `${base}-tab-${v}`;
  const orientation = { "data-orientation": "horizontal" } as const;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Alt+ArrowLeft is the browser's Back: only the bare keys move between tabs.
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const at = tabs.findIndex((tab) => tab.value === value);
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? at === last
          ? 0
          : at + 1
        : event.key === "ArrowLeft"
          ? at === 0
            ? last
            : at - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (tab === undefined) return;
    event.preventDefault();
    onValueChange(tab.value);
    list.current?.querySelector<HTMLButtonElement>(`[id="${tabId(tab.value)}"]`)?.focus();
  }

  return (
    <Root variant={variant} fitted={fitted} {...orientation}>
      <List ref={list} role="tablist" aria-label={label} onKeyDown={onKeyDown} {...orientation}>
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <Trigger
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(tab.value)}
              {...orientation}
            >
              {tab.label}
            </Trigger>
          );
        })}
      </List>
      <Content
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={tabId(value)}
        tabIndex={0}
        {...orientation}
        {...panelProps}
      >
        {children}
      </Content>
    </Root>
  );
}
