import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestCli, password, type TestCli } from "../../test/helpers.ts";
import { runBook } from "./book.ts";

const trip = ["--pickup", "Above Bar Street", "--drop", "Ocean Cruise Terminal"];

/** The running test's CLI, on a sandbox of its own (made before each test of the suite below). */
let cli: TestCli;
const signIn = (email = "passenger@example.com") => cli.run("login", "--email", email, "--password", password);

describe("book", () => {
  beforeEach(() => {
    cli = createTestCli();
  });
  afterEach(() => cli.cleanup());

  describe("the trip and its return (§4)", tripAndReturn);
  describe("the assistance a passenger needs", assistance);
  describe("what it refuses before booking", refusedBeforeBooking);
  describe("booking files", bookingFiles);
  describe("who travels and how they pay", travellersAndPayment);
  describe("the server's refusals, and a repeated idempotency key", serverRefusalsAndRepeats);
});

function tripAndReturn() {
  it("books a return trip with a via; the return swaps the places and reverses the stops (§4)", async () => {
    await signIn();
    const { code, body } = await cli.json(
      "book",
      ...trip,
      "--via",
      "Southampton Central",
      "--at",
      "2026-11-23 09:30",
      "--passengers",
      "2",
      "--luggage",
      "1",
      "--return",
      "--return-at",
      "2026-11-30 15:00",
      "--notes",
      "Blue door",
    );
    expect(code).toBe(0);
    expect(body.bookings).toHaveLength(2);
    const [outbound, back] = body.bookings;
    expect(outbound.leg).toBe("outbound");
    expect(back.leg).toBe("return");
    expect(outbound.pair_id).toBe(back.pair_id);
    expect(outbound.pickup_location.address).toContain("Above Bar Street");
    expect(outbound.destinations.map((stop: { address: string }) => stop.address)).toEqual([
      expect.stringContaining("Ocean Cruise Terminal"),
      expect.stringContaining("Southampton Central"),
    ]);
    expect(back.pickup_location.address).toContain("Ocean Cruise Terminal");
    expect(back.destinations[0].address).toContain("Above Bar Street");
    // 09:30 London on 23 November is 09:30 UTC (GMT).
    expect(outbound.pickup_time).toBe(Date.UTC(2026, 10, 23, 9, 30));
    expect(back.pickup_time).toBe(Date.UTC(2026, 10, 30, 15, 0));
    expect(outbound.passengers).toBe(2);
    expect(back.passengers).toBe(2);
  });

  it("dates a return without a time 3 hours after the outbound for a consumer (§4)", async () => {
    await signIn();
    const { body } = await cli.json("book", ...trip, "--at", "2026-11-23 09:30", "--return");
    expect(body.bookings[1].pickup_time - body.bookings[0].pickup_time).toBe(3 * 3_600_000);
  });

  it("dates it 15 minutes after on a business account, with the PO number the account needs", async () => {
    await signIn("booker@example.com");
    const { code, body } = await cli.json(
      "book",
      ...trip,
      "--at",
      "2026-11-23 09:30",
      "--return",
      "--po-number",
      "PO-77",
    );
    expect(code).toBe(0);
    expect(body.bookings[1].pickup_time - body.bookings[0].pickup_time).toBe(15 * 60_000);
    expect(body.bookings[0].your_references?.po_number).toBe("PO-77");
    const request = cli.dispatch.calls.findLast((call) => call.operation === "createBooking")?.input as {
      business_id?: number;
      paymentMethod?: string;
    };
    expect(request.business_id).toBe(501);
    expect(request.paymentMethod).toBe("account");
  });

  it("chooses the first ride type that carries the party, as the app does (§4)", async () => {
    await signIn();
    const { body } = await cli.json("book", ...trip, "--passengers", "6", "--luggage", "2");
    expect(body.bookings[0].ride_type_id).toBe(3);
  });

  it("prints only the tokens with --quiet, outbound first", async () => {
    await signIn();
    const { code, stdout } = await cli.run("--quiet", "book", ...trip, "--return");
    expect(code).toBe(0);
    const tokens = stdout.trim().split("\n");
    expect(tokens).toHaveLength(2);
    const stored = cli.dispatch.storedBookings();
    expect(stored.find((booking) => booking.booking_token === tokens[0])?.leg).toBe("outbound");
  });
}

function assistance() {
  it("books the assistance a passenger needs on both legs, in an accessible vehicle, at the same price (Assistance)", async () => {
    await signIn();
    const quoted = await cli.json("quote", ...trip, "--at", "2026-11-23 09:30", "--ride-type", "Wheelchair accessible");
    const { code, body } = await cli.json(
      "book",
      ...trip,
      "--at",
      "2026-11-23 09:30",
      "--return",
      "--assistance",
      "wheelchair-stays-seated",
      "--assistance",
      "assistance-dog",
      "--assistance-note",
      "Ramp at the back, please",
    );
    expect(code).toBe(0);
    const kept = { needs: ["wheelchair_stays_seated", "assistance_dog"], other: "Ramp at the back, please" };
    for (const booking of body.bookings) {
      expect(booking.assistance).toEqual(kept);
      // Only a wheelchair-accessible vehicle was chosen, and nothing was added to its price.
      expect(booking.ride_type_name).toBe("Wheelchair accessible");
    }
    expect(body.bookings[0].fare.total).toEqual(quoted.body.estimate.outbound.total);
  });

  it("says the booked assistance back, in the domain's words", async () => {
    await signIn();
    const { code, stdout } = await cli.run(
      "book",
      ...trip,
      "--assistance",
      "luggage-help",
      "--assistance-note",
      "Two cases",
    );
    expect(code).toBe(0);
    expect(stdout).toMatch(/Assistance:\s+Help with luggage; Two cases/);
  });

  it("names the assistance it does not know and books nothing (exit 2)", async () => {
    await signIn();
    const { code, stderr } = await cli.run("book", ...trip, "--assistance", "jetpack");
    expect(code).toBe(2);
    expect(stderr).toMatch(/Unknown assistance jetpack: choose from wheelchair-stays-seated/);
    expect(cli.dispatch.storedBookings()).toHaveLength(0);
  });
}

function refusedBeforeBooking() {
  it("reports every wrong field with the domain's messages before any call (exit 2)", async () => {
    await signIn();
    const before = cli.dispatch.calls.length;
    const { code, stderr } = await cli.run(
      "book",
      "--at",
      "yesterday-ish",
      "--passengers",
      "0",
      "--luggage",
      "-1",
      "--flight",
      "12",
    );
    expect(code).toBe(2);
    expect(stderr).toContain("pickup: Enter a pickup address.");
    expect(stderr).toContain("drop: Enter a drop-off address.");
    expect(stderr).toContain("passengers: Enter the number of passengers (at least 1).");
    expect(stderr).toContain("luggage: Enter the number of luggage items (0 or more).");
    expect(stderr).toMatch(/at: "yesterday-ish" is not a time/);
    expect(stderr).toContain("flightNumber: Enter a flight number");
    expect(cli.dispatch.calls.length).toBe(before);
    expect(cli.maps.calls).toHaveLength(0);
  });

  it("refuses what the server would refuse as too long or too far ahead, before booking", async () => {
    await signIn();
    const { code, stderr } = await cli.run("book", ...trip, "--notes", "n".repeat(1001), "--at", "2099-01-01 10:00");
    expect(code).toBe(2);
    expect(stderr).toContain("notes: Notes: at most 1000 characters.");
    expect(stderr).toContain("Pickups can be booked at most 365 days ahead.");
    expect(cli.dispatch.calls.some((call) => call.operation === "createBooking")).toBe(false);
  });

  it("returns the fields as JSON with --json", async () => {
    await signIn();
    const { code, body } = await cli.json("book", "--pickup", "Above Bar Street");
    expect(code).toBe(2);
    expect(body).toMatchObject({
      ok: false,
      code: "validation",
      exitCode: 2,
      fields: [{ field: "drop", message: "Enter a drop-off address." }],
    });
  });

  it("says which place could not be found, and which ride type cannot carry the party", async () => {
    await signIn();
    const { code, stderr } = await cli.run(
      "book",
      "--pickup",
      "Nowhere In Particular Xyz",
      "--drop",
      "Ocean Cruise Terminal",
    );
    expect(code).toBe(2);
    expect(stderr).toContain(
      'pickup: We could not find that place. Please search again. ("Nowhere In Particular Xyz")',
    );
    const big = await cli.run("book", ...trip, "--passengers", "6", "--ride-type", "Saloon");
    expect(big.code).toBe(2);
    expect(big.stderr).toContain("passengers: This ride type seats at most 4 passengers.");
    const unknown = await cli.run("book", ...trip, "--ride-type", "Hovercraft");
    expect(unknown.stderr).toContain('rideType: No ride type "Hovercraft". Choose one of: Saloon, Estate');
    expect(cli.dispatch.calls.some((call) => call.operation === "createBooking")).toBe(false);
  });

  it("asks for the PO number a business account needs before booking", async () => {
    await signIn("booker@example.com");
    const { code, stderr } = await cli.run("book", ...trip);
    expect(code).toBe(2);
    expect(stderr).toContain("poNumber: Enter a PO number");
  });
}

function bookingFiles() {
  it("reads a JSON booking file, with flags winning over it", async () => {
    await signIn();
    writeFileSync(
      join(cli.cwd, "trip.json"),
      JSON.stringify({
        pickup: "Southampton Airport",
        drop: "Above Bar Street",
        at: "2026-11-24 07:15",
        passengers: 3,
        flightNumber: "si 4202",
        meetAndGreet: true,
        return: { at: "2026-11-28 18:00", notes: "Call on arrival" },
      }),
    );
    const { code, body } = await cli.json("book", "--file", "trip.json", "--passengers", "2");
    expect(code).toBe(0);
    const [outbound, back] = body.bookings;
    expect(outbound.passengers).toBe(2);
    expect(outbound.flight?.number).toBe("SI4202");
    expect(outbound.meet_and_greet).toBe(true);
    expect(back.notes).toBe("Call on arrival");
    const request = cli.dispatch.calls.findLast((call) => call.operation === "createBooking")?.input as {
      outbound: { isAirportBooking?: boolean };
    };
    expect(request.outbound.isAirportBooking).toBe(true);
  });

  it("reads a YAML booking file with a return that has its own details", async () => {
    await signIn();
    writeFileSync(
      join(cli.cwd, "trip.yaml"),
      [
        "pickup: Above Bar Street",
        "drop: Southampton Airport",
        "vias: [Southampton Central]",
        "at: 2026-11-24 07:15",
        "passengers: 2",
        "return:",
        "  at: 2026-11-27 21:40",
        "  pickup: Southampton Airport",
        "  drop: Ocean Cruise Terminal",
        "  flightNumber: SI4202",
        "  meetAndGreet: true",
        "",
      ].join("\n"),
    );
    const { code, body } = await cli.json("book", "--file", "trip.yaml");
    expect(code).toBe(0);
    const [outbound, back] = body.bookings;
    expect(outbound.pickup_time).toBe(Date.UTC(2026, 10, 24, 7, 15));
    expect(back.pickup_time).toBe(Date.UTC(2026, 10, 27, 21, 40));
    expect(back.destinations[0].address).toContain("Ocean Cruise Terminal");
    // Given return places replace the defaults, and with them the reversed vias.
    expect(back.destinations).toHaveLength(1);
    expect(back.flight?.number).toBe("SI4202");
    expect(back.meet_and_greet).toBe(true);
  });

  it("names unknown and mistyped fields of a booking file", async () => {
    await signIn();
    writeFileSync(join(cli.cwd, "bad.json"), JSON.stringify({ pickup: "Above Bar Street", drop: 4, colour: "red" }));
    const { code, stderr } = await cli.run("book", "--file", "bad.json");
    expect(code).toBe(2);
    expect(stderr).toContain("colour: Unknown field");
  });
}

function travellersAndPayment() {
  it("books as a guest with name, phone and e-mail, and refuses a guest without them", async () => {
    const missing = await cli.run("book", ...trip);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("name: Please enter a name.");
    expect(missing.stderr).toContain("phone: Please enter a valid contact number.");
    expect(missing.stderr).toContain("email: Please enter an email.");
    const { code } = await cli.run(
      "book",
      ...trip,
      "--name",
      "Guest Person",
      "--phone",
      "07700900777",
      "--email",
      "guest@example.com",
    );
    expect(code).toBe(0);
    const request = cli.dispatch.calls.findLast((call) => call.operation === "createBooking")?.input as {
      guestBooking?: boolean;
      guestUserId?: string;
    };
    expect(request.guestBooking).toBe(true);
    expect(request.guestUserId).toMatch(/^gst_/);
  });

  it("run function: books for someone else on a business account", async () => {
    await signIn("booker@example.com");
    const context = await cli.context({ json: true });
    const result = await runBook(context, {
      pickup: "Southampton Central",
      drop: "Southampton Airport",
      asap: true,
      forName: "Ada Lovelace",
      forEmail: "ada@example.com",
      forPhone: "07700 900456",
      poNumber: "PO-1",
    });
    expect(result.bookings).toHaveLength(1);
    const request = cli.dispatch.calls.findLast((call) => call.operation === "createBooking")?.input as Record<
      string,
      unknown
    >;
    expect(request).toMatchObject({
      bookingForSomeoneElse: true,
      leadPassengerName: "Ada Lovelace",
      leadPassengerDialCode: "GB",
    });
    expect((request.outbound as { asap?: boolean }).asap).toBe(true);
  });

  it("pays a card booking with a saved card, and says when a card booking waits for payment", async () => {
    await signIn();
    const visa = cli.dispatch.savedCardId("passenger@example.com", "4242");
    const paid = await cli.json("book", ...trip, "--payment", "card", "--card", visa);
    expect(paid.code).toBe(0);
    expect(paid.body.payment.status).toBe("succeeded");
    const pending = await cli.run("book", ...trip, "--payment", "card");
    expect(pending.code).toBe(0);
    expect(pending.stdout).toContain("Card payment pending");
  });
}

function serverRefusalsAndRepeats() {
  it("passes the server's refusal through with its catalogue code (exit 1)", async () => {
    await signIn();
    const { code, stderr } = await cli.run(
      "book",
      "--pickup",
      "Portsmouth International Port",
      "--drop",
      "Gunwharf Quays",
    );
    expect(code).toBe(1);
    expect(stderr).toContain(
      "error [pickup_not_in_soton]: Trip must either start or finish inside Southampton region.",
    );
  });

  it("shows the API's own words for a bad_request beside the §8 catalogue's message, as plain text", async () => {
    await signIn();
    // The sandbox refuses a name of several lines (PlainText.freeText) and says which field.
    const refused = await cli.run("book", ...trip, "--name", "Ada Lane\r\nStatus: Paid\u202e");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      "error [bad_request]: Bad Request - Please contact support.\n" +
        "  the API says: name must be one line.\n" +
        "  detail: POST /customer/v2/booking answered HTTP 400\n",
    );
    const json = await cli.json("book", ...trip, "--name", "Ada Lane\nStatus: Paid");
    expect(json.code).toBe(1);
    expect(json.body).toMatchObject({
      ok: false,
      code: "bad_request",
      message: "Bad Request - Please contact support.",
      serverMessage: "name must be one line.",
    });
    expect(cli.dispatch.storedBookings()).toHaveLength(0);
  });

  it("books nothing twice with the same --idempotency-key", async () => {
    await signIn();
    await cli.run("book", ...trip, "--idempotency-key", "qa-run-0001");
    await cli.run("book", ...trip, "--idempotency-key", "qa-run-0001");
    expect(cli.dispatch.storedBookings()).toHaveLength(1);
  });
}
