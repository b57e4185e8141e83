// Dates and money as §9 writes them, for the token pages.
import * as DateTime from "@cabline/domain/DateTime";
import * as Money from "@cabline/domain/Money";

/** "DD-MMM-YYYY hh:mm a" in UK time (§9). */
export const dateTime = (epochMs: number): string => DateTime.formatDateTime(DateTime.fromEpochMs(epochMs));

/** "£12.50". */
export const money = (amount: Money.Money): string => Money.format(amount);
