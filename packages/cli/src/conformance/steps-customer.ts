/**
 * The conformance steps of a signed-in customer (spec §6 roles, §7 calls): reads
 * of their own data, and changes that must be refused so nothing changes (closing the account
 * with a wrong password, saving a card that does not exist). A business account's members are
 * read, and one trip is checked with a dry run that books nothing.
 */
import { type Journey, omit, stepOf } from "./journey.ts";

const step = stepOf<Journey>();

const signedOut = (j: Journey) => (j.options.signedIn ? undefined : "not signed in (run cabline login first)");
const business = (j: Journey) => j.profile?.accounts?.[0];
const withBusiness = (j: Journey) =>
  signedOut(j) ?? (business(j) === undefined ? "the signed-in user has no business account" : undefined);

export const customerReads = [
  step({
    operation: "checkToken",
    description: "the signed-in profile",
    gate: signedOut,
    call: (j) => j.dispatch.customerAuth.checkToken(),
    keep: (j, profile) => void (j.profile = profile),
  }),
  step({
    operation: "getBookings",
    description: "the latest 5 bookings",
    gate: signedOut,
    call: (j) => j.dispatch.bookings.getBookings({ count: 5 }),
    verify: (page) => (page.bookings.length > 5 ? `asked for 5 bookings, got ${page.bookings.length}` : undefined),
  }),
  step({
    operation: "getUpcoming",
    description: "upcoming bookings",
    gate: signedOut,
    call: (j) => j.dispatch.bookings.getUpcoming({ count: 10 }),
  }),
  step({
    operation: "getHistory",
    description: "past bookings",
    gate: signedOut,
    call: (j) => j.dispatch.bookings.getHistory({ count: 10 }),
  }),
  step({
    operation: "getAllPromocodes",
    description: "the user's promo codes",
    gate: signedOut,
    call: (j) => j.dispatch.cardsAndPromocodes.getAllPromocodes(),
  }),
  step({
    operation: "getCards",
    description: "saved cards",
    gate: signedOut,
    call: (j) => j.dispatch.cardsAndPromocodes.getCards(),
  }),
  step({
    operation: "getPersonalData",
    description: "everything the operator holds about the user",
    gate: signedOut,
    call: (j) => j.dispatch.customerAuth.getPersonalData(),
  }),
  // Never closes the account it runs as: a wrong password must be refused.
  step({
    operation: "closeAccount",
    description: "closing the account with a wrong password (expects password_invalid)",
    gate: signedOut,
    call: (j) => j.dispatch.customerAuth.closeAccount({ password: `cabline-conformance-wrong-${j.options.runId}` }),
    expectedCodes: ["password_invalid"],
    verify: () => "the account was closed with a wrong password",
  }),
  step({
    operation: "addCard",
    description: "saving a card token that does not exist (expects a refusal)",
    gate: signedOut,
    call: (j) =>
      j.dispatch.cardsAndPromocodes.addCard({
        newCardToken: "tok_cabline_conformance_none",
        idempotencyKey: `cabline-conformance-card-${j.options.runId}`,
      }),
    expectedCodes: "any",
    verify: () => "a card token that does not exist was saved",
  }),
  step({
    operation: "confirmCardSetup",
    description: "confirming a card set-up that does not exist",
    gate: signedOut,
    call: (j) => j.dispatch.cardsAndPromocodes.confirmCardSetup({ setupId: "seti_cabline_conformance_none" }),
    expectedCodes: "any",
    verify: () => "a card set-up that does not exist was confirmed",
  }),
  step({
    operation: "acceptInvitation",
    description: "accept an unknown invitation (expects invalid_invitation)",
    gate: signedOut,
    call: (j) => j.dispatch.business.acceptInvitation({ token: "cabline-conformance-no-such-invitation" }),
    expectedCodes: ["invalid_invitation"],
    verify: () => "an unknown invitation was accepted",
  }),
  step({
    operation: "getSubAccounts",
    description: "sub-accounts of the first business account",
    gate: (j) => (j.options.signedIn && business(j) === undefined ? omit : signedOut(j)),
    call: (j) => j.dispatch.business.getSubAccounts({ businessId: Number(business(j)?.business_id) }),
    expectedCodes: ["not_business_user"],
  }),
  step({
    operation: "bulkImportTrips",
    description: "a dry run of one trip on the first business account (books nothing)",
    gate: withBusiness,
    call: (j) =>
      j.dispatch.business.bulkImportTrips(
        {
          business_id: Number(business(j)?.business_id),
          dry_run: true,
          rows: [
            {
              row: 1,
              pickup_time: j.start,
              pickup_location: j.trip.pickup,
              destinations: [j.trip.drop],
              passengers: 1,
              passenger_name: "Cabline Conformance",
              po_number: "CONFORMANCE",
            },
          ],
        },
        { idempotencyKey: `cabline-conformance-bulk-${j.options.runId}` },
      ),
    expectedCodes: ["not_business_user", "bad_payment_type"],
    verify: (result) =>
      result.results.length !== 1
        ? `one row sent, ${result.results.length} answered`
        : result.results.some((row) => row.status === "booked")
          ? "a dry run booked a trip"
          : undefined,
  }),
];
