// Where a §8 code from the server belongs on step 1 (spec §4: a server error sends the user back
// to step 1, to the field it concerns; §8 catalogue). Codes not listed stay on the summary.
export const fieldOfCode: Readonly<Record<string, string>> = {
  pickup_not_in_soton: "outbound-pickup",
  bad_destination: "outbound-drop",
  invalid_via_info: "outbound-stop-0",
  invalid_people_count: "outbound-passengers",
  invalid_ride_type: "outbound-rideType",
  name_empty: "details-name",
  number_empty: "details-contact",
  email_empty: "details-email",
  email_invalid: "details-email",
};

/** The router state /summary passes to /book-ride: the field to focus. */
export type FocusRequest = { readonly focus?: string };

/** A journey field's id on the leg at fault: "outbound-pickup" becomes "return-pickup" for the return. */
export const onLeg = (field: string, leg: "outbound" | "return"): string =>
  field.startsWith("outbound-") ? `${leg}-${field.slice("outbound-".length)}` : field;
