/**
 * The window's uncaught errors and unhandled rejections, sent through the ErrorReporting port
 * (spec §8). Kept apart from ErrorReporting.ts, and free of the domain, so the
 * web entry can register the listeners at start-up while the port, its scrubber and the route
 * table load only with the first report.
 */

/** The part of the ErrorReporting port the listeners use (written here: ErrorReporting.ts imports this module). */
export interface UncaughtErrorSink {
  readonly enabled: boolean;
  report(error: unknown): void;
}

/** An error's name, message, code and stack as plain strings, whatever was thrown. */
export const describe = (error: unknown): { name: string; message: string; code?: string; stack?: string } => {
  if (error instanceof Error) {
    const code = "code" in error ? error.code : undefined;
    return {
      name: error.name,
      message: error.message,
      ...(typeof code === "string" ? { code } : {}),
      ...(error.stack === undefined ? {} : { stack: error.stack }),
    };
  }
  if (typeof error === "string") return { name: "Error", message: error };
  try {
    return { name: "Error", message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { name: "Error", message: String(error) };
  }
};

/** The part of a browser window the uncaught-error listeners need. */
export interface UncaughtErrorSource {
  addEventListener(
    type: "error",
    listener: (event: { readonly error?: unknown; readonly message?: string }) => void,
  ): void;
  addEventListener(type: "unhandledrejection", listener: (event: { readonly reason?: unknown }) => void): void;
}

/**
 * Reports the window's uncaught errors and unhandled promise rejections through the port, so they
 * are scrubbed like every other report (the provider's own global handlers stay off).
 */
export const reportUncaught = (source: UncaughtErrorSource, reporting: UncaughtErrorSink): void => {
  if (!reporting.enabled) return;
  source.addEventListener("error", (event) => reporting.report(event.error ?? event.message ?? "Script error"));
  source.addEventListener("unhandledrejection", (event) =>
    reporting.report(
      event.reason instanceof Error
        ? event.reason
        : Object.assign(new Error(describe(event.reason).message), { name: "UnhandledRejection" }),
    ),
  );
};
