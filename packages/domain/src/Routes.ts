/**
 * The route table of spec §2 (public, token-based and authenticated routes), who may open each
 * one (§6), route matching, typed hrefs and the layout choice (§2 Navigation rules).
 */
import * as Authority from "./Authority.ts";

/** Public: no authority needed. Token: reachable without signing in. Authenticated: signed in. */
export type Access = "public" | "token" | "authenticated";

export interface Route {
  readonly id: string;
  readonly pattern: string;
  readonly access: Access;
  /** Empty means anyone (who meets the access level) may open it. */
  readonly authorities: ReadonlyArray<Authority.Authority>;
  /** /embeddedBook is shown without footer. */
  readonly footer: boolean;
}

// What each route is for is written beside it, not carried in the table: the web app loads this
// table at start-up, and no code reads a purpose.
const route = (id: string, pattern: string, access: Access, footer = true): Route => ({
  id,
  pattern,
  access,
  authorities: access === "authenticated" ? Authority.requiredFor(pattern) : [],
  footer,
});

/** Every route of §2, in the spec's order. /book-ride and /summary appear twice: as guest and signed-in routes. */
export const routes: ReadonlyArray<Route> = [
  route("signIn", "/sign-in", "public"), // sign in
  route("signUp", "/sign-up", "public"), // sign up
  route("forgotPassword", "/forgot-password", "public"), // request a password reset
  route("resetPassword", "/reset-password", "public"), // reset password
  route("resetPasswordLegacy", "/reset_password", "public"), // reset password
  route("embeddedBook", "/embeddedBook", "public", false), // quick-book widget
  route("driverSignup", "/driver-signup", "public"), // driver sign-up
  route("businessSignup", "/business-signup", "public"), // business sign-up
  route("forgotPasswordDriver", "/forgot-password-driver", "public"), // driver password reset request
  route("resetPasswordDriver", "/reset-password-driver", "public"), // driver password reset
  route("driver", "/driver", "public"), // driver portal
  route("driverLogin", "/driver/login", "public"), // driver login
  route("driverBids", "/driver/bids", "public"), // driver bidding on repeat-service contracts
  // Not in §2: the operator's accessibility statement, linked from every footer (Equality Act 2010).
  route("accessibility", "/accessibility", "public"), // accessibility statement
  // Not in §2: what is said once an account is closed (/your-data closes it, then signs out).
  route("accountClosed", "/account-closed", "public"), // account closed

  route("invitation", "/invitation/:token", "token"), // accept a sub-account invitation
  route("guestBookRide", "/book-ride", "token"), // booking
  route("guestSummary", "/summary", "token"), // booking summary
  route("trackShort", "/t/:token", "token"), // track a booking
  route("track", "/track/:token", "token"), // track a booking
  route("pay", "/pay/:token", "token"), // pay for a booking
  // The private manage link the confirmation sends (the booking token; BookingRights "manage_link").
  route("manage", "/manage/:token", "token"), // manage a booking
  // A guest who lost the manage link asks for it again by the booking's e-mail or phone.
  route("findBooking", "/find-booking", "token"), // find a booking's manage link
  route("qr", "/qr", "token"), // not shown
  route("phoneReview", "/phone-review/:token", "token"), // not shown
  route("driverNoActivityFeedback", "/driver_no_activity_feedback/:token", "token"), // not shown
  route("share", "/share/:token", "token"), // share a booking

  route("bookRide", "/book-ride", "authenticated"), // booking (consumer)
  route("business", "/business/:activeTab", "authenticated"), // business booking tabs
  route("businessSummary", "/business/summary", "authenticated"), // business booking summary
  route("previousBookings", "/previous-bookings", "authenticated"), // previous bookings
  route("previousBooking", "/previous-bookings/:bookingId", "authenticated"), // previous booking
  route("summary", "/summary", "authenticated"), // booking summary
  route("trips", "/trips", "authenticated"), // trips (consumer)
  route("trip", "/trips/:id", "authenticated"), // trip (consumer)
  route("businessTrips", "/business/trips", "authenticated"), // business trips
  route("businessTrip", "/business/trips/:id", "authenticated"), // business trip
  route("businessTripEdit", "/business/trips/edit", "authenticated"), // edit business trip
  route("subAccounts", "/sub-accounts", "authenticated"), // sub-accounts
  route("overview", "/overview", "authenticated"), // business overview
  route("bulkUpload", "/business/bulk-upload-trips", "authenticated"), // bulk upload trips
  // Not in §2: a person's data, to download, and closing the account (UK GDPR; PersonalData).
  route("yourData", "/your-data", "authenticated"), // your data
];

const segments = (path: string): ReadonlyArray<string> => path.split("/").filter((segment) => segment !== "");

/** The path part of a location: no query, no fragment, no trailing slash. */
export const pathOf = (location: string): string => {
  const path = location.split(/[?#]/, 1)[0] ?? "";
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
};

const decodeSegment = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/** The parameters of a path for a pattern ("/t/:token" and "/t/abc" → { token: "abc" }), or undefined. */
export const matchPattern = (pattern: string, location: string): Readonly<Record<string, string>> | undefined => {
  const expected = segments(pattern);
  const actual = segments(pathOf(location));
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const value = actual[index] ?? "";
    if (part.startsWith(":")) {
      const decoded = decodeSegment(value);
      if (decoded === undefined) return undefined;
      params[part.slice(1)] = decoded;
    } else if (part !== value) {
      return undefined;
    }
  }
  return params;
};

// "/business/summary" must win over "/business/:activeTab": more fixed segments first.
const specificity = (candidate: Route): number => segments(candidate.pattern).filter((s) => !s.startsWith(":")).length;

export interface Match {
  readonly route: Route;
  readonly params: Readonly<Record<string, string>>;
}

/** Every route matching a location, most specific first. */
export const matchAll = (location: string): ReadonlyArray<Match> =>
  routes
    .flatMap((candidate) => {
      const params = matchPattern(candidate.pattern, location);
      return params === undefined ? [] : [{ route: candidate, params }];
    })
    .toSorted((a, b) => specificity(b.route) - specificity(a.route));

export interface Viewer {
  readonly signedIn: boolean;
  readonly authorities: ReadonlyArray<Authority.Authority>;
  /** The user has a business account to switch to (checkToken's accounts), chosen or not. */
  readonly hasBusinessAccount?: boolean;
}

/**
 * Why a signed-in user may not open a route, so the page can say what the route is for and how
 * to get it (§6):
 * - `business_only`: a business route, and the user has no business account (register a
 *   company, or be invited by its admin);
 * - `switch_to_business`: a business route, and the user has one but is booking as themself
 *   (choose it in the account switcher);
 * - `sub_accounts_off`: sub-accounts, for a business account whose sub-accounts are off;
 * - `personal_only`: a personal route while a business account is chosen (choose Personal).
 */
export type Refusal = "business_only" | "switch_to_business" | "sub_accounts_off" | "personal_only";

export type RouteAccess =
  | { readonly _tag: "Allowed"; readonly route: Route; readonly params: Readonly<Record<string, string>> }
  | { readonly _tag: "SignInRequired"; readonly redirectTo: string }
  | {
      readonly _tag: "Denied";
      readonly redirectTo: string;
      /** The route refused, for the page to name. */
      readonly routeId: string;
      readonly refusal: Refusal;
    }
  | { readonly _tag: "NotFound" };

/** Where a signed-in user lands: /business/book-ride for business users, else /book-ride (§2). */
export const homeFor = (held: ReadonlyArray<Authority.Authority>): string =>
  Authority.isBusiness(held) ? paths.business("book-ride") : paths.bookRide();

const refusalFor = (route: Route, viewer: Viewer): Refusal => {
  if (route.authorities.includes("user")) return "personal_only";
  if (Authority.isBusiness(viewer.authorities)) return "sub_accounts_off";
  return viewer.hasBusinessAccount === true ? "switch_to_business" : "business_only";
};

/**
 * Whether a viewer may open a location. Signed in, the authenticated definition of a route
 * governs (a consumer route needs `user`, and so on; lacking it sends the user home). Signed
 * out, public and token routes open and authenticated ones ask to sign in first, keeping the
 * location as the redirect (§2, §6).
 */
export const access = (location: string, viewer: Viewer): RouteAccess => {
  const matches = matchAll(location);
  const signedInMatch = matches.find((m) => m.route.access === "authenticated");
  const openMatch = matches.find((m) => m.route.access !== "authenticated");
  if (viewer.signedIn && signedInMatch !== undefined) {
    return Authority.satisfies(viewer.authorities, signedInMatch.route.authorities)
      ? { _tag: "Allowed", ...signedInMatch }
      : {
          _tag: "Denied",
          redirectTo: homeFor(viewer.authorities),
          routeId: signedInMatch.route.id,
          refusal: refusalFor(signedInMatch.route, viewer),
        };
  }
  if (openMatch !== undefined) return { _tag: "Allowed", ...openMatch };
  if (signedInMatch !== undefined) return { _tag: "SignInRequired", redirectTo: paths.signIn(location) };
  return { _tag: "NotFound" };
};

/** True for the token-based routes (and /book-ride, /summary) reachable without signing in. */
export const isTokenPath = (location: string): boolean => matchAll(location).some((m) => m.route.access === "token");

/** The default layout type (§2). */
export const defaultLayout = "simple";

/**
 * The layout to render: signed-out users on non-token paths see the public layout; everyone
 * else gets the theme's layout type, the simple layout by default (§2).
 */
export const layoutFor = (location: string, signedIn: boolean, layoutType?: string): string =>
  !signedIn && !isTokenPath(location) ? "public" : (layoutType ?? defaultLayout);

/**
 * The quick-book widget (/embeddedBook), the one path an operator's site may frame: it shows the
 * booking form alone, with the tenant's brand and no site navigation, and whatever else it leads
 * to opens at the top level. Any other path found inside a frame is not drawn there.
 */
export const isWidget = (location: string): boolean => matchAll(location)[0]?.route.id === "embeddedBook";

/** The pages where a card number is typed: the booking summary (consumer and guest) and /pay. */
const cardEntry = ["guestSummary", "summary", "pay"];

/**
 * Whether a card number may be typed on the page (PCI DSS SAQ A): such a page runs only the app's
 * own files and the card provider's (no tenant script, no third-party origin), and is entered and
 * left with a full page load, so no script from another page is running beside the card field and
 * the strict policy of the card page does not follow the visitor to the next one.
 */
export const takesCardDetails = (location: string): boolean =>
  matchAll(location).some((match) => cardEntry.includes(match.route.id));

/** False only for routes shown without footer (/embeddedBook). */
export const showsFooter = (location: string): boolean => matchAll(location)[0]?.route.footer ?? true;

const driverPortal = [
  "driverSignup",
  "forgotPasswordDriver",
  "resetPasswordDriver",
  "driver",
  "driverLogin",
  "driverBids",
];

/**
 * The driver portal's pages (§2: /driver, /driver/login, /driver/bids, driver sign-up and password
 * reset). A driver signs in separately (§6 Driver) and the portal has its own login and Sign out,
 * so the header there shows none of the customer account's controls.
 */
export const isDriverPortal = (location: string): boolean =>
  driverPortal.includes(matchAll(location)[0]?.route.id ?? "");

const segment = (value: string | number): string => encodeURIComponent(String(value));

/** Typed hrefs for every route; parameters are percent-encoded. */
export const paths = {
  signIn: (redirect?: string): string =>
    redirect === undefined || redirect === "" ? "/sign-in" : `/sign-in?redirect=${encodeURIComponent(redirect)}`,
  signUp: (): string => "/sign-up",
  forgotPassword: (): string => "/forgot-password",
  resetPassword: (): string => "/reset-password",
  embeddedBook: (): string => "/embeddedBook",
  driverSignup: (): string => "/driver-signup",
  businessSignup: (): string => "/business-signup",
  forgotPasswordDriver: (): string => "/forgot-password-driver",
  resetPasswordDriver: (): string => "/reset-password-driver",
  driver: (): string => "/driver",
  driverLogin: (): string => "/driver/login",
  driverBids: (): string => "/driver/bids",
  accessibility: (): string => "/accessibility",
  accountClosed: (): string => "/account-closed",
  yourData: (): string => "/your-data",
  invitation: (token: string): string => `/invitation/${segment(token)}`,
  bookRide: (): string => "/book-ride",
  summary: (): string => "/summary",
  track: (token: string): string => `/t/${segment(token)}`,
  pay: (token: string): string => `/pay/${segment(token)}`,
  manage: (token: string): string => `/manage/${segment(token)}`,
  findBooking: (): string => "/find-booking",
  qr: (): string => "/qr",
  phoneReview: (token: string): string => `/phone-review/${segment(token)}`,
  driverNoActivityFeedback: (token: string): string => `/driver_no_activity_feedback/${segment(token)}`,
  share: (token: string): string => `/share/${segment(token)}`,
  business: (activeTab: string): string => `/business/${segment(activeTab)}`,
  businessSummary: (): string => "/business/summary",
  previousBookings: (): string => "/previous-bookings",
  previousBooking: (bookingId: string | number): string => `/previous-bookings/${segment(bookingId)}`,
  trips: (): string => "/trips",
  trip: (id: string | number): string => `/trips/${segment(id)}`,
  businessTrips: (): string => "/business/trips",
  businessTrip: (id: string | number): string => `/business/trips/${segment(id)}`,
  businessTripEdit: (): string => "/business/trips/edit",
  subAccounts: (): string => "/sub-accounts",
  overview: (): string => "/overview",
  bulkUpload: (): string => "/business/bulk-upload-trips",
} as const;
