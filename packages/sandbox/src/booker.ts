/**
 * Who books and how they pay (spec §6, §8), read from a booking request before the journey:
 * booking for someone else or on account needs a business account of the user
 * (not_business_user); account payment needs account trips enabled (bad_payment_type); an account
 * trip on a PO-number account needs a PO number (po_number_empty, BookingRequests.needsPoNumber).
 */
import { BookingRequests, OneOf, Payment } from "@cabline/domain";
import { membership, type AccountRow } from "./accounts.ts";
import type { PassengerRules } from "./booking-request.ts";
import type { Ctx } from "./context.ts";
import { badRequest, fail } from "./errors.ts";
import { optBool, optInt, optText, type Fields } from "./input.ts";
import * as Promo from "./promocodes.ts";

export type PaymentMethod = Payment.PaymentMethod;

/** Who books and how they pay, checked before the journey itself. */
export interface Booker {
  readonly customerId: number | undefined;
  readonly guestId: string | undefined;
  readonly account: AccountRow | undefined;
  readonly paymentMethod: PaymentMethod;
  readonly poNumber: string | undefined;
  readonly costCentre: string | undefined;
  readonly holder: string | undefined;
  readonly rules: PassengerRules;
}

export const readPaymentMethod = (fields: Fields, key: string, fallback: PaymentMethod): PaymentMethod => {
  const raw = optText(fields, key);
  if (raw === undefined) return fallback;
  return OneOf.oneOf(Payment.paymentMethods, raw) ?? badRequest(`${key} must be cash, card or account.`);
};

/** po_number_empty when the domain's PO-number rule asks for one (account trips only). */
export const checkPoNumber = (
  account: AccountRow | undefined,
  paymentMethod: PaymentMethod,
  poNumber: string | undefined,
): void => {
  if (
    account !== undefined &&
    BookingRequests.needsPoNumber({ is_po_number_enabled: account.is_po_number_enabled === 1 }, paymentMethod, poNumber)
  )
    fail("po_number_empty");
};

/**
 * Account payment rules (§6, §8): a business account of the user (not_business_user), with
 * account trips enabled (bad_payment_type), and a PO number when the account asks for one.
 */
export const checkAccountPayment = (account: AccountRow | undefined, poNumber: string | undefined): AccountRow => {
  if (account === undefined) return fail("not_business_user");
  if (account.account_trip_enabled !== 1) return fail("bad_payment_type");
  checkPoNumber(account, "account", poNumber);
  return account;
};

export const readBooker = (ctx: Ctx, body: Fields): Booker => {
  const customer = ctx.customer;
  const businessId = optInt(body, "business_id");
  const forSomeoneElse = optBool(body, "bookingForSomeoneElse") ?? false;
  let account: AccountRow | undefined;
  if (businessId !== undefined) {
    account = customer === undefined ? undefined : membership(ctx.db, ctx.tenant.code, customer.id, businessId);
    if (account === undefined) fail("not_business_user");
  }
  if (forSomeoneElse && account === undefined) fail("not_business_user");
  const fallback =
    account === undefined ? Payment.consumerDefault : Payment.initialPaymentMethod(accountSettings(account));
  const paymentMethod = readPaymentMethod(body, "paymentMethod", fallback);
  const poNumber = optText(body, "poNumber");
  if (paymentMethod === "account") checkAccountPayment(account, poNumber);
  let guestId: string | undefined;
  if (customer === undefined) {
    guestId = optText(body, "guestUserId");
    const known =
      guestId !== undefined &&
      ctx.db.get("SELECT 1 FROM guests WHERE id = ? AND tenant = ?", guestId, ctx.tenant.code) !== undefined;
    if (!known) badRequest("Sign in, or book as a guest with a guestUserId from getGuestUserId.");
  }
  return {
    customerId: customer?.id,
    guestId,
    account,
    paymentMethod,
    poNumber,
    costCentre: optText(body, "costCentre"),
    holder: Promo.holderOf(ctx, guestId),
    rules: { booker: customer, lead: forSomeoneElse ? body : undefined },
  };
};

const accountSettings = (account: AccountRow): Payment.PaymentSettings => ({
  default_payment_type: account.default_payment_type,
  account_trip_enabled: account.account_trip_enabled === 1,
});
