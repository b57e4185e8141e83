/**
 * Money as an integer number of minor units (pence) and a currency code. Currency defaults to
 * GBP with symbol £ (spec §1, §9). Pricing and fares are not in the spec; this module only
 * carries and formats amounts the server sends, without floating-point drift.
 */
import type * as MoneySchema from "./schemas/Money.ts";
import { currencyCode, currencySymbol } from "./Constants.ts";

export type Money = typeof MoneySchema.Money.Type;

const symbols: Readonly<Record<string, string>> = {
  [currencyCode]: currencySymbol,
  EUR: "€",
  USD: "$",
};

/** The symbol shown before an amount: £ for GBP; an unknown code is shown as itself plus a space. */
export const symbolFor = (currency: string): string => symbols[currency.toUpperCase()] ?? `${currency.toUpperCase()} `;

/** Money from minor units (pence); fractions are rounded to the nearest minor unit. */
export const fromMinor = (amountMinor: number, currency: string = currencyCode): Money => ({
  amountMinor: Math.round(amountMinor),
  currency,
});

/** Parses "12.50", "12.5", "12", "-3.05" or "£1,234.50"; anything else is undefined. */
export const parse = (text: string, currency: string = currencyCode): Money | undefined => {
  const cleaned = text.trim().replace(symbolFor(currency).trim(), "").replaceAll(",", "");
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (match === null) return undefined;
  const [, sign, whole, fraction] = match;
  const minor = Number(whole) * 100 + Number((fraction ?? "").padEnd(2, "0"));
  return fromMinor(sign === "-" ? -minor : minor, currency);
};

/** Adds amounts of one currency. */
export const add = (a: Money, b: Money): Money => ({
  amountMinor: a.amountMinor + b.amountMinor,
  currency: a.currency,
});

/** Sum of amounts of one currency; zero for none. */
export const sum = (amounts: ReadonlyArray<Money>, currency: string = currencyCode): Money =>
  amounts.reduce(add, fromMinor(0, currency));

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** "£12.50", "-£3.05", "£1,234.00". */
export const format = (money: Money): string => {
  const abs = Math.abs(money.amountMinor);
  const major = groupThousands(String(Math.floor(abs / 100)));
  const minor = String(abs % 100).padStart(2, "0");
  return `${money.amountMinor < 0 ? "-" : ""}${symbolFor(money.currency)}${major}.${minor}`;
};
