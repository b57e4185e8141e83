/**
 * What assistance a passenger needs, and how it reads: the needs, their labels and the one line
 * dispatch, the driver and the booking's pages show (Assistance.ts holds the rules: how a need is
 * kept, typed and what it rules out). Apart so that a page that only says it (a tracking page, a
 * trip) loads these words and nothing else.
 */

/** Every need, in the order the forms list them. */
export const needs = [
  "wheelchair_stays_seated",
  "wheelchair_transfers",
  "assistance_dog",
  "visual_impairment",
  "hearing_impairment",
  "luggage_help",
] as const;
export type Need = (typeof needs)[number];

/** What the passenger needs (schemas/Assistance.ts decodes it). */
export interface Assistance {
  readonly needs: ReadonlyArray<Need>;
  /** Anything else, in the passenger's words: one line of plain text, at most otherMax characters. */
  readonly other: string;
}

export const none: Assistance = { needs: [], other: "" };

export const isNone = (assistance: Assistance): boolean => assistance.needs.length === 0 && assistance.other === "";

/** How each need reads to the passenger, dispatch and the driver. */
export const labels: Readonly<Record<Need, string>> = {
  wheelchair_stays_seated: "Wheelchair user who stays in the wheelchair",
  wheelchair_transfers: "Wheelchair user who can move to a seat (the chair folds)",
  assistance_dog: "Travelling with an assistance dog",
  visual_impairment: "Blind or partially sighted",
  hearing_impairment: "Deaf or hard of hearing",
  luggage_help: "Help with luggage",
};

/** The assistance in words, one line ("Travelling with an assistance dog; other: ..."); undefined when none. */
export const text = (assistance: Assistance | undefined): string | undefined => {
  if (assistance === undefined || isNone(assistance)) return undefined;
  const parts = assistance.needs.map((need) => labels[need]);
  return [...parts, ...(assistance.other === "" ? [] : [assistance.other])].join("; ");
};
