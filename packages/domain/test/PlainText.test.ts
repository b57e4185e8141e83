import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as PlainText from "../src/PlainText.ts";

const hostile = fc.string({
  unit: fc.constantFrom("a", " ", "\u001b", "[", "2", "J", "\r", "\n", "\t", "\u009b", "\u202e", "\u200b", "é", "7"),
});

describe("PlainText", () => {
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

  it("counts every kind of line break as one: a lone CR, VT, FF and NEL are refused on one line, kept as LF on several", () => {
    for (const separator of ["\r", "\r\n", "\u000b", "\u000c", "\u0085"]) {
      expect(PlainText.freeText(`12${separator}Paid`, { multiline: false }), JSON.stringify(separator)).toBe(
        "multi_line",
      );
      expect(PlainText.freeText(`gate 4${separator}ring twice`, { multiline: true })).toBe("gate 4\nring twice");
    }
    // A break at either end is only white space, trimmed like any other.
    expect(PlainText.freeText("Ada Lane\r\n", { multiline: false })).toBe("Ada Lane");
  });

  it("removes every Bidi_Control character, the Arabic letter mark too", () => {
    expect(PlainText.freeText("\u061cinvoice\u2066 fdp.exe\u2069", { multiline: false })).toBe("invoice fdp.exe");
  });

  it("keeps no control, format or bidi character, and no line break where one line is meant", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.boolean(), (text, multiline) => {
        const stored = PlainText.freeText(text, { multiline });
        if (stored === "multi_line") return;
        // Tabs stay (and LF where several lines are meant); nothing else of Cc, no Bidi_Control, no zero-width.
        expect(stored).not.toMatch(
          // eslint-disable-next-line no-control-regex -- matching control characters is the point
          /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\p{Bidi_Control}\u200b-\u200d\u2060-\u2064\ufeff]/u,
        );
        if (!multiline) expect(stored).not.toMatch(/[\n\u2028\u2029]/);
        expect(stored).toBe(stored.trim());
      }),
    );
  });
});

describe("PlainText.singleLine and headerLine (e-mail subjects and headers)", () => {
  it("makes a forged header part of the one line, without its controls", () => {
    expect(PlainText.headerLine("Driver application 7: Ada\r\nBcc: all@example.com\u202e")).toBe(
      "Driver application 7: Ada Bcc: all@example.com",
    );
    expect(PlainText.headerLine("Ada\rLane\u0085Smith\u2028Jones\u000b\u000cX")).toBe("Ada Lane Smith Jones X");
    expect(PlainText.headerLine("\u001b[2J  Welcome\u0007\t to \u200bGosport  ")).toBe("[2J Welcome to Gosport");
  });

  it("cuts a long line to the cap, with an ellipsis, never inside a character", () => {
    expect(PlainText.headerLineMax).toBe(200);
    expect(PlainText.headerLine("a".repeat(200))).toBe("a".repeat(200));
    expect(PlainText.headerLine("a".repeat(201))).toBe(`${"a".repeat(199)}…`);
    expect(PlainText.singleLine("😀".repeat(10), 5)).toBe("😀😀😀😀…");
    expect(PlainText.singleLine("ab cd", 4)).toBe("ab…");
  });

  it("is always one line of at most the cap, free of controls, and stable", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "binary" }),
          hostile,
          fc.string({ unit: fc.constantFrom("a", "\r", "\n", "\u0085", "\u2028", "\u061c", " ", "😀") }),
        ),
        fc.integer({ min: 1, max: 250 }),
        (text, max) => {
          const line = PlainText.singleLine(text, max);
          // eslint-disable-next-line no-control-regex -- matching control characters is the point
          expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\p{Bidi_Control}\u200b\ufeff]/u);
          expect([...line].length).toBeLessThanOrEqual(max);
          expect(line).toBe(line.trim());
          expect(line).not.toMatch(/\s\s/);
          expect(PlainText.singleLine(line, max)).toBe(line);
          expect(PlainText.headerLine(text)).toBe(PlainText.singleLine(text, PlainText.headerLineMax));
        },
      ),
    );
  });
});
