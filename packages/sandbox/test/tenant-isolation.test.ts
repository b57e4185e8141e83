// Tenant isolation as a matrix: for every ordered pair of tenants (owner, other), every role of
// the other tenant (consumer, business booker, driver, guest) and every kind of object the owner
// has (bookings, cards and card tokens, payments, business accounts, sub-accounts and
// invitations, outbox messages, driver contracts and bids, guest ids, sessions), each read and
// write from the other tenant is refused and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localTrip, oneWay, startSandbox, type Answer, type TestSandbox } from "./helpers.ts";

const tenants = ["BOOK", "GDT", "PDC"] as const;
type Tenant = (typeof tenants)[number];
const roles = ["consumer", "business", "driver", "guest"] as const;
type Role = (typeof roles)[number];

interface Fixture {
  readonly tenant: Tenant;
  readonly passenger: string;
  readonly booker: string;
  readonly driver: string;
  readonly bookingToken: string;
  readonly bookingId: number;
  readonly cardId: string;
  readonly cardToken: string;
  readonly setupId: string;
  readonly paymentId: string;
  readonly clientSecret: string;
  readonly businessId: number;
  readonly subAccountId: number;
  readonly invitationToken: string;
  readonly contractId: number;
  readonly guestId: string;
  readonly recipient: string;
}

let ts: TestSandbox;
const fixtures = {} as Record<Tenant, Fixture>;

const setUp = async (tenant: Tenant): Promise<Fixture> => {
  const passenger = await ts.login("passenger@example.com", tenant);
  const booker = await ts.login("booker@example.com", tenant);
  const driver = await ts.driverLogin("driver@example.com", tenant);
  const booking = await ts.call("POST", "/customer/v2/booking", {
    tenant,
    token: passenger,
    key: true,
    json: oneWay({}, localTrip(tenant)),
  });
  const cards = await ts.call("GET", "/customer/card/get", { tenant, token: passenger });
  const cardToken = await ts.call("POST", "/sandbox/payments/tokens", {
    tenant,
    json: { number: "4242424242424242", exp_month: 12, exp_year: 2031, cvc: "123" },
  });
  const threeDs = await ts.call("POST", "/sandbox/payments/tokens", {
    tenant,
    json: { number: "4000002760003184", exp_month: 12, exp_year: 2031, cvc: "123" },
  });
  const setup = await ts.call("POST", "/customer/v2/card/add", {
    tenant,
    token: passenger,
    key: true,
    form: { newCardToken: threeDs.body.id },
  });
  const cardBooking = await ts.call("POST", "/customer/v2/booking", {
    tenant,
    token: passenger,
    key: true,
    json: oneWay({ paymentMethod: "card" }, localTrip(tenant)),
  });
  const payment = await ts.call("POST", "/customer/v2/checkout/checkout", {
    tenant,
    token: passenger,
    key: true,
    form: { basket_id: cardBooking.body.basket_id, paymentMethod: "card", newCardToken: "tok_threeDSecure2Required" },
  });
  const profile = await ts.call("POST", "/customer/v2/checkToken", { tenant, token: booker });
  const businessId = profile.body.accounts[0].business_id as number;
  const subs = await ts.call("GET", `/business/subAccounts?business_id=${businessId}`, { tenant, token: booker });
  const invited = `invitee.${tenant.toLowerCase()}@example.com`;
  await ts.call("POST", "/business/subAccounts/invite", {
    tenant,
    token: booker,
    form: { business_id: businessId, name: "Invitee", email: invited },
  });
  const invitation = (await ts.outbox(invited, tenant))[0]?.body.match(/invitation\/([A-Za-z0-9_-]+)/)?.[1] as string;
  const contracts = await ts.call("GET", "/driver/repeat-service/bids/getContractsForWeb", { tenant, token: driver });
  const contractId = contracts.body.contracts[0].id as number;
  await ts.call("POST", "/driver/repeat-service/bids/place", {
    tenant,
    token: driver,
    key: true,
    form: { contract_id: contractId, amount: 1234 },
  });
  const guest = await ts.call("GET", "/customer/v2/getGuestUserId", { tenant });
  // The invitation is the one message to this address (receipts go only to the booking's own address).
  const recipient = invited;
  return {
    tenant,
    passenger,
    booker,
    driver,
    bookingToken: booking.body.bookings[0].booking_token,
    bookingId: booking.body.bookings[0].id,
    cardId: cards.body.cards[0].id,
    cardToken: cardToken.body.id,
    setupId: setup.body.setup_id,
    paymentId: payment.body.payment.id,
    clientSecret: payment.body.payment.client_secret,
    businessId,
    subAccountId: subs.body.sub_accounts.find((s: { status: string }) => s.status === "active").business_user_id,
    invitationToken: invitation,
    contractId,
    guestId: guest.body.guestUserId,
    recipient,
  };
};

beforeAll(async () => {
  ts = await startSandbox();
  for (const tenant of tenants) fixtures[tenant] = await setUp(tenant);
}, 60_000);
afterAll(() => ts.stop());

const credentialOf = (f: Fixture, role: Role): string | undefined =>
  role === "consumer" ? f.passenger : role === "business" ? f.booker : role === "driver" ? f.driver : undefined;

/** Refused: a 400 with one of the codes, or a 401 when the role's credential is not a customer's. */
const refused = (answer: Answer, role: Role, ...codes: string[]): void => {
  if (role === "driver") {
    expect(answer.status, JSON.stringify(answer.body)).toBe(401);
    return;
  }
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(codes).toContain(answer.body.error);
};

interface Case {
  readonly object: string;
  readonly action: string;
  readonly roles: ReadonlyArray<Role>;
  readonly run: (owner: Fixture, other: Fixture, role: Role) => Promise<void>;
}

const asOther = (other: Fixture, role: Role) => {
  const token = credentialOf(other, role);
  return { tenant: other.tenant, ...(token === undefined ? {} : { token }) };
};

const cases: ReadonlyArray<Case> = [
  {
    object: "booking",
    action: "read by token",
    roles,
    run: async (owner, other, role) =>
      refused(
        await ts.call("GET", `/customer/v2/getBooking?booking_token=${owner.bookingToken}`, asOther(other, role)),
        role,
        "invalid_booking",
      ),
  },
  {
    object: "booking",
    action: "cancellation preview",
    roles,
    run: async (owner, other, role) =>
      refused(
        await ts.call(
          "GET",
          `/customer/v2/getCancelBookingInfo?booking_token=${owner.bookingToken}`,
          asOther(other, role),
        ),
        role,
        "invalid_booking",
      ),
  },
  {
    object: "booking",
    action: "cancel",
    roles,
    run: async (owner, other, role) => {
      refused(
        await ts.call("POST", "/customer/v2/checkout/cancelBookingPair", {
          ...asOther(other, role),
          form: { booking_token: owner.bookingToken },
        }),
        role,
        "invalid_booking",
      );
      const still = await ts.call("GET", `/customer/v2/getBooking?booking_token=${owner.bookingToken}`, {
        tenant: owner.tenant,
      });
      expect(still.body.booking.status).not.toBe("cancelled");
    },
  },
  {
    object: "booking",
    action: "send receipt",
    roles,
    run: async (owner, other, role) =>
      refused(
        await ts.call("POST", "/customer/v2/sendReceipt", {
          ...asOther(other, role),
          form: { booking_token: owner.bookingToken, email: "x@example.com" },
        }),
        role,
        "invalid_booking",
      ),
  },
  {
    object: "booking",
    action: "update",
    roles: ["consumer", "business", "driver"],
    run: async (owner, other, role) =>
      refused(
        await ts.call("POST", "/customer/v2/booking/update", {
          ...asOther(other, role),
          json: { booking_token: owner.bookingToken, ...oneWay({}, localTrip(other.tenant)).outbound },
        }),
        role,
        "invalid_booking",
      ),
  },
  {
    object: "booking",
    action: "pay by id and by token",
    roles,
    run: async (owner, other, role) => {
      refused(
        await ts.call("POST", "/customer/v2/checkout/checkout", {
          ...asOther(other, role),
          key: true,
          form: { booking_ids: String(owner.bookingId), paymentMethod: "cash", guestUserId: other.guestId },
        }),
        role,
        "invalid_booking",
      );
      refused(
        await ts.call("POST", "/customer/v2/checkout/checkout", {
          ...asOther(other, role),
          key: true,
          form: { booking_token: owner.bookingToken, paymentMethod: "card", newCardToken: "tok_visa" },
        }),
        role,
        "invalid_booking",
      );
    },
  },
  {
    object: "booking",
    action: "basket and promo code check",
    roles: ["consumer", "business", "guest"],
    run: async (owner, other, role) => {
      refused(
        await ts.call("POST", "/customer/v2/checkout/updateBasket", {
          ...asOther(other, role),
          json: { booking_ids: [owner.bookingId], guestUserId: other.guestId },
        }),
        role,
        "invalid_booking",
      );
      refused(
        await ts.call("POST", "/customer/v2/promocode/canUseForBooking", {
          ...asOther(other, role),
          form: { promocode: "WELCOME10", booking_ids: String(owner.bookingId), guestUserId: other.guestId },
        }),
        role,
        "invalid_booking",
      );
    },
  },
  {
    object: "booking",
    action: "appear in lists",
    roles: ["consumer", "business"],
    run: async (owner, other, role) => {
      for (const path of [
        "/customer/v2/upcoming/get?count=100",
        "/customer/v2/get/bookings?count=100",
        "/customer/v2/history/get?count=100",
      ]) {
        const list = await ts.call("GET", path, asOther(other, role));
        expect(list.status).toBe(200);
        expect(list.body.bookings.map((b: { id: number }) => b.id)).not.toContain(owner.bookingId);
      }
    },
  },
  {
    object: "card",
    action: "list, charge and confirm a setup",
    roles: ["consumer", "business"],
    run: async (owner, other, role) => {
      const cards = await ts.call("GET", "/customer/card/get", asOther(other, role));
      expect(cards.body.cards.map((c: { id: string }) => c.id)).not.toContain(owner.cardId);
      const own = await ts.call("POST", "/customer/v2/booking", {
        ...asOther(other, role),
        key: true,
        json: oneWay({ paymentMethod: "card" }, localTrip(other.tenant)),
      });
      refused(
        await ts.call("POST", "/customer/v2/checkout/checkout", {
          ...asOther(other, role),
          key: true,
          form: { basket_id: own.body.basket_id, paymentMethod: "card", card_id: owner.cardId },
        }),
        role,
        "bad_request",
      );
      refused(
        await ts.call("POST", "/customer/v2/card/confirmSetup", {
          ...asOther(other, role),
          form: { setup_id: owner.setupId },
        }),
        role,
        "bad_request",
      );
    },
  },
  {
    object: "card token",
    action: "save and pay with",
    roles: ["consumer", "business", "guest"],
    run: async (owner, other, role) => {
      if (role !== "guest") {
        refused(
          await ts.call("POST", "/customer/v2/card/add", {
            ...asOther(other, role),
            key: true,
            form: { newCardToken: owner.cardToken },
          }),
          role,
          "bad_request",
        );
      }
      const guestBooking = await ts.call("POST", "/customer/v2/booking", {
        tenant: other.tenant,
        key: true,
        json: oneWay(
          { paymentMethod: "card", guestBooking: true, guestUserId: other.guestId },
          { name: "G", phone: "+447700900001", email: "g@example.com", ...localTrip(other.tenant) },
        ),
      });
      const pay = await ts.call("POST", "/customer/v2/checkout/checkout", {
        tenant: other.tenant,
        key: true,
        form: {
          booking_token: guestBooking.body.bookings[0].booking_token,
          paymentMethod: "card",
          newCardToken: owner.cardToken,
        },
      });
      refused(pay, "guest", "bad_request");
    },
  },
  {
    object: "payment",
    action: "confirm and answer its 3-D Secure challenge",
    roles,
    run: async (owner, other, role) => {
      refused(
        await ts.call("POST", "/customer/v2/checkout/confirmPayment", {
          ...asOther(other, role),
          form: { payment_id: owner.paymentId },
        }),
        role,
        // A payment id is no credential: another tenant's names no booking (BookingRights).
        "invalid_booking",
      );
      const challenge = await ts.call("POST", "/sandbox/payments/3ds", {
        tenant: other.tenant,
        json: { client_secret: owner.clientSecret, outcome: "fail" },
      });
      expect(challenge.status).toBe(400);
    },
  },
  {
    object: "business account",
    action: "list its trips, book and bulk-upload on it",
    roles: ["consumer", "business", "driver"],
    run: async (owner, other, role) => {
      refused(
        await ts.call("GET", `/customer/v2/upcoming/get?business_id=${owner.businessId}`, asOther(other, role)),
        role,
        "not_business_user",
      );
      refused(
        await ts.call("GET", `/customer/v2/history/get?business_id=${owner.businessId}`, asOther(other, role)),
        role,
        "not_business_user",
      );
      refused(
        await ts.call("POST", "/customer/v2/booking", {
          ...asOther(other, role),
          key: true,
          json: oneWay(
            { business_id: owner.businessId, paymentMethod: "account", poNumber: "X" },
            localTrip(other.tenant),
          ),
        }),
        role,
        "not_business_user",
      );
      refused(
        await ts.call("POST", "/business/trips/bulkImport", {
          ...asOther(other, role),
          key: true,
          json: { business_id: owner.businessId, dry_run: true, rows: [] },
        }),
        role,
        "not_business_user",
        "bad_request",
      );
    },
  },
  {
    object: "sub-account",
    action: "list, invite and remove",
    roles: ["consumer", "business", "driver"],
    run: async (owner, other, role) => {
      refused(
        await ts.call("GET", `/business/subAccounts?business_id=${owner.businessId}`, asOther(other, role)),
        role,
        "not_business_user",
      );
      refused(
        await ts.call("POST", "/business/subAccounts/invite", {
          ...asOther(other, role),
          form: { business_id: owner.businessId, name: "Mallory", email: "mallory@example.com" },
        }),
        role,
        "not_business_user",
      );
      refused(
        await ts.call("POST", "/business/subAccounts/remove", {
          ...asOther(other, role),
          form: { business_id: owner.businessId, business_user_id: owner.subAccountId },
        }),
        role,
        "not_business_user",
      );
      const subs = await ts.call("GET", `/business/subAccounts?business_id=${owner.businessId}`, {
        tenant: owner.tenant,
        token: owner.booker,
      });
      expect(subs.body.sub_accounts.map((s: { business_user_id: number | null }) => s.business_user_id)).toContain(
        owner.subAccountId,
      );
    },
  },
  {
    object: "invitation",
    action: "read and accept",
    roles: ["consumer", "business", "guest"],
    run: async (owner, other, role) => {
      refused(
        await ts.call("GET", `/business/invitation?token=${owner.invitationToken}`, asOther(other, role)),
        role,
        "invalid_invitation",
      );
      refused(
        await ts.call("POST", "/business/invitation/accept", {
          ...asOther(other, role),
          form: { token: owner.invitationToken, name: "M", number: "+447700900002", password: "long-enough-1" },
        }),
        role,
        "invalid_invitation",
      );
    },
  },
  {
    object: "outbox",
    action: "read",
    roles: ["guest"],
    run: async (owner, other) => {
      expect(await ts.outbox(owner.recipient, owner.tenant)).toHaveLength(1);
      expect(await ts.outbox(owner.recipient, other.tenant)).toEqual([]);
      const all = await ts.call("GET", "/sandbox/outbox?limit=500", { tenant: other.tenant });
      expect(all.body.messages.map((m: { to: string }) => m.to)).not.toContain(owner.recipient);
    },
  },
  {
    object: "driver contract and bid",
    action: "list and bid",
    roles: ["driver"],
    run: async (owner, other) => {
      const list = await ts.call("GET", "/driver/repeat-service/bids/getContractsForWeb?status=all", {
        tenant: other.tenant,
        token: other.driver,
      });
      expect(list.body.contracts.map((c: { id: number }) => c.id)).not.toContain(owner.contractId);
      const bid = await ts.call("POST", "/driver/repeat-service/bids/place", {
        tenant: other.tenant,
        token: other.driver,
        key: true,
        form: { contract_id: owner.contractId, amount: 1 },
      });
      expect(bid.body.error).toBe("contract_not_open");
      const mine = await ts.call("GET", "/driver/repeat-service/bids/getContractsForWeb", {
        tenant: owner.tenant,
        token: owner.driver,
      });
      expect(mine.body.contracts.find((c: { id: number }) => c.id === owner.contractId).my_bid.amount.amount).toBe(
        1234,
      );
    },
  },
  {
    object: "guest id",
    action: "book with",
    roles: ["guest"],
    run: async (owner, other) => {
      const answer = await ts.call("POST", "/customer/v2/booking", {
        tenant: other.tenant,
        key: true,
        json: oneWay(
          { guestBooking: true, guestUserId: owner.guestId },
          { name: "G", phone: "+447700900001", email: "g@example.com", ...localTrip(other.tenant) },
        ),
      });
      refused(answer, "guest", "bad_request");
    },
  },
  {
    object: "session",
    action: "use with another tenant's X-TENANT-ID",
    roles: ["consumer", "business", "driver"],
    run: async (owner, other, role) => {
      const token = credentialOf(owner, role) as string;
      const path = role === "driver" ? "/driver/repeat-service/bids/getContractsForWeb" : "/customer/v2/checkToken";
      const method = role === "driver" ? "GET" : "POST";
      const answer = await ts.call(method, path, { tenant: other.tenant, token });
      expect(answer.status).toBe(401);
      expect(answer.body.error).toBe("invalid_token");
      if (role !== "driver") {
        const cookie = await ts.call("GET", "/customer/card/get", {
          tenant: other.tenant,
          cookie: `access_token=${token}`,
        });
        expect(cookie.status).toBe(401);
        expect(cookie.headers.get("set-cookie")).toContain("Max-Age=0");
        const optional = await ts.call("GET", `/customer/v2/getBooking?booking_token=${other.bookingToken}`, {
          tenant: other.tenant,
          token,
        });
        expect(optional.status).toBe(401);
      }
    },
  },
];

const pairs = tenants.flatMap((owner) =>
  tenants.filter((other) => other !== owner).map((other) => [owner, other] as const),
);

describe.each(pairs)("objects of %s seen from %s", (ownerCode, otherCode) => {
  const rows = cases.flatMap((c) => c.roles.map((role) => [`${c.object}: ${c.action} as ${role}`, c, role] as const));
  it.each(rows)("%s is refused", async (_name, c, role) => {
    await c.run(fixtures[ownerCode], fixtures[otherCode], role);
  });
});

describe("each tenant keeps its own state", () => {
  it("a single-use promo code used in one tenant is still available in the others", async () => {
    const book = fixtures.BOOK;
    const used = await ts.call("POST", "/customer/v2/booking", {
      tenant: "BOOK",
      token: book.passenger,
      key: true,
      json: oneWay({ promocode: "WELCOME10" }),
    });
    expect(used.status).toBe(200);
    const again = await ts.call("POST", "/customer/v2/promocode/canUseForBooking", {
      tenant: "BOOK",
      token: book.passenger,
      form: { promocode: "WELCOME10", amount: 2000 },
    });
    expect(again.body).toMatchObject({ can_use: false, reason: "already_used" });
    for (const tenant of ["GDT", "PDC"] as const) {
      const elsewhere = await ts.call("POST", "/customer/v2/promocode/canUseForBooking", {
        tenant,
        token: fixtures[tenant].passenger,
        form: { promocode: "WELCOME10", amount: 2000 },
      });
      expect(elsewhere.body.can_use).toBe(true);
    }
  });

  it("the same e-mail is a different person in each tenant", async () => {
    const ids = await Promise.all(
      tenants.map(
        async (tenant) =>
          (await ts.call("POST", "/customer/v2/checkToken", { tenant, token: fixtures[tenant].passenger })).body.id,
      ),
    );
    expect(new Set(ids).size).toBe(3);
  });
});
