import type { Me } from "@roost/shared/contracts/profile.ts";
import { USER_TYPES } from "@roost/shared/domain/user-types.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "../../db/schema.ts";
import { insertProperty, person } from "../../test/fixtures.ts";
import type { ApiDocument } from "../../test/openapi-operations.ts";
import { useTestApp } from "../../test/test-app.ts";

const t = useTestApp();

const ONBOARDING_REQUIRED = {
  error: { code: "onboarding_required", message: "Please complete your profile to continue." },
};
// What a signed-in user needs before choosing a type: their own profile, the form itself, and
// their data rights (a copy of their data, deleting the account).
const OPEN_BEFORE_ONBOARDING = new Set([
  "GET /api/me",
  "POST /api/me/onboarding",
  "GET /api/me/export",
  "POST /api/me/delete",
]);

type Operation = { method: string; path: string };

async function documentedOperations(): Promise<Operation[]> {
  const doc = (await t.request<ApiDocument>("/api/openapi.json")).body;
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })),
  );
}

describe("onboarding gate (spec §1: until user_type is set the app cannot be used)", () => {
  it("answers 403 onboarding_required on every signed-in API, and as to a visitor everywhere else", async () => {
    const landlord = await person(t, "gate-landlord", "landlord");
    const listing = await insertProperty(t.db, landlord.id);
    const pending = await t.signIn("gate-pending@example.com");
    const gated: string[] = [];
    for (const { method, path } of await documentedOperations()) {
      const key = `${method} ${path}`;
      if (OPEN_BEFORE_ONBOARDING.has(key)) continue;
      // A real listing id where a route takes one, so visitor pages answer 200 rather than 404.
      const url = path.replace(/\{[^}]+\}/g, (name) =>
        name === "{id}" && path.startsWith("/api/properties/") ? listing.id : crypto.randomUUID(),
      );
      const body = method === "GET" ? undefined : {};
      const visitor = await t.request(url, { method, body });
      const user = await t.request(url, { method, body, cookie: pending });
      if (visitor.status === 401) {
        expect({ key, status: user.status, body: user.body }).toEqual({
          key,
          status: 403,
          body: ONBOARDING_REQUIRED,
        });
        gated.push(key);
      } else {
        expect({ key, status: user.status }).toEqual({ key, status: visitor.status });
      }
    }
    // Most of the API is for signed-in users; a broken gate shows up as a short list here.
    expect(gated.length).toBeGreaterThan(30);
    expect(gated).toContain("GET /api/dashboard");
    expect(gated).toContain("GET /api/conversations");
    expect(gated).toContain("PATCH /api/me/profile");
  });

  it("lets the not yet onboarded user read their profile, complete it and then use the app", async () => {
    const cookie = await t.signIn("gate-then-done@example.com");
    expect((await t.request("/api/notifications", { cookie })).body).toEqual(ONBOARDING_REQUIRED);
    const me = await t.request<Me>("/api/me", { cookie });
    expect(me.status).toBe(200);
    expect(me.body.profile?.user_type).toBeNull();
    const done = await t.request("/api/me/onboarding", {
      cookie,
      body: { first_name: "Gia", last_name: "Done", user_type: "general" },
    });
    expect(done.status).toBe(200);
    expect((await t.request("/api/notifications", { cookie })).status).toBe(200);
  });

  it("sets the type once when 20 onboarding calls race; the others get 409", async () => {
    const cookie = await t.signIn("racer@example.com");
    const types = Array.from({ length: 20 }, (_, i) => USER_TYPES[i % USER_TYPES.length]);
    const results = await Promise.all(
      types.map((user_type) =>
        t.request("/api/me/onboarding", { cookie, body: { first_name: "Rae", last_name: "Cer", user_type } }),
      ),
    );
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.body)).toEqual(
      Array(19).fill(
        expect.objectContaining({ error: expect.objectContaining({ code: "already_onboarded" }) }),
      ),
    );
    const me = await t.request<Me>("/api/me", { cookie });
    expect(winners[0]?.body).toMatchObject({ user_type: me.body.profile?.user_type });
  });
});

describe("suspension", () => {
  it("treats a suspended account as signed out everywhere, and as before once lifted", async () => {
    const u = await person(t, "suspended");
    await t.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.userId, u.id));
    expect((await t.request("/api/me", { cookie: u.cookie })).status).toBe(401);
    expect((await t.request("/api/groups/mine", { cookie: u.cookie })).status).toBe(401);
    const ws = await t.request("/api/realtime", { cookie: u.cookie, headers: { upgrade: "websocket" } });
    expect(ws.status).toBe(401);
    expect((await t.request("/api/properties/featured", { cookie: u.cookie })).status).toBe(200);

    await t.db.update(profiles).set({ suspendedAt: null }).where(eq(profiles.userId, u.id));
    expect((await t.request("/api/me", { cookie: u.cookie })).status).toBe(200);
  });
});

describe("session lookup cost", () => {
  it("runs no query without a cookie and one (session, user and profile together) with one", async () => {
    const u = await person(t, "cheap");
    const pool = t.deps.database.pool;
    const original = pool.query;
    let queries = 0;
    pool.query = ((...args: Parameters<typeof original>) => {
      queries++;
      return (original as (...a: unknown[]) => unknown).apply(pool, args);
    }) as typeof original;
    try {
      expect((await t.request("/api/config")).status).toBe(200);
      expect(queries).toBe(0);
      expect((await t.request("/api/config", { cookie: u.cookie })).status).toBe(200);
      expect(queries).toBe(1);
    } finally {
      pool.query = original;
    }
  });
});
