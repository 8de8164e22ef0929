import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkImports } from "./check-imports.mjs";

// The server's modules form no import loop: features name the composition root's types through
// app-deps.ts (not app.ts, which mounts them), and jobs take their contract from jobs/job.ts (not
// the worker that runs them through the registry). A loop would make load order decide which
// module sees the other half-initialised.
const serverSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/server/src");

describe("server imports", () => {
  it("have no loops between modules", () => {
    expect(checkImports(serverSource).fileCycles).toEqual([]);
  });
});
