/**
 * The business booking form as the dispatch API books it, and the server's answer back on the
 * form (spec §3 Business booking, §4 "a business validation error returns the user to step 1 on
 * the tab at fault", §5, §8). The web's business booking screens and any other client use these,
 * so the payment choices, the PO rule, the passengers a destination carries and the field a §8
 * code belongs to are decided once.
 */
import type * as Account from "./Account.ts";
import * as Booking from "./Booking.ts";
import * as BookingForm from "./BookingForm.ts";
import * as BookingRequests from "./BookingRequests.ts";
import * as BusinessBooking from "./BusinessBooking.ts";
import * as Payment from "./Payment.ts";
import type * as ReturnJourney from "./ReturnJourney.ts";
import type * as RideAvailability from "./RideAvailability.ts";

/**
 * The payment methods the selected account allows: account only when the account has account
 * trips enabled (the server answers bad_payment_type otherwise), then card and cash.
 */
export const allowedPaymentMethods = (settings: Account.AccountSettings): ReadonlyArray<Payment.PaymentMethod> =>
  settings.account_trip_enabled ? ["account", "card", "cash"] : ["card", "cash"];

/**
 * The payment method a business booking starts with: the account's default (§3 "paymentMethod,
 * default account"), cash when that is account and the account has no account trips (§4).
 */
export const defaultPaymentMethod = (settings: Account.AccountSettings): Payment.PaymentMethod =>
  Payment.initialPaymentMethod(settings);

/** Keeps a choice the account still allows; otherwise the account's default (switching accounts, §4). */
export const reconcilePaymentMethod = (
  settings: Account.AccountSettings,
  current: Payment.PaymentMethod,
): Payment.PaymentMethod =>
  allowedPaymentMethods(settings).includes(current) ? current : defaultPaymentMethod(settings);

/** The user a destination carries, as the API stores it on the stop (§3 "each may carry a user"). */
export const stopUser = (user: BusinessBooking.DestinationUser): Booking.StopUser => ({
  name: user.name.trim(),
  ...BookingRequests.optional("contact_number", user.phone.trim()),
  ...BookingRequests.optional("email_address", user.email.trim()),
});

const hasUser = (user: BusinessBooking.DestinationUser | null): user is BusinessBooking.DestinationUser =>
  user !== null && user.name.trim() !== "";

/** A leg with each destination's user carried on its stop. */
export const leg = (journey: BusinessBooking.BusinessJourney): Booking.LegRequest => {
  const base = BookingRequests.businessLeg(journey, {
    name: journey.name.trim(),
    email: journey.email.trim(),
    phone: journey.phone.trim(),
    dialCode: journey.dialCode,
  });
  // businessLeg keeps the destinations that are places, in order; pair each with its user.
  const placed = journey.destinations.filter((destination) => Booking.isPlace(destination.location));
  return {
    ...base,
    destinations: base.destinations.map((stop, index) => {
      const user = placed[index]?.user ?? null;
      return hasUser(user) ? { ...stop, user: stopUser(user) } : stop;
    }),
  };
};

/**
 * Adding a return (BusinessBooking.enableReturn, §4) and, since the spec copies only the party,
 * the outbound's passenger too, with the assistance they need: the person coming back is the person who went, unless the booker
 * changes it on the return tab. (Decision where §4 is silent.)
 */
export const enableReturn = (
  booking: BusinessBooking.BusinessBooking,
  rideTypes: ReadonlyArray<RideAvailability.RideType>,
): BusinessBooking.BusinessBooking => {
  const { name, email, dialCode, phone, assistance } = booking.outbound;
  const withPassenger = BusinessBooking.updateJourney(
    BusinessBooking.enableReturn(booking, rideTypes),
    "return",
    (journey) => ({ ...journey, name, email, dialCode, phone, ...(assistance === undefined ? {} : { assistance }) }),
  );
  // The passenger's assistance comes back with them, and with it the vehicles that fit.
  return BusinessBooking.reconcileRideTypes(withPassenger, rideTypes);
};

/** The one PO number of a booking: the outbound's (the PO field is shown once, on the outbound). */
export const poNumber = (booking: BusinessBooking.BusinessBooking): string => booking.outbound.poNumber.trim();

/** True when the account needs a PO number and none is given (BookingRequests.needsPoNumber). */
export const needsPoNumber = (booking: BusinessBooking.BusinessBooking, settings: Account.AccountSettings): boolean =>
  BookingRequests.needsPoNumber(settings, booking.paymentMethod, poNumber(booking));

/** The request that books (or prices) the form on the selected account. */
export const request = (
  booking: BusinessBooking.BusinessBooking,
  account: Pick<Account.Account, "business_id">,
): Booking.BookingRequest => ({
  outbound: leg(booking.outbound),
  ...(booking.returnEnabled ? { return: leg(booking.returnJourney), returnEnabled: true } : {}),
  paymentMethod: booking.paymentMethod,
  business_id: Number(account.business_id),
  ...BookingRequests.optional("poNumber", poNumber(booking)),
});

/** Where a §8 code the server answers belongs on the form; undefined for a failure of the whole booking. */
export const fieldOfCode = (code: string): string | undefined => serverFields[code];

const serverFields: Readonly<Record<string, string>> = {
  bad_destination: "destinations.0",
  pickup_not_in_soton: "pickup",
  invalid_via_info: "destinations.1",
  invalid_people_count: "passengers",
  invalid_ride_type: "rideId",
  name_empty: "name",
  number_empty: "phone",
  "Invalid contact number": "phone",
  email_empty: "email",
  email_invalid: "email",
  po_number_empty: "poNumber",
  bad_payment_type: "paymentMethod",
  not_business_user: "name",
};

/** The fields whose server errors belong to the outbound whatever the leg: PO and payment are per booking. */
const bookingWide = new Set(["poNumber", "paymentMethod"]);

/**
 * A server refusal put back on the form (§4, §8): the message on the field the code names, on the
 * tab at fault (the outbound unless only the return could be), and the user back at step 1.
 * A code that names no field leaves the form as it is; show it above the form instead.
 */
export const applyServerError = (
  booking: BusinessBooking.BusinessBooking,
  code: string | undefined,
  message: string,
  tab: ReturnJourney.Tab = "outbound",
): BusinessBooking.BusinessBooking => {
  const field = code === undefined ? undefined : fieldOfCode(code);
  if (field === undefined) return booking;
  const at: ReturnJourney.Tab = bookingWide.has(field) || !booking.returnEnabled ? "outbound" : tab;
  const marked = BusinessBooking.updateJourney(booking, at, (journey) => ({
    ...journey,
    errors: { ...journey.errors, [field]: message },
  }));
  return { ...marked, step: BookingForm.firstStep, tab: at };
};
