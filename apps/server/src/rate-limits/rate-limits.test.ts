import { randomUUID } from "node:crypto";
import { RATE_LIMITS, type RateLimitCategory, scaledPoints } from "@roost/shared/domain/rate-limits.ts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { messages } from "../db/schema.ts";
import { createInquiry, insertProperty, person } from "../test/fixtures.ts";
import { type TestApp, useTestApp } from "../test/test-app.ts";
import { policyRule, RATE_LIMIT_POLICY, rateLimitCategory } from "./policy.ts";
import { pruneRateLimits } from "./prune-rate-limits.ts";
import { addressKey, createRateLimits } from "./rate-limiter.ts";

// Two apps at a tenth of the figures (RATE_LIMIT_SCALE=0.1) keep the per-category tests short;
// a third at full scale proves the real figure for messages under a burst.
const SCALE = 0.1;
const t = useTestApp({ RATE_LIMIT_SCALE: String(SCALE) });
// Closed before `t`, whose close drops the database they share.
const twin = useTestApp({ RATE_LIMIT_SCALE: String(SCALE) }, { sameDatabaseAs: t });
const full = useTestApp();

const perUser = (category: RateLimitCategory) => scaledPoints(RATE_LIMITS[category].perUser, SCALE);
const perAddress = (category: RateLimitCategory) => scaledPoints(RATE_LIMITS[category].perAddress, SCALE);

const someId = () => randomUUID();

/** One request of each category; most target ids that do not exist, which still count. */
const SAMPLES: Record<RateLimitCategory, { method: string; path: () => string; body?: unknown }> = {
  messages: { method: "POST", path: () => `/api/conversations/${someId()}/messages`, body: {} },
  chat_starts: { method: "POST", path: () => `/api/properties/${someId()}/inquiry` },
  connect_requests: { method: "POST", path: () => "/api/roommates/requests", body: {} },
  join_requests: { method: "POST", path: () => `/api/groups/${someId()}/join-requests`, body: {} },
  invite_codes: { method: "POST", path: () => "/api/groups/join", body: { invite_code: "ZZZZZZZZ" } },
  group_creates: { method: "POST", path: () => "/api/groups", body: {} },
  group_actions: { method: "POST", path: () => `/api/groups/${someId()}/leave` },
  shortlist: { method: "PUT", path: () => `/api/groups/${someId()}/shortlist/${someId()}/vote`, body: {} },
  newsletter: { method: "POST", path: () => "/api/newsletter", body: {} },
  guarantor_invites: { method: "PUT", path: () => `/api/tenancies/${someId()}/guarantor`, body: {} },
  property_views: { method: "POST", path: () => `/api/properties/${someId()}/views`, body: {} },
  uploads: { method: "POST", path: () => "/api/me/avatar", body: {} },
  listing_drafts: { method: "POST", path: () => "/api/properties", body: {} },
  listing_edits: { method: "PATCH", path: () => `/api/properties/${someId()}`, body: {} },
  favourites: { method: "PUT", path: () => `/api/favourites/${someId()}` },
  deal_actions: { method: "POST", path: () => `/api/conversations/${someId()}/deal/request-viewing` },
  read_marks: { method: "POST", path: () => "/api/notifications/read-all", body: {} },
  profile_saves: { method: "PATCH", path: () => "/api/me/profile", body: {} },
  onboarding: { method: "POST", path: () => "/api/me/onboarding", body: {} },
  reports: { method: "POST", path: () => `/api/users/${someId()}/report`, body: {} },
  other_writes: { method: "POST", path: () => `/api/some-future-route/${someId()}`, body: {} },
};

function hit(app: TestApp, category: RateLimitCategory, init: { cookie?: string; address?: string } = {}) {
  const sample = SAMPLES[category];
  return app.request(sample.path(), {
    method: sample.method,
    body: sample.body,
    cookie: init.cookie,
    headers: init.address ? { "x-forwarded-for": init.address } : undefined,
  });
}

function expectRefused(res: Awaited<ReturnType<TestApp["request"]>>, windowSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    error: { code: "rate_limited", message: "Too many requests. Please wait a moment and try again." },
  });
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe("policy", () => {
  it("names every write route of the API explicitly, and only routes that exist", async () => {
    const doc = (await t.request("/api/openapi.json")).body as { paths: Record<string, object> };
    const unlisted: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations).map((m) => m.toUpperCase())) {
        if (!["POST", "PUT", "PATCH", "DELETE"].includes(method)) continue;
        // Dev-only tools (off in production) are counted as other writes on purpose.
        if (path.startsWith("/api/dev/")) continue;
        if (!policyRule(method, path)) unlisted.push(`${method} ${path}`);
      }
    }
    expect(unlisted).toEqual([]);
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((m) => ({ method: m.toUpperCase(), path })),
    );
    const stale = RATE_LIMIT_POLICY.filter(
      (rule) => !documented.some((d) => policyRule(d.method, d.path) === rule),
    ).map((rule) => `${rule.method} ${rule.path}`);
    expect(stale).toEqual([]);
  });

  it("documents the 429 answer with Retry-After on every write operation and on no read", async () => {
    type Operation = { responses: Record<string, { headers?: Record<string, unknown> }> };
    const doc = (await t.request("/api/openapi.json")).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const limited = rateLimitCategory(method, path) !== null;
        expect(Boolean(operation.responses["429"]), `${method} ${path}`).toBe(limited);
        if (limited) expect(operation.responses["429"]?.headers).toHaveProperty("Retry-After");
      }
    }
  });

  it("matches paths segment by segment and leaves reads alone", () => {
    expect(rateLimitCategory("POST", "/api/conversations/abc/messages")).toBe("messages");
    expect(rateLimitCategory("POST", "/api/conversations/abc/deal/slots")).toBe("deal_actions");
    expect(rateLimitCategory("POST", "/api/groups/join")).toBe("invite_codes");
    expect(rateLimitCategory("POST", "/api/groups/join-requests/r1/accept")).toBe("group_actions");
    expect(rateLimitCategory("POST", "/api/groups/g1/join-requests")).toBe("join_requests");
    expect(rateLimitCategory("delete", "/api/favourites/p1")).toBe("favourites");
    expect(rateLimitCategory("POST", "/api/properties/p1/views/extra")).toBe("other_writes");
    expect(rateLimitCategory("GET", "/api/conversations/abc/messages")).toBeNull();
    expect(rateLimitCategory("HEAD", "/api/newsletter")).toBeNull();
  });
});

describe("every category refuses the request after its per-user figure", () => {
  it.each(Object.keys(SAMPLES) as RateLimitCategory[])("%s", async (category) => {
    const u = await person(t, `rl-${category}`);
    // Signing up already completed onboarding once.
    const allowed = perUser(category) - (category === "onboarding" ? 1 : 0);
    // One address of its own per request, so only the per-user counter can refuse.
    for (let i = 0; i < allowed; i++) {
      const res = await hit(t, category, { cookie: u.cookie, address: `192.0.2.${i + 1}` });
      expect(res.status, `request ${i + 1} of ${allowed}`).not.toBe(429);
    }
    expectRefused(
      await hit(t, category, { cookie: u.cookie, address: "192.0.2.250" }),
      RATE_LIMITS[category].perUser.seconds,
    );
    // Another user is not affected.
    const other = await person(t, `rl-other-${category}`);
    expect((await hit(t, category, { cookie: other.cookie })).status).not.toBe(429);
  });
});

describe("per address", () => {
  it("counts several users behind one address together, well above one user's figure", async () => {
    const address = "198.51.100.20";
    const allowed = perAddress("invite_codes");
    expect(allowed).toBeGreaterThanOrEqual(10 * perUser("invite_codes"));
    for (let i = 0; i < allowed; i++) {
      const u = await person(t, `campus-${i}`);
      expect((await hit(t, "invite_codes", { cookie: u.cookie, address })).status).not.toBe(429);
    }
    const late = await person(t, "campus-late");
    expectRefused(
      await hit(t, "invite_codes", { cookie: late.cookie, address }),
      RATE_LIMITS.invite_codes.perAddress.seconds,
    );
    // A user elsewhere is not affected.
    const elsewhere = await person(t, "campus-elsewhere");
    expect(
      (await hit(t, "invite_codes", { cookie: elsewhere.cookie, address: "198.51.100.21" })).status,
    ).not.toBe(429);
  });

  it("limits visitors by address: newsletter sign-ups and anonymous property views", async () => {
    for (const category of ["newsletter", "property_views"] as const) {
      const address = category === "newsletter" ? "203.0.113.40" : "203.0.113.41";
      for (let i = 0; i < perAddress(category); i++)
        expect((await hit(t, category, { address })).status).not.toBe(429);
      expectRefused(await hit(t, category, { address }), RATE_LIMITS[category].perAddress.seconds);
      expect((await hit(t, category, { address: "203.0.113.42" })).status).not.toBe(429);
    }
  });

  it("counts an IPv6 client by its /64, which one subscriber can rotate through", () => {
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
  });
});

describe("shared across instances", () => {
  it("two app instances on one database hit the limit at the same total", async () => {
    const u = await person(t, "two-instances");
    const allowed = perUser("listing_edits");
    for (let i = 0; i < allowed; i++) {
      const app = i % 2 === 0 ? t : twin;
      expect((await hit(app, "listing_edits", { cookie: u.cookie })).status).not.toBe(429);
    }
    for (const app of [t, twin]) {
      expectRefused(
        await hit(app, "listing_edits", { cookie: u.cookie }),
        RATE_LIMITS.listing_edits.perUser.seconds,
      );
    }
  });
});

describe("the cost of a check", () => {
  it("counts the address and the user in one statement, and a full user counter refuses only that user", async () => {
    let statements = 0;
    const pool = new Proxy(t.deps.database.pool, {
      get(target, name, receiver) {
        if (name !== "query") return Reflect.get(target, name, receiver);
        return (...args: Parameters<typeof target.query>) => {
          statements++;
          return (target.query as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const limits = createRateLimits(pool, SCALE);
    const address = "198.51.100.77";
    const [user, other] = [`cost-${randomUUID()}`, `cost-${randomUUID()}`];
    expect(await limits.consume("messages", { userId: user, address })).toBeNull();
    expect(statements).toBe(1);
    for (let i = 1; i < perUser("messages"); i++) await limits.consume("messages", { userId: user, address });
    expect(await limits.consume("messages", { userId: user, address })).not.toBeNull();
    expect(await limits.consume("messages", { userId: other, address })).toBeNull();
  });
});

describe("a burst of messages over the limit", () => {
  it("50 parallel sends: exactly the allowed number succeed, the rest get 429, none accepted is lost", async () => {
    const owner = await person(full, "burst-owner", "landlord");
    const tenant = await person(full, "burst-tenant");
    const property = await insertProperty(full.db, owner.id);
    const conversationId = await createInquiry(full.db, tenant.id, { id: property.id, userId: owner.id });
    const allowed = RATE_LIMITS.messages.perUser.points;
    const ids = Array.from({ length: 50 }, () => randomUUID());
    const results = await Promise.all(
      ids.map((id, i) =>
        full.request(`/api/conversations/${conversationId}/messages`, {
          cookie: tenant.cookie,
          body: { id, content: `burst ${i}` },
        }),
      ),
    );
    const accepted = ids.filter((_, i) => results[i]?.status === 201);
    expect(accepted).toHaveLength(allowed);
    expect(results.filter((r) => r.status === 429)).toHaveLength(50 - allowed);
    for (const r of results.filter((x) => x.status === 429)) expectRefused(r, 60);
    const stored = await full.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    expect(stored.map((m) => m.id).sort()).toEqual([...accepted].sort());
  });
});

describe("configuration", () => {
  const base = { NODE_ENV: "production", DATABASE_URL: "postgres://x", AUTH_SECRET: "x".repeat(32) };
  it("tunes the figures within bounds but can never switch them off", () => {
    const env = { ...base, PUBLIC_URL: "https://roost.example" };
    expect(loadConfig(env).rateLimitScale).toBe(1);
    expect(loadConfig({ ...env, RATE_LIMIT_SCALE: "2.5" }).rateLimitScale).toBe(2.5);
    for (const scale of ["0", "-1", "1000", "Infinity", "off"])
      expect(() => loadConfig({ ...env, RATE_LIMIT_SCALE: scale })).toThrow(ConfigError);
  });
});

describe("pruning", () => {
  it("deletes counters whose window is over and keeps the live ones", async () => {
    const now = Date.now();
    await t.db.execute(sql`insert into rate_limits (key, points, expire) values
      ('prune-test:old', 3, ${now - 1000}), ('prune-test:live', 3, ${now + 60_000})`);
    await pruneRateLimits({
      deps: t.deps,
      payload: {},
      job: { id: 0, name: "prune-rate-limits", attempt: 1 },
      now: new Date(),
    });
    const left = await t.db.execute<{ key: string }>(
      sql`select key from rate_limits where key like 'prune-test:%' order by key`,
    );
    expect(left.rows.map((r) => r.key)).toEqual(["prune-test:live"]);
  });
});
