// The map costs nothing until it opens (decision 037): no module that the app's entry,
// the home page or the search page imports statically may reach Leaflet or supercluster; only
// the lazy import() in map-view.tsx does. The build's chunks follow these imports, so this
// catches a stray static import before a build is measured (the bench reads the real chunks).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const MAP_LIBRARIES = ["leaflet", "supercluster"];
/** `import … from "x"`, `export … from "x"` and `import "x"`; not `import type`, not `import("x")`. */
const STATIC_IMPORT =
  /(?:^|[\s;])(?:import(?!\s+type\s)(?:[^"'`;()]*?\sfrom)?|export[^"'`;]*?\sfrom)\s*["']([^"']+)["']/g;

function staticImports(file: string): string[] {
  const code = readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");
  return [...code.matchAll(STATIC_IMPORT)].map((m) => m[1]);
}

/** Every package a module reaches through static imports of the app's own files. */
function packagesReached(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith(".")) visit(path.resolve(path.dirname(file), specifier));
      else
        packages.add(
          specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0],
        );
    }
  };
  visit(path.join(SRC, entry));
  return packages;
}

describe("the map chunk", () => {
  it.each(["main.tsx", "features/home/home-page.tsx", "features/properties/search-page.tsx"])(
    "is not reached by %s's static imports",
    (entry) => {
      const reached = packagesReached(entry);
      expect(reached.has("react")).toBe(true);
      for (const library of MAP_LIBRARIES) expect(reached.has(library), library).toBe(false);
    },
  );

  it("is what the lazily loaded map module reaches", () => {
    const reached = packagesReached("features/map/search-map.tsx");
    for (const library of MAP_LIBRARIES) expect(reached.has(library), library).toBe(true);
  });
});
