/**
 * `cabline ride-types`: the tenant's active ride types (spec §7 activeRideTypes) and which of them
 * can take a party, by the domain's rule (§4: active, enabled, enough seats and luggage room, the
 * right direction); the first available one is what the app would pick.
 */
import { Command } from "commander";
import { action, type Context } from "../context.ts";
import { examples, oneOf, wholeNumber } from "../options.ts";
import { table } from "../output.ts";
import type { Runtime } from "../runtime.ts";

export interface RideTypesOptions {
  readonly passengers?: number;
  readonly luggage?: number;
  readonly direction?: "outbound" | "return";
}

export const runRideTypes = async (context: Context, options: RideTypesOptions) => {
  const [{ Constants, RideAvailability }, { dispatch }] = await Promise.all([
    import("@cabline/domain"),
    context.services(),
  ]);
  const rideTypes = await dispatch.bookings.getActiveRideTypes();
  const demand = {
    passengers: options.passengers ?? Constants.defaultPassengers,
    luggage: options.luggage ?? Constants.defaultLuggage,
    direction: options.direction ?? "outbound",
  } as const;
  const available = RideAvailability.availableRideTypes(rideTypes, demand);
  const chosen = RideAvailability.selectRideType(rideTypes, demand, null);
  const result = {
    demand,
    chosen,
    rideTypes: rideTypes.map((rideType) => ({ ...rideType, available: available.includes(rideType) })),
  };
  context.out.result(result, {
    human: (value) => [
      `For ${demand.passengers} passenger(s), ${demand.luggage} luggage, ${demand.direction} (* the app's choice):`,
      ...table(
        ["", "ID", "NAME", "SEATS", "LUGGAGE", "OUTBOUND", "RETURN", "AVAILABLE"],
        value.rideTypes.map((rideType) => [
          rideType.id === chosen ? "*" : "",
          String(rideType.id),
          rideType.name,
          String(rideType.numSeats),
          String(rideType.max_luggage),
          rideType.outboundCompatible ? "yes" : "no",
          rideType.returnCompatible ? "yes" : "no",
          rideType.available ? "yes" : !rideType.active || !rideType.enabled ? "no (disabled)" : "no",
        ]),
      ),
    ],
    quiet: (value) => value.rideTypes.filter((rideType) => rideType.available).map((rideType) => rideType.name),
  });
  return result;
};

export const rideTypesCommand = (runtime: Runtime): Command =>
  new Command("ride-types")
    .description("list ride types and which can carry a party (the app's availability rule)")
    .option("--passengers <n>", "passengers (default 4)", wholeNumber(1))
    .option("--luggage <n>", "luggage items (default 0)", wholeNumber(0))
    .option("--direction <leg>", "outbound or return", oneOf(["outbound", "return"] as const))
    .addHelpText("after", examples("cabline ride-types --passengers 6 --luggage 4", "cabline ride-types --quiet"))
    .action(action(runtime, async (context, _args, options) => void (await runRideTypes(context, options))));
