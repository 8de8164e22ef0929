// The parts `npm test` runs (scripts/test.mjs), each with the Vitest projects of vitest.config.ts it
// passes to `vitest --project`. A project that no part names would drop out of `npm test` without a
// word: test-parts.test.ts checks that every project is in exactly one part.

/** @type {Record<string, string[]>} */
export const PARTS = {
  // Pure functions, web components and the repository checks: no PostgreSQL, under a minute.
  unit: ["unit*"],
  // The API against real PostgreSQL: the shared-module files, the mocking ones, search by SQL alone.
  api: ["api*"],
  // The Playwright journeys against the built app.
  browser: [],
  // Fault injection and three instances behind HAProxy: their own PostgreSQL and processes.
  slow: ["chaos", "cluster"],
};

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * Whether a `--project` pattern names a project, as Vitest reads it: `*` stands for any text.
 * @param {string} pattern
 * @param {string} project
 */
const names = (pattern, project) =>
  new RegExp(`^${pattern.split("*").map(escapeRegExp).join(".*")}$`).test(project);

/**
 * The parts that run a project.
 * @param {string} project
 */
export function partsOf(project) {
  return Object.keys(PARTS).filter((part) => PARTS[part].some((pattern) => names(pattern, project)));
}
