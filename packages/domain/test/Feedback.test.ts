// Ride feedback from the operator's links (spec §2 /phone-review, /driver_no_activity_feedback).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Booking from "../src/Booking.ts";
import * as Feedback from "../src/Feedback.ts";

describe("Feedback", () => {
  const pickupTime = Date.parse("2026-11-29T09:00:00Z");
  const atPickup = { pickupTime, now: pickupTime };

  it("takes a review only once the ride is completed", () => {
    const reviewable = Booking.statuses.filter((status) => Feedback.accepts("review", status, atPickup));
    expect(reviewable).toEqual(["completed"]);
    expect(Feedback.refusal("review", "en_route", atPickup)).toBe("notYetReviewable");
  });

  it("takes a no-show report only while the operator can still send a car", () => {
    const open = Booking.statuses.filter((status) => Feedback.accepts("driver_no_show", status, atPickup));
    expect(open).toEqual(["booked", "driver_allocated", "en_route", "arrived"]);
    for (const finished of ["completed", "cancelled", "no_show", "passenger_on_board"] as const) {
      expect(Feedback.refusal("driver_no_show", finished, atPickup)).toBe("finished");
    }
  });

  it("takes a no-show report from the pickup time until the window closes, never before", () => {
    // The newcomer's report a day before pickup, with no driver allocated, reached the operator.
    expect(Feedback.refusal("driver_no_show", "booked", { pickupTime, now: pickupTime - 86_400_000 })).toBe(
      "notYetDue",
    );
    fc.assert(
      fc.property(fc.integer({ min: -3 * 3_600_000, max: 3 * 3_600_000 }), (offset) => {
        const accepted = Feedback.accepts("driver_no_show", "driver_allocated", {
          pickupTime,
          now: pickupTime + offset,
        });
        expect(accepted).toBe(offset >= 0 && offset <= Feedback.noShowWindowMs);
      }),
    );
  });

  it("tells the operator of a changed review, not of a repeated no-show report", () => {
    expect(Feedback.tellsOperatorAgain("review")).toBe(true);
    expect(Feedback.tellsOperatorAgain("driver_no_show")).toBe(false);
  });

  it("takes whole ratings from 1 to 5 and nothing else", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10, max: 10 }), fc.double({ noNaN: false })), (rating) => {
        const checked = Feedback.checkReview(rating, "");
        const good = Number.isInteger(rating) && rating >= 1 && rating <= 5;
        expect("rating" in checked).toBe(good);
      }),
    );
    expect(Feedback.checkReview(undefined, "Lovely")).toEqual({ problem: "ratingRequired" });
  });

  it("keeps a comment as plain text: controls removed, line breaks kept, 1000 characters at most", () => {
    expect(Feedback.checkReview(5, " Kind driver\u001b[31m.\nOn time. ")).toEqual({
      rating: 5,
      comment: "Kind driver[31m.\nOn time.",
    });
    expect(Feedback.checkReview(4, "é".repeat(1000))).toEqual({ rating: 4, comment: "é".repeat(1000) });
    expect(Feedback.checkReview(4, "é".repeat(1001))).toEqual({ problem: "commentTooLong" });
    expect(Feedback.checkComment("x".repeat(1001))).toEqual({ problem: "commentTooLong" });
    expect(Feedback.checkComment(undefined)).toEqual({ comment: "" });
  });
});
