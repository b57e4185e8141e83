/**
 * The shape of what an operator holds about a person (schemas/PersonalData.ts; the rules are in
 * PersonalData.ts, docs/decisions/personal-data.md): a whole download is accepted as it is, and
 * each part of it (profile, company, saved place, booking record, card, message, the closure)
 * refuses a record whose field is missing or of the wrong kind.
 */
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import * as Schemas from "../src/schemas/PersonalData.ts";

const at = Date.parse("2026-11-29T10:20:00Z");

const booking = {
  id: 48214,
  pair_id: 48213,
  leg: "return",
  status: "completed",
  created_at: at,
  pickup_time: at,
  pickup: "112 Above Bar Street, Southampton SO14 7DU",
  destinations: ["Ocean Cruise Terminal"],
  passengers: 1,
  luggage: 1,
  ride_type: "Saloon",
  payment_method: "card",
  price: { amountMinor: 1450, currency: "GBP" },
};

const download = {
  generated_at: at,
  operator: "Solent Cars Ltd",
  profile: {
    name: "Amelia Clarke",
    email_address: "passenger@example.com",
    contact_number: "+447700900123",
    default_payment_type: "card",
    created_at: at,
  },
  companies: [{ business_id: 501, name: "Solent Marine Logistics", role: "SUB_ACCOUNT" }],
  saved_places: [{ name: "Home", description: "112 Above Bar Street", is_default: true }],
  bookings: [{ ...booking, leg: "outbound" }, booking],
  cards: [{ brand: "visa", last4: "4242", exp_month: 8, exp_year: 2029 }],
  messages: [{ channel: "sms", to: "+447700900123", subject: "", body: "Your driver is here", sent_at: at }],
};

const accepts = (schema: Schema.Top, value: unknown): boolean =>
  Schema.decodeUnknownResult(schema as Schema.Codec<unknown, unknown>)(value)._tag === "Success";

describe("the personal data download's shape", () => {
  it("accepts a whole download, both legs of a round trip included", () => {
    expect(accepts(Schemas.PersonalData, download)).toBe(true);
    expect(Schema.decodeUnknownSync(Schemas.PersonalData)(download)).toEqual(download);
  });

  it("refuses a download whose parts are missing or of the wrong kind", () => {
    const { generated_at: _generated, ...undated } = download;
    expect(accepts(Schemas.PersonalData, undated)).toBe(false);
    const { name: _name, ...unnamed } = download.profile;
    expect(accepts(Schemas.PersonalData, { ...download, profile: unnamed })).toBe(false);
    expect(accepts(Schemas.Profile, unnamed)).toBe(false);
    expect(accepts(Schemas.Company, { business_id: "501", name: "Solent Marine Logistics", role: "ADMIN" })).toBe(
      false,
    );
    expect(accepts(Schemas.SavedPlace, { name: "Home", description: "112 Above Bar Street", is_default: "yes" })).toBe(
      false,
    );
    expect(accepts(Schemas.Card, { brand: "visa", last4: "4242", exp_month: "08", exp_year: 2029 })).toBe(false);
    expect(accepts(Schemas.Message, { channel: "sms", to: "+447700900123", subject: "", body: "Hello" })).toBe(false);
  });

  it("a booking record is one leg, outbound or return, of a pair", () => {
    expect(accepts(Schemas.BookingRecord, booking)).toBe(true);
    expect(accepts(Schemas.BookingRecord, { ...booking, leg: "outbound" })).toBe(true);
    expect(accepts(Schemas.BookingRecord, { ...booking, leg: "" })).toBe(false);
    expect(accepts(Schemas.BookingRecord, { ...booking, leg: "sideways" })).toBe(false);
    const { pickup: _pickup, ...nowhere } = booking;
    expect(accepts(Schemas.BookingRecord, nowhere)).toBe(false);
  });

  it("a closure says when it was closed and until when the records are kept", () => {
    expect(accepts(Schemas.Closed, { closed_at: at, kept_until: at + 1 })).toBe(true);
    expect(accepts(Schemas.Closed, { closed_at: at })).toBe(false);
  });
});
