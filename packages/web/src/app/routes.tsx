// The screen for each route of spec §2, by the domain's route id. Features load lazily, so a
// visitor downloads only the screens they open (and a failed chunk load meets the §4 reload
// policy of the error screen).
import { lazy, type ComponentType, type LazyExoticComponent } from "react";

type Screen = LazyExoticComponent<ComponentType>;
const from = <M extends Record<string, ComponentType>>(load: () => Promise<M>, name: keyof M & string): Screen =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

const auth = () => import("../features/auth/pages.tsx");
const signIn = () => import("../features/auth/SignInPage.tsx");
const booking = () => import("../features/booking/pages.tsx");
const tracking = () => import("../features/tracking/pages.tsx");
const trips = () => import("../features/trips/pages.tsx");
const business = () => import("../features/business/pages.tsx");
const driver = () => import("../features/driver/pages.tsx");
const guestLinks = () => import("../features/guest-links/pages.tsx");

/** Route id (packages/domain Routes.routes) to its screen. */
export const screens: Readonly<Record<string, Screen>> = {
  signIn: from(signIn, "SignInPage"),
  signUp: from(auth, "SignUpPage"),
  forgotPassword: from(auth, "ForgotPasswordPage"),
  resetPassword: from(auth, "ResetPasswordPage"),
  resetPasswordLegacy: from(auth, "ResetPasswordPage"),
  embeddedBook: from(booking, "EmbeddedBookPage"),
  driverSignup: from(driver, "DriverSignupPage"),
  businessSignup: from(business, "BusinessSignupPage"),
  forgotPasswordDriver: from(driver, "DriverForgotPasswordPage"),
  resetPasswordDriver: from(driver, "DriverResetPasswordPage"),
  driver: from(driver, "DriverPortalPage"),
  driverLogin: from(driver, "DriverLoginPage"),
  driverBids: from(driver, "DriverBidsPage"),
  invitation: from(business, "InvitationPage"),
  guestBookRide: from(booking, "BookRidePage"),
  guestSummary: from(booking, "SummaryPage"),
  trackShort: from(tracking, "TrackPage"),
  track: from(tracking, "TrackPage"),
  pay: from(tracking, "PayPage"),
  qr: from(guestLinks, "QrPage"),
  phoneReview: from(guestLinks, "PhoneReviewPage"),
  driverNoActivityFeedback: from(guestLinks, "DriverNoActivityFeedbackPage"),
  share: from(tracking, "SharePage"),
  bookRide: from(booking, "BookRidePage"),
  business: from(business, "BusinessTabPage"),
  businessSummary: from(business, "BusinessSummaryPage"),
  previousBookings: from(trips, "PreviousBookingsPage"),
  previousBooking: from(trips, "TripPage"),
  summary: from(booking, "SummaryPage"),
  trips: from(trips, "TripsPage"),
  trip: from(trips, "TripPage"),
  businessTrips: from(business, "BusinessTripsPage"),
  businessTrip: from(business, "BusinessTripPage"),
  businessTripEdit: from(business, "BusinessTripEditPage"),
  subAccounts: from(business, "SubAccountsPage"),
  overview: from(business, "OverviewPage"),
  bulkUpload: from(business, "BulkUploadPage"),
};
