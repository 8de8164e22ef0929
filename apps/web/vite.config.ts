import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
// By path: the config is bundled on its own, and a workspace package would be left to Node.
import { APP_SHELL_PATH } from "../../packages/shared/src/contracts/app-shell.ts";
import { precompress } from "./vite-precompress.ts";
import { reactRouterProduction } from "./vite-react-router.ts";

// In development the API server runs on API_PORT (listening on 127.0.0.1, as a local server does)
// and Vite proxies to it, so the browser sees one origin.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? "3001"}`;

/**
 * The libraries every page runs (React, the router, TanStack Query) as one
 * chunk: it compresses better than the pieces the automatic splitting cuts them into, costs one
 * request, and stays cached across deploys that change only the app. TanStack's infinite queries,
 * which only the search results and the roommates list page through, stay with those pages.
 */
const FRAMEWORK =
  /node_modules[\\/](?:react|react-dom|scheduler|react-router|@tanstack[\\/](?:query-core|react-query))[\\/]/;
const INFINITE_QUERIES = /[\\/](?:infiniteQueryObserver|useInfiniteQuery|infiniteQueryOptions)\.js$/;

/** The app's entry, and the boot module with what it imports: each stays the chunk of its own entry. */
const ENTRY_MODULES = /[\\/](?:index\.html|src[\\/]main\.tsx|src[\\/]boot\.ts|contracts[\\/]app-load\.ts)$/;

const CHUNK_GROUPS = [
  { name: "framework", test: (id: string) => FRAMEWORK.test(id) && !INFINITE_QUERIES.test(id), priority: 3 },
  // What the app's entry imports (the header, the footer, sign-in state, the API client, the route
  // table) as one chunk. Left to the automatic splitting, every module a lazy page also imports was
  // a chunk of its own: eight requests and eight gzip streams where every page needs them all.
  { name: "shell", tags: ["$initial" as const], test: (id: string) => !ENTRY_MODULES.test(id), priority: 2 },
  // A listing's card and the shortlist menu's gate beside it: every page listing homes shows both,
  // and nothing else uses either. One chunk, not two; what they import stays where the automatic
  // splitting puts it, shared with the pages that use it alone.
  {
    name: "listing-card",
    test: /[\\/](?:components[\\/]property[\\/]property-card\.tsx|features[\\/]shortlist[\\/]index\.quick-add\.tsx)$/,
    includeDependenciesRecursively: false,
    priority: 1,
  },
];

/** The chunks every lazy import runs after: the entry's own imports are loaded by then. */
const ALWAYS_LOADED = /^assets\/(?:framework|shell|rolldown-runtime)-/;

/**
 * Vite writes, beside every lazy import, the file names of the chunks it needs: the route table in
 * the shell lists over a hundred. The chunks the automatic splitting shares out (an icon, a domain
 * module, which nobody looks for by name) are named by their hash alone, which makes those lists
 * shorter (docs/benchmarks.md); pages, the groups above and the bundler's runtime keep their names.
 */
const NAMED_CHUNKS = new Set([...CHUNK_GROUPS.map((group) => group.name), "rolldown-runtime"]);
const chunkFileNames = (chunk: { name: string; isDynamicEntry: boolean }) =>
  chunk.isDynamicEntry || NAMED_CHUNKS.has(chunk.name) ? "assets/[name]-[hash].js" : "assets/[hash].js";

/**
 * The service worker (src/sw.ts, decision 065), built after the app into dist/sw.js with the list
 * of files it precaches: the hashed chunks and stylesheets, and index.html under the path the
 * server answers it at, the page shell. Never photos, map tiles or pages.
 */
const serviceWorker = VitePWA({
  strategies: "injectManifest",
  srcDir: "src",
  filename: "sw.ts",
  // Registered by src/pwa/register-worker.ts, once the page is idle; the manifest is public/'s own.
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ["index.html", "assets/*.{js,css}"],
    // A hashed file's name is its version: an unchanged chunk is not fetched again after a deploy.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) =>
          entry.url === "index.html" ? { ...entry, url: APP_SHELL_PATH } : entry,
        ),
      }),
    ],
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress(), reactRouterProduction(), !isSsrBuild && serviceWorker],
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      "/api": { target: apiTarget, ws: true },
      "/files": { target: apiTarget },
    },
  },
  // The client build's manifest tells the server which chunks a server-rendered page needs
  // (modulepreload); the SSR build (src/entry-server.tsx) goes to dist/server (decision 030).
  // One SSR file: a lazy page chunk importing the entry back would get a second copy of it (its
  // own contexts) whenever the server loads the entry under a cache-busting query.
  // The server bundle carries its own React, built for production: `npm start` runs the server
  // without NODE_ENV=production (demo data, dev sign-in), and React's development build renders
  // a page in about twice the time. Everything is bundled, so the libraries share that one React.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
  }),
  build: {
    target: "es2022",
    sourcemap: false,
    manifest: !isSsrBuild,
    // Every browser the es2022 target covers preloads modules itself, or simply skips the hint.
    modulePreload: {
      polyfill: false,
      // With each lazy import Vite preloads the imported chunk and every chunk it needs, from a
      // list of file names it writes beside the import. The chunk itself is fetched by the import
      // in the same moment, and those the entry imports are loaded already: listed, they only
      // lengthened every first load by their names.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === "js" ? deps.filter((dep) => dep !== file && !ALWAYS_LOADED.test(dep)) : deps,
    },
    // public/ belongs to the client build; the server bundle needs none of it.
    copyPublicDir: !isSsrBuild,
    // Beside index.html, the boot module that server-rendered pages load in place of its script.
    rolldownOptions: isSsrBuild
      ? { output: { codeSplitting: false } }
      : {
          input: { index: "index.html", boot: "src/boot.ts" },
          output: { codeSplitting: { groups: CHUNK_GROUPS }, chunkFileNames },
        },
  },
}));
