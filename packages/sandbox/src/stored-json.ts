/**
 * The JSON columns of the sandbox's tables (written with db.ts `json`), decoded where the code
 * reads their fields: a column that does not hold what the sandbox wrote fails the request with
 * 500 internal_server_error (errors.ts) instead of going on with the wrong type. A column that
 * only goes out on the wire as stored is read with db.ts `parseJson`, as unknown. Status columns
 * are checked against the domain's list of the statuses (storedStatus).
 */
import { Booking, Driver, OneOf } from "@cabline/domain";
import * as AssistanceSchema from "@cabline/domain/schemas/Assistance";
import { Schema } from "effect";
import type { StoredLocation as Place, StoredStop as Stop } from "./booking-request.ts";
import type { Change as StatusChange } from "./lifecycle.ts";
import type { Fare as WireFare } from "./tariff.ts";

/** The decoder of a column holding `schema`'s value as JSON text; throws when it does not. */
const decoderOf = <S extends Schema.ConstraintDecoder<unknown>>(schema: S): ((text: string) => S["Type"]) =>
  Schema.decodeUnknownSync(Schema.fromJsonString(schema));

const Money = Schema.Struct({ amount: Schema.Number, currency: Schema.String });

/** tariff.ts Fare: bookings.fare. */
const Fare = Schema.Struct({
  quote_type: Schema.Literal("FIXED"),
  total: Money,
  lines: Schema.Array(Schema.Struct({ code: Schema.String, label: Schema.String, amount: Money })),
});

/** booking-request.ts StoredLocation: bookings.pickup. */
const StoredLocation = Schema.Struct({
  description: Schema.String,
  address: Schema.optionalKey(Schema.String),
  id: Schema.optionalKey(Schema.String),
  lat: Schema.Number,
  lon: Schema.Number,
  types: Schema.optionalKey(Schema.Array(Schema.String)),
  postCode: Schema.optionalKey(Schema.String),
});

/** booking-request.ts StoredStop: an element of bookings.destinations. */
const StoredStop = Schema.Struct({
  ...StoredLocation.fields,
  user: Schema.optionalKey(
    Schema.Struct({
      name: Schema.String,
      contact_number: Schema.optionalKey(Schema.String),
      email_address: Schema.optionalKey(Schema.String),
      business_user_id: Schema.optionalKey(Schema.Number),
    }),
  ),
});

/** lifecycle.ts Change: an element of bookings.history. */
const Change = Schema.Struct({ status: Booking.BookingStatus, at: Schema.Number });

// Typed as the code's own types, so a schema that drifts from its type does not compile.
export const decodeFare: (text: string) => WireFare = decoderOf(Fare);
export const decodePlace: (text: string) => Place = decoderOf(StoredLocation);
export const decodeStops: (text: string) => ReadonlyArray<Stop> = decoderOf(Schema.Array(StoredStop));
export const decodeHistory: (text: string) => ReadonlyArray<StatusChange> = decoderOf(Schema.Array(Change));
/** A list of ids: drivers.ride_type_ids, baskets.booking_ids. */
export const decodeIds = decoderOf(Schema.Array(Schema.Number));
/** bookings.assistance as the booking request kept it (Assistance.normalise). */
export const decodeAssistance = decoderOf(AssistanceSchema.Assistance);
/** contracts.assistance: what Assistance.normalise takes, so a need it does not know is dropped there, as before. */
export const decodeAskedAssistance = decoderOf(
  Schema.Struct({ needs: Schema.Array(Schema.String), other: Schema.optionalKey(Schema.String) }),
);
export const decodeSchedule = decoderOf(Driver.ContractSchedule);
/** driver_applications.missing_documents. */
export const decodeDocumentKinds = decoderOf(Schema.Array(Driver.DocumentKind));
/** What a booking shows of drivers.vehicle. */
export const decodeVehicleLabel = decoderOf(
  Schema.Struct({
    make: Schema.String,
    model: Schema.String,
    colour: Schema.optionalKey(Schema.String),
    registration: Schema.String,
  }),
);
/** What a bid asks of drivers.vehicle (Driver.bidRefusal). */
export const decodeVehicleAccess = decoderOf(
  Schema.Struct({ wheelchair_accessible: Schema.optionalKey(Schema.Boolean) }),
);

/** What a record or a message shows of a place (bookings.pickup, an element of bookings.destinations). */
const Described = Schema.Struct({ description: Schema.optionalKey(Schema.String) });
export const decodeDescribed = decoderOf(Described);
export const decodeDescribedStops = decoderOf(Schema.Array(Described));
/** The flight number of bookings.flight (flights.ts flightFacts, or the number alone). */
export const decodeFlightNumber = decoderOf(Schema.Struct({ number: Schema.optionalKey(Schema.String) }));

/**
 * A status column's text when it is one of the domain's `members`; any other text is a broken
 * store, and the request fails with 500 internal_server_error (logged) rather than guessing.
 */
export const storedStatus = <T extends string>(members: ReadonlyArray<T>, text: string, column: string): T => {
  const status = OneOf.oneOf(members, text);
  if (status === undefined) throw new Error(`${column} holds "${text}", which is not one of ${members.join(", ")}.`);
  return status;
};
