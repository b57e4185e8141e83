// Mutation testing of the sandbox's rule-bearing files: the money and life of a booking as the
// reference dispatch API applies them (price, promo, cancellation, cards, payment, checkout, the
// ledger's store, the status lifecycle, flights, the tenant's rules, invitations, the booking
// request's checks). Most of these call the domain's rules; a mutant that survives here is a
// decision the sandbox makes that no test pins. Run by `npm run mutation` (docs/mutation.md).
import { strykerConfig } from "../../scripts/stryker-config.mjs";

export default strykerConfig({
  name: "sandbox",
  mutate: [
    "src/booking-pricing.ts",
    "src/booking-request.ts",
    "src/business.ts",
    "src/cancellation.ts",
    "src/cards.ts",
    "src/checkout.ts",
    "src/flights.ts",
    "src/ledger.ts",
    "src/lifecycle.ts",
    "src/money.ts",
    "src/payments.ts",
    "src/promocodes.ts",
    "src/tariff.ts",
    "src/tenant-rules.ts",
  ],
  // Each test file starts a server on a temporary database.
  timeoutMS: 30_000,
  // Its tsconfig names the domain's by a relative path that the temporary copy does not have (the
  // test runner's transform fails on it); without it the repository's own is read, as for any file.
  ignorePatterns: ["tsconfig.json"],
});
