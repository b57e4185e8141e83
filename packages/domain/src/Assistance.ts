/**
 * What assistance a passenger needs (not in the spec; UK Equality Act 2010 ss. 165-168 and the
 * Taxis and Private Hire Vehicles (Disabled Persons) Act 2022): the booking forms, bulk upload and
 * the CLI ask it; it reaches dispatch on every leg, the booking's pages and e-mails. It is never
 * priced (an operator may not charge more for it), a passenger who stays in their wheelchair is
 * offered only wheelchair-accessible vehicles, and an assistance dog never rules a vehicle out (a
 * driver must carry it). Real dispatch systems (Autocab's "special needs" flags, iCabbi's
 * attributes) keep a short list of needs plus free text for the driver; so does this.
 */
import { isNone, labels, needs, none, text, type Assistance, type Need } from "./AssistanceWords.ts";
import { isOneOf } from "./OneOf.ts";
import * as PlainText from "./PlainText.ts";

export { isNone, labels, needs, none, text, type Assistance, type Need };

/** The two wheelchair needs, of which a passenger has at most one (normalise keeps staying seated). */
export const wheelchairNeeds: ReadonlyArray<Need> = ["wheelchair_transfers", "wheelchair_stays_seated"];

/** The needs besides a wheelchair, any number of which apply. */
export const otherNeeds: ReadonlyArray<Need> = needs.filter((need) => !wheelchairNeeds.includes(need));

export const otherMax = 200;

export const isNeed = (value: string): value is Need => isOneOf(needs, value);

/**
 * The assistance as kept: each need once, in the list's order; a wheelchair user either stays
 * seated or transfers, and staying seated (which needs the accessible vehicle) wins; the other
 * words as one line of plain text, cut at otherMax characters.
 */
export const normalise = (assistance: {
  readonly needs: ReadonlyArray<string>;
  readonly other?: string | undefined;
}): Assistance => {
  const chosen = new Set(assistance.needs.filter(isNeed));
  if (chosen.has("wheelchair_stays_seated")) chosen.delete("wheelchair_transfers");
  return {
    needs: needs.filter((need) => chosen.has(need)),
    other: PlainText.singleLine(assistance.other ?? "", otherMax),
  };
};

/** A need as typed: its code in any case, with hyphens, underscores or spaces ("assistance-dog"); undefined when it names none. */
export const needOf = (typed: string): Need | undefined => {
  const code = typed
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  return isNeed(code) ? code : undefined;
};

/** Needs as typed (options, or a file's cell split at "|"): the needs they name, and the words that name none. */
export const parseNeeds = (
  typed: ReadonlyArray<string>,
): { readonly needs: ReadonlyArray<Need>; readonly unknown: ReadonlyArray<string> } => {
  const words = typed.map((word) => word.trim()).filter((word) => word !== "");
  return {
    needs: words.map(needOf).filter((need): need is Need => need !== undefined),
    unknown: words.filter((word) => needOf(word) === undefined),
  };
};

/** What is said of needs that name none, with the ones there are. */
export const unknownNeedsMessage = (unknown: ReadonlyArray<string>): string =>
  `Unknown assistance ${unknown.join(", ")}: choose from ${needs.map((need) => need.replaceAll("_", "-")).join(", ")}.`;

/** Whether the passenger's own words are longer than a driver's one line takes (otherMax), as typed. */
export const otherTooLong = (other: string): boolean => [...other.trim()].length > otherMax;

/** Whether only a wheelchair-accessible vehicle can carry the passenger. */
export const needsWheelchairVehicle = (assistance: Assistance | undefined): boolean =>
  assistance?.needs.includes("wheelchair_stays_seated") ?? false;
