/**
 * The exact words of every message a booking sends (BookingMessages.compose), line by line, for
 * each kind on each channel: the e-mail and the text message a passenger reads after booking,
 * paying, changing and cancelling, the manage link they asked for and the receipt (spec §2 token
 * routes /t, /pay, /manage; §7 booking, checkout, cancelBookingPair, sendReceipt; the money lines
 * follow docs/decisions/booking-ledger.md). Each ledger is written out so the state it stands for
 * is plain: what each leg owes and what money moved.
 */
import { describe, expect, it } from "vitest";
import type * as BookingLedger from "../src/BookingLedger.ts";
import * as BookingMessages from "../src/BookingMessages.ts";

const token = "Hc2Rt8Vn5Bq1Xm7Ks4Pw9D";
const site = "https://book.solentcars.example";
const track = `Track your driver: ${site}/t/${token}`;
const pay = `Pay now: ${site}/pay/${token}`;
const manageSms = `Manage: ${site}/manage/${token}`;
const manageEmail = `Manage your booking (change, cancel, receipt): ${site}/manage/${token}`;

const leg = (
  id: number,
  which: "outbound" | "return",
  status: BookingLedger.Leg["status"],
  fare: number,
  extra: Partial<BookingLedger.Leg> = {},
): BookingLedger.Leg => ({ id, leg: which, status, fare, discount: 0, cancellationFee: null, ...extra });

const moved = (kind: "charge" | "refund", amount: number): BookingLedger.Movement => ({
  id: `${kind}_${amount}`,
  kind,
  amount,
  status: "succeeded",
  at: Date.parse("2026-11-28T09:00:00Z"),
});

const ledger = (
  method: BookingLedger.Ledger["method"],
  legs: ReadonlyArray<BookingLedger.Leg>,
  movements: ReadonlyArray<BookingLedger.Movement> = [],
): BookingLedger.Ledger => ({ method, legs, movements });

/** A round trip, £12.50 each way. */
const outbound = leg(1, "outbound", "booked", 1250);
const back = leg(2, "return", "booked", 1250);
const cardUnpaid = ledger("card", [outbound, back]);
const cardPaid = ledger("card", [outbound, back], [moved("charge", 2500)]);

const views: ReadonlyArray<BookingMessages.LegView> = [
  {
    leg: "outbound",
    pickupTime: "Sat 28 Nov 2026, 14:30",
    from: "112 Above Bar Street",
    to: "Ocean Cruise Terminal",
    rideType: "Saloon",
  },
  {
    leg: "return",
    pickupTime: "Sat 5 Dec 2026, 09:15",
    from: "Ocean Cruise Terminal",
    to: "112 Above Bar Street",
    rideType: "Estate",
  },
];
const outboundLine = "Outbound: Sat 28 Nov 2026, 14:30 from 112 Above Bar Street to Ocean Cruise Terminal, Saloon";
const returnLine = "Return: Sat 5 Dec 2026, 09:15 from Ocean Cruise Terminal to 112 Above Bar Street, Estate";

const input = (of: BookingLedger.Ledger, extra: Partial<BookingMessages.Input> = {}): BookingMessages.Input => ({
  tenantName: "Solent Cars",
  origin: site,
  pairId: 48213,
  token,
  ledger: of,
  legs: views,
  ...extra,
});

/** The body's lines, so a difference shows line by line. */
const body = (kind: BookingMessages.Kind, channel: BookingMessages.Channel, of: BookingMessages.Input) =>
  BookingMessages.compose(kind, channel, of).body.split("\n");

describe("BookingMessages: the confirmation (spec §7 booking)", () => {
  const terms = [
    "Your driver waits 5 minutes free from the pickup time.",
    "Cancelling is free until your driver sets off.",
  ];

  it("e-mails both legs, the assistance, what to pay, the terms, the pay link and the manage link", () => {
    expect(
      body("confirmation", "email", input(cardUnpaid, { assistance: "Wheelchair user, can transfer", terms })),
    ).toEqual([
      "Thank you for booking with Solent Cars.",
      outboundLine,
      returnLine,
      "Assistance: Wheelchair user, can transfer",
      "To pay: £25.00.",
      ...terms,
      pay,
      manageEmail,
    ]);
  });

  it("texts the first leg only, without the terms, and the short manage link", () => {
    expect(
      body("confirmation", "sms", input(cardUnpaid, { assistance: "Wheelchair user, can transfer", terms })),
    ).toEqual([
      "Solent Cars: booking 48213 confirmed.",
      outboundLine,
      "Assistance: Wheelchair user, can transfer",
      "To pay: £25.00.",
      pay,
      manageSms,
    ]);
  });

  it("says nothing of assistance or terms when none were given", () => {
    const cash = ledger("cash", [outbound, back]);
    expect(body("confirmation", "email", input(cash))).toEqual([
      "Thank you for booking with Solent Cars.",
      outboundLine,
      returnLine,
      "Pay the driver £25.00.",
      track,
      manageEmail,
    ]);
    expect(body("confirmation", "sms", input(ledger("account", [outbound, back])))).toEqual([
      "Solent Cars: booking 48213 confirmed.",
      outboundLine,
      "£25.00 is charged to your company account.",
      track,
      manageSms,
    ]);
  });

  it("a card booking a promo code made free has nothing to pay and nothing paid", () => {
    const free = ledger("card", [leg(1, "outbound", "booked", 1250, { discount: 1250 })]);
    expect(body("confirmation", "sms", input(free, { legs: views.slice(0, 1) }))).toEqual([
      "Solent Cars: booking 48213 confirmed.",
      outboundLine,
      "Nothing to pay.",
      track,
      manageSms,
    ]);
  });
});

describe("BookingMessages: payment received (spec §7 checkout)", () => {
  it("says what was charged and that nothing more is due, with the tracking link", () => {
    const lines = ["Solent Cars: payment received for booking 48213.", "Charged: £25.00 to your card."];
    expect(body("payment_received", "email", input(cardPaid, { charged: 2500 }))).toEqual([
      ...lines,
      "Paid: £25.00 by card. Nothing more to pay.",
      track,
      manageEmail,
    ]);
    expect(body("payment_received", "sms", input(cardPaid, { charged: 2500, refunded: 0 }))).toEqual([
      ...lines,
      "Paid: £25.00 by card. Nothing more to pay.",
      track,
      manageSms,
    ]);
  });
});

describe("BookingMessages: an edit (docs/decisions/booking-ledger.md)", () => {
  it("a dearer edit of a paid booking lists the changes, the new price and the difference to pay", () => {
    const dearer = ledger("card", [outbound, leg(2, "return", "booked", 2000)], [moved("charge", 2500)]);
    const changes = ["drop-off: London Heathrow Airport (LHR)", "ride type: Estate"];
    expect(body("edited", "email", input(dearer, { changes, charged: 0 }))).toEqual([
      "Solent Cars: booking 48213 changed: drop-off: London Heathrow Airport (LHR); ride type: Estate.",
      outboundLine,
      returnLine,
      "New price: £32.50.",
      "To pay: £7.50.",
      pay,
      manageEmail,
    ]);
    expect(body("edited", "sms", input(dearer, { changes }))).toEqual([
      "Solent Cars: booking 48213 changed: drop-off: London Heathrow Airport (LHR); ride type: Estate.",
      "New price: £32.50.",
      "To pay: £7.50.",
      pay,
      manageSms,
    ]);
  });

  it("a cheaper edit refunds the difference; an edit with no change in words still says it changed", () => {
    const cheaper = ledger(
      "card",
      [outbound, leg(2, "return", "booked", 750)],
      [moved("charge", 2500), moved("refund", 500)],
    );
    expect(body("edited", "sms", input(cheaper, { refunded: 500 }))).toEqual([
      "Solent Cars: booking 48213 changed.",
      "New price: £20.00.",
      "Refund: £5.00 to your card.",
      "Paid: £20.00 by card. Nothing more to pay.",
      track,
      manageSms,
    ]);
    expect(body("edited", "email", input(cheaper, { changes: [], refunded: 500 }))[0]).toBe(
      "Solent Cars: booking 48213 changed.",
    );
  });
});

describe("BookingMessages: a cancellation (spec §7 cancelBookingPair)", () => {
  it("one leg cancelled late: the legs, the fee, the refund and the reason; the other leg is still tracked", () => {
    const oneCancelled = ledger(
      "card",
      [leg(1, "outbound", "cancelled", 1250, { cancellationFee: 200 }), back],
      [moved("charge", 2500), moved("refund", 1050)],
    );
    const extra = { cancelledLegs: ["outbound"] as const, fee: 200, refunded: 1050, reason: "Flight cancelled" };
    expect(body("cancelled", "email", input(oneCancelled, extra))).toEqual([
      "Solent Cars: booking 48213 (outbound) is cancelled.",
      "Cancellation fee: £2.00.",
      "Refund: £10.50 to your card.",
      "Reason: Flight cancelled",
      track,
      manageEmail,
    ]);
    // A text message does not repeat the passenger's reason.
    expect(body("cancelled", "sms", input(oneCancelled, extra))).toEqual([
      "Solent Cars: booking 48213 (outbound) is cancelled.",
      "Cancellation fee: £2.00.",
      "Refund: £10.50 to your card.",
      track,
      manageSms,
    ]);
  });

  it("both legs of an unpaid card booking: the fee is due, with the pay link; an empty reason is no line", () => {
    const bothCancelled = ledger("card", [
      leg(1, "outbound", "cancelled", 1250, { cancellationFee: 500 }),
      leg(2, "return", "cancelled", 1250, { cancellationFee: 0 }),
    ]);
    expect(
      body("cancelled", "email", input(bothCancelled, { cancelledLegs: ["outbound", "return"], fee: 500, reason: "" })),
    ).toEqual([
      "Solent Cars: booking 48213 (outbound and return) is cancelled.",
      "Cancellation fee: £5.00.",
      "To pay: £5.00.",
      pay,
      manageEmail,
    ]);
  });

  it("without the legs named, a fee or a reason: no fee, no tracking for a booking with nothing left to run", () => {
    const allCancelled = ledger("cash", [
      leg(1, "outbound", "cancelled", 1250, { cancellationFee: 0 }),
      leg(2, "return", "cancelled", 1250, { cancellationFee: 0 }),
    ]);
    expect(body("cancelled", "sms", input(allCancelled, { cancelledLegs: [] }))[0]).toBe(
      "Solent Cars: booking 48213 is cancelled.",
    );
    expect(body("cancelled", "email", input(allCancelled))).toEqual([
      "Solent Cars: booking 48213 is cancelled.",
      "Cancellation fee: £0.00.",
      manageEmail,
    ]);
  });
});

describe("BookingMessages: the manage link a passenger asked for (spec §2 /manage)", () => {
  it("e-mails the link with a word for whoever did not ask; texts it alone", () => {
    expect(body("manage_link", "email", input(cardUnpaid))).toEqual([
      "Solent Cars: here is the link to manage booking 48213, as you asked.",
      pay,
      manageEmail,
      "If you did not ask for it, you can ignore this message: the link is only sent here.",
    ]);
    expect(body("manage_link", "sms", input(cardPaid))).toEqual([
      "Solent Cars: here is the link to manage booking 48213, as you asked.",
      track,
      manageSms,
    ]);
  });

  it("links to tracking while a leg is still to run, not once every leg is completed or cancelled", () => {
    const done = (statuses: ReadonlyArray<BookingLedger.Leg["status"]>) =>
      ledger(
        "cash",
        statuses.map((status, i) => leg(i + 1, i === 0 ? "outbound" : "return", status, 1250)),
      );
    const lines = (statuses: ReadonlyArray<BookingLedger.Leg["status"]>) =>
      body("manage_link", "sms", input(done(statuses)));
    const asked = "Solent Cars: here is the link to manage booking 48213, as you asked.";
    expect(lines(["completed"])).toEqual([asked, manageSms]);
    expect(lines(["completed", "cancelled"])).toEqual([asked, manageSms]);
    expect(lines(["cancelled", "booked"])).toEqual([asked, track, manageSms]);
    expect(lines(["completed", "en_route"])).toEqual([asked, track, manageSms]);
  });
});

describe("BookingMessages: the receipt (spec §7 sendReceipt)", () => {
  const priced: ReadonlyArray<BookingMessages.LegView> = [
    {
      ...(views[0] as BookingMessages.LegView),
      status: "completed",
      lines: [
        { label: "Fare", amount: 1250 },
        { label: "Discount", amount: -250 },
      ],
    },
    { ...(views[1] as BookingMessages.LegView), status: "driver_allocated" },
  ];

  it("e-mails each leg with its status and fare lines, the total, what was paid, refunded and is due", () => {
    const owing = ledger(
      "card",
      [leg(1, "outbound", "completed", 1250, { discount: 250 }), leg(2, "return", "driver_allocated", 2000)],
      [moved("charge", 2500), moved("refund", 500)],
    );
    expect(body("receipt", "email", input(owing, { legs: priced }))).toEqual([
      "Receipt from Solent Cars, booking 48213",
      `${outboundLine} (completed):`,
      "  Fare: £12.50",
      "  Discount: -£2.50",
      `${returnLine} (driver allocated):`,
      "Total: £30.00",
      "Paid by card: £25.00",
      "Refunded to your card: £5.00",
      "To pay: £10.00",
      pay,
      manageEmail,
    ]);
  });

  it("texts the legs without their fare lines; a paid card receipt says only what was paid", () => {
    expect(body("receipt", "sms", input(cardPaid, { legs: priced }))).toEqual([
      "Receipt from Solent Cars, booking 48213",
      `${outboundLine} (completed):`,
      `${returnLine} (driver allocated):`,
      "Total: £25.00",
      "Paid by card: £25.00",
      track,
      manageSms,
    ]);
  });

  it("a cash receipt says what to pay the driver; a leg without a status or lines is its line alone", () => {
    expect(body("receipt", "email", input(ledger("cash", [outbound, back])))).toEqual([
      "Receipt from Solent Cars, booking 48213",
      `${outboundLine}:`,
      `${returnLine}:`,
      "Total: £25.00",
      "Pay the driver £25.00.",
      track,
      manageEmail,
    ]);
  });
});

describe("BookingMessages: the licence line and the links' origin", () => {
  it("adds the licence after a blank line to an e-mail only", () => {
    const licence = "Private hire operator licence PHO 0421, Southampton City Council.";
    expect(body("manage_link", "sms", input(cardPaid, { licence }))).toEqual([
      "Solent Cars: here is the link to manage booking 48213, as you asked.",
      track,
      manageSms,
    ]);
    expect(body("manage_link", "email", input(cardPaid, { licence })).slice(-3)).toEqual([
      "If you did not ask for it, you can ignore this message: the link is only sent here.",
      "",
      licence,
    ]);
  });

  it("builds the links on the configured origin, whatever trailing slashes it was written with", () => {
    expect(BookingMessages.links({ origin: `${site}//`, token: "a/b c" })).toEqual({
      manage: `${site}/manage/a%2Fb%20c`,
      track: `${site}/t/a%2Fb%20c`,
      pay: `${site}/pay/a%2Fb%20c`,
    });
  });
});
