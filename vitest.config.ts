import { defineConfig } from "vitest/config";

// One runner for every workspace. API tests share one embedded PostgreSQL started in
// globalSetup; each test file gets its own database cloned from a migrated template.
// npm test runs the projects by part (scripts/test-parts.mjs): a new project needs a part there,
// which test-parts.test.ts checks.
/**
 * Test files that replace a module with vi.mock. Where files share their worker's modules
 * (isolate: false) the mock would leak into the next file, so these run apart, in projects of their own.
 */
export const MOCKED_MODULES = {
  unit: ["apps/web/src/components/property/time-to-campus.test.tsx", "apps/web/src/lib/api.test.ts"],
  api: ["apps/server/src/db/embedded-secrets.test.ts"],
};

export default defineConfig({
  test: {
    projects: [
      {
        // Files share their worker's modules (isolate: false), as the API's do: importing the web
        // app's modules once per file is most of this project's time (docs/benchmarks.md).
        test: {
          name: "unit",
          include: [
            "packages/shared/src/**/*.test.ts",
            "apps/web/src/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
          ],
          exclude: MOCKED_MODULES.unit,
          isolate: false,
          environment: "node",
        },
      },
      {
        test: { name: "unit, mocked modules", include: MOCKED_MODULES.unit, environment: "node" },
      },
      {
        // Files share their worker's modules (isolate: false): each makes its own app and database,
        // and importing the server once per worker instead of once per file saves much of the
        // run (docs/benchmarks.md). A file that replaces a module (vi.mock) runs apart, below.
        test: {
          name: "api",
          include: ["apps/server/src/**/*.test.ts"],
          exclude: MOCKED_MODULES.api,
          isolate: false,
          globalSetup: ["apps/server/src/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: { name: "api, mocked modules", include: MOCKED_MODULES.api, testTimeout: 30_000 },
      },
      {
        // Search's tests once more with SEARCH_INDEX=sql: both backends answer every search alike
        // (decision 053). The memory/ tests are the index's own.
        test: {
          name: "api, search by SQL alone",
          include: [
            "apps/server/src/features/properties/search/*.test.ts",
            "apps/server/src/features/properties/search/sql/*.test.ts",
          ],
          env: { SEARCH_INDEX: "sql" },
          isolate: false,
          globalSetup: ["apps/server/src/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The quick fault-injection scenarios: their own PostgreSQL and server processes.
        test: {
          name: "chaos",
          include: ["chaos/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 300_000,
        },
      },
      {
        // Three instances behind HAProxy (cluster/cluster.ts): their own PostgreSQL and processes.
        test: {
          name: "cluster",
          include: ["cluster/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
