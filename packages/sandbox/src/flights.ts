/**
 * Flight look-up for airport pickups (spec §7 flight_tracking/get, §3 flight data): a small
 * timetable of daily flights into and out of Southampton and the London airports. A flight's
 * status follows the injected clock (scheduled, active, then landed; a few run late on some
 * days, deterministically). Unknown numbers answer flight_information_not_found.
 */
import { Flight } from "@cabline/domain";
import type { Ctx, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import { badRequest, fail } from "./errors.ts";
import { createHash } from "node:crypto";
import { formatInstant, londonDate } from "./time.ts";

interface Timetable {
  readonly number: string;
  readonly airline: string;
  readonly origin: readonly [string, string];
  readonly destination: readonly [string, string];
  /** London local times, HH:MM. */
  readonly departs: string;
  readonly arrives: string;
}

const timetable: ReadonlyArray<Timetable> = [
  {
    number: "SI4202",
    airline: "Blue Islands",
    origin: ["JER", "Jersey"],
    destination: ["SOU", "Southampton"],
    departs: "20:40",
    arrives: "21:25",
  },
  {
    number: "SI4201",
    airline: "Blue Islands",
    origin: ["SOU", "Southampton"],
    destination: ["JER", "Jersey"],
    departs: "19:20",
    arrives: "20:05",
  },
  {
    number: "SI4206",
    airline: "Blue Islands",
    origin: ["GCI", "Guernsey"],
    destination: ["SOU", "Southampton"],
    departs: "08:10",
    arrives: "09:00",
  },
  {
    number: "GR671",
    airline: "Aurigny",
    origin: ["ACI", "Alderney"],
    destination: ["SOU", "Southampton"],
    departs: "10:05",
    arrives: "10:55",
  },
  {
    number: "EI3422",
    airline: "Aer Lingus Regional",
    origin: ["DUB", "Dublin"],
    destination: ["SOU", "Southampton"],
    departs: "12:30",
    arrives: "14:05",
  },
  {
    number: "LM673",
    airline: "Loganair",
    origin: ["EDI", "Edinburgh"],
    destination: ["SOU", "Southampton"],
    departs: "16:15",
    arrives: "17:45",
  },
  {
    number: "KL1059",
    airline: "KLM",
    origin: ["AMS", "Amsterdam"],
    destination: ["SOU", "Southampton"],
    departs: "09:35",
    arrives: "10:05",
  },
  {
    number: "BA2263",
    airline: "British Airways",
    origin: ["MCO", "Orlando"],
    destination: ["LGW", "London Gatwick"],
    departs: "18:50",
    arrives: "07:55",
  },
  {
    number: "BA117",
    airline: "British Airways",
    origin: ["JFK", "New York JFK"],
    destination: ["LHR", "London Heathrow"],
    departs: "18:30",
    arrives: "06:40",
  },
  {
    number: "VS4",
    airline: "Virgin Atlantic",
    origin: ["JFK", "New York JFK"],
    destination: ["LHR", "London Heathrow"],
    departs: "19:00",
    arrives: "07:05",
  },
];

/** London wall time on a London date as an instant (whole-hour offsets: GMT or BST). */
const londonInstant = (date: string, time: string): number => {
  const utc = Date.parse(`${date}T${time}:00Z`);
  const offset = Number(formatInstant(utc).slice(20, 22));
  return utc - offset * 3_600_000;
};

export interface FlightFacts {
  readonly number: string;
  readonly airline: string;
  readonly origin: string;
  readonly scheduled_arrival: string;
}

const schedule = (flight: Timetable, arrivalDate: string) => {
  const arrival = londonInstant(arrivalDate, flight.arrives);
  let departure = londonInstant(arrivalDate, flight.departs);
  if (departure > arrival) departure -= 86_400_000; // overnight flights leave the day before
  const delayMinutes =
    [0, 0, 0, 0, 25, 40][createHash("sha256").update(`${flight.number}:${arrivalDate}`).digest()[0]! % 6] ?? 0;
  return { departure, arrival, estimated: arrival + delayMinutes * 60_000, delayed: delayMinutes > 0 };
};

/** What a booking records about its flight, when the timetable knows it (arrival on the pickup's date). */
export const flightFacts = (number: string, pickupTime: number): FlightFacts | undefined => {
  const flight = timetable.find((candidate) => candidate.number === number);
  if (flight === undefined) return undefined;
  const { arrival } = schedule(flight, londonDate(pickupTime));
  return { number, airline: flight.airline, origin: flight.origin[0], scheduled_arrival: formatInstant(arrival) };
};

/**
 * A typed flight number in the form the APIs use, or bad_request when it is not an IATA flight
 * number (Flight.isFlightNumber: BAW2490 is the ICAO call sign of BA2490, which the passenger's
 * booking and the airport's arrivals board show).
 */
export const flightNumberOf = (typed: string): string =>
  Flight.isFlightNumber(typed) ? Flight.normaliseNumber(typed) : badRequest("flightNumber is not a flight number.");

const getFlightTracking = (ctx: Ctx): Reply => {
  const number = flightNumberOf(ctx.query.get("flightNumber") ?? "");
  const date = ctx.query.get("date") ?? londonDate(ctx.now);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) badRequest("date must be YYYY-MM-DD.");
  const flight = timetable.find((candidate) => candidate.number === number) ?? fail("flight_information_not_found");
  const times = schedule(flight, date);
  const status =
    ctx.now >= times.estimated
      ? "landed"
      : ctx.now >= times.departure
        ? "active"
        : times.delayed
          ? "delayed"
          : "scheduled";
  return ok({
    flight: {
      number: flight.number,
      airline: flight.airline,
      origin: { iata: flight.origin[0], name: flight.origin[1] },
      destination: { iata: flight.destination[0], name: flight.destination[1] },
      scheduled_departure: formatInstant(times.departure),
      scheduled_arrival: formatInstant(times.arrival),
      estimated_arrival: formatInstant(times.estimated),
      ...(status === "landed" ? { actual_arrival: formatInstant(times.estimated) } : {}),
      status,
    },
  });
};

export const flightRoutes: ReadonlyArray<TenantRoute> = [
  route("GET", "/customer/v2/flight_tracking/get", "none", "optional", getFlightTracking),
];
