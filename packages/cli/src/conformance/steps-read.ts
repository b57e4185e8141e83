/**
 * The conformance steps that change nothing: what anyone may read, requests that must be refused
 * (wrong credentials, spent tokens, sign-ups and payments that cannot be right), the driver
 * portal's reads, and a signed-in customer's reads. The refusals use Ofcom's drama range
 * (+44 7700 900xxx) for phone numbers: never a real phone.
 */
import { Money } from "@cabline/domain";
import { type Journey, omit, type Start, stepOf } from "./journey.ts";

const unknownToken = "cabline-conformance-no-such-booking";
const unknownCode = "CABLINECONFORMANCE0";
const unknownInvitation = "cabline-conformance-no-such-invitation";
const nobody = "nobody.conformance@example.com";
const wrongPassword = (j: Journey) => `cabline-conformance-wrong-${j.options.runId}`;
const loginRefusals = [
  "invalid_login",
  "invalid_login_email",
  "invalid_login_password",
  "too_many_attempts_please_wait",
];

const first = stepOf<Start>();
const step = stepOf<Journey>();

/** Read-only operations anyone may call; what they answer shapes the journey (journey.ts plan). */
export const firstReads = [
  first({
    operation: "getConfiguration",
    description: "tenant configuration",
    call: (s) => s.dispatch.configuration.getConfiguration(),
    keep: (s, configuration) => void (s.configuration = configuration),
  }),
  first({
    operation: "getActiveRideTypes",
    description: "active ride types",
    call: (s) => s.dispatch.bookings.getActiveRideTypes(),
    keep: (s, rideTypes) => void (s.rideTypes = rideTypes),
  }),
  first({
    operation: "getGuestUserId",
    description: "a guest user id",
    call: (s) => s.dispatch.customerAuth.getGuestUserId(),
    keep: (s, id) => void (s.guestUserId = id),
  }),
];

/** Pricing the trip, and lookups of things that do not exist. */
export const lookups = [
  step({
    operation: "getCostEstimate",
    description: (j) =>
      j.outsideArea !== undefined && j.rideId !== null
        ? `a trip outside the published ${j.outsideArea.name} is refused (expects pickup_not_in_soton)`
        : j.trip.via === undefined || j.rideId === null
          ? "price a round trip"
          : "price a round trip with a via",
    gate: (j) => (j.rideId === null ? j.noRide : undefined),
    call: (j) => j.dispatch.bookings.getCostEstimate(j.roundTrip),
    expectedCodes: (j) => (j.outsideArea === undefined ? undefined : ["pickup_not_in_soton"]),
    verify: (estimate, j) =>
      j.outsideArea !== undefined
        ? `priced a trip that neither starts nor finishes in the published ${j.outsideArea.name}`
        : estimate.return === undefined
          ? "the estimate of a round trip has no return fare"
          : undefined,
  }),
  step({
    operation: "getBooking",
    description: "look up an unknown token (expects invalid_booking)",
    call: (j) => j.dispatch.tracking.getBooking({ bookingToken: unknownToken }),
    expectedCodes: ["invalid_booking"],
    verify: () => "an unknown token was answered as a booking",
  }),
  step({
    operation: "getCancelBookingInfo",
    description: "cancellation preview of an unknown token (expects invalid_booking)",
    call: (j) => j.dispatch.bookings.getCancelBookingInfo({ bookingToken: unknownToken }),
    expectedCodes: ["invalid_booking"],
    verify: () => "an unknown token was answered with a preview",
  }),
  step({
    operation: "getPromocodeInfo",
    description: "an unknown promo code",
    call: (j) => j.dispatch.cardsAndPromocodes.getPromocodeInfo({ promocode: unknownCode }),
    expectedCodes: "any",
  }),
  step({
    operation: "canUsePromocodeForBooking",
    description: "can an unknown promo code be used",
    call: (j) =>
      j.dispatch.cardsAndPromocodes.canUsePromocodeForBooking({
        promocode: unknownCode,
        amount: Money.fromMinor(2500),
      }),
    expectedCodes: "any",
    verify: (check) => (check.can_use ? "an unknown promo code was said to be usable" : undefined),
  }),
  step({
    operation: "getFlightTracking",
    description: "flight tracking",
    call: (j) => j.dispatch.tracking.getFlightTracking({ flightNumber: "BA2490" }),
    expectedCodes: ["flight_information_not_found"],
  }),
  step({
    operation: "checkDriverSignupStatus",
    description: "driver sign-up status of an unknown e-mail",
    call: (j) => j.dispatch.driver.checkDriverSignupStatus({ email: nobody }),
    expectedCodes: "any",
  }),
  step({
    operation: "getInvitation",
    description: "an unknown sub-account invitation",
    call: (j) => j.dispatch.business.getInvitation({ token: unknownInvitation }),
    expectedCodes: "any",
  }),
];

/** Requests that must be refused, so they change nothing: wrong credentials, spent tokens. */
export const signInRefusals = [
  step({
    operation: "doLoginWeb",
    description: "sign-in with a wrong password (expects invalid_login)",
    call: (j) => j.dispatch.customerAuth.doLoginWeb({ email: nobody, password: wrongPassword(j) }),
    expectedCodes: loginRefusals,
    verify: () => "a wrong password signed in",
  }),
  step({
    operation: "loginUsingPhoneNumberWeb",
    description: "sign-in with a code never sent (expects a refusal)",
    call: (j) =>
      j.dispatch.customerAuth.loginUsingPhoneNumberWeb({ number: "+447700900999", validationCode: "000000" }),
    expectedCodes: [
      "Invalid confirmation code",
      "no_validation_record",
      "number_not_registered",
      "too_many_attempts_please_wait",
    ],
    verify: () => "a code that was never sent signed in",
  }),
  step({
    operation: "resetPassword",
    description: "a password reset with an unknown link (expects invalid_reset_token)",
    call: (j) => j.dispatch.customerAuth.resetPassword({ token: unknownToken, password: wrongPassword(j) }),
    expectedCodes: ["invalid_reset_token"],
    verify: () => "an unknown reset link changed a password",
  }),
  step({
    operation: "forgotPassword",
    description: "a reset link for an address with no account (answers as for any address)",
    call: (j) => j.dispatch.customerAuth.forgotPassword({ email: nobody }),
    expectedCodes: ["too_many_attempts_please_wait"],
  }),
  step({
    operation: "driverForgotPassword",
    description: "a driver reset link for an address with no account",
    call: (j) => j.dispatch.driver.driverForgotPassword({ email: nobody }),
    expectedCodes: ["too_many_attempts_please_wait"],
  }),
  step({
    operation: "doLoginToolbox",
    description: "driver sign-in with a wrong password (expects invalid_login)",
    call: (j) => j.dispatch.driver.doLoginToolbox({ email: nobody, password: wrongPassword(j) }),
    expectedCodes: loginRefusals,
    verify: () => "a wrong driver password signed in",
  }),
  step({
    operation: "driverResetPassword",
    description: "a driver password reset with an unknown link (expects invalid_reset_token)",
    call: (j) => j.dispatch.driver.driverResetPassword({ token: unknownToken, password: wrongPassword(j) }),
    expectedCodes: ["invalid_reset_token"],
    verify: () => "an unknown reset link changed a driver's password",
  }),
];

const withoutPolicy = (j: Journey) => ({
  firstName: "",
  lastName: "",
  email: `nobody.conformance+${j.options.runId}@example.com`,
  phoneNumber: "07700900997",
  password: wrongPassword(j),
  acceptPolicy: false,
});

/**
 * Sign-ups and payments refused as they must be, so nothing is created or charged: a code never
 * sent, an address that is not one, a form without the policy accepted, a document for no
 * application, a payment that does not exist.
 */
export const signUpAndPaymentRefusals = [
  step({
    operation: "submitTelForValidation",
    description: "a code asked for with a captcha answer that cannot be right",
    call: (j) =>
      j.dispatch.customerAuth.submitTelForValidation({
        number: "+447700900999",
        isForSignIn: true,
        captchaToken: `cabline-conformance-not-a-captcha-${j.options.runId}`,
      }),
    expectedCodes: "any",
    verify: () => "a code was sent for a captcha answer that cannot be right",
  }),
  step({
    operation: "registerWeb",
    description: "a sign-up with a code never sent (expects a refusal)",
    call: (j) =>
      j.dispatch.customerAuth.registerWeb({
        name: "Conformance Check",
        email: `nobody.conformance+${j.options.runId}@example.com`,
        number: "+447700900998",
        validationCode: "000000",
        password: wrongPassword(j),
      }),
    expectedCodes: "any",
    verify: () => "a code that was never sent created an account",
  }),
  step({
    operation: "submitEmailForValidation",
    description: "an e-mail address that is not one (expects email_invalid)",
    call: (j) => j.dispatch.customerAuth.submitEmailForValidation({ email: "not-an-e-mail-address" }),
    expectedCodes: "any",
    verify: () => "an e-mail address that is not one was accepted",
  }),
  step({
    operation: "businessSignup",
    description: "a business sign-up with no company and the policy not accepted",
    call: (j) => j.dispatch.business.businessSignup({ ...withoutPolicy(j), company_name: "" }),
    expectedCodes: "any",
    verify: () => "a business sign-up with no company and the policy not accepted was accepted",
  }),
  step({
    operation: "submitDriverSignup",
    description: "a driver application with no name and the policy not accepted",
    call: (j) =>
      j.dispatch.driver.submitDriverSignup({
        ...withoutPolicy(j),
        badge_expires: "",
        dvla_licence_number: "",
        dvla_licence_expires: "",
        dbs_certificate_number: "",
        dbs_issued: "",
      }),
    expectedCodes: "any",
    verify: () => "a driver application with no name and the policy not accepted was accepted",
  }),
  step({
    operation: "uploadDriverDocument",
    description: "a document with an upload token no application holds (expects invalid_upload_token)",
    call: (j) =>
      j.dispatch.driver.uploadDriverDocument({
        upload_token: "cabline-conformance-no-such-upload-token",
        document: "insurance",
        file_name: "insurance.pdf",
        content_type: "application/pdf",
        content_base64: "JVBERi0xLjcK",
      }),
    expectedCodes: ["invalid_upload_token"],
    verify: () => "a document was taken with an upload token no application holds",
  }),
  step({
    operation: "confirmPayment",
    description: "confirming a payment that does not exist",
    call: (j) =>
      j.dispatch.checkout.confirmPayment({ paymentId: "pi_cabline_conformance_none", bookingToken: unknownToken }),
    expectedCodes: "any",
    verify: () => "a payment that does not exist was confirmed",
  }),
];

const noDriver = (j: Journey) => (j.options.driver === undefined ? "no driver sign-in (--driver-email)" : undefined);
const driverSignedIn = (j: Journey) => noDriver(j) ?? (j.driverLogin === undefined ? omit : undefined);

/** The driver portal, with a driver's own sign-in (--driver-email). */
export const driverPortal = [
  step({
    operation: "doLoginToolbox",
    description: "driver sign-in (a 10-minute session)",
    gate: (j) => (j.options.driver === undefined ? omit : undefined),
    call: (j) => j.dispatch.driver.doLoginToolbox(j.options.driver ?? { email: "", password: "" }),
    verify: (login, j) =>
      login.sessionExpiresAt - j.options.nowMs > 10 * 60_000 + 60_000
        ? "the driver session lasts longer than 10 minutes (spec §4)"
        : undefined,
    keep: (j, login) => void (j.driverLogin = login),
  }),
  step({
    operation: "placeBid",
    description: (j) =>
      j.options.driver === undefined
        ? "a bid on a contract"
        : "a bid on a contract that does not exist (expects a refusal)",
    gate: driverSignedIn,
    call: (j) =>
      j.dispatch.driver.placeBid(
        { driverToken: j.driverLogin?.accessToken ?? "", bid: { contract_id: 0, amount: Money.fromMinor(1000) } },
        { idempotencyKey: `cabline-conformance-bid-${j.options.runId}` },
      ),
    expectedCodes: "any",
    verify: () => "a bid on a contract that does not exist was taken",
  }),
  step({
    operation: "getContractsForWeb",
    description: (j) => (j.options.driver === undefined ? "a driver's contracts" : "the contracts open for bids"),
    gate: driverSignedIn,
    call: (j) =>
      j.dispatch.driver.getContractsForWeb({ driverToken: j.driverLogin?.accessToken ?? "", status: "open" }),
    verify: (contracts) =>
      contracts.some((contract) => contract.status !== "open") ? "asked for open contracts, got others too" : undefined,
  }),
];
