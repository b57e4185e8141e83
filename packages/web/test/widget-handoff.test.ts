// The widget's way to the full site (docs/decisions/embedding.md): the link carries the form in
// its fragment, without what must not travel (card, booking attempt, guest id), the stored draft's
// decoder takes it back, and the landing goes only to the sign-in, the form or the summary.
import * as BookingForm from "@cabline/domain/BookingForm";
import * as DateTime from "@cabline/domain/DateTime";
import { describe, expect, it } from "vitest";
import { decodeDraft } from "../src/features/booking/state/draft-schema.ts";
import { handoffHref, landingTarget } from "../src/features/booking/widget-handoff.tsx";

const typed: BookingForm.BookingForm = {
  ...BookingForm.initial(DateTime.fromEpochMs(Date.UTC(2026, 11, 1, 9)).toInstant(), "cash"),
  step: 2,
  name: "Ada </script><b>Guest</b>",
  email: "ada.guest@example.com",
  guestBooking: true,
  guestUserId: "guest-123",
  newCardToken: "tok_secret",
  errors: { "outbound.pickup": "Choose a pickup." },
};

const carried = (href: string) => {
  const url = new URL(href, "http://book.localhost");
  return { url, draft: decodeDraft(decodeURIComponent(url.hash.replace(/^#draft=/, ""))) };
};

describe("the link to the full site", () => {
  it("is /embeddedBook on this origin, with the form in the fragment for the stored draft's decoder", () => {
    const { url, draft } = carried(handoffHref({ ...typed, paymentMethod: "card" }, "summary"));
    expect(url.origin).toBe("http://book.localhost");
    expect(url.pathname).toBe("/embeddedBook");
    expect(url.search).toBe("?continue=summary");
    expect(draft?.form.name).toBe(typed.name);
    expect(draft?.form.paymentMethod).toBe("card");
    expect(draft?.form.step).toBe(2);
  });

  it("carries no card token, guest id, booking attempt or confirmation", () => {
    const { draft } = carried(handoffHref(typed, "book-ride", true));
    expect(draft).toMatchObject({ card: null, attemptKey: null, confirmation: null });
    expect(draft?.form).toMatchObject({ guestUserId: null, newCardToken: null, card: null, basket: null, errors: {} });
    expect(draft?.form.step).toBe(1);
  });
});

describe("where the landing goes on", () => {
  const params = (query: string) => new URLSearchParams(query);
  it("to the summary or the form; to the sign-in first when asked and signed out", () => {
    expect(landingTarget(params("continue=summary"), false)).toBe("/summary");
    expect(landingTarget(params("continue=book-ride&sign-in=1"), false)).toBe("/sign-in?redirect=%2Fbook-ride");
    expect(landingTarget(params("continue=summary&sign-in=1"), true)).toBe("/summary");
  });

  it("nowhere else: the widget itself, or any other value", () => {
    for (const query of ["", "journey=cruise", "continue=//evil.example", "continue=/sign-in", "continue=SUMMARY"])
      expect(landingTarget(params(query), false), query).toBeUndefined();
  });
});
