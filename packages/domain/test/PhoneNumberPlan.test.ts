// Phone numbers by their country's numbering plan (src/PhoneNumberPlan.ts). Cases are numbers as
// people write them, checked against what Ofcom and the other regulators publish, not against the
// module's own tables; the metadata shipped must be the installed libphonenumber-js's own.
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import * as AccountForms from "../src/AccountForms.ts";
import { countries, metadata } from "../src/PhoneMetadata.generated.ts";
import { checkedE164 } from "../src/PhoneNumberPlan.ts";

describe("numbers of the offered countries", () => {
  it.each([
    ["023 8049 6000", "+44", "+442380496000"], // Southampton (fixed line)
    ["07911 123456", "+44", "+447911123456"], // UK mobile
    ["07700 900123", "+44", "+447700900123"], // Ofcom's drama range: the spec's own example
    ["087 123 4567", "+353", "+353871234567"], // Irish mobile
    ["06 12 34 56 78", "+33", "+33612345678"], // French mobile
    ["0151 23456789", "+49", "+4915123456789"], // German mobile
    ["612 34 56 78", "+34", "+34612345678"], // Spanish mobile
    ["(202) 555-0142", "+1", "+12025550142"], // Washington DC
    ["+61 412 345 678", "+44", "+61412345678"], // another country's code: E.164's shape only
  ])("%s with %s is %s", (typed, dial, e164) => {
    expect(AccountForms.toE164(typed, dial)).toBe(e164);
  });

  it.each([
    ["07700 90012", "+44"], // one digit short
    ["06700 900123", "+44"], // no UK number starts 06
    ["0170 000000", "+44"], // no area code 0170
    ["087 123 456", "+353"], // Irish mobile one digit short
    ["(099) 555-0142", "+1"], // no US or Canadian area code starts with 0
    ["+33 0 12 34 56 78", "+44"], // French numbers do not start 0 after +33
  ])("%s with %s is no number", (typed, dial) => {
    expect(AccountForms.toE164(typed, dial)).toBeUndefined();
  });

  it("takes only numbers in E.164 shape", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const checked = checkedE164(text);
        return checked === undefined || /^\+[1-9]\d{7,14}$/.test(checked);
      }),
    );
  });

  it("takes every number of Ofcom's drama mobile range and nothing one digit longer", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), (n) => {
        const number = `+447700900${String(n).padStart(3, "0")}`;
        return checkedE164(number) === number && checkedE164(`${number}0`) === undefined;
      }),
    );
  });
});

describe("the plans shipped", () => {
  it("cover every dial code the forms offer", () => {
    for (const { code } of AccountForms.dialCodes)
      expect(Object.keys(metadata.country_calling_codes)).toContain(code.slice(1));
  });

  it("are the installed libphonenumber-js's own (run scripts/phone-metadata.mjs after an upgrade)", () => {
    const require = createRequire(import.meta.url);
    const installed = JSON.parse(readFileSync(require.resolve("libphonenumber-js/metadata.max.json"), "utf8"));
    expect(metadata.version).toBe(installed.version);
    for (const country of countries)
      expect((metadata.countries as Record<string, unknown>)[country]).toEqual(installed.countries[country]);
  });
});
