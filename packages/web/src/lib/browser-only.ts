// What only the browser has (docs/decisions/server-rendering.md): the address's fragment, which no
// request carries. A screen that needs it while the web server draws the page throws this, and the
// page then starts in the browser, as a page the server could not draw does (app/server-render.tsx)
// rather than as a failure to report.
export class BrowserOnly extends Error {
  constructor(needs: string) {
    super(`needs ${needs}`);
    this.name = "BrowserOnly";
  }
}

/** Stops a server render that needs what only the browser has; returns `value` in the browser. */
export function inBrowser<T>(needs: string, value: () => T): T {
  if (typeof window === "undefined") throw new BrowserOnly(needs);
  return value();
}
