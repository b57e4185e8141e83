// Focus is plainly visible on every control (WCAG 2.4.7 Focus Visible, 2.4.13 Focus Appearance):
// tabbing through the sign-in, booking and sign-up screens in light and dark mode, each control
// that takes focus draws an outline at least 2 px thick whose colour has 3:1 contrast with the
// page behind it. A text field's 1 px light-grey ring failed this.
import { expect, test, type Page } from "@playwright/test";
import { appReady, baseHost, look } from "./support.ts";

type Ring = { readonly tag: string; readonly name: string; readonly width: number; readonly contrast: number };

/** The focused element's outline: width in px, and its colour's contrast with the page background. */
async function ringOfFocused(page: Page): Promise<Ring | undefined> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (element === null || element === document.body) return undefined;
    const style = getComputedStyle(element);
    const rgb = (colour: string): [number, number, number] => {
      const probe = document.createElement("canvas").getContext("2d");
      if (probe === null) return [0, 0, 0];
      probe.fillStyle = colour;
      probe.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0] = probe.getImageData(0, 0, 1, 1).data;
      return [r, g, b];
    };
    const luminance = ([r, g, b]: [number, number, number]) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const background = rgb(getComputedStyle(document.body).backgroundColor);
    const outline = rgb(style.outlineColor);
    const [light, dark] = [luminance(background), luminance(outline)].toSorted((a, b) => b - a);
    return {
      tag: element.tagName.toLowerCase(),
      name: (element.getAttribute("aria-label") ?? element.textContent ?? element.id).trim().slice(0, 40),
      width: style.outlineStyle === "none" ? 0 : Number.parseFloat(style.outlineWidth),
      contrast: ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05),
    };
  });
}

for (const mode of ["light", "dark"] as const) {
  test(`every control shows a plain focus ring when tabbed to, in ${mode} mode`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: mode });
    const weak: string[] = [];
    for (const path of ["/sign-in", "/book-ride", "/sign-up"]) {
      await page.goto(`${baseHost("book")}${path}`);
      await appReady(page);
      await page.locator("body").click({ position: { x: 1, y: 1 } });
      const seen = new Set<string>();
      for (let step = 0; step < 25; step++) {
        await page.keyboard.press("Tab");
        const ring = await ringOfFocused(page);
        if (ring === undefined) continue;
        const key = `${path} ${ring.tag} ${ring.name}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (ring.width < 2 || ring.contrast < 3) weak.push(`${key}: ${ring.width}px at ${ring.contrast.toFixed(2)}:1`);
      }
      expect(seen.size, `${path} has controls to tab to`).toBeGreaterThan(3);
    }
    expect(weak).toEqual([]);
    await page.goto(`${baseHost("book")}/sign-in`);
    await appReady(page);
    await page.getByLabel("E-mail address").focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await look(page, `focus-ring-${mode}-${width}`);
    }
  });
}
