// Mounts the toaster once the first notice is given (lib/notify.ts), so pages that never notify
// never load it.
import { lazy, Suspense, useSyncExternalStore } from "react";
import { onToasterWanted, toasterWanted } from "../lib/notify.ts";

const Toaster = lazy(() => import("./toaster.tsx").then((module) => ({ default: module.Toaster })));

export function ToasterHost() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
