/**
 * The terms quoted before booking: their schema. The rules are in ../BookingTerms.ts.
 * Why schemas live apart from their rules: packages/domain/README.md, "Schemas".
 */
import { Schema } from "effect";
import * as MoneySchema from "./Money.ts";

const Minutes = Schema.Int;

export const Terms = Schema.Struct({
  waiting: Schema.Struct({
    /** Minutes the driver waits free from the pickup time. */
    freeMinutes: Minutes,
    /** Minutes the driver waits free at an airport pickup, from the flight's landing. */
    airportFreeMinutes: Minutes,
    /** What each minute after the free ones costs. */
    perMinute: MoneySchema.Money,
  }),
  cancellation: Schema.Struct({
    /** Cancelling is free until the driver sets off (Booking.cancellationCharge). */
    freeUntil: Schema.Literal("en_route"),
    fee: MoneySchema.Money,
  }),
});
