// The edge of the server (docs/decisions/012-fail-closed-edge.md): development conveniences fail
// closed, dev-only endpoints answer only this machine, every write carries our Origin, bodies are
// bounded before they are read, and the client address comes from exactly TRUSTED_PROXIES hops.
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { MyGroup } from "@roost/shared/contracts/groups.ts";
import type { Me } from "@roost/shared/contracts/profile.ts";
import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";
import { API_BODY_LIMIT_BYTES } from "@roost/shared/domain/transport-limits.ts";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ConfigError, exposedDevToolsWarning, loadConfig } from "../../config.ts";
import { groupMembers, properties } from "../../db/schema.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { insertProperty, person } from "../../test/fixtures.ts";
import {
  type ApiErrorBody,
  createTestApp,
  LOOPBACK_PEER,
  TEST_ORIGIN,
  type TestApp,
  useTestApp,
} from "../../test/test-app.ts";
import type { ClientConfig } from "./system.routes.ts";

/** t.request's visitors come from addresses of their own; this one is the developer's machine. */
const FROM_THIS_MACHINE = { "x-forwarded-for": "127.0.0.1" };
const t = useTestApp();

const peer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

/** A counting stream that produces `chunks` × 64 KB only when read (highWaterMark 0: no read-ahead). */
function countingBody(chunks: number) {
  const counter = { pulls: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        counter.pulls++;
        if (counter.pulls > chunks) controller.close();
        else controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

describe("development conveniences fail closed", () => {
  const base = { DATA_DIR: "/tmp/roost-edge-config", AUTH_SECRET: "s".repeat(40), LOG_LEVEL: "silent" };

  it("are on by default only for a loopback PUBLIC_URL, and then listen on 127.0.0.1", () => {
    for (const publicUrl of [
      undefined,
      "http://localhost:4000",
      "http://127.0.0.2:3000",
      "http://[::1]:3000",
    ]) {
      const config = loadConfig({ ...base, NODE_ENV: "development", PUBLIC_URL: publicUrl });
      expect(config, String(publicUrl)).toMatchObject({
        devSignIn: true,
        devMailbox: true,
        seedDemoData: true,
        testClock: false,
        devLoopbackOnly: true,
        host: "127.0.0.1",
        exposedDevTools: [],
      });
      expect(exposedDevToolsWarning(config)).toBeNull();
    }
    expect(loadConfig({ ...base, HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
  });

  it("are off for any other address unless switched on, and then warn", () => {
    for (const publicUrl of [
      "https://roost.example",
      "http://192.168.1.20:3000",
      "http://localhost.evil.example",
      "http://127.0.0.1.nip.io",
    ]) {
      const config = loadConfig({ ...base, NODE_ENV: "development", PUBLIC_URL: publicUrl });
      expect(config, publicUrl).toMatchObject({
        devSignIn: false,
        devMailbox: false,
        seedDemoData: false,
        testClock: false,
        devLoopbackOnly: false,
        host: "0.0.0.0",
        exposedDevTools: [],
      });
    }
    const staging = loadConfig({
      ...base,
      PUBLIC_URL: "https://staging.roost.example",
      DEV_SIGN_IN: "true",
      DEV_MAILBOX: "1",
      TEST_CLOCK: "true",
    });
    expect(staging.exposedDevTools).toEqual(["sign-in", "mailbox", "test clock"]);
    expect(exposedDevToolsWarning(staging)).toMatch(/DEVELOPMENT TOOLS ARE ON.*sign-in, mailbox, test clock/);
    expect(exposedDevToolsWarning(staging)).toContain("sign in as ANY user");
  });

  it("can never be switched on in production", () => {
    const config = loadConfig({
      ...base,
      NODE_ENV: "production",
      DATABASE_URL: "postgres://x@localhost/x",
      PUBLIC_URL: "http://localhost:3000",
      DEV_SIGN_IN: "true",
      DEV_MAILBOX: "true",
      TEST_CLOCK: "true",
      SEED_DEMO_DATA: "true",
    });
    expect(config).toMatchObject({
      devSignIn: false,
      devMailbox: false,
      testClock: false,
      seedDemoData: false,
      exposedDevTools: [],
      allowedOrigins: ["http://localhost:3000"],
    });
  });

  it("accepts the loopback aliases of a local PUBLIC_URL as origins, nothing else", () => {
    expect(loadConfig({ ...base, PUBLIC_URL: "http://localhost:3000" }).allowedOrigins).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
    ]);
    expect(loadConfig({ ...base, PUBLIC_URL: "https://roost.example/" }).allowedOrigins).toEqual([
      "https://roost.example",
    ]);
  });

  it("refuses the retired TRUST_PROXY instead of ignoring it", () => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: "true" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, TRUST_PROXY: "true" })).toThrow(/TRUSTED_PROXIES/);
  });
});

describe("dev-only endpoints on a local server", () => {
  it("do not exist for a peer that is not this machine, whatever X-Forwarded-For says", async () => {
    const cookie = await t.signIn(`dev-peer-${randomBytes(3).toString("hex")}@example.com`);
    const forged = {
      origin: TEST_ORIGIN,
      "x-forwarded-for": "127.0.0.1",
      "content-type": "application/json",
    };
    const calls: [string, RequestInit][] = [
      ["/api/auth/dev/sign-in", { method: "POST", body: JSON.stringify({ email: "victim@example.com" }) }],
      ["/api/dev/mailbox", { headers: { cookie } }],
      ["/api/dev/mailbox/11111111-1111-4111-8111-111111111111/attachments/0", { headers: { cookie } }],
      ["/api/dev/clock", {}],
      ["/api/dev/clock/advance", { method: "POST", body: JSON.stringify({ minutes: 90 }) }],
      ["/api/dev/clock/reset", { method: "POST" }],
    ];
    const before = t.clock.now().getTime();
    for (const [path, init] of calls) {
      const headers = { ...forged, ...(init.headers as Record<string, string> | undefined) };
      for (const env of [peer("203.0.113.9"), peer("::ffff:192.0.2.1"), {}]) {
        const res = await t.app.request(path, { ...init, headers }, env);
        expect(res.status, `${path} from ${JSON.stringify(env)}`).toBe(404);
        expect(await res.json()).toEqual({ error: { code: "not_found", message: "No such API endpoint." } });
      }
    }
    expect(t.clock.now().getTime() - before).toBeLessThan(60_000);

    // The same calls from this machine work (IPv4, IPv4-mapped and IPv6 loopback).
    for (const address of ["127.0.0.1", "::ffff:127.0.0.1", "::1"]) {
      const res = await t.app.request(
        "/api/auth/dev/sign-in",
        { method: "POST", headers: forged, body: JSON.stringify({ email: "local@example.com" }) },
        peer(address),
      );
      expect(res.status, address).toBe(200);
    }
    const clock = await t.app.request("/api/dev/clock", {}, LOOPBACK_PEER);
    expect(clock.status).toBe(200);
  });

  it("do not exist for a request relayed to this machine: a tunnel's Host or a forwarding header", async () => {
    const signIn = (app: TestApp, headers: Record<string, string>) =>
      app.app.request(
        "/api/auth/dev/sign-in",
        {
          method: "POST",
          headers: { origin: TEST_ORIGIN, "content-type": "application/json", ...headers },
          body: JSON.stringify({ email: "tunnel-victim@example.com" }),
        },
        LOOPBACK_PEER,
      );
    const offered = async (app: TestApp, headers: Record<string, string>) => {
      const res = await app.app.request("/api/config", { headers }, LOOPBACK_PEER);
      return ((await res.json()) as { devSignIn: boolean }).devSignIn;
    };
    const relayed: Record<string, string>[] = [
      { host: "roost-dev.tunnel.example" },
      { host: "203.0.113.9:443" },
      { host: "localhost.evil.example:3999" },
      { "x-forwarded-for": "203.0.113.9" },
      { forwarded: "for=203.0.113.9;proto=https" },
      { "x-real-ip": "203.0.113.9" },
      { "cf-connecting-ip": "203.0.113.9" },
      { host: "localhost:3999", forwarded: "for=127.0.0.1" },
    ];
    for (const headers of relayed) {
      const res = await signIn(t, headers);
      expect(res.status, JSON.stringify(headers)).toBe(404);
      expect(await offered(t, headers), JSON.stringify(headers)).toBe(false);
    }
    // This machine, by any of its names; with TRUSTED_PROXIES=1, a proxy here vouching for it.
    const local: Record<string, string>[] = [
      { host: "localhost:3999" },
      { host: "127.0.0.1:3999" },
      { host: "[::1]:3999" },
      { host: "localhost:3999", "x-forwarded-for": "127.0.0.1" },
    ];
    for (const headers of local) {
      expect((await signIn(t, headers)).status, JSON.stringify(headers)).toBe(200);
      expect(await offered(t, headers), JSON.stringify(headers)).toBe(true);
    }
    // With no proxy of one's own, X-Forwarded-For can only come from a relay, whatever it says.
    const direct = await createTestApp({ TRUSTED_PROXIES: "0" });
    try {
      expect((await signIn(direct, { "x-forwarded-for": "127.0.0.1" })).status).toBe(404);
      expect((await signIn(direct, { host: "localhost:3999" })).status).toBe(200);
    } finally {
      await direct.close();
    }
  });

  it("switched on explicitly for a non-local server, answer any peer and say so in /api/config", async () => {
    const staging = await createTestApp({
      PUBLIC_URL: "https://staging.roost.example",
      DEV_SIGN_IN: "true",
      TEST_CLOCK: "false",
      TRUSTED_PROXIES: "0",
    });
    try {
      const res = await staging.app.request(
        "/api/auth/dev/sign-in",
        {
          method: "POST",
          headers: { origin: "https://staging.roost.example", "content-type": "application/json" },
          body: JSON.stringify({ email: "tester@example.com" }),
        },
        peer("198.51.100.4"),
      );
      expect(res.status).toBe(200);
      const config = await staging.request("/api/config");
      expect(config.body).toMatchObject({ devSignIn: true, exposedDevTools: ["sign-in"] });
      // The mailbox was not switched on: it does not exist there.
      expect((await staging.request("/api/dev/mailbox")).status).toBe(404);
    } finally {
      await staging.close();
    }
    const local = await t.request("/api/config", { headers: FROM_THIS_MACHINE });
    expect(local.body).toMatchObject({ devSignIn: true, exposedDevTools: [] });
  });
});

describe("origin check on state-changing API requests", () => {
  /**
   * A request with exactly these headers (no Origin unless given), from this machine; `T` is the
   * answer's type the test reads, as for t.request.
   */
  const raw = async <T>(path: string, headers: Record<string, string>, method = "POST") => {
    const res = await t.app.request(path, { method, headers }, LOOPBACK_PEER);
    return { status: res.status, body: (await res.json()) as T };
  };

  it("refuses a bodiless leave without our Origin and leaves the member in the group", async () => {
    const leader = await person(t, "origin-leader");
    const member = await person(t, "origin-member");
    const group = await t.request<MyGroup>("/api/groups", {
      cookie: leader.cookie,
      body: { name: "Origin House" },
    });
    expect(group.status).toBe(201);
    const joined = await t.request("/api/groups/join", {
      cookie: member.cookie,
      body: { invite_code: group.body.invite_code },
    });
    expect(joined.status, JSON.stringify(joined.body)).toBeLessThan(300);

    const leave = `/api/groups/${group.body.id}/leave`;
    for (const headers of [
      { cookie: member.cookie } as Record<string, string>,
      { cookie: member.cookie, origin: "https://evil.example" },
      { cookie: member.cookie, origin: "http://localhost:4000" },
      { cookie: member.cookie, origin: "null" },
    ]) {
      const res = await raw<ApiErrorBody>(leave, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body.error.code).toBe("bad_origin");
    }
    const rows = await t.db.select().from(groupMembers).where(eq(groupMembers.userId, member.id));
    expect(rows).toHaveLength(1);

    // From the web app (or a loopback alias of it) the same request works.
    const ok = await raw(leave, { cookie: member.cookie, origin: "http://127.0.0.1:3999" });
    expect(ok.status).toBe(200);
    expect(await t.db.select().from(groupMembers).where(eq(groupMembers.userId, member.id))).toHaveLength(0);
  });

  it("refuses a bodiless publish without our Origin and the listing stays a draft", async () => {
    const landlord = await person(t, "origin-landlord", "landlord");
    const draft = await insertProperty(t.db, landlord.id, { status: "draft", now: t.clock.now() });
    const publish = `/api/properties/${draft.id}/publish`;
    for (const [headers, from] of [
      [{ cookie: landlord.cookie }, "this request names no page"],
      [{ cookie: landlord.cookie, origin: "https://evil.example" }, "this page is at https://evil.example"],
      [{ cookie: landlord.cookie, origin: "<script>" }, "this request names no page"],
    ] as const) {
      const res = await raw<ApiErrorBody>(publish, headers);
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({
        code: "bad_origin",
        message: `This request must come from the Roost web app at ${TEST_ORIGIN}, but ${from}. Open Roost at ${TEST_ORIGIN} and try again.`,
      });
    }
    const [row] = await t.db.select().from(properties).where(eq(properties.id, draft.id));
    expect(row?.status).toBe("draft");
    const ok = await raw<PropertyDetail>(publish, { cookie: landlord.cookie, origin: "http://[::1]:3999" });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe("published");
  });

  it("in production, refuses a loopback alias of PUBLIC_URL and says which address to use", async () => {
    const production = await createTestApp(
      { NODE_ENV: "production", PUBLIC_URL: "https://roost.example" },
      { sameDatabaseAs: t },
    );
    try {
      const signOut = (origin: string) =>
        production.app.request(
          "/api/auth/sign-out",
          { method: "POST", headers: { origin, "content-type": "application/json" }, body: "{}" },
          LOOPBACK_PEER,
        );
      const refused = await signOut("http://127.0.0.1:3000");
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: unknown }).error).toEqual({
        code: "bad_origin",
        message:
          "This request must come from the Roost web app at https://roost.example, but this page is at " +
          "http://127.0.0.1:3000. Open Roost at https://roost.example and try again.",
      });
      expect((await signOut("https://roost.example")).status).not.toBe(403);
    } finally {
      await production.close();
    }
  });

  it("covers better-auth's routes and lets reads through without an Origin", async () => {
    const signIn = await t.app.request(
      "/api/auth/dev/sign-in",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"email":"no-origin@example.com"}',
      },
      LOOPBACK_PEER,
    );
    expect(signIn.status).toBe(403);
    expect(signIn.headers.getSetCookie()).toEqual([]);
    expect((await raw("/api/health", {}, "GET")).status).toBe(200);
  });
});

describe("request bodies", () => {
  it("refuses a JSON body over 64 KB with 413, before reading a declared one", async () => {
    const big = await t.request("/api/newsletter", {
      body: { email: `${"a".repeat(API_BODY_LIMIT_BYTES)}@example.com` },
    });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({
      error: { code: "payload_too_large", message: "The request is too large: at most 64 KB is accepted." },
    });

    // Declared 60 MB: answered from the header, not one chunk read.
    const declared = countingBody(1000);
    const res = await t.app.request(
      "/api/newsletter",
      {
        method: "POST",
        headers: {
          origin: TEST_ORIGIN,
          "content-type": "application/json",
          "content-length": String(60 * 1024 * 1024),
        },
        body: declared.stream,
        duplex: "half",
      } as RequestInit,
      LOOPBACK_PEER,
    );
    expect(res.status).toBe(413);
    expect(declared.counter.pulls).toBe(0);

    // Streamed without a length: cut off just past the limit, never read to the end.
    const streamed = countingBody(1000);
    const cut = await t.app.request(
      "/api/newsletter",
      {
        method: "POST",
        headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
        body: streamed.stream,
        duplex: "half",
      } as RequestInit,
      LOOPBACK_PEER,
    );
    expect(cut.status).toBe(413);
    expect(streamed.counter.pulls).toBeLessThanOrEqual(API_BODY_LIMIT_BYTES / (64 * 1024) + 1);
  });

  it("lets a body under the limit through to validation", async () => {
    const res = await t.request<ApiErrorBody>("/api/newsletter", {
      body: { email: `${"a".repeat(50_000)}@example.com` },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("validation_failed");
  });

  it("keeps the same rules over Node's own server, where the body is read once from Node's request", async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
    await once(server, "listening");
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const post = (
      path: string,
      body: string | ReadableStream<Uint8Array>,
      headers: Record<string, string> = {},
    ) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: { origin: TEST_ORIGIN, "content-type": "application/json", ...headers },
        body,
        duplex: "half",
      } as RequestInit);
    const codeOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error.code;
    try {
      const big = await post(
        "/api/newsletter",
        JSON.stringify({ email: `${"a".repeat(API_BODY_LIMIT_BYTES)}@x.com` }),
      );
      expect([big.status, await codeOf(big)]).toEqual([413, "payload_too_large"]);

      const streamed = countingBody(1000);
      const cut = await post("/api/newsletter", streamed.stream);
      expect([cut.status, await codeOf(cut)]).toEqual([413, "payload_too_large"]);
      expect(streamed.counter.pulls).toBeLessThan(1000);

      const nul = await post("/api/newsletter", JSON.stringify({ email: "nul\u0000@example.com" }));
      expect([nul.status, await codeOf(nul)]).toEqual([400, "invalid_text"]);

      const invalid = await post("/api/newsletter", JSON.stringify({ email: "not an email" }));
      expect([invalid.status, await codeOf(invalid)]).toEqual([400, "validation_failed"]);

      // better-auth reads the request itself: its routes still get the whole body.
      const email = `http-${randomBytes(4).toString("hex")}@example.com`;
      const signIn = await post("/api/auth/dev/sign-in", JSON.stringify({ email }));
      expect(signIn.status).toBe(200);
      expect(signIn.headers.getSetCookie().length).toBeGreaterThan(0);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("answers a signed-out upload with 401 without reading its body", async () => {
    for (const path of ["/api/me/avatar", `/api/properties/${randomBytes(8).toString("hex")}/photos`]) {
      const body = countingBody(40);
      const res = await t.app.request(
        path,
        {
          method: "POST",
          headers: { origin: TEST_ORIGIN, "content-type": "multipart/form-data; boundary=roost" },
          body: body.stream,
          duplex: "half",
        } as RequestInit,
        LOOPBACK_PEER,
      );
      expect(res.status, path).toBe(401);
      expect(body.counter.pulls, path).toBe(0);
    }
  });

  it("refuses a signed-in upload that declares more than its limit without reading it", async () => {
    const me = await person(t, "upload");
    const body = countingBody(1000);
    const res = await t.app.request(
      "/api/me/avatar",
      {
        method: "POST",
        headers: {
          origin: TEST_ORIGIN,
          cookie: me.cookie,
          "content-type": "multipart/form-data; boundary=roost",
          "content-length": String(50 * 1024 * 1024),
        },
        body: body.stream,
        duplex: "half",
      } as RequestInit,
      LOOPBACK_PEER,
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("file_too_large");
    expect(body.counter.pulls).toBe(0);
  });

  it("keeps the upload routes' own, larger limit", async () => {
    const me = await person(t, "avatar");
    // Noise compresses badly, so this PNG is well over the 64 KB API limit.
    const noise = randomBytes(200 * 200 * 3);
    const png = await sharp(noise, { raw: { width: 200, height: 200, channels: 3 } })
      .png()
      .toBuffer();
    expect(png.length).toBeGreaterThan(API_BODY_LIMIT_BYTES);
    const form = new FormData();
    form.append("avatar", new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
    const res = await t.request("/api/me/avatar", { body: form, cookie: me.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe("client address", () => {
  const app = new Hono();
  let hops = 0;
  app.get("/", (c) => c.text(clientIp(c, { trustedProxies: hops }) ?? "none"));
  const ipOf = async (
    trustedProxies: number,
    forwarded: string | null,
    socket: string | null = "192.0.2.10",
  ) => {
    hops = trustedProxies;
    const headers: Record<string, string> = forwarded === null ? {} : { "x-forwarded-for": forwarded };
    return (await app.request("/", { headers }, socket ? peer(socket) : {})).text();
  };

  it("is the socket peer with TRUSTED_PROXIES=0, whatever X-Forwarded-For says", async () => {
    expect(await ipOf(0, "203.0.113.1")).toBe("192.0.2.10");
    expect(await ipOf(0, null, "::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(await ipOf(0, null, null)).toBe("none");
  });

  it("is the hop exactly TRUSTED_PROXIES from the right, never the client-written left", async () => {
    // The client wrote 6.6.6.6; proxy 2 appended the client's real address, proxy 1 proxy 2's.
    const chain = "6.6.6.6, 203.0.113.5, 10.0.0.2";
    expect(await ipOf(1, chain)).toBe("10.0.0.2");
    expect(await ipOf(2, chain)).toBe("203.0.113.5");
    expect(await ipOf(3, chain)).toBe("6.6.6.6");
    // Fewer entries than hops: the furthest one a proxy wrote.
    expect(await ipOf(3, "203.0.113.5, 10.0.0.2")).toBe("203.0.113.5");
    // No header, or garbage where the address should be: the socket peer.
    expect(await ipOf(1, null)).toBe("192.0.2.10");
    expect(await ipOf(1, "203.0.113.5, not-an-ip")).toBe("192.0.2.10");
    expect(await ipOf(1, "2001:db8::1")).toBe("2001:db8::1");
  });
});

// Findings of the security test of 2026-11-24 (docs/decisions/012-fail-closed-edge.md, second section).
describe("edge hardening after the security test", () => {
  it("never reads a signed-out JSON body sent to an upload route", async () => {
    const tenMegabytes = 160; // × 64 KB
    const uploads = ["/api/me/avatar", `/api/properties/${randomBytes(8).toString("hex")}/photos`];
    for (const path of uploads) {
      for (const contentType of ["application/json", "text/plain;application/json"]) {
        for (const declared of [true, false]) {
          const body = countingBody(tenMegabytes);
          const headers: Record<string, string> = { origin: TEST_ORIGIN, "content-type": contentType };
          if (declared) headers["content-length"] = String(tenMegabytes * 64 * 1024);
          const res = await t.app.request(
            path,
            { method: "POST", headers, body: body.stream, duplex: "half" } as RequestInit,
            LOOPBACK_PEER,
          );
          const label = `${path} ${contentType} declared=${declared}`;
          expect([401, 413, 415], label).toContain(res.status);
          expect(body.counter.pulls, label).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it("still refuses NUL in a JSON body the global limit covers", async () => {
    const res = await t.request<ApiErrorBody>("/api/newsletter", { body: { email: "a\u0000b@example.com" } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_text");
  });

  it("sends Secure cookies and HSTS for an https PUBLIC_URL outside production", async () => {
    const staging = await createTestApp({ PUBLIC_URL: "https://staging.roost.example", DEV_SIGN_IN: "true" });
    try {
      const res = await staging.app.request(
        "/api/auth/dev/sign-in",
        {
          method: "POST",
          headers: { origin: "https://staging.roost.example", "content-type": "application/json" },
          body: JSON.stringify({ email: "secure@example.com" }),
        },
        peer("198.51.100.4"),
      );
      expect(res.status).toBe(200);
      const cookies = res.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await staging.close();
    }
    // A plain-http local server keeps its cookies usable over http.
    const local = await t.app.request(
      "/api/auth/dev/sign-in",
      {
        method: "POST",
        headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ email: "plain@example.com" }),
      },
      LOOPBACK_PEER,
    );
    expect(local.headers.getSetCookie().some((c) => /;\s*Secure/i.test(c))).toBe(false);
    expect(local.headers.get("strict-transport-security")).toBeNull();
  });

  it("has no better-auth update-user: names and images change only through the app's profile rules", async () => {
    const cookie = await t.signIn(`update-user-${randomBytes(3).toString("hex")}@example.com`);
    const before = await t.request<Me>("/api/me", { cookie });
    const res = await t.request("/api/auth/update-user", {
      cookie,
      body: { name: "Eve\r\nATTENDEE:mailto:x@evil.test", image: "http://evil.test/track.png" },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: "not_found", message: "No such API endpoint." } });
    const after = await t.request<Me>("/api/me", { cookie });
    expect(after.body.user).toEqual(before.body.user);
  });

  it("keeps a dev sign-in name on one line and within the profile's length", async () => {
    const signIn = (email: string, name: string) =>
      t.app.request(
        "/api/auth/dev/sign-in",
        {
          method: "POST",
          headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
          body: JSON.stringify({ email, name }),
        },
        LOOPBACK_PEER,
      );
    const email = `dev-name-${randomBytes(3).toString("hex")}@example.com`;
    const res = await signIn(email, " Eve\r\nATTENDEE:mailto:x@evil.test\u0007 ");
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const me = await t.request<Me>("/api/me", { cookie });
    expect(me.body.user.name).toBe("Eve ATTENDEE:mailto:x@evil.test");
    const tooLong = await signIn(`dev-long-${randomBytes(3).toString("hex")}@example.com`, "a".repeat(101));
    expect(tooLong.status).toBe(400);
  });

  it("accepts dev sign-in and sign-out from a loopback alias of a local PUBLIC_URL, not a foreign origin", async () => {
    for (const origin of ["http://127.0.0.1:3999", "http://[::1]:3999"]) {
      const headers = { origin, "content-type": "application/json" };
      const res = await t.app.request(
        "/api/auth/dev/sign-in",
        { method: "POST", headers, body: JSON.stringify({ email: "alias@example.com" }) },
        LOOPBACK_PEER,
      );
      expect(res.status, `${origin}: ${await res.clone().text()}`).toBe(200);
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const out = await t.app.request(
        "/api/auth/sign-out",
        { method: "POST", headers: { ...headers, cookie }, body: "{}" },
        LOOPBACK_PEER,
      );
      expect(out.status, origin).toBe(200);
      expect((await t.request("/api/me", { cookie })).status, origin).toBe(401);
    }
    const foreign = await t.app.request(
      "/api/auth/dev/sign-in",
      {
        method: "POST",
        headers: { origin: "http://evil.example:3999", "content-type": "application/json" },
        body: JSON.stringify({ email: "alias@example.com" }),
      },
      LOOPBACK_PEER,
    );
    expect(foreign.status).toBe(403);
    expect(foreign.headers.getSetCookie()).toEqual([]);
  });

  it("tells a peer that is not this machine that a local server has no dev sign-in", async () => {
    for (const env of [peer("203.0.113.9"), peer("::ffff:192.0.2.1")]) {
      const res = await t.app.request("/api/config", {}, env);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ devSignIn: false, demoAccounts: [], exposedDevTools: [] });
    }
    const here = await t.request<ClientConfig>("/api/config", { headers: FROM_THIS_MACHINE });
    expect(here.body.devSignIn).toBe(true);
    expect(here.body.demoAccounts.length).toBeGreaterThan(0);
  });
});
