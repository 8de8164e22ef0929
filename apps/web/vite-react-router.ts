import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * React Router's production build. Its package sends every import to the development build, whose
 * warnings then ship to browsers too; the two builds differ in nothing else.
 */
const PRODUCTION_BUILD = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router")),
  "../production/index.mjs",
);

/**
 * Components and contexts made at the top of React Router's module (`forwardRef`, `createContext`,
 * `memo`) without the pure mark, and named for React's developer tools by an assignment: to a
 * bundler both are side effects, so every page shipped all of them (forms, fetchers, scroll
 * restoration, the data router's contexts) whether the app used them or not.
 */
const UNMARKED_CALL = /\b(React\d*)\.(forwardRef|createContext|memo)\(/g;
const DEVTOOLS_NAME = /^[ \t]*[\w$]+\.displayName = "[^"\n]*";$/gm;

/**
 * Builds use React Router's production build, with its calls marked pure and without the developer
 * tools' names, so the bundler keeps only what the app uses, on every page (docs/benchmarks.md).
 * The dev server keeps the development build and its warnings.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: "roost:react-router-production",
    apply: "build",
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: PRODUCTION_BUILD }] } }),
    transform(code, id) {
      if (!id.startsWith(path.dirname(PRODUCTION_BUILD))) return null;
      const marked = code.replace(UNMARKED_CALL, "/* @__PURE__ */ $1.$2(").replace(DEVTOOLS_NAME, "");
      return marked === code ? null : { code: marked, map: null };
    },
  };
}
