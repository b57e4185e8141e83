// Every call of spec §7 is in the contract with the spec's method and path, and every
// code of the §8 catalogue (as the domain holds it) is in the contract's ErrorCode enum.
import { ErrorCatalogue } from "@cabline/domain";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ContractDoc } from "./contract-doc.ts";

// Spec §7, "The calls it makes", read from the specification as the repository states it
// (docs/specification.md), not from a list kept beside the test: a call the contract lacks, or a
// call the document gains, fails here.
const specDocument = readFileSync(join(import.meta.dirname, "..", "..", "docs", "specification.md"), "utf8");
const sectionText = (n: number) => {
  const start = specDocument.indexOf(`## §${n} `);
  return specDocument.slice(start, specDocument.indexOf("\n## §", start + 1));
};
const specCalls = [...sectionText(7).matchAll(/\b(GET|POST) (\/[A-Za-z0-9_/.-]*[A-Za-z0-9_])/g)].map(
  ([, method, path]) => `${method} ${path}`,
);
// §8's table, one row per message, codes comma-separated.
const specCodes = sectionText(8)
  .split("\n")
  .filter((line) => /^\| [^-]/.test(line) && !line.startsWith("| Code"))
  .flatMap((line) => (line.split("|")[1] ?? "").trim().split(", "));

const dispatch = new ContractDoc("dispatch.openapi.yaml");
const operations = dispatch.operations();
const key = (op: { method: string; path: string }) => `${op.method.toUpperCase()} ${op.path}`;

describe("the dispatch contract covers spec §7", () => {
  it("finds the spec's 33 calls, each once", () => {
    expect(specCalls).toHaveLength(33);
    expect(new Set(specCalls).size).toBe(33);
  });

  it.each(specCalls)("has %s", (call) => {
    expect(operations.map(key)).toContain(call);
  });

  it("marks every operation that is not a §7 call as an extension", () => {
    const extra = operations.filter((op) => !specCalls.includes(key(op)));
    for (const op of extra) expect(op.node["x-spec"], key(op)).toBe("extension");
    for (const op of operations.filter((o) => specCalls.includes(key(o)))) {
      expect(op.node["x-spec"], key(op)).toBe("spec");
    }
  });

  it("requires X-TENANT-ID on every operation", () => {
    for (const op of operations) {
      const params = ((op.node.parameters as unknown[]) ?? []).map((p) =>
        dispatch.deref<{ name: string; in: string; required?: boolean }>(p),
      );
      expect(params, key(op)).toContainEqual(
        expect.objectContaining({ name: "X-TENANT-ID", in: "header", required: true }),
      );
    }
  });

  it("has unique operationIds", () => {
    const ids = operations.map((op) => op.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("sends POST params form-encoded and bodies as JSON, as §7 says", () => {
    const media = (path: string) => {
      const op = operations.find((o) => o.path === path && o.method === "post");
      const body = dispatch.deref<{ content: Record<string, unknown> } | undefined>(op?.node.requestBody);
      return Object.keys(body?.content ?? {});
    };
    for (const path of [
      "/customer/v2/booking",
      "/customer/v2/checkout/getCostEstimate",
      "/customer/v2/checkout/updateBasket",
    ]) {
      expect(media(path), path).toEqual(["application/json"]);
    }
    for (const path of [
      "/customer/v2/doLoginWeb",
      "/customer/v2/checkout/checkout",
      "/driver/doLoginToolbox",
      "/customer/v2/location",
    ]) {
      expect(media(path), path).toEqual(["application/x-www-form-urlencoded"]);
    }
  });
});

describe("the contract's ErrorCode enumerates the §8 catalogue", () => {
  const errorCode = dispatch.deref<{ anyOf: { enum?: string[]; type?: string }[] }>(
    (dispatch.doc.components as { schemas: Record<string, unknown> }).schemas.ErrorCode,
  );
  const enumerated = errorCode.anyOf.flatMap((branch) => branch.enum ?? []);
  it("finds the spec's 29 codes, and the domain's catalogue holds the same", () => {
    expect(specCodes).toHaveLength(29);
    expect(Object.keys(ErrorCatalogue.messages).sort()).toEqual([...specCodes].sort());
  });

  it.each(specCodes)("has %s", (code) => expect(enumerated).toContain(code));

  it("keeps the set open for unknown codes", () => {
    expect(errorCode.anyOf).toContainEqual(expect.objectContaining({ type: "string" }));
  });
});
