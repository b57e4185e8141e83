// One rule, one place: for each business rule the sandbox enforces, the same generated
// inputs go to the domain function and to the sandbox (in this process, on an in-memory
// database, over its HTTP handler), and both must give the same answer. A rule copied into the
// sandbox and changed there fails here.
import {
  Assistance,
  Booking,
  BookingRequests,
  Business,
  Card,
  DateTime,
  Driver,
  Flight,
  Location,
  Money,
  Promocode,
  ReturnJourney,
} from "@cabline/domain";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { places as gazetteer } from "../src/geo/gazetteer.ts";
import { iso, leg, oneWay, places, start, startSandbox, type TestSandbox } from "./helpers.ts";

let ts: TestSandbox;
let booker: string;
let solent: number;
beforeAll(async () => {
  ts = await startSandbox({ memory: true });
  booker = await ts.login("booker@example.com");
  const profile = await ts.call("POST", "/customer/v2/checkToken", { token: booker });
  solent = profile.body.accounts[0].business_id;
});
afterAll(() => ts.stop());
afterEach(() => ts.setNow(start));

const runs = { numRuns: 40 };

describe("PO number (BookingRequests.needsPoNumber)", () => {
  it("the sandbox refuses a booking with po_number_empty exactly when the domain says a PO number is needed", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.constantFrom("cash", "card", "account") as fc.Arbitrary<"cash" | "card" | "account">,
        fc.option(fc.constantFrom("", "   ", "SML-PO-1", " PO 7 "), { nil: undefined }),
        async (enabled, paymentMethod, poNumber) => {
          ts.sandbox.db.run("UPDATE businesses SET is_po_number_enabled = ? WHERE id = ?", enabled ? 1 : 0, solent);
          const answer = await ts.call("POST", "/customer/v2/booking", {
            token: booker,
            key: true,
            json: oneWay({ business_id: solent, paymentMethod, ...(poNumber === undefined ? {} : { poNumber }) }),
          });
          const needed = BookingRequests.needsPoNumber({ is_po_number_enabled: enabled }, paymentMethod, poNumber);
          expect(answer.body.error === "po_number_empty", JSON.stringify(answer.body)).toBe(needed);
          if (!needed) expect(answer.status).toBe(200);
        },
      ),
      runs,
    );
  });
});

describe("promo codes (Promocode.refusalFor, Promocode.discountOn)", () => {
  const hour = 3_600_000;
  const pence = (max: number) => fc.option(fc.integer({ min: 0, max }), { nil: undefined });
  const code = fc.record({
    percent: fc.boolean(),
    percent_off: fc.integer({ min: 1, max: 100 }),
    amount_off: fc.integer({ min: 0, max: 5_000 }),
    max_discount: pence(3_000),
    min_fare: pence(5_000),
    from: fc.option(fc.integer({ min: -48, max: 48 }), { nil: undefined }),
    until: fc.option(fc.integer({ min: -48, max: 48 }), { nil: undefined }),
  });

  it("canUseForBooking answers the domain's reason and discount, a half penny rounding up", async () => {
    await fc.assert(
      fc.asyncProperty(code, fc.integer({ min: 0, max: 100_000 }), async (c, amount) => {
        const promocode: Promocode.Promocode = {
          code: "PROPERTY",
          description: "generated",
          discount_type: c.percent ? "percent" : "fixed",
          ...(c.percent ? { percent_off: c.percent_off } : { amount_off: Money.fromMinor(c.amount_off) }),
          ...(c.max_discount === undefined ? {} : { max_discount: Money.fromMinor(c.max_discount) }),
          ...(c.min_fare === undefined ? {} : { min_fare: Money.fromMinor(c.min_fare) }),
          ...(c.from === undefined ? {} : { valid_from: ts.now() + c.from * hour }),
          ...(c.until === undefined ? {} : { valid_until: ts.now() + c.until * hour }),
          single_use: false,
        };
        ts.sandbox.db.run("DELETE FROM promocodes WHERE code = 'PROPERTY'");
        ts.sandbox.db.run(
          `INSERT INTO promocodes(tenant, code, description, discount_type, percent_off, amount_off, max_discount, min_fare,
             valid_from, valid_until, single_use, eligibility) VALUES ('BOOK', 'PROPERTY', 'generated', ?, ?, ?, ?, ?, ?, ?, 0, 'any')`,
          promocode.discount_type,
          promocode.percent_off ?? null,
          promocode.amount_off?.amountMinor ?? null,
          c.max_discount ?? null,
          c.min_fare ?? null,
          promocode.valid_from ?? null,
          promocode.valid_until ?? null,
        );
        const answer = await ts.call("POST", "/customer/v2/promocode/canUseForBooking", {
          form: { promocode: "property", amount },
        });
        const fare = Money.fromMinor(amount);
        const reason = Promocode.refusalFor(promocode, fare, ts.now());
        expect(answer.body.reason).toBe(reason);
        expect(answer.body.can_use).toBe(reason === undefined);
        if (reason === undefined)
          expect(answer.body.discount.amount).toBe(Promocode.discountOn(promocode, fare, ts.now()).amountMinor);
      }),
      runs,
    );
  });

  it("WELCOME10 takes £1.24 off £12.35 (10% is 123.5p; half a penny rounds up)", async () => {
    const answer = await ts.call("POST", "/customer/v2/promocode/canUseForBooking", {
      form: { promocode: "WELCOME10", amount: 1235 },
    });
    expect(answer.body.discount.amount).toBe(124);
  });
});

describe("test cards (Card.refusalFor, Card.testCards)", () => {
  // Instants either side of a London month end: in summer, 23:30 UTC on the 30th of June is
  // already July in London.
  const instant = fc
    .record({
      month: fc.integer({ min: 1, max: 12 }),
      minutes: fc.integer({ min: -120, max: 120 }),
    })
    .map(({ month, minutes }) => Date.UTC(2027, month, 1) + minutes * 60_000);
  const luhnTail = (body: string): string => {
    for (let check = 0; check < 10; check++) if (Card.passesLuhn(`${body}${check}`)) return `${body}${check}`;
    return body;
  };
  const number = fc.oneof(
    fc.constantFrom(...Object.keys(Card.testCards)),
    fc.stringMatching(/^4[0-9]{14}$/).map(luhnTail),
    fc.stringMatching(/^[0-9]{12,19}$/),
  );
  const typed = fc.record({
    number,
    month: fc.integer({ min: 0, max: 13 }),
    year: fc.oneof(fc.integer({ min: 26, max: 28 }), fc.integer({ min: 2026, max: 2028 }), fc.constant(2101)),
    cvc: fc.constantFrom("123", "1234", "12", ""),
  });

  it("the sandbox tokenises exactly the cards the domain accepts, and refuses the rest for the same reason", async () => {
    await fc.assert(
      fc.asyncProperty(typed, instant, async (card, now) => {
        ts.setNow(now);
        const answer = await ts.call("POST", "/sandbox/payments/tokens", {
          form: { number: card.number, exp_month: card.month, exp_year: card.year, cvc: card.cvc },
        });
        const refusal = Card.refusalFor(card, DateTime.fromEpochMs(now));
        if (refusal === undefined) {
          expect(answer.status, JSON.stringify(answer.body)).toBe(200);
          expect(answer.body.card.brand).toBe(Card.testCardFor(card.number)?.brand);
        } else if (refusal === "test_mode_live_card") {
          expect(answer.body.decline_code).toBe("test_mode_live_card");
        } else {
          expect(answer.body.error).toBe(refusal);
        }
      }),
      runs,
    );
  });

  it("an expiry typed as MM/YY or MM/YYYY is read as the domain reads it (Card.readExpiry), and refused as it refuses", async () => {
    const exp = fc.oneof(
      fc
        .record({ month: fc.integer({ min: 0, max: 13 }), year: fc.integer({ min: 25, max: 29 }), long: fc.boolean() })
        .map(({ month, year, long }) => `${String(month).padStart(2, "0")}/${long ? 2000 + year : year}`),
      fc.constantFrom("", "12", "1/28", "12/2", " 06 / 28 ", "06-28", "ab/cd", "12/28/1"),
    );
    await fc.assert(
      fc.asyncProperty(exp, instant, async (typedExp, now) => {
        ts.setNow(now);
        const answer = await ts.call("POST", "/sandbox/payments/tokens", {
          form: { number: "4242424242424242", exp: typedExp, cvc: "123" },
        });
        const read = Card.readExpiry(typedExp) ?? { month: Number.NaN, year: Number.NaN };
        const refusal = Card.refusalFor({ number: "4242424242424242", cvc: "123", ...read }, DateTime.fromEpochMs(now));
        if (refusal === undefined) expect(answer.status, `${typedExp}: ${JSON.stringify(answer.body)}`).toBe(200);
        else expect(answer.body.error, typedExp).toBe(refusal);
      }),
      runs,
    );
  });

  it("a card expiring in June is still good at 00:30 on 1 July in UTC but not in London", async () => {
    ts.setNow(Date.parse("2027-06-30T23:30:00Z"));
    const answer = await ts.call("POST", "/sandbox/payments/tokens", {
      form: { number: "4242424242424242", exp_month: 6, exp_year: 2027, cvc: "123" },
    });
    expect(answer.body.error).toBe("expired_card");
  });

  it("5105 1051 0510 5100 is a test card in the sandbox as in the domain; 4000 0000 0000 3220 asks for 3-D Secure", async () => {
    const mastercard = await ts.call("POST", "/sandbox/payments/tokens", {
      form: { number: "5105105105105100", exp_month: 12, exp_year: 2030, cvc: "123" },
    });
    expect(mastercard.body.card.brand).toBe("mastercard");
    expect(Card.testCardFor("4000000000003220")?.outcome).toBe("requires_authentication");
  });
});

describe("driver bids (Driver.bidRefusal)", () => {
  const hour = 3_600_000;
  const situation = fc.record({
    status: fc.constantFrom("open", "closed", "awarded", "cancelled") as fc.Arbitrary<Driver.ContractStatus>,
    closesIn: fc.integer({ min: -3, max: 3 }),
    needs: fc.subarray([...Assistance.needs]),
    rideTypeId: fc.integer({ min: 1, max: 4 }),
    wheelchairAccessible: fc.boolean(),
    rideTypeIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 4 }),
    myBid: fc.constantFrom(undefined, "submitted", "withdrawn", "rejected") as fc.Arbitrary<
      Driver.BidStatus | undefined
    >,
  });

  it("the sandbox refuses a bid with the code of the domain's refusal, and takes it when the domain does", async () => {
    const token = await ts.driverLogin();
    const driverId = (
      ts.sandbox.db.get("SELECT id FROM drivers WHERE tenant = 'BOOK' AND email = 'driver@example.com'") as {
        id: number;
      }
    ).id;
    const contractId = (
      ts.sandbox.db.get("SELECT id FROM contracts WHERE tenant = 'BOOK' ORDER BY id LIMIT 1") as {
        id: number;
      }
    ).id;
    await fc.assert(
      fc.asyncProperty(situation, async (s) => {
        const closes = ts.now() + s.closesIn * hour + 1;
        const vehicle = {
          make: "Skoda",
          model: "Octavia",
          registration: "HW71 ABC",
          wheelchair_accessible: s.wheelchairAccessible,
        };
        ts.sandbox.db.run(
          "UPDATE contracts SET status = ?, bidding_closes_at = ?, assistance = ?, ride_type_id = ? WHERE id = ?",
          s.status,
          closes,
          JSON.stringify({ needs: s.needs, other: "" }),
          s.rideTypeId,
          contractId,
        );
        ts.sandbox.db.run(
          "UPDATE drivers SET vehicle = ?, ride_type_ids = ? WHERE id = ?",
          JSON.stringify(vehicle),
          JSON.stringify(s.rideTypeIds),
          driverId,
        );
        ts.sandbox.db.run("DELETE FROM bids WHERE contract_id = ? AND driver_id = ?", contractId, driverId);
        if (s.myBid !== undefined)
          ts.sandbox.db.run(
            "INSERT INTO bids(tenant, contract_id, driver_id, amount, currency, note, status, placed_at) VALUES ('BOOK', ?, ?, 1500, 'GBP', NULL, ?, ?)",
            contractId,
            driverId,
            s.myBid,
            ts.now(),
          );
        const answer = await ts.call("POST", "/driver/repeat-service/bids/place", {
          token,
          key: true,
          form: { contract_id: contractId, amount: 1400 },
        });
        const refusal = Driver.bidRefusal(
          {
            status: s.status,
            bidding_closes_at: closes,
            my_bid: s.myBid === undefined ? null : { status: s.myBid },
            assistance: { needs: s.needs, other: "" },
            ride_type_id: s.rideTypeId,
          },
          { vehicle, ride_type_ids: s.rideTypeIds },
          ts.now(),
        );
        expect(answer.body.error, JSON.stringify(answer.body)).toBe(
          refusal === undefined ? "no_error" : Driver.refusalCodes[refusal],
        );
      }),
      runs,
    );
  });
});

describe("invitations (Business.isInvitationExpired)", () => {
  const day = 86_400_000;

  it("the sandbox refuses an invitation exactly when the domain says it has expired, from expires_at on", async () => {
    const email = "rules.invitee@example.com";
    await ts.call("POST", "/business/subAccounts/invite", {
      token: booker,
      form: { business_id: solent, name: "Rules Invitee", email },
    });
    const link = (await ts.outbox(email))[0]?.body.match(/\/invitation\/([A-Za-z0-9_-]+)/)?.[1] ?? "";
    const row = ts.sandbox.db.get("SELECT expires_at FROM invitations WHERE tenant = 'BOOK' AND email = ?", email) as {
      expires_at: number;
    };
    const invitation: Business.Invitation = {
      business_id: solent,
      business_name: "Solent Marine Logistics",
      email_address: email,
      expires_at: row.expires_at,
      account_exists: false,
    };
    // A millisecond either side of expires_at and the instant itself, or anywhere in the 7 days around it.
    const offset = fc.oneof(fc.integer({ min: -2, max: 2 }), fc.integer({ min: -7 * day, max: 7 * day }));
    await fc.assert(
      fc.asyncProperty(offset, async (ms) => {
        const now = row.expires_at + ms;
        ts.setNow(now);
        const shown = await ts.call("GET", `/business/invitation?token=${link}`);
        expect(shown.body.error === "invalid_invitation", `${ms} ms: ${JSON.stringify(shown.body)}`).toBe(
          Business.isInvitationExpired(invitation, now),
        );
      }),
      { ...runs, examples: [[-1], [0], [1]] },
    );
    // Accepting follows the same rule: refused at expires_at itself, taken a millisecond before.
    const accept = () =>
      ts.call("POST", "/business/invitation/accept", {
        form: { token: link, name: "Rules Invitee", number: "+447700900691", password: "Itchen-Bridge-1977" },
      });
    ts.setNow(row.expires_at);
    expect(Business.isInvitationExpired(invitation, row.expires_at)).toBe(true);
    expect((await accept()).body.error).toBe("invalid_invitation");
    ts.setNow(row.expires_at - 1);
    expect(Business.isInvitationExpired(invitation, row.expires_at - 1)).toBe(false);
    expect((await accept()).body.error).toBe("no_error");
  });
});

describe("a return after its outbound (ReturnJourney.isAfterOutbound)", () => {
  it("the sandbox refuses a return at or before the outbound exactly when the domain does", async () => {
    const token = await ts.login("passenger@example.com");
    const outboundMs = start + 2 * 86_400_000;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -3, max: 3 }), async (steps) => {
        const returnMs = outboundMs + steps * 30 * 60_000;
        const answer = await ts.call("POST", "/customer/v2/checkout/getCostEstimate", {
          token,
          json: {
            ...oneWay({}, { dateTime: iso(outboundMs) }),
            returnEnabled: true,
            return: leg({ dateTime: iso(returnMs), pickup: places.ocean, destinations: [places.aboveBar] }),
          },
        });
        const refused = !ReturnJourney.isAfterOutbound(outboundMs, returnMs);
        expect(answer.body.message === ReturnJourney.beforeOutboundMessage, JSON.stringify(answer.body)).toBe(refused);
      }),
      { numRuns: 7 },
    );
  });
});

describe("the same place (Location.samePlace)", () => {
  // The sandbox puts every place where its maps service has it (by id, or by geocoding the
  // address), so the pairs are its own places: a place and itself, or two of them.
  const known = gazetteer.filter((place) => place.kind === "poi" || place.kind === "address");
  const asStop = (place: (typeof known)[number]) => ({
    id: place.id,
    description: place.description,
    lat: place.lat,
    lon: place.lng,
    types: place.types,
  });
  const pair = fc
    .record({ a: fc.constantFrom(...known), b: fc.constantFrom(...known), same: fc.boolean() })
    .map(({ a, b, same }) => ({ a, b: same ? a : b }));

  it("the sandbox refuses a trip to where it starts with bad_destination exactly when the domain calls it the same place", async () => {
    await fc.assert(
      fc.asyncProperty(pair, async ({ a, b }) => {
        const answer = await ts.call("POST", "/customer/v2/checkout/getCostEstimate", {
          json: oneWay({}, { pickup: asStop(a), destinations: [asStop(b)] }),
        });
        const same = Location.samePlace({ lat: a.lat, lon: a.lng }, { lat: b.lat, lon: b.lng });
        expect(answer.body.error === "bad_destination", `${a.id} → ${b.id}: ${JSON.stringify(answer.body)}`).toBe(same);
      }),
      runs,
    );
  });
});

describe("flight numbers (Flight.isFlightNumber)", () => {
  const typed = fc.oneof(
    fc.stringMatching(/^[A-Z0-9]{2,3}[0-9]{1,4}[A-Z]?$/),
    fc.stringMatching(/^[a-z0-9 ]{2,3}[0-9 ]{1,5}[a-z]?$/),
    fc.constantFrom("BA2490", "BAW2490", "si 4202", "U2 8123", "2", "BA 12345"),
  );
  const notFound = { error: "bad_request", message: "flightNumber is not a flight number." };

  it("flight tracking and booking refuse exactly the numbers the domain refuses", async () => {
    const token = await ts.login("passenger@example.com");
    await fc.assert(
      fc.asyncProperty(typed, async (number) => {
        const tracked = await ts.call(
          "GET",
          `/customer/v2/flight_tracking/get?flightNumber=${encodeURIComponent(number)}&date=2026-11-24`,
        );
        const booked = await ts.call("POST", "/customer/v2/checkout/getCostEstimate", {
          token,
          json: oneWay({}, { flightNumber: number }),
        });
        const refused = !Flight.isFlightNumber(number);
        expect(tracked.body.message === notFound.message, JSON.stringify(tracked.body)).toBe(refused);
        // A blank flight number on a booking is no flight number at all.
        expect(booked.body.message === notFound.message, JSON.stringify(booked.body)).toBe(
          refused && number.trim() !== "",
        );
      }),
      runs,
    );
  });

  it("refuses BAW2490, the ICAO call sign, and finds BA2263 typed as 'ba 2263'", async () => {
    expect((await ts.call("GET", "/customer/v2/flight_tracking/get?flightNumber=BAW2490")).body).toEqual(notFound);
    expect((await ts.call("GET", "/customer/v2/flight_tracking/get?flightNumber=ba%202263")).body.flight.number).toBe(
      "BA2263",
    );
  });
});

describe("lifecycle and cancellation (Booking.nextStatuses, cancellationFeeFor, isChangeable)", () => {
  const minute = 60_000;
  const trip = fc.record({
    lead: fc.integer({ min: 20, max: 120 }),
    hops: fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 5 }),
    act: fc.constantFrom("cancel", "update", "none"),
  });

  it("the sandbox moves a booking only along the domain's transitions and charges, cancels and changes it as the domain says", async () => {
    const passenger = await ts.login("passenger@example.com");
    await fc.assert(
      fc.asyncProperty(trip, async ({ lead, hops, act }) => {
        const pickup = iso(ts.now() + lead * minute);
        const created = await ts.call("POST", "/customer/v2/booking", {
          token: passenger,
          key: true,
          json: oneWay({ paymentMethod: "cash" }, { dateTime: pickup }),
        });
        const token = created.body.bookings[0].booking_token as string;
        let status: Booking.BookingStatus = "booked";
        for (const hop of hops) {
          ts.advance(hop * minute);
          const info = await ts.call("GET", `/customer/v2/getCancelBookingInfo?booking_token=${token}`);
          const leg = info.body.legs[0];
          status = leg.status;
          const fee = Booking.cancellationFeeFor(status);
          expect(leg.cancellable).toBe(fee !== undefined);
          // Never more than the trip's own price (BookingLedger.feeToCancel).
          expect(leg.fee.amount).toBe(Math.min(fee?.amountMinor ?? 0, created.body.bookings[0].fare.total.amount));
        }
        const read = await ts.call("GET", `/customer/v2/getBooking?booking_token=${token}`);
        const history = (read.body.booking.status_history as { status: Booking.BookingStatus }[]).map((c) => c.status);
        for (let i = 1; i < history.length; i++)
          expect(
            Booking.canTransition(history[i - 1] as Booking.BookingStatus, history[i] as Booking.BookingStatus),
          ).toBe(true);
        if (act === "cancel") {
          const cancelled = await ts.call("POST", "/customer/v2/checkout/cancelBookingPair", {
            token: passenger,
            form: { booking_token: token },
          });
          expect(cancelled.body.error).toBe(Booking.isCancellable(status) ? "no_error" : "wrong_state");
        } else if (act === "update") {
          const updated = await ts.call("POST", "/customer/v2/booking/update", {
            token: passenger,
            json: { booking_token: token, ...oneWay({}, { dateTime: pickup }).outbound, passengers: 1 },
          });
          expect(updated.body.error, JSON.stringify(updated.body)).toBe(
            Booking.isChangeable(status) ? "no_error" : "wrong_state",
          );
        }
      }),
      { numRuns: 25 },
    );
  });
});
