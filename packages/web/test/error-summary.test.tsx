// @vitest-environment happy-dom
// The error summary every form shows (components/ErrorSummary.tsx, the GOV.UK pattern): it takes
// focus when it appears and again after each failed try, says the server's message as text, and
// each problem is a link that moves focus to its field (opening the field's tab first).
import { ChakraProvider } from "@chakra-ui/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorSummary } from "../src/components/ErrorSummary.tsx";
import { appSystem } from "../src/theme/system.ts";

afterEach(cleanup);

const drawn = (node: ReactNode) => render(<ChakraProvider value={appSystem()}>{node}</ChakraProvider>);

function Form({ attempt, onTab }: { readonly attempt: number; readonly onTab?: () => void }) {
  return (
    <>
      <ErrorSummary
        title="There is a problem"
        problems={[
          {
            fieldId: "pickup",
            text: "Choose a pickup address",
            ...(onTab === undefined ? {} : { beforeFocus: onTab }),
          },
        ]}
        failure="Trip must either start or finish inside Southampton region."
        focusKey={attempt}
        testId="summary"
      />
      <label htmlFor="pickup">Pickup address</label>
      <input id="pickup" />
      <button type="button">Continue</button>
    </>
  );
}

describe("the error summary", () => {
  it("takes focus when it appears, and again after the next failed try", () => {
    const { rerender } = drawn(<Form attempt={1} />);
    const summary = screen.getByTestId("summary");
    expect(document.activeElement).toBe(summary);
    expect(summary.getAttribute("role")).toBe("alert");
    expect(summary.textContent).toContain("Trip must either start or finish inside Southampton region.");
    screen.getByRole("button").focus();
    rerender(
      <ChakraProvider value={appSystem()}>
        <Form attempt={2} />
      </ChakraProvider>,
    );
    expect(document.activeElement).toBe(screen.getByTestId("summary"));
  });

  it("moves focus to the field a problem names, after opening its tab", () => {
    vi.useFakeTimers();
    try {
      const opened: string[] = [];
      drawn(<Form attempt={1} onTab={() => opened.push("return tab")} />);
      const link = screen.getByRole("link", { name: "Choose a pickup address" });
      expect(link.getAttribute("href")).toBe("#pickup");
      fireEvent.click(link);
      expect(opened).toEqual(["return tab"]);
      act(() => vi.runAllTimers());
      expect(document.activeElement).toBe(screen.getByLabelText("Pickup address"));
    } finally {
      vi.useRealTimers();
    }
  });

  it("draws nothing when there is no problem", () => {
    drawn(<ErrorSummary title="There is a problem" problems={[]} testId="summary" />);
    expect(screen.queryByTestId("summary")).toBeNull();
  });
});
