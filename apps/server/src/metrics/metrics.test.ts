// GET /metrics (decision 035): never public, Prometheus's text format, and figures that move with
// what they count.
import { randomBytes } from "node:crypto";
import { HOUR_MS } from "@roost/shared/domain/durations.ts";
import { userChannel } from "@roost/shared/domain/realtime-channels.ts";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { enqueue } from "../jobs/queue.ts";
import { publish } from "../realtime/bus.ts";
import type { HubSocket } from "../realtime/connection.ts";
import { insertProperty, insertUser, person } from "../test/fixtures.ts";
import { useTestApp } from "../test/test-app.ts";
import { internalMetricsApp } from "./metrics-endpoint.ts";

const TOKEN = randomBytes(24).toString("hex");

/** One sample line of the text format: name, optional {labels}, value. */
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? (\S+)$/;

/**
 * Parses an exposition (format 0.0.4) into `name{labels}` → value; throws on any line that is
 * neither a sample nor a HELP/TYPE comment, so a malformed answer fails the test.
 */
function parseExposition(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (line === "" || /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .*$/.test(line)) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not Prometheus text format: ${line}`);
    const raw = match[3] as string;
    const value =
      raw === "+Inf" ? Number.POSITIVE_INFINITY : raw === "-Inf" ? Number.NEGATIVE_INFINITY : Number(raw);
    // Prometheus reads NaN in any case (Go's ParseFloat); prom-client writes "Nan".
    if (Number.isNaN(value) && raw.toLowerCase() !== "nan") throw new Error(`not a number: ${line}`);
    samples.set(`${match[1]}${match[2] ?? ""}`, value);
  }
  return samples;
}

const t = useTestApp({ METRICS_TOKEN: TOKEN });
// Closed before `t`, whose close drops the database they share.
const off = useTestApp({}, { sameDatabaseAs: t });

async function scrape(app = t): Promise<Map<string, number>> {
  const res = await app.app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(await res.text());
}

describe("who may read it", () => {
  it("is off without METRICS_TOKEN: 404 for everyone, signed in or not", async () => {
    const someone = await person(off, "metrics-off");
    expect((await off.request("/metrics")).status).toBe(404);
    expect((await off.request("/metrics", { cookie: someone.cookie })).status).toBe(404);
    expect((await off.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(
      404,
    );
  });

  it("answers 401 without the token, with a wrong one, and to a signed-in user", async () => {
    const someone = await person(t, "metrics-user");
    const refusals = [
      await t.request("/metrics"),
      await t.request("/metrics", { headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` } }),
      await t.request("/metrics", { headers: { authorization: TOKEN } }),
      await t.request("/metrics", { cookie: someone.cookie }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(JSON.stringify(res.body)).not.toContain("roost_");
    }
  });

  it("on METRICS_PORT serves /metrics alone, behind the token when one is set", async () => {
    const internal = internalMetricsApp(off.deps.metrics, off.deps.config);
    const res = await internal.request("/metrics");
    expect(res.status).toBe(200);
    expect(parseExposition(await res.text()).has("roost_db_pool_max_connections")).toBe(true);
    expect((await internal.request("/api/health")).status).toBe(404);
    const guarded = internalMetricsApp(t.deps.metrics, t.deps.config);
    expect((await guarded.request("/metrics")).status).toBe(401);
  });

  it("refuses a short token and a metrics port equal to the app's", () => {
    const base = { NODE_ENV: "test", DATA_DIR: t.deps.config.dataDir, AUTH_SECRET: "x".repeat(32) };
    expect(() => loadConfig({ ...base, METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ ...base, PORT: "4000", METRICS_PORT: "4000" })).toThrow(ConfigError);
  });
});

describe("what it reports", () => {
  it("counts requests by route pattern, never by raw path", async () => {
    const owner = await insertUser(t.db);
    const listing = await insertProperty(t.db, owner);
    const key = (route: string, status: number) =>
      `roost_http_requests_total{method="GET",route="${route}",status="${status}"}`;
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await t.request("/api/health")).status).toBe(200);
    expect((await t.request(`/api/properties/${listing.id}`)).status).toBe(200);
    const after = await scrape();
    expect((after.get(key("/api/health", 200)) ?? 0) - (before.get(key("/api/health", 200)) ?? 0)).toBe(3);
    expect(after.get(key("/api/properties/:id", 200))).toBeGreaterThanOrEqual(1);
    expect([...after.keys()].some((k) => k.includes(listing.id))).toBe(false);
    expect(
      after.get('roost_http_request_duration_seconds_count{method="GET",route="/api/health"}'),
    ).toBeGreaterThanOrEqual(3);
  });

  it("reports the pool, Node's own figures and the WebSockets of this instance", async () => {
    const before = await scrape();
    expect(before.get("roost_db_pool_max_connections")).toBe(10);
    expect(before.get("roost_db_pool_connections")).toBeGreaterThanOrEqual(1);
    expect(before.has("roost_db_pool_idle_connections")).toBe(true);
    expect(before.get("roost_db_pool_waiting_requests")).toBe(0);
    expect(before.has("process_cpu_seconds_total")).toBe(true);
    const socket = { send() {}, close() {}, terminate() {}, ping() {} } as unknown as HubSocket;
    const conn = t.deps.realtime.hub.connect("metrics-user", "metrics-session", socket);
    try {
      const after = await scrape();
      expect(after.get("roost_websocket_connections")).toBe(
        (before.get("roost_websocket_connections") ?? 0) + 1,
      );
    } finally {
      if (conn) t.deps.realtime.hub.disconnect(conn);
    }
  });

  it("reports how many jobs are due and how long the oldest has waited", async () => {
    const before = await scrape();
    const hourAgo = new Date(t.clock.now().getTime() - HOUR_MS);
    await enqueue(t.db, "metrics-test-job", {}, { runAt: hourAgo });
    const after = await scrape();
    expect(after.get("roost_jobs_due")).toBe((before.get("roost_jobs_due") ?? 0) + 1);
    expect(after.get("roost_jobs_oldest_due_age_seconds")).toBeGreaterThanOrEqual(3_600);
    expect(after.has("roost_jobs_dead")).toBe(true);
  });

  it("times bus events from NOTIFY to delivery on this instance", async () => {
    await t.deps.realtime.start({ heartbeatMs: 60_000 });
    try {
      const before = await scrape();
      const count = (m: Map<string, number>) => m.get("roost_realtime_bus_lag_seconds_count") ?? 0;
      await publish(t.db, userChannel("metrics-user"), { kind: "notifications_changed" });
      let after = await scrape();
      for (let i = 0; i < 50 && count(after) === count(before); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = await scrape();
      }
      expect(count(after)).toBe(count(before) + 1);
      expect(after.get("roost_realtime_bus_lag_seconds_sum")).toBeGreaterThanOrEqual(0);
      expect(after.get('roost_realtime_bus_lag_seconds_bucket{le="+Inf"}')).toBe(count(after));
    } finally {
      await t.deps.realtime.stop();
    }
  });
});
