// The in-memory dispatch API that the web and CLI tests use: it must behave like the real one.
import { Booking, Session } from "@cabline/domain";
import { describe, expect, it } from "vitest";
import { type DispatchError, dispatchOperations, isDispatchError } from "../src/DispatchApi.ts";
import { createInMemoryPorts, sandboxPassword } from "../src/testing/index.ts";

const aboveBar: Booking.Place = {
  address: "112 Above Bar Street, Southampton SO14 7DU",
  id: "sbx-addr-so14-7du-112-above-bar-street",
  lat: 50.9063,
  lng: -1.4047,
  types: ["street_address"],
};
const airport: Booking.Place = {
  address: "Southampton Airport (SOU)",
  id: "sbx-poi-southampton-airport",
  lat: 50.9503,
  lng: -1.3568,
  types: ["airport"],
};
const portsmouth: Booking.Place = { address: "Portsmouth International Port", lat: 50.8118, lng: -1.0887 };
const gunwharf: Booking.Place = { address: "Gunwharf Quays", lat: 50.7955, lng: -1.1058 };

const leg = (
  pickup: Booking.Place,
  drop: Booking.Place,
  extra: Partial<Booking.LegRequest> = {},
): Booking.LegRequest => ({
  dateTime: Date.parse("2026-12-01T05:30:00+00:00"),
  pickup,
  destinations: [drop],
  passengers: 2,
  luggage: 1,
  rideId: 1,
  ...extra,
});

const roundTrip: Booking.BookingRequest = {
  outbound: leg(aboveBar, airport),
  return: leg(airport, aboveBar, { dateTime: Date.parse("2026-12-08T21:40:00+00:00"), meetAndGreet: true }),
  returnEnabled: true,
  paymentMethod: "card",
};

const failure = async (promise: Promise<unknown>): Promise<DispatchError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isDispatchError(error)) throw new Error(`expected a DispatchError, got ${String(error)}`);
  return error;
};

describe("the in-memory dispatch API", () => {
  it("implements every operation of the port", () => {
    const { dispatch } = createInMemoryPorts();
    for (const [group, operations] of Object.entries(dispatchOperations)) {
      const methods = dispatch[group as keyof typeof dispatchOperations] as unknown as Record<string, unknown>;
      expect(Object.keys(methods).toSorted(), group).toEqual([...operations].toSorted());
    }
  });

  it("signs in with the seed account and refuses a wrong password with the catalogue message", async () => {
    const ports = createInMemoryPorts();
    const wrong = await failure(
      ports.dispatch.customerAuth.doLoginWeb({ email: "passenger@example.com", password: "nope" }),
    );
    expect(wrong).toMatchObject({
      reason: "Rejected",
      code: "invalid_login",
      message: "Email or Password is incorrect.",
    });
    const signIn = await ports.signIn();
    expect(signIn.profile.customer_name).toBe("Amelia Clarke");
    expect(ports.session.load().token).toBe(signIn.accessToken);
    expect((await ports.dispatch.customerAuth.checkToken()).email_address).toBe("passenger@example.com");
  });

  it("books a return trip, lists it, tracks it by token and cancels it free of charge", async () => {
    const ports = createInMemoryPorts();
    await ports.signIn();
    const created = await ports.dispatch.bookings.createBooking(roundTrip);
    expect(created.bookings.map((b) => [b.leg, b.status, b.pair_id])).toEqual([
      ["outbound", "booked", created.pair_id],
      ["return", "booked", created.pair_id],
    ]);
    expect(created.bookings[1]?.fare.lines.map((l) => l.code)).toEqual(["journey", "airport_pickup", "meet_and_greet"]);
    expect(created.amount_due?.amountMinor).toBe(
      created.bookings.reduce((sum, b) => sum + b.fare.total.amountMinor, 0),
    );

    const upcoming = await ports.dispatch.bookings.getUpcoming();
    expect(upcoming.total).toBe(2);
    const details = await ports.dispatch.tracking.getBooking({ bookingToken: created.bookings[0]!.booking_token });
    expect(Booking.legs(details).map((b) => b.leg)).toEqual(["outbound", "return"]);

    const preview = await ports.dispatch.bookings.getCancelBookingInfo({
      bookingToken: created.bookings[0]!.booking_token,
    });
    expect(preview).toMatchObject({ cancellable: true, fee: { amountMinor: 0 } });
    const cancelled = await ports.dispatch.bookings.cancelBookingPair({
      bookingToken: created.bookings[0]!.booking_token,
    });
    expect(cancelled.bookings.map((b) => b.status)).toEqual(["cancelled", "cancelled"]);
    expect((await ports.dispatch.bookings.getHistory()).total).toBe(2);
    expect((await ports.dispatch.bookings.getUpcoming()).total).toBe(0);
  });

  it("charges a fee once the driver is on the way, and refuses once the passenger is aboard", async () => {
    const ports = createInMemoryPorts();
    await ports.signIn();
    const [outbound] = (await ports.dispatch.bookings.createBooking({ ...roundTrip, returnEnabled: false })).bookings;
    const token = outbound!.booking_token;
    ports.dispatch.advance(token, "driver_allocated");
    ports.dispatch.advance(token, "en_route");
    expect((await ports.dispatch.bookings.getBookings({ filter: "active" })).total).toBe(1);
    expect((await ports.dispatch.bookings.getCancelBookingInfo({ bookingToken: token })).fee.amountMinor).toBe(1000);
    ports.dispatch.advance(token, "arrived");
    ports.dispatch.advance(token, "passenger_on_board");
    expect(await failure(ports.dispatch.bookings.cancelBookingPair({ bookingToken: token }))).toMatchObject({
      code: "wrong_state",
      message: "Booking cannot be updated as it is already finished.",
    });
    expect(() => ports.dispatch.advance(token, "booked")).toThrow(/cannot go/);
  });

  it("replays a booking with the same key and refuses the key for another request", async () => {
    const ports = createInMemoryPorts();
    await ports.signIn();
    const first = await ports.dispatch.bookings.createBooking(roundTrip, { idempotencyKey: "intent-000001" });
    const again = await ports.dispatch.bookings.createBooking(roundTrip, { idempotencyKey: "intent-000001" });
    expect(again).toEqual(first);
    expect(ports.dispatch.storedBookings()).toHaveLength(2);
    const other = await failure(
      ports.dispatch.bookings.createBooking(
        { ...roundTrip, returnEnabled: false },
        { idempotencyKey: "intent-000001" },
      ),
    );
    expect(other.code).toBe("idempotency_key_reused");
  });

  it("refuses trips outside the Southampton region and other §8 problems", async () => {
    const ports = createInMemoryPorts();
    await ports.signIn();
    const outside = await failure(
      ports.dispatch.bookings.createBooking({ outbound: leg(portsmouth, gunwharf), paymentMethod: "cash" }),
    );
    expect(outside).toMatchObject({
      code: "pickup_not_in_soton",
      message: "Trip must either start or finish inside Southampton region.",
    });
    expect(
      (await failure(ports.dispatch.bookings.getCostEstimate({ outbound: leg(aboveBar, airport, { passengers: 9 }) })))
        .code,
    ).toBe("invalid_people_count");
    expect(
      (
        await failure(
          ports.dispatch.bookings.createBooking({ outbound: leg(aboveBar, airport), bookingForSomeoneElse: true }),
        )
      ).code,
    ).toBe("not_business_user");
  });

  it("lets a guest book with a name and number, and asks for them otherwise", async () => {
    const ports = createInMemoryPorts();
    const guestUserId = await ports.dispatch.customerAuth.getGuestUserId();
    expect(
      (
        await failure(
          ports.dispatch.bookings.createBooking({ outbound: leg(aboveBar, airport), guestBooking: true, guestUserId }),
        )
      ).code,
    ).toBe("name_empty");
    const created = await ports.dispatch.bookings.createBooking({
      outbound: leg(aboveBar, airport, { name: "Graham Whitfield", phone: "+447700900334" }),
      guestBooking: true,
      guestUserId,
      paymentMethod: "cash",
    });
    expect(created.bookings[0]?.payment_status).toBe("pay_driver");
  });

  it("pays by a new card through 3-D Secure with the payments port", async () => {
    const ports = createInMemoryPorts();
    await ports.signIn();
    const created = await ports.dispatch.bookings.createBooking(roundTrip);
    const token = await ports.payments.createCardToken({
      kind: "fields",
      number: "4000 0027 6000 3184",
      expMonth: 12,
      expYear: 2030,
      cvc: "123",
    });
    const pending = await ports.dispatch.checkout.checkout({
      basket_id: created.basket_id!,
      paymentMethod: "card",
      newCardToken: token.id,
    });
    expect(pending.status).toBe("requires_action");
    const paid = await ports.payments.confirmPayment(pending);
    expect(paid.status).toBe("succeeded");
    expect(paid.bookings.map((b) => b.payment_status)).toEqual(["paid", "paid"]);
    expect(ports.payments.challenges).toHaveLength(1);
  });

  it("saves a card after 3-D Secure, and fails when the challenge fails", async () => {
    const ports = createInMemoryPorts();
    await ports.signIn();
    const setup = await ports.dispatch.cardsAndPromocodes.addCard({ newCardToken: "tok_threeDSecure2Required" });
    expect(setup.status).toBe("requires_action");
    ports.payments.passChallenges(false);
    await expect(ports.payments.confirmCardSetup(setup)).rejects.toMatchObject({ code: "authentication_failed" });
    ports.payments.passChallenges(true);
    const saved = await ports.payments.confirmCardSetup(setup);
    expect(saved.card?.last4).toBe("3184");
    expect((await ports.dispatch.cardsAndPromocodes.getCards()).map((c) => c.last4)).toEqual(["4242", "3184"]);
    expect(
      (await failure(ports.dispatch.cardsAndPromocodes.addCard({ newCardToken: "tok_chargeDeclined" }))).code,
    ).toBe("card_declined");
  });

  it("applies a promo code to the basket", async () => {
    const ports = createInMemoryPorts();
    await ports.signIn();
    const created = await ports.dispatch.bookings.createBooking(roundTrip);
    const basket = await ports.dispatch.checkout.updateBasket({
      basketId: created.basket_id!,
      bookingIds: created.bookings.map((b) => b.id),
      promocode: "welcome10",
    });
    expect(basket.promocode).toBe("WELCOME10");
    expect(basket.total.amountMinor).toBe(basket.subtotal!.amountMinor - basket.discount!.amountMinor);
    expect(
      (await failure(ports.dispatch.checkout.updateBasket({ bookingIds: [basket.booking_ids[0]!], promocode: "NOPE" })))
        .message,
    ).toBe("This promo code is not valid.");
  });

  it("signs out when the session expires: SignedOut, the stored token removed, the event raised", async () => {
    const ports = createInMemoryPorts();
    await ports.signIn();
    ports.dispatch.expireSessions();
    const error = await failure(ports.dispatch.bookings.getBookings());
    expect(error).toMatchObject({ reason: "SignedOut", code: "invalid_token", status: 401 });
    expect(ports.session.load()).toEqual(Session.signOut("unauthorised"));
    expect(ports.signedOut).toEqual([{ session: "customer", reason: "unauthorised", operation: "getBookings" }]);
  });

  it("fails the next call of an operation on request, for the screens' error paths", async () => {
    const ports = createInMemoryPorts();
    ports.dispatch.failNext("getConfiguration", { reason: "Network" });
    expect((await failure(ports.dispatch.configuration.getConfiguration())).reason).toBe("Network");
    expect((await ports.dispatch.configuration.getConfiguration()).website_name).toBe("Solent Cars");
    ports.dispatch.failNext("doLoginWeb", { code: "too_many_attempts_please_wait", status: 429 });
    expect(
      await failure(
        ports.dispatch.customerAuth.doLoginWeb({ email: "passenger@example.com", password: sandboxPassword }),
      ),
    ).toMatchObject({ code: "too_many_attempts_please_wait", message: "Too many attempts please wait.", status: 429 });
    ports.dispatch.failNext("checkToken", { reason: "SignedOut" });
    expect((await failure(ports.dispatch.customerAuth.checkToken())).reason).toBe("SignedOut");
    expect(ports.dispatch.calls.map((c) => c.operation)).toEqual([
      "getConfiguration",
      "getConfiguration",
      "doLoginWeb",
      "checkToken",
    ]);
  });

  it("registers with a one-time code and signs in with the phone", async () => {
    const ports = createInMemoryPorts();
    await ports.dispatch.customerAuth.submitTelForValidation({
      number: "+447700900987",
      isForSignIn: false,
      captchaToken: "c",
    });
    const code = ports.dispatch.outbox.at(-1)?.secret ?? "";
    const registration = await ports.dispatch.customerAuth.registerWeb({
      name: "Harriet Lane",
      email: "harriet.lane@example.com",
      number: "+447700900987",
      validationCode: code,
      password: "Tide-Mill-1912",
    });
    expect(registration.message).toBe("Account Created Successfully. Please Sign In");
    await ports.dispatch.customerAuth.submitTelForValidation({
      number: "+447700900987",
      isForSignIn: true,
      captchaToken: "c",
    });
    expect(
      (
        await failure(
          ports.dispatch.customerAuth.loginUsingPhoneNumberWeb({ number: "+447700900987", validationCode: "000000" }),
        )
      ).message,
    ).toBe("Invalid Confirmation Code.");
    const login = await ports.dispatch.customerAuth.loginUsingPhoneNumberWeb({
      number: "+447700900987",
      validationCode: ports.dispatch.outbox.at(-1)?.secret ?? "",
    });
    expect(login.profile.customer_name).toBe("Harriet Lane");
  });

  it("resets a password through the e-mailed link", async () => {
    const ports = createInMemoryPorts();
    await ports.dispatch.customerAuth.forgotPassword({ email: "passenger@example.com" });
    const token = ports.dispatch.outbox.at(-1)?.secret ?? "";
    await ports.dispatch.customerAuth.resetPassword({ token, password: "Bargate-Walls-1350" });
    await expect(ports.signIn("passenger@example.com", "Bargate-Walls-1350")).resolves.toBeDefined();
    expect((await failure(ports.dispatch.customerAuth.resetPassword({ token, password: "x" }))).code).toBe(
      "invalid_reset_token",
    );
  });

  it("runs a business account: sub-accounts, invitations and a resumable bulk upload", async () => {
    const ports = createInMemoryPorts();
    await ports.signIn("booker@example.com");
    await ports.dispatch.business.inviteSubAccount({
      business_id: 501,
      name: "Tom Hughes",
      email: "tom.hughes@example.com",
    });
    const invitationToken = ports.dispatch.outbox.at(-1)?.secret ?? "";
    expect((await ports.dispatch.business.getInvitation({ token: invitationToken })).account_exists).toBe(false);
    expect((await ports.dispatch.business.getSubAccounts({ businessId: 501 })).map((s) => s.status)).toEqual([
      "active",
      "invited",
    ]);
    await ports.dispatch.business.removeSubAccount({ businessId: 501, email: "tom.hughes@example.com" });
    expect(await ports.dispatch.business.getSubAccounts({ businessId: 501 })).toHaveLength(1);

    const rows = [
      {
        row: 1,
        row_key: "crew.csv:1",
        pickup_time: Date.parse("2026-12-05T06:30:00+00:00"),
        pickup_location: aboveBar,
        destinations: [airport],
        passengers: 1,
        po_number: "PO-1",
      },
      {
        row: 2,
        row_key: "crew.csv:2",
        pickup_time: Date.parse("2026-12-05T07:30:00+00:00"),
        pickup_location: portsmouth,
        destinations: [gunwharf],
        passengers: 1,
        po_number: "PO-1",
      },
    ];
    const first = await ports.dispatch.business.bulkImportTrips({ business_id: 501, rows });
    expect(first.summary).toMatchObject({ booked: 1, failed: 1 });
    const resumed = await ports.dispatch.business.bulkImportTrips({ business_id: 501, rows: [rows[0]!] });
    expect(resumed.results[0]).toMatchObject({ status: "duplicate", booking_id: first.results[0]?.booking_id });
  });

  it("gives drivers a 10-minute session that ends on the clock", async () => {
    const ports = createInMemoryPorts();
    const login = await ports.dispatch.driver.doLoginToolbox({
      email: "driver@example.com",
      password: sandboxPassword,
    });
    expect(login.sessionExpiresAt - ports.clock.nowMs()).toBe(10 * 60_000);
    const [contract] = await ports.dispatch.driver.getContractsForWeb({ driverToken: login.accessToken });
    const bid = await ports.dispatch.driver.placeBid({
      driverToken: login.accessToken,
      bid: { contract_id: contract!.id, amount: { amountMinor: 1350, currency: "GBP" } },
    });
    expect(bid.status).toBe("submitted");
    const withdraw = { contract_id: contract!.id, amount: bid.amount, withdraw: true };
    const withdrawn = await ports.dispatch.driver.placeBid({ driverToken: login.accessToken, bid: withdraw });
    expect(withdrawn).toMatchObject({ id: bid.id, status: "withdrawn" });
    expect(
      await failure(ports.dispatch.driver.placeBid({ driverToken: login.accessToken, bid: withdraw })),
    ).toMatchObject({
      code: "bad_request",
    });
    ports.clock.advance(10 * 60_000);
    expect(await failure(ports.dispatch.driver.getContractsForWeb({ driverToken: login.accessToken }))).toMatchObject({
      reason: "SignedOut",
    });
    expect(ports.signedOut.at(-1)?.session).toBe("driver");
  });
});
