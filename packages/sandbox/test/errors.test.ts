// Every rule the spec states answers the §8 code it names, in the §8 envelope with the
// catalogue's message (domain ErrorCatalogue), as HTTP 400 (contracts/README.md "Status-code
// rule"); an unexpected failure is 500 internal_server_error.
import { ErrorCatalogue } from "@cabline/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { iso, leg, oneWay, places, start, startSandbox, type Answer, type TestSandbox } from "./helpers.ts";

let ts: TestSandbox;
let passenger: string;
let booker: string;
let solent: number;
let itchen: number;
let guestId: string;
beforeAll(async () => {
  ts = await startSandbox();
  passenger = await ts.login("passenger@example.com");
  booker = await ts.login("booker@example.com");
  const profile = await ts.call("POST", "/customer/v2/checkToken", { token: booker });
  solent = profile.body.accounts[0].business_id;
  itchen = profile.body.accounts[1].business_id;
  guestId = (await ts.call("GET", "/customer/v2/getGuestUserId")).body.guestUserId;
});
afterAll(() => ts.stop());

const expectCode = (answer: Answer, code: string): void => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.error).toBe(code);
  const catalogued = ErrorCatalogue.messages[code];
  // bad_request says what was wrong with the request; every other code has the catalogue's message.
  if (catalogued !== undefined && code !== "bad_request") expect(answer.body.message).toBe(catalogued);
};

const book = (json: unknown, token: string | null = passenger) =>
  ts.call("POST", "/customer/v2/booking", { ...(token === null ? {} : { token }), key: true, json });

const guestLeg = { name: "Graham Whitfield", phone: "+447700900334", email: "g.whitfield@example.com" };
const guest = (legOverrides: Record<string, unknown>) =>
  book(oneWay({ guestBooking: true, guestUserId: guestId }, { ...guestLeg, ...legOverrides }), null);

describe("the journey (createBooking, getCostEstimate)", () => {
  const rules: ReadonlyArray<readonly [string, string, Record<string, unknown>]> = [
    [
      "neither end in the Southampton region",
      "pickup_not_in_soton",
      { pickup: places.portsmouthPort, destinations: [places.gunwharf] },
    ],
    ["no pickup", "bad_destination", { pickup: undefined }],
    ["no destinations", "bad_destination", { destinations: [] }],
    ["a drop-off without a position", "bad_destination", { destinations: [{ description: "Somewhere" }] }],
    ["a drop-off at the pickup", "bad_destination", { destinations: [places.aboveBar] }],
    ["a via without a position", "invalid_via_info", { destinations: [places.ocean, { description: "via" }] }],
    [
      "a via whose user has no name",
      "invalid_via_info",
      { destinations: [places.ocean, { ...places.central, user: { contact_number: "+447700900612" } }] },
    ],
    ["no passengers", "invalid_people_count", { passengers: 0 }],
    ["a negative party", "invalid_people_count", { passengers: -2 }],
    ["more passengers than any vehicle seats", "invalid_people_count", { passengers: 12, rideId: 4 }],
    ["an unknown ride type", "invalid_ride_type", { rideId: 99 }],
    ["no ride type", "invalid_ride_type", { rideId: undefined }],
    ["a disabled ride type", "invalid_ride_type", { rideId: 6 }],
    ["a saloon for 6 passengers", "invalid_ride_type", { passengers: 6, rideId: 1 }],
    ["a saloon for 5 cases", "invalid_ride_type", { luggage: 5, rideId: 1 }],
  ];
  it.each(rules)("%s → %s", async (_rule, code, legOverrides) => {
    expectCode(await book(oneWay({}, legOverrides)), code);
    expectCode(
      await ts.call("POST", "/customer/v2/checkout/getCostEstimate", { json: oneWay({}, legOverrides) }),
      code,
    );
  });

  it("accepts a trip that only finishes in the region", async () => {
    expect((await book(oneWay({}, { pickup: places.portsmouthPort, destinations: [places.ocean] }))).status).toBe(200);
  });

  it("refuses a ride type that cannot be used for a return (invalid_ride_type)", async () => {
    const json = {
      outbound: leg({ rideId: 7, passengers: 1, luggage: 6 }),
      return: leg({
        rideId: 7,
        passengers: 1,
        luggage: 6,
        dateTime: iso(start + 3 * 86_400_000),
        pickup: places.ocean,
        destinations: [places.aboveBar],
      }),
      returnEnabled: true,
      paymentMethod: "cash",
    };
    expectCode(await book(json), "invalid_ride_type");
    expect((await book({ ...json, returnEnabled: false })).status).toBe(200);
  });

  it("refuses a return without places (bad_destination)", async () => {
    expectCode(await book({ outbound: leg(), returnEnabled: true, paymentMethod: "cash" }), "bad_destination");
    expectCode(
      await book({ outbound: leg(), return: leg({ pickup: undefined }), returnEnabled: true, paymentMethod: "cash" }),
      "bad_destination",
    );
  });

  it("needs place ids on a business booking's pickup and drop-off (spec §5)", async () => {
    const { id: _id, ...unplaced } = places.ocean;
    const json = oneWay(
      { business_id: solent, paymentMethod: "account", poNumber: "PO-1" },
      { destinations: [unplaced] },
    );
    expectCode(await book(json, booker), "bad_destination");
    expect((await book(oneWay({}, { destinations: [unplaced] }))).status).toBe(200);
  });

  it("refuses a pickup time in the past, and a return before its outbound (bad_request)", async () => {
    expectCode(await book(oneWay({}, { dateTime: iso(start - 3_600_000) })), "bad_request");
    expectCode(
      await book({
        outbound: leg(),
        return: leg({ dateTime: iso(start + 3_600_000), pickup: places.ocean, destinations: [places.aboveBar] }),
        returnEnabled: true,
      }),
      "bad_request",
    );
  });
});

describe("who may book what (spec §6)", () => {
  it("booking for someone else needs a business account (not_business_user)", async () => {
    expectCode(
      await book(oneWay({ bookingForSomeoneElse: true, leadPassengerName: "Lars", leadPassengerNumber: "7700900781" })),
      "not_business_user",
    );
  });

  it("account payment needs a business account (not_business_user)", async () => {
    expectCode(await book(oneWay({ paymentMethod: "account" })), "not_business_user");
  });

  it("a business account must be the user's (not_business_user)", async () => {
    expectCode(
      await book(oneWay({ business_id: solent, paymentMethod: "account", poNumber: "PO" })),
      "not_business_user",
    );
  });

  it("account payment needs account trips enabled (bad_payment_type)", async () => {
    expectCode(await book(oneWay({ business_id: itchen, paymentMethod: "account" }), booker), "bad_payment_type");
    expect((await book(oneWay({ business_id: itchen, paymentMethod: "cash" }), booker)).status).toBe(200);
  });

  it("a PO-number account needs a PO number (po_number_empty)", async () => {
    const answer = await book(oneWay({ business_id: solent, paymentMethod: "account" }), booker);
    expect(answer.body).toEqual({ error: "po_number_empty", message: "Please enter a PO number." });
    expect(
      (await book(oneWay({ business_id: solent, paymentMethod: "account", poNumber: "SML-1" }), booker)).status,
    ).toBe(200);
  });

  it("a business booking for someone else needs the lead passenger's name and number", async () => {
    const base = { business_id: solent, paymentMethod: "account", poNumber: "SML-1", bookingForSomeoneElse: true };
    expectCode(await book(oneWay(base), booker), "name_empty");
    expectCode(await book(oneWay({ ...base, leadPassengerName: "Capt. Lars Eriksen" }), booker), "number_empty");
    expectCode(
      await book(oneWay({ ...base, leadPassengerName: "Lars", leadPassengerNumber: "12" }), booker),
      "Invalid contact number",
    );
    const ok = await book(
      oneWay({
        ...base,
        leadPassengerName: "Capt. Lars Eriksen",
        leadPassengerNumber: "7700900781",
        leadPassengerDialCode: "GB",
      }),
      booker,
    );
    expect(ok.body.bookings[0]).toMatchObject({
      passenger_name: "Capt. Lars Eriksen",
      passenger_phone: "+447700900781",
    });
  });

  it("a guest gives name, number and e-mail", async () => {
    expectCode(await guest({ name: undefined }), "name_empty");
    expectCode(await guest({ phone: undefined }), "number_empty");
    expectCode(await guest({ phone: "0" }), "Invalid contact number");
    expectCode(await guest({ email: undefined }), "email_empty");
    expectCode(await guest({ email: "g.whitfield" }), "email_invalid");
    expect((await guest({})).status).toBe(200);
  });

  it("a guest needs a guest id (bad_request)", async () => {
    expectCode(await book(oneWay({}, guestLeg), null), "bad_request");
  });

  it("an unknown payment method is a bad request", async () => {
    expectCode(await book(oneWay({ paymentMethod: "cheque" })), "bad_request");
  });

  it("an unusable promo code is refused (invalid_promocode)", async () => {
    expectCode(await book(oneWay({ promocode: "SUMMER26" })), "invalid_promocode");
    expectCode(await book(oneWay({ promocode: "NO-SUCH-CODE" })), "invalid_promocode");
  });
});

describe("booking tokens and states", () => {
  it("an unknown token is invalid_booking everywhere", async () => {
    const token = "AAAAAAAAAAAAAAAAAAAAAA";
    expectCode(await ts.call("GET", `/customer/v2/getBooking?booking_token=${token}`), "invalid_booking");
    expectCode(await ts.call("GET", `/customer/v2/getCancelBookingInfo?booking_token=${token}`), "invalid_booking");
    expectCode(
      await ts.call("POST", "/customer/v2/checkout/cancelBookingPair", { form: { booking_token: token } }),
      "invalid_booking",
    );
    expectCode(
      await ts.call("POST", "/customer/v2/sendReceipt", { form: { booking_token: token } }),
      "invalid_booking",
    );
    expectCode(
      await ts.call("POST", "/customer/v2/booking/update", {
        token: passenger,
        json: { booking_token: token, ...leg() },
      }),
      "invalid_booking",
    );
    expectCode(await ts.call("GET", "/customer/v2/getBooking?booking_token=short"), "invalid_booking");
  });

  it("a finished booking cannot be changed or cancelled (wrong_state)", async () => {
    const created = await book(oneWay({}, { asap: true }));
    const token = created.body.bookings[0].booking_token;
    ts.advance(3 * 3_600_000);
    expectCode(
      await ts.call("POST", "/customer/v2/booking/update", {
        token: passenger,
        json: { booking_token: token, ...leg({ dateTime: iso(ts.now() + 86_400_000) }) },
      }),
      "wrong_state",
    );
    expectCode(
      await ts.call("POST", "/customer/v2/checkout/cancelBookingPair", { form: { booking_token: token } }),
      "wrong_state",
    );
    expectCode(
      await ts.call("POST", "/customer/v2/checkout/checkout", {
        token: passenger,
        key: true,
        form: { booking_token: token, paymentMethod: "cash" },
      }),
      "wrong_state",
    );
  });

  it("a receipt goes to a valid address only (email_invalid)", async () => {
    const created = await book(oneWay());
    expectCode(
      await ts.call("POST", "/customer/v2/sendReceipt", {
        form: { booking_token: created.body.bookings[0].booking_token, email: "nope" },
      }),
      "email_invalid",
    );
  });
});

describe("checkout rules", () => {
  it("account checkout of a consumer booking is not_business_user; a PO account needs a PO number", async () => {
    const created = await book(oneWay({ paymentMethod: "card" }));
    expectCode(
      await ts.call("POST", "/customer/v2/checkout/checkout", {
        token: passenger,
        key: true,
        form: { basket_id: created.body.basket_id, paymentMethod: "account" },
      }),
      "not_business_user",
    );
    const business = await book(oneWay({ business_id: solent, paymentMethod: "card", poNumber: "SML-9" }), booker);
    expectCode(
      await ts.call("POST", "/customer/v2/checkout/updateBasket", {
        token: passenger,
        json: { booking_ids: [business.body.bookings[0].id], paymentMethod: "account" },
      }),
      "invalid_booking",
    );
    const itchenTrip = await book(oneWay({ business_id: itchen, paymentMethod: "card" }), booker);
    expectCode(
      await ts.call("POST", "/customer/v2/checkout/updateBasket", {
        token: booker,
        json: { booking_ids: [itchenTrip.body.bookings[0].id], paymentMethod: "account" },
      }),
      "bad_payment_type",
    );
  });

  it("a promo code that cannot be used is refused at the basket (invalid_promocode)", async () => {
    const created = await book(oneWay({ paymentMethod: "card" }));
    expectCode(
      await ts.call("POST", "/customer/v2/checkout/updateBasket", {
        token: passenger,
        json: { booking_ids: [created.body.bookings[0].id], promocode: "SUMMER26" },
      }),
      "invalid_promocode",
    );
  });
});

describe("other rules", () => {
  it("an unknown flight is flight_information_not_found", async () => {
    expectCode(
      await ts.call("GET", "/customer/v2/flight_tracking/get?flightNumber=ZZ9999"),
      "flight_information_not_found",
    );
    expect(
      (await ts.call("GET", "/customer/v2/flight_tracking/get?flightNumber=SI4202&date=2026-12-08")).body.flight,
    ).toMatchObject({ number: "SI4202", destination: { iata: "SOU" } });
  });

  it("a saved place needs a name and a position", async () => {
    expectCode(
      await ts.call("POST", "/customer/v2/location", {
        token: passenger,
        form: { description: "Home", lat: 50.9, lon: -1.4 },
      }),
      "name_empty",
    );
    expectCode(
      await ts.call("POST", "/customer/v2/location", { token: passenger, form: { name: "Home", description: "Home" } }),
      "bad_destination",
    );
  });

  it("an unexpected failure is 500 internal_server_error in the envelope", async () => {
    const created = await book(oneWay());
    ts.sandbox.db.run("UPDATE bookings SET history = 'not json' WHERE id = ?", created.body.bookings[0].id);
    const broken = await ts.call(
      "GET",
      `/customer/v2/getBooking?booking_token=${created.body.bookings[0].booking_token}`,
    );
    expect(broken.status).toBe(500);
    expect(broken.body).toEqual({ error: "internal_server_error", message: "Internal Server Error." });
  });

  it("unknown paths answer 404 and wrong methods 405, in the envelope", async () => {
    expect((await ts.call("GET", "/customer/v2/nothing-here")).status).toBe(404);
    const wrongMethod = await ts.call("GET", "/customer/v2/doLoginWeb");
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body.error).toBe("bad_request");
  });
});
