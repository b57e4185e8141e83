/**
 * The path from a command line to a prepared booking, shared by `quote` and `book`: read the
 * booking file (JSON or YAML), lay the flags over it, check what needs no call, then find out who
 * is booking and prepare the request with the domain (prepare.ts).
 */
import { readFile } from "node:fs/promises";
import { extname, resolve } from "node:path";
import type { Context } from "../context.ts";
import { errorCode, messageOf, usageError, validationError } from "../errors.ts";
import type { BookingFlags } from "../commands/booking-options.ts";
import { inputFromFlags } from "../commands/booking-options.ts";
import { resolveBooker } from "../booker.ts";
import { type BookingInput, type BookingPlan, fromDocument, merge, planBooking } from "./input.ts";
import { type PreparedBooking, prepareBooking } from "./prepare.ts";
import type { Services } from "../runtime.ts";

/** Parses a booking file: JSON, or YAML (.yaml/.yml, or anything that is not JSON). */
export const parseDocument = async (text: string, name: string): Promise<unknown> => {
  const extension = extname(name).toLowerCase();
  if (extension === ".json" || (extension !== ".yaml" && extension !== ".yml" && /^\s*[{[]/.test(text))) {
    try {
      const document: unknown = JSON.parse(text);
      return document;
    } catch (error) {
      throw usageError(`${name} is not valid JSON: ${messageOf(error)}`);
    }
  }
  let yaml: { readonly parse: (text: string) => unknown };
  try {
    // Loaded only for YAML files; a missing package is a clear message, not a crash.
    yaml = await import("yaml");
  } catch {
    throw usageError("Reading YAML needs the `yaml` package; install the workspace (pnpm install) or use a JSON file.");
  }
  try {
    return yaml.parse(text);
  } catch (error) {
    throw usageError(`${name} is not valid YAML: ${messageOf(error)}`);
  }
};

export const readBookingFile = async (context: Context, path: string): Promise<BookingInput> => {
  let text: string;
  try {
    text =
      path === "-" ? await context.runtime.readStdin() : await readFile(resolve(context.runtime.cwd, path), "utf8");
  } catch (error) {
    throw usageError(`Cannot read the booking file ${path}: ${errorCode(error) ?? String(error)}.`);
  }
  const { input, issues } = fromDocument(await parseDocument(text, path === "-" ? "stdin" : path));
  if (issues.length > 0) throw validationError(issues, `The booking file ${path} has errors:`);
  return input;
};

export interface LoadedBooking {
  readonly plan: BookingPlan;
  readonly prepared: PreparedBooking;
  readonly services: Services;
}

export const loadBooking = async (context: Context, flags: BookingFlags): Promise<LoadedBooking> => {
  const fromFile = flags.file === undefined ? {} : await readBookingFile(context, flags.file);
  const input = merge(fromFile, inputFromFlags(flags));
  const services = await context.services();
  const now = services.clock.now();
  const guest = flags.guest === true || context.token() === undefined;
  const { plan, issues } = planBooking(input, now, { guest });
  if (issues.length > 0) throw validationError(issues);
  const booker = await resolveBooker(context, services.dispatch, {
    ...(flags.guest === undefined ? {} : { guest: flags.guest }),
    ...(flags.consumer === undefined ? {} : { consumer: flags.consumer }),
  });
  const prepared = await prepareBooking(plan, booker, { dispatch: services.dispatch, maps: services.maps, now });
  return { plan, prepared, services };
};
