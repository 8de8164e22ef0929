// Starts the local OpenID Connect server (Google's stand-in) and then the built Roost server on a
// fresh data directory, in one process so the identity provider is up before the app probes it.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { OAuth2Server } from "oauth2-mock-server";
import { startTileServer } from "./tile-server.mjs";

// Others rebuild apps/*/dist while journeys run, and a half-replaced dist breaks pages mid-run
// (old index.html, deleted chunks). So the server runs from a private copy of both builds, taken
// once at start-up and checked to be whole. Copies live under e2e/.snapshot/<pid> (inside the repo,
// so the server bundle still finds node_modules); copies of finished runs are removed here.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const snapshots = path.join(repo, "e2e", ".snapshot");
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
mkdirSync(snapshots, { recursive: true });
for (const name of readdirSync(snapshots)) {
  if (!alive(Number(name))) rmSync(path.join(snapshots, name), { recursive: true, force: true });
}

/** Copies the two builds; null when they are missing or caught half-written by a concurrent build. */
function snapshotBuilds(target) {
  rmSync(target, { recursive: true, force: true });
  try {
    cpSync(path.join(repo, "apps", "server", "dist"), path.join(target, "server"), { recursive: true });
    cpSync(path.join(repo, "apps", "web", "dist"), path.join(target, "web"), { recursive: true });
  } catch {
    return null;
  }
  const indexFile = path.join(target, "web", "index.html");
  if (!existsSync(path.join(target, "server", "main.js")) || !existsSync(indexFile)) return null;
  const assets = [...readFileSync(indexFile, "utf8").matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map(
    (m) => m[1],
  );
  return assets.every((a) => existsSync(path.join(target, "web", a))) ? target : null;
}

const snapshot = path.join(snapshots, String(process.pid));
let build = null;
for (let attempt = 0; attempt < 20 && !build; attempt++) {
  build = snapshotBuilds(snapshot);
  if (!build) await new Promise((r) => setTimeout(r, 1000));
}
if (!build) {
  console.error("No complete build in apps/server/dist and apps/web/dist: run `npm run build` first.");
  process.exit(1);
}

export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3199);
const port = process.env.E2E_PORT ?? "3100";

const oidc = new OAuth2Server();
await oidc.issuer.keys.generate("RS256");
// The "Google account" that signs in: the test sets it through this endpoint before clicking.
let nextUser = { email: "google.user@example.com", name: "Google User" };
oidc.service.on("beforeTokenSigning", (token) => {
  Object.assign(token.payload, {
    email: nextUser.email,
    email_verified: true,
    name: nextUser.name,
    sub: nextUser.email,
  });
});
oidc.service.on("beforeUserinfo", (response) => {
  response.body = { sub: nextUser.email, email: nextUser.email, email_verified: true, name: nextUser.name };
});
await oidc.start(OIDC_PORT, "localhost");

// A tiny side channel for tests to choose who the next Google sign-in is.
const { createServer } = await import("node:http");
createServer((req, res) => {
  let body = "";
  req.on("data", (c) => {
    body += c;
  });
  req.on("end", () => {
    try {
      nextUser = JSON.parse(body);
      res.writeHead(204).end();
    } catch {
      res.writeHead(400).end();
    }
  });
}).listen(OIDC_PORT + 1, "127.0.0.1");

Object.assign(process.env, {
  NODE_ENV: "development",
  PORT: port,
  PUBLIC_URL: `http://localhost:${port}`,
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "roost-e2e-")),
  EMBEDDED_PG_PORT: String(56000 + Math.floor(Math.random() * 3000)),
  GOOGLE_CLIENT_ID: "roost-e2e-client",
  GOOGLE_CLIENT_SECRET: "roost-e2e-secret",
  GOOGLE_ISSUER: `http://localhost:${OIDC_PORT}`,
  TEST_CLOCK: "true",
  // The map's tiles from a local server (no internet here), on the port after the side channel.
  MAP_TILES_URL: startTileServer(OIDC_PORT + 2),
  MAP_TILES_ATTRIBUTION: "Test tiles",
  // A journey's local push service, two ports further (e2e/fixtures.ts LOCAL_PUSH_SERVICE_PORT),
  // and pushes after 2 s rather than 30, so a journey waits seconds, not minutes.
  PUSH_SERVICE_ORIGINS: `http://127.0.0.1:${OIDC_PORT + 3}`,
  PUSH_DELAY_SECONDS: "2",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  WEB_DIST: path.join(build, "web"),
});
// Where this server keeps its data, for journeys that run `npm run admin` against it (e2e/admin.ts).
writeFileSync(
  path.join(os.tmpdir(), `roost-e2e-server-${port}.json`),
  JSON.stringify({
    admin: path.join(build, "server", "admin.js"),
    dataDir: process.env.DATA_DIR,
    embeddedPgPort: process.env.EMBEDDED_PG_PORT,
  }),
);
await import(pathToFileURL(path.join(build, "server", "main.js")).href);
