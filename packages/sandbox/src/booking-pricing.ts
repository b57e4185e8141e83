/**
 * A booking's price: each leg on the tenant's tariff (tariff.ts, the domain's Tariff). A promo
 * code's discount is shared between the legs by the domain (BookingLedger.splitDiscount).
 */
import { Tariff } from "@cabline/domain";
import type { LegDraft } from "./booking-request.ts";
import type { Ctx } from "./context.ts";
import { quoteLeg, type Fare } from "./tariff.ts";

/** Whether the trip starts or ends at a cruise terminal (the CRUISE5 promo code). */
export const touchesTerminal = (legs: ReadonlyArray<LegDraft>): boolean =>
  legs.some(
    (leg) => Tariff.isCruiseTerminal(leg.pickup) || leg.destinations.some((stop) => Tariff.isCruiseTerminal(stop)),
  );

/** A leg's fare on the tenant's tariff. */
export const priceLeg = (ctx: Ctx, leg: LegDraft): { fare: Fare; roadMiles: number } =>
  quoteLeg(ctx.tenant, {
    pickup: leg.pickup,
    destinations: leg.destinations,
    meetAndGreet: leg.meetAndGreet,
    multiplierPct: leg.rideType.multiplier_pct,
  });
