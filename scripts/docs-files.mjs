// The files the documentation checks read (scripts/check-docs.mjs and check-docs-identifiers.mjs):
// the repository's sources and pages, without what is built, installed or generated.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const SPEC_FILE = "docs/spec.md";
export const DECISIONS_DIR = "docs/decisions";
export const SOURCE_DIRS = ["apps", "packages", "scripts", "e2e", "chaos", "cluster"];
/** Drizzle stores a sha256 of each migration file as applied: their text, comments too, is history. */
export const MIGRATIONS_DIR = "apps/server/src/db/migrations/";

const SCANNED = /\.(ts|tsx|mts|mjs|js|cjs|sql|md|css|html)$/;
export const SKIPPED_DIRS = new Set([
  "node_modules",
  "dist",
  ".git",
  ".data",
  ".test-data",
  ".snapshot",
  "test-results",
  "playwright-report",
  "reports",
]);
/** The spec itself, and this check with its test (whose examples cite wrongly on purpose). */
const UNSCANNED = new Set([
  SPEC_FILE,
  "scripts/check-docs.mjs",
  "scripts/check-docs-identifiers.mjs",
  "scripts/check-docs.test.ts",
]);
/**
 * Every scanned file of the repository, as a path relative to `root`.
 * @param {string} root
 * @param {string} [dir]
 * @returns {string[]}
 */
export function scannedFiles(root, dir = root) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return SKIPPED_DIRS.has(entry.name) ? [] : scannedFiles(root, path.join(dir, entry.name));
    const file = path.relative(root, path.join(dir, entry.name));
    return SCANNED.test(entry.name) && !UNSCANNED.has(file) ? [file] : [];
  });
}

/**
 * A file's text, or "" when it does not exist.
 * @param {string} root
 * @param {string} file
 */
export const read = (root, file) =>
  existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), "utf8") : "";
