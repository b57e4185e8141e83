import { describe, expect, it } from "vitest";
import * as BookingLedger from "../src/BookingLedger.ts";
import * as BookingMessages from "../src/BookingMessages.ts";

const t0 = Date.parse("2026-11-28T09:00:00Z");
const token = "Hc2Rt8Vn5Bq1Xm7Ks4Pw9D";

const ok = (step: BookingLedger.Step): BookingLedger.Ledger => {
  if (!step.ok) throw new Error(step.refusal);
  return step.ledger;
};

const open = (method: "card" | "cash" | "account") =>
  BookingLedger.open(method, [{ id: 1, leg: "outbound", fare: 1250, discount: 0 }]);

/** Every state a pair's money can be in, by name. */
const states: Readonly<Record<string, BookingLedger.Ledger>> = {
  cash: open("cash"),
  account: open("account"),
  cardUnpaid: open("card"),
  cardPaid: ok(BookingLedger.chargeCard(open("card"), { id: "pi_1", outcome: "succeeded", now: t0 })),
  cardDearer: ok(
    BookingLedger.reprice(ok(BookingLedger.chargeCard(open("card"), { id: "pi_1", outcome: "succeeded", now: t0 })), {
      legId: 1,
      fare: 2000,
      now: t0,
      refundId: "re_1",
    }),
  ),
  cardCancelled: ok(
    BookingLedger.cancel(ok(BookingLedger.chargeCard(open("card"), { id: "pi_1", outcome: "succeeded", now: t0 })), {
      legIds: [1],
      now: t0,
      refundId: "re_1",
    }),
  ),
};

const input = (ledger: BookingLedger.Ledger, extra: Partial<BookingMessages.Input> = {}): BookingMessages.Input => ({
  tenantName: "Solent Cars",
  origin: "https://book.solentcars.example/",
  pairId: 48213,
  token,
  ledger,
  legs: [
    {
      leg: "outbound",
      pickupTime: "Sat 28 Nov 2026, 14:30",
      from: "112 Above Bar Street <b>",
      to: "Ocean Cruise Terminal",
      rideType: "Saloon",
    },
  ],
  ...extra,
});

describe("BookingMessages: every message from the booking's state", () => {
  it("repeats the booking's terms in the confirmation e-mail, not in the text message or other messages", () => {
    const terms = [
      "Your driver waits 5 minutes free from the pickup time.",
      "Cancelling is free until your driver sets off.",
    ];
    const ledger = states["cash"] as BookingLedger.Ledger;
    const email = BookingMessages.compose("confirmation", "email", input(ledger, { terms })).body;
    for (const line of terms) expect(email).toContain(line);
    expect(BookingMessages.compose("confirmation", "sms", input(ledger, { terms })).body).not.toContain(terms[0]);
    expect(BookingMessages.compose("receipt", "email", input(ledger, { terms })).body).not.toContain(terms[0]);
  });
  it("links every message to the manage page on the configured origin, on every channel", () => {
    for (const [name, ledger] of Object.entries(states))
      for (const kind of BookingMessages.kinds)
        for (const channel of BookingMessages.channels) {
          const message = BookingMessages.compose(kind, channel, input(ledger));
          expect(message.body, `${name} ${kind} ${channel}`).toContain(
            `https://book.solentcars.example/manage/${token}`,
          );
          // Pay while money is due, never when nothing is.
          expect(message.body.includes("/pay/"), `${name} ${kind} ${channel}`).toBe(BookingLedger.due(ledger) > 0);
          for (const url of message.body.match(/https?:\/\/\S+/g) ?? [])
            expect(url.startsWith("https://book.solentcars.example/")).toBe(true);
        }
  });

  it("a paid card booking's confirmation says paid and links to tracking; an unpaid one says what to pay", () => {
    const paid = BookingMessages.compose("confirmation", "email", input(states["cardPaid"] as BookingLedger.Ledger));
    expect(paid.body).toContain("Paid: £12.50 by card. Nothing more to pay.");
    expect(paid.body).toContain(`/t/${token}`);
    const unpaid = BookingMessages.compose("confirmation", "sms", input(states["cardUnpaid"] as BookingLedger.Ledger));
    expect(unpaid.body).toContain("To pay: £12.50.");
    expect(unpaid.body).toContain(`Pay now: https://book.solentcars.example/pay/${token}`);
    expect(
      BookingMessages.compose("confirmation", "email", input(states["cash"] as BookingLedger.Ledger)).body,
    ).toContain("Pay the driver £12.50.");
    expect(
      BookingMessages.compose("confirmation", "email", input(states["account"] as BookingLedger.Ledger)).body,
    ).toContain("£12.50 is charged to your company account.");
  });

  it("an edit says what changed and what money moved; a cancellation states the fee and the refund", () => {
    const edited = BookingMessages.compose(
      "edited",
      "email",
      input(states["cardDearer"] as BookingLedger.Ledger, { changes: ["drop-off: London Heathrow Airport (LHR)"] }),
    );
    expect(edited.subject).toBe("Solent Cars booking 48213 changed");
    expect(edited.body).toContain("changed: drop-off: London Heathrow Airport (LHR).");
    expect(edited.body).toContain("New price: £20.00.");
    expect(edited.body).toContain("To pay: £7.50.");
    const cancelled = BookingMessages.compose(
      "cancelled",
      "email",
      input(states["cardCancelled"] as BookingLedger.Ledger, {
        cancelledLegs: ["outbound"],
        fee: 0,
        refunded: 1250,
        reason: "Plans changed",
      }),
    );
    expect(cancelled.body).toContain("(outbound) is cancelled.");
    expect(cancelled.body).toContain("Cancellation fee: £0.00.");
    expect(cancelled.body).toContain("Refund: £12.50 to your card.");
    expect(cancelled.body).toContain("Reason: Plans changed");
    expect(cancelled.body).not.toContain("Track your driver");
  });
});

describe("BookingMessages: the subject is one header line", () => {
  it("turns line breaks and controls of the tenant's name into nothing a mailer reads as a new header", () => {
    for (const kind of BookingMessages.kinds)
      for (const channel of BookingMessages.channels) {
        const message = BookingMessages.compose(
          kind,
          channel,
          input(states["cash"] as BookingLedger.Ledger, { tenantName: "Solent\r\nBcc: all@example.com\u202e Cars" }),
        );
        // eslint-disable-next-line no-control-regex -- matching control characters is the point
        expect(message.subject, `${kind} ${channel}`).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202e]/);
        expect(message.subject).toContain("Solent Bcc: all@example.com Cars");
      }
  });
});

describe("BookingMessages: every e-mail says who the operator is and its licence", () => {
  const licence = "Solent Cars Ltd. Private hire operator licence PHO 0421, issued by Southampton City Council.";

  it.each(BookingMessages.kinds)("the %s e-mail ends with the licence; its text message has no room for it", (kind) => {
    const withLicence = input(states.cardPaid!, { licence });
    expect(BookingMessages.compose(kind, "email", withLicence).body.split("\n").at(-1)).toBe(licence);
    expect(BookingMessages.compose(kind, "sms", withLicence).body).not.toContain("licence");
    // Without one configured, the e-mail is as it was.
    expect(BookingMessages.compose(kind, "email", input(states.cardPaid!)).body).not.toContain("licence");
  });
});
