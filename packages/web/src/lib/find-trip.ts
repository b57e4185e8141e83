// Opening a trip by what its page's address names (TripReference, spec §2 /trips/{id},
// /previous-bookings/{bookingId}, /business/trips/{id}, /business/trips/edit): one way for every
// trip page. A number is looked for in the viewer's own lists, page by page (the contract has no
// lookup by number), and the leg found gives the pair through its token (getBooking); a booking
// token is the credential and goes to getBooking straight away. A number not in the lists, or a
// token the dispatch API does not know (§8 invalid_booking), is "not found".
import type * as Booking from "@cabline/domain/Booking";
import * as TripReference from "@cabline/domain/TripReference";

/** One page of a bookings list (get/bookings, upcoming/get, history/get). */
export type ListPage = (page: { readonly count: number; readonly offset: number }) => Promise<Booking.BookingsPage>;

export type FoundTrip =
  { readonly kind: "not_found" } | { readonly kind: "found"; readonly details: Booking.BookingDetails };

/** The most a list page holds (§7 count at most 100). */
const pageSize = 100;
/** Enough for 2,000 trips a list; an older trip is found from the list's search instead. */
const maxPages = 20;

/** The §8 code of a DispatchError (read by its field: any other thrown value has none). */
const codeOf = (error: unknown): unknown => {
  const { code }: { readonly code?: unknown } = typeof error === "object" && error !== null ? error : {};
  return code;
};

/**
 * The trip a reference names, read from `lists` in order (a number) or by its token; a failed
 * call other than an unknown token is thrown for the page to show with a retry.
 */
export async function findTrip(
  reference: TripReference.TripReference,
  lists: ReadonlyArray<ListPage>,
  getBooking: (bookingToken: string) => Promise<Booking.BookingDetails>,
): Promise<FoundTrip> {
  let token: string | undefined = reference._tag === "Token" ? reference.token : undefined;
  for (const list of reference._tag === "Number" ? lists : []) {
    for (let page = 0; page < maxPages && token === undefined; page += 1) {
      const answer = await list({ count: pageSize, offset: page * pageSize });
      token = answer.bookings.find((booking) => TripReference.matches(reference, booking))?.booking_token;
      if (answer.bookings.length < pageSize || (page + 1) * pageSize >= answer.total) break;
    }
    if (token !== undefined) break;
  }
  if (token === undefined) return { kind: "not_found" };
  try {
    return { kind: "found", details: await getBooking(token) };
  } catch (error) {
    if (codeOf(error) === "invalid_booking") return { kind: "not_found" };
    throw error;
  }
}
