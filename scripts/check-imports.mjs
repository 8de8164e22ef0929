#!/usr/bin/env node
// The web app's import boundaries (decision 026): a feature imports
// `components/`, `lib/`, `packages/shared` and its own files; from another feature only that
// feature's `index.ts` (or an `index.<part>.ts` beside it, for a part that pages load on their own,
// so a page needing the part does not load the rest; decision 040). `components/` and `lib/` never import a feature, and no two features may
// import each other, directly or round a longer loop. The app shell (`routes.tsx`, `main.tsx`)
// lazy-loads page modules by path, so a page stays its own chunk; it is exempt.
// Biome's noRestrictedImports matches specifier text, which cannot tell `../groups/index.ts`
// from a sibling folder inside the same feature, nor see a loop; hence this small script.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SOURCE = /\.(ts|tsx)$/;
const SPECIFIERS = [
  /(?:^|[\s;}])(?:import|export)\s[^;"'`]*?\sfrom\s*["']([^"']+)["']/g,
  /(?:^|[\s;])import\s*["']([^"']+)["']/g,
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
];

/**
 * @param {string} dir
 * @returns {string[]}
 */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/**
 * The relative specifiers a module imports, one entry per import statement.
 * @param {string} code
 */
export function importsOf(code) {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return SPECIFIERS.flatMap((re) => [...withoutComments.matchAll(re)].map((m) => m[1])).filter((s) =>
    s.startsWith("."),
  );
}

/**
 * "features/x/..." → "x"; anything else → null.
 * @param {string} relative
 */
function featureOf(relative) {
  const parts = relative.split("/");
  return parts[0] === "features" && parts.length > 2 ? parts[1] : null;
}

/** @param {string} relative */
function isEntry(relative) {
  return /^features\/[^/]+\/index(?:\.[a-z-]+)?\.tsx?$/.test(relative);
}

/**
 * Strongly connected components with more than one member (Tarjan).
 * @param {Map<string, Set<string>>} graph
 */
function cycles(graph) {
  let index = 0;
  /** @type {string[]} */
  const stack = [];
  const info = new Map();
  /** @type {string[][]} */
  const found = [];
  /** @param {string} node */
  const visit = (node) => {
    info.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!info.has(next)) {
        visit(next);
        info.get(node).low = Math.min(info.get(node).low, info.get(next).low);
      } else if (info.get(next).onStack) {
        info.get(node).low = Math.min(info.get(node).low, info.get(next).index);
      }
    }
    if (info.get(node).low === info.get(node).index) {
      const component = [];
      let member;
      do {
        // The node itself is on the stack, so the loop stops before the stack runs out.
        member = /** @type {string} */ (stack.pop());
        info.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!info.has(node)) visit(node);
  return found;
}

/**
 * Checks the tree under `root` (the web app's `src`). Returns every cross-feature import, the
 * ones that break a rule, and the loops between features and between files.
 * @param {string} root
 */
export function checkImports(root) {
  const crossFeature = [];
  const violations = [];
  const featureGraph = new Map();
  const fileGraph = new Map();
  for (const file of sourceFiles(root)) {
    const from = path.relative(root, file).split(path.sep).join("/");
    const fromFeature = featureOf(from);
    const edges = new Set();
    for (const specifier of importsOf(readFileSync(file, "utf8"))) {
      const to = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
      edges.add(to);
      const toFeature = featureOf(to);
      if (!toFeature || toFeature === fromFeature) continue;
      if (fromFeature) {
        crossFeature.push({ from, to });
        if (!featureGraph.has(fromFeature)) featureGraph.set(fromFeature, new Set());
        featureGraph.get(fromFeature).add(toFeature);
        if (!isEntry(to)) {
          violations.push({
            from,
            to,
            rule: `import from features/${toFeature}/index.ts, not its internals`,
          });
        }
      } else if (from.startsWith("components/") || from.startsWith("lib/")) {
        violations.push({ from, to, rule: "components/ and lib/ must not import a feature" });
      }
    }
    fileGraph.set(from, edges);
  }
  const featureCycles = cycles(featureGraph);
  const fileCycles = cycles(fileGraph);
  for (const loop of featureCycles) {
    violations.push({ from: loop.join(" ↔ "), to: "", rule: "features import each other in a loop" });
  }
  for (const loop of fileCycles) {
    violations.push({ from: loop.join(" ↔ "), to: "", rule: "modules import each other in a loop" });
  }
  const pairs = new Set(crossFeature.map(({ from, to }) => `${featureOf(from)}→${featureOf(to)}`));
  return { crossFeature, pairs: pairs.size, violations, featureCycles, fileCycles };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/web/src");
  const result = checkImports(root);
  if (process.argv.includes("--stats")) {
    console.log(
      `cross-feature imports: ${result.crossFeature.length} across ${result.pairs} feature pairs; ` +
        `feature cycles: ${result.featureCycles.length}; file cycles: ${result.fileCycles.length}; ` +
        `violations: ${result.violations.length}`,
    );
  }
  for (const v of result.violations) console.error(`${v.from}${v.to ? ` → ${v.to}` : ""}: ${v.rule}`);
  process.exitCode = result.violations.length ? 1 : 0;
}
