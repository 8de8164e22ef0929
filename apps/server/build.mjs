// Bundles the server into dist/main.js (dependencies stay in node_modules) and copies the SQL
// migrations beside it, where db/migrate.ts looks for them.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist", { recursive: true, force: true });
await build({
  entryPoints: { main: "src/main.ts", seed: "src/db/seed/run.ts", admin: "src/admin.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  // @roost/shared is TypeScript source, so it is bundled rather than imported at run time.
  external: [],
  plugins: [
    {
      name: "bundle-workspace-shared",
      setup(b) {
        b.onResolve({ filter: /^@roost\/shared\// }, async (args) => {
          const resolved = await b.resolve(
            args.path.replace("@roost/shared/", "../../packages/shared/src/"),
            {
              resolveDir: process.cwd(),
              kind: args.kind,
            },
          );
          return { path: resolved.path, external: false };
        });
      },
    },
  ],
});
cpSync("src/db/migrations", "dist/migrations", { recursive: true });
console.log("server bundled into apps/server/dist");
