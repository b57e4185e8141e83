// Looking at a screen the way the definition of done asks: on a phone (390 px), at 200 % zoom and
// on a desktop (1280 px), light and dark, with axe clean in each. 200 % zoom is emulated as what it
// gives the page: a 1280 × 900 window zoomed to 200 % lays out in 640 × 450 CSS px (a device scale
// factor of 2 would not: it keeps 1280 CSS px and only draws them sharper). Screenshots go to
// $E2E_SCREENSHOTS/<name>-<size>-<mode>.png when that folder is given.
import { expect, type Page } from "@playwright/test";
import { axeLightAndDark, look } from "./support.ts";

export const sizes = [
  { name: "390", width: 390, height: 844 },
  { name: "zoom200", width: 640, height: 450 },
  { name: "1280", width: 1280, height: 900 },
] as const;

/** The page does not scroll sideways (WCAG 1.4.10: content reflows in 320 CSS px and up). */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
}

/**
 * What cannot be read in the rows matching `rows`: a value (a table cell, or a card's dt/dd)
 * whose text runs out of its own box, two values whose text overlaps, or text outside the window.
 * Empty when every value is readable.
 */
export async function unreadableValues(page: Page, rows: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const problems: string[] = [];
    const textBox = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect();
    };
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    for (const row of document.querySelectorAll(selector)) {
      const values = [...row.querySelectorAll("td, th, dt, dd")].filter((v) => (v.textContent ?? "").trim() !== "");
      const texts = values.map(textBox);
      values.forEach((value, index) => {
        const box = value.getBoundingClientRect();
        const text = texts[index] as DOMRect;
        const name = JSON.stringify((value.textContent ?? "").trim().slice(0, 40));
        if (text.left < box.left - 1 || text.right > box.right + 1 || text.bottom > box.bottom + 1)
          problems.push(`${name} runs out of its box`);
        if (text.left < -1 || text.right > window.innerWidth + 1) problems.push(`${name} is outside the window`);
        texts.forEach((other, at) => {
          if (at > index && overlap(text, other))
            problems.push(`${name} overlaps ${JSON.stringify((values[at]?.textContent ?? "").trim().slice(0, 40))}`);
        });
      });
    }
    return problems;
  }, rows);
}

/** Waits for the colour transitions of a mode change to end, so a screenshot shows the colours at rest. */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/**
 * The page at each size, light and dark: `check` first (what must hold at that size), then axe in
 * both modes, then a screenshot in each. Leaves the page at 1280 px in light mode.
 */
export async function lookEverywhere(page: Page, name: string, check?: (size: string) => Promise<void>) {
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expectNoSidewaysScroll(page, `${name} at ${size.name}`);
    await check?.(size.name);
    expect(await axeLightAndDark(page), `${name} at ${size.name}`).toEqual([]);
    await settled(page);
    await look(page, `${name}-${size.name}-light`, { fullPage: true });
    await page.getByTestId("mode-toggle").click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.mouse.move(0, 0);
    await settled(page);
    await look(page, `${name}-${size.name}-dark`, { fullPage: true });
    await page.getByTestId("mode-toggle").click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  }
}

/**
 * Text that cannot be read anywhere on the page (1.4.10, 1.4.4): two runs of text drawn over each
 * other, or text outside the window sideways. Each line of each text node is measured; text in a
 * layer that floats over the page by design (fixed or sticky: the header, the consent question, a
 * dialog or popover) is left out, as is text hidden from sight (clipped to a pixel for screen
 * readers, not drawn, or placed left of the window until focused). Empty when every text is readable.
 */
export async function overlappingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const floats = (element: Element | null): boolean => {
      for (let at = element; at !== null; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.position === "fixed" || style.position === "sticky") return true;
        if (style.visibility === "hidden" || style.opacity === "0") return true;
        if (at.getAttribute("role") === "dialog" || at.hasAttribute("popover")) return true;
      }
      return false;
    };
    const runs: { text: string; rect: DOMRect; node: Text }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node !== null; node = walker.nextNode() as Text | null) {
      const text = (node.textContent ?? "").trim();
      const parent = node.parentElement;
      if (text === "" || parent === null || parent.closest("script, style, noscript, svg") !== null) continue;
      const box = parent.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || floats(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // Text placed wholly left of the window is hidden there on purpose (the skip link until focused).
      for (const rect of range.getClientRects())
        if (rect.width > 1 && rect.height > 1 && rect.right > 0) runs.push({ text: text.slice(0, 30), rect, node });
    }
    const problems = new Set<string>();
    runs.forEach((run, index) => {
      if (run.rect.left < -1 || run.rect.right > window.innerWidth + 1)
        problems.add(`"${run.text}" is outside the window sideways`);
      for (const other of runs.slice(index + 1)) {
        if (other.node === run.node) continue;
        const wide = Math.min(run.rect.right, other.rect.right) - Math.max(run.rect.left, other.rect.left);
        const high = Math.min(run.rect.bottom, other.rect.bottom) - Math.max(run.rect.top, other.rect.top);
        // Lines of text touch by a pixel or two where the line height is tight; more is overlap.
        if (wide > 2 && high > Math.min(run.rect.height, other.rect.height) / 3)
          problems.add(`"${run.text}" overlaps "${other.text}"`);
      }
    });
    return [...problems];
  });
}
