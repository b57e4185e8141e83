// Error reporting through Sentry (design card: @sentry/react), only when the runtime
// configuration gives a DSN. What is sent is the ErrorReporting port's event, which holds only
// what is known to be safe (route pattern, error code, scrubbed message and stack, allow-listed
// context); the SDK's own global handlers, breadcrumbs and request data are off
// so nothing unscrubbed leaves. Uncaught errors and unhandled rejections reach the port through
// its own listeners (main.tsx, reportUncaught).
//
// Session replay (spec §8 "session replay on error", §9 "session recording samples 10 percent of
// sessions"): 10 % of sessions start the SDK at once with replay buffering, every text, input and
// image masked; the buffer is kept and sent only when an error is reported. Any recording event
// that still holds something the scrubber would remove is dropped. The other 90 % load the SDK on
// their first report, without replay.
//
// A replay's own event (type "replay_event") skips beforeSend and carries every location.href the
// session visited in `urls` (a /t/<token> page, a /reset-password?token=… link). replayUrlScrubber
// turns each into its route pattern (the port's routeOf, as for error reports) and drops the
// request data, so a replay names the pages but never their tokens.
import { routeOf, scrub, type ErrorEvent as ScrubbedEvent } from "@cabline/api-ports";
import * as Constants from "@cabline/domain/Constants";
import type * as SentrySdk from "@sentry/react";

type Sentry = typeof SentrySdk;
type Integration = Parameters<Sentry["addIntegration"]>[0];
type SdkEvent = Parameters<NonNullable<Integration["processEvent"]>>[0];

export interface SentrySenderOptions {
  /** A number in [0, 1) deciding whether this session records (Math.random in the browser). */
  readonly sample?: () => number;
  /** Loads the SDK (the dynamic import; a stub in tests). */
  readonly loadSdk?: () => Promise<Sentry>;
}

/** An SDK integration holding replay events to what error reports hold: route patterns, no request. */
export const replayUrlScrubber = (): Integration => ({
  name: "CablineReplayUrlScrubber",
  processEvent: (event: SdkEvent) => {
    if (event.type !== "replay_event") return event;
    // A replay event's `urls` (the pages it saw), which the SDK's Event type does not name.
    if ("urls" in event && Array.isArray(event.urls)) event.urls = event.urls.map((url) => routeOf(String(url)));
    delete event.request;
    return event;
  },
});

export function sentrySender(
  dsn: string,
  tenantCode: string,
  options: SentrySenderOptions = {},
): (event: ScrubbedEvent) => void {
  const recording = (options.sample ?? Math.random)() < Constants.sessionRecordingSampleRate;
  const importSdk = options.loadSdk ?? (() => import("@sentry/react"));
  let sdk: Promise<Sentry> | undefined;
  const load = () =>
    (sdk ??= importSdk().then((Sentry) => {
      Sentry.init({
        dsn,
        defaultIntegrations: false,
        maxBreadcrumbs: 0,
        // Sampling is decided above; a recording session keeps its buffer whenever an error is reported.
        replaysSessionSampleRate: 0,
        replaysOnErrorSampleRate: recording ? 1 : 0,
        initialScope: { tags: { tenant: tenantCode } },
        beforeSend: (event) => {
          delete event.request;
          delete event.user;
          delete event.breadcrumbs;
          return event;
        },
        integrations: recording
          ? [
              replayUrlScrubber(),
              Sentry.replayIntegration({
                maskAllText: true,
                maskAllInputs: true,
                blockAllMedia: true,
                beforeAddRecordingEvent: (recorded) => {
                  const text = JSON.stringify(recorded);
                  return scrub(text) === text ? recorded : null;
                },
              }),
            ]
          : [],
      });
      return Sentry;
    }));
  // A recording session buffers from the start, so the replay shows what led to the error.
  if (recording) void load().catch(() => undefined);

  return (event) => {
    void load()
      .then((Sentry) => {
        Sentry.captureEvent({
          level: "error",
          message: `${event.name}: ${event.message}`,
          tags: {
            ...(event.route === undefined ? {} : { route: event.route }),
            ...(event.code === undefined ? {} : { code: event.code }),
          },
          extra: { ...event.context, ...(event.stack === undefined ? {} : { stack: event.stack }) },
        });
      })
      .catch(() => undefined);
  };
}
