// The home page's initial JavaScript (entry chunk + everything the home route imports), gzipped:
// budget 120 KB (decision 040; what it is made of is in docs/benchmarks.md).
// Builds the web app into a temp directory with a manifest and walks its imports. Also prints the
// property page's, whose hydration is the heaviest of the public pages (no budget of its own).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 120;
const outDir = mkdtempSync(path.join(os.tmpdir(), "roost-bundle-"));
try {
  execFileSync("npx", ["vite", "build", "--outDir", outDir, "--emptyOutDir", "--manifest"], {
    cwd: "apps/web",
    stdio: "ignore",
  });
  type Chunk = { file: string; imports?: string[] };
  const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    Chunk
  >;
  /** Gzipped KB and chunk count of the entry plus a page's static imports. */
  const firstLoad = (page: string) => {
    const seen = new Set<string>();
    const walk = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) walk(imported);
    };
    walk("index.html");
    // The module a server-rendered page loads first, which loads index.html's once it has painted.
    walk("src/boot.ts");
    const key = Object.keys(manifest).find((k) => k.endsWith(page));
    if (!key) throw new Error(`${page} not found in the manifest`);
    walk(key);
    let total = 0;
    for (const chunk of seen) {
      const file = manifest[chunk]?.file ?? "";
      if (file.endsWith(".js")) total += gzipSync(readFileSync(path.join(outDir, file))).length;
    }
    return { kb: total / 1024, chunks: seen.size };
  };
  const home = firstLoad("features/home/home-page.tsx");
  const property = firstLoad("features/properties/property-page.tsx");
  console.log(
    `\nHome page initial JavaScript: ${home.kb.toFixed(1)} KB gzip in ${home.chunks} chunks (budget ${BUDGET_KB} KB)`,
  );
  console.log(home.kb < BUDGET_KB ? "  budget met" : "  BUDGET MISSED");
  console.log(
    `Property page initial JavaScript: ${property.kb.toFixed(1)} KB gzip in ${property.chunks} chunks`,
  );
  const kb = home.kb;
  process.exitCode = kb < BUDGET_KB ? 0 : 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
