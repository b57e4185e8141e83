/**
 * What a passenger tells the operator about a ride from a link the operator sent (spec §2
 * /phone-review/{token} and /driver_no_activity_feedback/{token}; the spec shows the routes only;
 * they are decided below as dispatch systems use such links). The booking token is the
 * credential, as on the track page; a share link's token is not (it only reads).
 *
 * Decisions, the way dispatch systems take ride feedback:
 * - A review (1 to 5 stars and an optional comment) is taken once the ride is completed: before
 *   that there is nothing to rate. Sent again, it replaces the earlier one (the latest word wins,
 *   and the operator is told of the change).
 * - A driver no-show report is taken while the ride is not finished (booked, driver allocated,
 *   en route or arrived) and only from the pickup time until `noShowWindowMs` after it: before
 *   the pickup time the driver is not late (a report a day early used to reach the operator), and
 *   after the window the passenger has made other plans and calls the operator instead. Once
 *   finished (completed, cancelled, no_show) it is refused too. Reported again, it is
 *   acknowledged without telling the operator twice.
 * - A comment is plain text (controls and invisible characters removed, line breaks kept), at
 *   most 1000 characters: it goes into an e-mail to the operator.
 */
import type { BookingStatus } from "./Booking.ts";
import * as PlainText from "./PlainText.ts";

export const kinds = ["review", "driver_no_show"] as const;
export type Kind = (typeof kinds)[number];

export const ratingMin = 1;
/** How long after the pickup time a driver no-show can still be reported. */
export const noShowWindowMs = 60 * 60_000;
export const ratingMax = 5;
export const commentMaxLength = 1000;

const open: ReadonlyArray<BookingStatus> = ["booked", "driver_allocated", "en_route", "arrived"];

/** When it is asked: the leg's pickup time and now (epoch ms). */
export interface Moment {
  readonly pickupTime: number;
  readonly now: number;
}

/** Whether a leg in this status, at this moment, takes this kind of feedback. */
export const accepts = (kind: Kind, status: BookingStatus, moment: Moment): boolean =>
  refusal(kind, status, moment) === undefined;

export const messages = {
  ratingRequired: "Choose a rating from 1 to 5 stars.",
  commentTooLong: `Your comment is at most ${commentMaxLength} characters.`,
  notYetReviewable: "This ride can be rated once it is completed.",
  finished: "This ride has finished: please call us instead.",
  notYetDue: "Your pickup time has not come yet, so your driver is not late. You can tell us from your pickup time.",
  tooLate: "It is over an hour since your pickup time: please call us instead.",
} as const;

export type Problem = keyof typeof messages;

/** A review as sent: a whole number of stars from 1 to 5 and a comment of plain text, or why not. */
export const checkReview = (
  rating: number | undefined,
  comment: string | undefined,
): { readonly rating: number; readonly comment: string } | { readonly problem: Problem } => {
  if (rating === undefined || !Number.isInteger(rating) || rating < ratingMin || rating > ratingMax) {
    return { problem: "ratingRequired" };
  }
  const text = PlainText.withoutControls(comment ?? "").trim();
  if ([...text].length > commentMaxLength) return { problem: "commentTooLong" };
  return { rating, comment: text };
};

/** A no-show report's comment, checked the same way as a review's. */
export const checkComment = (
  comment: string | undefined,
): { readonly comment: string } | { readonly problem: Problem } => {
  const text = PlainText.withoutControls(comment ?? "").trim();
  return [...text].length > commentMaxLength ? { problem: "commentTooLong" } : { comment: text };
};

/**
 * Whether feedback sent again for the same leg reaches the operator again: a changed review does
 * (the latest word wins), a repeated no-show report does not (they already know).
 */
export const tellsOperatorAgain = (kind: Kind): boolean => kind === "review";

/** Why a leg in this status refuses this kind of feedback now (undefined when it takes it). */
export const refusal = (kind: Kind, status: BookingStatus, moment: Moment): Problem | undefined => {
  if (kind === "review") return status === "completed" ? undefined : "notYetReviewable";
  if (!open.includes(status)) return "finished";
  if (moment.now < moment.pickupTime) return "notYetDue";
  if (moment.now > moment.pickupTime + noShowWindowMs) return "tooLate";
  return undefined;
};
