/**
 * `cabline track <token>`: where a booking is (spec §2 /t and /track, §7 getBooking): its status
 * and history, the driver, the vehicle and the time to pickup. With --watch it polls and prints
 * each status change until the trip is finished (Booking.isFinished), the time limit passes or
 * Ctrl-C.
 */
import { Command } from "commander";
import { action, type Context } from "../context.ts";
import { duration, examples } from "../options.ts";
import { fields } from "../output.ts";
import type { Runtime } from "../runtime.ts";

export interface TrackOptions {
  readonly watch?: boolean;
  /** Milliseconds between polls. */
  readonly interval?: number;
  /** Give up watching after this many milliseconds. */
  readonly timeout?: number;
}

export const runTrack = async (context: Context, token: string, options: TrackOptions) => {
  const [{ Booking }, { dispatch, clock }, present] = await Promise.all([
    import("@cabline/domain"),
    context.services(),
    import("../present.ts"),
  ]);
  let details = await dispatch.tracking.getBooking({ bookingToken: token });
  const describe = (booking: typeof details.booking) =>
    fields([
      ["Token", booking.booking_token],
      ["Status", present.status(booking.status)],
      ["Pickup", present.when(booking.pickup_time)],
      ["From", present.placeText(booking.pickup_location)],
      ["To", present.placeText(Booking.dropOff(booking))],
      [
        "Driver",
        booking.driver === undefined
          ? undefined
          : `${booking.driver.name}${booking.driver.callsign === undefined ? "" : ` (${booking.driver.callsign})`}, ${booking.driver.vehicle}, ${booking.driver.registration}`,
      ],
      ["Arriving in", booking.driver?.eta_minutes === undefined ? undefined : `${booking.driver.eta_minutes} min`],
      [
        "Position",
        booking.driver?.location === undefined
          ? undefined
          : `${booking.driver.location.lat}, ${booking.driver.location.lng}`,
      ],
      [
        "History",
        booking.status_history
          .map((change) => `${present.status(change.status)} ${present.when(change.at)}`)
          .join(" → "),
      ],
    ]);

  if (options.watch !== true) {
    context.out.result(details, {
      human: (value) => [...describe(value.booking), ...present.moneyLines(value)],
      quiet: (value) => value.booking.status,
    });
    return details;
  }

  const interval = options.interval ?? 5000;
  const started = clock.now().epochMilliseconds;
  const stop = context.runtime.interruption();
  const report = (booking: typeof details.booking) =>
    context.out.line(
      { at: clock.now().epochMilliseconds, status: booking.status, booking },
      `${present.when(clock.now().epochMilliseconds)}  ${present.status(booking.status)}${
        booking.driver?.eta_minutes === undefined ? "" : `  (driver ${booking.driver.eta_minutes} min away)`
      }`,
      booking.status,
    );
  context.out.note(describe(details.booking).join("\n"));
  report(details.booking);
  let last = details.booking.status;
  while (!Booking.isFinished(last) && !stop.aborted) {
    if (options.timeout !== undefined && clock.now().epochMilliseconds - started >= options.timeout) {
      context.out.note(
        `Stopped watching after ${Math.round(options.timeout / 1000)} s; the trip is ${present.status(last)}.`,
      );
      break;
    }
    await context.runtime.sleep(interval, stop);
    if (stop.aborted) break;
    details = await dispatch.tracking.getBooking({ bookingToken: token });
    if (details.booking.status !== last) {
      last = details.booking.status;
      report(details.booking);
    }
  }
  return details;
};

export const trackCommand = (runtime: Runtime): Command =>
  new Command("track")
    .description("show where a booking is; --watch follows its status until the trip ends")
    .argument("<token>", "the booking token")
    .option("-w, --watch", "keep polling and print each status change")
    .option("--interval <duration>", 'time between polls with --watch (default "5s")', duration)
    .option("--timeout <duration>", 'stop watching after this long (e.g. "30m")', duration)
    .addHelpText(
      "after",
      examples("cabline track 8f3kq2x9", "cabline track 8f3kq2x9 --watch --interval 2s --timeout 1h"),
    )
    .action(
      action(runtime, async (context, [token], options) => void (await runTrack(context, String(token), options))),
    );
