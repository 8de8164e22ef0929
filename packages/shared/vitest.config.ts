import { defineConfig } from "vitest/config";
import { experimental_getRunnerTask, type Reporter, type RunnerTestCase } from "vitest/node";

/**
 * Stryker's Vitest runner scores a mutant from the tests it collected, and a test file whose
 * import throws collects none: a mutant that stops a module from loading (an invalid locale in a
 * module-level `Intl.NumberFormat`) would count as survived although its test file fails
 * (stryker-js#6150). This gives such a file one failed test carrying its load error. The cast: a
 * real Test holds a context only Vitest can build, and nothing reads it once the run has ended.
 */
const unloadableFileFails: Reporter = {
  onTestRunEnd(testModules) {
    for (const testModule of testModules) {
      const file = experimental_getRunnerTask(testModule);
      if (file.tasks.length > 0 || file.result?.state !== "fail") continue;
      file.tasks.push({
        type: "test",
        id: `${file.id}_load`,
        name: "loads",
        fullName: `${file.name} loads`,
        mode: "run",
        file,
        suite: file,
        result: { state: "fail", errors: file.result.errors },
      } as unknown as RunnerTestCase);
    }
  },
};

// Only the shared rules' unit tests, for `npm run mutation`: the root config also holds the API
// project, whose globalSetup would start PostgreSQL in every Stryker test-runner process.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ["src/**/*.test.ts"],
    environment: "node",
    reporters: ["default", unloadableFileFails],
  },
});
