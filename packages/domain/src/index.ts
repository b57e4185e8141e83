/**
 * Cabline's business rules as pure functions over effect/Schema data. Each module is one
 * concept of the spec; import the namespaces: `import { Tenant, RideAvailability } from "@cabline/domain"`.
 */
export * as Account from "./Account.ts";
export * as Airport from "./Airport.ts";
export * as Authority from "./Authority.ts";
export * as Booking from "./Booking.ts";
export * as BookingRequests from "./BookingRequests.ts";
export * as BookingForm from "./BookingForm.ts";
export * as BulkImport from "./BulkImport.ts";
export * as BulkTripFile from "./BulkTripFile.ts";
export * as Business from "./Business.ts";
export * as BusinessBooking from "./BusinessBooking.ts";
export * as BusinessOverview from "./BusinessOverview.ts";
export * as Card from "./Card.ts";
export * as Checkout from "./Checkout.ts";
export * as Constants from "./Constants.ts";
export * as Csv from "./Csv.ts";
export * as DateTime from "./DateTime.ts";
export * as Driver from "./Driver.ts";
export * as Feedback from "./Feedback.ts";
export * as ErrorCatalogue from "./ErrorCatalogue.ts";
export * as ErrorScreen from "./ErrorScreen.ts";
export * as Flight from "./Flight.ts";
export * as Location from "./Location.ts";
export * as Money from "./Money.ts";
export * as Payment from "./Payment.ts";
export * as PlainText from "./PlainText.ts";
export * as Promocode from "./Promocode.ts";
export * as Quote from "./Quote.ts";
export * as RecentLocations from "./RecentLocations.ts";
export * as Redirect from "./Redirect.ts";
export * as ReturnJourney from "./ReturnJourney.ts";
export * as RideAvailability from "./RideAvailability.ts";
export * as Routes from "./Routes.ts";
export * as ServiceArea from "./ServiceArea.ts";
export * as Session from "./Session.ts";
export * as Tenant from "./Tenant.ts";
export * as TenantScripts from "./TenantScripts.ts";
export * as Tariff from "./Tariff.ts";
export * as Theme from "./Theme.ts";
export * as Upload from "./Upload.ts";
export * as Validation from "./Validation.ts";
export * as Limits from "./Limits.ts";
export * as BusinessValidation from "./BusinessValidation.ts";
