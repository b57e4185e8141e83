import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as PlainText from "../src/PlainText.ts";

const hostile = fc.string({
  unit: fc.constantFrom("a", " ", "\u001b", "[", "2", "J", "\r", "\n", "\t", "\u009b", "\u202e", "\u200b", "é", "7"),
});

describe("PlainText (issue 14 items 6 and 9)", () => {
  it("removes terminal escape sequences' introducers, carriage returns and bidi overrides", () => {
    expect(PlainText.withoutControls("Ada\u001b[2J\u001b]0;pwned\u0007 Lane\r\u202eevil")).toBe(
      "Ada[2J]0;pwned Laneevil",
    );
    expect(PlainText.oneLine("  Running\r\nlate\tsorry  ")).toBe("Running late sorry");
  });

  it("never leaves a control character, and keeps every printable one", () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const clean = PlainText.withoutControls(text);
        const printable = new Set(["a", " ", "[", "2", "J", "é", "7"]);
        expect([...clean].every((char) => printable.has(char) || char === "\t" || char === "\n")).toBe(true);
        expect([...clean].filter((char) => printable.has(char))).toEqual(
          [...text].filter((char) => printable.has(char)),
        );
      }),
    );
  });

  it("caps a short answer by characters, after cleaning", () => {
    expect(PlainText.shortAnswer("  ", 5)).toBeUndefined();
    expect(PlainText.shortAnswer("éééé\u001b", 4)).toBe("éééé");
    expect(PlainText.shortAnswer("abcdef", 5)).toBe("too_long");
    fc.assert(
      fc.property(hostile, fc.integer({ min: 1, max: 20 }), (text, max) => {
        const answer = PlainText.shortAnswer(text, max);
        if (answer !== undefined && answer !== "too_long") {
          expect([...answer].length).toBeLessThanOrEqual(max);
          expect(["\r", "\n", "\t", "\u001b"].some((char) => answer.includes(char))).toBe(false);
        }
      }),
    );
  });
});

describe("PlainText.freeText (what a dispatch API stores)", () => {
  it("removes controls and invisible format characters, and refuses a line break where one line is meant", () => {
    expect(PlainText.freeText(" Ada\u001b[2J \u202eLane\r ", { multiline: false })).toBe("Ada[2J Lane");
    expect(PlainText.freeText("Ada\nStatus: Paid", { multiline: false })).toBe("multi_line");
    expect(PlainText.freeText("Ada\u2028Status: Paid", { multiline: false })).toBe("multi_line");
    expect(PlainText.freeText("gate 4\n\nring twice", { multiline: true })).toBe("gate 4\n\nring twice");
  });
});
