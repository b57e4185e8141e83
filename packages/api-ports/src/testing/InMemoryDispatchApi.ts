/**
 * The dispatch API port in memory, stateful enough for the web and CLI tests: customers sign in
 * and out, price and book trips (one leg or a return pair), list, track, change, cancel and pay for
 * them, save cards and use promo codes; business users manage sub-accounts and upload trips;
 * drivers sign in for 10 minutes and bid. Failures are the live adapter's: DispatchError with §8
 * codes and catalogue messages, SignedOut with the sign-out event, idempotent writes replayed.
 *
 * Seed accounts (password "cabline-sandbox"): passenger@example.com (consumer),
 * booker@example.com (business account 501, PO numbers), driver@example.com (driver portal).
 */
import {
  type Account,
  Airport,
  Booking,
  BulkImport,
  type Business,
  type Card,
  type Checkout,
  Constants,
  DateTime,
  Driver,
  ErrorCatalogue,
  type Flight,
  Money,
  Promocode,
  type Quote,
  RideAvailability,
  type Tenant,
} from "@cabline/domain";
import type { Clock } from "../Clock.ts";
import {
  type DispatchApi,
  DispatchError,
  type DispatchErrorReason,
  dispatchMessages,
  type OperationId,
  type SignedOutEvent,
} from "../DispatchApi.ts";
import { defined } from "../internal/Defined.ts";
import { distanceKm } from "./Gazetteer.ts";
import { createTestClock } from "./TestClock.ts";

export const sandboxPassword = "cabline-sandbox";

interface User {
  readonly id: number;
  email: string;
  password: string;
  name: string;
  phone: string;
  defaultPaymentType: "cash" | "card" | "account";
  accounts: ReadonlyArray<Account.Account>;
  defaultPickup: Account.DefaultPickup | null;
  cards: Card.Card[];
}

/** What the in-memory server "sent" by e-mail or text: codes and links the tests can follow. */
export interface OutboxMessage {
  readonly kind: "otp" | "email_validation" | "password_reset" | "driver_password_reset" | "invitation" | "receipt";
  readonly to: string;
  readonly secret?: string;
}

export interface InMemoryDispatchOptions {
  readonly clock?: Clock & { readonly nowMs?: () => number };
  /** The app's token source; by default, the token of the last sign-in through this adapter. */
  readonly getToken?: () => string | null | undefined;
  readonly onSignedOut?: (event: SignedOutEvent) => void;
  readonly configuration?: Tenant.TenantConfiguration;
  readonly rideTypes?: ReadonlyArray<RideAvailability.RideType>;
}

export interface InMemoryDispatchApi extends DispatchApi {
  /** Every call, in order, with its input. */
  readonly calls: ReadonlyArray<{ readonly operation: OperationId; readonly input: unknown }>;
  readonly outbox: ReadonlyArray<OutboxMessage>;
  /** The bookings as stored (outbound and return legs alike). */
  storedBookings(): ReadonlyArray<Booking.Booking>;
  /** Makes the next call of `operation` fail with a §8 code (Rejected) or another reason. */
  failNext(
    operation: OperationId,
    failure: { readonly code?: string; readonly reason?: DispatchErrorReason; readonly status?: number },
  ): void;
  /** Moves a leg on as the dispatcher would (driver allocated, en route...), following the lifecycle. */
  advance(bookingToken: string, status: Booking.BookingStatus): Booking.Booking;
  /** Every customer token stops working: the next call that sends one signs out. */
  expireSessions(): void;
  /** Lets addCard and checkout recognise a token made by the in-memory payments port. */
  registerCardToken(
    token: string,
    card: { readonly brand: string; readonly last4: string; readonly outcome: Card.TestOutcome },
  ): void;
}

const defaultConfiguration: Tenant.TenantConfiguration = {
  website_name: "Solent Cars",
  currency_code: "GBP",
  theme_color: "teal-700",
  support_email: "support@solentcars.example",
  support_contact_number: "+442380496000",
  stripe_publishable_key: "pk_test_memory",
  mixpanel_token: null,
  center_location: { lat: 50.9097, lon: -1.4044 },
  scripts: [],
};

const rideType = (
  id: number,
  name: string,
  numSeats: number,
  maxLuggage: number,
  options: Partial<RideAvailability.RideType> = {},
) => ({
  id,
  name,
  active: true,
  enabled: true,
  numSeats,
  max_luggage: maxLuggage,
  outboundCompatible: true,
  returnCompatible: true,
  ...options,
});

export const defaultRideTypes: ReadonlyArray<RideAvailability.RideType> = [
  rideType(1, "Saloon", 4, 2),
  rideType(2, "Estate", 4, 4),
  rideType(3, "6-seater MPV", 6, 4),
  rideType(4, "8-seater minibus", 8, 8),
  rideType(6, "Executive", 4, 3, { enabled: false }),
];

const businessAccount: Account.Account = {
  business_id: 501,
  business_user_id: 7301,
  role: "ADMIN",
  default_payment_type: "account",
  is_po_number_enabled: true,
  sub_accounts_enabled: true,
  account_trip_enabled: true,
  name: "Solent Marine Logistics",
};

/** Trips must start or finish inside the Southampton region (§8 pickup_not_in_soton). */
const inSouthampton = (place: { readonly lat: number; readonly lng: number }) =>
  place.lat >= 50.85 && place.lat <= 51.0 && place.lng >= -1.55 && place.lng <= -1.25;

const toLocation = (place: Booking.Place) =>
  defined({
    address: place.address,
    id: place.id,
    lat: place.lat,
    lng: place.lng,
    types: place.types,
    postCode: place.postCode,
  });

const gbp = (pence: number) => Money.fromMinor(pence);

export const createInMemoryDispatchApi = (options: InMemoryDispatchOptions = {}): InMemoryDispatchApi => {
  const clock = options.clock ?? createTestClock();
  const now = () => clock.now().epochMilliseconds;
  const rideTypes = options.rideTypes ?? defaultRideTypes;
  let counter = 0;
  const next = () => (counter += 1);
  const opaque = (prefix: string) =>
    `${prefix}${next()
      .toString(36)
      .padStart(22 - prefix.length, "0")}`;

  const users: User[] = [
    {
      id: 10234,
      email: "passenger@example.com",
      password: sandboxPassword,
      name: "Amelia Clarke",
      phone: "+447700900123",
      defaultPaymentType: "card",
      accounts: [],
      defaultPickup: null,
      cards: [
        { id: "card_memoryVisa4242", brand: "visa", last4: "4242", exp_month: 8, exp_year: 2029, is_default: true },
      ],
    },
    {
      id: 10877,
      email: "booker@example.com",
      password: sandboxPassword,
      name: "Daniel Okafor",
      phone: "+447700900456",
      defaultPaymentType: "account",
      accounts: [businessAccount],
      defaultPickup: null,
      cards: [],
    },
  ];
  const sessions = new Map<string, number>();
  let lastSignIn: string | undefined;
  const getToken = options.getToken ?? (() => lastSignIn);
  const stored: Booking.Booking[] = [];
  const owners = new Map<number, number | string>();
  const idempotent = new Map<string, { readonly request: string; readonly result: unknown }>();
  const failures = new Map<OperationId, { code?: string; reason?: DispatchErrorReason; status?: number }>();
  const calls: Array<{ operation: OperationId; input: unknown }> = [];
  const outbox: OutboxMessage[] = [];
  const otps = new Map<string, string>();
  const resetTokens = new Map<string, { readonly email: string; readonly driver: boolean }>();
  const cardTokens = new Map<string, { brand: string; last4: string; outcome: Card.TestOutcome }>([
    ["tok_visa", { brand: "visa", last4: "4242", outcome: "succeeds" }],
    ["tok_mastercard", { brand: "mastercard", last4: "4444", outcome: "succeeds" }],
    ["tok_threeDSecure2Required", { brand: "visa", last4: "3184", outcome: "requires_authentication" }],
    ["tok_chargeDeclined", { brand: "visa", last4: "0002", outcome: "declined" }],
  ]);
  const pendingSetups = new Map<string, { readonly userId: number; readonly card: Card.Card }>();
  const pendingPayments = new Map<
    string,
    { readonly bookingIds: ReadonlyArray<number>; readonly amount: Money.Money }
  >();
  const baskets = new Map<string, Checkout.Basket>();
  const promocodes: Promocode.Promocode[] = [
    {
      code: "WELCOME10",
      description: "10% off your first ride, up to £10",
      discount_type: "percent",
      percent_off: 10,
      max_discount: gbp(1000),
      valid_until: Date.parse("2027-03-31T23:59:59+01:00"),
      single_use: true,
    },
    {
      code: "CRUISE5",
      description: "£5 off any trip to or from a Southampton cruise terminal",
      discount_type: "fixed",
      amount_off: gbp(500),
      min_fare: gbp(1500),
      valid_from: Date.parse("2026-04-01T00:00:00+01:00"),
      valid_until: Date.parse("2026-12-31T23:59:59+00:00"),
    },
  ];
  const flights = new Map<string, Flight.FlightInfo>([
    [
      "SI4202",
      {
        number: "SI4202",
        airline: "Blue Islands",
        origin: { iata: "JER", name: "Jersey" },
        destination: { iata: "SOU", name: "Southampton" },
        scheduled_arrival: Date.parse("2026-12-08T21:25:00+00:00"),
        estimated_arrival: Date.parse("2026-12-08T21:25:00+00:00"),
        status: "scheduled",
      },
    ],
  ]);
  const subAccounts = new Map<number, Business.SubAccount[]>([
    [
      501,
      [
        {
          business_user_id: 7302,
          name: "Priya Shah",
          email_address: "priya.shah@example.com",
          contact_number: "+447700900612",
          role: "SUB_ACCOUNT",
          status: "active",
        },
      ],
    ],
  ]);
  const invitations = new Map<string, Business.Invitation>();
  const businesses = new Map<number, string>([[501, "Solent Marine Logistics"]]);
  const importedRows = new Map<string, BulkImport.RowResult>();
  const drivers = [
    {
      password: sandboxPassword,
      profile: {
        id: 3307,
        name: "Mark Ellison",
        email: "driver@example.com",
        callsign: "S42",
        vehicle: {
          make: "Volkswagen",
          model: "Caddy Maxi Life (WAV)",
          registration: "HX22 WAV",
          wheelchair_accessible: true,
        },
        ride_type_ids: [1, 2, 5],
      } satisfies Driver.DriverProfile,
    },
  ];
  const driverSessions = new Map<string, { readonly driverId: number; readonly expiresAt: number }>();
  const applications = new Map<string, Driver.DriverSignupStatus>([
    ["driver@example.com", { status: "approved", application_id: 2207 }],
  ]);
  const contracts: Driver.RepeatContract[] = [
    {
      id: 9101,
      reference: "SR-2027-014",
      title: "School run: Weston to Bitterne Park School",
      category: "school_run",
      status: "open",
      pickup_location: { address: "18 Weston Lane, Southampton SO19 9HJ", lat: 50.8908, lng: -1.3651 },
      destinations: [
        { address: "Bitterne Park School, Copsewood Road, Southampton SO18 1BU", lat: 50.9236, lng: -1.3705 },
      ],
      passengers: 3,
      ride_type_id: 1,
      schedule: {
        days: ["MON", "TUE", "WED", "THU", "FRI"],
        outbound_time: "08:05",
        return_time: "15:20",
        start_date: "2027-01-05",
        end_date: "2027-07-21",
      },
      guide_price_per_trip: gbp(1400),
      bidding_closes_at: Date.parse("2026-12-10T17:00:00+00:00"),
      bids_count: 4,
      my_bid: null,
    },
  ];

  const fail = (operation: OperationId, code: string, status = 400): DispatchError =>
    new DispatchError({ reason: "Rejected", operation, code, message: ErrorCatalogue.messageFor(code), status });

  const signedOut = (operation: OperationId, session: "customer" | "driver"): DispatchError => {
    options.onSignedOut?.({ session, reason: "unauthorised", operation });
    return new DispatchError({
      reason: "SignedOut",
      operation,
      code: ErrorCatalogue.invalidToken,
      message: ErrorCatalogue.messageFor(ErrorCatalogue.invalidToken),
      status: 401,
    });
  };

  /** Runs an operation: logs it, applies an injected failure, and returns a copy the caller cannot use to change state. */
  const call = async <A>(operation: OperationId, input: unknown, run: () => A): Promise<A> => {
    calls.push({ operation, input });
    const injected = failures.get(operation);
    if (injected !== undefined) {
      failures.delete(operation);
      const reason = injected.reason ?? "Rejected";
      if (reason === "SignedOut") {
        throw signedOut(
          operation,
          operation === "getContractsForWeb" || operation === "placeBid" ? "driver" : "customer",
        );
      }
      throw reason === "Rejected"
        ? fail(operation, injected.code ?? "bad_request", injected.status)
        : new DispatchError({
            reason,
            operation,
            message: dispatchMessages[reason],
            ...(injected.code === undefined ? {} : { code: injected.code }),
          });
    }
    return structuredClone(run());
  };

  /** The same key and request replays the first answer; the same key with another request is refused. */
  const once = <A>(operation: OperationId, key: string | undefined, request: unknown, run: () => A): A => {
    if (key === undefined) return run();
    const scoped = `${operation}:${key}`;
    const fingerprint = JSON.stringify(request);
    const seen = idempotent.get(scoped);
    if (seen !== undefined) {
      if (seen.request !== fingerprint) throw fail(operation, "idempotency_key_reused");
      return seen.result as A;
    }
    const result = run();
    idempotent.set(scoped, { request: fingerprint, result });
    return result;
  };

  const currentUser = (operation: OperationId, required: boolean): User | undefined => {
    const token = getToken()?.trim();
    if (token === undefined || token === "") {
      if (required) throw signedOut(operation, "customer");
      return undefined;
    }
    const userId = sessions.get(token);
    // A stale token sent to an optional operation still gets 401 (contracts/README.md).
    if (userId === undefined) throw signedOut(operation, "customer");
    return users.find((user) => user.id === userId);
  };
  const requireUser = (operation: OperationId) => currentUser(operation, true) as User;

  const profileOf = (user: User): Account.UserProfile =>
    defined({
      id: user.id,
      customer_name: user.name,
      email_address: user.email,
      contact_number: user.phone,
      business: user.accounts.length > 0,
      accounts: user.accounts,
      default_payment_type: user.defaultPaymentType,
      default_pickup: user.defaultPickup,
      business_user_id: user.accounts[0]?.business_user_id ?? null,
      businessCustomerId: user.accounts[0]?.business_id ?? null,
      is_po_number_enabled: user.accounts[0]?.is_po_number_enabled ?? false,
      sub_accounts_enabled: user.accounts[0]?.sub_accounts_enabled ?? false,
      account_trip_enabled: user.accounts[0]?.account_trip_enabled ?? false,
    });

  const signIn = (user: User) => {
    const token = opaque("cbl_at_mem");
    sessions.set(token, user.id);
    lastSignIn = token;
    return {
      accessToken: token,
      profile: defined({
        id: user.id,
        customer_name: user.name,
        email_address: user.email,
        contact_number: user.phone,
        business: user.accounts.length > 0,
      }),
    };
  };

  const byToken = (operation: OperationId, bookingToken: string): Booking.Booking => {
    const booking = stored.find((candidate) => candidate.booking_token === bookingToken);
    if (booking === undefined) throw fail(operation, "invalid_booking");
    return booking;
  };
  const pairOf = (booking: Booking.Booking) => stored.filter((candidate) => candidate.pair_id === booking.pair_id);
  const replace = (booking: Booking.Booking) => {
    stored[stored.findIndex((candidate) => candidate.id === booking.id)] = booking;
    return booking;
  };

  const fareFor = (leg: Booking.LegRequest, rideTypeId: number | undefined): Quote.Fare => {
    const stops = [leg.pickup, ...leg.destinations];
    const km = stops.slice(1).reduce((total, stop, i) => total + distanceKm(stops[i] as Booking.Place, stop), 0);
    const factor =
      1 +
      Math.max(
        0,
        rideTypes.findIndex((type) => type.id === rideTypeId),
      ) *
        0.1;
    const lines: Quote.FareLine[] = [
      {
        code: "journey",
        label: `Journey fare (${(km / 1.609).toFixed(1)} miles)`,
        amount: gbp(Math.round((500 + km * 160) * factor)),
      },
      ...Booking.vias({ destinations: leg.destinations } as Booking.Booking).map(() => ({
        code: "via_stop",
        label: "Via stop",
        amount: gbp(200),
      })),
      ...(Airport.isAirport(leg.pickup)
        ? [{ code: "airport_pickup", label: "Airport pick-up parking", amount: gbp(500) }]
        : []),
      ...(leg.destinations.some(Airport.isAirport)
        ? [{ code: "airport_dropoff", label: "Southampton Airport drop-off charge", amount: gbp(300) }]
        : []),
      ...(leg.meetAndGreet === true
        ? [{ code: "meet_and_greet", label: "Meet and greet in arrivals", amount: gbp(1000) }]
        : []),
    ];
    return { quote_type: "FIXED", total: Money.sum(lines.map((line) => line.amount)), lines };
  };

  const chargesFor = (leg: Booking.LegRequest | undefined): ReadonlyArray<Quote.AdditionalCharge> =>
    leg === undefined
      ? []
      : fareFor(leg, leg.rideId)
          .lines.filter((line) => line.code !== "journey" && line.code !== "via_stop")
          .map((line) => ({ ...line, mandatory: line.code !== "meet_and_greet" }));

  /** The checks the dispatch API makes before pricing or booking (§8 codes). */
  const check = (operation: OperationId, request: Booking.BookingRequest, user: User | undefined, booking: boolean) => {
    const legs =
      Booking.isRoundTrip(request) && request.return !== undefined
        ? [request.outbound, request.return]
        : [request.outbound];
    for (const leg of legs) {
      if (leg.destinations.length === 0) throw fail(operation, "bad_destination");
      if (!Booking.isPlace(leg.pickup) || !leg.destinations.every(Booking.isPlace))
        throw fail(operation, "bad_destination");
      const last = leg.destinations.at(-1) as Booking.Place;
      if (!inSouthampton(leg.pickup) && !inSouthampton(last)) throw fail(operation, "pickup_not_in_soton");
      if (leg.passengers < 1) throw fail(operation, "invalid_people_count");
      if (leg.rideId !== undefined) {
        const type = RideAvailability.findById(rideTypes, leg.rideId);
        if (type === undefined || !type.enabled || !type.active) throw fail(operation, "invalid_ride_type");
        if (!RideAvailability.canCarry(type, leg)) throw fail(operation, "invalid_people_count");
      }
      if (booking && user === undefined && (leg.name ?? "").trim() === "") throw fail(operation, "name_empty");
      if (booking && user === undefined && (leg.phone ?? "").trim() === "") throw fail(operation, "number_empty");
    }
    const account = user?.accounts.find((candidate) => candidate.business_id === request.business_id);
    if (request.bookingForSomeoneElse === true && (user === undefined || user.accounts.length === 0)) {
      throw fail(operation, "not_business_user");
    }
    if (request.paymentMethod === "account" && account === undefined) throw fail(operation, "bad_payment_type");
    if (booking && account?.is_po_number_enabled === true && (request.poNumber ?? "").trim() === "") {
      throw fail(operation, "po_number_empty");
    }
  };

  const estimate = (request: Booking.BookingRequest): Quote.CostEstimate => {
    const returnLeg = Booking.isRoundTrip(request) ? request.return : undefined;
    const outbound = fareFor(request.outbound, request.outbound.rideId);
    const back = returnLeg === undefined ? undefined : fareFor(returnLeg, returnLeg.rideId);
    const subtotal = Money.add(outbound.total, back?.total ?? gbp(0));
    const code = promocodes.find((candidate) => candidate.code === Promocode.normalise(request.promocode ?? ""));
    const discount = code === undefined ? undefined : Promocode.discountOn(code, subtotal, now());
    return defined({
      outbound,
      return: back,
      total: Money.add(subtotal, gbp(-(discount?.amountMinor ?? 0))),
      discount,
      bookingAdditionalChargesOutbound: chargesFor(request.outbound),
      bookingAdditionalChargesReturn: chargesFor(returnLeg),
      ride_type_quotes: rideTypes
        .filter((type) => type.active && type.enabled)
        .map((type) =>
          defined({
            ride_type_id: Number(type.id),
            outbound: fareFor(request.outbound, Number(type.id)),
            return: returnLeg === undefined ? undefined : fareFor(returnLeg, Number(type.id)),
          }),
        ),
    });
  };

  const newBooking = (
    leg: Booking.LegRequest,
    request: Pick<Booking.BookingRequest, "paymentMethod" | "business_id" | "poNumber" | "costCentre">,
    user: User | undefined,
    pair: { readonly pairId?: number; readonly leg: Booking.Leg },
  ): Booking.Booking => {
    const id = 50_000 + next();
    const paymentMethod = request.paymentMethod ?? "cash";
    const pickupTime =
      leg.asap === true
        ? now() + Constants.asapLeadMinutes * 60_000
        : (leg.dateTime ?? now() + Constants.defaultPickupLeadMinutes * 60_000);
    const rideId =
      leg.rideId ??
      Number(
        RideAvailability.selectRideType(rideTypes, { ...leg, direction: pair.leg }, null) ?? rideTypes[0]?.id ?? 1,
      );
    return defined({
      id,
      booking_token: opaque("bk"),
      pair_id: pair.pairId ?? id,
      leg: pair.leg,
      status: "booked" as const,
      status_history: [{ status: "booked" as const, at: now() }],
      asap: leg.asap ?? false,
      pickup_time: pickupTime,
      pickup_location: toLocation(leg.pickup),
      destinations: leg.destinations.map((stop) => defined({ ...toLocation(stop), user: stop.user })),
      passengers: leg.passengers,
      luggage: leg.luggage,
      ride_type_id: rideId,
      ride_type_name: rideTypes.find((type) => type.id === rideId)?.name,
      passenger_name: leg.name ?? user?.name,
      passenger_phone: leg.phone ?? user?.phone,
      passenger_email: leg.email ?? user?.email,
      room: leg.roomNumber,
      reference: leg.reference,
      notes: leg.notes,
      flight: leg.flightNumber === undefined ? undefined : { number: leg.flightNumber },
      meet_and_greet: leg.meetAndGreet ?? false,
      payment_method: paymentMethod,
      payment_status: paymentMethod === "card" ? "pending" : paymentMethod === "account" ? "invoiced" : "pay_driver",
      fare: fareFor(leg, rideId),
      your_references:
        request.poNumber === undefined && request.costCentre === undefined
          ? undefined
          : defined({ po_number: request.poNumber, cost_centre: request.costCentre }),
      business_id: request.business_id,
      created_at: now(),
    } satisfies Record<string, unknown>) as Booking.Booking;
  };

  const listFor = (
    operation: OperationId,
    user: User,
    query: {
      count?: number | undefined;
      offset?: number | undefined;
      search?: string | undefined;
      businessId?: number | undefined;
    },
    keep: (booking: Booking.Booking) => boolean,
    defaultCount: number,
  ): Booking.BookingsPage => {
    if (query.businessId !== undefined && !user.accounts.some((account) => account.business_id === query.businessId)) {
      throw fail(operation, "not_business_user");
    }
    const text = query.search?.trim().toLowerCase() ?? "";
    const matching = stored
      .filter((booking) => owners.get(booking.id) === user.id)
      .filter((booking) => query.businessId === undefined || booking.business_id === query.businessId)
      .filter(keep)
      .filter(
        (booking) =>
          text === "" ||
          [booking.pickup_location, ...booking.destinations].some((place) =>
            place.address.toLowerCase().includes(text),
          ),
      )
      .toSorted((a, b) => a.pickup_time - b.pickup_time);
    const count = query.count ?? defaultCount;
    const offset = query.offset ?? 0;
    return { bookings: matching.slice(offset, offset + count), total: matching.length, count, offset };
  };

  const cardTokenOutcome = (operation: OperationId, token: string) => {
    const known = cardTokens.get(token);
    if (known === undefined) throw fail(operation, "bad_request");
    if (known.outcome === "declined") throw fail(operation, "card_declined");
    return known;
  };

  const driverFor = (operation: OperationId, driverToken: string) => {
    const session = driverSessions.get(driverToken);
    if (session === undefined || now() >= session.expiresAt) throw signedOut(operation, "driver");
    return drivers.find((driver) => driver.profile.id === session.driverId) as (typeof drivers)[number];
  };

  const api: DispatchApi = {
    configuration: {
      getConfiguration: () => call("getConfiguration", undefined, () => options.configuration ?? defaultConfiguration),
    },

    customerAuth: {
      doLoginWeb: (credentials) =>
        call("doLoginWeb", { email: credentials.email }, () => {
          if (credentials.email.trim() === "") throw fail("doLoginWeb", "email_empty");
          if (credentials.password === "") throw fail("doLoginWeb", "password_empty");
          const user = users.find((candidate) => candidate.email === credentials.email.trim().toLowerCase());
          if (user === undefined || user.password !== credentials.password) throw fail("doLoginWeb", "invalid_login");
          return signIn(user);
        }),
      submitTelForValidation: (request) =>
        call("submitTelForValidation", request, () => {
          if (request.number.trim() === "") throw fail("submitTelForValidation", "number_empty");
          const registered = users.some((user) => user.phone === request.number);
          if (request.isForSignIn && !registered) throw fail("submitTelForValidation", "number_not_registered");
          if (!request.isForSignIn && registered) throw fail("submitTelForValidation", "number_already_registered");
          const code = String(100_000 + (next() % 900_000));
          otps.set(request.number, code);
          outbox.push({ kind: "otp", to: request.number, secret: code });
          return { validationSent: true, expiresInSeconds: 600, resendAfterSeconds: 60 };
        }),
      loginUsingPhoneNumberWeb: (request) =>
        call("loginUsingPhoneNumberWeb", { number: request.number }, () => {
          const user = users.find((candidate) => candidate.phone === request.number);
          if (user === undefined) throw fail("loginUsingPhoneNumberWeb", "number_not_registered");
          if (!otps.has(request.number)) throw fail("loginUsingPhoneNumberWeb", "no_validation_record");
          if (otps.get(request.number) !== request.validationCode) {
            throw fail("loginUsingPhoneNumberWeb", "Invalid confirmation code");
          }
          otps.delete(request.number);
          return signIn(user);
        }),
      registerWeb: (request) =>
        call("registerWeb", { email: request.email, number: request.number }, () => {
          if (request.name.trim() === "") throw fail("registerWeb", "name_empty");
          if (request.email.trim() === "") throw fail("registerWeb", "email_empty");
          if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(request.email)) throw fail("registerWeb", "email_invalid");
          if (request.password === "") throw fail("registerWeb", "password_empty");
          if (request.password.length < 8) throw fail("registerWeb", "password_invalid");
          if (users.some((user) => user.email === request.email.toLowerCase()))
            throw fail("registerWeb", "email_already_registered");
          if (users.some((user) => user.phone === request.number))
            throw fail("registerWeb", "number_already_registered");
          if (otps.get(request.number) !== request.validationCode)
            throw fail("registerWeb", "Invalid confirmation code");
          const id = 20_000 + next();
          users.push({
            id,
            email: request.email.toLowerCase(),
            password: request.password,
            name: request.name,
            phone: request.number,
            defaultPaymentType: "cash",
            accounts: [],
            defaultPickup: null,
            cards: [],
          });
          return { id, message: ErrorCatalogue.signUpSuccessMessage };
        }),
      submitEmailForValidation: (request) =>
        call("submitEmailForValidation", request, () => {
          if (request.email.trim() === "") throw fail("submitEmailForValidation", "email_empty");
          if (request.isForSignIn === false && users.some((user) => user.email === request.email.toLowerCase())) {
            throw fail("submitEmailForValidation", "email_already_registered");
          }
          outbox.push({ kind: "email_validation", to: request.email });
          return { validationSent: true };
        }),
      doLogout: () =>
        call("doLogout", undefined, () => {
          requireUser("doLogout");
          const token = getToken()?.trim();
          if (token !== undefined) sessions.delete(token);
          if (lastSignIn === token) lastSignIn = undefined;
        }),
      forgotPassword: (request) =>
        call("forgotPassword", request, () => {
          if (request.email.trim() === "") throw fail("forgotPassword", "email_empty");
          if (users.some((user) => user.email === request.email.toLowerCase())) {
            const token = opaque("rst");
            resetTokens.set(token, { email: request.email.toLowerCase(), driver: false });
            outbox.push({ kind: "password_reset", to: request.email, secret: token });
          }
        }),
      resetPassword: (request) =>
        call("resetPassword", { token: request.token }, () => {
          const reset = resetTokens.get(request.token);
          if (reset === undefined || reset.driver) throw fail("resetPassword", "invalid_reset_token");
          if (request.password === "") throw fail("resetPassword", "password_empty");
          if (request.password.length < 8) throw fail("resetPassword", "password_invalid");
          resetTokens.delete(request.token);
          const user = users.find((candidate) => candidate.email === reset.email);
          if (user !== undefined) user.password = request.password;
        }),
      checkToken: () => call("checkToken", undefined, () => profileOf(requireUser("checkToken"))),
      getGuestUserId: () => call("getGuestUserId", undefined, () => opaque("gst_")),
    },

    bookings: {
      getHistory: (query = {}) =>
        call("getHistory", query, () =>
          listFor("getHistory", requireUser("getHistory"), query, (b) => Booking.phase(b.status) === "history", 10),
        ),
      getUpcoming: (query = {}) =>
        call("getUpcoming", query, () =>
          listFor("getUpcoming", requireUser("getUpcoming"), query, (b) => Booking.phase(b.status) === "upcoming", 10),
        ),
      getBookings: (query = {}) =>
        call("getBookings", query, () =>
          listFor(
            "getBookings",
            requireUser("getBookings"),
            query,
            (b) => query.filter === undefined || query.filter === "all" || Booking.phase(b.status) === query.filter,
            Constants.bookingsFetchCount,
          ),
        ),
      createBooking: (request, { idempotencyKey } = {}) =>
        call("createBooking", request, () => {
          const user = currentUser("createBooking", false);
          return once("createBooking", idempotencyKey, request, () => {
            check("createBooking", request, user, true);
            const outbound = newBooking(request.outbound, request, user, { leg: "outbound" });
            const legs = [outbound];
            if (Booking.isRoundTrip(request) && request.return !== undefined) {
              legs.push(newBooking(request.return, request, user, { pairId: outbound.id, leg: "return" }));
            }
            for (const leg of legs) {
              stored.push(leg);
              owners.set(leg.id, user?.id ?? request.guestUserId ?? "guest");
            }
            const due = Money.sum(legs.map((leg) => leg.fare.total));
            const basketId = request.paymentMethod === "card" ? `bsk_${outbound.id}` : undefined;
            if (basketId !== undefined)
              baskets.set(basketId, { id: basketId, booking_ids: legs.map((leg) => leg.id), total: due });
            return defined({
              pair_id: outbound.id,
              bookings: legs,
              basket_id: basketId,
              amount_due: request.paymentMethod === "card" ? due : gbp(0),
            });
          });
        }),
      updateBooking: (update) =>
        call("updateBooking", update, () => {
          requireUser("updateBooking");
          const booking = byToken("updateBooking", update.booking_token);
          if (Booking.phase(booking.status) !== "upcoming") throw fail("updateBooking", "wrong_state");
          const { booking_token: _, poNumber, costCentre, ...leg } = update;
          const request = { outbound: leg, paymentMethod: booking.payment_method };
          check(
            "updateBooking",
            request,
            users.find((user) => user.id === owners.get(booking.id)),
            false,
          );
          const changed = newBooking(
            leg,
            defined({ paymentMethod: booking.payment_method, poNumber, costCentre }),
            undefined,
            {
              pairId: booking.pair_id,
              leg: booking.leg,
            },
          );
          const updated = replace({
            ...changed,
            id: booking.id,
            booking_token: booking.booking_token,
            status: booking.status,
            status_history: booking.status_history,
            payment_status: booking.payment_status ?? changed.payment_status,
            created_at: booking.created_at,
            passenger_name: leg.name ?? booking.passenger_name,
          } as Booking.Booking);
          return { booking: updated, pair: pairOf(updated).filter((other) => other.id !== updated.id) };
        }),
      getActiveRideTypes: () => call("getActiveRideTypes", undefined, () => rideTypes.filter((type) => type.active)),
      getCostEstimate: (request) =>
        call("getCostEstimate", request, () => {
          check("getCostEstimate", request, currentUser("getCostEstimate", false), false);
          return estimate(request);
        }),
      saveLocation: (request) =>
        call("saveLocation", request, () => {
          const user = requireUser("saveLocation");
          if (request.name.trim() === "") throw fail("saveLocation", "name_empty");
          const saved: Account.DefaultPickup = {
            user_id: user.id,
            name: request.name,
            id: next(),
            location: defined({
              description: request.place.address,
              lat: request.place.lat,
              lon: request.place.lng,
              id: request.place.id,
            }),
          };
          if (request.setAsDefaultPickup === true) user.defaultPickup = saved;
          return saved;
        }),
      cancelBookingPair: (request) =>
        call("cancelBookingPair", request, () => {
          currentUser("cancelBookingPair", false);
          const booking = byToken("cancelBookingPair", request.bookingToken);
          const legs = pairOf(booking).filter(
            (leg) => request.legs === undefined || request.legs === "both" || leg.leg === request.legs,
          );
          if (legs.some((leg) => !Booking.isCancellable(leg.status))) throw fail("cancelBookingPair", "wrong_state");
          const fee = Money.sum(legs.map((leg) => gbp(Booking.cancellationCharge(leg.status) === "fee" ? 1000 : 0)));
          const cancelled = legs.map((leg) =>
            replace({
              ...leg,
              status: "cancelled",
              status_history: [...leg.status_history, { status: "cancelled", at: now() }],
              payment_status: leg.payment_status === "paid" ? "refunded" : leg.payment_status,
              cancellation_fee: gbp(Booking.cancellationCharge(leg.status) === "fee" ? 1000 : 0),
            } as Booking.Booking),
          );
          return { bookings: cancelled, fee };
        }),
      getCancelBookingInfo: (request) =>
        call("getCancelBookingInfo", request, () => {
          currentUser("getCancelBookingInfo", false);
          const legs = pairOf(byToken("getCancelBookingInfo", request.bookingToken)).map((leg) => ({
            booking_id: leg.id,
            leg: leg.leg,
            status: leg.status,
            cancellable: Booking.isCancellable(leg.status),
            fee: gbp(Booking.cancellationCharge(leg.status) === "fee" ? 1000 : 0),
          }));
          const cancellable = legs.some((leg) => leg.cancellable);
          return {
            cancellable,
            fee: Money.sum(legs.filter((leg) => leg.cancellable).map((leg) => leg.fee)),
            policy: cancellable
              ? "Free until your driver is on the way; £10.00 after that."
              : "This trip has finished.",
            legs,
          };
        }),
      sendReceipt: (request) =>
        call("sendReceipt", request, () => {
          const booking = byToken("sendReceipt", request.bookingToken);
          const to = request.email ?? booking.passenger_email;
          if (to === undefined || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(to)) throw fail("sendReceipt", "email_invalid");
          outbox.push({ kind: "receipt", to });
          return { sentTo: to };
        }),
    },

    checkout: {
      updateBasket: (request) =>
        call("updateBasket", request, () => {
          currentUser("updateBasket", false);
          const legs = request.bookingIds.map((id) => stored.find((booking) => booking.id === id));
          if (legs.some((leg) => leg === undefined)) throw fail("updateBasket", "invalid_booking");
          const bookings = legs as Booking.Booking[];
          if (bookings.some((leg) => Booking.phase(leg.status) === "history"))
            throw fail("updateBasket", "wrong_state");
          const lines = bookings.flatMap((leg) => leg.fare.lines);
          const subtotal = Money.sum(bookings.map((leg) => leg.fare.total));
          const code =
            request.promocode === undefined || request.promocode === ""
              ? undefined
              : promocodes.find((candidate) => candidate.code === Promocode.normalise(request.promocode ?? ""));
          if (request.promocode !== undefined && request.promocode !== "" && code === undefined) {
            throw fail("updateBasket", "invalid_promocode");
          }
          const discount = code === undefined ? gbp(0) : Promocode.discountOn(code, subtotal, now());
          const id = request.basketId ?? `bsk_${bookings[0]?.id ?? next()}`;
          const basket: Checkout.Basket = defined({
            id,
            booking_ids: [...request.bookingIds],
            lines: [
              ...lines,
              ...(code === undefined
                ? []
                : [{ code: "promocode", label: code.code, amount: gbp(-discount.amountMinor) }]),
            ],
            subtotal,
            discount,
            total: Money.add(subtotal, gbp(-discount.amountMinor)),
            promocode: code?.code,
            paymentMethod: request.paymentMethod,
          });
          baskets.set(id, basket);
          return basket;
        }),
      checkout: (request, { idempotencyKey } = {}) =>
        call("checkout", request, () => {
          const user = currentUser("checkout", false);
          return once("checkout", idempotencyKey, request, (): Checkout.CheckoutResult => {
            const ids =
              request.basket_id !== undefined
                ? baskets.get(request.basket_id)?.booking_ids
                : request.booking_token !== undefined
                  ? pairOf(byToken("checkout", request.booking_token)).map((leg) => leg.id)
                  : request.booking_ids;
            const bookings = (ids ?? []).map((id) => stored.find((booking) => booking.id === id));
            if (bookings.length === 0 || bookings.some((leg) => leg === undefined))
              throw fail("checkout", "invalid_booking");
            const legs = bookings as Booking.Booking[];
            if (legs.some((leg) => Booking.phase(leg.status) === "history")) throw fail("checkout", "wrong_state");
            const total =
              request.basket_id === undefined
                ? Money.sum(legs.map((leg) => leg.fare.total))
                : (baskets.get(request.basket_id)?.total ?? gbp(0));
            if (request.paymentMethod === "account") {
              const account =
                user?.accounts.find((candidate) => candidate.business_id === legs[0]?.business_id) ?? user?.accounts[0];
              if (account === undefined) throw fail("checkout", "not_business_user");
              if (account.is_po_number_enabled && (request.po_number ?? "").trim() === "")
                throw fail("checkout", "po_number_empty");
            }
            const settle = (status: Booking.PaymentStatus) =>
              legs.map((leg) => replace({ ...leg, payment_method: request.paymentMethod, payment_status: status }));
            if (request.paymentMethod !== "card") {
              return {
                status: "succeeded",
                bookings: settle(request.paymentMethod === "account" ? "invoiced" : "pay_driver"),
              };
            }
            const card =
              request.card_id !== undefined
                ? user?.cards.find((candidate) => candidate.id === request.card_id)
                : request.newCardToken !== undefined
                  ? cardTokenOutcome("checkout", request.newCardToken)
                  : undefined;
            if (card === undefined) throw fail("checkout", "bad_payment_type");
            const paymentId = opaque("pi_mem");
            const needsAction = "outcome" in card && card.outcome === "requires_authentication";
            if (needsAction) {
              pendingPayments.set(paymentId, { bookingIds: legs.map((leg) => leg.id), amount: total });
              return {
                status: "requires_action",
                bookings: settle("requires_action"),
                payment: {
                  id: paymentId,
                  status: "requires_action",
                  method: "card",
                  amount: total,
                  client_secret: `${paymentId}_secret_memory`,
                  next_action: { type: "use_stripe_sdk" },
                },
              };
            }
            return {
              status: "succeeded",
              bookings: settle("paid"),
              payment: {
                id: paymentId,
                status: "succeeded",
                method: "card",
                amount: total,
                card: { brand: card.brand, last4: card.last4 },
              },
            };
          });
        }),
      confirmPayment: (request) =>
        call("confirmPayment", request, () => {
          const pending = pendingPayments.get(request.paymentId);
          if (pending === undefined) throw fail("confirmPayment", "invalid_booking");
          pendingPayments.delete(request.paymentId);
          const bookings = pending.bookingIds.map((id) =>
            replace({ ...(stored.find((booking) => booking.id === id) as Booking.Booking), payment_status: "paid" }),
          );
          return {
            status: "succeeded" as const,
            bookings,
            payment: {
              id: request.paymentId,
              status: "succeeded" as const,
              method: "card" as const,
              amount: pending.amount,
            },
          };
        }),
    },

    cardsAndPromocodes: {
      canUsePromocodeForBooking: (request) =>
        call("canUsePromocodeForBooking", request, () => {
          if (request.userId !== undefined) currentUser("canUsePromocodeForBooking", false);
          const code = promocodes.find((candidate) => candidate.code === Promocode.normalise(request.promocode));
          if (code === undefined) throw fail("canUsePromocodeForBooking", "invalid_promocode");
          const fare =
            request.amount ??
            Money.sum(
              (request.bookingIds ?? []).flatMap((id) =>
                stored.filter((booking) => booking.id === id).map((b) => b.fare.total),
              ),
            );
          const reason = Promocode.refusalFor(code, fare, now());
          return reason === undefined
            ? { can_use: true, promocode: code, discount: Promocode.discountOn(code, fare, now()) }
            : { can_use: false, reason, promocode: code };
        }),
      getPromocodeInfo: (request) =>
        call("getPromocodeInfo", request, () => {
          const code = promocodes.find((candidate) => candidate.code === Promocode.normalise(request.promocode));
          if (code === undefined) throw fail("getPromocodeInfo", "invalid_promocode");
          return code;
        }),
      getAllPromocodes: () =>
        call("getAllPromocodes", undefined, () => {
          requireUser("getAllPromocodes");
          return promocodes.filter(
            (code) => Promocode.refusalFor(code, gbp(Number.MAX_SAFE_INTEGER), now()) === undefined,
          );
        }),
      getCards: () => call("getCards", undefined, () => requireUser("getCards").cards),
      addCard: (request) =>
        call("addCard", { newCardToken: request.newCardToken, setDefault: request.setDefault }, () => {
          const user = requireUser("addCard");
          return once("addCard", request.idempotencyKey, request.newCardToken, (): Card.CardSetup => {
            const token = cardTokenOutcome("addCard", request.newCardToken);
            const today = DateTime.toLondon(clock.now());
            const card: Card.Card = {
              id: opaque("card_mem"),
              brand: token.brand,
              last4: token.last4,
              exp_month: 12,
              exp_year: today.year + 3,
              is_default: request.setDefault === true || user.cards.length === 0,
            };
            if (token.outcome === "requires_authentication") {
              const setupId = opaque("seti_mem");
              pendingSetups.set(setupId, { userId: user.id, card });
              return {
                status: "requires_action",
                setup_id: setupId,
                client_secret: `${setupId}_secret_memory`,
                next_action: { type: "use_stripe_sdk" },
              };
            }
            if (card.is_default === true) user.cards = user.cards.map((saved) => ({ ...saved, is_default: false }));
            user.cards.push(card);
            return { status: "succeeded", card };
          });
        }),
      confirmCardSetup: (request) =>
        call("confirmCardSetup", request, (): Card.CardSetup => {
          const user = requireUser("confirmCardSetup");
          const pending = pendingSetups.get(request.setupId);
          if (pending === undefined || pending.userId !== user.id) throw fail("confirmCardSetup", "card_declined");
          pendingSetups.delete(request.setupId);
          user.cards.push(pending.card);
          return { status: "succeeded", card: pending.card };
        }),
    },

    tracking: {
      getBooking: (request) =>
        call("getBooking", request, (): Booking.BookingDetails => {
          currentUser("getBooking", false);
          const booking = byToken("getBooking", request.bookingToken);
          const pair = pairOf(booking).filter((other) => other.id !== booking.id);
          const unpaid = [booking, ...pair].filter(
            (leg) => leg.payment_method === "card" && leg.payment_status !== "paid",
          );
          return defined({
            booking,
            pair,
            amount_due: booking.payment_method === "card" ? Money.sum(unpaid.map((leg) => leg.fare.total)) : undefined,
          });
        }),
      getFlightTracking: (request) =>
        call("getFlightTracking", request, () => {
          const flight = flights.get(request.flightNumber.replace(/\s+/g, "").toUpperCase());
          if (flight === undefined) throw fail("getFlightTracking", "flight_information_not_found");
          return flight;
        }),
    },

    business: {
      businessSignup: (request) =>
        call("businessSignup", { email: request.email, company: request.company_name }, () => {
          if (request.company_name.trim() === "" || request.firstName.trim() === "")
            throw fail("businessSignup", "name_empty");
          if (request.email.trim() === "") throw fail("businessSignup", "email_empty");
          if (users.some((user) => user.email === request.email.toLowerCase()))
            throw fail("businessSignup", "email_already_registered");
          if (request.password.length < 8) throw fail("businessSignup", "password_invalid");
          const businessId = 600 + next();
          businesses.set(businessId, request.company_name);
          return {
            business_id: businessId,
            status: "pending_approval" as const,
            message: "Thanks. We will confirm your account within one working day.",
          };
        }),
      getSubAccounts: (request) =>
        call("getSubAccounts", request, () => {
          const user = requireUser("getSubAccounts");
          if (!user.accounts.some((account) => account.business_id === request.businessId))
            throw fail("getSubAccounts", "not_business_user");
          return subAccounts.get(request.businessId) ?? [];
        }),
      inviteSubAccount: (invite) =>
        call("inviteSubAccount", invite, (): Business.InvitedSubAccount => {
          const user = requireUser("inviteSubAccount");
          if (!user.accounts.some((account) => account.business_id === invite.business_id)) {
            throw fail("inviteSubAccount", "not_business_user");
          }
          if (invite.name.trim() === "") throw fail("inviteSubAccount", "name_empty");
          if (invite.email.trim() === "") throw fail("inviteSubAccount", "email_empty");
          const list = subAccounts.get(invite.business_id) ?? [];
          if (list.some((entry) => entry.email_address === invite.email.toLowerCase())) {
            throw fail("inviteSubAccount", "email_already_registered");
          }
          const expiresAt = now() + 7 * 24 * 3_600_000;
          const subAccount: Business.SubAccount = defined({
            business_user_id: null,
            name: invite.name,
            email_address: invite.email.toLowerCase(),
            contact_number: invite.contact_number,
            role: "SUB_ACCOUNT",
            status: "invited" as const,
            invited_at: now(),
          });
          subAccounts.set(invite.business_id, [...list, subAccount]);
          const token = opaque("inv");
          invitations.set(token, {
            business_id: invite.business_id,
            business_name: businesses.get(invite.business_id) ?? "",
            invited_by: user.name,
            name: invite.name,
            email_address: invite.email.toLowerCase(),
            expires_at: expiresAt,
            account_exists: users.some((candidate) => candidate.email === invite.email.toLowerCase()),
          });
          outbox.push({ kind: "invitation", to: invite.email, secret: token });
          return { sub_account: subAccount, invitation_expires_at: expiresAt };
        }),
      removeSubAccount: (request) =>
        call("removeSubAccount", request, () => {
          const user = requireUser("removeSubAccount");
          if (!user.accounts.some((account) => account.business_id === request.businessId)) {
            throw fail("removeSubAccount", "not_business_user");
          }
          const list = subAccounts.get(request.businessId) ?? [];
          const remaining = list.filter((entry) =>
            request.businessUserId !== undefined
              ? entry.business_user_id !== request.businessUserId
              : entry.email_address !== request.email?.toLowerCase(),
          );
          if (remaining.length === list.length) throw fail("removeSubAccount", "bad_request");
          subAccounts.set(request.businessId, remaining);
        }),
      getInvitation: (request) =>
        call("getInvitation", request, () => {
          const invitation = invitations.get(request.token);
          if (invitation === undefined || now() >= invitation.expires_at)
            throw fail("getInvitation", "invalid_invitation");
          return invitation;
        }),
      acceptInvitation: (request) =>
        call("acceptInvitation", { token: request.token }, (): Business.InvitationAcceptance => {
          const invitation = invitations.get(request.token);
          if (invitation === undefined || now() >= invitation.expires_at)
            throw fail("acceptInvitation", "invalid_invitation");
          let user = currentUser("acceptInvitation", false);
          let accessToken: string | undefined;
          if (user === undefined) {
            if ((request.name ?? "").trim() === "") throw fail("acceptInvitation", "name_empty");
            if ((request.password ?? "").length < 8) throw fail("acceptInvitation", "password_invalid");
            user = {
              id: 20_000 + next(),
              email: invitation.email_address,
              password: request.password ?? "",
              name: request.name ?? "",
              phone: request.number ?? "",
              defaultPaymentType: "account",
              accounts: [],
              defaultPickup: null,
              cards: [],
            };
            users.push(user);
            accessToken = signIn(user).accessToken;
          }
          const businessUserId = 7_400 + next();
          user.accounts = [
            ...user.accounts,
            {
              ...businessAccount,
              business_id: invitation.business_id,
              business_user_id: businessUserId,
              role: "SUB_ACCOUNT",
            },
          ];
          subAccounts.set(
            invitation.business_id,
            (subAccounts.get(invitation.business_id) ?? []).map((entry) =>
              entry.email_address === invitation.email_address
                ? { ...entry, business_user_id: businessUserId, status: "active" as const, joined_at: now() }
                : entry,
            ),
          );
          invitations.delete(request.token);
          return defined({
            business_id: invitation.business_id,
            business_user_id: businessUserId,
            business_name: invitation.business_name,
            access_token: accessToken,
          });
        }),
      bulkImportTrips: (request, { idempotencyKey } = {}) =>
        call("bulkImportTrips", request, () => {
          const user = requireUser("bulkImportTrips");
          if (!user.accounts.some((account) => account.business_id === request.business_id)) {
            throw fail("bulkImportTrips", "not_business_user");
          }
          if (request.rows.length === 0 || request.rows.length > BulkImport.maxRowsPerRequest) {
            throw fail("bulkImportTrips", "bad_request");
          }
          return once("bulkImportTrips", idempotencyKey, request, (): BulkImport.ImportResult => {
            const dryRun = request.dry_run === true;
            const results = request.rows.map((row): BulkImport.RowResult => {
              const earlier = row.row_key === undefined ? undefined : importedRows.get(row.row_key);
              if (earlier !== undefined && !dryRun) return { ...earlier, row: row.row, status: "duplicate" };
              const leg: Booking.LegRequest = defined({
                dateTime: row.pickup_time,
                pickup: row.pickup_location,
                destinations: row.destinations,
                passengers: row.passengers,
                luggage: row.luggage ?? 0,
                rideId: row.ride_type_id,
                name: row.passenger_name,
                phone: row.passenger_phone,
                email: row.passenger_email,
                flightNumber: row.flight_number,
                meetAndGreet: row.meet_and_greet,
                notes: row.notes,
              });
              const trip = defined({
                outbound: leg,
                paymentMethod: row.payment_method ?? "account",
                business_id: request.business_id,
                poNumber: row.po_number,
                costCentre: row.cost_centre,
              });
              try {
                check("bulkImportTrips", trip, user, true);
              } catch (error) {
                const code = error instanceof DispatchError ? error.code : undefined;
                return defined({
                  row: row.row,
                  status: "failed" as const,
                  error: code,
                  message: ErrorCatalogue.messageFor(code),
                });
              }
              if (dryRun) return { row: row.row, status: "valid", fare: fareFor(leg, leg.rideId) };
              const booking = newBooking(leg, trip, user, { leg: "outbound" });
              stored.push(booking);
              owners.set(booking.id, user.id);
              const result: BulkImport.RowResult = {
                row: row.row,
                status: "booked",
                booking_id: booking.id,
                booking_token: booking.booking_token,
                fare: booking.fare,
              };
              if (row.row_key !== undefined) importedRows.set(row.row_key, result);
              return result;
            });
            return { import_id: opaque("imp_"), dry_run: dryRun, summary: BulkImport.summarise(results), results };
          });
        }),
    },

    driver: {
      checkDriverSignupStatus: (request) =>
        call(
          "checkDriverSignupStatus",
          request,
          () => applications.get(request.email.toLowerCase()) ?? { status: "not_started" as const },
        ),
      submitDriverSignup: (signup) =>
        call("submitDriverSignup", { email: signup.email }, (): Driver.DriverApplication => {
          if (signup.firstName.trim() === "" || signup.lastName.trim() === "")
            throw fail("submitDriverSignup", "name_empty");
          if (signup.email.trim() === "") throw fail("submitDriverSignup", "email_empty");
          if (applications.has(signup.email.toLowerCase()))
            throw fail("submitDriverSignup", "email_already_registered");
          if (signup.password.length < 8) throw fail("submitDriverSignup", "password_invalid");
          const applicationId = 2_300 + next();
          applications.set(signup.email.toLowerCase(), {
            status: "pending_documents",
            application_id: applicationId,
            missing_documents: ["Private-hire vehicle licence", "Hire and reward insurance certificate"],
            submitted_at: now(),
          });
          return { application_id: applicationId, status: "pending_documents" };
        }),
      doLoginToolbox: (credentials) =>
        call("doLoginToolbox", { email: credentials.email }, (): Driver.DriverLogin => {
          const driver = drivers.find(
            (candidate) => candidate.profile.email === credentials.email.trim().toLowerCase(),
          );
          if (driver === undefined || driver.password !== credentials.password)
            throw fail("doLoginToolbox", "invalid_login");
          const token = opaque("cbl_dt_mem");
          const expiresAt = now() + Constants.driverSessionMinutes * 60_000;
          driverSessions.set(token, { driverId: driver.profile.id, expiresAt });
          return { accessToken: token, driver: driver.profile, sessionExpiresAt: expiresAt };
        }),
      driverForgotPassword: (request) =>
        call("driverForgotPassword", request, () => {
          if (drivers.some((driver) => driver.profile.email === request.email.toLowerCase())) {
            const token = opaque("drst");
            resetTokens.set(token, { email: request.email.toLowerCase(), driver: true });
            outbox.push({ kind: "driver_password_reset", to: request.email, secret: token });
          }
        }),
      driverResetPassword: (request) =>
        call("driverResetPassword", { token: request.token }, () => {
          const reset = resetTokens.get(request.token);
          if (reset === undefined || !reset.driver) throw fail("driverResetPassword", "invalid_reset_token");
          if (request.password.length < 8) throw fail("driverResetPassword", "password_invalid");
          resetTokens.delete(request.token);
          const driver = drivers.find((candidate) => candidate.profile.email === reset.email);
          if (driver !== undefined) driver.password = request.password;
        }),
      getContractsForWeb: (request) =>
        call("getContractsForWeb", { status: request.status }, () => {
          driverFor("getContractsForWeb", request.driverToken);
          return contracts.filter((contract) => request.status === "all" || Driver.isOpenForBids(contract, now()));
        }),
      placeBid: (request, { idempotencyKey } = {}) =>
        call("placeBid", request.bid, () => {
          driverFor("placeBid", request.driverToken);
          return once("placeBid", idempotencyKey, request.bid, (): Driver.Bid => {
            const index = contracts.findIndex((contract) => contract.id === request.bid.contract_id);
            const contract = contracts[index];
            if (contract === undefined || !Driver.isOpenForBids(contract, now()))
              throw fail("placeBid", "contract_not_open");
            if (request.bid.withdraw === true) {
              if (contract.my_bid == null || contract.my_bid.status !== "submitted")
                throw fail("placeBid", "bad_request");
              const withdrawn: Driver.Bid = { ...contract.my_bid, status: "withdrawn" };
              contracts[index] = { ...contract, my_bid: withdrawn };
              return withdrawn;
            }
            if (!Driver.isValidBidAmount(request.bid.amount)) throw fail("placeBid", "bad_request");
            const bid: Driver.Bid = defined({
              id: 77_000 + next(),
              contract_id: contract.id,
              amount: request.bid.amount,
              note: request.bid.note,
              status: "submitted" as const,
              placed_at: now(),
            });
            contracts[index] = { ...contract, my_bid: bid, bids_count: (contract.bids_count ?? 0) + 1 };
            return bid;
          });
        }),
    },
  };

  return {
    ...api,
    calls,
    outbox,
    storedBookings: () => structuredClone(stored),
    failNext: (operation, failure) => {
      failures.set(operation, defined({ ...failure }));
    },
    advance: (bookingToken, status) => {
      const booking = stored.find((candidate) => candidate.booking_token === bookingToken);
      if (booking === undefined) throw new Error(`No booking ${bookingToken}`);
      if (!Booking.canTransition(booking.status, status)) {
        throw new Error(`A booking cannot go from ${booking.status} to ${status}`);
      }
      return structuredClone(
        replace({ ...booking, status, status_history: [...booking.status_history, { status, at: now() }] }),
      );
    },
    expireSessions: () => {
      sessions.clear();
    },
    registerCardToken: (token, card) => {
      cardTokens.set(token, { ...card });
    },
  };
};
