/**
 * The dispatch API's response bodies as effect/Schema codecs that decode straight into domain
 * values (contracts/dispatch.openapi.yaml, components/schemas). Each follows the contract's
 * required fields and types; extra fields are dropped. On the way in:
 * - Money `{ amount, currency }` becomes Money `{ amountMinor, currency }`;
 * - DateTime (ISO 8601 with an offset) becomes epoch milliseconds;
 * - Location `{ description, lat, lon }` becomes Location `{ address, lat, lng }`.
 * Every decoder is typed as a Decoder of its domain type, so a drift between the two is a type error.
 */
import { Booking as BookingRules } from "@cabline/domain";
import type * as BookingTerms from "@cabline/domain/BookingTerms";
import * as TermsSchema from "@cabline/domain/schemas/BookingTerms";
import type {
  Account,
  Booking as BookingModule,
  BulkImport,
  Business,
  Card,
  Checkout,
  Driver,
  Flight,
  Location as LocationModule,
  Money as MoneyModule,
  PersonalData as PersonalDataModule,
  Promocode,
  Quote,
  RideAvailability,
  Tenant,
} from "@cabline/domain";
import {
  Assistance as AssistanceRules,
  Driver as DriverRules,
  ServiceArea as ServiceAreaModule,
  Tariff as TariffModule,
  Tenant as TenantModule,
} from "@cabline/domain";
import { Schema, SchemaGetter } from "effect";
import { defined } from "../internal/Defined.ts";

const { Array: List, Boolean, Finite, Int, Literal, Literals, NullOr, String, Struct, optionalKey } = Schema;
/** These codecs read answers; nothing is ever encoded with them. */
const decodeOnly = <T, E>() =>
  SchemaGetter.forbidden<T, E>(() => "These codecs only decode answers of the dispatch API.");

const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/** DateTime: ISO 8601 / RFC 3339 with an explicit offset → epoch milliseconds. */
export const DateTime: Schema.Decoder<number> = String.check(
  Schema.isPattern(rfc3339, { message: "Expected an ISO 8601 date-time with an offset" }),
).pipe(
  Schema.decodeTo(Finite, {
    decode: SchemaGetter.transform((text: string) => Date.parse(text)),
    encode: decodeOnly(),
  }),
);

/** "YYYY-MM-DD". */
export const PlainDate: Schema.Decoder<string> = String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/));

const MoneyShape = Struct({
  amount: Int,
  currency: String.check(Schema.isPattern(/^[A-Z]{3}$/)),
});
export const Money: Schema.Decoder<MoneyModule.Money> = MoneyShape.pipe(
  Schema.decodeTo(Struct({ amountMinor: Int, currency: String }), {
    decode: SchemaGetter.transform((wire: typeof MoneyShape.Type) => ({
      amountMinor: wire.amount,
      currency: wire.currency,
    })),
    encode: decodeOnly(),
  }),
);

const Latitude = Finite.check(Schema.isBetween({ minimum: -90, maximum: 90 }));
const Longitude = Finite.check(Schema.isBetween({ minimum: -180, maximum: 180 }));

const LocationFields = {
  description: String,
  address: optionalKey(String),
  id: optionalKey(String),
  lat: Latitude,
  lon: Longitude,
  types: optionalKey(List(String)),
  postCode: optionalKey(String),
};
type WireLocation = typeof LocationShape.Type;
const LocationShape = Struct(LocationFields);

/** The booking's address is the description; the contract's `address` street line is not kept. */
const toLocation = (wire: WireLocation) =>
  defined({
    address: wire.description,
    id: wire.id,
    lat: wire.lat,
    lng: wire.lon,
    types: wire.types,
    postCode: wire.postCode,
  });

const LocationTarget = Struct({
  address: String,
  id: optionalKey(String),
  lat: Finite,
  lng: Finite,
  types: optionalKey(List(String)),
  postCode: optionalKey(String),
});

export const Location: Schema.Decoder<LocationModule.Location> = LocationShape.pipe(
  Schema.decodeTo(LocationTarget, { decode: SchemaGetter.transform(toLocation), encode: decodeOnly() }),
);

const StopUser = Struct({
  name: String,
  contact_number: optionalKey(String),
  email_address: optionalKey(String),
  business_user_id: optionalKey(Int),
});

const StopShape = Struct({ ...LocationFields, user: optionalKey(StopUser) });
export const Stop: Schema.Decoder<BookingModule.Stop> = StopShape.pipe(
  Schema.decodeTo(Struct({ ...LocationTarget.fields, user: optionalKey(StopUser) }), {
    decode: SchemaGetter.transform((wire: typeof StopShape.Type) => defined({ ...toLocation(wire), user: wire.user })),
    encode: decodeOnly(),
  }),
);

const CoordinatesShape = Struct({ lat: Latitude, lon: Longitude });
const Position: Schema.Decoder<BookingModule.Position> = CoordinatesShape.pipe(
  Schema.decodeTo(Struct({ lat: Finite, lng: Finite }), {
    decode: SchemaGetter.transform((wire: typeof CoordinatesShape.Type) => ({ lat: wire.lat, lng: wire.lon })),
    encode: decodeOnly(),
  }),
);

const NoError = Literal("no_error");
const PaymentType = Literals(["cash", "card", "account"]);

/** An answer's fields: schemas that decode without services, as all of these do. */
type Fields = { readonly [key: PropertyKey]: Schema.Constraint & { readonly DecodingServices: never } };

/** A success envelope: `error: "no_error"`, the other keys kept for the fields to read. */
const Success = Schema.StructWithRest(Struct({ error: NoError }), [Schema.Record(String, Schema.Unknown)]);

/** A success envelope (`error: "no_error"`) around `fields`, decoded to what `pick` takes out of it. */
const envelope = <F extends Fields, A>(fields: F, pick: (body: Schema.Struct<F>["Type"]) => A): Schema.Decoder<A> => {
  const payload: Schema.Decoder<Schema.Struct<F>["Type"]> = Struct(fields);
  return Success.pipe(
    // The fields read the whole answer; Struct leaves out the keys it does not name (`error` among them).
    Schema.decodeTo(payload, { decode: SchemaGetter.transform((body): unknown => body), encode: decodeOnly() }),
    // Kept: decodeTo needs a target schema, and what pick makes of decoded fields has none; Any passes it on.
    Schema.decodeTo(Schema.Any as Schema.Codec<A, A>, { decode: SchemaGetter.transform(pick), encode: decodeOnly() }),
  );
};

export const Ack = envelope({ message: optionalKey(String) }, (body) => defined({ message: body.message }));

const TenantScript = Struct({
  id: Int,
  name: String,
  rawScript: String,
  isActive: Boolean,
  priority: Int,
  placement: Literals(["head", "body"]),
});

export const TenantConfiguration: Schema.Decoder<Tenant.TenantConfiguration> = envelope(
  {
    logo: optionalKey(String),
    currency_code: String,
    stripe_publishable_key: optionalKey(String),
    google_maps_api_key: optionalKey(NullOr(String)),
    operator_licence: optionalKey(NullOr(TenantModule.OperatorLicence)),
    mixpanel_token: optionalKey(NullOr(String)),
    website_name: String,
    website_title: optionalKey(String),
    default_meta_description: optionalKey(String),
    favicon_logo: optionalKey(String),
    theme_color: optionalKey(String),
    support_email: optionalKey(String),
    support_contact_number: optionalKey(String),
    center_location: optionalKey(CoordinatesShape),
    scripts: optionalKey(List(TenantScript)),
    // The contract's ServiceArea and Tariff are the domain's shapes, field for field.
    service_area: optionalKey(ServiceAreaModule.ServiceArea),
    tariff: optionalKey(TariffModule.Tariff),
    // Who may frame the widget: read by the web server (Tenant.embedOriginsOf), never by a page.
    embed_origins: optionalKey(NullOr(List(String))),
  },
  (configuration) => configuration,
);

export const LoginResponse = envelope(
  {
    access_token: String,
    id: Int,
    email_address: String,
    contact_number: String,
    customer_name: String,
    business: Boolean,
    expires_at: optionalKey(DateTime),
  },
  (body) =>
    defined({
      accessToken: body.access_token,
      profile: {
        id: body.id,
        customer_name: body.customer_name,
        email_address: body.email_address,
        contact_number: body.contact_number,
        business: body.business,
      } satisfies Account.UserProfile,
      expiresAt: body.expires_at,
    }),
);

export const OtpSent = envelope(
  {
    validation_sent: Boolean,
    expires_in_seconds: optionalKey(Int),
    resend_after_seconds: optionalKey(Int),
    message: optionalKey(String),
  },
  (body) =>
    defined({
      validationSent: body.validation_sent,
      expiresInSeconds: body.expires_in_seconds,
      resendAfterSeconds: body.resend_after_seconds,
      message: body.message,
    }),
);

export const Registered = envelope({ id: Int, message: optionalKey(String) }, (body) => ({ id: body.id }));

export const EmailValidation = envelope({ validation_sent: Boolean, message: optionalKey(String) }, (body) =>
  defined({ validationSent: body.validation_sent, message: body.message }),
);

const BusinessAccount = Struct({
  business_id: Int,
  business_user_id: Int,
  role: String,
  default_payment_type: PaymentType,
  is_po_number_enabled: Boolean,
  sub_accounts_enabled: Boolean,
  name: String,
  account_trip_enabled: optionalKey(Boolean),
});

const SavedLocation = Struct({
  user_id: Int,
  name: String,
  id: Int,
  location: Struct({ description: String, lon: Longitude, lat: Latitude, id: optionalKey(String) }),
});

export const Profile: Schema.Decoder<Account.UserProfile> = envelope(
  {
    id: Int,
    name: String,
    customer_name: optionalKey(String),
    email_address: String,
    contact_number: String,
    business: optionalKey(Boolean),
    sub_accounts_enabled: optionalKey(Boolean),
    account_trip_enabled: optionalKey(Boolean),
    accounts: List(BusinessAccount),
    default_payment_type: PaymentType,
    default_pickup: optionalKey(NullOr(SavedLocation)),
    business_user_id: optionalKey(NullOr(Int)),
    is_po_number_enabled: optionalKey(Boolean),
    businessCustomerId: optionalKey(NullOr(Int)),
  },
  ({ name, customer_name, ...profile }) =>
    defined({
      ...profile,
      // The contract sends name and, optionally, customer_name: the same person (§3 User).
      customer_name: customer_name ?? name,
    }),
);

export const GuestUserId = envelope({ guestUserId: String }, (body) => body.guestUserId);

const RideType = Struct({
  id: Int,
  name: String,
  enabled: Boolean,
  active: Boolean,
  numSeats: Int.check(Schema.isGreaterThanOrEqualTo(0)),
  max_luggage: Int.check(Schema.isGreaterThanOrEqualTo(0)),
  outboundCompatible: Boolean,
  returnCompatible: Boolean,
  wheelchair_accessible: optionalKey(Boolean),
  image_url: optionalKey(String),
});

export const RideTypes: Schema.Decoder<ReadonlyArray<RideAvailability.RideType>> = envelope(
  { ride_types: List(RideType) },
  (body) => body.ride_types,
);

const BookingStatus = Literals(BookingRules.statuses);
const Leg = Literals(["outbound", "return"]);

const FareLine: Schema.Decoder<Quote.FareLine> = Struct({ code: String, label: String, amount: Money });
export const Fare: Schema.Decoder<Quote.Fare> = Struct({
  quote_type: Literals(["FIXED", "ESTIMATED", "METERED"]),
  total: Money,
  lines: List(FareLine),
  low: optionalKey(Money),
  high: optionalKey(Money),
});

/** What a passenger needs (contract Assistance), on a booking's leg and a repeat-service contract. */
const WireAssistance = Struct({
  needs: List(Literals(AssistanceRules.needs)),
  other: String.check(Schema.isMaxLength(AssistanceRules.otherMax)),
});

const BookingFlight: Schema.Decoder<BookingModule.Flight> = Struct({
  number: String,
  airline: optionalKey(String),
  origin: optionalKey(String),
  scheduled_arrival: optionalKey(DateTime),
  estimated_arrival: optionalKey(DateTime),
  terminal: optionalKey(String),
});

const AllocatedDriver: Schema.Decoder<BookingModule.AllocatedDriver> = Struct({
  name: String,
  callsign: optionalKey(String),
  vehicle: String,
  registration: String,
  phone_masked: optionalKey(String),
  location: optionalKey(Position),
  location_updated_at: optionalKey(DateTime),
  eta_minutes: optionalKey(Int),
});

export const Booking: Schema.Decoder<BookingModule.Booking> = Struct({
  id: Int,
  booking_token: String,
  share_token: optionalKey(String),
  read_only: optionalKey(Boolean),
  pair_id: Int,
  leg: Leg,
  status: BookingStatus,
  status_history: List(Struct({ status: BookingStatus, at: DateTime })),
  asap: optionalKey(Boolean),
  pickup_time: DateTime,
  pickup_location: Location,
  destinations: List(Stop).check(Schema.isMinLength(1)),
  passengers: Int,
  luggage: Int,
  ride_type_id: Int,
  ride_type_name: optionalKey(String),
  passenger_name: optionalKey(String),
  passenger_phone: optionalKey(String),
  passenger_email: optionalKey(String),
  room: optionalKey(String),
  reference: optionalKey(String),
  notes: optionalKey(String),
  assistance: optionalKey(WireAssistance),
  flight: optionalKey(BookingFlight),
  meet_and_greet: optionalKey(Boolean),
  payment_method: PaymentType,
  payment_status: optionalKey(
    Literals(["pending", "requires_action", "paid", "pay_driver", "invoiced", "failed", "refunded"]),
  ),
  promocode: optionalKey(String),
  fare: Fare,
  driver: optionalKey(AllocatedDriver),
  your_references: optionalKey(Struct({ po_number: optionalKey(String), cost_centre: optionalKey(String) })),
  business_id: optionalKey(Int),
  cancellation_fee: optionalKey(Money),
  created_at: DateTime,
});

export const BookingsPage: Schema.Decoder<BookingModule.BookingsPage> = envelope(
  { bookings: List(Booking), total: Int, count: optionalKey(Int), offset: optionalKey(Int) },
  (page) => page,
);

const Balance: Schema.Decoder<BookingModule.Balance> = Struct({
  owed: Money,
  paid: Money,
  refunded: Money,
  due: Money,
});

export const BookingDetails: Schema.Decoder<BookingModule.BookingDetails> = envelope(
  {
    booking: Booking,
    pair: optionalKey(List(Booking)),
    amount_due: optionalKey(Money),
    balance: optionalKey(Balance),
    refund: optionalKey(Money),
  },
  (body) =>
    defined({
      booking: body.booking,
      pair: body.pair ?? [],
      amount_due: body.amount_due,
      balance: body.balance,
      refund: body.refund,
    }),
);

export const CreatedBookings: Schema.Decoder<BookingModule.CreatedBookings> = envelope(
  {
    pair_id: Int,
    bookings: List(Booking).check(Schema.isMinLength(1), Schema.isMaxLength(2)),
    basket_id: optionalKey(String),
    amount_due: optionalKey(Money),
  },
  (created) => created,
);

const AdditionalCharge: Schema.Decoder<Quote.AdditionalCharge> = Struct({
  code: String,
  label: String,
  amount: Money,
  mandatory: optionalKey(Boolean),
});

const Minutes = Int.check(Schema.isBetween({ minimum: 0, maximum: 1440 }));

/** The quote's waiting and cancellation terms (contract QuoteTerms), in the domain's names. */
const QuoteTerms: Schema.Decoder<BookingTerms.Terms> = Struct({
  waiting: Struct({ free_minutes: Minutes, airport_free_minutes: Minutes, per_minute: Money }),
  cancellation: Struct({ free_until: Literal("en_route"), fee: Money }),
}).pipe(
  Schema.decodeTo(TermsSchema.Terms, {
    decode: SchemaGetter.transform((wire) => ({
      waiting: {
        freeMinutes: wire.waiting.free_minutes,
        airportFreeMinutes: wire.waiting.airport_free_minutes,
        perMinute: wire.waiting.per_minute,
      },
      cancellation: { freeUntil: wire.cancellation.free_until, fee: wire.cancellation.fee },
    })),
    encode: decodeOnly(),
  }),
);

export const CostEstimate: Schema.Decoder<Quote.CostEstimate> = envelope(
  {
    outbound: Fare,
    return: optionalKey(Fare),
    total: Money,
    discount: optionalKey(Money),
    bookingAdditionalChargesOutbound: List(AdditionalCharge),
    bookingAdditionalChargesReturn: List(AdditionalCharge),
    ride_type_quotes: optionalKey(List(Struct({ ride_type_id: Int, outbound: Fare, return: optionalKey(Fare) }))),
    quote_expires_at: optionalKey(DateTime),
    terms: optionalKey(QuoteTerms),
  },
  (estimate) => estimate,
);

export const SavedLocationResponse: Schema.Decoder<Account.DefaultPickup> = envelope(
  { location: SavedLocation },
  (body) => body.location,
);

const CancelLegInfo: Schema.Decoder<BookingModule.CancelLegInfo> = Struct({
  booking_id: Int,
  leg: Leg,
  status: BookingStatus,
  cancellable: Boolean,
  fee: Money,
});

export const CancellationPreview: Schema.Decoder<BookingModule.CancellationPreview> = envelope(
  {
    cancellable: Boolean,
    fee: Money,
    refund: optionalKey(Money),
    policy: optionalKey(String),
    legs: List(CancelLegInfo),
  },
  (preview) => preview,
);

export const Cancellation: Schema.Decoder<BookingModule.Cancellation> = envelope(
  { bookings: List(Booking), fee: Money, refund: optionalKey(Money) },
  (cancellation) => cancellation,
);

export const ReceiptSent = envelope({ sent_to: String }, (body) => ({ sentTo: body.sent_to }));

export const ManageLinkSent = envelope({ sent: Boolean, message: String }, (body) => ({ message: body.message }));

export const FeedbackReceived = envelope(
  { kind: Literals(["review", "driver_no_show"]), booking_id: Int, received_at: DateTime },
  (body) => ({ kind: body.kind, bookingId: body.booking_id, receivedAt: body.received_at }),
);

const BookingRecordData: Schema.Decoder<PersonalDataModule.BookingRecord> = Struct({
  id: Int,
  pair_id: Int,
  leg: Leg,
  status: String,
  created_at: DateTime,
  pickup_time: DateTime,
  pickup: String,
  destinations: List(String),
  passengers: Int,
  luggage: Int,
  ride_type: String,
  passenger_name: optionalKey(String),
  passenger_phone: optionalKey(String),
  passenger_email: optionalKey(String),
  notes: optionalKey(String),
  assistance: optionalKey(String),
  flight: optionalKey(String),
  payment_method: String,
  payment_status: optionalKey(String),
  price: Money,
  cancellation_fee: optionalKey(Money),
  company: optionalKey(String),
});

/** What the operator holds about the person (getPersonalData; the domain's PersonalData). */
export const PersonalData: Schema.Decoder<PersonalDataModule.PersonalData> = envelope(
  {
    generated_at: DateTime,
    operator: String,
    profile: Struct({
      name: String,
      email_address: String,
      contact_number: String,
      default_payment_type: String,
      created_at: DateTime,
    }),
    companies: List(Struct({ business_id: Int, name: String, role: String })),
    saved_places: List(Struct({ name: String, description: String, is_default: Boolean })),
    bookings: List(BookingRecordData),
    cards: List(
      Struct({
        brand: String,
        last4: String.check(Schema.isPattern(/^[0-9]{4}$/)),
        exp_month: Int.check(Schema.isBetween({ minimum: 1, maximum: 12 })),
        exp_year: Int,
      }),
    ),
    messages: List(Struct({ channel: String, to: String, subject: String, body: String, sent_at: DateTime })),
  },
  (body) => body,
);

export const AccountClosed: Schema.Decoder<PersonalDataModule.Closed> = envelope(
  { closed_at: DateTime, kept_until: DateTime },
  (body) => body,
);

const PromocodeShape: Schema.Decoder<Promocode.Promocode> = Struct({
  code: String,
  description: String,
  discount_type: Literals(["percent", "fixed"]),
  percent_off: optionalKey(Int.check(Schema.isBetween({ minimum: 1, maximum: 100 }))),
  amount_off: optionalKey(Money),
  max_discount: optionalKey(Money),
  min_fare: optionalKey(Money),
  valid_from: optionalKey(DateTime),
  valid_until: optionalKey(DateTime),
  single_use: optionalKey(Boolean),
});

export const PromocodeCheck: Schema.Decoder<Promocode.PromocodeCheck> = envelope(
  {
    can_use: Boolean,
    reason: optionalKey(Literals(["expired", "not_started", "already_used", "minimum_fare_not_met", "not_eligible"])),
    promocode: optionalKey(PromocodeShape),
    discount: optionalKey(Money),
  },
  (check) => check,
);

export const PromocodeResponse: Schema.Decoder<Promocode.Promocode> = envelope(
  { promocode: PromocodeShape },
  (body) => body.promocode,
);

export const Promocodes: Schema.Decoder<ReadonlyArray<Promocode.Promocode>> = envelope(
  { promocodes: List(PromocodeShape) },
  (body) => body.promocodes,
);

const CardShape: Schema.Decoder<Card.Card> = Struct({
  id: String,
  brand: String,
  last4: String.check(Schema.isPattern(/^\d{4}$/)),
  exp_month: Int.check(Schema.isBetween({ minimum: 1, maximum: 12 })),
  exp_year: Int,
  is_default: optionalKey(Boolean),
});

export const Cards: Schema.Decoder<ReadonlyArray<Card.Card>> = envelope(
  { cards: List(CardShape) },
  (body) => body.cards,
);

const NextAction: Schema.Decoder<Card.NextAction> = Struct({
  type: Literals(["use_stripe_sdk", "redirect_to_url"]),
  redirect_to_url: optionalKey(Struct({ url: String, return_url: optionalKey(String) })),
});

export const CardSetup: Schema.Decoder<Card.CardSetup> = envelope(
  {
    status: Literals(["succeeded", "requires_action"]),
    card: optionalKey(CardShape),
    setup_id: optionalKey(String),
    client_secret: optionalKey(String),
    next_action: optionalKey(NextAction),
  },
  (setup) => setup,
);

export const Basket: Schema.Decoder<Checkout.Basket> = envelope(
  {
    basket: Struct({
      id: String,
      booking_ids: List(Int).check(Schema.isMinLength(1)),
      lines: optionalKey(List(FareLine)),
      subtotal: optionalKey(Money),
      discount: optionalKey(Money),
      total: Money,
      promocode: optionalKey(String),
      paymentMethod: optionalKey(PaymentType),
    }),
  },
  (body) => body.basket,
);

/** The waiting payment a payment_in_progress refusal names, or undefined when it names none that can be resumed. */
export const waitingPaymentOf = (
  body: unknown,
): { readonly id: string; readonly client_secret: string; readonly amount: MoneyModule.Money } | undefined => {
  const decoded = Schema.decodeUnknownOption(
    Struct({
      payment: Struct({ id: String, status: Literal("requires_action"), client_secret: String, amount: Money }),
    }),
  )(body);
  return decoded._tag === "Some"
    ? {
        id: decoded.value.payment.id,
        client_secret: decoded.value.payment.client_secret,
        amount: decoded.value.payment.amount,
      }
    : undefined;
};

export const CheckoutResult: Schema.Decoder<Checkout.CheckoutResult> = envelope(
  {
    status: Literals(["succeeded", "requires_action", "processing"]),
    bookings: List(Booking),
    payment: optionalKey(
      Struct({
        id: String,
        status: Literals(["succeeded", "requires_action", "processing", "not_required"]),
        method: PaymentType,
        amount: Money,
        card: optionalKey(Struct({ brand: optionalKey(String), last4: optionalKey(String) })),
        client_secret: optionalKey(String),
        next_action: optionalKey(NextAction),
      }),
    ),
  },
  (result) => result,
);

const AirportRef = Struct({ iata: String, name: optionalKey(String) });

export const FlightInfo: Schema.Decoder<Flight.FlightInfo> = envelope(
  {
    flight: Struct({
      number: String,
      airline: optionalKey(String),
      origin: optionalKey(AirportRef),
      destination: optionalKey(AirportRef),
      scheduled_departure: optionalKey(DateTime),
      scheduled_arrival: DateTime,
      estimated_arrival: optionalKey(DateTime),
      actual_arrival: optionalKey(DateTime),
      status: Literals(["scheduled", "active", "delayed", "landed", "cancelled", "diverted"]),
      terminal: optionalKey(String),
    }),
  },
  (body) => body.flight,
);

export const BusinessApplication: Schema.Decoder<Business.BusinessApplication> = envelope(
  { business_id: Int, status: Literals(["pending_approval", "active"]), message: optionalKey(String) },
  (application) => application,
);

const SubAccount: Schema.Decoder<Business.SubAccount> = Struct({
  business_user_id: NullOr(Int),
  name: String,
  email_address: String,
  contact_number: optionalKey(String),
  role: String,
  status: Literals(["active", "invited"]),
  invited_at: optionalKey(DateTime),
  joined_at: optionalKey(DateTime),
});

export const SubAccounts: Schema.Decoder<ReadonlyArray<Business.SubAccount>> = envelope(
  { sub_accounts: List(SubAccount) },
  (body) => body.sub_accounts,
);

export const InvitedSubAccount: Schema.Decoder<Business.InvitedSubAccount> = envelope(
  { sub_account: SubAccount, invitation_expires_at: optionalKey(DateTime) },
  (invited) => invited,
);

export const Invitation: Schema.Decoder<Business.Invitation> = envelope(
  {
    invitation: Struct({
      business_id: Int,
      business_name: String,
      invited_by: optionalKey(String),
      name: optionalKey(String),
      email_address: String,
      expires_at: DateTime,
      account_exists: Boolean,
    }),
  },
  (body) => body.invitation,
);

export const InvitationAcceptance: Schema.Decoder<Business.InvitationAcceptance> = envelope(
  { business_id: Int, business_user_id: Int, business_name: String, access_token: optionalKey(String) },
  (acceptance) => acceptance,
);

export const ImportResult: Schema.Decoder<BulkImport.ImportResult> = envelope(
  {
    import_id: String,
    dry_run: Boolean,
    summary: Struct({ total: Int, booked: Int, valid: Int, failed: Int, duplicate: Int }),
    results: List(
      Struct({
        row: Int,
        status: Literals(["booked", "valid", "failed", "duplicate"]),
        booking_id: optionalKey(Int),
        booking_token: optionalKey(String),
        fare: optionalKey(Fare),
        error: optionalKey(String),
        message: optionalKey(String),
      }),
    ),
  },
  (result) => result,
);

export const DriverSignupStatus: Schema.Decoder<Driver.DriverSignupStatus> = envelope(
  {
    // The domain's list, so a status it adds is read here too.
    status: DriverRules.SignupStatus,
    application_id: optionalKey(Int),
    missing_documents: optionalKey(List(String)),
    submitted_at: optionalKey(DateTime),
  },
  (status) => status,
);

export const DriverApplication: Schema.Decoder<Driver.DriverApplication> = envelope(
  { application_id: Int, status: Literals(["pending_documents", "under_review"]), upload_token: optionalKey(String) },
  (application) => application,
);

const DocumentKind = Literals(DriverRules.documentKinds);

export const DriverDocuments: Schema.Decoder<Driver.DriverDocuments> = envelope(
  {
    application_id: Int,
    status: Literals(["pending_documents", "under_review"]),
    missing: List(DocumentKind),
    documents: List(Struct({ document: DocumentKind, file_name: String, size_bytes: Int, uploaded_at: DateTime })),
  },
  (documents) => documents,
);

const DriverVehicle = Struct({
  make: String,
  model: String,
  colour: optionalKey(String),
  registration: String,
  seats: optionalKey(Int),
  wheelchair_accessible: optionalKey(Boolean),
});

export const DriverLogin: Schema.Decoder<Driver.DriverLogin> = envelope(
  {
    access_token: String,
    driverData: Struct({
      id: Int,
      name: String,
      email: String,
      contact_number: optionalKey(String),
      callsign: optionalKey(String),
      badge_number: optionalKey(String),
      licensing_authority: optionalKey(String),
      vehicle: optionalKey(DriverVehicle),
      ride_type_ids: optionalKey(List(Int)),
    }),
    sessionExpiresAt: DateTime,
  },
  (body) => ({ accessToken: body.access_token, driver: body.driverData, sessionExpiresAt: body.sessionExpiresAt }),
);

const Bid: Schema.Decoder<Driver.Bid> = Struct({
  id: Int,
  contract_id: Int,
  amount: Money,
  note: optionalKey(String),
  status: Literals(["submitted", "shortlisted", "accepted", "rejected", "withdrawn"]),
  placed_at: DateTime,
});

const HoursMinutes = String.check(Schema.isPattern(/^([01]\d|2[0-3]):[0-5]\d$/));

const RepeatContract: Schema.Decoder<Driver.RepeatContract> = Struct({
  id: Int,
  reference: String,
  title: String,
  category: optionalKey(Literals(["school_run", "hospital_transfer", "care_home", "staff_shuttle", "other"])),
  description: optionalKey(String),
  status: Literals(["open", "closed", "awarded", "cancelled"]),
  pickup_location: Location,
  destinations: List(Stop).check(Schema.isMinLength(1)),
  passengers: optionalKey(Int),
  luggage: optionalKey(Int),
  wheelchair_required: optionalKey(Boolean),
  assistance: optionalKey(WireAssistance),
  ride_type_id: optionalKey(Int),
  schedule: Struct({
    days: List(Literals(["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"])).check(Schema.isMinLength(1)),
    outbound_time: HoursMinutes,
    return_time: optionalKey(HoursMinutes),
    start_date: PlainDate,
    end_date: PlainDate,
    excluded_dates: optionalKey(List(PlainDate)),
  }),
  trips_total: optionalKey(Int),
  estimated_miles_per_trip: optionalKey(Finite),
  guide_price_per_trip: optionalKey(Money),
  requirements: optionalKey(List(String)),
  bidding_closes_at: DateTime,
  bids_count: optionalKey(Int),
  my_bid: optionalKey(NullOr(Bid)),
});

export const Contracts: Schema.Decoder<ReadonlyArray<Driver.RepeatContract>> = envelope(
  { contracts: List(RepeatContract) },
  (body) => body.contracts,
);

export const PlacedBid: Schema.Decoder<Driver.Bid> = envelope({ bid: Bid }, (body) => body.bid);
