// Text is text everywhere (the domain's PlainText.freeText, applied to every text field the sandbox
// reads): control and bidi-override characters are removed before anything is stored, and a line
// break where one line is meant is refused, so no name or reference can forge a line of a receipt,
// an e-mail or a listing. Notes keep their lines.
import { afterAll, beforeAll, expect, it } from "vitest";
import { leg, oneWay, places, startSandbox, type TestSandbox } from "./helpers.ts";

let ts: TestSandbox;
let passenger = "";
let booker = "";
let solent = 0;
beforeAll(async () => {
  ts = await startSandbox({ memory: true });
  passenger = await ts.login("passenger@example.com");
  booker = await ts.login("booker@example.com");
  const profile = await ts.call("POST", "/customer/v2/checkToken", { token: booker });
  solent = profile.body.accounts[0].business_id;
});
afterAll(() => ts.stop());

const book = (leg: Record<string, unknown>) =>
  ts.call("POST", "/customer/v2/booking", { token: passenger, key: true, json: oneWay({}, leg) });

it("stores names and references without control or direction-override characters", async () => {
  const booked = await book({
    name: "Ada\u001b[2J \u202eLane\u200b",
    reference: "REF\u0007-1",
    notes: "gate 4\n\nring twice",
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  expect(booked.body.bookings[0]).toMatchObject({
    passenger_name: "Ada[2J Lane",
    reference: "REF-1",
    notes: "gate 4\n\nring twice",
  });
});

it("refuses a line break in a field meant to be one line, naming the field", async () => {
  for (const [field, value] of [
    ["name", "Ada Lane\nStatus: Paid"],
    ["reference", "PO-1\u2028Fare: £0.00"],
    ["roomNumber", "12\r\nPaid"],
  ] as const) {
    const refused = await book({ [field]: value });
    expect(refused.status, field).toBe(400);
    expect(refused.body).toEqual({ error: "bad_request", message: `${field} must be one line.` });
  }
});

// The places of a booking are free text too: a description or address typed by hand, a stop's
// person. Every write path that stores a Location (book, updateBooking, the bulk rows, the saved
// places) keeps them cleaned, and a quote refuses what a booking would.
const hostilePlaces = {
  pickup: { ...places.aboveBar, address: "112 Above Bar\u202e Street\u001b[2J\u200b" },
  destinations: [
    { description: "\u202eOcean Cruise Terminal, Southampton\u0007", lat: places.ocean.lat, lon: places.ocean.lon },
    { ...places.canute, postCode: "SO14\u00a0\u20663FJ\u2069", user: { name: "Ada\u202e Lane\u009b2J" } },
  ],
};
const cleanPlaces = {
  pickup_location: { address: "112 Above Bar Street[2J" },
  destinations: [
    { description: "Ocean Cruise Terminal, Southampton" },
    { postCode: "SO14\u00a03FJ", user: { name: "Ada Lane2J" } },
  ],
};

it("stores the text of every place cleaned: booking, quote, update and bulk rows", async () => {
  const quoted = await ts.call("POST", "/customer/v2/checkout/getCostEstimate", {
    token: passenger,
    json: oneWay({}, hostilePlaces),
  });
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
  const booked = await book(hostilePlaces);
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  expect(booked.body.bookings[0]).toMatchObject(cleanPlaces);
  const token = booked.body.bookings[0].booking_token;
  const updated = await ts.call("POST", "/customer/v2/booking/update", {
    token: passenger,
    json: {
      booking_token: token,
      ...leg({ ...hostilePlaces, pickup: { ...places.aboveBar, address: "Above Bar\u2066 Street\u000b" } }),
    },
  });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  expect(updated.body.booking.pickup_location.address).toBe("Above Bar Street");
  expect(updated.body.booking.destinations[1].user.name).toBe("Ada Lane2J");
  const bulk = await ts.call("POST", "/business/trips/bulkImport", {
    token: booker,
    key: true,
    json: {
      business_id: solent,
      rows: [
        {
          row: 1,
          pickup_location: hostilePlaces.pickup,
          destinations: [{ ...places.ocean, user: { name: "Crew\u0000 1\u202e" } }],
          pickup_time: leg()["dateTime"],
          passengers: 2,
          luggage: 0,
          ride_type_id: 1,
          passenger_name: "Crew 1",
          passenger_phone: "+447700900701",
          po_number: "SML-PO-2026-0420",
          payment_method: "account",
        },
      ],
    },
  });
  expect(bulk.body.results[0], JSON.stringify(bulk.body)).toMatchObject({ status: "booked" });
  const stored = await ts.call("GET", `/customer/v2/getBooking?booking_token=${bulk.body.results[0].booking_token}`);
  expect(stored.body.booking).toMatchObject({
    pickup_location: { address: "112 Above Bar Street[2J" },
    destinations: [{ user: { name: "Crew 1" } }],
  });
});

it("refuses a line break in a place's text as one-line text, naming the place and the field", async () => {
  const broken: ReadonlyArray<readonly [Record<string, unknown>, string]> = [
    [{ pickup: { ...places.aboveBar, description: "112 Above Bar Street\nPaid in full" } }, "pickup.description"],
    [{ pickup: { ...places.aboveBar, address: "112 Above Bar\r\nStreet" } }, "pickup.address"],
    [
      { destinations: [{ description: "Ocean Cruise Terminal\u2028Fare: £0.00", lat: 50.8955, lon: -1.3964 }] },
      "destinations[0].description",
    ],
    [{ destinations: [places.ocean, { ...places.canute, address: "4 Canute\rRoad" }] }, "destinations[1].address"],
    [
      { destinations: [places.ocean, { ...places.canute, user: { name: "Ada\nStatus: Paid" } }] },
      "destinations[1].user.name",
    ],
  ];
  for (const [overrides, field] of broken) {
    const refusal = { error: "bad_request", message: `${field} must be one line.` };
    const quoted = await ts.call("POST", "/customer/v2/checkout/getCostEstimate", {
      token: passenger,
      json: oneWay({}, overrides),
    });
    expect(quoted.body, `quote ${field}`).toEqual(refusal);
    const refused = await book(overrides);
    expect(refused.status, field).toBe(400);
    expect(refused.body, `book ${field}`).toEqual(refusal);
  }
  const booked = await book({});
  const update = await ts.call("POST", "/customer/v2/booking/update", {
    token: passenger,
    json: { booking_token: booked.body.bookings[0].booking_token, ...leg(broken[0]?.[0]) },
  });
  expect(update.body).toEqual({ error: "bad_request", message: "pickup.description must be one line." });
  const bulk = await ts.call("POST", "/business/trips/bulkImport", {
    token: booker,
    key: true,
    json: {
      business_id: solent,
      dry_run: true,
      rows: [
        {
          row: 1,
          pickup_location: { ...places.aboveBar, description: "112 Above Bar Street\nPaid" },
          destinations: [places.ocean],
          pickup_time: leg()["dateTime"],
          passengers: 2,
          passenger_name: "Crew 1",
          passenger_phone: "+447700900701",
          po_number: "SML-PO-2026-0420",
          payment_method: "account",
        },
      ],
    },
  });
  expect(bulk.body.results[0]).toMatchObject({
    status: "failed",
    error: "bad_request",
    message: "pickup_location.description must be one line.",
  });
});

it("saves a place cleaned, and refuses one whose description is several lines", async () => {
  const save = (description: string) =>
    ts.call("POST", "/customer/v2/location", {
      token: passenger,
      form: { name: "Work\u202e", description, lat: 50.9048, lon: -1.4076, id: "sbx-poi-westquay" },
    });
  const saved = await save("\u200bWestquay,\u0007 Harbour Parade\u202e");
  expect(saved.body.location).toMatchObject({ name: "Work", location: { description: "Westquay, Harbour Parade" } });
  expect((await save("Westquay\r\nHarbour Parade")).body).toEqual({
    error: "bad_request",
    message: "description must be one line.",
  });
});
