/**
 * The contract's Money: `{ amount, currency }`, integer pence of GBP (contracts/README.md "Money
 * and time"). Formatting for people uses the domain's Money.format ("£10.00").
 */
import { Constants, Money as DomainMoney } from "@cabline/domain";

export interface Money {
  readonly amount: number;
  readonly currency: string;
}

export const money = (pence: number): Money => ({ amount: Math.round(pence), currency: Constants.currencyCode });

export const formatPence = (pence: number): string => DomainMoney.format(DomainMoney.fromMinor(pence));
