#!/usr/bin/env node
// No giant modules: at most MAX_BIG source modules may be longer than LIMIT lines, and
// each of them must open with a header comment of at least two lines (a `//` block or a `/* */`
// block) saying why it is long. Lists every module over the limit; exits 1 on a breach.
//
// Counted: .ts, .tsx, .js, .mjs files under apps/*/src and packages/*/src.
// Not counted (long by nature, not by design):
//   - tests and their support: *.test.*, *.spec.*, anything in a `test/` folder;
//   - the database schema (db/schema.ts) and migrations (in a folder named migrations or drizzle);
//   - generated files: *.gen.* / *.generated.*, or a first comment that says "@generated";
//   - type declarations (*.d.ts);
//   - seed DATA: the modules of db/seed/ listed in SEED_DATA, which hold the demo content itself
//     (street and postcode tables, the demo people, the SVG drawings of the demo photos, the demo
//     accounts). The seed's code — the runner, the random source, the seeders/ and the listing
//     generator (listings.ts, tables plus the code that builds 150 rows from them) — counts like
//     any other module. A new data module is added here by name, so the choice stays a decision.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const LIMIT = 300;
export const MAX_BIG = 5;

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const SEED_DATA = new Set(
  ["areas.ts", "people.ts", "photos.ts", "demo-accounts.ts"].map((f) => `db/seed/${f}`),
);

/**
 * Why a file (path relative to its workspace's src/, with / separators) is not counted, or null.
 * @param {string} relative
 * @param {string} code
 */
export function exemption(relative, code) {
  const name = path.posix.basename(relative);
  const dirs = relative.split("/").slice(0, -1);
  if (/\.(test|spec)\.[cm]?[jt]sx?$/.test(name) || dirs.includes("test")) return "test";
  if (relative === "db/schema.ts") return "schema";
  if (dirs.includes("migrations") || dirs.includes("drizzle")) return "migration";
  if (/\.d\.ts$/.test(name)) return "declarations";
  if (/\.(gen|generated)\./.test(name) || /^\s*(\/\/|\/\*)[^\n]*@generated/.test(code)) return "generated";
  if (SEED_DATA.has(relative)) return "seed data";
  return null;
}

/**
 * Lines as `wc -l` counts them for a file ending in a newline.
 * @param {string} code
 */
export function lineCount(code) {
  if (code === "") return 0;
  const newlines = code.split("\n").length - 1;
  return code.endsWith("\n") ? newlines : newlines + 1;
}

/**
 * Whether the module opens (after a shebang and blank lines) with a comment of two lines or more:
 * two consecutive `//` lines, or a `/* … *\/` block whose closing is on a later line.
 * @param {string} code
 */
export function hasHeader(code) {
  const lines = code.split("\n");
  let i = 0;
  if (lines[0]?.startsWith("#!")) i++;
  while (i < lines.length && lines[i].trim() === "") i++;
  const first = lines[i]?.trim() ?? "";
  if (first.startsWith("//")) return (lines[i + 1]?.trim() ?? "").startsWith("//");
  if (first.startsWith("/*")) return !first.slice(2).includes("*/");
  return false;
}

/**
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/**
 * The src/ folders of every workspace under apps/ and packages/.
 * @param {string} root
 */
function sourceRoots(root) {
  return ["apps", "packages"].flatMap((group) => {
    let names;
    try {
      names = readdirSync(path.join(root, group), { withFileTypes: true });
    } catch {
      return [];
    }
    return names.filter((d) => d.isDirectory()).map((d) => path.join(root, group, d.name, "src"));
  });
}

/**
 * The counted modules over LIMIT lines (longest first, paths relative to `root`) and what is wrong:
 * more than MAX_BIG of them, or one without a header comment.
 * @param {string} root
 */
export function checkSize(root) {
  const big = [];
  for (const src of sourceRoots(root)) {
    for (const file of filesUnder(src)) {
      const code = readFileSync(file, "utf8");
      const relative = path.relative(src, file).split(path.sep).join("/");
      if (exemption(relative, code)) continue;
      const lines = lineCount(code);
      if (lines <= LIMIT) continue;
      big.push({ file: path.relative(root, file).split(path.sep).join("/"), lines, header: hasHeader(code) });
    }
  }
  big.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
  const problems = big
    .filter((m) => !m.header)
    .map((m) => `${m.file} has ${m.lines} lines and no header comment saying why`);
  if (big.length > MAX_BIG) {
    problems.unshift(`${big.length} modules are over ${LIMIT} lines; at most ${MAX_BIG} may be`);
  }
  return { big, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const { big, problems } = checkSize(root);
  console.log(`Modules over ${LIMIT} lines (${big.length}, at most ${MAX_BIG}):`);
  for (const m of big)
    console.log(`  ${String(m.lines).padStart(5)}  ${m.file}${m.header ? "" : "  (no header)"}`);
  for (const problem of problems) console.error(`check-size: ${problem}`);
  process.exitCode = problems.length ? 1 : 0;
}
