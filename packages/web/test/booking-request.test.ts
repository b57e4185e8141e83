// Spec §2 /book-ride, /summary: what the booking screens send (features/booking/state/request.ts) and what they keep
// (state/draft.ts). The legs themselves are the domain's BookingRequests.consumerLeg, tested there.
import * as BookingForm from "@cabline/domain/BookingForm";
import * as DateTime from "@cabline/domain/DateTime";
import type * as Quote from "@cabline/domain/Quote";
import { Schema } from "effect";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Draft, draft$, updateForm } from "../src/features/booking/state/draft.ts";
import * as DraftSchema from "../src/features/booking/state/draft-schema.ts";
import { requestOf, withCharges } from "../src/features/booking/state/request.ts";

const now = DateTime.fromEpochMs(Date.UTC(2026, 10, 25, 9)).toInstant();
const marina = { address: "Ocean Village Marina", id: "marina", lat: 50.895, lng: -1.39 };
const station = { address: "Southampton Central station", id: "station", lat: 50.907, lng: -1.414 };
const bargate = { address: "Bargate", id: "bargate", lat: 50.904, lng: -1.404 };

const filled = (): BookingForm.BookingForm => {
  let form = BookingForm.initial(now);
  form = BookingForm.updateJourney(form, "outbound", (journey) => ({
    ...journey,
    pickup: marina,
    drop: station,
    additionalStops: [bargate, { address: "" }],
    rideType: 1,
  }));
  return { ...form, name: " Ada ", contact: "07700 900456", email: "ada@example.com" };
};

describe("the booking request", () => {
  it("sends a guest's own details and guestUserId; a signed-in user's come from the profile", () => {
    const guest = requestOf(filled(), { signedIn: false, guestUserId: "guest-1" });
    expect(guest.outbound).toMatchObject({ name: "Ada", phone: "07700 900456", email: "ada@example.com" });
    expect(guest).toMatchObject({ guestBooking: true, guestUserId: "guest-1", paymentMethod: "cash" });
    const member = requestOf(filled(), { signedIn: true, guestUserId: "guest-1" });
    expect(member.outbound.name).toBeUndefined();
    expect(member.guestBooking).toBeUndefined();
  });

  it("sends the drop-off then the vias, without empty stops, and the return only when added", () => {
    const oneWay = requestOf(filled(), { signedIn: true });
    expect(oneWay.outbound.destinations.map((stop) => stop.address)).toEqual([station.address, bargate.address]);
    expect(oneWay.return).toBeUndefined();
    const round = requestOf(BookingForm.enableReturn(filled(), []), { signedIn: true });
    expect(round.returnEnabled).toBe(true);
    expect(round.return?.pickup.address).toBe(station.address);
  });

  it("accepts the mandatory charges and the optional ones the estimate priced", () => {
    const pounds = (amountMinor: number) => ({ amountMinor, currency: "GBP" });
    const fare = (codes: ReadonlyArray<string>): Quote.Fare => ({
      quote_type: "FIXED",
      total: pounds(100),
      lines: codes.map((code) => ({ code, label: code, amount: pounds(10) })),
    });
    const estimate: Quote.CostEstimate = {
      outbound: fare(["journey", "airport_pickup", "meet_and_greet"]),
      total: pounds(100),
      bookingAdditionalChargesOutbound: [
        { code: "airport_pickup", label: "Parking", amount: pounds(500), mandatory: true },
        { code: "meet_and_greet", label: "Meet", amount: pounds(1000), mandatory: false },
        { code: "child_seat", label: "Child seat", amount: pounds(500), mandatory: false },
      ],
      bookingAdditionalChargesReturn: [],
    };
    const request = withCharges(requestOf(filled(), { signedIn: true }), estimate);
    expect(request.outbound.additionalCharges).toEqual(["airport_pickup", "meet_and_greet"]);
  });
});

describe("the stored draft", () => {
  const isDraft = Schema.is(DraftSchema.Draft);
  it("keeps a form with its attempt key and rejects anything else", () => {
    expect(isDraft({ form: filled(), card: null, attemptKey: "book-1234abcd", confirmation: null })).toBe(true);
    expect(isDraft({ form: { step: 1 }, card: null, attemptKey: null, confirmation: null })).toBe(false);
    expect(
      isDraft(JSON.parse(JSON.stringify({ form: filled(), card: "new", attemptKey: null, confirmation: null }))),
    ).toBe(true);
  });
});

describe("starting the draft (the decoder loads only when a draft is stored)", () => {
  const saved: Draft = { form: filled(), card: null, attemptKey: "book-1234abcd", confirmation: null };
  const blank = (): Draft => ({
    form: BookingForm.initial(now, "cash"),
    card: null,
    attemptKey: null,
    confirmation: null,
  });

  /** draft.ts as a page loads it, over a sessionStorage holding `stored`. */
  async function page(stored: string | undefined) {
    const items = new Map<string, string>(stored === undefined ? [] : [["cabline.booking-draft", stored]]);
    vi.stubGlobal("window", {
      sessionStorage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
      },
    });
    vi.resetModules();
    return { module: await import("../src/features/booking/state/draft.ts"), items };
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("with nothing stored, starts a fresh draft at once and keeps storing it", async () => {
    const { module, items } = await page(undefined);
    // Already fulfilled for React's `use`: the screen does not wait.
    expect(module.startDraft(blank)).toMatchObject({ status: "fulfilled" });
    expect(module.draft$.get()?.form.step).toBe(1);
    module.updateForm((form) => ({ ...form, name: "Ada" }));
    expect(JSON.parse(items.get("cabline.booking-draft") ?? "null")).toMatchObject({ form: { name: "Ada" } });
  });

  it("restores a stored draft once its decoder has loaded, and the screen waits for it", async () => {
    const { module } = await page(JSON.stringify(saved));
    const fresh = vi.fn(blank);
    const restoring = module.startDraft(fresh);
    expect(restoring).not.toHaveProperty("status");
    expect(module.draft$.get()).toBeUndefined();
    await restoring;
    expect(module.draft$.get()).toEqual(saved);
    expect(fresh).not.toHaveBeenCalled();
    // The same promise on every render, so React can replay the render that waited on it.
    expect(module.startDraft(fresh)).toBe(restoring);
  });

  it.each([
    ["not JSON", "{form:"],
    ["an older shape", JSON.stringify({ form: { step: 1 }, card: null })],
  ])("a stored text that is %s starts a fresh draft", async (_, stored) => {
    const { module, items } = await page(stored);
    await module.startDraft(blank);
    expect(module.draft$.get()).toEqual(blank());
    // Left as it was until the user changes something: nothing is written over it on a mere visit.
    expect(items.get("cabline.booking-draft")).toBe(stored);
    module.updateForm((form) => ({ ...form, name: "Ada" }));
    expect(DraftSchema.decodeDraft(items.get("cabline.booking-draft") ?? "")?.form.name).toBe("Ada");
  });
});

describe("changing the form", () => {
  it("a change that changes nothing keeps the draft and its attempt: no render, no second booking key", () => {
    const draft: Draft = { form: filled(), card: null, attemptKey: "book-1234abcd", confirmation: null };
    draft$.set(draft);
    updateForm((form) => form);
    expect(draft$.get()).toBe(draft);
    updateForm((form) => ({ ...form, name: "Grace" }));
    expect(draft$.get()).toMatchObject({ attemptKey: null, form: { name: "Grace" } });
    draft$.set(undefined);
  });
});
