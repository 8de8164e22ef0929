import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkImports, importsOf } from "./check-imports.mjs";

let root: string;

function tree(files: Record<string, string>) {
  root = mkdtempSync(path.join(tmpdir(), "check-imports-"));
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), code);
  }
  return checkImports(root);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("check-imports", () => {
  it("accepts a feature that imports another feature's index.ts, lib/ and components/", () => {
    const result = tree({
      "features/a/page.tsx": [
        'import { b } from "../b/index.ts";',
        'import { api } from "../../lib/api.ts";',
        'import { Button } from "../../components/ui/button.tsx";',
        'import { local } from "./local.ts";',
      ].join("\n"),
      "features/a/local.ts": "export const local = 1;",
      "features/b/index.ts": 'export { b } from "./b.ts";',
      "features/b/b.ts": "export const b = 1;",
    });
    expect(result.violations).toEqual([]);
    expect(result.crossFeature).toEqual([{ from: "features/a/page.tsx", to: "features/b/index.ts" }]);
  });

  it("accepts an index.<part>.ts entry beside index.ts, but not another file named like one", () => {
    const result = tree({
      "features/a/page.tsx":
        'import { report } from "../b/index.report.ts";\nimport { x } from "../b/indexes.ts";',
      "features/b/index.report.ts": 'export { report } from "./report.ts";',
      "features/b/report.ts": "export const report = 1;",
      "features/b/indexes.ts": "export const x = 1;",
    });
    expect(result.violations).toEqual([
      expect.objectContaining({ from: "features/a/page.tsx", to: "features/b/indexes.ts" }),
    ]);
  });

  it("reports an import of another feature's internals", () => {
    const result = tree({
      "features/a/page.tsx": 'import {\n  b,\n} from "../b/b.ts";',
      "features/b/b.ts": "export const b = 1;",
    });
    expect(result.violations).toEqual([
      expect.objectContaining({ from: "features/a/page.tsx", to: "features/b/b.ts" }),
    ]);
  });

  it("reports lib/ or components/ importing a feature", () => {
    const result = tree({
      "lib/x.ts": 'export { b } from "../features/b/index.ts";',
      "features/b/index.ts": "export const b = 1;",
    });
    expect(result.violations).toEqual([expect.objectContaining({ from: "lib/x.ts" })]);
  });

  it("reports two features that import each other, even through their index.ts", () => {
    const result = tree({
      "features/a/index.ts": 'export { b } from "../b/index.ts";',
      "features/b/index.ts": 'import { a } from "../a/index.ts";\nexport const b = a;',
    });
    expect(result.featureCycles).toEqual([["a", "b"]]);
    expect(result.violations).toContainEqual(
      expect.objectContaining({ from: "a ↔ b", rule: "features import each other in a loop" }),
    );
  });

  it("reads static, re-export and dynamic imports, not commented-out ones", () => {
    expect(
      importsOf(
        [
          'import type { T } from "./t.ts";',
          'export * from "./all.ts";',
          'const Page = lazy(() => import("./page.tsx"));',
          'import "./side-effect.ts";',
          '// import { old } from "./old.ts";',
          'import { z } from "zod";',
        ].join("\n"),
      ),
    ).toEqual(["./t.ts", "./all.ts", "./side-effect.ts", "./page.tsx"]);
  });
});
