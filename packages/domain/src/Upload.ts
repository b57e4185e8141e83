/**
 * File upload rules (spec §5 Upload, §8 upload rejection, §9 upload sizes).
 */
import { bytesPerKb, uploadRejectedNotificationMs } from "./Constants.ts";

/** The message on a rejected file unless the before-upload check gives its own (§5, §8). */
export const defaultRejectionMessage = "Upload Failed!";

/** How long the danger notification shows (§8). */
export const rejectionNotificationMs = uploadRejectedNotificationMs;

/** Sizes are shown in kb: bytes divided by 1000 (§9). */
export const kb = (bytes: number): number => bytes / bytesPerKb;

/** "12.35 kb": at most two decimals, trailing zeros dropped. */
export const formatSize = (bytes: number): string => `${Number(kb(bytes).toFixed(2))} kb`;

/**
 * Adds chosen files to the list. With a limit of one, a new file replaces the previous one
 * (§5); with a larger limit, files are appended and those beyond the limit are not taken; with
 * no limit all are appended.
 */
export const addFiles = <File>(
  current: ReadonlyArray<File>,
  incoming: ReadonlyArray<File>,
  limit?: number,
): ReadonlyArray<File> => {
  if (limit === undefined) return [...current, ...incoming];
  if (limit === 1) return incoming.length === 0 ? current : incoming.slice(-1);
  return [...current, ...incoming].slice(0, Math.max(0, limit));
};

export type Check = { readonly accepted: true } | { readonly accepted: false; readonly message: string };

/**
 * The outcome of the before-upload check: true accepts; false rejects with "Upload Failed!"; a
 * non-empty string rejects with that custom message (§5, §8).
 */
export const checkResult = (result: boolean | string): Check => {
  if (result === true) return { accepted: true };
  return {
    accepted: false,
    message: typeof result === "string" && result.trim() !== "" ? result : defaultRejectionMessage,
  };
};
