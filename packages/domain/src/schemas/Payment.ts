/**
 * Payment methods (spec §3, §4): their schema. The rules are in ../Payment.ts.
 * Why schemas live apart from their rules: packages/domain/README.md, "Schemas".
 */
import { Schema } from "effect";
import { paymentMethods } from "../Payment.ts";

export const PaymentMethod = Schema.Literals(paymentMethods);
