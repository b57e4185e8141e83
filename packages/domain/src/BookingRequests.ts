/**
 * From a filled-in booking form to the legs the dispatch API books (spec §3 Consumer booking form
 * and Business booking, §7 POST /customer/v2/booking). The CLI uses it now; the web's booking
 * screens will use the same mapping, so a field is never sent one way by one client and another
 * way by the other. Also the PO-number rule of the contract's po_number_empty.
 */
import * as Assistance from "./Assistance.ts";
import * as Booking from "./Booking.ts";
import type * as BookingForm from "./BookingForm.ts";
import type * as BusinessBooking from "./BusinessBooking.ts";
import type * as Location from "./Location.ts";
import type * as Payment from "./Payment.ts";
import type * as RideAvailability from "./RideAvailability.ts";

/** The passenger's contact fields of a leg; empty values are left out. */
export interface Contact {
  readonly name?: string | undefined;
  readonly email?: string | undefined;
  readonly phone?: string | undefined;
  readonly dialCode?: string | undefined;
}

/** `{ key: value }` when the value is given, else nothing: the API treats "" and absent alike. */
export const optional = <K extends string, V>(key: K, value: V | undefined | null | ""): { [P in K]?: V } => {
  const field: { [P in K]?: V } = {};
  if (value !== undefined && value !== null && value !== "") field[key] = value;
  return field;
};

/** The ride type id as the API takes it (an integer), or nothing. */
export const rideNumber = (id: RideAvailability.RideTypeId | null): number | undefined =>
  id === null ? undefined : Number.isInteger(Number(id)) ? Number(id) : undefined;

export const contactFields = (contact: Contact) => ({
  ...optional("name", contact.name),
  ...optional("email", contact.email),
  ...optional("phone", contact.phone),
  ...optional("dialCode", contact.dialCode),
});

/** A leg: its pickup and the destinations that are places (empty stops dropped). */
const leg = (
  pickup: Location.Location | null,
  destinations: ReadonlyArray<Location.Location | null>,
  fields: Omit<Booking.LegRequest, "pickup" | "destinations">,
): Booking.LegRequest => ({
  ...fields,
  // Kept: a draft's request is built before its checks (business summary); the API refuses a non-place pickup.
  pickup: pickup as Booking.Place,
  destinations: destinations.filter((place): place is Booking.Place => Booking.isPlace(place)),
});

/** The assistance as a leg sends it: kept as Assistance.normalise makes it, left out when there is none. */
export const assistanceField = (
  assistance: Assistance.Assistance | undefined,
): { readonly assistance?: Assistance.Assistance } => {
  const kept = assistance === undefined ? Assistance.none : Assistance.normalise(assistance);
  return Assistance.isNone(kept) ? {} : { assistance: kept };
};

/** A leg of the consumer form: drop and additional stops, the form's room and reference. */
export const consumerLeg = (
  journey: BookingForm.Journey,
  options: {
    readonly asap: boolean;
    readonly contact: Contact;
    readonly room?: string | undefined;
    readonly reference?: string | undefined;
    readonly assistance?: Assistance.Assistance | undefined;
  },
): Booking.LegRequest =>
  leg(journey.pickup, [journey.drop, ...journey.additionalStops], {
    ...(options.asap ? { asap: true } : {}),
    dateTime: journey.date,
    passengers: journey.passengers,
    luggage: journey.luggage,
    ...optional("rideId", rideNumber(journey.rideType)),
    ...contactFields(options.contact),
    ...optional("flightNumber", journey.flightNumber),
    ...(journey.meetAndGreet ? { meetAndGreet: true } : {}),
    ...(journey.isAirportBooking ? { isAirportBooking: true } : {}),
    ...optional("roomNumber", options.room),
    ...optional("notes", journey.notes),
    ...optional("reference", options.reference),
    ...assistanceField(options.assistance),
  });

/** A leg of the business booking: destinations (drop-off first, then vias), its own room and reference. */
export const businessLeg = (journey: BusinessBooking.BusinessJourney, contact: Contact): Booking.LegRequest =>
  leg(
    journey.pickup,
    journey.destinations.map((destination) => destination.location),
    {
      ...(journey.asap ? { asap: true } : {}),
      dateTime: journey.dateTime,
      passengers: journey.passengers,
      luggage: journey.luggage,
      ...optional("rideId", rideNumber(journey.rideId)),
      ...contactFields(contact),
      ...optional("flightNumber", journey.flightNumber),
      ...(journey.meetAndGreet ? { meetAndGreet: true } : {}),
      ...(journey.isAirportBooking ? { isAirportBooking: true } : {}),
      ...optional("roomNumber", journey.roomNumber),
      ...optional("notes", journey.notes),
      ...optional("reference", journey.reference),
      ...assistanceField(journey.assistance),
    },
  );

/**
 * An account whose PO numbers are on needs one for every account trip (po_number_empty), and
 * only for those. Decision: a purchase-order number authorises an invoice, which is
 * how UK corporate dispatch uses it; a business trip paid by card or cash is settled on the spot
 * and raises no invoice, so it needs no PO number. The sandbox, the CLI, the web and the
 * contract's description of `poNumber` all follow this function.
 */
export const needsPoNumber = (
  settings: { readonly is_po_number_enabled: boolean },
  paymentMethod: Payment.PaymentMethod,
  poNumber: string | undefined,
): boolean => settings.is_po_number_enabled && paymentMethod === "account" && (poNumber ?? "").trim() === "";

/**
 * The leg a refusal of a round trip belongs to (spec §4: a server error sends the user back to
 * step 1 on the tab at fault). The dispatch API names no leg in its errors, so the outbound is
 * priced alone with `price` (getCostEstimate): if that passes, the return is at fault. A one-way
 * trip's refusal is the outbound's.
 */
export const legAtFault = async (
  request: Booking.BookingRequest,
  price: (request: Booking.BookingRequest) => Promise<unknown>,
): Promise<"outbound" | "return"> => {
  if (request.return === undefined) return "outbound";
  const { return: _return, returnEnabled: _enabled, ...outboundOnly } = request;
  try {
    await price(outboundOnly);
    return "return";
  } catch {
    return "outbound";
  }
};
