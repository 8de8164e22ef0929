// Starts the local OpenID Connect server (Google's stand-in) and then the built Roost server on a
// fresh data directory, in one process so the identity provider is up before the app probes it.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { OAuth2Server } from "oauth2-mock-server";

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
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
});
await import("../../apps/server/dist/main.js");
