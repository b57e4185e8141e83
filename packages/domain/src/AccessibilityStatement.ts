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

/**
 * None known on 29 November 2026: the WCAG 2.2 sweep (tests/e2e/wcag22.spec.ts) finds nothing on
 * any route for anyone who opens it, at 320 px and 200 % zoom, tabbing forward and back. Signing
 * in by phone asks a sum, but the e-mail route beside it asks no puzzle and takes what a password
 * manager fills (3.3.8 allows a cognitive test when such an alternative is offered).
 */
export const knownIssues: ReadonlyArray<KnownIssue> = [];

/** The statement's compliance status with WCAG 2.2 AA: partial while any problem is known. */
export const compliance = (issues: ReadonlyArray<KnownIssue>): "full" | "partial" =>
  issues.length === 0 ? "full" : "partial";
