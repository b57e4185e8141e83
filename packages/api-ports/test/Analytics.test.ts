import { describe, expect, it } from "vitest";
import { type AnalyticsCall, createAnalytics, sessionExpiredEvent } from "../src/Analytics.ts";

const recording = () => {
  const calls: AnalyticsCall[] = [];
  return { calls, sink: (call: AnalyticsCall) => void calls.push(call) };
};

describe("Analytics (spec §7, §9: opted out until consent, only with the tenant's token)", () => {
  it("sends nothing at all without a tenant token, even with consent", () => {
    const { calls, sink } = recording();
    const analytics = createAnalytics({ setup: { _tag: "OptedOut" }, sink, consented: true });
    analytics.optIn();
    analytics.track("booked");
    analytics.identify("10234");
    expect(analytics.state()).toBe("disabled");
    expect(calls).toEqual([]);
  });

  it("starts opted out: events before consent are dropped, not queued", () => {
    const { calls, sink } = recording();
    const analytics = createAnalytics({ setup: { _tag: "OptedIn", token: "tok" }, sink });
    analytics.track("viewed");
    expect(analytics.state()).toBe("opted_out");
    analytics.optIn();
    analytics.track(sessionExpiredEvent, { after: 3 });
    analytics.identify("10234");
    expect(calls).toEqual([
      { type: "init", token: "tok" },
      { type: "track", event: "session_expired", properties: { after: 3 } },
      { type: "identify", userId: "10234" },
    ]);
  });

  it("remembers earlier consent, initialises once, and stops on opt-out", () => {
    const { calls, sink } = recording();
    const analytics = createAnalytics({ setup: { _tag: "OptedIn", token: "tok" }, sink, consented: true });
    expect(analytics.state()).toBe("opted_in");
    analytics.optIn();
    analytics.optOut();
    analytics.optOut();
    analytics.track("after");
    analytics.optIn();
    analytics.track("again");
    expect(calls).toEqual([
      { type: "init", token: "tok" },
      { type: "reset" },
      { type: "track", event: "again", properties: {} },
    ]);
  });

  it("never lets a broken provider break the app", () => {
    const analytics = createAnalytics({
      setup: { _tag: "OptedIn", token: "tok" },
      sink: () => {
        throw new Error("provider down");
      },
      consented: true,
    });
    expect(() => analytics.track("x")).not.toThrow();
  });
});
