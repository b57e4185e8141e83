// Every operation of contracts/dispatch.openapi.yaml called through the real HTTP adapter
// against `prism mock --errors`, its answer asserted in domain terms (Money in pence, times as
// epoch milliseconds, places as Location). Prism refuses a request that breaks the contract with
// 400 and an sl-violations header, which fails the test that sent it. The last test fails when an
// operation of the contract was not answered successfully here.
import { dispatchOperations, idempotentWrites } from "@cabline/api-ports";
import { operationTable } from "@cabline/api-ports/http";
import { Booking, Checkout, ErrorCatalogue, Fares, Quote, RideAvailability } from "@cabline/domain";
import { afterEach, describe, expect, inject, it } from "vitest";
import { ContractDoc } from "./contract-doc.ts";
import { customerToken, dispatchHarness } from "./harness.ts";
import {
  aboveBar,
  airportReturn,
  at,
  businessTrip,
  canuteRoad,
  central,
  crewChangeRows,
  gbp,
  mayflower,
} from "./samples.ts";

const doc = new ContractDoc("dispatch.openapi.yaml");
const { api, recorder } = dispatchHarness(inject("dispatchMockUrl"), doc);
const token = "kT3v9QpX2mLa7RcZ0bN4wE";

afterEach(() => recorder.expectNoViolations());

/** The request the adapter just sent, as a form. */
const sentForm = () => new URLSearchParams(recorder.last().body);
const sentJson = () => JSON.parse(recorder.last().body ?? "null") as Record<string, unknown>;

describe("the adapter's operation table", () => {
  it("has the contract's method, path and security for every operation", () => {
    const security = (node: Record<string, unknown>) => {
      const schemes = ((node.security ?? []) as Record<string, unknown>[]).map((s) => Object.keys(s).join(""));
      if (schemes.length === 0) return "public";
      // A driver session that is optional (an applicant's status) sends no driver token of its own.
      if (schemes.includes("driverBearer")) return schemes.includes("") ? "public" : "driver";
      return schemes.includes("") ? "optional" : "customer";
    };
    const fromContract = Object.fromEntries(
      doc
        .operations()
        .map((op) => [op.id, { method: op.method.toUpperCase(), path: op.path, access: security(op.node) }]),
    );
    expect(operationTable).toEqual(fromContract);
    expect(Object.values(dispatchOperations).flat().toSorted()).toEqual(Object.keys(fromContract).toSorted());
  });

  it("sends an Idempotency-Key exactly on the operations whose contract requires one", () => {
    const requiring = doc
      .operations()
      .filter((op) =>
        ((op.node.parameters as unknown[]) ?? []).some(
          (p) => doc.deref<{ name: string }>(p).name === "Idempotency-Key",
        ),
      )
      .map((op) => op.id);
    expect([...idempotentWrites].toSorted()).toEqual(requiring.toSorted());
  });
});

describe("configuration", () => {
  it("getConfiguration: the tenant's branding, keys and scripts", async () => {
    const configuration = await api.configuration.getConfiguration();
    expect(configuration.website_name).toBe("Solent Cars");
    expect(configuration.currency_code).toBe("GBP");
    expect(configuration.theme_color).toBe("teal-700");
    expect(configuration.center_location).toEqual({ lat: 50.9097, lon: -1.4044 });
    expect(configuration.scripts?.map((s) => [s.name, s.isActive, s.placement])).toEqual([
      ["Google Tag Manager", true, "head"],
      ["Live chat widget", true, "body"],
      ["Old cookie banner (retired)", false, "body"],
    ]);
    expect(recorder.last().headers.get("X-TENANT-ID")).toBe("BOOK");
    expect(recorder.last().headers.get("Authorization")).toBeNull();

    const other = await recorder.preferring("example=invalidThemeColour", () => api.configuration.getConfiguration());
    expect(other.mixpanel_token).toBeNull();
    expect(other.theme_color).toBe("chartreuse-450");
  });
});

describe("customer auth", () => {
  it("doLoginWeb: a token and the customer's profile, form-encoded", async () => {
    const signIn = await api.customerAuth.doLoginWeb({ email: "passenger@example.com", password: "cabline-sandbox" });
    expect(signIn.accessToken).toBe("cbl_at_7hV2kQ9mX4pR8tW1yZ3bC6dF0gJ5nL2s");
    expect(signIn.profile).toEqual({
      id: 10234,
      customer_name: "Amelia Clarke",
      email_address: "passenger@example.com",
      contact_number: "+447700900123",
      business: false,
    });
    expect(signIn.expiresAt).toBe(at("2026-12-22T10:02:11+00:00"));
    expect(recorder.last().headers.get("Content-Type")).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(sentForm())).toEqual({ email: "passenger@example.com", password: "cabline-sandbox" });
  });

  it("submitTelForValidation: a code was sent, with fromWeb=1 and the captcha", async () => {
    const sent = await api.customerAuth.submitTelForValidation({
      number: "+447700900123",
      isForSignIn: true,
      siteKey: "6LcSolentCarsSiteKey000000000000000000",
      captchaToken: "03AFcWeA5Solent-captcha-response-token",
    });
    expect(sent).toEqual({
      validationSent: true,
      expiresInSeconds: 600,
      resendAfterSeconds: 60,
      message: "We have sent a 6-digit code to +44 7700 900123.",
    });
    expect(sentForm().get("fromWeb")).toBe("1");
    expect(sentForm().get("isForSignIn")).toBe("true");
  });

  it("loginUsingPhoneNumberWeb: signs in with the one-time code", async () => {
    const signIn = await api.customerAuth.loginUsingPhoneNumberWeb({
      number: "+447700900123",
      validationCode: "482913",
    });
    expect(signIn.profile.customer_name).toBe("Amelia Clarke");
  });

  it("registerWeb: the new id and the §8 sign-up message", async () => {
    const registration = await api.customerAuth.registerWeb({
      name: "Harriet Lane",
      email: "harriet.lane@example.com",
      number: "+447700900987",
      validationCode: "730264",
      password: "Tide-Mill-1912",
    });
    expect(registration).toEqual({ id: 10951, message: ErrorCatalogue.signUpSuccessMessage });
  });

  it("submitEmailForValidation: a confirmation e-mail was sent", async () => {
    const sent = await api.customerAuth.submitEmailForValidation({
      email: "harriet.lane@example.com",
      isForSignIn: false,
    });
    expect(sent.validationSent).toBe(true);
  });

  it("doLogout: with the bearer token, and nothing to return", async () => {
    await expect(api.customerAuth.doLogout()).resolves.toBeUndefined();
    expect(recorder.last().headers.get("Authorization")).toBe(`Bearer ${customerToken}`);
  });

  it("forgotPassword and resetPassword: accepted", async () => {
    await expect(api.customerAuth.forgotPassword({ email: "passenger@example.com" })).resolves.toBeUndefined();
    await expect(
      api.customerAuth.resetPassword({
        token: "rT7uQ2wE9xK4mN1pL6sV3a",
        password: "Bargate-Walls-1350",
        confirmPassword: "Bargate-Walls-1350",
      }),
    ).resolves.toBeUndefined();
  });

  it("checkToken: the profile, its business accounts and default pickup as domain values", async () => {
    const consumer = await api.customerAuth.checkToken();
    expect(consumer.accounts).toEqual([]);
    expect(consumer.default_pickup?.location).toEqual({
      description: "112 Above Bar Street, Southampton SO14 7DU",
      lon: -1.4047,
      lat: 50.9063,
      id: "sbx-addr-so14-7du-112-above-bar-street",
    });
    const booker = await recorder.preferring("example=businessBooker", () => api.customerAuth.checkToken());
    expect(booker.customer_name).toBe("Daniel Okafor");
    expect(booker.accounts?.map((a) => [a.business_id, a.role, a.default_payment_type])).toEqual([
      [501, "ADMIN", "account"],
      [502, "SUB_ACCOUNT", "cash"],
    ]);
    expect(booker.businessCustomerId).toBe(501);
  });

  it("getGuestUserId: an id for a guest booking", async () => {
    expect(await api.customerAuth.getGuestUserId()).toBe("gst_5Jk2Lm8Np4Qr7St1Uv3W");
  });

  it("getPersonalData: the person's data, instants and money as domain values, no token", async () => {
    const data = await api.customerAuth.getPersonalData();
    expect(data.operator).toBe("Solent Cars Ltd");
    expect(data.generated_at).toBe(Date.parse("2026-11-29T10:15:00+00:00"));
    expect(data.bookings[0]).toMatchObject({ id: 48213, price: { amountMinor: 1450, currency: "GBP" } });
    expect(data.cards).toEqual([{ brand: "visa", last4: "4242", exp_month: 8, exp_year: 2029 }]);
    expect(JSON.stringify(data)).not.toContain("booking_token");
  });

  it("closeAccount: closed, with until when the records are kept", async () => {
    expect(await api.customerAuth.closeAccount({ password: "correct-horse-battery" })).toEqual({
      closed_at: Date.parse("2026-11-29T10:20:00+00:00"),
      kept_until: Date.parse("2027-11-29T10:20:00+00:00"),
    });
  });
});

describe("bookings", () => {
  describe("lists", bookingLists);
  describe("booking a trip", bookingATrip);
  describe("cancelling, receipts, manage links and feedback", cancellingAndAfter);
});

function bookingLists() {
  it("getHistory: a page of finished trips with metered and fixed fares in pence", async () => {
    const page = await api.bookings.getHistory({ count: 10, offset: 0, search: "cruise", businessId: 501 });
    expect(page.bookings.map((b) => [b.id, b.status, Booking.phase(b.status)])).toContainEqual([
      47102,
      "completed",
      "history",
    ]);
    const completed = page.bookings[0]!;
    expect(completed.fare).toMatchObject({ quote_type: "METERED", total: gbp(1380) });
    expect(completed.pickup_location).toMatchObject({
      address: "City Cruise Terminal, Herbert Walker Avenue, Southampton SO15 1HJ",
      lat: 50.8985,
      lng: -1.4133,
    });
    expect(completed.status_history.at(-1)).toEqual({ status: "completed", at: at("2026-11-14T11:22:51+00:00") });
    expect(recorder.last().url.searchParams.get("business_id")).toBe("501");
  });

  it("getUpcoming: the round trip's two legs, sharing pair_id", async () => {
    const page = await api.bookings.getUpcoming({ count: 10, offset: 0 });
    expect(page.total).toBe(2);
    expect(page.bookings.map((b) => [b.id, b.leg, b.pair_id])).toEqual([
      [48213, "outbound", 48213],
      [48214, "return", 48213],
    ]);
    const returnLeg = page.bookings[1]!;
    expect(returnLeg.flight).toEqual({
      number: "SI4202",
      airline: "Blue Islands",
      origin: "JER",
      scheduled_arrival: at("2026-12-08T21:25:00+00:00"),
    });
    expect(Quote.addsUp(returnLeg.fare)).toBe(true);
  });

  it("getBookings: the latest five, and the active filter", async () => {
    const recent = await api.bookings.getBookings({ count: 5, filter: "all", offset: 0, search: "airport" });
    expect(recent.bookings.length).toBeGreaterThan(0);
    const active = await recorder.preferring("example=active", () => api.bookings.getBookings({ filter: "active" }));
    const enRoute = active.bookings[0]!;
    expect(Booking.phase(enRoute.status)).toBe("active");
    expect(enRoute.driver?.location).toEqual({ lat: 50.8991, lng: -1.401 });
    expect(enRoute.driver?.eta_minutes).toBe(6);
  });
}

function bookingATrip() {
  it("createBooking: both legs of an airport return, as JSON with an Idempotency-Key", async () => {
    const created = await api.bookings.createBooking(airportReturn, { idempotencyKey: "contract-test-booking-0001" });
    expect(created.pair_id).toBe(48213);
    expect(created.bookings.map((b) => [b.leg, b.status, b.fare.total])).toEqual([
      ["outbound", "booked", gbp(2250)],
      ["return", "booked", gbp(3450)],
    ]);
    expect(created.bookings[0]!.pickup_time).toBe(airportReturn.outbound.dateTime);
    const sent = recorder.last();
    expect(sent.headers.get("Idempotency-Key")).toBe("contract-test-booking-0001");
    expect(sent.headers.get("Content-Type")).toBe("application/json");
    expect(sentJson()).toMatchObject({
      outbound: {
        dateTime: "2026-12-01T05:30:00+00:00",
        pickup: { description: aboveBar.address, lat: 50.9063, lon: -1.4047, id: aboveBar.id },
      },
      return: { flightNumber: "SI4202", meetAndGreet: true },
    });
  });

  it("createBooking: a business booking with a via that carries a user, and a key made up when none is given", async () => {
    const created = await recorder.preferring("example=businessAccountWithPo", () =>
      api.bookings.createBooking(businessTrip),
    );
    const leg = created.bookings[0]!;
    expect(Booking.vias(leg).map((stop) => stop.user?.name)).toEqual(["Priya Shah"]);
    expect(leg.your_references).toEqual({ po_number: "SML-PO-2026-0412", cost_centre: "MARINE-OPS" });
    expect(created.amount_due).toEqual(gbp(0));
    expect(recorder.last().headers.get("Idempotency-Key")).toMatch(/^[A-Za-z0-9_.:-]{8,255}$/);
  });

  it("updateBooking: the edited leg", async () => {
    const { booking } = await api.bookings.updateBooking({
      booking_token: "Nf5Lq2Wz8Cx4Vb7Mk1Jh3G",
      asap: false,
      dateTime: at("2026-12-04T08:15:00+00:00"),
      pickup: canuteRoad,
      destinations: [mayflower, central],
      passengers: 2,
      luggage: 1,
      rideId: 1,
      poNumber: "SML-PO-2026-0412",
    });
    expect(booking.pickup_time).toBe(at("2026-12-04T08:15:00+00:00"));
    expect(sentJson()).toMatchObject({
      booking_token: "Nf5Lq2Wz8Cx4Vb7Mk1Jh3G",
      dateTime: "2026-12-04T08:15:00+00:00",
    });
  });

  it("getActiveRideTypes: domain ride types that RideAvailability can choose from", async () => {
    const rideTypes = await api.bookings.getActiveRideTypes();
    expect(rideTypes).toHaveLength(7);
    const available = RideAvailability.availableRideTypes(rideTypes, {
      passengers: 4,
      luggage: 4,
      direction: "return",
    });
    expect(available.map((r) => r.name)).toEqual(["Estate", "6-seater MPV", "8-seater minibus"]);
  });

  it("getCostEstimate: fares per leg and the additional charges per leg", async () => {
    const estimate = await api.bookings.getCostEstimate(airportReturn);
    expect(estimate.total).toEqual(gbp(5700));
    expect(estimate.outbound.total).toEqual(gbp(2250));
    expect(Quote.acceptedChargeCodes(estimate.bookingAdditionalChargesReturn, [])).toEqual(["airport_pickup"]);
    expect(Fares.byRideType(estimate.ride_type_quotes, "outbound").get("2")?.total).toEqual(gbp(2450));
    const discounted = await recorder.preferring("example=withPromocode", () =>
      api.bookings.getCostEstimate({ ...airportReturn, promocode: "WELCOME10" }),
    );
    expect(discounted.total).toEqual(gbp(5130));
  });

  it("saveLocation: the saved default pickup", async () => {
    const saved = await api.bookings.saveLocation({ name: "Home", place: aboveBar, setAsDefaultPickup: true });
    expect(saved).toEqual({
      user_id: 10234,
      name: "Home",
      id: 3311,
      location: { description: aboveBar.address, lon: -1.4047, lat: 50.9063, id: aboveBar.id },
    });
    expect(sentForm().get("lon")).toBe("-1.4047");
  });
}

function cancellingAndAfter() {
  it("cancelBookingPair: both legs cancelled, free", async () => {
    const cancellation = await api.bookings.cancelBookingPair({
      bookingToken: token,
      legs: "both",
      reason: "Trip postponed",
    });
    expect(cancellation.fee).toEqual(gbp(0));
    expect(cancellation.bookings.map((b) => b.status)).toEqual(["cancelled", "cancelled"]);
  });

  it("getCancelBookingInfo: free while booked, £10.00 once the driver is on the way, none when finished", async () => {
    const free = await api.bookings.getCancelBookingInfo({ bookingToken: token });
    expect(free.cancellable).toBe(true);
    expect(free.fee).toEqual(gbp(0));
    expect(free.legs.map((leg) => Booking.cancellationCharge(leg.status))).toEqual(["free", "free"]);
    const fee = await recorder.preferring("example=feeDriverEnRoute", () =>
      api.bookings.getCancelBookingInfo({ bookingToken: token }),
    );
    expect(fee.fee).toEqual(gbp(1000));
    expect(Booking.cancellationCharge(fee.legs[0]!.status)).toBe("fee");
    const finished = await recorder.preferring("example=notCancellable", () =>
      api.bookings.getCancelBookingInfo({ bookingToken: token }),
    );
    expect(finished.cancellable).toBe(false);
  });

  it("sendReceipt: to the passenger", async () => {
    expect(await api.bookings.sendReceipt({ bookingToken: "Hc2Rt8Vn5Bq1Xm7Ks4Pw9D" })).toEqual({
      sentTo: "passenger@example.com",
    });
  });

  it("sendManageLink: the same answer whether or not a booking matched", async () => {
    expect(await api.bookings.sendManageLink({ contact: "passenger@example.com" })).toEqual({
      message: "If a booking was made with these details, its link is on its way there.",
    });
  });

  it("submitBookingFeedback: a review, received", async () => {
    expect(
      await api.bookings.submitBookingFeedback({ bookingToken: "Hc2Rt8Vn5Bq1Xm7Ks4Pw9D", kind: "review", rating: 4 }),
    ).toEqual({ kind: "review", bookingId: 48213, receivedAt: Date.parse("2026-11-27T07:42:10+00:00") });
  });
}

describe("tracking", () => {
  it("getBooking: the track page's booking, driver en route with an ETA", async () => {
    const details = await api.tracking.getBooking({ bookingToken: "Zp4Wm7Yk1Qa9Lr3Tx6Nc2H" });
    expect(details.booking.status).toBe("en_route");
    expect(details.booking.driver).toMatchObject({ name: "Sanjay Patel", registration: "HN21 KXA", eta_minutes: 6 });
    expect(details.pair).toEqual([]);
    expect(recorder.last().url.searchParams.get("booking_token")).toBe("Zp4Wm7Yk1Qa9Lr3Tx6Nc2H");
  });

  it("getBooking: the pay page's pair and the amount due", async () => {
    const details = await recorder.preferring("example=awaitingPayment", () =>
      api.tracking.getBooking({ bookingToken: token }),
    );
    expect(Booking.legs(details).map((leg) => leg.leg)).toEqual(["outbound", "return"]);
    expect(details.amount_due).toEqual(gbp(5700));
    expect(details.pair[0]?.pickup_location.types).toContain("airport");
  });

  it("watchBooking: the stream's frames decoded as getBooking's answer, keep-alives heard, then its end", async () => {
    const seen: Array<string> = [];
    const ended = await new Promise<unknown>((resolve) => {
      api.tracking.watchBooking(
        { bookingToken: "Zp4Wm7Yk1Qa9Lr3Tx6Nc2H" },
        {
          onBooking: (details) => seen.push(`${details.booking.status} ${details.booking.driver?.eta_minutes}`),
          onAlive: () => seen.push("alive"),
          onEnd: resolve,
        },
      );
    });
    // Prism sends the example and closes: a stream the server ends ends with no error.
    expect(ended).toBeUndefined();
    expect(seen).toEqual(["en_route 6", "alive"]);
    expect(recorder.last().url.searchParams.get("booking_token")).toBe("Zp4Wm7Yk1Qa9Lr3Tx6Nc2H");
    expect(recorder.last().headers.get("accept")).toBe("text/event-stream, application/json");
  });

  it("getFlightTracking: the flight, delayed by 40 minutes", async () => {
    const onTime = await api.tracking.getFlightTracking({ flightNumber: "SI4202", date: "2026-12-08" });
    expect(onTime.status).toBe("scheduled");
    const delayed = await recorder.preferring("example=delayed", () =>
      api.tracking.getFlightTracking({ flightNumber: "SI4202", date: "2026-12-08" }),
    );
    expect(delayed.estimated_arrival! - delayed.scheduled_arrival).toBe(40 * 60_000);
  });
});

describe("checkout", () => {
  it("updateBasket: the basket with the promo code line", async () => {
    const basket = await api.checkout.updateBasket({
      basketId: "bsk_48213_Xa1",
      bookingIds: [48213, 48214],
      promocode: "WELCOME10",
      paymentMethod: "card",
    });
    expect(basket.total).toEqual(gbp(5130));
    expect(basket.discount).toEqual(gbp(570));
    expect(Checkout.linesTotal(basket)).toEqual(basket.total);
    expect(sentJson()).toMatchObject({ booking_ids: [48213, 48214] });
  });

  it("checkout: paid by a saved card, with an Idempotency-Key", async () => {
    const result = await api.checkout.checkout(
      { basket_id: "bsk_48213_Xa1", paymentMethod: "card", card_id: "card_1QxSolentVisa4242", promocode: "WELCOME10" },
      { idempotencyKey: "contract-test-checkout-0001" },
    );
    expect(Checkout.isSettled(result)).toBe(true);
    expect(recorder.last().headers.get("Idempotency-Key")).toBe("contract-test-checkout-0001");
  });

  it("checkout: a new card that needs 3-D Secure, then confirmPayment", async () => {
    const pending = await recorder.preferring("example=requiresAction", () =>
      api.checkout.checkout({
        basket_id: "bsk_48213_Xa1",
        paymentMethod: "card",
        newCardToken: "tok_threeDSecure2Required",
      }),
    );
    expect(Checkout.needsAuthentication(pending)).toBe(true);
    expect(pending.payment).toMatchObject({
      id: "pi_3QxSolent48213b",
      amount: gbp(5700),
      next_action: { type: "use_stripe_sdk" },
    });
    const paid = await api.checkout.confirmPayment({ paymentId: pending.payment!.id });
    expect(paid.status).toBe("succeeded");
  });

  it("checkout: on account with a PO number for bookings without a basket (comma-separated ids)", async () => {
    const result = await recorder.preferring("example=accountWithPo", () =>
      api.checkout.checkout({ booking_ids: [48391], paymentMethod: "account", po_number: "SML-PO-2026-0412" }),
    );
    expect(result.bookings[0]?.payment_method).toBe("account");
    expect(sentForm().get("booking_ids")).toBe("48391");
  });
});

describe("cards and promo codes", () => {
  it("canUsePromocodeForBooking: with credentials for a signed-in user", async () => {
    const check = await api.cardsAndPromocodes.canUsePromocodeForBooking({
      promocode: "WELCOME10",
      userId: 10234,
      amount: gbp(5700),
    });
    expect(check).toMatchObject({ can_use: true, discount: gbp(570) });
    expect(check.promocode?.valid_until).toBe(at("2027-03-31T23:59:59+01:00"));
    expect(recorder.last().headers.get("Authorization")).toBe(`Bearer ${customerToken}`);
    expect(sentForm().get("amount")).toBe("5700");
  });

  it("canUsePromocodeForBooking: without credentials for a guest, even when a token is stored", async () => {
    const check = await recorder.preferring("example=minimumFareNotMet", () =>
      api.cardsAndPromocodes.canUsePromocodeForBooking({
        promocode: "CRUISE5",
        guestUserId: "gst_5Jk2Lm8Np4Qr7St1Uv3W",
        amount: gbp(1000),
      }),
    );
    expect(check).toMatchObject({ can_use: false, reason: "minimum_fare_not_met" });
    expect(recorder.last().headers.get("Authorization")).toBeNull();
  });

  it("getPromocodeInfo and getAllPromocodes: codes with money in pence", async () => {
    const cruise = await api.cardsAndPromocodes.getPromocodeInfo({ promocode: "CRUISE5" });
    expect(cruise).toMatchObject({ discount_type: "fixed", amount_off: gbp(500), min_fare: gbp(1500) });
    const all = await api.cardsAndPromocodes.getAllPromocodes();
    expect(all.map((p) => p.code)).toEqual(["WELCOME10", "CRUISE5"]);
  });

  it("getCards: the saved cards", async () => {
    const cards = await api.cardsAndPromocodes.getCards();
    expect(cards.map((c) => [c.brand, c.last4, c.is_default])).toEqual([
      ["visa", "4242", true],
      ["mastercard", "4444", false],
    ]);
  });

  it("addCard and confirmCardSetup: a card that needs 3-D Secure, saved after the challenge", async () => {
    const setup = await recorder.preferring("example=requiresAction", () =>
      api.cardsAndPromocodes.addCard({ newCardToken: "tok_threeDSecure2Required", setDefault: false }),
    );
    expect(setup).toMatchObject({ status: "requires_action", setup_id: "seti_1QxSolent3ds" });
    expect(recorder.last().headers.get("Idempotency-Key")).not.toBeNull();
    const confirmed = await api.cardsAndPromocodes.confirmCardSetup({ setupId: setup.setup_id! });
    expect(confirmed.card?.last4).toBe("3184");
  });
});

describe("business", () => {
  it("businessSignup: pending approval", async () => {
    const application = await api.business.businessSignup({
      company_name: "Solent Marine Logistics Ltd",
      company_number: "11876543",
      billing_address: "4 Canute Road, Southampton SO14 3FJ",
      firstName: "Daniel",
      lastName: "Okafor",
      email: "booker@example.com",
      countryCode: "+44",
      phoneNumber: "7700900456",
      password: "Ocean-Village-2026",
      confirmPassword: "Ocean-Village-2026",
      acceptPolicy: true,
      po_numbers_required: true,
      expected_monthly_trips: 120,
    });
    expect(application).toMatchObject({ business_id: 501, status: "pending_approval" });
  });

  it("getSubAccounts, inviteSubAccount, removeSubAccount", async () => {
    const subAccounts = await api.business.getSubAccounts({ businessId: 501 });
    expect(subAccounts.map((s) => [s.name, s.status])).toEqual([
      ["Priya Shah", "active"],
      ["Owen Marsh", "active"],
      ["Tom Hughes", "invited"],
    ]);
    expect(subAccounts[0]?.joined_at).toBe(at("2026-09-02T11:47:21+01:00"));
    const invited = await api.business.inviteSubAccount({
      business_id: 501,
      name: "Tom Hughes",
      email: "tom.hughes@example.com",
    });
    expect(invited.sub_account.business_user_id).toBeNull();
    expect(invited.invitation_expires_at).toBe(at("2026-11-27T10:00:00+00:00"));
    await expect(api.business.removeSubAccount({ businessId: 501, businessUserId: 7305 })).resolves.toBeUndefined();
    await expect(
      api.business.removeSubAccount({ businessId: 501, email: "tom.hughes@example.com" }),
    ).resolves.toBeUndefined();
  });

  it("getInvitation and acceptInvitation: by token, a new user signed in", async () => {
    const invitation = await api.business.getInvitation({ token: "iN4vT8kQ2xW6mR0pZ3sL7c" });
    expect(invitation).toMatchObject({ business_name: "Solent Marine Logistics", account_exists: false });
    const accepted = await api.business.acceptInvitation({
      token: "iN4vT8kQ2xW6mR0pZ3sL7c",
      name: "Tom Hughes",
      number: "+447700900690",
      password: "Itchen-Bridge-1977",
    });
    expect(accepted).toMatchObject({ business_user_id: 7309, access_token: "cbl_at_Tm9Hq3Lx7Wc1Ne5Kv8Zr2Bs" });
  });

  it("bulkImportTrips: per-row results with an Idempotency-Key and row keys", async () => {
    const result = await api.business.bulkImportTrips(
      { business_id: 501, dry_run: false, rows: crewChangeRows },
      { idempotencyKey: "sml-dec-crew.csv:1-2" },
    );
    expect(result.summary).toEqual({ total: 3, booked: 2, valid: 0, failed: 1, duplicate: 0 });
    expect(result.results.find((r) => r.status === "failed")?.error).toBe("pickup_not_in_soton");
    const sent = sentJson() as { rows: { row_key: string; pickup_time: string }[] };
    expect(sent.rows.map((r) => [r.row_key, r.pickup_time])).toEqual([
      ["sml-dec-crew.csv:1", "2026-12-05T06:30:00+00:00"],
      ["sml-dec-crew.csv:2", "2026-12-05T07:00:00+00:00"],
    ]);
  });
});

describe("driver", () => {
  it("checkDriverSignupStatus and submitDriverSignup", async () => {
    const status = await api.driver.checkDriverSignupStatus({ email: "driver@example.com" });
    expect(status).toEqual({ status: "approved", application_id: 2207, submitted_at: at("2026-08-03T14:20:00+01:00") });
    const application = await api.driver.submitDriverSignup({
      firstName: "Aisha",
      lastName: "Begum",
      email: "aisha.begum@example.com",
      countryCode: "+44",
      phoneNumber: "7700900915",
      password: "Netley-Abbey-1239",
      confirmPassword: "Netley-Abbey-1239",
      acceptPolicy: true,
      licensing_authority: "Southampton City Council",
      badge_number: "SCC-PH-1342",
      badge_expires: "2027-09-30",
      dvla_licence_number: "BEGUM862079A99AB",
      dvla_licence_expires: "2033-04-11",
      dbs_certificate_number: "001234567890",
      dbs_issued: "2025-03-01",
      vehicle: { make: "Toyota", model: "Corolla Touring Sports", colour: "Grey", registration: "HN73 PLK", seats: 4 },
    });
    expect(application).toEqual({
      application_id: 2291,
      status: "pending_documents",
      upload_token: "dU9xb1RzQ0FlTWlVbmZrWjJ4cG5Ud0E",
    });
  });

  it("uploadDriverDocument: one document in, and which are still missing", async () => {
    const documents = await api.driver.uploadDriverDocument({
      upload_token: "dU9xb1RzQ0FlTWlVbmZrWjJ4cG5Ud0E",
      document: "insurance",
      file_name: "insurance-2026.pdf",
      content_type: "application/pdf",
      content_base64: "JVBERi0xLjcKJcTl8uXrp/Og0MTGCg==",
    });
    expect(documents.status).toBe("pending_documents");
    expect(documents.missing).toEqual(["phv_licence"]);
    expect(documents.documents.map((document) => document.document)).toEqual([
      "driving_licence",
      "phd_licence",
      "insurance",
    ]);
    expect(documents.documents[2]?.uploaded_at).toBe(at("2026-11-19T09:22:05+00:00"));
  });

  it("doLoginToolbox: the driver's separate token, profile and 10-minute session, with android=false and version=0", async () => {
    const login = await api.driver.doLoginToolbox({ email: "driver@example.com", password: "cabline-sandbox" });
    expect(login.accessToken).toBe("cbl_dt_M3xK8pL2vN6bQ1wE5rT9yU4iO7aS0dFg");
    expect(login.driver.vehicle?.wheelchair_accessible).toBe(true);
    expect(login.sessionExpiresAt).toBe(at("2026-11-22T10:25:00+00:00"));
    expect(sentForm().get("android")).toBe("false");
    expect(sentForm().get("version")).toBe("0");
  });

  it("driverLogout: ends the session the driver's token names", async () => {
    const driverToken = "cbl_dt_M3xK8pL2vN6bQ1wE5rT9yU4iO7aS0dFg";
    await expect(api.driver.driverLogout({ driverToken })).resolves.toBeUndefined();
    expect(recorder.last().headers.get("Authorization")).toBe(`Bearer ${driverToken}`);
  });

  it("checkDriverSignupStatus: the applicant's upload token goes as X-Upload-Token", async () => {
    const status = await api.driver.checkDriverSignupStatus({
      email: "driver@example.com",
      uploadToken: "upl_8fK2mQ9xLw3vN7bR1tY5",
    });
    expect(status.status).toBe("approved");
    expect(recorder.last().headers.get("X-Upload-Token")).toBe("upl_8fK2mQ9xLw3vN7bR1tY5");
  });

  it("driverForgotPassword and driverResetPassword: accepted", async () => {
    await expect(api.driver.driverForgotPassword({ email: "driver@example.com" })).resolves.toBeUndefined();
    await expect(
      api.driver.driverResetPassword({ token: "dR5vK8pQ1mX4wN7zL2sT9b", password: "Red-Funnel-1861" }),
    ).resolves.toBeUndefined();
  });

  it("getContractsForWeb and placeBid: with the driver's token, not the customer's", async () => {
    const driverToken = "cbl_dt_M3xK8pL2vN6bQ1wE5rT9yU4iO7aS0dFg";
    const contracts = await api.driver.getContractsForWeb({ driverToken, status: "open" });
    const schoolRun = contracts[0]!;
    expect(schoolRun.schedule.days).toEqual(["MON", "TUE", "WED", "THU", "FRI"]);
    expect(schoolRun.guide_price_per_trip).toEqual(gbp(1400));
    expect(schoolRun.pickup_location.address).toBe("18 Weston Lane, Southampton SO19 9HJ");
    expect(recorder.last().headers.get("Authorization")).toBe(`Bearer ${driverToken}`);
    const bid = await api.driver.placeBid(
      { driverToken, bid: { contract_id: 9101, amount: gbp(1350), note: "Local to Weston; DBS renewed in 2026." } },
      { idempotencyKey: "contract-test-bid-0001" },
    );
    expect(bid).toMatchObject({ contract_id: 9101, amount: gbp(1350), status: "submitted" });
    expect(Object.fromEntries(sentForm())).toMatchObject({ contract_id: "9101", amount: "1350", currency: "GBP" });
  });
});

describe("coverage", () => {
  it("answered every operation of the contract through the adapter", () => {
    const contract = doc
      .operations()
      .map((op) => op.id)
      .toSorted();
    const covered = [...recorder.succeeded()].toSorted();
    expect(contract).toHaveLength(54);
    expect(
      contract.filter((id) => !covered.includes(id)),
      "operations without a contract test",
    ).toEqual([]);
  });
});
