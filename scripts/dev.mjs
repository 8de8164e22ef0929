// `npm run dev`: the API server with tsx watch (port 3001) and Vite with hot reload (port 3000),
// which proxies /api and /files to the server, so the browser sees one origin.
import { spawn } from "node:child_process";

const webPort = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";
const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}` };
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/main.ts"], {
    cwd: "apps/server",
    stdio: "inherit",
    env: { ...env, PORT: apiPort, DATA_DIR: process.env.DATA_DIR ?? "../../.data" },
  }),
  spawn("npx", ["vite"], {
    cwd: "apps/web",
    stdio: "inherit",
    env: { ...env, PORT: webPort, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const c of children) c.kill("SIGINT");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children)
  c.on("exit", (code) => {
    if (code) stop();
  });
