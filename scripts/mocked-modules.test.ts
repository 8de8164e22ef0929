import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MOCKED_MODULES } from "../vitest.config.ts";

// The unit and API tests share their worker's modules (vitest.config.ts, isolate: false), so a file
// that replaces a module with vi.mock must run in its own project, or the mock leaks into the next file.

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("test files that mock modules", () => {
  it("are exactly the ones run apart", () => {
    const mocking = ["packages/shared/src", "apps/web/src", "apps/server/src", "scripts"]
      .flatMap(testFiles)
      .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, "utf8")));
    expect(mocking.sort()).toEqual([...MOCKED_MODULES.unit, ...MOCKED_MODULES.api].sort());
  });
});
