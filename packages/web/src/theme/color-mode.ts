// Light and dark mode (spec §4 "Theme mode switches between light and dark and toggles a class on
// the document root"): the device's mode (prefers-color-scheme) until the person chooses with the
// toggle, then their choice, remembered in local storage (domain Theme.modeFor).
import * as Theme from "@cabline/domain/Theme";

const key = "cabline:colour-mode";

/** The mode the person chose, or undefined when they have not (or storage is blocked). */
export function chosenMode(storage: Pick<Storage, "getItem"> | undefined): Theme.Mode | undefined {
  try {
    const value = storage?.getItem(key);
    return value === "dark" || value === "light" ? value : undefined;
  } catch {
    return undefined;
  }
}

const deviceQuery = (): MediaQueryList | undefined => window.matchMedia?.("(prefers-color-scheme: dark)");

/** The mode to draw now, and, while the person has not chosen, the device's as it changes. */
export function followMode(storage: Storage | undefined, set: (mode: Theme.Mode) => void): void {
  const device = deviceQuery();
  set(Theme.modeFor(chosenMode(storage), device?.matches === true));
  device?.addEventListener("change", (event) => {
    if (chosenMode(storage) === undefined) set(Theme.modeFor(undefined, event.matches));
  });
}

export function applyMode(mode: Theme.Mode, root: HTMLElement): void {
  root.classList.remove("light", "dark");
  root.classList.add(Theme.rootClassFor(mode) ?? mode);
  root.style.colorScheme = mode;
}

/** The person's choice (the toggle): remembered, and the device is no longer followed. */
export function rememberMode(mode: Theme.Mode, storage: Pick<Storage, "setItem"> | undefined): void {
  try {
    storage?.setItem(key, mode);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}
