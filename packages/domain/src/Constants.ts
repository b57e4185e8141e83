/**
 * Business constants and limits, in one place (spec §9, with §1 and §7 where they repeat them).
 *
 * Every other module reads its numbers from here, so a change to a limit is one edit and the
 * tests that pin these values say which rule moved.
 */

/** Every call to the dispatch API times out after this long (§7, §9). */
export const apiTimeoutMs = 60_000;

/** A new booking starts with 4 passengers and no luggage (§3, §9). */
export const defaultPassengers = 4;
export const defaultLuggage = 0;

/** The default pickup time is now + 15 minutes (§4, §9). */
export const defaultPickupLeadMinutes = 15;

/** "ASAP" sets the time to one minute from now (§2). */
export const asapLeadMinutes = 1;

/** Return default for a business booking: outbound time + 15 minutes (§4, §9). */
export const businessReturnOffsetMinutes = 15;

/** Return default for a consumer booking: outbound time + 3 hours (§4, §9). */
export const consumerReturnOffsetHours = 3;

/** Recent locations: at most 5 unique; the bookings fetch asks for 5 (§7, §9). */
export const recentLocationsLimit = 5;
export const bookingsFetchCount = 5;

/** Table page sizes and the default list page size (§3, §9). */
export const tablePageSizes = [10, 25, 50, 100] as const;
export type TablePageSize = (typeof tablePageSizes)[number];
export const defaultPageSize: TablePageSize = 10;

/** The pagination footer reads "Total N Items" (§9). */
export const paginationTotalText = (total: number): string => `Total ${total} Items`;

/** A driver session expires 10 minutes after login (§4, §9). */
export const driverSessionMinutes = 10;

/** Dial codes: the login form defaults to +44, other phone fields to the GB country (§3, §9). */
export const defaultLoginDialCode = "+44";
export const defaultDialCode = "GB";

/** Currency defaults to GBP with symbol £ (§1, §9). */
export const currencyCode = "GBP";
export const currencySymbol = "£";

/** The map opens near Southampton (§9). */
export const mapDefaultCentre = { lat: 50.94, lng: -1.39 } as const;

/** Notification timings and sizes, and the drawer's width (§9). */
export const notificationDurationMs = 3000;
export const notificationWidth = 350;
export const toastOffset = 30;
export const toastPlacement = "top-end";
export const drawerWidth = 400;

/** A rejected upload shows a danger notification for 2 seconds (§8). */
export const uploadRejectedNotificationMs = 2000;

/** Upload sizes are shown in kb: size divided by 1000 (§9). */
export const bytesPerKb = 1000;

/** Default tenant theme and the configuration fallback colour (§1, §5, §9). */
export const defaultThemeColour = "indigo";
export const defaultThemeLevel = 600;
export const fallbackThemeLevel = 950;
export const defaultThemeMode = "light";
export const defaultDirection = "ltr";
export const defaultLocale = "en-GB";

/** Weeks start on Monday: ISO day of week 1 (§9). */
export const weekStartsOn = 1;

/** The years the date pickers allow (§9). */
export const minYear = 100;
export const maxYear = 10_000;

/** Error screen: a failed dynamic import reloads at most 3 times, after 2000 ms (§4, §8, §9). */
export const errorAutoReloadCap = 3;
export const errorAutoReloadDelayMs = 2000;

/** Session recording samples 10 percent of sessions (§9). */
export const sessionRecordingSampleRate = 0.1;

/** The wall clock of every booking (UK operators). */
export const timeZone = "Europe/London";
