/**
 * Fares on the wire: the tenant's tariff (tenant-rules.ts) applied by the domain's
 * Tariff.quoteLeg and additionalCharges, written in the contract's Money (`{ amount, currency }`,
 * contracts/README.md "Fares"). No pricing rule lives here.
 */
import { BookingTerms, Tariff, type Money as DomainMoney, type Quote } from "@cabline/domain";
import type { TenantRow } from "./context.ts";
import { money, type Money } from "./money.ts";
import { tariffOf } from "./tenant-rules.ts";

export type LegPricing = Tariff.LegPricing;

export interface FareLine {
  readonly code: string;
  readonly label: string;
  readonly amount: Money;
}

export interface Fare {
  readonly quote_type: "FIXED";
  readonly total: Money;
  readonly lines: ReadonlyArray<FareLine>;
}

export interface AdditionalCharge extends FareLine {
  readonly mandatory: boolean;
}

const wire = (amount: DomainMoney.Money): Money => money(amount.amountMinor);

const wireLine = (line: Quote.FareLine): FareLine => ({
  code: line.code,
  label: line.label,
  amount: wire(line.amount),
});

/** A FIXED fare whose total is the sum of its lines. */
export const withLines = (lines: ReadonlyArray<FareLine>): Fare => ({
  quote_type: "FIXED",
  total: money(lines.reduce((sum, line) => sum + line.amount.amount, 0)),
  lines,
});

/** One leg's fare on the tenant's tariff, and the road miles it charged. */
export const quoteLeg = (tenant: TenantRow, leg: LegPricing): { readonly fare: Fare; readonly roadMiles: number } => {
  const { fare, roadMiles } = Tariff.quoteLeg(tariffOf(tenant), leg);
  return { fare: withLines(fare.lines.map(wireLine)), roadMiles };
};

/** The leg's additional charges on the tenant's tariff (getCostEstimate's bookingAdditionalCharges*). */
export const additionalCharges = (tenant: TenantRow, leg: LegPricing): ReadonlyArray<AdditionalCharge> =>
  Tariff.additionalCharges(tariffOf(tenant), leg).map((charge) => ({
    ...wireLine(charge),
    mandatory: charge.mandatory !== false,
  }));

/** How long a quote holds, in milliseconds. */
export const quoteValidityMs = (tenant: TenantRow): number => tariffOf(tenant).quote_validity_minutes * 60_000;

/** The waiting and cancellation terms the tenant's tariff gives (BookingTerms.fromTariff). */
export const termsOf = (tenant: TenantRow): BookingTerms.Terms => BookingTerms.fromTariff(tariffOf(tenant));

/** The terms as getCostEstimate sends them (contract QuoteTerms). */
export const wireTerms = (terms: BookingTerms.Terms) => ({
  waiting: {
    free_minutes: terms.waiting.freeMinutes,
    airport_free_minutes: terms.waiting.airportFreeMinutes,
    per_minute: wire(terms.waiting.perMinute),
  },
  cancellation: { free_until: terms.cancellation.freeUntil, fee: wire(terms.cancellation.fee) },
});
