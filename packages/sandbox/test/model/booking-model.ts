// A model-based test of a booking's money and life (docs/decisions/booking-ledger.md): fast-check
// drives random sequences of operations against the sandbox in-process, as several actors, and
// after every step checks what must always be true:
//   money    collected minus refunds equals what the API said it charged and refunded, and never
//            exceeds what the booking owes; what is due is what is owed less what is held; at most
//            one payment waits for 3-D Secure.
//   rights   each actor may do exactly what BookingRights gives its credential; a refused call
//            changes nothing; no answer carries the manage or share token to an actor the table
//            does not give it to.
//   messages every message the step sent links to the manage page on the tenant's origin, and to
//            the pay page exactly when money is due.
// Used by model.test.ts (a fixed seed, in npm test) and scripts/model-soak.ts (random seeds, longer).
import fc from "fast-check";
import { BookingRights } from "@cabline/domain";
import { iso, leg, oneWay, places, start, startSandbox, type Answer, type TestSandbox } from "../helpers.ts";

const minute = 60_000;

export type Actor = "owner" | "guest_link" | "share_link" | "company_admin" | "member" | "other_tenant";
const actors: ReadonlyArray<Actor> = ["owner", "guest_link", "share_link", "company_admin", "member", "other_tenant"];

type Card = "visa" | "threeds" | "declined";
type Operation = "view" | "pay" | "confirm" | "edit" | "cancel" | "receipt" | "wait";

export interface Stats {
  sequences: number;
  steps: number;
}

interface World {
  readonly ts: TestSandbox;
  readonly tokens: { owner: string; admin: string; member: string };
  readonly business: number;
}

/** What the model knows of the booking under test. */
interface Model {
  readonly business: boolean;
  token: string;
  shareToken: string;
  pairId: number;
  email: string;
  charged: number;
  refunded: number;
  waiting: { id: string; secret: string } | undefined;
  readonly counted: Set<string>;
  outboxSeen: number;
}

/** The credential each actor presents for this booking (BookingRights.Credential). */
const credentialOf = (actor: Actor, model: Model): BookingRights.Credential => {
  switch (actor) {
    case "owner":
      return "owner";
    case "guest_link":
      return "manage_link";
    case "share_link":
      return "share_link";
    case "company_admin":
      return model.business ? "company_admin" : "stranger";
    case "member":
      return model.business ? "member" : "stranger";
    case "other_tenant":
      return "stranger";
  }
};

/** The token an actor holds: the manage link only if the table lets them learn it. */
const tokenHeldBy = (actor: Actor, model: Model): string | undefined => {
  const credential = credentialOf(actor, model);
  if (actor === "share_link") return model.shareToken;
  return BookingRights.may(credential, "reveal_manage_token") ? model.token : undefined;
};

const auth = (world: World, actor: Actor): { token?: string; tenant?: string } =>
  actor === "owner"
    ? { token: world.tokens.owner }
    : actor === "company_admin"
      ? { token: world.tokens.admin }
      : actor === "member"
        ? { token: world.tokens.member }
        : actor === "other_tenant"
          ? { tenant: "GDT" }
          : {};

const snapshot = (ts: TestSandbox, pairId: number): string =>
  JSON.stringify([
    ts.sandbox.db.all("SELECT * FROM bookings WHERE pair_id = ? ORDER BY id", pairId),
    ts.sandbox.db.all("SELECT id, status, amount, kind FROM payments WHERE pair_id = ? ORDER BY rowid", pairId),
  ]);

const fail = (message: string): never => {
  throw new Error(message);
};

/** Checks the money of the pair against the model and the ledger's rules. */
const checkMoney = async (world: World, model: Model): Promise<void> => {
  const db = world.ts.sandbox.db;
  const sum = (kind: string) =>
    db.get<{ n: number }>(
      "SELECT COALESCE(SUM(amount), 0) AS n FROM payments WHERE pair_id = ? AND kind = ? AND status = 'succeeded' AND method = 'card'",
      model.pairId,
      kind,
    )?.n ?? 0;
  const held = sum("charge") - sum("refund");
  if (held !== model.charged - model.refunded)
    fail(`held ${held} but the API charged ${model.charged} and refunded ${model.refunded}`);
  const rows = db.all<{
    fare: string;
    discount: number;
    status: string;
    cancellation_fee: number | null;
    payment_method: string;
  }>("SELECT fare, discount, status, cancellation_fee, payment_method FROM bookings WHERE pair_id = ?", model.pairId);
  const owed = rows.reduce(
    (total, row) =>
      total +
      (row.status === "cancelled"
        ? (row.cancellation_fee ?? 0)
        : (JSON.parse(row.fare) as { total: { amount: number } }).total.amount - row.discount),
    0,
  );
  if (held > owed) fail(`held ${held} > owed ${owed}`);
  const waiting = db.get<{ n: number }>(
    "SELECT COUNT(*) AS n FROM payments WHERE pair_id = ? AND status = 'requires_action' AND created_at > ?",
    model.pairId,
    world.ts.now() - 15 * minute,
  )?.n;
  if ((waiting ?? 0) > 1) fail(`${waiting} payments wait for 3-D Secure`);
  const read = await world.ts.call("GET", `/customer/v2/getBooking?booking_token=${model.token}`);
  const due = rows[0]?.payment_method === "card" ? Math.max(0, owed - held) : 0;
  if (read.body.amount_due.amount !== due) fail(`amount_due ${read.body.amount_due.amount}, expected ${due}`);
};

/** Every message the step sent to the passenger links to manage, and to pay exactly when money is due. */
const checkMessages = async (world: World, model: Model): Promise<void> => {
  // The outbox answers newest first.
  const messages = [...(await world.ts.outbox(model.email))].reverse();
  const fresh = messages.slice(model.outboxSeen);
  model.outboxSeen = messages.length;
  if (fresh.length === 0) return;
  const due = (await world.ts.call("GET", `/customer/v2/getBooking?booking_token=${model.token}`)).body.amount_due
    .amount as number;
  for (const message of fresh) {
    if (!message.body.includes(`http://book.localhost:5173/manage/${model.token}`))
      fail(`"${message.subject}" has no manage link`);
    if (message.body.includes("/pay/") !== due > 0) fail(`"${message.subject}" pay link while ${due} due`);
    for (const url of message.body.match(/https?:\/\/\S+/g) ?? [])
      if (!url.startsWith("http://book.localhost:5173/")) fail(`"${message.subject}" links to ${url}`);
  }
};

const refused = (answer: Answer): boolean =>
  answer.body?.error === "invalid_booking" || answer.status === 401 || answer.status === 404;

/** Runs one operation as one actor and checks it against the rights table. */
const act = async (world: World, model: Model, actor: Actor, operation: Operation, choice: number): Promise<void> => {
  const ts = world.ts;
  const held = tokenHeldBy(actor, model);
  const credential = credentialOf(actor, model);
  const who = auth(world, actor);
  const before = snapshot(ts, model.pairId);
  if (operation === "wait") {
    ts.advance(([1, 5, 16, 90, 2 * 24 * 60][choice % 5] ?? 1) * minute);
    return;
  }
  if (operation === "view") {
    if (actor === "member" || actor === "company_admin") {
      const list = await ts.call("GET", `/customer/v2/upcoming/get?business_id=${world.business}&count=100`, who);
      const text = JSON.stringify(list.body);
      if (!BookingRights.may(credential, "reveal_manage_token") && text.includes(model.token))
        fail(`${actor} was given the manage token in a list`);
      if (!BookingRights.may(credential, "reveal_share_token") && text.includes(model.shareToken))
        fail(`${actor} was given the share token in a list`);
      return;
    }
    const answer = await ts.call("GET", `/customer/v2/getBooking?booking_token=${held ?? model.token}`, who);
    const text = JSON.stringify(answer.body);
    if (!BookingRights.may(credential, "view")) {
      if (!refused(answer)) fail(`${actor} viewed the booking`);
      return;
    }
    if (!BookingRights.may(credential, "reveal_manage_token") && text.includes(model.token))
      fail(`${actor} saw the manage token`);
    if (!BookingRights.may(credential, "view_private") && text.includes(model.email))
      fail(`${actor} saw the passenger's e-mail`);
    return;
  }
  // Writes: an actor without the manage token tries the share token, or the real one from another tenant.
  const token = actor === "other_tenant" ? model.token : (held ?? model.shareToken);
  const allowed = BookingRights.may(credential, operation === "confirm" ? "pay" : operation);
  let answer: Answer | undefined;
  if (operation === "pay") {
    const card = (["visa", "threeds", "declined"] as const)[choice % 3] as Card;
    const number = { visa: "4242424242424242", threeds: "4000002760003184", declined: "4000000000000002" }[card];
    const cardToken = (
      await ts.call("POST", "/sandbox/payments/tokens", {
        ...who,
        json: { number, exp_month: 12, exp_year: 2030, cvc: "123" },
      })
    ).body.id as string;
    answer = await ts.call("POST", "/customer/v2/checkout/checkout", {
      ...who,
      key: true,
      form: {
        booking_token: token,
        paymentMethod: "card",
        newCardToken: cardToken,
        ...(choice % 5 === 0 ? { promocode: "WELCOME10" } : {}),
      },
    });
    if (answer.body?.status === "succeeded") {
      model.charged += answer.body.payment.amount.amount as number;
      model.counted.add(answer.body.payment.id as string);
    }
    if (answer.body?.status === "requires_action")
      model.waiting = { id: answer.body.payment.id, secret: answer.body.payment.client_secret };
  } else if (operation === "confirm") {
    if (model.waiting === undefined) return;
    await ts.call("POST", "/sandbox/payments/3ds", {
      form: { client_secret: model.waiting.secret, outcome: choice % 4 === 0 ? "fail" : "succeed" },
    });
    answer = await ts.call("POST", "/customer/v2/checkout/confirmPayment", {
      ...who,
      form: { payment_id: model.waiting.id, booking_token: token },
    });
    const payment = ts.sandbox.db.get<{ status: string; amount: number }>(
      "SELECT status, amount FROM payments WHERE id = ?",
      model.waiting.id,
    );
    if (payment?.status === "succeeded" && !model.counted.has(model.waiting.id)) {
      model.counted.add(model.waiting.id);
      model.charged += payment.amount;
    }
    if (payment?.status !== "requires_action") model.waiting = undefined;
  } else if (operation === "edit") {
    const destinations = [[places.ocean], [places.heathrow], [places.central], [places.airport]][choice % 4];
    answer = await ts.call("POST", "/customer/v2/booking/update", {
      ...who,
      json: {
        booking_token: token,
        ...leg({ dateTime: iso(ts.now() + (2 + (choice % 3)) * 86_400_000), destinations }),
        ...(model.business ? { poNumber: "SML-PO-2026-0420" } : {}),
      },
    });
    if (answer.body?.error === "no_error") model.refunded += answer.body.refund.amount as number;
  } else if (operation === "cancel") {
    answer = await ts.call("POST", "/customer/v2/checkout/cancelBookingPair", {
      ...who,
      form: { booking_token: token },
    });
    if (answer.body?.error === "no_error") model.refunded += answer.body.refund.amount as number;
  } else {
    answer = await ts.call("POST", "/customer/v2/sendReceipt", { ...who, form: { booking_token: token } });
  }
  if (allowed && refused(answer))
    fail(`${actor} (${credential}) was refused ${operation}: ${JSON.stringify(answer.body)}`);
  if (!allowed) {
    if (!refused(answer)) fail(`${actor} (${credential}) could ${operation}: ${JSON.stringify(answer.body)}`);
    if (snapshot(ts, model.pairId) !== before) fail(`a refused ${operation} by ${actor} changed the booking`);
  }
};

const step = fc.record({
  actor: fc.constantFrom(...actors),
  operation: fc.constantFrom<Operation>("view", "pay", "pay", "confirm", "edit", "cancel", "receipt", "wait"),
  choice: fc.nat(59),
});

/** A fresh booking of one of three kinds: a guest's card booking, a passenger's, a member's business trip. */
const book = async (world: World, kind: number, n: number): Promise<Model> => {
  const ts = world.ts;
  const email = `model.${n}@example.com`;
  const business = kind === 2;
  let created: Answer;
  if (kind === 0) {
    const guestUserId = (await ts.call("GET", "/customer/v2/getGuestUserId")).body.guestUserId as string;
    created = await ts.call("POST", "/customer/v2/booking", {
      key: true,
      json: oneWay(
        { paymentMethod: "card", guestBooking: true, guestUserId },
        { name: "Model Guest", phone: "07700 900321", email, dateTime: iso(ts.now() + 2 * 86_400_000) },
      ),
    });
  } else {
    created = await ts.call("POST", "/customer/v2/booking", {
      token: world.tokens.owner,
      key: true,
      json: oneWay(
        { paymentMethod: "card", ...(business ? { business_id: world.business } : {}) },
        { email, dateTime: iso(ts.now() + 2 * 86_400_000) },
      ),
    });
  }
  if (created.status !== 200) fail(`booking: ${JSON.stringify(created.body)}`);
  const token = created.body.bookings[0].booking_token as string;
  const read = await ts.call("GET", `/customer/v2/getBooking?booking_token=${token}`);
  return {
    business,
    token,
    shareToken: read.body.booking.share_token,
    pairId: created.body.pair_id,
    email,
    charged: 0,
    refunded: 0,
    waiting: undefined,
    counted: new Set(),
    outboxSeen: 0,
  };
};

/**
 * Runs the model: `numRuns` sequences of up to `maxSteps` steps from `seed`. A business trip's
 * owner is the member who booked it: the model's "owner" actor is then that member's account, and
 * "member" is a colleague.
 */
export const runModel = async (options: { seed: number; numRuns: number; maxSteps: number }): Promise<Stats> => {
  const ts = await startSandbox({ memory: true, passwordCost: 1024, now: start });
  const stats: Stats = { sequences: 0, steps: 0 };
  try {
    const profile = await ts.call("POST", "/customer/v2/checkToken", { token: await ts.login("booker@example.com") });
    const business = profile.body.accounts[0].business_id as number;
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.nat(2),
        fc.array(step, { minLength: 1, maxLength: options.maxSteps }),
        async (kind, steps) => {
          n += 1;
          stats.sequences += 1;
          ts.setNow(start + n * 7 * 86_400_000);
          // Signed in afresh for each sequence: the clock moves on by a week each time.
          const world: World = {
            ts,
            business,
            tokens: {
              owner: await ts.login(kind === 2 ? "owen.marsh@example.com" : "passenger@example.com"),
              admin: await ts.login("booker@example.com"),
              member: await ts.login("priya.shah@example.com"),
            },
          };
          const model = await book(world, kind, n);
          await checkMessages(world, model);
          for (const { actor, operation, choice } of steps) {
            stats.steps += 1;
            await act(world, model, actor, operation, choice);
            await checkMoney(world, model);
            await checkMessages(world, model);
          }
        },
      ),
      { seed: options.seed, numRuns: options.numRuns, endOnFailure: true },
    );
  } finally {
    await ts.stop();
  }
  return stats;
};

/**
 * Every operation by every credential, once each, on a fresh booking of each kind (a guest's card
 * booking and a member's business trip): what BookingRights allows succeeds past the credential
 * check, what it does not is refused and changes nothing. Returns the combinations walked.
 */
export const walkRights = async (): Promise<number> => {
  const ts = await startSandbox({ memory: true, passwordCost: 1024, now: start });
  let walked = 0;
  try {
    const admin = await ts.login("booker@example.com");
    const profile = await ts.call("POST", "/customer/v2/checkToken", { token: admin });
    const business = profile.body.accounts[0].business_id as number;
    const operations: ReadonlyArray<Operation> = ["view", "pay", "edit", "cancel", "receipt"];
    let n = 1000;
    for (const kind of [0, 1, 2])
      for (const actor of actors)
        for (const operation of operations) {
          n += 1;
          const world: World = {
            ts,
            business,
            tokens: {
              owner: await ts.login(kind === 2 ? "owen.marsh@example.com" : "passenger@example.com"),
              admin,
              member: await ts.login("priya.shah@example.com"),
            },
          };
          const model = await book(world, kind, n);
          model.outboxSeen = (await ts.outbox(model.email)).length;
          await act(world, model, actor, operation, 1);
          await checkMoney(world, model);
          await checkMessages(world, model);
          walked += 1;
        }
  } finally {
    await ts.stop();
  }
  return walked;
};
