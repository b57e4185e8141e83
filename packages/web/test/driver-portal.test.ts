// The driver portal's own pieces that are not business rules (those are the domain's): where a
// sign-in returns to, and the application form's presence checks and request shape.
import { describe, expect, it } from "vitest";
import { fieldOf, missing, toRequest, type SignupValues } from "../src/features/driver/hooks/useSignupForm.ts";
import { returnPath } from "../src/features/driver/state/return-path.ts";

describe("returnPath", () => {
  it("returns to the driver page the session ended on", () => {
    expect(returnPath("/driver/bids")).toBe("/driver/bids");
    expect(returnPath("/driver")).toBe("/driver");
  });

  it("never leaves the driver portal or the site", () => {
    for (const raw of [
      null,
      "",
      "/trips",
      "//evil.example/driver",
      "https://evil.example/driver",
      "/driverx",
      "/driver/login?redirect=/x",
    ]) {
      expect(returnPath(raw)).toBe("/driver");
    }
  });
});

const filled: SignupValues = {
  firstName: " Amira ",
  lastName: "Khan",
  email: "amira@example.com",
  countryCode: "",
  phoneNumber: "07700 900111",
  licensing_authority: "Southampton City Council",
  badge_number: "PH-48213",
  badge_expires: "2027-09-30",
  dvla_licence_number: "khan9 856079 a9 9ab",
  dvla_licence_expires: "2033-04-11",
  dbs_certificate_number: "001234567890",
  dbs_issued: "2025-03-01",
  make: "Toyota",
  model: "Corolla",
  colour: "",
  registration: "hn24 kxz",
  seats: "4",
  wheelchair: true,
  password: "solent-nights",
  confirmPassword: "solent-nights",
  acceptPolicy: true,
};

describe("driver application form", () => {
  it("asks for every required answer, the matching password and the policy", () => {
    expect(missing(filled, "2026-11-27")).toEqual({});
    const errors = missing(
      {
        ...filled,
        firstName: " ",
        seats: "0",
        confirmPassword: "other",
        acceptPolicy: false,
        badge_expires: "2026-11-26",
      },
      "2026-11-27",
    );
    expect(Object.keys(errors)).toEqual(["firstName", "badge_expires", "seats", "confirmPassword", "acceptPolicy"]);
    expect(errors.badge_expires).toBe(
      "Your private-hire driver badge has expired. Apply once the council has renewed it",
    );
  });

  it("sends the contract's shape: trimmed, +44 by default, registration in capitals", () => {
    expect(toRequest(filled)).toMatchObject({
      firstName: "Amira",
      countryCode: "+44",
      dvla_licence_number: "KHAN9856079A99AB",
      vehicle: { make: "Toyota", model: "Corolla", registration: "HN24 KXZ", seats: 4, wheelchair_accessible: true },
    });
    expect(toRequest(filled).vehicle).not.toHaveProperty("colour");
  });

  it("links a server error to its field", () => {
    expect(fieldOf("email_already_registered")).toBe("email");
    expect(fieldOf("number_already_registered")).toBe("phoneNumber");
    expect(fieldOf("password_invalid")).toBe("password");
    expect(fieldOf("too_many_attempts_please_wait")).toBeUndefined();
  });
});
