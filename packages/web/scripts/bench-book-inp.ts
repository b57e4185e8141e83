// Benchmark (a figure, not a timed test): Interaction to Next Paint while a passenger books on
// /book-ride, with the CPU slowed 4x as on a mid-range phone. In Chromium it types "Ocean Village"
// a key at a time (120 ms apart, as a person types), picks the first suggestion with the keyboard,
// does the same for the drop-off, chooses the second ride type, gives a guest's details and
// presses "Continue to summary", and prints every interaction's latency from the Event Timing API:
// INP (the worst, as there are fewer than 50), the median, and which interaction was the worst.
// Goal (the start-up work, docs/decisions/server-rendering.md): INP <= 100 ms.
//
// Needs the app running (`npm start`): node scripts/bootstrap.mjs env -- node
// packages/web/scripts/bench-book-inp.ts [origin, default http://book.localhost:5173] [runs, default 3]
import { launchChromium } from "./chromium.ts";

const origin = process.argv[2] ?? "http://book.localhost:5173";
const runs = Number(process.argv[3] ?? 3);
const browser = await launchChromium();
try {
  for (let run = 1; run <= runs; run += 1) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${origin}/book-ride`);
    const pickup = page.getByRole("combobox", { name: "Pickup address", exact: true });
    await pickup.waitFor();
    await page.waitForLoadState("networkidle");
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.evaluate(() => {
      const worst = new Map<number, { duration: number; what: string }>();
      (window as unknown as { interactions: typeof worst }).interactions = worst;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>) {
          if (!entry.interactionId) continue;
          const target = (entry as PerformanceEntry & { target?: Element | null }).target;
          const what = `${entry.name} on ${target?.getAttribute("aria-label") ?? target?.id ?? target?.tagName ?? "?"}`;
          const before = worst.get(entry.interactionId);
          if (before === undefined || entry.duration > before.duration)
            worst.set(entry.interactionId, { duration: entry.duration, what });
        }
      }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    for (const [label, typed] of [
      ["Pickup address", "Ocean Village"],
      ["Drop-off address", "Southampton Airport"],
    ] as const) {
      const input = page.getByRole("combobox", { name: label, exact: true });
      await input.click();
      await input.pressSequentially(typed, { delay: 120 });
      await page.getByRole("option").first().waitFor();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
    }
    // A ride type other than the first, the guest's details (each field one interaction), then
    // on to the summary.
    await page.getByRole("radio").nth(1).check();
    await page.getByLabel("Full name").fill("Ada Guest");
    await page.getByLabel("Mobile number").fill("07700 900456");
    await page.getByLabel("E-mail address").fill("ada.guest@example.com");
    await page.getByTestId("book-continue").click();
    await page.waitForURL(/\/summary/);
    // The observer reports an interaction once its next paint is done.
    await page.waitForTimeout(1000);
    const interactions = await page.evaluate(() =>
      [
        ...(
          window as unknown as { interactions: Map<number, { duration: number; what: string }> }
        ).interactions.values(),
      ].sort((a, b) => a.duration - b.duration),
    );
    const median = interactions[Math.floor(interactions.length / 2)]?.duration ?? 0;
    const slowest = interactions.at(-1);
    console.log(
      `run ${run}: ${interactions.length} interactions over 16 ms, INP ${(slowest?.duration ?? 0).toFixed(0)} ms (${slowest?.what ?? "none"}), median ${median.toFixed(0)} ms (4x CPU slowdown, 390 px)`,
    );
    await page.close();
  }
} finally {
  await browser.close();
}
