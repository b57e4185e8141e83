// lib/find-trip.ts: every trip page opens a trip the same way (TripReference). A number is found in
// the viewer's own lists, page by page, and opened through its leg's token; a token goes straight to
// getBooking; a number not in the lists, or a token the dispatch API does not know, is not found.
import type * as Booking from "@cabline/domain/Booking";
import * as Money from "@cabline/domain/Money";
import { describe, expect, it } from "vitest";
import { findTrip, type ListPage } from "../src/lib/find-trip.ts";

const leg = (id: number, token = `tok${String(id).padStart(19, "0")}`): Booking.Booking => ({
  id,
  booking_token: token,
  pair_id: id,
  leg: "outbound",
  status: "booked",
  status_history: [],
  pickup_time: 0,
  pickup_location: { address: "112 Above Bar Street" },
  destinations: [],
  passengers: 1,
  luggage: 0,
  ride_type_id: 1,
  payment_method: "account",
  fare: { quote_type: "FIXED", total: Money.fromMinor(1000), lines: [] },
  created_at: 0,
});

/** A list of `total` legs numbered from `first`, served 100 a page, remembering what was asked. */
const list =
  (first: number, total: number, asked: Array<number>): ListPage =>
  async ({ count, offset }) => {
    asked.push(offset);
    const ids = Array.from({ length: Math.max(0, Math.min(count, total - offset)) }, (_, i) => first + offset + i);
    return { bookings: ids.map((id) => leg(id)), total };
  };

const details = (token: string): Promise<Booking.BookingDetails> =>
  Promise.resolve({ booking: leg(Number(token.slice(3)), token), pair: [] });

describe("findTrip", () => {
  it("finds a number on a later page of the second list and opens it by its leg's token", async () => {
    const upcoming: Array<number> = [];
    const history: Array<number> = [];
    const opened: Array<string> = [];
    const found = await findTrip(
      { _tag: "Number", id: 2_150 },
      [list(1_000, 50, upcoming), list(2_000, 250, history)],
      (token) => (opened.push(token), details(token)),
    );
    expect(found).toMatchObject({ kind: "found", details: { booking: { id: 2_150 } } });
    expect(upcoming).toEqual([0]);
    expect(history).toEqual([0, 100]);
    expect(opened).toEqual([leg(2_150).booking_token]);
  });

  it("says not found for a number in no list, having read each list to its end and opened nothing", async () => {
    const asked: Array<number> = [];
    const opened: Array<string> = [];
    const found = await findTrip(
      { _tag: "Number", id: 9 },
      [list(1_000, 230, asked)],
      (token) => (opened.push(token), details(token)),
    );
    expect(found).toEqual({ kind: "not_found" });
    expect(asked).toEqual([0, 100, 200]);
    expect(opened).toEqual([]);
  });

  it("opens a token without reading any list; an unknown token (invalid_booking) is not found, other failures throw", async () => {
    const asked: Array<number> = [];
    const token = "kT3v9QpX2mLa7RcZ0bN4wE";
    expect(await findTrip({ _tag: "Token", token }, [list(1, 10, asked)], details)).toMatchObject({
      kind: "found",
      details: { booking: { booking_token: token } },
    });
    expect(asked).toEqual([]);
    const refused = (code: string) => () => Promise.reject(Object.assign(new Error(code), { code }));
    expect(await findTrip({ _tag: "Token", token }, [], refused("invalid_booking"))).toEqual({ kind: "not_found" });
    await expect(findTrip({ _tag: "Token", token }, [], refused("internal_server_error"))).rejects.toThrow(
      "internal_server_error",
    );
  });
});
