/**
 * Request validation derived from the contract: before an operation's handler
 * runs, its query string and body are checked against the request schemas of
 * `contracts/dispatch.openapi.yaml`, compiled with Ajv (JSON Schema 2020-12, the dialect of
 * OpenAPI 3.1). A value of the wrong type or outside the contract's enum is refused with 400
 * `bad_request` naming the field, so no handler sees a request that breaks the contract.
 *
 * Decision: only the *shape* is the contract's to refuse here (type, enum, const, array items).
 * A missing or too-long field is left to the handler, because the spec gives those their own
 * codes and messages (§8 `email_empty`, `po_number_empty`, `password_invalid`...), which a
 * generic "required" refusal would hide from the user. Form bodies arrive as text; Ajv reads
 * "12" as 12 and "true" as true the way the handlers do, and an empty form field is absent.
 * Sandbox-only operations (/sandbox/...) are not in the contract and are not checked.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import { Schema } from "effect";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { TenantRoute } from "./context.ts";
import { badRequest } from "./errors.ts";
import { isRecord, type Fields } from "./input.ts";

const contractPath = join(import.meta.dirname, "..", "..", "..", "contracts", "dispatch.openapi.yaml");
const documentId = "https://cabline.invalid/dispatch.openapi.yaml";

/** The keywords that describe a value's shape; the others are the handlers' (see above). */
const shapeKeywords = new Set(["type", "enum", "const"]);

interface OperationChecks {
  readonly query?: ValidateFunction;
  readonly body?: ValidateFunction;
}

// The parts of the OpenAPI document read here; Ajv reads the document itself.
const Parameter = Schema.Struct({
  name: Schema.optionalKey(Schema.String),
  in: Schema.optionalKey(Schema.String),
  schema: Schema.optionalKey(Schema.Record(Schema.String, Schema.Unknown)),
  $ref: Schema.optionalKey(Schema.String),
});

const decodeOperation = Schema.decodeUnknownSync(
  Schema.Struct({
    parameters: Schema.optionalKey(Schema.Array(Parameter)),
    requestBody: Schema.optionalKey(
      Schema.Struct({ content: Schema.optionalKey(Schema.Record(Schema.String, Schema.Unknown)) }),
    ),
  }),
);

/** A path's entries are its operations and others (a summary, shared parameters): each operation is decoded apart. */
const decodeDocument = Schema.decodeUnknownSync(
  Schema.Struct({
    paths: Schema.Record(Schema.String, Schema.Record(Schema.String, Schema.Unknown)),
    components: Schema.Struct({ parameters: Schema.optionalKey(Schema.Record(Schema.String, Parameter)) }),
  }),
);

/** A JSON pointer segment (RFC 6901). */
const pointer = (...segments: ReadonlyArray<string>): string =>
  segments.map((segment) => `/${segment.replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");

const compileAll = (): ReadonlyMap<string, OperationChecks> => {
  const raw: unknown = parse(readFileSync(contractPath, "utf8"));
  if (!isRecord(raw)) throw new Error(`${contractPath} is not an OpenAPI document.`);
  const document = decodeDocument(raw);
  const ajv = new Ajv2020({
    strict: false,
    // The first problem only: when it is a missing field, the operation names it with its own code.
    allErrors: false,
    coerceTypes: "array",
    validateFormats: false,
    // OpenAPI's own keywords beside the schema ones.
    keywords: ["example", "discriminator", "xml", "externalDocs"],
  });
  ajv.addSchema({ ...raw, $id: documentId });
  const checks = new Map<string, OperationChecks>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, entry] of Object.entries(item)) {
      if (!isRecord(entry) || !("responses" in entry)) continue;
      const operation = decodeOperation(entry);
      const parameters = (operation.parameters ?? []).map((parameter) =>
        parameter.$ref === undefined
          ? parameter
          : (document.components.parameters?.[parameter.$ref.split("/").pop() ?? ""] ?? parameter),
      );
      const queryProperties = Object.fromEntries(
        parameters.filter((p) => p.in === "query" && p.schema !== undefined).map((p) => [p.name, p.schema]),
      );
      const mediaType = ["application/json", "application/x-www-form-urlencoded"].find(
        (type) => operation.requestBody?.content?.[type] !== undefined,
      );
      checks.set(`${method.toUpperCase()} ${path}`, {
        ...(Object.keys(queryProperties).length === 0
          ? {}
          : { query: ajv.compile({ type: "object", properties: queryProperties }) }),
        ...(mediaType === undefined
          ? {}
          : {
              body: ajv.compile({
                $ref: `${documentId}#${pointer("paths", path, method, "requestBody", "content", mediaType, "schema")}`,
              }),
            }),
      });
    }
  }
  return checks;
};

let compiled: ReadonlyMap<string, OperationChecks> | undefined;

/** "outbound.passengers must be integer": the first shape problem, for the 400's message. */
const problem = (errors: ReadonlyArray<ErrorObject> | null | undefined, where: string): string | undefined => {
  const shape = (errors ?? []).find((error) => shapeKeywords.has(error.keyword));
  if (shape === undefined) return undefined;
  const field = shape.instancePath.slice(1).replace(/\//g, ".") || where;
  const params: Readonly<Record<string, unknown>> = shape.params;
  const allowed = params["allowedValues"];
  const expected =
    shape.keyword === "type"
      ? `must be ${String(params["type"])}`
      : `must be one of ${(Array.isArray(allowed) ? allowed : []).map(String).join(", ")}`;
  return `${field} ${expected} (contract).`;
};

/** Values the handlers read as absent: an empty form field, a null in JSON. */
const present = (fields: Fields): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== "" && value !== null));

/**
 * What breaks the contract's shape in a request to `method path` (the contract's path template),
 * or undefined when nothing does or the contract has no such operation. The contract is read and
 * compiled once per process, on first use.
 */
export const contractProblem = (
  method: string,
  path: string,
  query: URLSearchParams,
  body: Fields | undefined,
): string | undefined => {
  compiled ??= compileAll();
  const check = compiled.get(`${method} ${path}`);
  if (check === undefined) return undefined;
  const inQuery =
    check.query === undefined || check.query(present(Object.fromEntries(query)))
      ? undefined
      : problem(check.query.errors, "query");
  // Ajv coerces in place: it checks a copy, and the handler reads the body as sent.
  const inBody =
    check.body === undefined || body === undefined || check.body(structuredClone(present(body)))
      ? undefined
      : problem(check.body.errors, "body");
  return inQuery ?? inBody;
};

/** Refuses (400 bad_request, via badRequest) a request to the route whose shape breaks the contract. */
export const checkAgainstContract = (route: TenantRoute, query: URLSearchParams, body: Fields): void => {
  const message = contractProblem(route.method, route.path, query, route.encoding === "none" ? undefined : body);
  if (message !== undefined) badRequest(message);
};
