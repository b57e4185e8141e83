// From the form to what the dispatch API prices and books (spec §3, §7 getCostEstimate and
// createBooking): the legs are the domain's BookingRequests.consumerLeg, the same mapping the CLI
// uses; a guest sends its own details and guestUserId, a signed-in user's profile fills them.
import type * as Booking from "@cabline/domain/Booking";
import type * as BookingForm from "@cabline/domain/BookingForm";
import * as BookingRequests from "@cabline/domain/BookingRequests";
import * as Quote from "@cabline/domain/Quote";

export function requestOf(
  form: BookingForm.BookingForm,
  booker: { readonly signedIn: boolean; readonly guestUserId?: string | null | undefined },
): Booking.BookingRequest {
  const contact: BookingRequests.Contact = booker.signedIn
    ? {}
    : { name: form.name.trim(), phone: form.contact.trim(), email: form.email.trim() };
  const details = { contact, room: form.room, reference: form.reference, assistance: form.assistance };
  const outbound = BookingRequests.consumerLeg(form.outbound, { ...details, asap: form.asap });
  const back = form.returnEnabled
    ? BookingRequests.consumerLeg(form.returnJourney, { ...details, asap: false })
    : undefined;
  const guestUserId = booker.guestUserId ?? undefined;
  return {
    outbound,
    ...(back === undefined ? {} : { return: back, returnEnabled: true }),
    paymentMethod: form.paymentMethod,
    ...BookingRequests.optional("promocode", form.promocode),
    ...(!booker.signedIn && guestUserId !== undefined ? { guestBooking: true, guestUserId } : {}),
  };
}

/**
 * The request with each leg's additional charges (§3 additionalCharges): the mandatory ones, and
 * the optional ones the estimate priced because the form asked for them (meet and greet).
 */
export function withCharges(request: Booking.BookingRequest, estimate: Quote.CostEstimate): Booking.BookingRequest {
  const priced = (fare: Quote.Fare | undefined) => (fare?.lines ?? []).map((line) => line.code);
  const outbound = Quote.acceptedChargeCodes(estimate.bookingAdditionalChargesOutbound, priced(estimate.outbound));
  const back = Quote.acceptedChargeCodes(estimate.bookingAdditionalChargesReturn, priced(estimate.return));
  return {
    ...request,
    outbound: { ...request.outbound, ...(outbound.length > 0 ? { additionalCharges: outbound } : {}) },
    ...(request.return === undefined
      ? {}
      : { return: { ...request.return, ...(back.length > 0 ? { additionalCharges: back } : {}) } }),
  };
}
