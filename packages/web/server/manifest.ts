// What a route loads first, read from the Vite manifest of the production build: the
// entry chunk and its static imports, plus the route's screen chunk and its static imports. The
// web server preloads these for the requested path; the byte-budget test weighs them.
import * as Routes from "@cabline/domain/Routes";
import { Schema } from "effect";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { isScreenId, type ScreenModule, screens } from "../src/app/screens.ts";

/** A chunk of the manifest, as far as this reads it (Vite's other keys are left out). */
const ManifestChunk = Schema.Struct({
  file: Schema.String,
  src: Schema.optionalKey(Schema.String),
  isEntry: Schema.optionalKey(Schema.Boolean),
  isDynamicEntry: Schema.optionalKey(Schema.Boolean),
  imports: Schema.optionalKey(Schema.Array(Schema.String)),
  dynamicImports: Schema.optionalKey(Schema.Array(Schema.String)),
  css: Schema.optionalKey(Schema.Array(Schema.String)),
});
export type ManifestChunk = typeof ManifestChunk.Type;

const Manifest = Schema.Record(Schema.String, ManifestChunk);
export type Manifest = typeof Manifest.Type;

/** The build's manifest, decoded: a file Vite wrote, read by the server and the byte-budget test. */
const decodeManifest = Schema.decodeUnknownSync(Schema.fromJsonString(Manifest));

export const readManifest = (dist: string): Manifest =>
  decodeManifest(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));

/** The key of the app's entry (src/app/main.tsx, through index.html). */
export const entryKey = (manifest: Manifest): string => {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.isEntry === true);
  if (key === undefined) throw new Error("the Vite manifest has no entry chunk");
  return key;
};

/** A chunk's file and the files of everything it imports statically, each once, in load order. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (chunk === undefined || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => staticClosure(manifest, imported, seen))];
}

/** The screen a path opens for a signed-out visitor (the first load), if any, with the path's parameters. */
export const screenFor = (
  path: string,
): (ScreenModule & { readonly params: Readonly<Record<string, string>> }) | undefined => {
  const decision = Routes.access(path, { signedIn: false, authorities: [] });
  if (decision._tag !== "Allowed" || !isScreenId(decision.route.id)) return undefined;
  return { ...screens[decision.route.id], params: decision.params };
};

/** The screen module a path opens for a signed-out visitor (the first load), if any. */
export const screenModuleFor = (path: string): string | undefined => screenFor(path)?.module;

/** The JavaScript files a first visit to a path loads before it can show the screen. */
export function initialFiles(manifest: Manifest, path: string): string[] {
  const seen = new Set<string>();
  const entry = staticClosure(manifest, entryKey(manifest), seen);
  const module = screenModuleFor(path);
  return module === undefined ? entry : [...entry, ...staticClosure(manifest, module, seen)];
}

/** gzip -9 bytes of each file, as the perf harness counts them (kB = 1000 bytes). */
export const gzipBytes = (dist: string, files: ReadonlyArray<string>): number =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
