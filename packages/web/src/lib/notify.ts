// Notifications (spec §9: 3000 ms, width 350, top-end) without the toast machinery at start-up:
// the first notice loads the toaster and asks the host (components/ToasterHost.tsx) to mount it.
export type Notice = {
  readonly title: string;
  readonly type: "info" | "warning" | "error" | "success";
  /** How long it shows, when not the default 3000 ms (§8: a rejected upload shows for 2 s). */
  readonly durationMs?: number;
};

let wanted = false;
const listeners = new Set<() => void>();

export function notify(notice: Notice): void {
  void import("../components/toaster.tsx").then(({ toaster }) => {
    toaster.create({
      title: notice.title,
      type: notice.type,
      ...(notice.durationMs === undefined ? {} : { duration: notice.durationMs }),
    });
    if (wanted) return;
    wanted = true;
    for (const listener of listeners) listener();
  });
}

/** For useSyncExternalStore: whether a notice has been given, so the toaster must be on screen. */
export const toasterWanted = (): boolean => wanted;

export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
