// Light and dark mode (spec §4 "Theme mode switches between light and dark and toggles a class on
// the document root"), chosen by the user and remembered in local storage.
import * as Theme from "@cabline/domain/Theme";

const key = "cabline:colour-mode";

export function storedMode(storage: Pick<Storage, "getItem"> | undefined): Theme.Mode {
  try {
    const value = storage?.getItem(key);
    return value === "dark" || value === "light" ? value : Theme.defaultTheme.mode;
  } catch {
    return Theme.defaultTheme.mode;
  }
}

export function applyMode(mode: Theme.Mode, root: HTMLElement, storage: Pick<Storage, "setItem"> | undefined): void {
  root.classList.remove("light", "dark");
  root.classList.add(Theme.rootClassFor(mode) ?? mode);
  root.style.colorScheme = mode;
  try {
    storage?.setItem(key, mode);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}
