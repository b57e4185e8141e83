// The screen of each route of spec §2, by the domain's route id (packages/domain Routes.routes).
// Every screen is its own module, loaded only when its route opens, so a visitor downloads only
// what they see. `module` is the file as Vite's manifest names it: the web server preloads the
// screen of the requested path beside the entry, and the byte-budget test adds it to the route's
// initial JS (test/bundle-budget.test.ts).
import type { ComponentType } from "react";

export type ScreenModule = {
  /** The screen's file, relative to packages/web, as the Vite manifest keys it. */
  readonly module: string;
  readonly load: () => Promise<ComponentType>;
  /** The screen shows the tenant's ride types: the web server inlines them in the page (boot.ts). */
  readonly rideTypes?: true;
  /** The screen shows the booking of its `token`: the web server inlines it in the page (boot.ts). */
  readonly booking?: true;
};

const screen = <M>(
  module: string,
  load: () => Promise<M>,
  pick: (m: M) => ComponentType,
  data: { readonly rideTypes?: true; readonly booking?: true } = {},
): ScreenModule => ({
  module,
  load: () => load().then(pick),
  ...data,
});

/** Route id to its screen. */
export const screens = {
  signIn: screen(
    "src/features/auth/SignInPage.tsx",
    () => import("../features/auth/SignInPage.tsx"),
    (m) => m.SignInPage,
  ),
  signUp: screen(
    "src/features/auth/SignUpPage.tsx",
    () => import("../features/auth/SignUpPage.tsx"),
    (m) => m.SignUpPage,
  ),
  forgotPassword: screen(
    "src/features/auth/ForgotPasswordPage.tsx",
    () => import("../features/auth/ForgotPasswordPage.tsx"),
    (m) => m.ForgotPasswordPage,
  ),
  resetPassword: screen(
    "src/features/auth/ResetPasswordPage.tsx",
    () => import("../features/auth/ResetPasswordPage.tsx"),
    (m) => m.ResetPasswordPage,
  ),
  resetPasswordLegacy: screen(
    "src/features/auth/ResetPasswordPage.tsx",
    () => import("../features/auth/ResetPasswordPage.tsx"),
    (m) => m.ResetPasswordPage,
  ),
  embeddedBook: screen(
    "src/features/booking/EmbeddedBookPage.tsx",
    () => import("../features/booking/EmbeddedBookPage.tsx"),
    (m) => m.EmbeddedBookPage,
    { rideTypes: true },
  ),
  driverSignup: screen(
    "src/features/driver/DriverSignupPage.tsx",
    () => import("../features/driver/DriverSignupPage.tsx"),
    (m) => m.DriverSignupPage,
  ),
  businessSignup: screen(
    "src/features/business-joining/BusinessSignupPage.tsx",
    () => import("../features/business-joining/BusinessSignupPage.tsx"),
    (m) => m.BusinessSignupPage,
  ),
  forgotPasswordDriver: screen(
    "src/features/driver/DriverForgotPasswordPage.tsx",
    () => import("../features/driver/DriverForgotPasswordPage.tsx"),
    (m) => m.DriverForgotPasswordPage,
  ),
  resetPasswordDriver: screen(
    "src/features/driver/DriverResetPasswordPage.tsx",
    () => import("../features/driver/DriverResetPasswordPage.tsx"),
    (m) => m.DriverResetPasswordPage,
  ),
  driver: screen(
    "src/features/driver/DriverPortalPage.tsx",
    () => import("../features/driver/DriverPortalPage.tsx"),
    (m) => m.DriverPortalPage,
  ),
  driverLogin: screen(
    "src/features/driver/DriverLoginPage.tsx",
    () => import("../features/driver/DriverLoginPage.tsx"),
    (m) => m.DriverLoginPage,
  ),
  driverBids: screen(
    "src/features/driver/DriverBidsPage.tsx",
    () => import("../features/driver/DriverBidsPage.tsx"),
    (m) => m.DriverBidsPage,
  ),
  invitation: screen(
    "src/features/business-joining/InvitationPage.tsx",
    () => import("../features/business-joining/InvitationPage.tsx"),
    (m) => m.InvitationPage,
  ),
  guestBookRide: screen(
    "src/features/booking/BookRidePage.tsx",
    () => import("../features/booking/BookRidePage.tsx"),
    (m) => m.BookRidePage,
    { rideTypes: true },
  ),
  guestSummary: screen(
    "src/features/booking/SummaryPage.tsx",
    () => import("../features/booking/SummaryPage.tsx"),
    (m) => m.SummaryPage,
    { rideTypes: true },
  ),
  trackShort: screen(
    "src/features/tracking/TrackPage.tsx",
    () => import("../features/tracking/TrackPage.tsx"),
    (m) => m.TrackPage,
    { booking: true },
  ),
  track: screen(
    "src/features/tracking/TrackPage.tsx",
    () => import("../features/tracking/TrackPage.tsx"),
    (m) => m.TrackPage,
    { booking: true },
  ),
  pay: screen(
    "src/features/tracking/PayPage.tsx",
    () => import("../features/tracking/PayPage.tsx"),
    (m) => m.PayPage,
  ),
  accessibility: screen(
    "src/features/legal/AccessibilityPage.tsx",
    () => import("../features/legal/AccessibilityPage.tsx"),
    (m) => m.AccessibilityPage,
  ),
  accountClosed: screen(
    "src/features/your-data/AccountClosedPage.tsx",
    () => import("../features/your-data/AccountClosedPage.tsx"),
    (m) => m.AccountClosedPage,
  ),
  yourData: screen(
    "src/features/your-data/YourDataPage.tsx",
    () => import("../features/your-data/YourDataPage.tsx"),
    (m) => m.YourDataPage,
  ),
  qr: screen(
    "src/features/guest-links/QrPage.tsx",
    () => import("../features/guest-links/QrPage.tsx"),
    (m) => m.QrPage,
  ),
  phoneReview: screen(
    "src/features/guest-links/PhoneReviewPage.tsx",
    () => import("../features/guest-links/PhoneReviewPage.tsx"),
    (m) => m.PhoneReviewPage,
  ),
  driverNoActivityFeedback: screen(
    "src/features/guest-links/DriverNoActivityFeedbackPage.tsx",
    () => import("../features/guest-links/DriverNoActivityFeedbackPage.tsx"),
    (m) => m.DriverNoActivityFeedbackPage,
  ),
  // A guest's private manage link (spec §2 token routes; Routes "manage").
  manage: screen(
    "src/features/trips/ManagePage.tsx",
    () => import("../features/trips/ManagePage.tsx"),
    (m) => m.ManagePage,
    { booking: true },
  ),
  findBooking: screen(
    "src/features/trips/FindBookingPage.tsx",
    () => import("../features/trips/FindBookingPage.tsx"),
    (m) => m.FindBookingPage,
  ),
  share: screen(
    "src/features/tracking/SharePage.tsx",
    () => import("../features/tracking/SharePage.tsx"),
    (m) => m.SharePage,
    { booking: true },
  ),
  bookRide: screen(
    "src/features/booking/BookRidePage.tsx",
    () => import("../features/booking/BookRidePage.tsx"),
    (m) => m.BookRidePage,
    { rideTypes: true },
  ),
  business: screen(
    "src/features/business-booking/BusinessTabPage.tsx",
    () => import("../features/business-booking/BusinessTabPage.tsx"),
    (m) => m.BusinessTabPage,
  ),
  businessSummary: screen(
    "src/features/business-booking/BusinessSummaryPage.tsx",
    () => import("../features/business-booking/BusinessSummaryPage.tsx"),
    (m) => m.BusinessSummaryPage,
  ),
  previousBookings: screen(
    "src/features/trips/PreviousBookingsPage.tsx",
    () => import("../features/trips/PreviousBookingsPage.tsx"),
    (m) => m.PreviousBookingsPage,
  ),
  previousBooking: screen(
    "src/features/trips/TripPage.tsx",
    () => import("../features/trips/TripPage.tsx"),
    (m) => m.TripPage,
  ),
  summary: screen(
    "src/features/booking/SummaryPage.tsx",
    () => import("../features/booking/SummaryPage.tsx"),
    (m) => m.SummaryPage,
    { rideTypes: true },
  ),
  trips: screen(
    "src/features/trips/TripsPage.tsx",
    () => import("../features/trips/TripsPage.tsx"),
    (m) => m.TripsPage,
  ),
  trip: screen(
    "src/features/trips/TripPage.tsx",
    () => import("../features/trips/TripPage.tsx"),
    (m) => m.TripPage,
  ),
  businessTrips: screen(
    "src/features/business-booking/BusinessTripsPage.tsx",
    () => import("../features/business-booking/BusinessTripsPage.tsx"),
    (m) => m.BusinessTripsPage,
  ),
  businessTrip: screen(
    "src/features/business-booking/BusinessTripPage.tsx",
    () => import("../features/business-booking/BusinessTripPage.tsx"),
    (m) => m.BusinessTripPage,
  ),
  businessTripEdit: screen(
    "src/features/business-booking/BusinessTripEditPage.tsx",
    () => import("../features/business-booking/BusinessTripEditPage.tsx"),
    (m) => m.BusinessTripEditPage,
  ),
  subAccounts: screen(
    "src/features/business-admin/SubAccountsPage.tsx",
    () => import("../features/business-admin/SubAccountsPage.tsx"),
    (m) => m.SubAccountsPage,
  ),
  overview: screen(
    "src/features/business-admin/OverviewPage.tsx",
    () => import("../features/business-admin/OverviewPage.tsx"),
    (m) => m.OverviewPage,
  ),
  bulkUpload: screen(
    "src/features/business-admin/BulkUploadPage.tsx",
    () => import("../features/business-admin/BulkUploadPage.tsx"),
    (m) => m.BulkUploadPage,
  ),
} as const satisfies Readonly<Record<string, ScreenModule>>;

export type ScreenId = keyof typeof screens;

export const isScreenId = (id: string): id is ScreenId => Object.hasOwn(screens, id);
