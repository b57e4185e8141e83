import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as PhoneNumber from "../src/PhoneNumber.ts";

describe("formatForReading", () => {
  it("groups UK numbers by their kind", () => {
    expect(PhoneNumber.formatForReading("+442380496000")).toBe("+44 23 8049 6000");
    expect(PhoneNumber.formatForReading("023 9249 6200")).toBe("+44 23 9249 6200");
    expect(PhoneNumber.formatForReading("07700900123")).toBe("+44 7700 900123");
    expect(PhoneNumber.formatForReading("+44 (0)113 496 0000")).toBe("+44 113 496 0000");
    expect(PhoneNumber.formatForReading("01632 960123")).toBe("+44 1632 960123");
    expect(PhoneNumber.formatForReading("0300 123 4567")).toBe("+44 300 123 4567");
  });
  it("leaves what it cannot read as given", () => {
    expect(PhoneNumber.formatForReading(" +353 85 123 4567 ")).toBe("+353 85 123 4567");
    expect(PhoneNumber.formatForReading("call us")).toBe("call us");
    expect(PhoneNumber.formatForReading("")).toBe("");
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
  });
});
