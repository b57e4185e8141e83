// Issues 12 and 15 benchmark (figures, not a timed test): where a cold page load spends the
// browser's main thread, unthrottled. The end-to-end suite is bound by this (two Playwright
// workers on two cores were no faster than one: 12.9 min against 12.7), and so is Lighthouse's
// blocking time at 4x. For each route, N cold loads in fresh browser contexts, each traced until
// the network is idle; printed per route (medians):
// - busy: the renderer's main thread in tasks, all of it;
// - modules: evaluating the route's JavaScript modules (v8.evaluateModule);
// - react: calls into the framework chunk (React's scheduler: renders and commits) over 3 ms, with
//   how many there were and the first one — each later one is the page drawn again as data arrive;
// - other: the rest of the busy time (loading, parsing and linking modules, style, layout, paint);
// - requests and script files fetched;
// - redrawn: in one more, untraced load, the components React drew again after its first commit
//   until the network is idle (a React DevTools hook counts them), and in how many commits. Data
//   arriving must redraw only what shows it: a state set to an equal new value in a mount effect
//   redrew all of /book-ride (484 components drawn, then 174 again; issue 15).
//
// Needs the app running (`npm start`): node scripts/bootstrap.mjs env -- node
// packages/web/scripts/bench-startup-cpu.ts [origin, default http://book.localhost:5173]
// [runs, default 5] [routes..., default /book-ride /sign-in /t/<made-up token>]
import { chromium } from "@playwright/test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

type TraceEvent = {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly args?: { readonly name?: string; readonly data?: { readonly url?: string } };
};

const origin = process.argv[2] ?? "http://book.localhost:5173";
const runs = Number(process.argv[3] ?? 5);
const routes = process.argv.length > 4 ? process.argv.slice(4) : ["/book-ride", "/sign-in", `/t/${"A".repeat(28)}`];
const median = (values: ReadonlyArray<number>) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (micros: number) => micros / 1000;

/** The figures of one traced load, from the renderer's main thread. */
function figures(events: ReadonlyArray<TraceEvent>) {
  const mains = new Set(
    events
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = events.filter((e) => e.ph === "X" && e.dur !== undefined && mains.has(`${e.pid}:${e.tid}`));
  const sum = (list: ReadonlyArray<TraceEvent>) => list.reduce((total, e) => total + (e.dur ?? 0), 0);
  // Tasks can nest (a task run inside another's message loop): count the outermost only.
  let busy = 0;
  let end = 0;
  for (const task of onMain.filter((e) => e.name === "RunTask").sort((a, b) => a.ts - b.ts)) {
    const finish = task.ts + (task.dur ?? 0);
    if (task.ts >= end) busy += task.dur ?? 0;
    else if (finish > end) busy += finish - end;
    end = Math.max(end, finish);
  }
  const modules = sum(onMain.filter((e) => e.name === "v8.evaluateModule"));
  const react = onMain
    .filter((e) => e.name === "FunctionCall" && (e.dur ?? 0) > 3000 && /framework-/.test(e.args?.data?.url ?? ""))
    .sort((a, b) => a.ts - b.ts);
  return {
    busy: ms(busy),
    modules: ms(modules),
    react: ms(sum(react)),
    renders: react.length,
    firstRender: ms(react[0]?.dur ?? 0),
    other: ms(busy - modules - sum(react)),
  };
}

/**
 * Counts, per commit after the first, the components React drew again. A fiber React worked on
 * in a commit is a new object (it swaps a fiber with its alternate), so one still in the previous
 * commit's tree was not visited; one visited was drawn when its props or state changed (a
 * bailed-out fiber keeps both).
 */
function countRedraws(): void {
  type Fiber = {
    type: unknown;
    alternate: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
    memoizedProps: unknown;
    memoizedState: unknown;
  };
  const counts: number[] = [];
  let previous = new WeakSet<Fiber>();
  Object.assign(window, {
    __cablineRedraws: counts,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        const seen = new WeakSet<Fiber>();
        let drawn = 0;
        const walk = (first: Fiber | null) => {
          for (let fiber = first; fiber !== null; fiber = fiber.sibling) {
            seen.add(fiber);
            const before = fiber.alternate;
            const component =
              typeof fiber.type === "function" || (typeof fiber.type === "object" && fiber.type !== null);
            const visited = !previous.has(fiber);
            if (
              component &&
              visited &&
              (before === null ||
                before.memoizedProps !== fiber.memoizedProps ||
                before.memoizedState !== fiber.memoizedState)
            )
              drawn += 1;
            walk(fiber.child);
          }
        };
        walk(root.current.child);
        previous = seen;
        counts.push(drawn);
      },
    },
  });
}

const browser = await chromium.launch({
  executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const folder = mkdtempSync(join(tmpdir(), "cabline-bench-startup-"));
try {
  for (const route of routes) {
    const rows: Array<ReturnType<typeof figures> & { requests: number; scripts: number }> = [];
    for (let run = 1; run <= runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      let requests = 0;
      let scripts = 0;
      page.on("request", (request) => {
        requests += 1;
        if (request.resourceType() === "script") scripts += 1;
      });
      const path = join(folder, `trace-${run}.json`);
      await browser.startTracing(page, {
        path,
        categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "toplevel"],
      });
      await page.goto(`${origin}${route}`, { waitUntil: "networkidle" });
      await browser.stopTracing();
      const trace = JSON.parse(readFileSync(path, "utf8")) as { traceEvents: TraceEvent[] } | TraceEvent[];
      rows.push({ ...figures(Array.isArray(trace) ? trace : trace.traceEvents), requests, scripts });
      await context.close();
    }
    const m = (key: keyof (typeof rows)[number]) => median(rows.map((row) => row[key])).toFixed(0);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(countRedraws);
    await page.goto(`${origin}${route}`, { waitUntil: "networkidle" });
    const commits = await page.evaluate(() => (window as unknown as { __cablineRedraws: number[] }).__cablineRedraws);
    await context.close();
    const redrawn = commits.slice(1).reduce((total, drawn) => total + drawn, 0);
    console.log(
      `${route}: busy ${m("busy")} ms = modules ${m("modules")} + react ${m("react")} (${m("renders")} calls, first ${m("firstRender")}) + other ${m("other")}; ${m("requests")} requests, ${m("scripts")} scripts (median of ${runs}, unthrottled); redrawn ${redrawn} components in ${commits.length - 1} commits after the first`,
    );
  }
} finally {
  await browser.close();
  rmSync(folder, { recursive: true, force: true });
}
