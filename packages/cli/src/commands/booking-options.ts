/**
 * The booking flags shared by `quote` and `book`, and how they become a BookingInput (the same
 * shape a booking file has; booking/input.ts). Commander only: no domain at start-up.
 */
import type { Command } from "commander";
import type { BookingInput, LeadPassengerInput, LegInput } from "../booking/input.ts";
import { collect } from "../options.ts";

export const addBookingOptions = (command: Command): Command =>
  command
    .optionsGroup("Journey:")
    .option("-f, --file <path>", 'a JSON or YAML booking file ("-" for stdin); flags override it')
    .option("--pickup <address>", 'pickup address, searched with the maps service (or "lat,lng")')
    .option("--drop <address>", "drop-off address")
    .option("--via <address>", "a via stop, in order (repeatable)", collect)
    .option(
      "--at <time>",
      'pickup time, UK time: "2025-07-01 09:30", "tomorrow 07:15", "14:45", "+90m" (default now + 15 min)',
    )
    .option("--asap", "as soon as possible (one minute from now)")
    .option("--passengers <n>", "passengers (default 4)")
    .option("--luggage <n>", "luggage items (default 0)")
    .option("--ride-type <name|id>", "ride type (default: the first available for the party, as the app chooses)")
    .option("--flight <number>", "flight number of an airport pickup")
    .option("--meet-and-greet", "meet the passenger inside (airport)")
    .option("--notes <text>", "notes for the driver")
    .option("--accept-charge <code>", "accept an optional additional charge from the quote (repeatable)", collect)
    .optionsGroup(
      "Return journey (defaults: places swapped, stops reversed, + 3 h, or + 15 min on a business account):",
    )
    .option("--return", "add a return journey")
    .option("--return-at <time>", "return pickup time")
    .option("--return-pickup <address>", "return pickup (default: the outbound drop-off)")
    .option("--return-drop <address>", "return drop-off (default: the outbound pickup)")
    .option(
      "--return-via <address>",
      "return via stop (default: the outbound vias reversed, unless the return's places are given; repeatable)",
      collect,
    )
    .option("--return-passengers <n>", "return passengers (default: as outbound)")
    .option("--return-luggage <n>", "return luggage (default: as outbound)")
    .option("--return-ride-type <name|id>", "return ride type (default: the outbound's if it can return)")
    .option("--return-flight <number>", "flight number for the return pickup")
    .option("--return-meet-and-greet", "meet and greet on the return")
    .option("--return-notes <text>", "notes for the return driver")
    .option("--return-accept-charge <code>", "accept an optional charge on the return (repeatable)", collect)
    .optionsGroup("Passenger and payment:")
    .option("--name <name>", "passenger name (a guest must give name, phone and e-mail)")
    .option("--phone <number>", "passenger contact number")
    .option("--email <email>", "passenger e-mail")
    .option("--dial-code <code>", "country of the contact number (default GB)")
    .option("--room <room>", "room number (hotel, cruise)")
    .option("--reference <text>", "your reference")
    .option(
      "--assistance <need>",
      "assistance the passenger needs, never charged (repeatable): wheelchair-stays-seated, wheelchair-transfers, assistance-dog, visual-impairment, hearing-impairment, luggage-help",
      collect,
    )
    .option(
      "--assistance-note <text>",
      "anything else the driver should know to help (one line, at most 200 characters)",
    )
    .option("--for-name <name>", "book for someone else: the lead passenger's name (business accounts)")
    .option("--for-email <email>", "the lead passenger's e-mail")
    .option("--for-phone <number>", "the lead passenger's number")
    .option("--for-dial-code <code>", "the lead passenger's country (default GB)")
    .option("--promo <code>", "promo code")
    .option("--payment <method>", "cash, card or account (default: your account's or your own default)")
    .option("--card <id>", "a saved card to pay a card booking with (see the card id in the web app)")
    .option("--po-number <po>", "purchase-order number (business accounts that need one)")
    .option("--cost-centre <code>", "cost centre (business)")
    .option("--guest", "book as a guest even when signed in")
    .option("--consumer", "book as yourself even when a business account is selected")
    .optionsGroup("Options:");

export interface BookingFlags {
  readonly file?: string;
  readonly pickup?: string;
  readonly drop?: string;
  readonly via?: ReadonlyArray<string>;
  readonly at?: string;
  readonly asap?: boolean;
  readonly passengers?: string;
  readonly luggage?: string;
  readonly rideType?: string;
  readonly flight?: string;
  readonly meetAndGreet?: boolean;
  readonly notes?: string;
  readonly acceptCharge?: ReadonlyArray<string>;
  readonly return?: boolean;
  readonly returnAt?: string;
  readonly returnPickup?: string;
  readonly returnDrop?: string;
  readonly returnVia?: ReadonlyArray<string>;
  readonly returnPassengers?: string;
  readonly returnLuggage?: string;
  readonly returnRideType?: string;
  readonly returnFlight?: string;
  readonly returnMeetAndGreet?: boolean;
  readonly returnNotes?: string;
  readonly returnAcceptCharge?: ReadonlyArray<string>;
  readonly name?: string;
  readonly phone?: string;
  readonly email?: string;
  readonly dialCode?: string;
  readonly room?: string;
  readonly reference?: string;
  readonly assistance?: ReadonlyArray<string>;
  readonly assistanceNote?: string;
  readonly forName?: string;
  readonly forEmail?: string;
  readonly forPhone?: string;
  readonly forDialCode?: string;
  readonly promo?: string;
  readonly payment?: string;
  readonly card?: string;
  readonly poNumber?: string;
  readonly costCentre?: string;
  readonly guest?: boolean;
  readonly consumer?: boolean;
}

/** `{ key: value }` when the flag was given, else nothing. */
const given = <K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } => {
  const field: { [P in K]?: V } = {};
  if (value !== undefined) field[key] = value;
  return field;
};

/** The flags as a BookingInput; a return flag of any kind adds a return. */
export const inputFromFlags = (flags: BookingFlags): BookingInput => {
  const returnLeg: LegInput = {
    ...(flags.returnAt === undefined ? {} : { at: flags.returnAt }),
    ...(flags.returnPickup === undefined ? {} : { pickup: flags.returnPickup }),
    ...(flags.returnDrop === undefined ? {} : { drop: flags.returnDrop }),
    ...(flags.returnVia === undefined ? {} : { vias: flags.returnVia }),
    ...(flags.returnPassengers === undefined ? {} : { passengers: flags.returnPassengers }),
    ...(flags.returnLuggage === undefined ? {} : { luggage: flags.returnLuggage }),
    ...(flags.returnRideType === undefined ? {} : { rideType: flags.returnRideType }),
    ...(flags.returnFlight === undefined ? {} : { flightNumber: flags.returnFlight }),
    ...(flags.returnMeetAndGreet === undefined ? {} : { meetAndGreet: flags.returnMeetAndGreet }),
    ...(flags.returnNotes === undefined ? {} : { notes: flags.returnNotes }),
    ...(flags.returnAcceptCharge === undefined ? {} : { acceptCharges: flags.returnAcceptCharge }),
  };
  const wantsReturn = flags.return === true || Object.keys(returnLeg).length > 0;
  const lead: LeadPassengerInput = {
    ...given("name", flags.forName),
    ...given("email", flags.forEmail),
    ...given("phone", flags.forPhone),
    ...given("dialCode", flags.forDialCode),
  };
  return {
    ...given("pickup", flags.pickup),
    ...given("drop", flags.drop),
    ...given("vias", flags.via),
    ...given("at", flags.at),
    ...given("asap", flags.asap),
    ...given("passengers", flags.passengers),
    ...given("luggage", flags.luggage),
    ...given("rideType", flags.rideType),
    ...given("flightNumber", flags.flight),
    ...given("meetAndGreet", flags.meetAndGreet),
    ...given("notes", flags.notes),
    ...given("acceptCharges", flags.acceptCharge),
    ...given("name", flags.name),
    ...given("phone", flags.phone),
    ...given("email", flags.email),
    ...given("dialCode", flags.dialCode),
    ...given("room", flags.room),
    ...given("reference", flags.reference),
    ...given("assistance", flags.assistance),
    ...given("assistanceNote", flags.assistanceNote),
    ...given("promo", flags.promo),
    ...given("payment", flags.payment),
    ...given("card", flags.card),
    ...given("poNumber", flags.poNumber),
    ...given("costCentre", flags.costCentre),
    ...(wantsReturn ? { return: returnLeg } : {}),
    ...(Object.keys(lead).length === 0 ? {} : { forSomeoneElse: lead }),
  };
};
