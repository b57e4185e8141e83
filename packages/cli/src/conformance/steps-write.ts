/**
 * The conformance booking journey (`--write`): book a round trip with a via in cash, replay the
 * same Idempotency-Key, look it up, list it, change it, e-mail its receipt, preview and cancel it
 * (spec §4 states); a card booking's basket switched to cash and checked out; a sub-account
 * invited and withdrawn; the run's own session ended. Every booking it makes it cancels.
 */
import { Booking } from "@cabline/domain";
import { isPortError } from "../handle-error.ts";
import { type Journey, omit, stepOf } from "./journey.ts";

const step = stepOf<Journey>();

const key = (j: Journey) => `cabline-conformance-${j.options.runId}`;
const token = (j: Journey) => j.booked?.bookings[0]?.booking_token ?? "";
const needsCustomer = (j: Journey) => (j.options.signedIn ? undefined : "needs a signed-in customer (--email)");

/** The legs of a created round trip, as the contract promises them; undefined when they are. */
const roundTripBroken = (answer: Booking.CreatedBookings): string | undefined => {
  if (answer.bookings.length !== 2) return `a round trip should give 2 legs, got ${answer.bookings.length}`;
  const legs = answer.bookings.map((booking) => booking.leg).join(",");
  if (legs !== "outbound,return") return `legs should be outbound then return, got ${legs}`;
  if (answer.bookings.some((booking) => booking.pair_id !== answer.pair_id)) return "the legs do not share the pair id";
  const outbound = answer.bookings[0];
  if (outbound !== undefined && Booking.vias(outbound).length !== 1)
    return "the via stop was not kept on the outbound leg";
  return undefined;
};

/** Book, replay, look up, list, change, preview, cancel, look up again. */
export const bookingJourney = [
  step({
    operation: "createBooking",
    description: (j) =>
      j.rideId === null || j.outsideArea !== undefined ? "book a round trip" : "book a round trip with a via (cash)",
    gate: (j) =>
      j.outsideArea !== undefined
        ? "the trip is outside the published service area: name places in it with --pickup and --drop"
        : j.rideId === null
          ? j.noRide
          : undefined,
    call: (j) => j.dispatch.bookings.createBooking(j.roundTrip, { idempotencyKey: key(j) }),
    verify: roundTripBroken,
    keep: (j, created) => void (j.booked = created),
    ends: true,
  }),
  step({
    operation: "createBooking",
    description: "the same request with the same Idempotency-Key books nothing new",
    call: (j) => j.dispatch.bookings.createBooking(j.roundTrip, { idempotencyKey: key(j) }),
    verify: (again, j) =>
      again.pair_id === j.booked?.pair_id
        ? undefined
        : `a replay booked again: pair ${again.pair_id}, first ${j.booked?.pair_id}`,
  }),
  step({
    operation: "getBooking",
    description: "look the booking up by its token",
    call: (j) => j.dispatch.tracking.getBooking({ bookingToken: token(j) }),
    verify: (details, j) =>
      details.booking.booking_token !== token(j)
        ? "answered another booking"
        : details.pair.length !== 1
          ? `the round trip's other leg is missing (pair has ${details.pair.length})`
          : undefined,
  }),
  step({
    operation: "getBookings",
    description: "the new booking is in the list",
    gate: (j) => (j.options.signedIn ? undefined : omit),
    call: (j) => j.dispatch.bookings.getBookings({ count: 20, filter: "upcoming" }),
    verify: (page, j) =>
      page.bookings.some((booking) => booking.booking_token === token(j)) ? undefined : "the new booking is not listed",
  }),
  step({
    operation: "updateBooking",
    description: (j) =>
      needsCustomer(j) === undefined ? "change the outbound leg to two passengers" : "change the outbound leg",
    gate: needsCustomer,
    call: (j) => j.dispatch.bookings.updateBooking({ ...j.roundTrip.outbound, passengers: 2, booking_token: token(j) }),
    verify: (details) =>
      details.booking.passengers === 2 ? undefined : `passengers are ${details.booking.passengers}, not 2`,
  }),
  step({
    operation: "saveLocation",
    description: (j) =>
      needsCustomer(j) === undefined
        ? "save the trip's pickup as a named place (not the default)"
        : "save a named place",
    gate: needsCustomer,
    call: (j) =>
      j.dispatch.bookings.saveLocation({
        name: "Cabline conformance",
        place: j.trip.pickup,
        setAsDefaultPickup: false,
      }),
  }),
  step({
    operation: "sendReceipt",
    description: "e-mail the receipt to the booking's address",
    call: (j) => j.dispatch.bookings.sendReceipt({ bookingToken: token(j) }),
    verify: (sent) => (sent.sentTo === "" ? "the receipt went to no one" : undefined),
  }),
  // A review of a ride that has not happened must be refused: nothing reaches the operator.
  step({
    operation: "submitBookingFeedback",
    description: "a review of a ride not yet completed is refused (expects wrong_state)",
    call: (j) => j.dispatch.bookings.submitBookingFeedback({ bookingToken: token(j), kind: "review", rating: 5 }),
    expectedCodes: ["wrong_state"],
    verify: () => "took a review of a ride that has not happened",
  }),
  step({
    operation: "getCancelBookingInfo",
    description: "cancellation preview (free while booked)",
    call: (j) => j.dispatch.bookings.getCancelBookingInfo({ bookingToken: token(j) }),
    verify: (preview) =>
      !preview.cancellable
        ? "a new booking should be cancellable"
        : preview.fee.amountMinor !== 0
          ? "cancelling a new booking should be free"
          : undefined,
  }),
  step({
    operation: "cancelBookingPair",
    description: "cancel both legs",
    call: (j) => j.dispatch.bookings.cancelBookingPair({ bookingToken: token(j), legs: "both" }),
    verify: (cancellation) =>
      cancellation.bookings.length !== 2 || cancellation.bookings.some((booking) => booking.status !== "cancelled")
        ? "both legs should come back cancelled"
        : undefined,
  }),
  step({
    operation: "getBooking",
    description: "the booking now reads cancelled",
    call: (j) => j.dispatch.tracking.getBooking({ bookingToken: token(j) }),
    verify: (details) => (details.booking.status === "cancelled" ? undefined : `status is ${details.booking.status}`),
  }),
];

/** The card booking's basket and its leg, once it was made. */
const basketOf = (j: Journey) => {
  const basketId = j.byCard?.basket_id;
  const leg = j.byCard?.bookings[0];
  return basketId === undefined || leg === undefined ? undefined : { basketId, leg };
};
const basket = (j: Journey) => basketOf(j) ?? { basketId: "", leg: { id: 0, booking_token: "" } };
const withBasket = (j: Journey) => (basketOf(j) === undefined ? omit : undefined);

/** A card booking waits for checkout: its basket is switched to cash and checked out, then cancelled. */
export const cardCheckout = [
  step({
    operation: "createBooking",
    description: "book a one-way trip to pay by card (waits for checkout with a basket)",
    call: (j) => {
      const { return: _return, ...outboundOnly } = j.roundTrip;
      const oneWay: Booking.BookingRequest = { ...outboundOnly, returnEnabled: false, paymentMethod: "card" };
      return j.dispatch.bookings.createBooking(oneWay, { idempotencyKey: `${key(j)}-card` });
    },
    verify: (answer) => (answer.basket_id === undefined ? "a card booking came back without a basket" : undefined),
    keep: (j, created) => void (j.byCard = created),
  }),
  step({
    operation: "updateBasket",
    description: "switch the basket to cash",
    gate: withBasket,
    call: (j) =>
      j.dispatch.checkout.updateBasket({
        basketId: basket(j).basketId,
        bookingIds: [basket(j).leg.id],
        paymentMethod: "cash",
        ...j.guest,
      }),
    verify: (answer, j) => (answer.booking_ids.includes(basket(j).leg.id) ? undefined : "the basket lost its booking"),
  }),
  step({
    operation: "checkout",
    description: (j) => (basketOf(j) === undefined ? "check a basket out" : "check the basket out in cash"),
    gate: (j) => (basketOf(j) === undefined ? "the card booking was not made" : undefined),
    call: (j) =>
      j.dispatch.checkout.checkout(
        { basket_id: basket(j).basketId, paymentMethod: "cash", ...j.guest },
        { idempotencyKey: `${key(j)}-checkout` },
      ),
    verify: (result) => (result.status === "succeeded" ? undefined : `checkout is ${result.status}, not succeeded`),
  }),
  step({
    operation: "cancelBookingPair",
    description: "cancel the checked-out trip",
    gate: withBasket,
    call: (j) => j.dispatch.bookings.cancelBookingPair({ bookingToken: basket(j).leg.booking_token, legs: "both" }),
  }),
];

/** The business account the run's customer administers, if any. */
const administered = (j: Journey) => {
  const account = j.options.signedIn ? j.profile?.accounts?.[0] : undefined;
  return account?.role === "ADMIN" ? Number(account.business_id) : undefined;
};
const invitee = (j: Journey) => `conformance+${j.options.runId}@example.com`;

/** A sub-account invited and withdrawn, and the run's own session ended. */
export const adminAndSignOut = [
  step({
    operation: "inviteSubAccount",
    description: (j) =>
      administered(j) === undefined
        ? "invite and withdraw a sub-account"
        : "invite a sub-account to the business account",
    gate: (j) => (administered(j) === undefined ? "the signed-in user administers no business account" : undefined),
    call: (j) =>
      j.dispatch.business.inviteSubAccount({
        business_id: administered(j) ?? 0,
        name: "Cabline Conformance",
        email: invitee(j),
      }),
    keep: (j, invited) => void (j.invited = invited !== undefined),
  }),
  step({
    operation: "removeSubAccount",
    description: "withdraw that invitation",
    gate: (j) => (j.invited === true ? undefined : omit),
    call: (j) => j.dispatch.business.removeSubAccount({ businessId: administered(j) ?? 0, email: invitee(j) }),
  }),
  step({
    operation: "doLogout",
    description: "sign the run's own session out",
    gate: ownSession,
    call: (j) => j.dispatch.customerAuth.doLogout(),
  }),
  step({
    operation: "checkToken",
    description: "the signed-out token is refused (expects invalid_token)",
    gate: ownSession,
    call: (j) =>
      j.dispatch.customerAuth.checkToken().then(
        () => "accepted" as const,
        (error: unknown) => {
          if (isPortError(error) && error.reason === "SignedOut") return "refused" as const;
          throw error;
        },
      ),
    verify: (answer) => (answer === "refused" ? undefined : "a signed-out token still works"),
  }),
];

function ownSession(j: Journey) {
  return j.options.signedIn && j.options.ownSession === true ? undefined : omit;
}
