// The words of the token pages (spec §2 /t, /track, /pay, /share), en-GB. Error texts come from
// the server's §8 code through the port (DispatchError.message); what to do next is said here.
import type * as Booking from "@cabline/domain/Booking";
import type * as Flight from "@cabline/domain/Flight";

export const statusLabels: Readonly<Record<Booking.BookingStatus, string>> = {
  booked: "Booked",
  driver_allocated: "Driver assigned",
  en_route: "Driver on the way",
  arrived: "Driver has arrived",
  passenger_on_board: "On board",
  completed: "Completed",
  cancelled: "Cancelled",
  no_show: "Marked as no-show",
};

/** The headline of the track page: what the passenger most wants to know now. */
export const statusHeadlines: Readonly<Record<Booking.BookingStatus, string>> = {
  booked: "Your booking is confirmed. We will assign a driver before your pickup.",
  driver_allocated: "A driver has been assigned to your booking.",
  en_route: "Your driver is on the way.",
  arrived: "Your driver has arrived at the pickup.",
  passenger_on_board: "You are on your way.",
  completed: "This trip is complete.",
  cancelled: "This booking has been cancelled.",
  no_show: "The driver waited but could not find the passenger.",
};

/** The headline of the share page: the same news, for someone who is not the passenger. */
export const sharedHeadlines: Readonly<Record<Booking.BookingStatus, string>> = {
  booked: "The booking is confirmed. A driver will be assigned before the pickup.",
  driver_allocated: "A driver has been assigned.",
  en_route: "The driver is on the way to the pickup.",
  arrived: "The driver has arrived at the pickup.",
  passenger_on_board: "The passenger is on board and on their way.",
  completed: "This trip is complete.",
  cancelled: "This booking has been cancelled.",
  no_show: "The driver waited but could not find the passenger.",
};

export const paymentLabels: Readonly<Record<Booking.PaymentStatus, string>> = {
  pending: "Waiting for payment",
  requires_action: "Waiting for your bank to confirm",
  paid: "Paid by card",
  pay_driver: "Pay the driver",
  invoiced: "Invoiced to the account",
  failed: "Payment failed",
  refunded: "Refunded",
};

export const flightLabels: Readonly<Record<Flight.FlightStatus, string>> = {
  scheduled: "Scheduled",
  active: "In the air",
  delayed: "Delayed",
  landed: "Landed",
  cancelled: "Cancelled",
  diverted: "Diverted",
};

export const messages = {
  flight: {
    heading: (number: string) => `Flight ${number}`,
    loading: "Checking the flight",
    expected: (time: string) => `Expected in ${time}.`,
    late: (minutes: number) => `${minutes} minutes late.`,
    terminal: (terminal: string) => `Terminal ${terminal}.`,
  },
  loading: "Loading the booking",
  invalidTitle: "We could not find this booking",
  invalidHelp:
    "Check that you opened the whole link from your e-mail or text message. If it still does not work, contact us.",
  failedTitle: "We could not load this booking",
  retry: "Try again",
  retrying: "Trying again",
  refreshFailed: "We could not check for updates. We will try again shortly.",
  /** How fresh the page's news is (TripProgress.freshness), ticking each second. */
  updated: (seconds: number) =>
    `${seconds < 5 ? "Updated just now" : seconds < 60 ? `Updated ${seconds} s ago` : `Updated ${Math.floor(seconds / 60)} min ago`}. This page updates by itself.`,
  stale: (seconds: number) =>
    `No news from dispatch for ${seconds < 120 ? `${seconds} seconds` : `${Math.floor(seconds / 60)} minutes`}. What you see may be out of date; we keep trying.`,
  /** The headline's countdown while the driver is on the way (TripProgress.arrivingInMinutes). */
  arrivingIn: (minutes: number) => `Arriving in ${minutes} min`,
  finishedNote: "This trip has finished; nothing more will change.",
  track: {
    title: "Track your ride",
    reference: (id: number) => `Booking ${id}`,
    payNow: "Pay for this booking",
    payNeeded: "This booking is not confirmed until it is paid.",
    manage: "Manage this booking (change, cancel, receipt)",
  },
  share: {
    title: "Shared journey",
    intro: "Someone shared this journey with you. You can follow it here; only the passenger can change it.",
  },
  journey: {
    heading: "Journey",
    legHeading: (leg: Booking.Leg) => (leg === "outbound" ? "Outbound" : "Return"),
    pickupTime: "Pickup time",
    asap: "As soon as possible",
    from: "From",
    via: "Via",
    to: "To",
    rideType: "Ride type",
    passengers: "Passengers",
    luggage: "Luggage",
    flight: "Flight",
    meetAndGreet: "Meet and greet",
    yes: "Yes",
    fare: "Fare",
    payment: "Payment",
    status: "Status",
    notes: "Notes",
    assistance: "Assistance",
    unknownRide: "Not given",
  },
  timeline: {
    heading: "Progress",
    notYet: "Not yet",
    skipped: "Did not happen",
    timeUnknown: "Time not recorded",
  },
  map: {
    heading: "On the map",
    legend: (car: boolean) => `A is the pickup, then each stop in order${car ? "; the dark marker is the car" : ""}.`,
    description: (stops: ReadonlyArray<string>, car: boolean): string =>
      `Map of the trip. ${stops.join("; ")}.${car ? " The car is shown where it was last seen." : ""}`,
  },
  driver: {
    heading: "Driver and vehicle",
    none: "No driver is assigned yet. Their name, car and registration will show here when one is.",
    name: "Driver",
    vehicle: "Vehicle",
    registration: "Registration",
    callsign: "Callsign",
    phone: "Phone",
    eta: "Arrives in about",
    etaValue: (minutes: number) => (minutes === 1 ? "1 minute" : `${minutes} minutes`),
    position: "Last known position",
    near: (place: string) => `Near ${place}`,
    coordinates: (lat: number, lng: number) => `${lat.toFixed(4)}, ${lng.toFixed(4)}`,
    age: (minutes: number) => (minutes === 0 ? "just now" : minutes === 1 ? "1 minute ago" : `${minutes} minutes ago`),
    noPosition: "The car's position is not known yet.",
  },
  shareLink: {
    heading: "Share this journey",
    help: "Anyone with this link can follow the ride. They cannot change, cancel or pay for it.",
    label: "Share link",
    copy: "Copy link",
    copied: "Link copied.",
  },
  contact: {
    heading: "Need help with this booking?",
    call: "Call",
    email: "E-mail",
  },
} as const;
