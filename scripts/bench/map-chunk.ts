// The map's cost (decision 037): the lazily loaded map chunk's size, gzipped, and proof
// from the build's manifest that neither the entry, the home page nor the search page's list view
// imports it statically (it must come only through the dynamic import when a map opens).
// Builds the web app into a temp directory with a manifest, as bundle-size.ts does.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] };
const MAP_MODULE = "features/map/search-map.tsx";
const PAGES = ["index.html", "features/home/home-page.tsx", "features/properties/search-page.tsx"];

const outDir = mkdtempSync(path.join(os.tmpdir(), "roost-map-chunk-"));
try {
  execFileSync("npx", ["vite", "build", "--outDir", outDir, "--emptyOutDir", "--manifest"], {
    cwd: "apps/web",
    stdio: "ignore",
  });
  const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    Chunk
  >;
  const keyOf = (suffix: string) => Object.keys(manifest).find((k) => k.endsWith(suffix));
  const mapKey = keyOf(MAP_MODULE);
  if (!mapKey) throw new Error(`${MAP_MODULE} is not a chunk of its own in the build`);
  const gzipKb = (file: string) => gzipSync(readFileSync(path.join(outDir, file))).length / 1024;

  /** Chunks a page loads before anything dynamic: itself and its static imports, transitively. */
  const staticGraph = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) staticGraph(imported, seen);
    return seen;
  };
  const mapJs = staticGraph(mapKey);
  let failed = false;
  for (const page of PAGES) {
    const key = page === "index.html" ? page : keyOf(page);
    if (!key) throw new Error(`${page} not found in the manifest`);
    const loaded = staticGraph(key);
    // Chunks the map shares with the page (React, the app's components) are not the map's cost.
    for (const shared of loaded) mapJs.delete(shared);
    const leaks = loaded.has(mapKey);
    failed ||= leaks;
    console.log(`  ${page}: ${leaks ? "LOADS THE MAP CHUNK STATICALLY" : "map chunk not loaded"}`);
  }
  const js = [...mapJs].reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
  const css = (manifest[mapKey].css ?? []).reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(
    `\nMap chunk (Leaflet, supercluster, the map): ${js.toFixed(1)} KB JS + ${css.toFixed(1)} KB CSS gzip`,
  );
  console.log(
    failed ? "  BUDGET MISSED: a page loads the map before it opens" : "  loaded only when a map opens",
  );
  process.exitCode = failed ? 1 : 0;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
