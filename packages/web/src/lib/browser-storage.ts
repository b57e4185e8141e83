// The browser's Web Storage, or undefined where merely touching it throws (storage blocked by
// the browser's privacy settings). Callers fall back to memory or to defaults.
function storage(kind: "localStorage" | "sessionStorage"): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

export const localStore = (): Storage | undefined => storage("localStorage");
export const sessionStore = (): Storage | undefined => storage("sessionStorage");
