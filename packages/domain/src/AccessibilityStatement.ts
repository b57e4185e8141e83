/**
 * What every tenant's accessibility statement (/accessibility, in the shape of the GOV.UK model
 * statement) says of the site itself: the problems Cabline knows of, kept here in the repository,
 * and the compliance status that follows from them. Add a problem when one is found; remove it in
 * the change that fixes it, and move `reviewed` on whenever the list is looked at again.
 */

export interface KnownIssue {
  /** The problem as a visitor meets it, in plain words. */
  readonly problem: string;
  /** The WCAG 2.2 success criterion it fails, as "number name". */
  readonly criterion: string;
  /** What the operator does about it, and what a visitor can do meanwhile. */
  readonly plan: string;
}

/** When the statement was first prepared and last reviewed (its words, the list and the tests). */
export const prepared = "29 November 2026";
export const reviewed = "29 November 2026";

export const knownIssues: ReadonlyArray<KnownIssue> = [
  {
    problem:
      "Signing in with a mobile number asks a sum question to show you are a person. Signing in with an e-mail address and password asks for no puzzle.",
    criterion: "3.3.8 Accessible Authentication (Minimum)",
    plan: "We plan to offer a check that needs no puzzle. Until then, sign in with your e-mail address, or call us to book.",
  },
  {
    problem:
      "The bar at the top of the page stays in view as you scroll. On some pages it may partly cover the item you have moved to with the keyboard.",
    criterion: "2.4.11 Focus Not Obscured (Minimum)",
    plan: "We are checking every page with the keyboard and will make the page scroll the item clear of the bar.",
  },
  {
    problem:
      "Not every page has yet been checked at 320 pixels wide and at 200% zoom, so on some pages text may need scrolling in two directions.",
    criterion: "1.4.10 Reflow",
    plan: "We are checking every page at these sizes and will fix any page where content is cut off or overlaps.",
  },
];

/** The statement's compliance status with WCAG 2.2 AA: partial while any problem is known. */
export const compliance = (issues: ReadonlyArray<KnownIssue>): "full" | "partial" =>
  issues.length === 0 ? "full" : "partial";
