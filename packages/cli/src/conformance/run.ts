/**
 * Conformance of a dispatch API to contracts/dispatch.openapi.yaml, seen through the real HTTP
 * adapters (which decode every answer against the contract): the read-only operations, and with
 * `write` a scripted booking journey (price, book a round trip with a via, replay the same
 * Idempotency-Key, look it up, list it, preview and cancel it). Each step reports whether the
 * request was accepted, whether the answer matched the contract, and what was seen when not.
 * The steps are tables (steps-*.ts) run in order by journey.ts.
 */
import { createChecker } from "./check.ts";
import { type ConformanceOptions, plan, runSteps, startOf } from "./journey.ts";
import type { StepResult } from "./record.ts";
import { customerReads } from "./steps-customer.ts";
import { driverPortal, firstReads, lookups, signInRefusals, signUpAndPaymentRefusals } from "./steps-read.ts";
import { adminAndSignOut, bookingJourney, cardCheckout } from "./steps-write.ts";

export type { ConformanceOptions } from "./journey.ts";
export type { TripPlaces } from "./places.ts";
export { createRecorder, recordingFetch, type StepResult } from "./record.ts";

export const runConformance = async (options: ConformanceOptions): Promise<ReadonlyArray<StepResult>> => {
  const steps: Array<StepResult> = [];
  const record = (step: StepResult) => {
    steps.push(step);
    options.onStep?.(step);
  };
  const skip = (operation: string, description: string, why: string) =>
    record({ operation, description, outcome: "skip", accepted: false, matchesContract: true, detail: why });
  const run = createChecker(options.recorder, record);

  const start = startOf(options);
  await runSteps(start, firstReads, run, skip);
  const journey = plan(start);
  const reads = [...lookups, ...signInRefusals, ...signUpAndPaymentRefusals, ...driverPortal, ...customerReads];
  await runSteps(journey, reads, run, skip);
  if (!options.write) return steps;
  for (const table of [bookingJourney, cardCheckout, adminAndSignOut])
    if (!(await runSteps(journey, table, run, skip))) break;
  return steps;
};
