import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import type { ApiDocument } from "../../test/openapi-operations.ts";
import { createTestApp, useTestApp } from "../../test/test-app.ts";
import type { ClientConfig } from "./system.routes.ts";

const t = useTestApp();

describe("platform", () => {
  it("reports the database as reachable", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", database: "up" });
  });

  it("is not ready while the search index loads at start-up, and ready once it has", async () => {
    t.deps.lifecycle.warming = true;
    try {
      const warming = await t.request("/api/health/ready");
      expect(warming.status).toBe(503);
      expect(warming.body).toEqual({ ready: false });
    } finally {
      t.deps.lifecycle.warming = false;
    }
    const ready = await t.request("/api/health/ready");
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ ready: true });
  });

  it("answers unknown API paths with a JSON 404 in the error contract", async () => {
    const res = await t.request("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: "not_found", message: "No such API endpoint." } });
  });

  it("sends security headers", async () => {
    const res = await t.request("/api/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("publishes an OpenAPI document that lists the endpoints", async () => {
    const res = await t.request<ApiDocument>("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    for (const path of [
      "/api/me",
      "/api/me/profile",
      "/api/me/avatar",
      "/api/newsletter",
      "/api/dashboard",
      "/api/health",
    ]) {
      expect(Object.keys(res.body.paths)).toContain(path);
    }
    const docs = await t.app.request("/api/docs");
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain("Roost API");
  });

  it("refuses a cross-origin request that carries a session", async () => {
    const cookie = await t.signIn("csrf@example.com");
    const res = await t.request("/api/auth/sign-out", {
      body: {},
      cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    const me = await t.request("/api/me", { cookie });
    expect(me.status).toBe(200);
  });

  it("never leaks internals in a 500", async () => {
    const res = await t.request("/api/me/profile", {
      method: "PATCH",
      cookie: await t.signIn("broken@example.com"),
      headers: { "content-type": "application/json" },
      body: "{not json" as unknown as object,
    });
    expect(res.status).toBeLessThan(500);
    expect(JSON.stringify(res.body)).not.toMatch(/stack|at \/|node_modules/);
  });
});

describe("configuration", () => {
  it("refuses to start in production without the required secrets", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/DATABASE_URL, AUTH_SECRET, PUBLIC_URL/);
  });

  it("never enables the development sign-in in production", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      DEV_SIGN_IN: "true",
      DATABASE_URL: "postgres://x@localhost/x",
      AUTH_SECRET: "x".repeat(40),
      PUBLIC_URL: "https://roost.example",
    });
    expect(config.devSignIn).toBe(false);
    expect(config.testClock).toBe(false);
  });

  it("answers search from the in-process index unless SEARCH_INDEX says sql, and refuses anything else", () => {
    const env = { AUTH_SECRET: "x".repeat(40) };
    expect(loadConfig(env).searchBackend).toBe("memory");
    expect(loadConfig({ ...env, SEARCH_INDEX: "sql" }).searchBackend).toBe("sql");
    expect(() => loadConfig({ ...env, SEARCH_INDEX: "elastic" })).toThrow(/SEARCH_INDEX/);
  });
});

describe("development sign-in", () => {
  it("is absent when switched off", async () => {
    const off = await createTestApp({ DEV_SIGN_IN: "false" });
    try {
      const res = await off.request("/api/auth/dev/sign-in", { body: { email: "x@example.com" } });
      expect(res.status).toBe(404);
      const config = await off.request<ClientConfig>("/api/config");
      expect(config.body.devSignIn).toBe(false);
      expect(config.body.demoAccounts).toEqual([]);
    } finally {
      await off.close();
    }
  });
});

describe("sign-in rate limit", () => {
  it("refuses the 11th Google sign-in attempt from one address within a minute", async () => {
    const attempt = (ip: string) =>
      t.request("/api/auth/sign-in/social", {
        body: { provider: "google", callbackURL: "/auth/callback" },
        headers: { "x-forwarded-for": ip },
      });
    for (let i = 0; i < 10; i++) expect((await attempt("203.0.113.7")).status).not.toBe(429);
    expect((await attempt("203.0.113.7")).status).toBe(429);
    // Another address is unaffected.
    expect((await attempt("198.51.100.2")).status).not.toBe(429);
  });
});
