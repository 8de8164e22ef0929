// The home page's initial JavaScript (entry chunk + everything the home route imports), gzipped:
// budget 140 KB (decision 040: about 98 of it is React, React Router, TanStack Query and
// tailwind-merge). Builds the web app into a temp directory with a manifest and walks its imports.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 140;
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
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported);
  };
  walk("index.html");
  const home = Object.keys(manifest).find((k) => k.endsWith("features/home/home-page.tsx"));
  if (!home) throw new Error("home page chunk not found in the manifest");
  walk(home);
  let total = 0;
  for (const key of seen) {
    const file = manifest[key]?.file ?? "";
    if (file.endsWith(".js")) total += gzipSync(readFileSync(path.join(outDir, file))).length;
  }
  const kb = total / 1024;
  console.log(
    `\nHome page initial JavaScript: ${kb.toFixed(1)} KB gzip in ${seen.size} chunks (budget ${BUDGET_KB} KB)`,
  );
  console.log(kb < BUDGET_KB ? "  budget met" : "  BUDGET MISSED");
  process.exitCode = kb < BUDGET_KB ? 0 : 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
