// Bookings end to end over HTTP: tenant configuration and logos, ride types, cost estimates
// from the published tariff, promo codes, creating one-way and return journeys, the seeded
// trips, lists with paging and search, changing a booking, saved places and receipts.
import { RideAvailability, Tenant } from "@cabline/domain";
import { tenantSeeds } from "../src/tenants.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { iso, leg, oneWay, places, start, startSandbox, type TestSandbox } from "./helpers.ts";

let ts: TestSandbox;
let passenger: string;
beforeAll(async () => {
  ts = await startSandbox();
  passenger = await ts.login("passenger@example.com");
});
afterAll(() => ts.stop());

const day = 86_400_000;

describe("tenant configuration (spec §1, §3)", () => {
  it("gives each tenant its own name, colour, keys, analytics and scripts", async () => {
    const [book, gdt, pdc] = await Promise.all(
      ["BOOK", "GDT", "PDC"].map((tenant) => ts.call("GET", "/configuration/get", { tenant })),
    );
    expect(book?.body).toMatchObject({
      website_name: "Solent Cars",
      theme_color: "teal-700",
      currency_code: "GBP",
      mixpanel_token: null,
      stripe_publishable_key: expect.stringMatching(/^pk_test_sandbox_/),
    });
    expect(gdt?.body).toMatchObject({
      website_name: "Gosport & District Taxis",
      theme_color: "teal-450",
      mixpanel_token: null,
    });
    expect(pdc?.body).toMatchObject({ website_name: "Portsmouth Dockyard Cars", mixpanel_token: expect.any(String) });
    const names = new Set([book, gdt, pdc].map((a) => a?.body.website_name));
    expect(names.size).toBe(3);
    const scripts = book?.body.scripts as { isActive: boolean; placement: string; priority: number }[];
    expect(scripts.some((s) => !s.isActive)).toBe(true);
    expect(new Set(scripts.map((s) => s.placement))).toEqual(new Set(["head", "body"]));
    expect(new Set(scripts.map((s) => s.priority)).size).toBe(scripts.length);
  });

  it("publishes who may frame each tenant's widget: origins only, none for GDT (docs/decisions/embedding.md)", async () => {
    const [book, gdt, pdc] = await Promise.all(
      ["BOOK", "GDT", "PDC"].map((tenant) => ts.call("GET", "/configuration/get", { tenant })),
    );
    // The browser tests' operator page (tests/e2e/booking-embedded.spec.ts) is on operator-site.localhost.
    expect(book?.body.embed_origins).toContain("http://operator-site.localhost:*");
    expect(gdt?.body.embed_origins).toEqual([]);
    expect((pdc?.body.embed_origins as string[]).length).toBeGreaterThan(0);
    for (const seed of tenantSeeds)
      for (const origin of seed.embed_origins) expect(Tenant.embedOrigin(origin), origin).toBe(origin);
    // A row written by hand with CSP syntax in it: only the one real origin is published.
    ts.sandbox.db.run(
      "UPDATE tenants SET embed_origins = ? WHERE code = 'GDT'",
      JSON.stringify(["https://hotel.example; script-src *", "'unsafe-inline'", "*", 7, "https://hotel.example"]),
    );
    try {
      const hostile = await ts.call("GET", "/configuration/get", { tenant: "GDT" });
      expect(hostile.body.embed_origins).toEqual(["https://hotel.example"]);
      ts.sandbox.db.run("UPDATE tenants SET embed_origins = 'not json' WHERE code = 'GDT'");
      expect((await ts.call("GET", "/configuration/get", { tenant: "GDT" })).body.embed_origins).toEqual([]);
    } finally {
      ts.sandbox.db.run("UPDATE tenants SET embed_origins = '[]' WHERE code = 'GDT'");
    }
  });

  it("serves the logos itself, at absolute URLs the browser reaches directly or through the web proxy", async () => {
    const direct = await ts.call("GET", "/configuration/get");
    expect(direct.body.logo).toBe(`${ts.url.replace("127.0.0.1", "127.0.0.1")}/sandbox/assets/book.svg`);
    const svg = await fetch(direct.body.logo);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    expect(await svg.text()).toContain("Solent Cars");
    const proxied = await ts.call("GET", "/configuration/get", {
      tenant: "GDT",
      headers: { "X-Forwarded-Host": "gdt.localhost:5173", "X-Forwarded-Proto": "http" },
    });
    expect(proxied.body.logo).toBe("http://gdt.localhost:5173/api/sandbox/assets/gdt.svg");
    expect(proxied.body.favicon_logo).toBe("http://gdt.localhost:5173/api/sandbox/assets/gdt-icon.svg");
    expect((await fetch(`${ts.url}/sandbox/assets/gdt.svg`)).status).toBe(200);
    expect((await fetch(`${ts.url}/sandbox/assets/nope.svg`)).status).toBe(404);
  });
});

describe("ride types (spec §3, §4)", () => {
  it("cover every availability case of the domain's rule", async () => {
    const answer = await ts.call("GET", "/customer/v2/checkout/activeRideTypes");
    const fleet = answer.body.ride_types as RideAvailability.RideType[];
    const available = (passengers: number, luggage: number, direction: "outbound" | "return") =>
      RideAvailability.availableRideTypes(fleet, { passengers, luggage, direction }).map((t) => t.name);
    expect(available(4, 2, "outbound")).toEqual([
      "Saloon",
      "Estate",
      "6-seater MPV",
      "8-seater minibus",
      "Wheelchair accessible",
    ]);
    expect(available(4, 4, "outbound")).toEqual(["Estate", "6-seater MPV", "8-seater minibus"]);
    expect(available(6, 0, "outbound")).toEqual(["6-seater MPV", "8-seater minibus"]);
    expect(available(8, 8, "outbound")).toEqual(["8-seater minibus"]);
    expect(available(1, 12, "outbound")).toEqual(["Cruise luggage van"]);
    expect(available(1, 12, "return")).toEqual([]);
    expect(fleet.find((t) => t.name === "Executive")).toMatchObject({ enabled: false });
    expect(answer.body.ride_types.find((t: { wheelchair_accessible: boolean }) => t.wheelchair_accessible).name).toBe(
      "Wheelchair accessible",
    );
  });

  it("each come with a picture of the vehicle, served by the sandbox as SVG", async () => {
    const fleet = (await ts.call("GET", "/customer/v2/checkout/activeRideTypes")).body.ride_types as Array<{
      name: string;
      image_url: string;
    }>;
    const picture = (name: string) => fleet.find((t) => t.name === name)?.image_url ?? "";
    expect(picture("Saloon")).toMatch(/^http:\/\/.+\/sandbox\/assets\/ride-saloon\.svg$/);
    expect(picture("Estate")).toMatch(/ride-estate\.svg$/);
    expect(picture("8-seater minibus")).toMatch(/ride-minibus\.svg$/);
    expect(picture("Wheelchair accessible")).toMatch(/ride-wav\.svg$/);
    const svg = await fetch(`${ts.url}/sandbox/assets/ride-mpv.svg`);
    expect(svg.headers.get("content-type")).toContain("image/svg+xml");
    expect(await svg.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect((await fetch(`${ts.url}/sandbox/assets/ride-tank.svg`)).status).toBe(404);
  });
});

const airportReturn = (extra: Record<string, unknown> = {}) => ({
  outbound: leg({ destinations: [places.airport], passengers: 2, luggage: 2 }),
  return: leg({
    dateTime: iso(start + 9 * day),
    pickup: places.airport,
    destinations: [places.aboveBar],
    passengers: 2,
    luggage: 2,
    flightNumber: "si 4202",
    meetAndGreet: true,
  }),
  returnEnabled: true,
  paymentMethod: "card",
  ...extra,
});

describe("cost estimates", () => {
  it("prices both legs with their charges and every ride type that can take the party", async () => {
    const answer = await ts.call("POST", "/customer/v2/checkout/getCostEstimate", { json: airportReturn() });
    expect(answer.status).toBe(200);
    const body = answer.body;
    expect(body.outbound.lines.map((l: { code: string }) => l.code)).toEqual(["journey", "airport_dropoff"]);
    expect(body.return.lines.map((l: { code: string }) => l.code)).toEqual([
      "journey",
      "airport_pickup",
      "meet_and_greet",
    ]);
    expect(body.total.amount).toBe(body.outbound.total.amount + body.return.total.amount);
    expect(body.bookingAdditionalChargesOutbound).toEqual([
      {
        code: "airport_dropoff",
        label: "Airport drop-off charge",
        amount: { amount: 300, currency: "GBP" },
        mandatory: true,
      },
    ]);
    expect(
      body.bookingAdditionalChargesReturn.map((c: { code: string; mandatory: boolean }) => [c.code, c.mandatory]),
    ).toEqual([
      ["airport_pickup", true],
      ["meet_and_greet", false],
    ]);
    expect(body.ride_type_quotes.map((q: { ride_type_id: number }) => q.ride_type_id)).toEqual([1, 2, 3, 4, 5]);
    const saloon = body.ride_type_quotes[0];
    const estate = body.ride_type_quotes[1];
    expect(saloon.outbound).toEqual(body.outbound);
    expect(estate.outbound.total.amount).toBeGreaterThan(saloon.outbound.total.amount);
    expect(Date.parse(body.quote_expires_at) - ts.now()).toBe(30 * 60_000);
    expect(body.discount).toBeUndefined();
  });

  it("takes 10% off with WELCOME10, at most £10, and ignores a code that cannot be used", async () => {
    const plain = (await ts.call("POST", "/customer/v2/checkout/getCostEstimate", { json: airportReturn() })).body;
    const promo = (
      await ts.call("POST", "/customer/v2/checkout/getCostEstimate", {
        token: passenger,
        json: airportReturn({ promocode: "welcome10" }),
      })
    ).body;
    const expected = Math.min(1000, Math.floor(plain.total.amount / 10));
    expect(promo.discount).toEqual({ amount: expected, currency: "GBP" });
    expect(promo.total.amount).toBe(plain.total.amount - expected);
    const expired = (
      await ts.call("POST", "/customer/v2/checkout/getCostEstimate", { json: airportReturn({ promocode: "SUMMER26" }) })
    ).body;
    expect(expired.discount).toBeUndefined();
  });
});

describe("promo codes", () => {
  const canUse = (form: Record<string, string | number>) =>
    ts.call("POST", "/customer/v2/promocode/canUseForBooking", { token: passenger, form });

  it("says why a code cannot be used", async () => {
    expect((await canUse({ promocode: "SUMMER26", amount: 5000 })).body).toMatchObject({
      can_use: false,
      reason: "expired",
    });
    expect((await canUse({ promocode: "CRUISE5", amount: 1000 })).body).toMatchObject({
      can_use: false,
      reason: "minimum_fare_not_met",
      promocode: { min_fare: { amount: 1500 } },
    });
    expect((await canUse({ promocode: "WELCOME10", amount: 5700 })).body).toMatchObject({
      can_use: true,
      discount: { amount: 570 },
    });
    expect((await canUse({ promocode: "nope" })).body.error).toBe("invalid_promocode");
    const noTerminal = await ts.call("POST", "/customer/v2/booking", {
      token: passenger,
      key: true,
      json: oneWay({}, { destinations: [places.airport] }),
    });
    expect(
      (await canUse({ promocode: "CRUISE5", booking_ids: String(noTerminal.body.bookings[0].id) })).body.reason,
    ).toBe("not_eligible");
  });

  it("describes a code and lists the ones the user can still use", async () => {
    const info = await ts.call("POST", "/customer/v2/promocode/info", { form: { promocode: "CRUISE5" } });
    expect(info.body.promocode).toMatchObject({
      code: "CRUISE5",
      discount_type: "fixed",
      amount_off: { amount: 500, currency: "GBP" },
      single_use: false,
    });
    const booker = await ts.login("booker@example.com");
    const all = await ts.call("GET", "/customer/v2/promocode/all", { token: booker });
    expect(all.body.promocodes.map((p: { code: string }) => p.code)).toEqual(["CRUISE5", "WELCOME10"]);
    await ts.call("POST", "/customer/v2/booking", {
      token: booker,
      key: true,
      json: oneWay({ promocode: "WELCOME10" }),
    });
    const after = await ts.call("GET", "/customer/v2/promocode/all", { token: booker });
    expect(after.body.promocodes.map((p: { code: string }) => p.code)).toEqual(["CRUISE5"]);
  });

  it("shows the discount as a negative line and in the basket", async () => {
    const created = await ts.call("POST", "/customer/v2/booking", {
      token: passenger,
      key: true,
      json: oneWay({ paymentMethod: "card" }, { destinations: [places.ocean], passengers: 2, luggage: 2, rideId: 2 }),
    });
    const id = created.body.bookings[0].id;
    const basket = await ts.call("POST", "/customer/v2/checkout/updateBasket", {
      token: passenger,
      json: { basket_id: created.body.basket_id, booking_ids: [id], promocode: "CRUISE5", paymentMethod: "card" },
    });
    expect(basket.status, JSON.stringify(basket.body)).toBe(400);
    expect(basket.body.error).toBe("invalid_promocode");
    const far = await ts.call("POST", "/customer/v2/booking", {
      token: passenger,
      key: true,
      json: oneWay({ paymentMethod: "card" }, { pickup: places.airport, destinations: [places.ocean], rideId: 2 }),
    });
    const applied = await ts.call("POST", "/customer/v2/checkout/updateBasket", {
      token: passenger,
      json: { booking_ids: [far.body.bookings[0].id], promocode: "CRUISE5" },
    });
    expect(applied.body.basket).toMatchObject({
      discount: { amount: 500 },
      promocode: "CRUISE5",
      id: expect.stringMatching(/^bsk_/),
    });
    expect(applied.body.basket.total.amount).toBe(applied.body.basket.subtotal.amount - 500);
    expect(applied.body.basket.lines.at(-1)).toMatchObject({ code: "promocode", amount: { amount: -500 } });
    const booking = await ts.call("GET", `/customer/v2/getBooking?booking_token=${far.body.bookings[0].booking_token}`);
    expect(booking.body.booking).toMatchObject({ promocode: "CRUISE5" });
    expect(booking.body.booking.fare.total.amount).toBe(applied.body.basket.total.amount);
    const removed = await ts.call("POST", "/customer/v2/checkout/updateBasket", {
      token: passenger,
      json: { booking_ids: [far.body.bookings[0].id], promocode: "" },
    });
    expect(removed.body.basket.discount.amount).toBe(0);
  });
});

describe("creating bookings", () => {
  it("books a return journey as two legs sharing pair_id, with unguessable tokens", async () => {
    const created = await ts.call("POST", "/customer/v2/booking", {
      token: passenger,
      key: true,
      json: airportReturn(),
    });
    expect(created.status).toBe(200);
    const [out, back] = created.body.bookings;
    expect(created.body.pair_id).toBe(out.id);
    expect(back).toMatchObject({
      pair_id: out.id,
      leg: "return",
      meet_and_greet: true,
      flight: { number: "SI4202", airline: "Blue Islands", origin: "JER" },
    });
    for (const b of [out, back]) expect(b.booking_token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(out.booking_token).not.toBe(back.booking_token);
    expect(out).toMatchObject({
      passenger_name: "Amelia Clarke",
      passenger_phone: "+447700900123",
      passenger_email: "passenger@example.com",
      payment_status: "pending",
    });
    expect(created.body.amount_due.amount).toBe(out.fare.total.amount + back.fare.total.amount);
    // A card booking is confirmed, and told so, once paid: no "Pay now" e-mail races the payment.
    const mails = await ts.outbox("passenger@example.com");
    expect(mails.filter((m) => m.body.includes(out.booking_token))).toEqual([]);
    const pay = await ts.call("GET", `/customer/v2/getBooking?booking_token=${out.booking_token}`);
    expect(pay.body.pair.map((b: { id: number }) => b.id)).toEqual([back.id]);
    expect(pay.body.amount_due).toEqual(created.body.amount_due);
  });

  it("books a guest's cash trip with the track link e-mailed", async () => {
    const guestUserId = (await ts.call("GET", "/customer/v2/getGuestUserId")).body.guestUserId;
    const created = await ts.call("POST", "/customer/v2/booking", {
      key: true,
      json: oneWay(
        { guestBooking: true, guestUserId },
        {
          pickup: places.central,
          destinations: [places.ocean],
          name: "Graham Whitfield",
          phone: "07700 900334",
          email: "G.Whitfield@example.com",
          roomNumber: "Cabin D-8142",
        },
      ),
    });
    expect(created.body.bookings[0]).toMatchObject({
      passenger_phone: "+447700900334",
      passenger_email: "g.whitfield@example.com",
      room: "Cabin D-8142",
      payment_status: "pay_driver",
    });
    expect((await ts.outbox("g.whitfield@example.com"))[0]?.body).toContain(
      `/t/${created.body.bookings[0].booking_token}`,
    );
  });

  it("records a business booking's references and via users", async () => {
    const booker = await ts.login("booker@example.com");
    const businessId = (await ts.call("POST", "/customer/v2/checkToken", { token: booker })).body.accounts[0]
      .business_id;
    const created = await ts.call("POST", "/customer/v2/booking", {
      token: booker,
      key: true,
      json: oneWay(
        { business_id: businessId, paymentMethod: "account", poNumber: "SML-PO-2026-0412", costCentre: "MARINE-OPS" },
        {
          pickup: places.canute,
          destinations: [
            places.ocean,
            { ...places.central, user: { name: "Priya Shah", contact_number: "+447700900612" } },
          ],
        },
      ),
    });
    expect(created.body.bookings[0]).toMatchObject({
      business_id: businessId,
      payment_status: "invoiced",
      your_references: { po_number: "SML-PO-2026-0412", cost_centre: "MARINE-OPS" },
      destinations: [
        expect.anything(),
        expect.objectContaining({ user: { name: "Priya Shah", contact_number: "+447700900612" } }),
      ],
    });
    expect(created.body.bookings[0].fare.lines.map((l: { code: string }) => l.code)).toContain("via_stop");
    expect(created.body.amount_due.amount).toBe(0);
  });
});

describe("the seeded passenger and the lists", () => {
  it("has past and upcoming trips and a saved card", async () => {
    const fresh = await startSandbox();
    try {
      const token = await fresh.login("passenger@example.com");
      const upcoming = await fresh.call("GET", "/customer/v2/upcoming/get", { token });
      expect(upcoming.body.total).toBe(3);
      expect(upcoming.body.bookings.map((b: { leg: string }) => b.leg)).toEqual(["outbound", "outbound", "return"]);
      const history = await fresh.call("GET", "/customer/v2/history/get", { token });
      expect(history.body.bookings.map((b: { status: string }) => b.status)).toEqual(["cancelled", "completed"]);
      expect(history.body.bookings[1].status_history).toHaveLength(6);
      const cards = await fresh.call("GET", "/customer/card/get", { token });
      expect(cards.body.cards[0]).toMatchObject({ brand: "visa", last4: "4242", is_default: true });
      const recent = await fresh.call("GET", "/customer/v2/get/bookings?count=5", { token });
      expect(recent.body).toMatchObject({ total: 5, count: 5 });
      expect(recent.body.bookings[0].pickup_location).toMatchObject({
        description: expect.any(String),
        lat: expect.any(Number),
        lon: expect.any(Number),
      });
    } finally {
      await fresh.stop();
    }
  });

  it("pages, filters and searches", async () => {
    const booker = await ts.login("owen.marsh@example.com");
    for (let i = 0; i < 12; i++) {
      await ts.call("POST", "/customer/v2/booking", {
        token: booker,
        key: true,
        json: oneWay({}, { dateTime: iso(ts.now() + (i + 1) * day), reference: `trip-${i}` }),
      });
    }
    const first = await ts.call("GET", "/customer/v2/upcoming/get?count=5&offset=0", { token: booker });
    const second = await ts.call("GET", "/customer/v2/upcoming/get?count=5&offset=5", { token: booker });
    expect(first.body).toMatchObject({ total: 12, count: 5, offset: 0 });
    expect(first.body.bookings).toHaveLength(5);
    const times = [...first.body.bookings, ...second.body.bookings].map((b: { pickup_time: string }) =>
      Date.parse(b.pickup_time),
    );
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const search = await ts.call("GET", "/customer/v2/get/bookings?search=TRIP-11", { token: booker });
    expect(search.body.total).toBe(1);
    expect((await ts.call("GET", "/customer/v2/get/bookings?filter=active", { token: booker })).body.total).toBe(0);
    expect(
      (await ts.call("GET", "/customer/v2/get/bookings?filter=upcoming&count=100", { token: booker })).body.total,
    ).toBe(12);
    expect((await ts.call("GET", "/customer/v2/get/bookings?filter=soon", { token: booker })).body.error).toBe(
      "bad_request",
    );
    expect((await ts.call("GET", "/customer/v2/upcoming/get?count=0", { token: booker })).body.error).toBe(
      "bad_request",
    );
  });
});

describe("changing a booking (updateBooking)", () => {
  it("moves the pickup, re-quotes the fare and keeps the token", async () => {
    const created = await ts.call("POST", "/customer/v2/booking", { token: passenger, key: true, json: oneWay() });
    const before = created.body.bookings[0];
    const later = iso(ts.now() + 5 * day);
    const updated = await ts.call("POST", "/customer/v2/booking/update", {
      token: passenger,
      json: { booking_token: before.booking_token, ...leg({ dateTime: later, destinations: [places.airport] }) },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.booking).toMatchObject({
      id: before.id,
      booking_token: before.booking_token,
      pickup_time: later.replace("+00:00", "+00:00"),
    });
    expect(updated.body.booking.fare.lines.map((l: { code: string }) => l.code)).toContain("airport_dropoff");
    // The booking token is the manage link (BookingRights): its holder may change the trip; the
    // read-only share link may not, whoever is signed in.
    const shareToken = (await ts.call("GET", `/customer/v2/getBooking?booking_token=${before.booking_token}`)).body
      .booking.share_token;
    const other = await ts.login("booker@example.com");
    const refused = await ts.call("POST", "/customer/v2/booking/update", {
      token: other,
      json: { booking_token: shareToken, ...leg() },
    });
    expect(refused.body.error).toBe("invalid_booking");
    const asGuest = await ts.call("POST", "/customer/v2/booking/update", {
      json: { booking_token: before.booking_token, ...leg({ dateTime: later }) },
    });
    expect(asGuest.status, JSON.stringify(asGuest.body)).toBe(200);
    expect(asGuest.body.booking.passenger_name).toBe(before.passenger_name);
  });
});

describe("saved places and receipts", () => {
  it("saves a default pickup that the token check returns", async () => {
    const saved = await ts.call("POST", "/customer/v2/location", {
      token: passenger,
      form: {
        name: "Work",
        description: "Westquay, Harbour Parade",
        lat: 50.9048,
        lon: -1.4076,
        id: "sbx-poi-westquay",
        set_as_default_pickup: true,
      },
    });
    expect(saved.body.location).toMatchObject({
      name: "Work",
      location: { description: "Westquay, Harbour Parade", id: "sbx-poi-westquay" },
    });
    const profile = await ts.call("POST", "/customer/v2/checkToken", { token: passenger });
    expect(profile.body.default_pickup).toMatchObject({ name: "Work", id: saved.body.location.id });
  });

  it("e-mails a receipt to the booking's own address only", async () => {
    const created = await ts.call("POST", "/customer/v2/booking", { token: passenger, key: true, json: oneWay() });
    const token = created.body.bookings[0].booking_token;
    expect((await ts.call("POST", "/customer/v2/sendReceipt", { form: { booking_token: token } })).body.sent_to).toBe(
      "passenger@example.com",
    );
    const own = await ts.call("POST", "/customer/v2/sendReceipt", {
      form: { booking_token: token, email: "Passenger@Example.com" },
    });
    expect(own.body).toEqual({ error: "no_error", sent_to: "passenger@example.com" });
    expect((await ts.outbox("passenger@example.com"))[0]?.body).toContain("Journey fare");
  });
});
