import { describe, expect, it } from "vitest";
import { MUTATION_FLOOR } from "../stryker.config.mjs";
import { floorCheck, mutationScore } from "./mutation-floor.mjs";

/** Mutants with the given statuses, as Stryker's JSON report lists them. */
const mutants = (counts: Record<string, number>) =>
  Object.entries(counts).flatMap(([status, n]) => Array.from({ length: n }, () => ({ status })));

describe("mutationScore", () => {
  it("counts killed and timed-out mutants as detected, of all killed, timed-out, survived and uncovered", () => {
    expect(mutationScore(mutants({ Killed: 6, Timeout: 1, Survived: 2, NoCoverage: 1 }))).toBe(70);
  });

  it("leaves out mutants that did not compile, crashed the run or were ignored", () => {
    const scored = mutants({ Killed: 9, Survived: 1, CompileError: 5, RuntimeError: 2, Ignored: 3 });
    expect(mutationScore(scored)).toBe(90);
  });

  it("has no score without a valid mutant", () => {
    expect(mutationScore([])).toBeNull();
    expect(mutationScore(mutants({ Ignored: 2 }))).toBeNull();
  });
});

describe("floorCheck", () => {
  const report = {
    files: {
      "packages/shared/src/domain/price.ts": { mutants: mutants({ Killed: 19, Survived: 1 }) },
      "packages/shared/src/domain/saved-searches.ts": { mutants: mutants({ Killed: 16, Survived: 9 }) },
      "packages/shared/src/domain/durations.ts": { mutants: [] },
      "packages/shared/src/domain/map-search.ts": { mutants: mutants({ Killed: 89, NoCoverage: 11 }) },
    },
  };

  it("names each module below the floor, even when the total is above it", () => {
    const { below } = floorCheck(report, MUTATION_FLOOR, new Map());
    expect(below.map((m) => [m.file, m.score])).toEqual([
      ["packages/shared/src/domain/saved-searches.ts", 64],
      ["packages/shared/src/domain/map-search.ts", 89],
    ]);
  });

  it("lists every module worst first, those without a score last", () => {
    const { modules } = floorCheck(report, MUTATION_FLOOR, new Map());
    expect(modules).toEqual([
      { file: "packages/shared/src/domain/saved-searches.ts", mutants: 25, score: 64 },
      { file: "packages/shared/src/domain/map-search.ts", mutants: 100, score: 89 },
      { file: "packages/shared/src/domain/price.ts", mutants: 20, score: 95 },
      { file: "packages/shared/src/domain/durations.ts", mutants: 0, score: null },
    ]);
  });

  it("holds a module at exactly the floor to have reached it", () => {
    const { below } = floorCheck(report, 89, new Map());
    expect(below.map((m) => m.file)).toEqual(["packages/shared/src/domain/saved-searches.ts"]);
  });

  it("does not hold an excluded module to the floor", () => {
    const excluded = new Map([["packages/shared/src/domain/saved-searches.ts", "being written"]]);
    const { below } = floorCheck(report, MUTATION_FLOOR, excluded);
    expect(below.map((m) => m.file)).toEqual(["packages/shared/src/domain/map-search.ts"]);
  });
});
