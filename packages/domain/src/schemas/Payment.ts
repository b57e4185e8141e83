/**
 * Payment methods (spec §3, §4): their schema. The rules are in ../Payment.ts.
 * The schemas of the booking form's data live apart from the rules (../{Location,RideAvailability,
 * Money,Payment,BookingForm}.ts), which take their types from here: a screen that runs the rules
 * loads no schema code, and only what decodes data (a stored draft, an answer) loads effect/Schema
 * (issue 15).
 */
import { Schema } from "effect";
import { paymentMethods } from "../Payment.ts";

export const PaymentMethod = Schema.Literals(paymentMethods);
