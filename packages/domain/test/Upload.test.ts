import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as Upload from "../src/Upload.ts";

describe("Upload (spec §5, §8, §9)", () => {
  it("shows sizes in kb as bytes divided by 1000", () => {
    expect(Upload.kb(1500)).toBe(1.5);
    expect(Upload.formatSize(1500)).toBe("1.5 kb");
    expect(Upload.formatSize(12_345)).toBe("12.35 kb");
    expect(Upload.formatSize(1024)).toBe("1.02 kb");
    fc.assert(
      fc.property(fc.nat({ max: 1e9 }), (bytes) => {
        expect(Upload.kb(bytes) * 1000).toBeCloseTo(bytes, 6);
      }),
    );
  });

  it("replaces the previous file with a new one when the limit is one", () => {
    expect(Upload.addFiles(["old.csv"], ["new.csv"], 1)).toEqual(["new.csv"]);
    expect(Upload.addFiles(["old.csv"], [], 1)).toEqual(["old.csv"]);
  });

  it("keeps at most the limit, and exactly the latest file with a limit of one", () => {
    const files = fc.array(fc.string({ maxLength: 4 }), { maxLength: 6 });
    fc.assert(
      fc.property(
        files,
        files,
        fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
        (current, incoming, limit) => {
          const result = Upload.addFiles(current, incoming, limit);
          if (limit === undefined) expect(result).toEqual([...current, ...incoming]);
          else expect(result.length).toBeLessThanOrEqual(Math.max(limit, limit === 1 ? current.length : 0));
          if (limit === 1 && incoming.length > 0) expect(result).toEqual([incoming.at(-1)]);
          if (limit !== undefined && limit > 1) expect(result).toEqual([...current, ...incoming].slice(0, limit));
        },
      ),
    );
  });

  it("shows 'Upload Failed!' on a rejected file, or the custom message from the before-upload check", () => {
    expect(Upload.checkResult(true)).toEqual({ accepted: true });
    expect(Upload.checkResult(false)).toEqual({ accepted: false, message: "Upload Failed!" });
    expect(Upload.checkResult("File must be a CSV")).toEqual({ accepted: false, message: "File must be a CSV" });
    expect(Upload.checkResult(" ")).toEqual({ accepted: false, message: "Upload Failed!" });
    expect(Upload.rejectionNotificationMs).toBe(2000);
  });
});
