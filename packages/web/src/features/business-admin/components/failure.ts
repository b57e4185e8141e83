// What to tell the user when a call fails: the DispatchError's message is already the §8
// catalogue text (or the port's words for network, timeout and contract failures).
import { adminMessages } from "../messages.ts";

export const failureMessage = (error: unknown): string =>
  error instanceof Error && error.message.trim() !== "" ? error.message : adminMessages.unknown;

/** The §8 code a DispatchError carries, when the server gave one. */
export const failureCode = (error: unknown): string | undefined => {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  return typeof error.code === "string" ? error.code : undefined;
};
