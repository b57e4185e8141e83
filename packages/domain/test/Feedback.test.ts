// Issue 18: ride feedback from the operator's links (spec §2 /phone-review, /driver_no_activity_feedback).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Booking from "../src/Booking.ts";
import * as Feedback from "../src/Feedback.ts";

describe("Feedback", () => {
  it("takes a review only once the ride is completed", () => {
    const reviewable = Booking.statuses.filter((status) => Feedback.accepts("review", status));
    expect(reviewable).toEqual(["completed"]);
    expect(Feedback.refusal("review", "en_route")).toBe("notYetReviewable");
  });

  it("takes a no-show report only while the operator can still send a car", () => {
    const open = Booking.statuses.filter((status) => Feedback.accepts("driver_no_show", status));
    expect(open).toEqual(["booked", "driver_allocated", "en_route", "arrived"]);
    for (const finished of ["completed", "cancelled", "no_show", "passenger_on_board"] as const) {
      expect(Feedback.refusal("driver_no_show", finished)).toBe("finished");
    }
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
