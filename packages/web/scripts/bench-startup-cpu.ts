// A start-up benchmark (figures, not a timed test): where a cold page load spends the
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
//   redrew all of /book-ride (484 components drawn, then 174 again);
// - at 4x CPU (Lighthouse's mobile throttling, by CDP), N more loads: the longest main-thread
//   task from navigation to network idle, what ran longest inside it (a module's evaluation, a
//   script's call, the HTML parse), and the blocking time (each task's time past 50 ms, summed
//   from the first task on: Lighthouse counts from the first paint, so this is an upper bound).
//   Nothing at start-up may outgrow these (docs/decisions/server-rendering.md).
//
// Needs the app running (`npm start`): node scripts/bootstrap.mjs env -- node
// packages/web/scripts/bench-startup-cpu.ts [origin, default http://book.localhost:5173]
// [runs, default 5] [routes..., default /book-ride /sign-in /t/<made-up token>]
import { launchChromium } from "./chromium.ts";
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

/** The complete events of the renderer's main thread. */
function mainThread(events: ReadonlyArray<TraceEvent>): TraceEvent[] {
  const mains = new Set(
    events
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return events.filter((e) => e.ph === "X" && e.dur !== undefined && mains.has(`${e.pid}:${e.tid}`));
}

/** The figures of one traced load, from the renderer's main thread. */
function figures(events: ReadonlyArray<TraceEvent>) {
  const onMain = mainThread(events);
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

/** The longest outermost task on the main thread, what ran longest in it, and the time past 50 ms of all tasks. */
function longestTask(events: ReadonlyArray<TraceEvent>) {
  const onMain = mainThread(events);
  let end = 0;
  const outermost: TraceEvent[] = [];
  for (const task of onMain.filter((e) => e.name === "RunTask").sort((a, b) => a.ts - b.ts)) {
    if (task.ts >= end) outermost.push(task);
    end = Math.max(end, task.ts + (task.dur ?? 0));
  }
  const longest = outermost.reduce<TraceEvent | undefined>(
    (best, task) => ((task.dur ?? 0) > (best?.dur ?? 0) ? task : best),
    undefined,
  );
  const inside = onMain
    .filter(
      (e) =>
        longest !== undefined &&
        ["v8.evaluateModule", "FunctionCall", "ParseHTML", "EvaluateScript", "v8.compileModule"].includes(e.name) &&
        e.ts >= longest.ts &&
        e.ts + (e.dur ?? 0) <= longest.ts + (longest.dur ?? 0),
    )
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  const file = inside?.args?.data?.url?.split("/").at(-1) ?? "";
  return {
    longest: ms(longest?.dur ?? 0),
    what:
      inside === undefined
        ? "?"
        : `${inside.name}${file === "" ? "" : ` ${file}`} ${ms(inside.dur ?? 0).toFixed(0)} ms`,
    blocking: ms(outermost.reduce((total, task) => total + Math.max(0, (task.dur ?? 0) - 50_000), 0)),
  };
}

/** One cold load of `url`, traced until the network is idle, at `cpu` times slower than this machine. */
async function tracedLoad(url: string, path: string, cpu: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let requests = 0;
  let scripts = 0;
  page.on("request", (request) => {
    requests += 1;
    if (request.resourceType() === "script") scripts += 1;
  });
  if (cpu > 1) await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: cpu });
  await browser.startTracing(page, {
    path,
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "toplevel"],
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await browser.stopTracing();
  await context.close();
  const trace = JSON.parse(readFileSync(path, "utf8")) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return { events: Array.isArray(trace) ? trace : trace.traceEvents, requests, scripts };
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

const browser = await launchChromium();
const folder = mkdtempSync(join(tmpdir(), "cabline-bench-startup-"));
try {
  for (const route of routes) {
    const rows: Array<ReturnType<typeof figures> & { requests: number; scripts: number }> = [];
    for (let run = 1; run <= runs; run += 1) {
      const { events, requests, scripts } = await tracedLoad(`${origin}${route}`, join(folder, `trace-${run}.json`), 1);
      rows.push({ ...figures(events), requests, scripts });
    }
    const throttled: Array<ReturnType<typeof longestTask>> = [];
    for (let run = 1; run <= runs; run += 1)
      throttled.push(longestTask((await tracedLoad(`${origin}${route}`, join(folder, `slow-${run}.json`), 4)).events));
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
    const byLongest = throttled.toSorted((a, b) => a.longest - b.longest);
    const middle = byLongest[Math.floor(byLongest.length / 2)];
    console.log(
      `${route} at 4x CPU: longest start-up task ${middle?.longest.toFixed(0)} ms (${middle?.what}; runs ${byLongest.map((run) => run.longest.toFixed(0)).join(", ")}), blocking time ${median(throttled.map((run) => run.blocking)).toFixed(0)} ms (medians of ${runs})`,
    );
  }
} finally {
  await browser.close();
  rmSync(folder, { recursive: true, force: true });
}
