// The pool's wait bound (decision 035): with every pooled connection busy, a chat send is refused
// with 503 and a short Retry-After once DATABASE_POOL_WAIT_MS has passed, instead of queueing
// until a connection comes free; and the wait is on /metrics.
import { randomUUID } from "node:crypto";
import { POOL_BUSY_RETRY_AFTER_SECONDS } from "@roost/shared/domain/constants.ts";
import type pg from "pg";
import { expect, it } from "vitest";
import { openDirect, person } from "../test/fixtures.ts";
import { type ApiErrorBody, useTestApp } from "../test/test-app.ts";

/** The production default: a machine busy enough to open a connection slowly still opens it within it. */
const POOL_WAIT_MS = 1_000;
/** How long the test keeps every connection: without the bound the send would wait this long. */
const HELD_MS = 6_000;

const t = useTestApp({ DATABASE_POOL_WAIT_MS: String(POOL_WAIT_MS) });

it("refuses a send with 503 and Retry-After within the pool's wait bound when every connection is busy", async () => {
  const sender = await person(t, "busy-sender");
  const other = await person(t, "busy-other");
  const conversationId = await openDirect(t, sender.cookie, other.id);
  const { pool } = t.deps.database;
  const size = Number(pool.options.max);
  // Every connection the pool may open, each held; those that opened are released whatever happens,
  // or the app's close would wait for them.
  const opened = await Promise.allSettled(Array.from({ length: size }, () => pool.connect()));
  const held: pg.PoolClient[] = opened.flatMap((o) => (o.status === "fulfilled" ? [o.value] : []));
  const release = setTimeout(() => {
    for (const client of held.splice(0)) client.release();
  }, HELD_MS);
  try {
    expect(held).toHaveLength(size);
    const started = performance.now();
    const res = await t.request<ApiErrorBody>(`/api/conversations/${conversationId}/messages`, {
      cookie: sender.cookie,
      body: { id: randomUUID(), content: "Is the room still free?" },
    });
    const tookMs = performance.now() - started;
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe("service_unavailable");
    expect(res.headers.get("retry-after")).toBe(String(POOL_BUSY_RETRY_AFTER_SECONDS));
    // Refused once the bound passed, long before a connection came free.
    expect(tookMs).toBeGreaterThanOrEqual(POOL_WAIT_MS - 50);
    expect(tookMs).toBeLessThan(HELD_MS / 2);
  } finally {
    clearTimeout(release);
    for (const client of held.splice(0)) client.release();
  }
  // Free again, the same send goes through; the waits are on /metrics.
  const sent = await t.request(`/api/conversations/${conversationId}/messages`, {
    cookie: sender.cookie,
    body: { id: randomUUID(), content: "Is the room still free?" },
  });
  expect(sent.status).toBe(201);
  const metrics = await t.deps.metrics.render();
  const count = Number(metrics.match(/^roost_db_pool_wait_seconds_count (\d+)/m)?.[1]);
  expect(count).toBeGreaterThan(0);
}, 20_000);
