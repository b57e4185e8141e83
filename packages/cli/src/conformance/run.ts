/**
 * Conformance of a dispatch API to contracts/dispatch.openapi.yaml, seen through the real HTTP
 * adapters (which decode every answer against the contract): the read-only operations, and with
 * `write` a scripted booking journey (price, book a round trip with a via, replay the same
 * Idempotency-Key, look it up, list it, preview and cancel it). Each step reports whether the
 * request was accepted, whether the answer matched the contract, and what was seen when not.
 */
import type { DispatchApi } from "@cabline/api-ports/DispatchApi";
import { Booking, Money, RideAvailability, ServiceArea } from "@cabline/domain";
import { isPortError } from "../handle-error.ts";

/** One HTTP exchange, as the recording fetch saw it. */
export interface Exchange {
  readonly method: string;
  readonly path: string;
  readonly status?: number;
  readonly contentType?: string;
  readonly body?: string;
  readonly error?: string;
}

export type Outcome = "pass" | "fail" | "skip";

export interface StepResult {
  readonly operation: string;
  readonly description: string;
  readonly outcome: Outcome;
  /** The server took the request (an answer, success or an expected error). */
  readonly accepted: boolean;
  /** The answer had the shape the contract gives it. */
  readonly matchesContract: boolean;
  readonly http?: { readonly method: string; readonly path: string; readonly status?: number };
  readonly detail?: string;
  /** The §8 code of an error answer. */
  readonly code?: string;
  /** No answer at all: the server could not be reached or was too slow. */
  readonly unreachable?: boolean;
}

export interface Recorder {
  readonly exchanges: Array<Exchange>;
  /** Answers still being read for the report (see recordingFetch). */
  readonly pending: Array<Promise<void>>;
}

export const createRecorder = (): Recorder => ({ exchanges: [], pending: [] });

const snippet = (text: string): string => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 160 ? `${flat.slice(0, 160)}…` : flat;
};

/** The first few kilobytes of an answer, for the report; the rest is left to the adapter. */
const head = async (response: Response, maxBytes = 4096): Promise<string> => {
  if (response.body === null) return "";
  const reader = response.body.getReader();
  const chunks: Array<Uint8Array> = [];
  let total = 0;
  try {
    while (total < maxBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      total += value.byteLength;
    }
  } catch {
    // An aborted or broken body: report what arrived.
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return new TextDecoder().decode(Buffer.concat(chunks)).slice(0, maxBytes);
};

/** A fetch that keeps the method, path, status, content type and the start of each answer. */
export const recordingFetch =
  (recorder: Recorder, base: (input: Request, init?: RequestInit) => Promise<Response>) =>
  async (input: Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input.url);
    try {
      const response = await base(input, init);
      const contentType = response.headers.get("content-type") ?? undefined;
      const exchange: { -readonly [K in keyof Exchange]: Exchange[K] } = {
        method: input.method,
        path: url.pathname,
        status: response.status,
        ...(contentType === undefined ? {} : { contentType }),
        body: "",
      };
      recorder.exchanges.push(exchange);
      // The copy is read alongside the adapter's own reading: waiting for it first would stall
      // both halves of the tee once the unread half's buffer is full.
      recorder.pending.push(
        head(response.clone()).then((text) => {
          exchange.body = snippet(text);
        }),
      );
      return response;
    } catch (error) {
      recorder.exchanges.push({ method: input.method, path: url.pathname, error: (error as Error).message });
      throw error;
    }
  };

/** Places from the contract's own examples (Southampton), so no maps service is needed. */
export const fixturePlaces = {
  aboveBar: {
    address: "112 Above Bar Street, Southampton SO14 7DU",
    id: "sbx-addr-so14-7du-112-above-bar-street",
    lat: 50.9063,
    lng: -1.4047,
    types: ["street_address"],
    postCode: "SO14 7DU",
  },
  airport: {
    address: "Southampton Airport (SOU), Wide Lane, Southampton SO18 2NL",
    id: "sbx-poi-southampton-airport",
    lat: 50.9503,
    lng: -1.3568,
    types: ["airport", "point_of_interest", "establishment"],
    postCode: "SO18 2NL",
  },
  central: {
    address: "Southampton Central station, Blechynden Terrace, Southampton SO15 1AL",
    id: "sbx-poi-southampton-central-station",
    lat: 50.9076,
    lng: -1.4136,
    types: ["train_station", "transit_station", "point_of_interest", "establishment"],
    postCode: "SO15 1AL",
  },
  ocean: {
    address: "Ocean Cruise Terminal, Eastern Docks, Southampton SO14 3QN",
    id: "sbx-poi-ocean-cruise-terminal",
    lat: 50.8955,
    lng: -1.3964,
    types: ["point_of_interest", "establishment"],
    postCode: "SO14 3QN",
  },
} as const satisfies Record<string, Booking.Place>;

/** The journey's places: in the operator's own service area, which may not be Southampton. */
export interface TripPlaces {
  readonly pickup: Booking.Place;
  readonly drop: Booking.Place;
  readonly via?: Booking.Place | undefined;
}

/** The contract examples' Southampton trip: Above Bar Street to the Ocean Cruise Terminal via the station. */
export const defaultTrip: TripPlaces = {
  pickup: fixturePlaces.aboveBar,
  drop: fixturePlaces.ocean,
  via: fixturePlaces.central,
};

export interface ConformanceOptions {
  readonly dispatch: DispatchApi;
  /** Where the priced and booked trip goes; defaultTrip unless the operator names places. */
  readonly trip?: TripPlaces;
  readonly recorder: Recorder;
  readonly signedIn: boolean;
  readonly write: boolean;
  /** Epoch ms now, for the journey's pickup times. */
  readonly nowMs: number;
  /** A unique suffix for the journey's Idempotency-Key. */
  readonly runId: string;
  /** The session was opened for this run (--email), so the run may end it with doLogout. */
  readonly ownSession?: boolean;
  /** A driver's sign-in (--driver-email): the driver portal's reads are checked with it. */
  readonly driver?: { readonly email: string; readonly password: string };
  readonly onStep?: (step: StepResult) => void;
}

interface Check<A> {
  readonly operation: string;
  readonly description: string;
  readonly call: () => Promise<A>;
  /** §8 codes that are a correct answer too (a lookup of something that does not exist). */
  readonly expectedCodes?: ReadonlyArray<string> | "any";
  /** What the answer must also say, beyond its shape (the journey's promises). */
  readonly verify?: (value: A) => string | undefined;
}

const unknownToken = "cabline-conformance-no-such-booking";
const unknownCode = "CABLINECONFORMANCE0";

const isJson = (contentType: string | undefined): boolean =>
  contentType === undefined || /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType.trim());

export const runConformance = async (options: ConformanceOptions): Promise<ReadonlyArray<StepResult>> => {
  const { dispatch, recorder } = options;
  const steps: Array<StepResult> = [];

  const record = (step: StepResult) => {
    steps.push(step);
    options.onStep?.(step);
  };
  const skip = (operation: string, description: string, why: string) =>
    record({ operation, description, outcome: "skip", accepted: false, matchesContract: true, detail: why });

  const run = async <A>(check: Check<A>): Promise<A | undefined> => {
    const settled = async () => {
      await Promise.all(recorder.pending.splice(0));
    };
    const from = recorder.exchanges.length;
    const seen = () => recorder.exchanges.slice(from);
    const http = () => {
      const last = seen().at(-1);
      return last === undefined
        ? {}
        : {
            http: {
              method: last.method,
              path: last.path,
              ...(last.status === undefined ? {} : { status: last.status }),
            },
          };
    };
    const mediaProblem = () => {
      const wrong = seen().find(
        (exchange) => exchange.status !== undefined && exchange.body !== "" && !isJson(exchange.contentType),
      );
      return wrong === undefined
        ? undefined
        : `HTTP ${wrong.status} answered with Content-Type ${wrong.contentType ?? "(none)"}, not application/json: ${wrong.body ?? ""}`;
    };
    const base = { operation: check.operation, description: check.description };
    try {
      const value = await check.call();
      await settled();
      const media = mediaProblem();
      const broken = check.verify?.(value);
      record({
        ...base,
        outcome: media === undefined && broken === undefined ? "pass" : "fail",
        accepted: true,
        matchesContract: media === undefined,
        ...http(),
        ...(media === undefined && broken === undefined ? {} : { detail: media ?? broken ?? "" }),
      });
      return value;
    } catch (error) {
      if (!isPortError(error)) throw error;
      await settled();
      const last = seen().at(-1);
      const answer = last?.body === undefined || last.body === "" ? "" : ` Answer: ${last.body}`;
      const code = error.code;
      switch (error.reason) {
        case "Rejected": {
          const expected =
            check.expectedCodes === "any" || (code !== undefined && (check.expectedCodes ?? []).includes(code));
          const media = mediaProblem();
          record({
            ...base,
            outcome: expected && media === undefined ? "pass" : "fail",
            accepted: expected,
            matchesContract: media === undefined,
            ...http(),
            ...(code === undefined ? {} : { code }),
            detail:
              media ??
              (expected
                ? `answered the error ${code ?? "(no code)"} as the contract allows`
                : `refused a valid request: ${code ?? "no code"} (${error.message}).${answer}`),
          });
          return undefined;
        }
        case "SignedOut":
          record({
            ...base,
            outcome: "fail",
            accepted: false,
            matchesContract: true,
            ...http(),
            detail: `the session token was refused (HTTP ${error.status ?? "?"}).${answer}`,
          });
          return undefined;
        case "Contract":
          record({
            ...base,
            outcome: "fail",
            accepted: last?.status !== undefined && last.status < 300,
            matchesContract: false,
            ...http(),
            detail: `${error.detail ?? error.message}${answer}`,
          });
          return undefined;
        case "Network":
        case "Timeout":
          record({
            ...base,
            outcome: "fail",
            accepted: false,
            matchesContract: true,
            unreachable: true,
            ...http(),
            detail: `${error.reason === "Timeout" ? "no answer in time" : "unreachable"}: ${error.detail ?? error.message}${last?.status === undefined ? "" : ` (last answer HTTP ${last.status})`}`,
          });
          return undefined;
      }
    }
  };

  // Read-only operations anyone may call.
  const configuration = await run({
    operation: "getConfiguration",
    description: "tenant configuration",
    call: () => dispatch.configuration.getConfiguration(),
  });
  const rideTypes = await run({
    operation: "getActiveRideTypes",
    description: "active ride types",
    call: () => dispatch.bookings.getActiveRideTypes(),
  });
  const guestUserId = await run({
    operation: "getGuestUserId",
    description: "a guest user id",
    call: () => dispatch.customerAuth.getGuestUserId(),
  });
  const rideId = RideAvailability.selectRideType(
    rideTypes ?? [],
    { passengers: 1, luggage: 0, direction: "outbound" },
    null,
  );
  const returnRideId = RideAvailability.selectRideType(
    rideTypes ?? [],
    { passengers: 1, luggage: 0, direction: "return" },
    rideId,
  );
  const hour = 3_600_000;
  const leg = (
    pickup: Booking.Place,
    destinations: ReadonlyArray<Booking.Place>,
    at: number,
    ride: typeof rideId,
  ): Booking.LegRequest => ({
    dateTime: at,
    pickup,
    destinations,
    passengers: 1,
    luggage: 0,
    ...(ride === null || !Number.isInteger(Number(ride)) ? {} : { rideId: Number(ride) }),
    name: "Cabline Conformance",
    email: "conformance@example.com",
    phone: "+447700900999",
    dialCode: "GB",
  });
  const start = options.nowMs + 48 * hour;
  const trip = options.trip ?? defaultTrip;
  const roundTrip: Booking.BookingRequest = {
    outbound: leg(trip.pickup, [trip.drop, ...(trip.via === undefined ? [] : [trip.via])], start, rideId),
    return: leg(trip.drop, [trip.pickup], start + 6 * hour, returnRideId),
    returnEnabled: true,
    paymentMethod: "cash",
    ...(options.signedIn || guestUserId === undefined ? {} : { guestBooking: true, guestUserId }),
  };
  const noRide =
    rideTypes === undefined
      ? "needs the ride types, and getActiveRideTypes failed"
      : "no ride type can take one passenger";
  // A published service area says whether the trip may be booked: outside it, the API must refuse.
  const area = configuration?.service_area;
  const outsideArea =
    area !== undefined &&
    !ServiceArea.servesTrip(
      area,
      { lat: trip.pickup.lat, lon: trip.pickup.lng },
      { lat: trip.drop.lat, lon: trip.drop.lng },
    );
  if (rideId === null) skip("getCostEstimate", "price a round trip", noRide);
  else if (outsideArea) {
    await run({
      operation: "getCostEstimate",
      description: `a trip outside the published ${area.name} is refused (expects pickup_not_in_soton)`,
      call: () => dispatch.bookings.getCostEstimate(roundTrip),
      expectedCodes: ["pickup_not_in_soton"],
      verify: () => `priced a trip that neither starts nor finishes in the published ${area.name}`,
    });
  } else {
    await run({
      operation: "getCostEstimate",
      description: trip.via === undefined ? "price a round trip" : "price a round trip with a via",
      call: () => dispatch.bookings.getCostEstimate(roundTrip),
      verify: (estimate) =>
        estimate.return === undefined ? "the estimate of a round trip has no return fare" : undefined,
    });
  }
  await run({
    operation: "getBooking",
    description: "look up an unknown token (expects invalid_booking)",
    call: () => dispatch.tracking.getBooking({ bookingToken: unknownToken }),
    expectedCodes: ["invalid_booking"],
    verify: () => "an unknown token was answered as a booking",
  });
  await run({
    operation: "getCancelBookingInfo",
    description: "cancellation preview of an unknown token (expects invalid_booking)",
    call: () => dispatch.bookings.getCancelBookingInfo({ bookingToken: unknownToken }),
    expectedCodes: ["invalid_booking"],
    verify: () => "an unknown token was answered with a preview",
  });
  await run({
    operation: "getPromocodeInfo",
    description: "an unknown promo code",
    call: () => dispatch.cardsAndPromocodes.getPromocodeInfo({ promocode: unknownCode }),
    expectedCodes: "any",
  });
  await run({
    operation: "canUsePromocodeForBooking",
    description: "can an unknown promo code be used",
    call: () =>
      dispatch.cardsAndPromocodes.canUsePromocodeForBooking({ promocode: unknownCode, amount: Money.fromMinor(2500) }),
    expectedCodes: "any",
    verify: (check) => (check.can_use ? "an unknown promo code was said to be usable" : undefined),
  });
  await run({
    operation: "getFlightTracking",
    description: "flight tracking",
    call: () => dispatch.tracking.getFlightTracking({ flightNumber: "BA2490" }),
    expectedCodes: ["flight_information_not_found"],
  });
  await run({
    operation: "checkDriverSignupStatus",
    description: "driver sign-up status of an unknown e-mail",
    call: () => dispatch.driver.checkDriverSignupStatus({ email: "nobody.conformance@example.com" }),
    expectedCodes: "any",
  });
  await run({
    operation: "getInvitation",
    description: "an unknown sub-account invitation",
    call: () => dispatch.business.getInvitation({ token: "cabline-conformance-no-such-invitation" }),
    expectedCodes: "any",
  });

  // Requests that must be refused, so they change nothing: wrong credentials, spent tokens.
  const wrongPassword = `cabline-conformance-wrong-${options.runId}`;
  await run({
    operation: "doLoginWeb",
    description: "sign-in with a wrong password (expects invalid_login)",
    call: () => dispatch.customerAuth.doLoginWeb({ email: "nobody.conformance@example.com", password: wrongPassword }),
    expectedCodes: ["invalid_login", "invalid_login_email", "invalid_login_password", "too_many_attempts_please_wait"],
    verify: () => "a wrong password signed in",
  });
  await run({
    operation: "loginUsingPhoneNumberWeb",
    description: "sign-in with a code never sent (expects a refusal)",
    call: () => dispatch.customerAuth.loginUsingPhoneNumberWeb({ number: "+447700900999", validationCode: "000000" }),
    expectedCodes: [
      "Invalid confirmation code",
      "no_validation_record",
      "number_not_registered",
      "too_many_attempts_please_wait",
    ],
    verify: () => "a code that was never sent signed in",
  });
  await run({
    operation: "resetPassword",
    description: "a password reset with an unknown link (expects invalid_reset_token)",
    call: () => dispatch.customerAuth.resetPassword({ token: unknownToken, password: wrongPassword }),
    expectedCodes: ["invalid_reset_token"],
    verify: () => "an unknown reset link changed a password",
  });
  await run({
    operation: "forgotPassword",
    description: "a reset link for an address with no account (answers as for any address)",
    call: () => dispatch.customerAuth.forgotPassword({ email: "nobody.conformance@example.com" }),
    expectedCodes: ["too_many_attempts_please_wait"],
  });
  await run({
    operation: "driverForgotPassword",
    description: "a driver reset link for an address with no account",
    call: () => dispatch.driver.driverForgotPassword({ email: "nobody.conformance@example.com" }),
    expectedCodes: ["too_many_attempts_please_wait"],
  });
  await run({
    operation: "doLoginToolbox",
    description: "driver sign-in with a wrong password (expects invalid_login)",
    call: () => dispatch.driver.doLoginToolbox({ email: "nobody.conformance@example.com", password: wrongPassword }),
    expectedCodes: ["invalid_login", "invalid_login_email", "invalid_login_password", "too_many_attempts_please_wait"],
    verify: () => "a wrong driver password signed in",
  });
  await run({
    operation: "driverResetPassword",
    description: "a driver password reset with an unknown link (expects invalid_reset_token)",
    call: () => dispatch.driver.driverResetPassword({ token: unknownToken, password: wrongPassword }),
    expectedCodes: ["invalid_reset_token"],
    verify: () => "an unknown reset link changed a driver's password",
  });

  // Sign-ups and payments refused as they must be, so nothing is created or charged: a code
  // never sent, an address that is not one, a form without the policy accepted, a payment that
  // does not exist. The numbers are Ofcom's drama range (+44 7700 900xxx): never a real phone.
  await run({
    operation: "submitTelForValidation",
    description: "a code asked for with a captcha answer that cannot be right",
    call: () =>
      dispatch.customerAuth.submitTelForValidation({
        number: "+447700900999",
        isForSignIn: true,
        captchaToken: `cabline-conformance-not-a-captcha-${options.runId}`,
      }),
    expectedCodes: "any",
    verify: () => "a code was sent for a captcha answer that cannot be right",
  });
  await run({
    operation: "registerWeb",
    description: "a sign-up with a code never sent (expects a refusal)",
    call: () =>
      dispatch.customerAuth.registerWeb({
        name: "Conformance Check",
        email: `nobody.conformance+${options.runId}@example.com`,
        number: "+447700900998",
        validationCode: "000000",
        password: wrongPassword,
      }),
    expectedCodes: "any",
    verify: () => "a code that was never sent created an account",
  });
  await run({
    operation: "submitEmailForValidation",
    description: "an e-mail address that is not one (expects email_invalid)",
    call: () => dispatch.customerAuth.submitEmailForValidation({ email: "not-an-e-mail-address" }),
    expectedCodes: "any",
    verify: () => "an e-mail address that is not one was accepted",
  });
  const withoutPolicy = {
    firstName: "",
    lastName: "",
    email: `nobody.conformance+${options.runId}@example.com`,
    phoneNumber: "07700900997",
    password: wrongPassword,
    acceptPolicy: false,
  };
  await run({
    operation: "businessSignup",
    description: "a business sign-up with no company and the policy not accepted",
    call: () => dispatch.business.businessSignup({ ...withoutPolicy, company_name: "" }),
    expectedCodes: "any",
    verify: () => "a business sign-up with no company and the policy not accepted was accepted",
  });
  await run({
    operation: "submitDriverSignup",
    description: "a driver application with no name and the policy not accepted",
    call: () =>
      dispatch.driver.submitDriverSignup({
        ...withoutPolicy,
        badge_expires: "",
        dvla_licence_number: "",
        dvla_licence_expires: "",
        dbs_certificate_number: "",
        dbs_issued: "",
      }),
    expectedCodes: "any",
    verify: () => "a driver application with no name and the policy not accepted was accepted",
  });
  // A document sent with a made-up upload token must be refused: it belongs to no application.
  await run({
    operation: "uploadDriverDocument",
    description: "a document with an upload token no application holds (expects invalid_upload_token)",
    call: () =>
      dispatch.driver.uploadDriverDocument({
        upload_token: "cabline-conformance-no-such-upload-token",
        document: "insurance",
        file_name: "insurance.pdf",
        content_type: "application/pdf",
        content_base64: "JVBERi0xLjcK",
      }),
    expectedCodes: ["invalid_upload_token"],
    verify: () => "a document was taken with an upload token no application holds",
  });
  await run({
    operation: "confirmPayment",
    description: "confirming a payment that does not exist",
    call: () =>
      dispatch.checkout.confirmPayment({ paymentId: "pi_cabline_conformance_none", bookingToken: unknownToken }),
    expectedCodes: "any",
    verify: () => "a payment that does not exist was confirmed",
  });

  // The driver portal, with a driver's own sign-in.
  if (options.driver === undefined) {
    skip("placeBid", "a bid on a contract", "no driver sign-in (--driver-email)");
    skip("getContractsForWeb", "a driver's contracts", "no driver sign-in (--driver-email)");
  } else {
    const { email, password } = options.driver;
    const driver = await run({
      operation: "doLoginToolbox",
      description: "driver sign-in (a 10-minute session)",
      call: () => dispatch.driver.doLoginToolbox({ email, password }),
      verify: (login) =>
        login.sessionExpiresAt - options.nowMs > 10 * 60_000 + 60_000
          ? "the driver session lasts longer than 10 minutes (spec §4)"
          : undefined,
    });
    if (driver !== undefined) {
      await run({
        operation: "placeBid",
        description: "a bid on a contract that does not exist (expects a refusal)",
        call: () =>
          dispatch.driver.placeBid(
            { driverToken: driver.accessToken, bid: { contract_id: 0, amount: Money.fromMinor(1000) } },
            { idempotencyKey: `cabline-conformance-bid-${options.runId}` },
          ),
        expectedCodes: "any",
        verify: () => "a bid on a contract that does not exist was taken",
      });
      await run({
        operation: "getContractsForWeb",
        description: "the contracts open for bids",
        call: () => dispatch.driver.getContractsForWeb({ driverToken: driver.accessToken, status: "open" }),
        verify: (contracts) =>
          contracts.some((contract) => contract.status !== "open")
            ? "asked for open contracts, got others too"
            : undefined,
      });
    }
  }

  // Read-only operations of a signed-in customer.
  let businessAccount: { readonly business_id: number | string; readonly role?: string } | undefined;
  const customerOps = [
    "checkToken",
    "getBookings",
    "getUpcoming",
    "getHistory",
    "getAllPromocodes",
    "getCards",
    "getPersonalData",
  ] as const;
  if (!options.signedIn) {
    for (const operation of [...customerOps, "addCard", "confirmCardSetup", "closeAccount"])
      skip(operation, "signed-in customer", "not signed in (run cabline login first)");
  } else {
    const profile = await run({
      operation: "checkToken",
      description: "the signed-in profile",
      call: () => dispatch.customerAuth.checkToken(),
    });
    await run({
      operation: "getBookings",
      description: "the latest 5 bookings",
      call: () => dispatch.bookings.getBookings({ count: 5 }),
      verify: (page) => (page.bookings.length > 5 ? `asked for 5 bookings, got ${page.bookings.length}` : undefined),
    });
    await run({
      operation: "getUpcoming",
      description: "upcoming bookings",
      call: () => dispatch.bookings.getUpcoming({ count: 10 }),
    });
    await run({
      operation: "getHistory",
      description: "past bookings",
      call: () => dispatch.bookings.getHistory({ count: 10 }),
    });
    await run({
      operation: "getAllPromocodes",
      description: "the user's promo codes",
      call: () => dispatch.cardsAndPromocodes.getAllPromocodes(),
    });
    await run({
      operation: "getCards",
      description: "saved cards",
      call: () => dispatch.cardsAndPromocodes.getCards(),
    });
    await run({
      operation: "getPersonalData",
      description: "everything the operator holds about the user",
      call: () => dispatch.customerAuth.getPersonalData(),
    });
    // Never closes the account it runs as: a wrong password must be refused.
    await run({
      operation: "closeAccount",
      description: "closing the account with a wrong password (expects password_invalid)",
      call: () => dispatch.customerAuth.closeAccount({ password: `cabline-conformance-wrong-${options.runId}` }),
      expectedCodes: ["password_invalid"],
      verify: () => "the account was closed with a wrong password",
    });
    await run({
      operation: "addCard",
      description: "saving a card token that does not exist (expects a refusal)",
      call: () =>
        dispatch.cardsAndPromocodes.addCard({
          newCardToken: "tok_cabline_conformance_none",
          idempotencyKey: `cabline-conformance-card-${options.runId}`,
        }),
      expectedCodes: "any",
      verify: () => "a card token that does not exist was saved",
    });
    await run({
      operation: "confirmCardSetup",
      description: "confirming a card set-up that does not exist",
      call: () => dispatch.cardsAndPromocodes.confirmCardSetup({ setupId: "seti_cabline_conformance_none" }),
      expectedCodes: "any",
      verify: () => "a card set-up that does not exist was confirmed",
    });
    await run({
      operation: "acceptInvitation",
      description: "accept an unknown invitation (expects invalid_invitation)",
      call: () => dispatch.business.acceptInvitation({ token: "cabline-conformance-no-such-invitation" }),
      expectedCodes: ["invalid_invitation"],
      verify: () => "an unknown invitation was accepted",
    });
    const business = profile?.accounts?.[0];
    businessAccount = business;
    if (business !== undefined) {
      await run({
        operation: "getSubAccounts",
        description: "sub-accounts of the first business account",
        call: () => dispatch.business.getSubAccounts({ businessId: Number(business.business_id) }),
        expectedCodes: ["not_business_user"],
      });
      await run({
        operation: "bulkImportTrips",
        description: "a dry run of one trip on the first business account (books nothing)",
        call: () =>
          dispatch.business.bulkImportTrips(
            {
              business_id: Number(business.business_id),
              dry_run: true,
              rows: [
                {
                  row: 1,
                  pickup_time: start,
                  pickup_location: trip.pickup,
                  destinations: [trip.drop],
                  passengers: 1,
                  passenger_name: "Cabline Conformance",
                  po_number: "CONFORMANCE",
                },
              ],
            },
            { idempotencyKey: `cabline-conformance-bulk-${options.runId}` },
          ),
        expectedCodes: ["not_business_user", "bad_payment_type"],
        verify: (result) =>
          result.results.length !== 1
            ? `one row sent, ${result.results.length} answered`
            : result.results.some((row) => row.status === "booked")
              ? "a dry run booked a trip"
              : undefined,
      });
    } else skip("bulkImportTrips", "a dry run of one trip", "the signed-in user has no business account");
  }

  if (!options.write) return steps;

  // The booking journey: book, replay, look up, list, preview, cancel, look up again.
  if (rideId === null || outsideArea) {
    skip(
      "createBooking",
      "book a round trip",
      outsideArea
        ? "the trip is outside the published service area: name places in it with --pickup and --drop"
        : noRide,
    );
    return steps;
  }
  const key = `cabline-conformance-${options.runId}`;
  const created = await run({
    operation: "createBooking",
    description: "book a round trip with a via (cash)",
    call: () => dispatch.bookings.createBooking(roundTrip, { idempotencyKey: key }),
    verify: (answer) => {
      if (answer.bookings.length !== 2) return `a round trip should give 2 legs, got ${answer.bookings.length}`;
      const legs = answer.bookings.map((booking) => booking.leg).join(",");
      if (legs !== "outbound,return") return `legs should be outbound then return, got ${legs}`;
      if (answer.bookings.some((booking) => booking.pair_id !== answer.pair_id))
        return "the legs do not share the pair id";
      const outbound = answer.bookings[0];
      if (outbound !== undefined && Booking.vias(outbound).length !== 1)
        return "the via stop was not kept on the outbound leg";
      return undefined;
    },
  });
  if (created === undefined) return steps;
  const token = created.bookings[0]?.booking_token ?? "";
  await run({
    operation: "createBooking",
    description: "the same request with the same Idempotency-Key books nothing new",
    call: () => dispatch.bookings.createBooking(roundTrip, { idempotencyKey: key }),
    verify: (again) =>
      again.pair_id === created.pair_id
        ? undefined
        : `a replay booked again: pair ${again.pair_id}, first ${created.pair_id}`,
  });
  await run({
    operation: "getBooking",
    description: "look the booking up by its token",
    call: () => dispatch.tracking.getBooking({ bookingToken: token }),
    verify: (details) =>
      details.booking.booking_token !== token
        ? "answered another booking"
        : details.pair.length !== 1
          ? `the round trip's other leg is missing (pair has ${details.pair.length})`
          : undefined,
  });
  if (options.signedIn) {
    await run({
      operation: "getBookings",
      description: "the new booking is in the list",
      call: () => dispatch.bookings.getBookings({ count: 20, filter: "upcoming" }),
      verify: (page) =>
        page.bookings.some((booking) => booking.booking_token === token) ? undefined : "the new booking is not listed",
    });
  }
  const outbound = created.bookings[0];
  if (options.signedIn && outbound !== undefined) {
    await run({
      operation: "updateBooking",
      description: "change the outbound leg to two passengers",
      call: () =>
        dispatch.bookings.updateBooking({
          ...roundTrip.outbound,
          passengers: 2,
          booking_token: token,
        }),
      verify: (details) =>
        details.booking.passengers === 2 ? undefined : `passengers are ${details.booking.passengers}, not 2`,
    });
  } else skip("updateBooking", "change the outbound leg", "needs a signed-in customer (--email)");
  if (options.signedIn) {
    await run({
      operation: "saveLocation",
      description: "save the trip's pickup as a named place (not the default)",
      call: () =>
        dispatch.bookings.saveLocation({ name: "Cabline conformance", place: trip.pickup, setAsDefaultPickup: false }),
    });
  } else skip("saveLocation", "save a named place", "needs a signed-in customer (--email)");
  await run({
    operation: "sendReceipt",
    description: "e-mail the receipt to the booking's address",
    call: () => dispatch.bookings.sendReceipt({ bookingToken: token }),
    verify: (sent) => (sent.sentTo === "" ? "the receipt went to no one" : undefined),
  });
  // A review of a ride that has not happened must be refused: nothing reaches the operator.
  await run({
    operation: "submitBookingFeedback",
    description: "a review of a ride not yet completed is refused (expects wrong_state)",
    call: () => dispatch.bookings.submitBookingFeedback({ bookingToken: token, kind: "review", rating: 5 }),
    expectedCodes: ["wrong_state"],
    verify: () => "took a review of a ride that has not happened",
  });
  await run({
    operation: "getCancelBookingInfo",
    description: "cancellation preview (free while booked)",
    call: () => dispatch.bookings.getCancelBookingInfo({ bookingToken: token }),
    verify: (preview) =>
      !preview.cancellable
        ? "a new booking should be cancellable"
        : preview.fee.amountMinor !== 0
          ? "cancelling a new booking should be free"
          : undefined,
  });
  await run({
    operation: "cancelBookingPair",
    description: "cancel both legs",
    call: () => dispatch.bookings.cancelBookingPair({ bookingToken: token, legs: "both" }),
    verify: (cancellation) =>
      cancellation.bookings.length !== 2 || cancellation.bookings.some((booking) => booking.status !== "cancelled")
        ? "both legs should come back cancelled"
        : undefined,
  });
  await run({
    operation: "getBooking",
    description: "the booking now reads cancelled",
    call: () => dispatch.tracking.getBooking({ bookingToken: token }),
    verify: (details) => (details.booking.status === "cancelled" ? undefined : `status is ${details.booking.status}`),
  });
  // A card booking waits for checkout: its basket is switched to cash and checked out, then cancelled.
  const { return: _return, ...outboundOnly } = roundTrip;
  const oneWay: Booking.BookingRequest = { ...outboundOnly, returnEnabled: false, paymentMethod: "card" };
  const byCard = await run({
    operation: "createBooking",
    description: "book a one-way trip to pay by card (waits for checkout with a basket)",
    call: () => dispatch.bookings.createBooking(oneWay, { idempotencyKey: `${key}-card` }),
    verify: (answer) => (answer.basket_id === undefined ? "a card booking came back without a basket" : undefined),
  });
  const basketId = byCard?.basket_id;
  const cardLeg = byCard?.bookings[0];
  if (basketId !== undefined && cardLeg !== undefined) {
    await run({
      operation: "updateBasket",
      description: "switch the basket to cash",
      call: () =>
        dispatch.checkout.updateBasket({
          basketId,
          bookingIds: [cardLeg.id],
          paymentMethod: "cash",
          ...(options.signedIn || guestUserId === undefined ? {} : { guestUserId }),
        }),
      verify: (basket) => (basket.booking_ids.includes(cardLeg.id) ? undefined : "the basket lost its booking"),
    });
    await run({
      operation: "checkout",
      description: "check the basket out in cash",
      call: () =>
        dispatch.checkout.checkout(
          {
            basket_id: basketId,
            paymentMethod: "cash",
            ...(options.signedIn || guestUserId === undefined ? {} : { guestUserId }),
          },
          { idempotencyKey: `${key}-checkout` },
        ),
      verify: (result) => (result.status === "succeeded" ? undefined : `checkout is ${result.status}, not succeeded`),
    });
    await run({
      operation: "cancelBookingPair",
      description: "cancel the checked-out trip",
      call: () => dispatch.bookings.cancelBookingPair({ bookingToken: cardLeg.booking_token, legs: "both" }),
    });
  } else skip("checkout", "check a basket out", "the card booking was not made");
  const admin = businessAccount?.role === "ADMIN" ? businessAccount : undefined;
  if (options.signedIn && admin !== undefined) {
    const businessId = Number(admin.business_id);
    const invitee = `conformance+${options.runId}@example.com`;
    const invited = await run({
      operation: "inviteSubAccount",
      description: "invite a sub-account to the business account",
      call: () =>
        dispatch.business.inviteSubAccount({ business_id: businessId, name: "Cabline Conformance", email: invitee }),
    });
    if (invited !== undefined) {
      await run({
        operation: "removeSubAccount",
        description: "withdraw that invitation",
        call: () => dispatch.business.removeSubAccount({ businessId, email: invitee }),
      });
    }
  } else
    skip("inviteSubAccount", "invite and withdraw a sub-account", "the signed-in user administers no business account");
  if (options.signedIn && options.ownSession === true) {
    await run({
      operation: "doLogout",
      description: "sign the run's own session out",
      call: () => dispatch.customerAuth.doLogout(),
    });
    await run({
      operation: "checkToken",
      description: "the signed-out token is refused (expects invalid_token)",
      call: () =>
        dispatch.customerAuth.checkToken().then(
          () => "accepted" as const,
          (error: unknown) => {
            if (isPortError(error) && error.reason === "SignedOut") return "refused" as const;
            throw error;
          },
        ),
      verify: (answer) => (answer === "refused" ? undefined : "a signed-out token still works"),
    });
  }
  return steps;
};
