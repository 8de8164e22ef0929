// The web app's server entry (apps/web/src/entry-server.tsx), built by `npm run build -w apps/web`
// into <web dist>/server/entry-server.js and imported at run time, as index.html is read at run
// time: the server bundle never contains the web app. Their contract is in packages/shared.

import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RenderedPage, RenderRequest } from "@roost/shared/contracts/server-rendering.ts";

export interface PageRenderer {
  render(request: RenderRequest): Promise<RenderedPage | null>;
  /** Whether the route table says only a signed-in person sees `pathname`. */
  signedInOnly(pathname: string): boolean;
}

/** Vite's manifest of the client build: which files each source module needs. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The renderer of `webDist`, or null when the web app was built without it (the server then
 * sends the client-rendered shell, as before). Outside production a rebuild is picked up.
 */
export function pageRendererLoader(webDist: string, production: boolean): () => Promise<PageRenderer | null> {
  const entry = path.join(webDist, "server", "entry-server.js");
  let cached: Promise<PageRenderer | null> | undefined;
  let loadedVersion = 0;
  return () => {
    if (!existsSync(entry)) return Promise.resolve(null);
    const version = production ? 0 : statSync(entry).mtimeMs;
    if (!cached || version !== loadedVersion) {
      loadedVersion = version;
      cached = import(`${pathToFileURL(entry).href}?v=${version}`) as Promise<PageRenderer>;
    }
    return cached;
  };
}

export function readManifest(webDist: string): ViteManifest {
  const file = path.join(webDist, ".vite", "manifest.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ViteManifest) : {};
}
