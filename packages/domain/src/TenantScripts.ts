/**
 * Tenant scripts from the configuration: injected only when active, sorted by priority
 * descending, into the head or the body as each entry's placement says (spec §1, §3, §9).
 */
import { Schema } from "effect";

export const Placement = Schema.Literals(["head", "body"]);
export type Placement = typeof Placement.Type;

export const Script = Schema.Struct({
  id: Schema.Union([Schema.String, Schema.Number]),
  name: Schema.String,
  rawScript: Schema.String,
  isActive: Schema.Boolean,
  priority: Schema.Number,
  /** "head" or "body"; any other value means the entry is not injected. */
  placement: Schema.String,
});
export type Script = typeof Script.Type;

export interface ScriptsByPlacement {
  readonly head: ReadonlyArray<Script>;
  readonly body: ReadonlyArray<Script>;
}

/** Placement as written, forgiving case and surrounding spaces; undefined for anything else. */
export const placementOf = (script: Script): Placement | undefined => {
  const placement = script.placement.trim().toLowerCase();
  return placement === "head" || placement === "body" ? placement : undefined;
};

// A missing or non-numeric priority sorts last rather than poisoning the comparison.
const rank = (script: Script): number => (Number.isFinite(script.priority) ? script.priority : -Infinity);

/**
 * The scripts to inject, grouped by placement: active ones only, highest priority first, equal
 * priorities kept in configuration order; entries with another placement are dropped.
 */
export const scriptsToInject = (scripts: ReadonlyArray<Script>): ScriptsByPlacement => {
  const active = scripts.filter((script) => script.isActive).toSorted((a, b) => rank(b) - rank(a) || 0);
  return {
    head: active.filter((script) => placementOf(script) === "head"),
    body: active.filter((script) => placementOf(script) === "body"),
  };
};
