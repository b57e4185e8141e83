/** Objects without undefined values, for `exactOptionalPropertyTypes`: optional keys are absent, never undefined. */

export type Defined<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};

/** Drops the keys whose value is undefined. */
export const defined = <T extends Record<string, unknown>>(value: T): Defined<T> =>
  // Kept: Object.fromEntries types its result by its values only; the filter is what makes it Defined<T>.
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Defined<T>;
