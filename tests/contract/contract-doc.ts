// Reads the OpenAPI contracts for the contract tests: operations, parameters and examples.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = Record<string, unknown>;

const root = join(import.meta.dirname, "..", "..");
const methods = ["get", "post", "put", "patch", "delete"] as const;

export type Operation = {
  readonly id: string;
  readonly method: (typeof methods)[number];
  readonly path: string;
  readonly node: Node;
};

export class ContractDoc {
  readonly file: string;
  readonly doc: Node;
  constructor(file: string) {
    this.file = file;
    this.doc = parse(readFileSync(join(root, "contracts", file), "utf8")) as Node;
  }

  /** Follows a local `$ref` (`#/components/...`). */
  deref<T = Node>(value: unknown): T {
    if (value && typeof value === "object" && "$ref" in value && typeof value.$ref === "string") {
      return value.$ref
        .split("/")
        .slice(1)
        .reduce<unknown>((node, key) => (node as Node)[key.replace(/~1/g, "/").replace(/~0/g, "~")], this.doc) as T;
    }
    return value as T;
  }

  operations(): Operation[] {
    const paths = this.doc.paths as Record<string, Node>;
    return Object.entries(paths).flatMap(([path, item]) =>
      methods
        .filter((method) => item[method])
        .map((method) => {
          const node = item[method] as Node;
          return { id: String(node.operationId), method, path, node };
        }),
    );
  }
}
