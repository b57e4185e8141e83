// `prism mock --errors` serves every operation of both contracts with its examples.
// Each request example is accepted with no contract violation; each named response example is
// served as written when asked for with `Prefer`; a request without X-TENANT-ID or a required
// Idempotency-Key is refused; an operation that needs credentials answers 401 without them.
import { describe, expect, inject, it } from "vitest";
import { ContractDoc, type Json, type Operation } from "./contract-doc.ts";

type Param = { name: string; in: string; example?: Json; required?: boolean };
type Media = { examples?: Record<string, unknown> };

function requestFor(doc: ContractDoc, op: Operation) {
  const headers: Record<string, string> = {};
  const query = new URLSearchParams();
  let url = op.path;
  for (const raw of (op.node.parameters as unknown[]) ?? []) {
    const p = doc.deref<Param>(raw);
    if (p.example === undefined) continue;
    if (p.in === "header") headers[p.name] = String(p.example);
    if (p.in === "query") query.set(p.name, String(p.example));
    if (p.in === "path") url = url.replace(`{${p.name}}`, encodeURIComponent(String(p.example)));
  }
  const security = (op.node.security ?? doc.doc.security ?? []) as Record<string, unknown>[];
  const schemes = security.flatMap((s) => Object.keys(s));
  if (schemes.includes("bearer") || schemes.includes("driverBearer"))
    headers.Authorization = "Bearer contract-test-token";
  const credentialsRequired =
    security.length > 0 && security.every((s) => Object.keys(s).length > 0) && headers.Authorization !== undefined;

  let bodies: [string, string | undefined][] = [["(none)", undefined]];
  const content = doc.deref<{ content?: Record<string, Media> } | undefined>(op.node.requestBody)?.content;
  if (content) {
    const [mediaType, media] = Object.entries(content)[0]!;
    headers["Content-Type"] = mediaType;
    bodies = Object.entries(media.examples ?? {}).map(([name, example]) => {
      const value = doc.deref<{ value: Record<string, Json> }>(example).value;
      if (mediaType === "application/json") return [name, JSON.stringify(value)];
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(value)) form.set(k, typeof v === "object" ? JSON.stringify(v) : String(v));
      return [name, form.toString()];
    });
  }
  return { url: `${url}${query.size ? `?${query}` : ""}`, headers, bodies, credentialsRequired };
}

for (const [file, baseKey] of [
  ["dispatch.openapi.yaml", "dispatchMockUrl"],
  ["maps.openapi.yaml", "mapsMockUrl"],
] as const) {
  const doc = new ContractDoc(file);
  describe(`prism mock ${file}`, () => {
    it.each(doc.operations().map((op) => [op.id, op] as const))("serves %s with its examples", async (_id, op) => {
      const base = inject(baseKey);
      const { url, headers, bodies, credentialsRequired } = requestFor(doc, op);
      const send = async (extra: Record<string, string>, body: string | undefined, drop?: string) => {
        const all: Record<string, string> = { ...headers, ...extra };
        if (drop) delete all[drop];
        const response = await fetch(`${base}${url}`, {
          method: op.method.toUpperCase(),
          headers: all,
          body: body ?? null,
        });
        const text = await response.text();
        return { status: response.status, violations: response.headers.get("sl-violations"), text };
      };

      for (const [name, body] of bodies) {
        const answer = await send({}, body);
        expect({ example: name, status: answer.status, violations: answer.violations }).toEqual({
          example: name,
          status: 200,
          violations: null,
        });
      }

      for (const [code, rawResponse] of Object.entries(op.node.responses as Record<string, unknown>)) {
        const media = doc.deref<{ content?: Record<string, Media> }>(rawResponse).content?.["application/json"];
        for (const [name, example] of Object.entries(media?.examples ?? {})) {
          const expected = doc.deref<{ value: Json }>(example).value;
          const prefer = code === "200" ? `example=${name}` : `code=${code}, example=${name}`;
          const answer = await send({ Prefer: prefer }, bodies[0]?.[1]);
          expect({ prefer, status: String(answer.status), body: JSON.parse(answer.text) as Json }).toEqual({
            prefer,
            status: code,
            body: expected,
          });
        }
      }

      for (const header of ["X-TENANT-ID", "Idempotency-Key"]) {
        if (headers[header] === undefined) continue;
        const answer = await send({}, bodies[0]?.[1], header);
        expect({ without: header, status: answer.status, refused: answer.violations !== null }).toEqual({
          without: header,
          status: 400,
          refused: true,
        });
      }

      if (credentialsRequired) {
        const answer = await send({}, bodies[0]?.[1], "Authorization");
        expect({ withoutCredentials: answer.status }).toEqual({ withoutCredentials: 401 });
      }
    });
  });
}
