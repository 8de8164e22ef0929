import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./vite-precompress.ts";

// In development the API server runs on API_PORT (listening on 127.0.0.1, as a local server does)
// and Vite proxies to it, so the browser sees one origin.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? "3001"}`;

/**
 * The libraries every page runs (React, the router, TanStack Query) as one
 * chunk: it compresses better than the pieces the automatic splitting cuts them into, costs one
 * request, and stays cached across deploys that change only the app.
 */
const FRAMEWORK_CHUNK = {
  name: "framework",
  test: /node_modules[\\/](?:react|react-dom|scheduler|react-router|@tanstack[\\/](?:query-core|react-query))[\\/]/,
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress()],
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
    modulePreload: { polyfill: false },
    // public/ belongs to the client build; the server bundle needs none of it.
    copyPublicDir: !isSsrBuild,
    // Beside index.html, the boot module that server-rendered pages load in place of its script.
    rolldownOptions: isSsrBuild
      ? { output: { codeSplitting: false } }
      : {
          input: { index: "index.html", boot: "src/boot.ts" },
          output: { codeSplitting: { groups: [FRAMEWORK_CHUNK] } },
        },
  },
}));
