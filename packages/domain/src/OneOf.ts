/**
 * A value read from outside (a stored column, a form field, a query string) that must be one of a
 * closed set the domain names (statuses, document kinds, payment methods): a type guard instead of
 * a cast, so a value outside the set is seen, not assumed away.
 */

/** True when `value` is one of `members`, narrowing it to their type. */
export const isOneOf = <T extends string | number>(members: ReadonlyArray<T>, value: unknown): value is T =>
  members.some((member) => member === value);

/** `value` when it is one of `members`, else undefined. */
export const oneOf = <T extends string | number>(members: ReadonlyArray<T>, value: unknown): T | undefined =>
  isOneOf(members, value) ? value : undefined;
