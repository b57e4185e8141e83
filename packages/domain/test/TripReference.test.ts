import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as TripReference from "../src/TripReference.ts";
import { sampleBooking } from "./samples.ts";

describe("TripReference.parse (what a trip page's address names)", () => {
  it("reads a trip's number, as /trips/48022 and /business/trips/48006 give it", () => {
    expect(TripReference.parse("48006")).toEqual({ _tag: "Number", id: 48006 });
    expect(TripReference.parse("1")).toEqual({ _tag: "Number", id: 1 });
  });

  it("reads a booking token, as the company trips list links it", () => {
    expect(TripReference.parse("kT3v9QpX2mLa7RcZ0bN4wE")).toEqual({ _tag: "Token", token: "kT3v9QpX2mLa7RcZ0bN4wE" });
    expect(TripReference.parse("-_abcdefghijklmnopqrstu")).toEqual({ _tag: "Token", token: "-_abcdefghijklmnopqrstu" });
  });

  it("names no trip for what is neither: nothing, a sign, a fraction, JavaScript's other numerals, a short word", () => {
    for (const raw of [undefined, null, "", "0", "-4", "+4", "4.5", "1e3", "0x10", " 12", "12 ", "048006", "edit"]) {
      expect(TripReference.parse(raw), String(raw)).toBeUndefined();
    }
    // Past a safe integer the number would be read wrong; it is not a token either (too short).
    expect(TripReference.parse("9007199254740993")).toBeUndefined();
    expect(TripReference.parse("9007199254740991")).toEqual({ _tag: "Number", id: 9007199254740991 });
    // Not the token alphabet (a slash, a dot, a space) or too short.
    expect(TripReference.parse("kT3v9QpX2mLa7RcZ0bN4w")).toBeUndefined();
    expect(TripReference.parse("kT3v9QpX2mLa7RcZ0bN4w/E")).toBeUndefined();
    expect(TripReference.parse("kT3v9QpX2mLa7RcZ0bN4w.E")).toBeUndefined();
  });

  it("reads every leg id back as its own number, and a number never as a token or a token as a number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(TripReference.parse(String(id))).toEqual({ _tag: "Number", id });
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{22,40}$/), (token) => {
        expect(TripReference.parse(token)).toEqual({ _tag: "Token", token });
      }),
    );
  });
});

describe("TripReference.matches (which listed leg is the trip)", () => {
  const outbound = sampleBooking({ id: 48213, pair_id: 48213, booking_token: "kT3v9QpX2mLa7RcZ0bN4wE" });
  const back = sampleBooking({ id: 48214, pair_id: 48213, leg: "return", booking_token: "Vq8sN1cJ5xHr2LdP9fT0yA" });

  it("a number is a leg's id: either leg's number finds that leg", () => {
    expect(TripReference.matches({ _tag: "Number", id: 48213 }, outbound)).toBe(true);
    expect(TripReference.matches({ _tag: "Number", id: 48214 }, back)).toBe(true);
    expect(TripReference.matches({ _tag: "Number", id: 48214 }, outbound)).toBe(false);
  });

  it("a token is the leg's booking token", () => {
    expect(TripReference.matches({ _tag: "Token", token: "Vq8sN1cJ5xHr2LdP9fT0yA" }, back)).toBe(true);
    expect(TripReference.matches({ _tag: "Token", token: "Vq8sN1cJ5xHr2LdP9fT0yA" }, outbound)).toBe(false);
  });
});
