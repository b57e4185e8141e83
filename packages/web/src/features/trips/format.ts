// Dates and money as §9 writes them, for the trips screens.
import * as DateTime from "@cabline/domain/DateTime";
import * as Money from "@cabline/domain/Money";

/** "DD-MMM-YYYY hh:mm a" in UK time (§9). */
export const dateTime = (epochMs: number): string => DateTime.formatDateTime(DateTime.fromEpochMs(epochMs));

/** "£12.50". */
export const money = (amount: Money.Money): string => Money.format(amount);

/** The §8 code of a failed call, when the port's error carries one (any other thrown value has none). */
export const codeOf = (error: unknown): unknown => {
  const { code }: { readonly code?: unknown } = typeof error === "object" && error !== null ? error : {};
  return code;
};

/** The message of a failed call: the §8 text the port carries. */
export const failureMessage = (error: unknown): string => {
  const { message }: { readonly message?: unknown } = typeof error === "object" && error !== null ? error : {};
  return typeof message === "string" ? message : "Unknown Error";
};

/**
 * The money an answer gives back to the card (cancelBookingPair, getCancelBookingInfo,
 * updateBooking: `refund`), when there is some.
 */
export const refundOf = (answer: { readonly refund?: Money.Money | undefined }): Money.Money | undefined =>
  answer.refund !== undefined && answer.refund.amountMinor > 0 ? answer.refund : undefined;
