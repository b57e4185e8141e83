// The live view of the track and share pages, loaded beside the booking rather than with the
// page: it formats dates (temporal-polyfill), which the page's first paint (a skeleton while the
// booking loads) does not need, so /t/{token} stays within its initial-JS budget (bundle-budget.json).
import { lazy, Suspense, type ComponentProps } from "react";
import { ScreenSkeleton } from "../../components/ScreenSkeleton.tsx";
import { onceImport } from "../../lib/services.ts";

const load = onceImport(
  () => import("./components/LiveBooking.tsx"),
  (m) => ({ default: m.LiveBooking }),
);

/** Starts the download while the booking loads, so the view is ready when the booking is. */
export const preloadLiveBooking = (): void => void load().catch(() => undefined);

const Live = lazy(load);

export function LiveBooking(props: ComponentProps<typeof Live>) {
  return (
    <Suspense fallback={<ScreenSkeleton />}>
      <Live {...props} />
    </Suspense>
  );
}
