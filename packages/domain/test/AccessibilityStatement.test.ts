import { describe, expect, it } from "vitest";
import * as AccessibilityStatement from "../src/AccessibilityStatement.ts";

describe("the accessibility statement's own facts", () => {
  it("is partially compliant while any problem is known, fully once none is", () => {
    expect(AccessibilityStatement.compliance(AccessibilityStatement.knownIssues)).toBe(
      AccessibilityStatement.knownIssues.length > 0 ? "partial" : "full",
    );
    expect(AccessibilityStatement.compliance([])).toBe("full");
  });

  it("names a WCAG 2.2 success criterion and a plan for every known problem, each criterion once", () => {
    for (const issue of AccessibilityStatement.knownIssues) {
      expect(issue.criterion).toMatch(/^\d\.\d\.\d{1,2} [A-Z]/);
      expect(issue.problem.length).toBeGreaterThan(20);
      expect(issue.plan.length).toBeGreaterThan(20);
    }
    const criteria = AccessibilityStatement.knownIssues.map((issue) => issue.criterion);
    expect(new Set(criteria).size).toBe(criteria.length);
  });
});
