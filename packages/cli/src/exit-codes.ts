/**
 * The exit codes of every command, documented and stable. Scripts branch on them, so they never
 * change meaning; the README lists them.
 */
export const ExitCode = {
  /** The command did what was asked. */
  ok: 0,
  /** The dispatch API refused the request; the §8 catalogue code is printed (`code` with --json). */
  rejected: 1,
  /** The command line or the booking was wrong; nothing was sent. */
  usage: 2,
  /** The dispatch API could not be reached, or did not answer in time. */
  network: 3,
  /** The dispatch API answered something its contract does not allow. */
  contract: 4,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];
