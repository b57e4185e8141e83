/**
 * The e-mail and SMS a booking sends after each change, composed from the booking's state after
 * the transition (BookingLedger) and nothing else (spec §2 token routes /t, /pay; §7 booking,
 * checkout, cancelBookingPair; decisions in docs/decisions/booking-ledger.md):
 *
 * - Every message carries the private manage link (/manage/{token}); a card booking with money
 *   due carries the pay link and says what is due; a booking with nothing due carries the tracking
 *   link. A paid booking says it is paid; cash says what to pay the driver; account says it is
 *   charged to the company.
 * - An edit says what changed and what money moved; a cancellation states the fee and the refund.
 * - Links are built from the tenant's configured web origin, never from a request.
 * - Every value from a person (places, names, reasons) is plain text in the message body.
 * - The subject is one clean header line (PlainText.headerLine), whatever the tenant's name holds.
 */
import * as BookingLedger from "./BookingLedger.ts";
import * as Money from "./Money.ts";
import * as PlainText from "./PlainText.ts";

export const kinds = ["confirmation", "payment_received", "edited", "cancelled", "manage_link", "receipt"] as const;
export type Kind = (typeof kinds)[number];
export const channels = ["email", "sms"] as const;
export type Channel = (typeof channels)[number];

export interface LegView {
  readonly leg: "outbound" | "return";
  /** Formatted for people: "Sat 28 Nov 2026, 14:30". */
  readonly pickupTime: string;
  readonly from: string;
  readonly to: string;
  readonly rideType: string;
  /** For the receipt: the leg's status and its fare lines (discount and cancellation fee included), pence. */
  readonly status?: string;
  readonly lines?: ReadonlyArray<{ readonly label: string; readonly amount: number }>;
}

export interface Input {
  readonly tenantName: string;
  /** The operator's licence in words (Tenant.licenceText): the last line of every e-mail. */
  readonly licence?: string | undefined;
  /** What assistance the passenger asked for, in words (Assistance.text): the confirmation says it back. */
  readonly assistance?: string | undefined;
  /** The waiting and cancellation terms in words (BookingTerms.lines): the confirmation e-mail repeats them. */
  readonly terms?: ReadonlyArray<string> | undefined;
  /** The tenant's configured web origin, e.g. https://book.example.com (no trailing slash). */
  readonly origin: string;
  readonly pairId: number;
  /** The booking token: the manage link's credential. */
  readonly token: string;
  readonly ledger: BookingLedger.Ledger;
  readonly legs: ReadonlyArray<LegView>;
  /** What an edit changed, in words ("drop-off: Heathrow"). */
  readonly changes?: ReadonlyArray<string>;
  /** Money this transition moved, pence. */
  readonly charged?: number;
  readonly refunded?: number;
  /** A cancellation: the legs cancelled, the fee, and the passenger's reason. */
  readonly cancelledLegs?: ReadonlyArray<"outbound" | "return">;
  readonly fee?: number;
  readonly reason?: string;
}

export interface Message {
  readonly subject: string;
  readonly body: string;
}

const pounds = (pence: number): string => Money.format(Money.fromMinor(pence));

export const links = (input: Pick<Input, "origin" | "token">) => {
  const base = input.origin.replace(/\/+$/, "");
  const token = encodeURIComponent(input.token);
  return { manage: `${base}/manage/${token}`, track: `${base}/t/${token}`, pay: `${base}/pay/${token}` };
};

/** What the passenger pays, and how, in one sentence. */
const moneyLine = (input: Input): string => {
  const ledger = input.ledger;
  const due = BookingLedger.due(ledger);
  const owed = BookingLedger.owed(ledger);
  if (ledger.method === "cash") return `Pay the driver ${pounds(owed)}.`;
  if (ledger.method === "account") return `${pounds(owed)} is charged to your company account.`;
  if (due > 0) return `To pay: ${pounds(due)}.`;
  if (BookingLedger.held(ledger) > 0)
    return `Paid: ${pounds(BookingLedger.held(ledger))} by card. Nothing more to pay.`;
  return "Nothing to pay.";
};

/** The links: pay while money is due, else track; manage always. */
const linkLines = (input: Input, channel: Channel): ReadonlyArray<string> => {
  const { manage, track, pay } = links(input);
  const due = BookingLedger.due(input.ledger) > 0;
  const live = input.ledger.legs.some((leg) => leg.status !== "cancelled" && leg.status !== "completed");
  const first = due ? `Pay now: ${pay}` : live ? `Track your driver: ${track}` : undefined;
  const manageLine =
    channel === "sms" ? `Manage: ${manage}` : `Manage your booking (change, cancel, receipt): ${manage}`;
  return [...(first === undefined ? [] : [first]), manageLine];
};

const legLine = (leg: LegView): string =>
  `${leg.leg === "outbound" ? "Outbound" : "Return"}: ${leg.pickupTime} from ${leg.from} to ${leg.to}, ${leg.rideType}`;

const movedLine = (input: Input): ReadonlyArray<string> => [
  ...((input.charged ?? 0) > 0 ? [`Charged: ${pounds(input.charged ?? 0)} to your card.`] : []),
  ...((input.refunded ?? 0) > 0 ? [`Refund: ${pounds(input.refunded ?? 0)} to your card.`] : []),
];

const subjects: Readonly<Record<Kind, (input: Input) => string>> = {
  confirmation: (input) => `${input.tenantName} booking ${input.pairId}`,
  payment_received: (input) => `${input.tenantName} booking ${input.pairId}: payment received`,
  edited: (input) => `${input.tenantName} booking ${input.pairId} changed`,
  cancelled: (input) => `${input.tenantName} booking ${input.pairId} cancelled`,
  manage_link: (input) => `${input.tenantName} booking ${input.pairId}: your link`,
  receipt: (input) => `${input.tenantName} receipt for booking ${input.pairId}`,
};

/** The receipt's money: what was paid, refunded and is still due, or how it is paid offline. */
const receiptMoney = (input: Input): ReadonlyArray<string> => {
  const balance = BookingLedger.balance(input.ledger);
  if (input.ledger.method !== "card") return [moneyLine(input)];
  return [
    `Paid by card: ${pounds(balance.paid)}`,
    ...(balance.refunded > 0 ? [`Refunded to your card: ${pounds(balance.refunded)}`] : []),
    ...(balance.due > 0 ? [`To pay: ${pounds(balance.due)}`] : []),
  ];
};

const bodies: Readonly<Record<Kind, (input: Input, channel: Channel) => ReadonlyArray<string>>> = {
  confirmation: (input, channel) => [
    channel === "sms"
      ? `${input.tenantName}: booking ${input.pairId} confirmed.`
      : `Thank you for booking with ${input.tenantName}.`,
    ...(channel === "sms" ? input.legs.slice(0, 1) : input.legs).map(legLine),
    ...(input.assistance === undefined ? [] : [`Assistance: ${input.assistance}`]),
    moneyLine(input),
    ...(channel === "sms" ? [] : (input.terms ?? [])),
    ...linkLines(input, channel),
  ],
  payment_received: (input, channel) => [
    `${input.tenantName}: payment received for booking ${input.pairId}.`,
    ...movedLine(input),
    moneyLine(input),
    ...linkLines(input, channel),
  ],
  edited: (input, channel) => [
    `${input.tenantName}: booking ${input.pairId} changed${input.changes !== undefined && input.changes.length > 0 ? `: ${input.changes.join("; ")}` : ""}.`,
    ...(channel === "sms" ? [] : input.legs.map(legLine)),
    `New price: ${pounds(BookingLedger.owed(input.ledger))}.`,
    ...movedLine(input),
    moneyLine(input),
    ...linkLines(input, channel),
  ],
  cancelled: (input, channel) => [
    `${input.tenantName}: booking ${input.pairId}${input.cancelledLegs !== undefined && input.cancelledLegs.length > 0 ? ` (${input.cancelledLegs.join(" and ")})` : ""} is cancelled.`,
    `Cancellation fee: ${pounds(input.fee ?? 0)}.`,
    ...movedLine(input),
    ...(BookingLedger.due(input.ledger) > 0 ? [moneyLine(input)] : []),
    ...(input.reason === undefined || input.reason === "" || channel === "sms" ? [] : [`Reason: ${input.reason}`]),
    ...linkLines(input, channel),
  ],
  manage_link: (input, channel) => [
    `${input.tenantName}: here is the link to manage booking ${input.pairId}, as you asked.`,
    ...linkLines(input, channel),
    ...(channel === "sms"
      ? []
      : ["If you did not ask for it, you can ignore this message: the link is only sent here."]),
  ],
  receipt: (input, channel) => [
    `Receipt from ${input.tenantName}, booking ${input.pairId}`,
    ...input.legs.flatMap((leg) => [
      `${legLine(leg)}${leg.status === undefined ? "" : ` (${leg.status.replaceAll("_", " ")})`}:`,
      ...(channel === "sms" ? [] : (leg.lines ?? []).map((line) => `  ${line.label}: ${pounds(line.amount)}`)),
    ]),
    `Total: ${pounds(BookingLedger.owed(input.ledger))}`,
    ...receiptMoney(input),
    ...linkLines(input, channel),
  ],
};

/**
 * The message of a kind on a channel, from the booking's state. Every e-mail ends with who the
 * operator is and its licence, as a licensed operator's written confirmations and receipts do; a
 * text message has no room for it.
 */
export const compose = (kind: Kind, channel: Channel, input: Input): Message => ({
  subject: PlainText.headerLine(subjects[kind](input)),
  body: [
    ...bodies[kind](input, channel),
    ...(channel === "email" && input.licence !== undefined ? ["", input.licence] : []),
  ].join("\n"),
});
