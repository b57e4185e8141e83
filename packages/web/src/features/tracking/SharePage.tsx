// A shared journey (spec §2 /share/{token}): the same live view as tracking, for someone the
// passenger shares the link with, and read-only: no payment, cancellation or receipt here (the
// sandbox's share token is read-only since the security fixes, and the page offers nothing to do).
import { useParams } from "react-router";
import { ScreenSkeleton } from "../../components/ScreenSkeleton.tsx";
import { LiveBooking, preloadLiveBooking } from "./live-booking-lazy.tsx";
import { LoadFailure } from "./components/LoadFailure.tsx";
import { messages } from "./messages.ts";
import { useBookingByToken } from "./use-booking-by-token.ts";

export function SharePage() {
  const { token } = useParams();
  const { state, retry } = useBookingByToken(token);
  preloadLiveBooking();
  if (state.kind === "loading") return <ScreenSkeleton />;
  if (state.kind === "failed") {
    return <LoadFailure title={messages.share.title} {...state} onRetry={() => void retry()} />;
  }
  return (
    <LiveBooking
      title={messages.share.title}
      intro={messages.share.intro}
      details={state.details}
      checkedAt={state.checkedAt}
      refreshFailed={state.refreshFailed}
      shared
    />
  );
}
