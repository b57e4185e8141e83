export interface KnownIssue {
  /** The problem as a visitor meets it, in plain words. */
  readonly problem: string;
  /** The WCAG 2.2 success criterion it fails, as "number name". */
  readonly criterion: string;
  /** What the operator does about it, and what a visitor can do meanwhile. */
  readonly plan: string;
}
/** When the statement was first prepared and last reviewed (its words, the list and the tests). */
export declare const prepared = "29 November 2026";
export declare const reviewed = "29 November 2026";
export declare const knownIssues: ReadonlyArray<KnownIssue>;
