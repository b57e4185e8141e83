/**
 * The seeded driver side of each tenant: the fleet the lifecycle allocates drivers from, the
 * driver who signs in to the portal (driver@example.com), driver applications (approved and
 * waiting for documents), and repeat-service contracts: three open, one whose bidding has closed
 * and one awarded, with a bid already placed on one of them.
 */
import { Assistance, Driver } from "@cabline/domain";
import type { Db } from "./db.ts";
import { json } from "./db.ts";
import { locationOf as place } from "./geo/gazetteer.ts";

const day = 86_400_000;

const fleet = [
  {
    name: "Sanjay Patel",
    callsign: "S17",
    phone: "+447700900171",
    vehicle: {
      make: "Toyota",
      model: "Corolla Touring Sports (hybrid)",
      colour: "Silver",
      registration: "HN21 KXA",
      seats: 4,
      wheelchair_accessible: false,
    },
    rides: [1, 2],
  },
  {
    name: "Joanna Kowalska",
    callsign: "S08",
    phone: "+447700900108",
    vehicle: {
      make: "Skoda",
      model: "Octavia Estate",
      colour: "Black",
      registration: "HV70 TLO",
      seats: 4,
      wheelchair_accessible: false,
    },
    rides: [1, 2, 7],
  },
  {
    name: "Dave Collins",
    callsign: "S23",
    phone: "+447700900230",
    vehicle: {
      make: "Ford",
      model: "Tourneo Custom",
      colour: "White",
      registration: "HY19 MBU",
      seats: 8,
      wheelchair_accessible: false,
    },
    rides: [1, 2, 3, 4, 7],
  },
  {
    name: "Tom Reeve",
    callsign: "S05",
    phone: "+447700900105",
    vehicle: {
      make: "Mercedes-Benz",
      model: "E-Class",
      colour: "Black",
      registration: "HF23 EXE",
      seats: 4,
      wheelchair_accessible: false,
    },
    rides: [1, 6],
  },
];

/** The driver who signs in to the portal drives the wheelchair-accessible vehicle. */
const portalVehicle = {
  make: "Volkswagen",
  model: "Caddy Maxi Life (WAV)",
  colour: "White",
  registration: "HX22 WAV",
  seats: 5,
  wheelchair_accessible: true,
};

interface SeedContract {
  readonly reference: string;
  readonly title: string;
  readonly category: string;
  readonly description: string;
  readonly status: string;
  readonly from: string;
  readonly to: string;
  readonly passengers: number;
  /** What the passengers need of the driver; a passenger who stays seated needs the accessible vehicle. */
  readonly assistance: Assistance.Assistance;
  readonly ride: number;
  readonly schedule: Driver.ContractSchedule;
  readonly miles: number;
  readonly guide: number;
  readonly requirements: string[];
  readonly closesIn: number;
  /** A bid the portal's driver has already placed (pence). */
  readonly bid?: { readonly amount: number; readonly note: string };
}

/** The five weekdays ("YYYY-MM-DD") of the week that holds a date, Monday first. */
const weekOf = (iso: string): string[] => {
  const noon = Date.parse(`${iso}T12:00:00Z`);
  const monday = noon - ((new Date(noon).getUTCDay() + 6) % 7) * day;
  return [0, 1, 2, 3, 4].map((offset) => new Date(monday + offset * day).toISOString().slice(0, 10));
};

// Term time in the school's calendar: February half-term, two weeks at Easter, the early May
// bank holiday (the first Monday of May) and the late May half-term (the week of its last Monday).
const schoolHolidays = (year: number): string[] => [
  ...weekOf(`${year}-02-17`),
  ...weekOf(`${year}-04-03`),
  ...weekOf(`${year}-04-10`),
  weekOf(`${year}-05-07`)[0] ?? `${year}-05-07`,
  ...weekOf(`${year}-05-31`),
];

const schoolRun = (year: number): SeedContract => ({
  reference: `SR-${year}-014`,
  title: "School run: Weston to Bitterne Park School",
  category: "school_run",
  description: "Three pupils (ages 12-15) to Bitterne Park School and home again, term time only.",
  status: "open",
  from: "sbx-addr-so19-9hj-18-weston-lane",
  to: "sbx-poi-bitterne-park-school",
  passengers: 3,
  assistance: Assistance.none,
  ride: 1,
  schedule: {
    days: ["MON", "TUE", "WED", "THU", "FRI"],
    outbound_time: "08:05",
    return_time: "15:20",
    start_date: `${year}-01-05`,
    end_date: `${year}-07-21`,
    excluded_dates: schoolHolidays(year),
  },
  miles: 3.4,
  guide: 1400,
  requirements: ["Enhanced DBS check", "Southampton City Council private-hire badge"],
  closesIn: 14 * day,
});

const dialysisTransfers = (year: number): SeedContract => ({
  reference: `HT-${year}-003`,
  title: "Renal dialysis transfers to Southampton General Hospital",
  category: "hospital_transfer",
  description:
    "One wheelchair user to the renal unit on Monday, Wednesday and Friday mornings, collected after treatment around 12:30.",
  status: "open",
  from: "sbx-addr-so17-2fy-141-portswood-road",
  to: "sbx-poi-southampton-general-hospital",
  passengers: 1,
  assistance: {
    needs: ["wheelchair_stays_seated"],
    other: "Collect from the renal unit's side entrance; the passenger tires after treatment.",
  },
  ride: 5,
  schedule: {
    days: ["MON", "WED", "FRI"],
    outbound_time: "07:10",
    return_time: "12:30",
    start_date: `${year}-01-04`,
    end_date: `${year}-06-30`,
  },
  miles: 2.8,
  guide: 2200,
  requirements: ["Wheelchair-accessible vehicle with restraints", "Patient transport awareness training"],
  closesIn: 18 * day,
  bid: { amount: 2050, note: "WAV available every weekday morning." },
});

const cruiseShuttle = (year: number): SeedContract => ({
  reference: `SS-${year}-002`,
  title: "Cruise-day staff shuttle: Southampton Central to Ocean Cruise Terminal",
  category: "staff_shuttle",
  description: "Port agency staff from the station to the Ocean Cruise Terminal on turnaround days.",
  status: "open",
  from: "sbx-poi-southampton-central-station",
  to: "sbx-poi-ocean-cruise-terminal",
  passengers: 6,
  assistance: Assistance.none,
  ride: 3,
  schedule: { days: ["SAT", "SUN"], outbound_time: "06:15", start_date: `${year}-03-06`, end_date: `${year}-10-31` },
  miles: 1.6,
  guide: 1100,
  requirements: ["Port of Southampton access pass"],
  closesIn: 45 * day,
});

const careHomeTrips = (year: number): SeedContract => ({
  reference: `CH-${year}-001`,
  title: "Care home day trips to Westquay",
  category: "care_home",
  description: "Residents' weekly outing; bidding has closed.",
  status: "open",
  from: "sbx-addr-so15-2db-27-bedford-place",
  to: "sbx-poi-westquay",
  passengers: 4,
  assistance: { needs: ["wheelchair_stays_seated", "visual_impairment", "luggage_help"], other: "" },
  ride: 5,
  schedule: {
    days: ["THU"],
    outbound_time: "10:30",
    return_time: "14:00",
    start_date: `${year}-01-08`,
    end_date: `${year}-12-16`,
  },
  miles: 0.6,
  guide: 1300,
  requirements: ["Wheelchair-accessible vehicle"],
  closesIn: -2 * day,
});

const awardedSchoolRun = (year: number): SeedContract => ({
  reference: `SR-${year - 1}-009`,
  title: "School run: Hedge End to Wildern School (awarded)",
  category: "school_run",
  description: "Awarded to another operator.",
  status: "awarded",
  from: "sbx-poi-southampton-airport-parkway-station",
  to: "sbx-poi-southampton-airport",
  passengers: 2,
  assistance: { needs: ["assistance_dog"], other: "" },
  ride: 1,
  schedule: {
    days: ["MON", "TUE", "WED", "THU", "FRI"],
    outbound_time: "08:10",
    start_date: `${year}-01-05`,
    end_date: `${year}-07-21`,
    excluded_dates: schoolHolidays(year),
  },
  miles: 2.1,
  guide: 1200,
  requirements: [],
  closesIn: -20 * day,
});

/** The contracts in the order they are stored; `year` is the one after the seed's. */
const contracts = [schoolRun, dialysisTransfers, cruiseShuttle, careHomeTrips, awardedSchoolRun];

const insertContract = (db: Db, code: string, now: number, c: SeedContract): number =>
  db.run(
    `INSERT INTO contracts(tenant, reference, title, category, description, status, pickup, destinations, passengers, luggage,
       assistance, ride_type_id, schedule, trips_total, miles_per_trip, guide_price, requirements, bidding_closes_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?)`,
    code,
    c.reference,
    c.title,
    c.category,
    c.description,
    c.status,
    json(place(c.from)),
    json([place(c.to)]),
    c.passengers,
    json(c.assistance),
    c.ride,
    json({ timezone: "Europe/London", ...c.schedule }),
    // Stored as the domain counts it; getContractsForWeb answers the same count from the schedule.
    Driver.contractTrips(c.schedule),
    c.miles,
    c.guide,
    json(c.requirements),
    now + c.closesIn,
  );

/** The contracts, then the bids the portal's driver has placed on them. */
const seedContracts = (db: Db, code: string, now: number, driverId: number): void => {
  const year = new Date(now).getUTCFullYear() + 1;
  const stored = contracts.map((contract) => {
    const c = contract(year);
    return { id: insertContract(db, code, now, c), bid: c.bid };
  });
  for (const { id, bid } of stored) {
    if (bid === undefined) continue;
    db.run(
      "INSERT INTO bids(tenant, contract_id, driver_id, amount, currency, note, status, placed_at) VALUES (?, ?, ?, ?, 'GBP', ?, 'submitted', ?)",
      code,
      id,
      driverId,
      bid.amount,
      bid.note,
      now - day,
    );
  }
};

export const seedDrivers = (
  db: Db,
  code: string,
  now: number,
  driverPerson: { readonly name: string; readonly email: string; readonly phone: string },
  hashes: () => string,
): void => {
  for (const driver of fleet) {
    db.run(
      `INSERT INTO drivers(tenant, name, email, phone, password_hash, callsign, badge_number, licensing_authority, vehicle, ride_type_ids)
       VALUES (?, ?, NULL, ?, NULL, ?, ?, 'Southampton City Council', ?, ?)`,
      code,
      driver.name,
      driver.phone,
      driver.callsign,
      `SCC-PH-1${driver.callsign.slice(1)}0`,
      json(driver.vehicle),
      json(driver.rides),
    );
  }
  const driverId = db.run(
    `INSERT INTO drivers(tenant, name, email, phone, password_hash, callsign, badge_number, licensing_authority, vehicle, ride_type_ids)
     VALUES (?, ?, ?, ?, ?, 'S42', 'SCC-PH-1187', 'Southampton City Council', ?, ?)`,
    code,
    driverPerson.name,
    driverPerson.email,
    driverPerson.phone,
    hashes(),
    json(portalVehicle),
    json([1, 2, 5]),
  );
  db.run(
    `INSERT INTO driver_applications(tenant, email, first_name, last_name, phone, password_hash, status, missing_documents, submitted_at)
     VALUES (?, ?, 'Mark', 'Ellison', ?, '', 'approved', '[]', ?)`,
    code,
    driverPerson.email,
    driverPerson.phone,
    now - 110 * day,
  );
  db.run(
    `INSERT INTO driver_applications(tenant, email, first_name, last_name, phone, password_hash, status, missing_documents, submitted_at)
     VALUES (?, 'pending.driver@example.com', 'Ravi', 'Kumar', '+447700900916', '', 'pending_documents', ?, ?)`,
    code,
    json(Driver.documentKinds.slice(1)),
    now - 3 * day,
  );
  seedContracts(db, code, now, driverId);
};
