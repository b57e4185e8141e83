/**
 * `cabline conformance`: checks any dispatch API against contracts/dispatch.openapi.yaml before
 * the app is pointed at it, through the same HTTP adapters the app uses. Read-only
 * operations by default; --write adds a booking journey that books and cancels a round trip.
 * One line per step: PASS / FAIL / SKIP, the HTTP exchange, and what was wrong. Exit 0 when every
 * step passed, 4 on any violation or refused request, 3 when the API could not be reached at all.
 */
import type { MapsApi } from "@cabline/api-ports";
import { Booking } from "@cabline/domain";
import { Command } from "commander";
import type { TripPlaces } from "../conformance/run.ts";
import { action, type Context, exitWith } from "../context.ts";
import { usageError } from "../errors.ts";
import { ExitCode } from "../exit-codes.ts";
import { duration, examples } from "../options.ts";
import { table } from "../output.ts";
import type { Runtime } from "../runtime.ts";

export interface ConformanceCommandOptions {
  readonly write?: boolean;
  /** The trip's places as addresses, found with the maps port: the operator's own area. */
  readonly pickup?: string;
  readonly drop?: string;
  readonly via?: string;
  /** A driver to sign in as for the driver portal's checks (password: --driver-password or CABLINE_DRIVER_PASSWORD). */
  readonly driverEmail?: string;
  readonly driverPassword?: string;
  readonly email?: string;
  readonly password?: string;
  /** Per request, in milliseconds. */
  readonly timeout?: number;
}

export const defaultConformanceTimeoutMs = 10_000;

/**
 * The trip named with --pickup and --drop (and --via), each the maps port's first match, or the
 * contract examples' Southampton trip when none is named. An operator outside Southampton names
 * places in their own service area, which their API must price and book.
 */
const tripOf = async (
  context: Context,
  maps: MapsApi,
  options: ConformanceCommandOptions,
): Promise<TripPlaces | undefined> => {
  if (options.pickup === undefined && options.drop === undefined && options.via === undefined) return undefined;
  if (options.pickup === undefined || options.drop === undefined)
    throw usageError("--pickup and --drop go together: name both ends of the trip, or neither.");
  const find = async (flag: string, address: string): Promise<Booking.Place> => {
    const [found] = await maps.geocode(address);
    if (found === undefined || !Booking.isPlace(found))
      throw usageError(`${flag}: the maps service found no place for "${address}".`);
    return found;
  };
  return {
    pickup: await find("--pickup", options.pickup),
    drop: await find("--drop", options.drop),
    via: options.via === undefined ? undefined : await find("--via", options.via),
  };
};

/** Details can span lines (a decoder's path); a report line is one line. */
const oneLine = (text: string): string => text.replace(/\s*\n\s*/g, " ");

export const runConformanceCommand = async (context: Context, options: ConformanceCommandOptions) => {
  const [{ runConformance, recordingFetch, createRecorder }, { dispatchOperations }, { randomBytes }] =
    await Promise.all([
      import("../conformance/run.ts"),
      import("@cabline/api-ports/DispatchApi"),
      import("node:crypto"),
    ]);
  const recorder = createRecorder();
  let token = options.email === undefined ? context.token() : undefined;
  const services = await context.runtime.services({
    api: context.api,
    tenant: context.tenant,
    getToken: () => token,
    onSignedOut: () => {
      token = undefined;
    },
    wrapFetch: (base) => recordingFetch(recorder, base),
    retries: 0,
    timeoutMs: options.timeout ?? defaultConformanceTimeoutMs,
  });
  const trip = await tripOf(context, services.maps, options);
  if (options.email !== undefined) {
    const password = options.password ?? context.runtime.env.CABLINE_PASSWORD;
    const signIn = await services.dispatch.customerAuth.doLoginWeb({ email: options.email, password: password ?? "" });
    token = signIn.accessToken;
  }

  const human = !context.out.json && !context.out.quiet;
  if (human)
    context.runtime.io.stdout.write(
      `Checking ${context.api} as tenant ${context.tenant} against the dispatch contract${options.write === true ? " (with the booking journey)" : ""}\n`,
    );
  const steps = await runConformance({
    dispatch: services.dispatch,
    ...(trip === undefined ? {} : { trip }),
    ownSession: options.email !== undefined,
    ...(options.driverEmail === undefined
      ? {}
      : {
          driver: {
            email: options.driverEmail,
            password: options.driverPassword ?? context.runtime.env.CABLINE_DRIVER_PASSWORD ?? "",
          },
        }),
    recorder,
    signedIn: token !== undefined,
    write: options.write === true,
    nowMs: services.clock.now().epochMilliseconds,
    runId: randomBytes(6).toString("hex"),
    onStep: (step) => {
      if (!human) return;
      const http =
        step.http === undefined
          ? ""
          : `${step.http.method} ${step.http.path}${step.http.status === undefined ? "" : ` → ${step.http.status}`}`;
      const lines = [`${step.outcome.toUpperCase().padEnd(4)}  ${step.operation.padEnd(26)} ${step.description}`];
      if (http !== "") lines.push(`      ${http}`);
      if (step.outcome !== "pass" && step.detail !== undefined) lines.push(`      ${oneLine(step.detail)}`);
      context.runtime.io.stdout.write(`${lines.join("\n")}\n`);
    },
  });

  const failed = steps.filter((step) => step.outcome === "fail");
  const summary = {
    passed: steps.filter((step) => step.outcome === "pass").length,
    failed: failed.length,
    skipped: steps.filter((step) => step.outcome === "skip").length,
    contractViolations: failed.filter((step) => !step.matchesContract).length,
    refused: failed.filter((step) => step.matchesContract && !step.accepted && step.unreachable !== true).length,
    unreachable: failed.filter((step) => step.unreachable === true).length,
    operationsChecked: new Set(steps.filter((step) => step.outcome !== "skip").map((step) => step.operation)).size,
    operationsInContract: Object.values(dispatchOperations).flat().length,
  };
  const result = { api: context.api, tenant: context.tenant, write: options.write === true, summary, steps };
  if (context.out.json) context.out.result(result, { human: () => [] });
  else {
    const line = `${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped (${summary.operationsChecked} of the contract's ${summary.operationsInContract} operations checked); ${summary.contractViolations} answer(s) broke the contract, ${summary.refused} valid request(s) refused${summary.unreachable > 0 ? `, ${summary.unreachable} without an answer` : ""}.`;
    if (context.out.quiet) {
      context.runtime.io.stdout.write(`${failed.length === 0 ? "conformant" : "not conformant"}\n`);
    } else {
      context.runtime.io.stdout.write(`\n${line}\n`);
      if (failed.length > 0) {
        context.runtime.io.stdout.write(
          `\nFailures:\n${table(
            ["OPERATION", "ACCEPTED", "MATCHES CONTRACT", "DETAIL"],
            failed.map((step) => [
              step.operation,
              step.accepted ? "yes" : "no",
              step.matchesContract ? "yes" : "no",
              oneLine(step.detail ?? ""),
            ]),
          ).join("\n")}\n`,
        );
      }
    }
  }
  if (failed.length === 0) return result;
  const unreachable = summary.passed === 0 && failed.every((step) => step.unreachable === true);
  throw exitWith(unreachable ? ExitCode.network : ExitCode.contract);
};

export const conformanceCommand = (runtime: Runtime): Command =>
  new Command("conformance")
    .description("check a dispatch API against the contract through the app's own adapters (exit 4 on any violation)")
    .option("--write", "also run a booking journey: price, book a round trip, replay it, list, cancel")
    .option("--email <email>", "sign in as this customer for the signed-in checks (not stored)")
    .option("--password <password>", "their password (or env CABLINE_PASSWORD)")
    .option("--driver-email <email>", "also check the driver portal, signed in as this driver")
    .option("--driver-password <password>", "their password (or env CABLINE_DRIVER_PASSWORD)")
    .option("--pickup <address>", "the priced and booked trip's pickup, in your service area (default: Southampton)")
    .option("--drop <address>", "the trip's drop-off")
    .option("--via <address>", "a via stop on the way out")
    .option(
      "--timeout <duration>",
      `time allowed per request (default ${defaultConformanceTimeoutMs / 1000}s)`,
      duration,
    )
    .addHelpText(
      "after",
      examples(
        "cabline conformance --api https://dispatch.example.com --tenant GDT --pickup 'Gosport Ferry Terminal' --drop 'Lee-on-the-Solent'",
        "cabline conformance --api http://127.0.0.1:4020 --tenant BOOK --write --email booker@example.com --password cabline-sandbox",
        "cabline conformance --json | jq '.steps[] | select(.outcome == \"fail\")'",
      ),
    )
    .action(action(runtime, async (context, _args, options) => void (await runConformanceCommand(context, options))));
