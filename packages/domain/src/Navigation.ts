/**
 * The header's places (spec §2 routes, §6 roles): what a viewer may do, derived from
 * the same access table the route guard uses, so a link is shown exactly when its screen opens.
 * Signed out: book and sign in. Consumer: book, trips, previous bookings. Business: book, trips,
 * bulk upload, overview, and sub-accounts where the authority allows. `isCurrent` marks the place
 * the user is on (its own page or one below it).
 */
import * as Authority from "./Authority.ts";
import * as Routes from "./Routes.ts";

export type PlaceId =
  | "book"
  | "trips"
  | "previousBookings"
  | "businessBook"
  | "businessTrips"
  | "bulkUpload"
  | "overview"
  | "subAccounts"
  | "signIn";

export interface Place {
  readonly id: PlaceId;
  readonly label: string;
  readonly href: string;
  /** The route pattern whose authorities decide whether the place is shown. */
  readonly pattern: string;
  /** Other path prefixes that belong to this place (a trip under trips). */
  readonly also: ReadonlyArray<string>;
}

const place = (id: PlaceId, label: string, href: string, pattern: string, also: ReadonlyArray<string> = []): Place => ({
  id,
  label,
  href,
  pattern,
  also,
});

const consumerPlaces: ReadonlyArray<Place> = [
  place("book", "Book a ride", Routes.paths.bookRide(), "/book-ride", [Routes.paths.summary()]),
  place("trips", "My trips", Routes.paths.trips(), "/trips"),
  place("previousBookings", "Previous bookings", Routes.paths.previousBookings(), "/previous-bookings"),
];

const businessPlaces: ReadonlyArray<Place> = [
  place("businessBook", "Book a ride", Routes.paths.business("book-ride"), "/business/:activeTab", [
    Routes.paths.businessSummary(),
  ]),
  place("businessTrips", "Trips", Routes.paths.businessTrips(), "/business/trips"),
  place("bulkUpload", "Bulk upload", Routes.paths.bulkUpload(), "/business/bulk-upload-trips"),
  place("overview", "Overview", Routes.paths.overview(), "/overview"),
  place("subAccounts", "Sub-accounts", Routes.paths.subAccounts(), "/sub-accounts"),
];

const signedOutPlaces: ReadonlyArray<Place> = [
  place("book", "Book a ride", Routes.paths.bookRide(), "/book-ride", [Routes.paths.summary()]),
  place("signIn", "Sign in", Routes.paths.signIn(), "/sign-in", [
    Routes.paths.signUp(),
    Routes.paths.forgotPassword(),
    Routes.paths.resetPassword(),
  ]),
];

/** The places a viewer may go, in the header's order. */
export const placesFor = (viewer: Routes.Viewer): ReadonlyArray<Place> => {
  if (!viewer.signedIn) return signedOutPlaces;
  const candidates = Authority.isBusiness(viewer.authorities) ? businessPlaces : consumerPlaces;
  return candidates.filter((candidate) =>
    Authority.satisfies(viewer.authorities, Authority.requiredFor(candidate.pattern)),
  );
};

const within = (pathname: string, prefix: string): boolean => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The place the user is on: the one whose page (or a page below it) is open; the longest match
 * wins, so /business/trips/4 is Trips, not the booking tab.
 */
export const currentPlace = (places: ReadonlyArray<Place>, pathname: string): PlaceId | undefined => {
  const path = Routes.pathOf(pathname);
  let best: { readonly id: PlaceId; readonly length: number } | undefined;
  for (const candidate of places) {
    for (const prefix of [candidate.href, ...candidate.also]) {
      const bare = Routes.pathOf(prefix);
      if (within(path, bare) && (best === undefined || bare.length > best.length))
        best = { id: candidate.id, length: bare.length };
    }
  }
  return best?.id;
};
