// Error reporting through Sentry (design card: @sentry/react), only when the runtime
// configuration gives a DSN. The SDK is imported on the first report, so a visit without errors
// loads none of it. What is sent is the ErrorReporting port's scrubbed event (no tokens, no
// personal data); the SDK's own global handlers and breadcrumbs are off so nothing unscrubbed
// leaves. Session replay (spec §8 "session replay on error", §9 10 percent) is added after the
// first error, with every text, input and image masked, and any recording event that still
// holds something the scrubber would remove (a token in a URL, an e-mail) is dropped.
import { scrub, type ErrorEvent as ScrubbedEvent } from "@cabline/api-ports";
import { Constants } from "@cabline/domain";
import type * as SentrySdk from "@sentry/react";

type Sentry = typeof SentrySdk;

export function sentrySender(dsn: string, tenantCode: string): (event: ScrubbedEvent) => void {
  let sdk: Promise<Sentry> | undefined;
  let replayAdded = false;
  const load = () =>
    (sdk ??= import("@sentry/react").then((Sentry) => {
      Sentry.init({
        dsn,
        defaultIntegrations: false,
        maxBreadcrumbs: 0,
        replaysSessionSampleRate: 0,
        replaysOnErrorSampleRate: Constants.sessionRecordingSampleRate,
        initialScope: { tags: { tenant: tenantCode } },
      });
      return Sentry;
    }));

  return (event) => {
    void load()
      .then((Sentry) => {
        Sentry.captureEvent({
          level: "error",
          message: `${event.name}: ${event.message}`,
          extra: { ...event.context, ...(event.stack === undefined ? {} : { stack: event.stack }) },
          ...(event.url === undefined ? {} : { request: { url: event.url } }),
        });
        if (!replayAdded) {
          replayAdded = true;
          Sentry.addIntegration(
            Sentry.replayIntegration({
              maskAllText: true,
              maskAllInputs: true,
              blockAllMedia: true,
              beforeAddRecordingEvent: (recording) => {
                const text = JSON.stringify(recording);
                return scrub(text) === text ? recording : null;
              },
            }),
          );
        }
      })
      .catch(() => undefined);
  };
}
