// Phone numbers for reading (src/PhoneNumber.ts). Expectations are the groupings the
// regulators publish (Ofcom, ComReg, ARCEP, NANP), not the library's tables.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as PhoneNumber from "../src/PhoneNumber.ts";
import { dialHref } from "../src/TelLink.ts";

describe("formatForReading", () => {
  it("groups UK numbers by their kind", () => {
    expect(PhoneNumber.formatForReading("+442380496000")).toBe("+44 23 8049 6000");
    expect(PhoneNumber.formatForReading("023 9249 6200")).toBe("+44 23 9249 6200");
    expect(PhoneNumber.formatForReading("0044 23 8049 6000")).toBe("+44 23 8049 6000");
    expect(PhoneNumber.formatForReading("+44 (0)113 496 0000")).toBe("+44 113 496 0000");
    expect(PhoneNumber.formatForReading("0300 123 4567")).toBe("+44 300 123 4567");
  });
  it("writes Ofcom's drama ranges as UK numbers, though no phone has them", () => {
    expect(PhoneNumber.formatForReading("07700900123")).toBe("+44 7700 900123");
    expect(PhoneNumber.formatForReading("+447700900555")).toBe("+44 7700 900555");
    expect(PhoneNumber.formatForReading("01632 960123")).toBe("+44 1632 960123");
  });
  it("groups the numbers of the other offered countries as their plans do", () => {
    expect(PhoneNumber.formatForReading(" +353 85 123 4567 ")).toBe("+353 85 123 4567");
    expect(PhoneNumber.formatForReading("+35312345678")).toBe("+353 1 234 5678");
    expect(PhoneNumber.formatForReading("+33123456789")).toBe("+33 1 23 45 67 89");
    expect(PhoneNumber.formatForReading("0033 1 23 45 67 89")).toBe("+33 1 23 45 67 89");
    expect(PhoneNumber.formatForReading("+1 (202) 555-0142")).toBe("+1 202 555 0142");
  });
  it("leaves what it cannot read as given", () => {
    expect(PhoneNumber.formatForReading("call us")).toBe("call us");
    expect(PhoneNumber.formatForReading("")).toBe("");
    expect(PhoneNumber.formatForReading(" +61 412 345 678 ")).toBe("+61 412 345 678"); // plan not shipped
    expect(PhoneNumber.formatForReading("(202) 555-0142")).toBe("(202) 555-0142"); // no UK number
    expect(PhoneNumber.formatForReading("+44 7700 9001234")).toBe("+44 7700 9001234"); // one digit long
  });
  it("keeps every digit of a UK number, in order", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{9}$/), (national) => {
        const read = PhoneNumber.formatForReading(`+44${national}`);
        return read.replace(/\D/g, "") === `44${national}`;
      }),
    );
  });
});

describe("telHref", () => {
  it("dials E.164", () => {
    expect(PhoneNumber.telHref("023 8049 6000")).toBe("tel:+442380496000");
    expect(PhoneNumber.telHref("+353 85 123 4567")).toBe("tel:+353851234567");
    expect(PhoneNumber.telHref("07700 900123")).toBe("tel:+447700900123");
    expect(PhoneNumber.telHref("+1 (202) 555-0142")).toBe("tel:+12025550142");
  });
  it("dials the typed digits of what it cannot read", () => {
    expect(PhoneNumber.telHref("+61 412 345 678")).toBe("tel:+61412345678");
    expect(PhoneNumber.telHref("(202) 555-0142")).toBe("tel:2025550142");
  });
  it("a number written for reading dials as the number typed does", () => {
    const typed = fc.oneof(
      fc.stringMatching(/^0(1\d{3}|2\d|3\d\d|7\d{3}) ?\d{3} ?\d{3,4}$/),
      fc.stringMatching(/^\+(353|33|1|61) ?\(?\d{2,3}\)? ?\d{3}[ -]?\d{4}$/),
      fc.string(),
    );
    fc.assert(
      fc.property(typed, (number) => {
        expect(dialHref(PhoneNumber.formatForReading(number))).toBe(PhoneNumber.telHref(number));
      }),
    );
  });
});
