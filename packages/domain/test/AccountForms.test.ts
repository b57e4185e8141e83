import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as AccountForms from "../src/AccountForms.ts";

const valid: AccountForms.SignUpValues = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  countryCode: "+44",
  phoneNumber: "07700 900123",
  password: "correct horse",
  confirmPassword: "correct horse",
  acceptPolicy: true,
};

describe("toE164", () => {
  it("reads UK numbers typed every usual way", () => {
    for (const typed of ["07700 900123", "7700900123", "+44 7700 900123", "0044 7700 900123", "(07700) 900-123"])
      expect(AccountForms.toE164(typed, "+44")).toBe("+447700900123");
  });
  it("uses the dial code chosen, +44 by default", () => {
    expect(AccountForms.toE164("0851234567", "+353")).toBe("+353851234567");
    expect(AccountForms.toE164("7700900123")).toBe("+447700900123");
  });
  it("refuses what cannot be a number", () => {
    for (const typed of ["", "abc", "0770090012", "+44 7700 9001234", "12"])
      expect(AccountForms.toE164(typed, "+44")).toBeUndefined();
  });
  it("always answers E.164 or nothing", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...AccountForms.dialCodes.map((d) => d.code)), (typed, dial) => {
        const e164 = AccountForms.toE164(typed, dial);
        return e164 === undefined || /^\+[1-9]\d{7,14}$/.test(e164);
      }),
    );
  });
});

describe("checkSignUp", () => {
  it("passes a complete form", () => {
    expect(AccountForms.checkSignUp(valid)).toEqual([]);
  });
  it("lists every missing field in the form's order", () => {
    const empty = {
      ...valid,
      firstName: "",
      lastName: " ",
      email: "",
      phoneNumber: "",
      password: "",
      acceptPolicy: false,
    };
    expect(AccountForms.checkSignUp(empty).map((p) => p.field)).toEqual([
      "firstName",
      "lastName",
      "email",
      "phoneNumber",
      "password",
      "acceptPolicy",
    ]);
  });
  it("gives the password its own message (§5)", () => {
    expect(AccountForms.checkSignUp({ ...valid, password: "short", confirmPassword: "short" })).toEqual([
      { field: "password", message: AccountForms.messages.passwordLength },
    ]);
    expect(AccountForms.checkSignUp({ ...valid, confirmPassword: "different!" })).toEqual([
      { field: "confirmPassword", message: AccountForms.messages.passwordsDiffer },
    ]);
  });
  it("never passes a password shorter than the minimum", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: AccountForms.minimumPasswordLength - 1 }), (password) =>
        AccountForms.checkNewPassword(password, password).some((p) => p.field === "password"),
      ),
    );
  });
});

describe("codes", () => {
  it("accepts 6 digits with spaces, refuses letters", () => {
    expect(AccountForms.checkCode("123 456")).toEqual([]);
    expect(AccountForms.normaliseCode(" 123 456 ")).toBe("123456");
    expect(AccountForms.checkCode("12a456")[0]?.message).toBe(AccountForms.messages.codeFormat);
    expect(AccountForms.checkCode("")[0]?.message).toBe(AccountForms.messages.code);
  });
  it("counts the resend wait down to 0, never below", () => {
    expect(AccountForms.resendSecondsLeft(0, 60, 0)).toBe(60);
    expect(AccountForms.resendSecondsLeft(0, 60, 59_001)).toBe(1);
    expect(AccountForms.resendSecondsLeft(0, 60, 60_000)).toBe(0);
    fc.assert(
      fc.property(fc.nat(), fc.nat(600), fc.nat(), (sent, after, later) => {
        const left = AccountForms.resendSecondsLeft(sent, after, sent + later);
        return left >= 0 && left <= after && (later < after * 1000 || left === 0);
      }),
    );
  });
});

describe("fullName", () => {
  it("joins trimmed names with one space", () => {
    expect(AccountForms.fullName(" Ada ", "Lovelace ")).toBe("Ada Lovelace");
    expect(AccountForms.fullName("Ada", "")).toBe("Ada");
  });
});

describe("displayNumber", () => {
  it("groups the numbers of the offered countries, leaves others", () => {
    expect(AccountForms.displayNumber("+447700900123")).toBe("+44 7700 900123");
    expect(AccountForms.displayNumber("+353851234567")).toBe("+353 85 123 4567");
    expect(AccountForms.displayNumber("+61412345678")).toBe("+61412345678");
  });
});

describe("business sign-up and invitations", () => {
  it("asks for the company first, then the person", () => {
    expect(AccountForms.checkBusinessSignUp({ ...valid, companyName: " " }).map((p) => p.field)).toEqual([
      "companyName",
    ]);
    expect(AccountForms.checkBusinessSignUp({ ...valid, companyName: "Acme", email: "x" })[0]?.message).toBe(
      AccountForms.messages.emailFormat,
    );
  });
  it("asks an invitee for a name, a number and a password", () => {
    const details = { name: "", countryCode: "+44", phoneNumber: "", password: "", confirmPassword: "" };
    expect(AccountForms.checkInvitationDetails(details).map((p) => p.field)).toEqual([
      "name",
      "phoneNumber",
      "password",
    ]);
    expect(
      AccountForms.checkInvitationDetails({
        name: "Tom",
        countryCode: "+44",
        phoneNumber: "07700900777",
        password: "long enough",
        confirmPassword: "long enough",
      }),
    ).toEqual([]);
  });
});

describe("dial codes and e-mail addresses as every client and the sandbox read them", () => {
  it("a dial code is taken as it is; a country by its short name or ISO code; anything else is +44", () => {
    expect(AccountForms.dialCodeOf("+353")).toBe("+353");
    expect(AccountForms.dialCodeOf("GB")).toBe("+44");
    expect(AccountForms.dialCodeOf("uk")).toBe("+44");
    expect(AccountForms.dialCodeOf("IE")).toBe("+353");
    expect(AccountForms.dialCodeOf("US")).toBe("+1");
    expect(AccountForms.dialCodeOf("+44 7700")).toBe("+44");
    expect(AccountForms.dialCodeOf("Narnia")).toBe("+44");
    expect(AccountForms.toE164("085 123 4567", "IE")).toBe("+353851234567");
  });

  it("an e-mail address is at most 254 characters, counted without surrounding spaces", () => {
    const at = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;
    expect(AccountForms.isEmail(at(254))).toBe(true);
    expect(AccountForms.isEmail(` ${at(254)} `)).toBe(true);
    expect(AccountForms.isEmail(at(255))).toBe(false);
  });
});
