// The inline script that sets the colour mode before the first paint follows the same rule as the
// app (domain Theme.modeFor): the person's stored choice, else the device's; and a page's CSP
// allows it by its hash, card pages included.
import * as Theme from "@cabline/domain/Theme";
import { describe, expect, it } from "vitest";
import { colourModeScript, colourModeScriptHash } from "../server/colour-mode-script.ts";
import { contentSecurityPolicy } from "../server/security.ts";
import { parseRuntimeConfig } from "../src/app/runtime-config.ts";

/** Runs the script with a stored value (or a storage that throws) and a device mode; the root's class. */
function run(stored: string | null | "throws", deviceDark: boolean | "no matchMedia") {
  const classes = new Set<string>();
  const root = { classList: { add: (name: string) => classes.add(name) }, style: { colorScheme: "" } };
  const localStorage = {
    getItem: () => {
      if (stored === "throws") throw new Error("blocked");
      return stored;
    },
  };
  const matchMedia = (query: string) => ({ matches: query === "(prefers-color-scheme: dark)" && deviceDark === true });
  const window = deviceDark === "no matchMedia" ? {} : { matchMedia };
  new Function("localStorage", "window", "matchMedia", "document", colourModeScript)(localStorage, window, matchMedia, {
    documentElement: root,
    addEventListener: () => undefined,
  });
  return { classes: [...classes], scheme: root.style.colorScheme };
}

describe("the colour mode before the first paint", () => {
  it("is Theme.modeFor of the stored choice and the device, for every case", () => {
    for (const stored of [null, "dark", "light", "purple", "throws"] as const)
      for (const device of [true, false] as const) {
        const chosen = stored === "dark" || stored === "light" ? stored : undefined;
        const expected = Theme.modeFor(chosen, device);
        expect(run(stored, device), `${stored} / ${device}`).toEqual({ classes: [expected], scheme: expected });
      }
    expect(run(null, "no matchMedia")).toEqual({ classes: ["light"], scheme: "light" });
  });

  it("is allowed by its hash on every page, card pages included", () => {
    const runtime = parseRuntimeConfig(undefined);
    for (const path of ["/book-ride", "/pay/abc"])
      expect(contentSecurityPolicy({ nonce: "n", path, runtime, embedAncestors: "'none'" })).toContain(
        colourModeScriptHash,
      );
  });
});
