import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as TenantScripts from "../src/TenantScripts.ts";

const script = fc.record({
  id: fc.nat(),
  name: fc.string({ maxLength: 5 }),
  rawScript: fc.string({ maxLength: 10 }),
  isActive: fc.boolean(),
  priority: fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constant(Number.NaN)),
  placement: fc.constantFrom("head", "body", "HEAD", " body ", "footer", ""),
});

const make = (id: number, priority: number, placement: string, isActive = true): TenantScripts.Script => ({
  id,
  name: `s${id}`,
  rawScript: "",
  isActive,
  priority,
  placement,
});

describe("Tenant scripts (spec §1, §3)", () => {
  it("injects only active scripts, highest priority first, into head or body as placed", () => {
    const result = TenantScripts.scriptsToInject([
      make(1, 1, "head"),
      make(2, 10, "head"),
      make(3, 99, "body", false),
      make(4, 3, "body"),
      make(5, 50, "footer"),
    ]);
    expect(result.head.map((s) => s.id)).toEqual([2, 1]);
    expect(result.body.map((s) => s.id)).toEqual([4]);
  });

  it("keeps configuration order for equal priorities and puts missing priorities last", () => {
    const result = TenantScripts.scriptsToInject([make(1, 0, "head"), make(2, Number.NaN, "head"), make(3, 0, "head")]);
    expect(result.head.map((s) => s.id)).toEqual([1, 3, 2]);
  });

  it("only ever injects active entries with a head or body placement, sorted by priority descending", () => {
    fc.assert(
      fc.property(fc.array(script, { maxLength: 12 }), (scripts) => {
        const { head, body } = TenantScripts.scriptsToInject(scripts);
        const expected = scripts.filter((s) => s.isActive && TenantScripts.placementOf(s) !== undefined);
        expect(head.length + body.length).toBe(expected.length);
        for (const [group, placement] of [
          [head, "head"],
          [body, "body"],
        ] as const) {
          for (const s of group) {
            expect(s.isActive).toBe(true);
            expect(TenantScripts.placementOf(s)).toBe(placement);
          }
          const ranks = group.map((s) => (Number.isFinite(s.priority) ? s.priority : -Infinity));
          expect(ranks).toEqual(ranks.toSorted((a, b) => b - a));
        }
      }),
    );
  });
});
