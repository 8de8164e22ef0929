import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { z } from "@hono/zod-openapi";
import type { Profile } from "@roost/shared/contracts/profile.ts";
import { afterAll, beforeAll, inject } from "vitest";
import { loadConfig } from "../config.ts";
import { connectDatabase } from "../db/client.ts";
import { createLogger } from "../lib/logger.ts";
import type { ErrorSchema } from "../lib/openapi.ts";
import { assembleApp } from "../wire.ts";
import { TEMPLATE_DB, withDatabase } from "./global-setup.ts";

/** What the test request helper answers; `T` is the body's contract type when the test names it. */
export interface TestResponse<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** A refusal's body (docs/architecture.md §4): name it for a response read through `body.error`. */
export type ApiErrorBody = z.infer<typeof ErrorSchema>;

export const TEST_ORIGIN = "http://localhost:3999";

/**
 * The Node server environment app.request() lacks: a socket whose peer is this machine, as for a
 * developer's browser on localhost. Dev-only endpoints answer only such a peer.
 */
export const LOOPBACK_PEER = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };

/**
 * A complete app on a fresh database cloned from the migrated template, with files in a temp
 * directory. Call once per test file (beforeAll) and close() in afterAll, as useTestApp() does.
 * With `sameDatabaseAs` it is a second instance on another app's database (as behind a load
 * balancer); the first app's close() drops the database.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { googleAvailable?: boolean; sameDatabaseAs?: { databaseName: string } } = {},
) {
  const adminUrl = inject("pgAdminUrl");
  const shared = options.sameDatabaseAs;
  const name = shared?.databaseName ?? `roost_test_${randomBytes(6).toString("hex")}`;
  if (!shared) {
    const admin = connectDatabase(adminUrl, 1);
    await admin.pool.query(`create database ${name} template ${TEMPLATE_DB}`);
    await admin.close();
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "roost-test-data-"));
  const config = loadConfig({
    NODE_ENV: "test",
    PUBLIC_URL: TEST_ORIGIN,
    DATA_DIR: dataDir,
    AUTH_SECRET: "test-secret-test-secret-test-secret-1234",
    DATABASE_URL: withDatabase(adminUrl, name),
    LOG_LEVEL: "silent",
    TEST_CLOCK: "true",
    // One trusted proxy: X-Forwarded-For's last entry is the client, so each test user can come
    // from an address of their own and the per-address limits stay out of the way.
    TRUSTED_PROXIES: "1",
    // The pool's limits are on, as in production, but at the test timeout: a loaded machine must
    // not fail a test on one slow statement. The timeout tests set their own (db/statement-timeout.test.ts).
    DATABASE_STATEMENT_TIMEOUT_MS: "30000",
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: "30000",
    DATABASE_POOL_WAIT_MS: "30000",
    // The search tests run once more with SQL alone (vitest.config.ts).
    ...(process.env.SEARCH_INDEX && { SEARCH_INDEX: process.env.SEARCH_INDEX }),
    ...env,
  });
  const { statementTimeoutMs, idleInTransactionTimeoutMs, poolWaitMs } = config.database;
  const database = connectDatabase(withDatabase(adminUrl, name), 10, {
    statementTimeoutMs,
    idleInTransactionTimeoutMs,
    poolWaitMs,
  });
  const { app, deps } = assembleApp({
    config,
    database,
    log: createLogger(process.env.TEST_LOG_LEVEL ?? "silent"),
    googleAvailable: options.googleAvailable ?? false,
  });

  /**
   * Sends a request as the browser would: same origin, optional session cookie, JSON body. Name
   * the expected body's contract type (`request<Me>(...)`, `request<ApiErrorBody>(...)` for a
   * refusal) so a misspelt field is a type error; left out, the body is `unknown`.
   */
  async function request<T = unknown>(
    pathName: string,
    init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
  ): Promise<TestResponse<T>> {
    const isForm = init.body instanceof FormData;
    const headers: Record<string, string> = {
      origin: TEST_ORIGIN,
      // Each test user comes from an address of their own (a visitor from a new one per request),
      // as real users do, so per-address rate limits count only what a test sends on purpose.
      "x-forwarded-for": isDevPath(pathName)
        ? randomLoopbackIp()
        : init.cookie
          ? addressOf(init.cookie)
          : randomTestIp(),
      ...(init.headers ?? {}),
    };
    if (init.cookie) headers.cookie = init.cookie;
    if (init.body !== undefined && !isForm) headers["content-type"] = "application/json";
    const res = await app.request(
      pathName,
      {
        method: init.method ?? (init.body !== undefined ? "POST" : "GET"),
        headers,
        body:
          init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
      },
      LOOPBACK_PEER,
    );
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, body: json as T, headers: res.headers };
  }

  /** Signs in through the development sign-in and returns the session cookie. */
  async function signIn(email: string): Promise<string> {
    const res = await app.request(
      "/api/auth/dev/sign-in",
      {
        method: "POST",
        headers: {
          origin: TEST_ORIGIN,
          "content-type": "application/json",
          "x-forwarded-for": randomLoopbackIp(),
        },
        body: JSON.stringify({ email }),
      },
      LOOPBACK_PEER,
    );
    if (res.status !== 200) throw new Error(`dev sign-in failed: ${res.status} ${await res.text()}`);
    const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
    return cookies.join("; ");
  }

  /**
   * A signed-in user who has completed onboarding with the given type. Tests call the fixtures'
   * person() (test/fixtures.ts), which is built on this and picks a unique address.
   */
  async function signUp(email: string, userType: string, names = { first_name: "Test", last_name: "User" }) {
    const cookie = await signIn(email);
    const res = await request<Profile>("/api/me/onboarding", {
      body: { ...names, user_type: userType },
      cookie,
    });
    if (res.status !== 200) throw new Error(`onboarding failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { cookie, id: res.body.user_id };
  }

  return {
    app,
    deps,
    db: database.db,
    databaseName: name,
    clock: deps.clock,
    request,
    signIn,
    signUp,
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (shared) return;
      const cleanup = connectDatabase(adminUrl, 1);
      await cleanup.pool.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await cleanup.close();
    },
  };
}

const randomTestIp = () => `10.${randomBytes(3).join(".")}`;
/**
 * The development tools answer only this machine (lib/dev-only.ts), so their callers come from a
 * loopback address; still one of its own each, for the per-address limits.
 */
const randomLoopbackIp = () => `127.${randomBytes(3).join(".")}`;
const isDevPath = (pathName: string) =>
  pathName.startsWith("/api/dev/") || pathName.startsWith("/api/auth/dev/");
const addressOf = (cookie: string) =>
  `10.${[...createHash("sha256").update(cookie).digest().subarray(0, 3)].join(".")}`;

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The usual set-up of a test file (or describe block): one app created before its tests and closed
 * after them. The handle is filled in when beforeAll runs, so read it inside hooks and tests, not
 * at load time. Hooks registered after this call run after its beforeAll and before its close
 * (Vitest runs after-hooks in reverse), so a second app with `sameDatabaseAs` closes first.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  // Empty until beforeAll: the app is created asynchronously, after the file's code has run.
  const handle = {} as TestApp;
  beforeAll(async () => {
    Object.assign(handle, await createTestApp(...args));
  });
  // No close when the creation itself failed.
  afterAll(() => handle.close?.());
  return handle;
}
