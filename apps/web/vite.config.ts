import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./vite-precompress.ts";

// In development the API server runs on API_PORT (listening on 127.0.0.1, as a local server does)
// and Vite proxies to it, so the browser sees one origin.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? "3001"}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      "/api": { target: apiTarget, ws: true },
      "/files": { target: apiTarget },
    },
  },
  build: { target: "es2022", sourcemap: false },
});
