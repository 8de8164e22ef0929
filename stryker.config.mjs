// @ts-check
// `npm run mutation`: mutation testing of the shared rules (decision 028). It is its own script,
// not part of `npm test`: a full run takes minutes, not seconds.
import os from "node:os";
import path from "node:path";

/** The score, in percent, the whole run and every module on its own must reach (scripts/mutation-floor.mjs). */
export const MUTATION_FLOOR = 90;

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "packages/shared/vitest.config.ts" },
  coverageAnalysis: "perTest",
  mutate: ["packages/shared/src/domain/**/*.ts", "!packages/shared/src/domain/**/*.test.ts"],
  // The sandbox holds only what the shared tests need, not the apps, their data or build output.
  ignorePatterns: [
    "/*",
    "!/packages/",
    "/packages/*",
    "!/packages/shared/",
    "!/package.json",
    "!/tsconfig.base.json",
  ],
  // Outside the tree: .gitignore does not list Stryker's folders, and node_modules paths are excluded by Vitest.
  tempDirName: path.join(os.tmpdir(), "roost-stryker"),
  concurrency: 2,
  thresholds: { high: 95, low: MUTATION_FLOOR, break: MUTATION_FLOOR },
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "node_modules/.cache/stryker/mutation.html" },
  jsonReporter: { fileName: "node_modules/.cache/stryker/mutation.json" },
  // Reruns test only the mutants whose code or covering tests changed; `npm run mutation -- --force`
  // runs every mutant again (after a change to contracts/ or to the Vitest config, say).
  incremental: true,
  incrementalFile: "node_modules/.cache/stryker/incremental.json",
};
