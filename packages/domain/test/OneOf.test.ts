// Closed sets read from outside (OneOf.ts): a member narrows, anything else is seen.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isOneOf, oneOf } from "../src/OneOf.ts";

const statuses = ["open", "closed"] as const;

describe("OneOf", () => {
  it("takes exactly the members, whatever else is offered", () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom<unknown>(...statuses), fc.anything()), (value) => {
        const member = value === "open" || value === "closed";
        return isOneOf(statuses, value) === member && oneOf(statuses, value) === (member ? value : undefined);
      }),
    );
  });

  it("does not take a member's look-alike", () => {
    expect(isOneOf(statuses, "Open")).toBe(false);
    expect(isOneOf([1, 2], "1")).toBe(false);
    expect(oneOf([1, 2], 2)).toBe(2);
  });
});
