/**
 * The account forms' messages read to the letter (spec §3 "Sign-up and sign-in form values", §5
 * "An invalid password at sign-up shows a message specific to the password", §9 default dial
 * code +44): each field's exact problem and message as the person reads it beside the field, the
 * password's length boundary, the one-time code's digits, and dial codes as clients send them.
 */
import { describe, expect, it } from "vitest";
import * as AccountForms from "../src/AccountForms.ts";

describe("the e-mail field", () => {
  it("asks for an address when none (or only spaces) is typed, and for the right format otherwise", () => {
    expect(AccountForms.checkEmail("")).toEqual([{ field: "email", message: "Enter your e-mail address" }]);
    expect(AccountForms.checkEmail("   ")).toEqual([{ field: "email", message: "Enter your e-mail address" }]);
    expect(AccountForms.checkEmail("ada.example.com")).toEqual([
      { field: "email", message: "Enter an e-mail address in the correct format, like name@example.com" },
    ]);
    expect(AccountForms.checkEmail("ada@example.com")).toEqual([]);
  });
});

describe("the mobile number field", () => {
  it("asks for a number when none (or only spaces) is typed, and for the right format when it cannot be one", () => {
    expect(AccountForms.checkPhone("+44", "")).toEqual([{ field: "phoneNumber", message: "Enter your mobile number" }]);
    expect(AccountForms.checkPhone("+44", "  ")).toEqual([
      { field: "phoneNumber", message: "Enter your mobile number" },
    ]);
    expect(AccountForms.checkPhone("+44", "0770090012")).toEqual([
      { field: "phoneNumber", message: "Enter a mobile number in the correct format, like 07700 900123" },
    ]);
    expect(AccountForms.checkPhone("+44", "07700 900123")).toEqual([]);
  });
});

describe("a new password and its confirmation (spec §5)", () => {
  it("asks for a password, then for 8 characters, then for it again, then for the two to match", () => {
    expect(AccountForms.checkNewPassword("", "")).toEqual([{ field: "password", message: "Enter a password" }]);
    expect(AccountForms.checkNewPassword("1234567", "1234567")).toEqual([
      { field: "password", message: "Your password must be at least 8 characters" },
    ]);
    expect(AccountForms.checkNewPassword("12345678", "")).toEqual([
      { field: "confirmPassword", message: "Enter your password again" },
    ]);
    expect(AccountForms.checkNewPassword("12345678", "12345679")).toEqual([
      { field: "confirmPassword", message: "The passwords do not match" },
    ]);
  });

  it("takes a password of exactly 8 characters", () => {
    expect(AccountForms.checkNewPassword("12345678", "12345678")).toEqual([]);
  });
});

describe("the one-time code", () => {
  it("asks for the code when none is typed, and for 4 to 8 digits and nothing else", () => {
    const format = [{ field: "code", message: "The code is the 6 digits in the text message" }];
    expect(AccountForms.checkCode(" ")).toEqual([{ field: "code", message: "Enter the code we sent you" }]);
    expect(AccountForms.checkCode("1234")).toEqual([]);
    expect(AccountForms.checkCode("12345678")).toEqual([]);
    expect(AccountForms.checkCode("123")).toEqual(format);
    expect(AccountForms.checkCode("123456789")).toEqual(format);
    expect(AccountForms.checkCode("a1234")).toEqual(format);
    expect(AccountForms.checkCode("1234a")).toEqual(format);
  });
});

describe("dial codes as clients send them (spec §9)", () => {
  it("takes a country's short name with spaces round it, and only a whole dial code as it is", () => {
    expect(AccountForms.dialCodeOf(" IE ")).toBe("+353");
    expect(AccountForms.dialCodeOf("IE+353")).toBe("+44");
  });
});
