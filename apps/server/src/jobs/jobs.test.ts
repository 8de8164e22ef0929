import { randomUUID } from "node:crypto";
import type { PropertySearchResult } from "@roost/shared/contracts/properties.ts";
import { DAY_MS, HOUR_MS } from "@roost/shared/domain/durations.ts";
import { asc, eq, like } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jobs, listingTombstones, mailOutbox, properties } from "../db/schema.ts";
import { insertProperty, insertUser } from "../test/fixtures.ts";
import { useTestApp } from "../test/test-app.ts";
import { DEAD_JOB_ALERT, listDeadJobs, retryDeadJob } from "./dead-jobs.ts";
import { EXPIRE_LISTINGS } from "./expire-listings.ts";
import type { JobHandler } from "./job.ts";
import { runJobsCli } from "./jobs-cli.ts";
import { pruneJobs } from "./prune-jobs.ts";
import { enqueue } from "./queue.ts";
import { RECURRING_JOBS, scheduleCurrentPeriods } from "./recurring.ts";
import { retryDelayMs, runDueJobs, startJobWorker } from "./worker.ts";

const t = useTestApp();
// Each test starts with an empty queue, so leftovers of another test never count as "ran".
beforeEach(async () => {
  await t.db.delete(jobs);
});

const jobRow = async (uniqueKey: string) =>
  (await t.db.select().from(jobs).where(eq(jobs.uniqueKey, uniqueKey)))[0];
const now = () => t.clock.now();

describe("the queue", () => {
  it("enqueues a unique job once", async () => {
    expect(await enqueue(t.db, "noop", {}, { runAt: now(), uniqueKey: "once" })).toBe(true);
    expect(await enqueue(t.db, "noop", {}, { runAt: now(), uniqueKey: "once" })).toBe(false);
    expect(await t.db.select().from(jobs).where(eq(jobs.uniqueKey, "once"))).toHaveLength(1);
  });

  it("runs a job only once it is due on the app clock, with its payload, and marks it done", async () => {
    const seen: unknown[] = [];
    const handlers: Record<string, JobHandler> = {
      greet: async ({ payload }) => {
        seen.push(payload);
      },
    };
    await enqueue(
      t.db,
      "greet",
      { to: "Amara" },
      { runAt: new Date(now().getTime() + 60_000), uniqueKey: "greet-1" },
    );
    expect(await runDueJobs(t.deps, { handlers })).toBe(0);
    t.clock.advance?.(61_000);
    expect(await runDueJobs(t.deps, { handlers })).toBe(1);
    expect(seen).toEqual([{ to: "Amara" }]);
    const row = await jobRow("greet-1");
    expect(row.doneAt).not.toBeNull();
    expect(row.attempts).toBe(1);
    expect(await runDueJobs(t.deps, { handlers })).toBe(0);
  });

  it("retries a failing job with backoff, recording the error, until it succeeds", async () => {
    let calls = 0;
    const handlers: Record<string, JobHandler> = {
      flaky: async () => {
        calls++;
        if (calls < 3) throw new Error(`mail server down (${calls})`);
      },
    };
    await enqueue(t.db, "flaky", {}, { runAt: now(), uniqueKey: "flaky-1" });
    await runDueJobs(t.deps, { handlers });
    let row = await jobRow("flaky-1");
    expect(row).toMatchObject({
      attempts: 1,
      lastError: "mail server down (1)",
      doneAt: null,
      lockedUntil: null,
    });
    expect(row.runAt.getTime()).toBeGreaterThan(now().getTime());

    // Not due again until the backoff has passed.
    expect(await runDueJobs(t.deps, { handlers })).toBe(0);
    t.clock.advance?.(retryDelayMs(1));
    await runDueJobs(t.deps, { handlers });
    row = await jobRow("flaky-1");
    expect(row).toMatchObject({ attempts: 2, lastError: "mail server down (2)", doneAt: null });
    expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));

    t.clock.advance?.(retryDelayMs(2));
    await runDueJobs(t.deps, { handlers });
    row = await jobRow("flaky-1");
    expect(row.attempts).toBe(3);
    expect(row.doneAt).not.toBeNull();
    expect(calls).toBe(3);
  });

  it("keeps retrying a failing job for more than a day before giving up", async () => {
    let calls = 0;
    const handlers: Record<string, JobHandler> = {
      outage: async () => {
        calls++;
        throw new Error("mail server down");
      },
    };
    await enqueue(t.db, "outage", {}, { runAt: now(), uniqueKey: "outage-1" });
    const started = now().getTime();
    let diedAfterMs = 0;
    // Ten-minute steps for up to two days: the loop ends either way.
    for (let step = 0; step < 288 && (await jobRow("outage-1")).deadAt === null; step++) {
      await runDueJobs(t.deps, { handlers });
      diedAfterMs = now().getTime() - started;
      t.clock.advance?.(10 * 60_000);
    }
    const row = await jobRow("outage-1");
    expect(row.maxAttempts).toBe(24);
    expect(calls).toBe(24);
    expect(diedAfterMs).toBeGreaterThan(DAY_MS);
  });

  it("a job that used up its attempts goes dead, and the operators get one mail a day per kind", async () => {
    const handlers: Record<string, JobHandler> = {
      doomed: async () => {
        throw new Error("always broken");
      },
    };
    for (const key of ["doomed-1", "doomed-2"])
      await enqueue(
        t.db,
        "doomed",
        { recipientId: `user-${key}` },
        { runAt: now(), uniqueKey: key, maxAttempts: 2 },
      );
    for (let i = 0; i < 4; i++) {
      await runDueJobs(t.deps, { handlers });
      t.clock.advance?.(2 * HOUR_MS);
    }
    const row = await jobRow("doomed-1");
    expect(row).toMatchObject({ attempts: 2, lastError: "always broken", doneAt: null });
    expect(row.deadAt).toBeInstanceOf(Date);
    expect((await listDeadJobs(t.db)).map((job) => job.name)).toEqual(["doomed", "doomed"]);

    // One alert for both, sent to OPERATOR_EMAIL (the outbox here), naming the jobs and the commands.
    const alerts = await t.db.select().from(jobs).where(eq(jobs.name, DEAD_JOB_ALERT));
    expect(alerts).toHaveLength(1);
    await runDueJobs(t.deps);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "dead_job_alert"));
    expect(mail?.to).toEqual(["operators@roost.local"]);
    expect(mail?.subject).toMatch(/^Roost: 2 "doomed" jobs gave up on \d{4}-\d{2}-\d{2}$/);
    expect(mail?.text).toContain(`#${row.id}  died`);
    expect(mail?.text).toContain("npm run jobs -- retry ID");
    expect(mail?.personIds).toEqual(["user-doomed-1", "user-doomed-2"]);
  });

  it("an operator's retry gives a dead job a fresh set of attempts, and it runs once", async () => {
    let healthy = false;
    const ran: string[] = [];
    const handlers: Record<string, JobHandler> = {
      revived: async () => {
        if (!healthy) throw new Error("not yet");
        ran.push("ran");
      },
    };
    await enqueue(t.db, "revived", {}, { runAt: now(), uniqueKey: "revived-1", maxAttempts: 1 });
    await runDueJobs(t.deps, { handlers });
    const dead = await jobRow("revived-1");
    expect(dead.deadAt).not.toBeNull();
    await t.db.delete(jobs).where(eq(jobs.name, DEAD_JOB_ALERT)); // its alert is another test's subject
    t.clock.advance?.(DAY_MS);
    expect(await runDueJobs(t.deps, { handlers })).toBe(0);

    healthy = true;
    expect(await retryDeadJob(t.db, dead.id, now())).toEqual({ name: "revived" });
    expect(await retryDeadJob(t.db, dead.id, now())).toBeNull(); // not dead any more
    expect(await runDueJobs(t.deps, { handlers })).toBe(1);
    expect(ran).toEqual(["ran"]);
    expect(await jobRow("revived-1")).toMatchObject({ deadAt: null, attempts: 1 });
    expect((await jobRow("revived-1")).doneAt).not.toBeNull();
  });

  it("a job whose instance died during its last attempt is dead once its lease runs out", async () => {
    await enqueue(t.db, "orphan", {}, { runAt: now(), uniqueKey: "orphan-1", maxAttempts: 3 });
    await t.db
      .update(jobs)
      .set({ attempts: 3, lockedUntil: new Date(now().getTime() + 5 * 60_000) })
      .where(eq(jobs.uniqueKey, "orphan-1"));
    await runDueJobs(t.deps, { handlers: {} });
    expect((await jobRow("orphan-1")).deadAt).toBeNull(); // maybe still running
    t.clock.advance?.(5 * 60_000 + 1);
    await runDueJobs(t.deps, { handlers: {} });
    const row = await jobRow("orphan-1");
    expect(row.deadAt).toBeInstanceOf(Date);
    expect(row.lastError).toBe("the instance running its last attempt stopped");
  });

  it("fails a job without a handler (a newer instance may know it) instead of crashing", async () => {
    await enqueue(t.db, "from-the-future", {}, { runAt: now(), uniqueKey: "future-1" });
    await runDueJobs(t.deps, { handlers: {} });
    expect((await jobRow("future-1")).lastError).toContain("No handler");
  });

  it("runs each due job once even when two workers poll at the same moment", async () => {
    const runs: number[] = [];
    const handlers: Record<string, JobHandler> = {
      count: async ({ job }) => {
        runs.push(job.id);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    for (let i = 0; i < 25; i++)
      await enqueue(t.db, "count", { i }, { runAt: now(), uniqueKey: `count-${i}` });
    const [a, b] = await Promise.all([runDueJobs(t.deps, { handlers }), runDueJobs(t.deps, { handlers })]);
    expect(a + b).toBe(25);
    expect(runs).toHaveLength(25);
    expect(new Set(runs).size).toBe(25);
  });

  it("picks a job up again when the instance that claimed it died (lease expired)", async () => {
    const ran: string[] = [];
    const handlers: Record<string, JobHandler> = { lease: async () => void ran.push("ran") };
    await enqueue(t.db, "lease", {}, { runAt: now(), uniqueKey: "lease-1" });
    // A claim that never finished: attempts counted, lease held.
    await t.db
      .update(jobs)
      .set({ attempts: 1, lockedUntil: new Date(now().getTime() + 5 * 60_000) })
      .where(eq(jobs.uniqueKey, "lease-1"));
    expect(await runDueJobs(t.deps, { handlers })).toBe(0);
    t.clock.advance?.(5 * 60_000 + 1);
    expect(await runDueJobs(t.deps, { handlers })).toBe(1);
    expect(ran).toEqual(["ran"]);
  });

  it("polls in the background and stops cleanly", async () => {
    let resolveRan: () => void = () => {};
    const ran = new Promise<void>((resolve) => {
      resolveRan = resolve;
    });
    const worker = startJobWorker(t.deps, { intervalMs: 10, handlers: { ping: async () => resolveRan() } });
    await enqueue(t.db, "ping", {}, { runAt: now(), uniqueKey: "ping-1" });
    await ran;
    await worker.stop();
    expect((await jobRow("ping-1")).doneAt).not.toBeNull();
  });
  it("keeps slow jobs in a lane of their own, so a backlog of them never holds a quick job back", async () => {
    let releaseSlow: () => void = () => {};
    const slowHeld = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    let resolveQuick: () => void = () => {};
    const quickRan = new Promise<void>((resolve) => {
      resolveQuick = resolve;
    });
    const handlers: Record<string, JobHandler> = { encode: () => slowHeld, mail: async () => resolveQuick() };
    // The slow jobs are older, so a single queue in run_at order would run them first.
    for (let i = 0; i < 3; i++)
      await enqueue(t.db, "encode", { i }, { runAt: now(), uniqueKey: `encode-${i}` });
    t.clock.advance?.(1);
    await enqueue(t.db, "mail", {}, { runAt: now(), uniqueKey: "mail-1" });
    const worker = startJobWorker(t.deps, { intervalMs: 10, handlers, slowJobs: ["encode"] });
    try {
      await quickRan;
      await vi.waitFor(async () => expect((await jobRow("mail-1")).doneAt).not.toBeNull());
      expect((await jobRow("encode-0")).doneAt).toBeNull();
    } finally {
      releaseSlow();
      await worker.stop();
    }
    // stop() waited for the slow lane's batch.
    expect((await jobRow("encode-2")).doneAt).not.toBeNull();
    await enqueue(t.db, "encode", {}, { runAt: now(), uniqueKey: "encode-late" });
    expect(await runDueJobs(t.deps, { handlers, lane: "quick", slowJobs: ["encode"] })).toBe(0);
    expect(await runDueJobs(t.deps, { handlers, lane: "slow", slowJobs: ["encode"] })).toBe(1);
  });
});

describe("listing expiry", () => {
  it("expires published and available listings past expires_at on the app clock, nothing else", async () => {
    const owner = await insertUser(t.db);
    const start = now();
    const published = await insertProperty(t.db, owner, { now: start });
    const available = await insertProperty(t.db, owner, { status: "available", now: start });
    const letAgreed = await insertProperty(t.db, owner, { status: "let_agreed", now: start });
    const paused = await insertProperty(t.db, owner, { status: "pause", expiresAt: start });
    const fresh = await insertProperty(t.db, owner, { now: new Date(start.getTime() + 30 * DAY_MS) });

    await scheduleCurrentPeriods(t.db, now());
    await runDueJobs(t.deps);
    const statusOf = async (id: string) =>
      (await t.db.select({ status: properties.status }).from(properties).where(eq(properties.id, id)))[0]
        .status;
    expect(await statusOf(published.id)).toBe("published");

    t.clock.advance?.(61 * DAY_MS);
    await scheduleCurrentPeriods(t.db, now());
    await runDueJobs(t.deps);
    expect(await statusOf(published.id)).toBe("expired");
    expect(await statusOf(available.id)).toBe("expired");
    expect(await statusOf(letAgreed.id)).toBe("let_agreed");
    expect(await statusOf(paused.id)).toBe("pause");
    expect(await statusOf(fresh.id)).toBe("published");

    // Gone from public view (410: it existed and is gone, decision 040), still there for the
    // owner's My Listings.
    expect((await t.request(`/api/properties/${published.id}`)).status).toBe(410);
    const search = await t.request<PropertySearchResult>("/api/properties?limit=48");
    expect(search.body.items.map((i: { id: string }) => i.id)).not.toContain(published.id);
  });

  it("schedules one run per period however many instances schedule it, and chains the next period", async () => {
    const every = RECURRING_JOBS.find((j) => j.name === EXPIRE_LISTINGS)?.everyMs ?? 0;
    t.clock.advance?.(7 * DAY_MS);
    await Promise.all([scheduleCurrentPeriods(t.db, now()), scheduleCurrentPeriods(t.db, now())]);
    const periodStart = Math.floor(now().getTime() / every) * every;
    const key = `${EXPIRE_LISTINGS}@${new Date(periodStart).toISOString()}`;
    expect(await t.db.select().from(jobs).where(eq(jobs.uniqueKey, key))).toHaveLength(1);

    await runDueJobs(t.deps);
    expect((await jobRow(key)).doneAt).not.toBeNull();
    const next = await t.db
      .select()
      .from(jobs)
      .where(like(jobs.uniqueKey, `${EXPIRE_LISTINGS}@%`))
      .orderBy(asc(jobs.runAt));
    const upcoming = next.at(-1);
    expect(upcoming?.runAt.getTime()).toBe(periodStart + every);
    expect(upcoming?.doneAt).toBeNull();
    // A worker starting again in the same period adds nothing.
    await scheduleCurrentPeriods(t.db, now());
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(like(jobs.uniqueKey, `${EXPIRE_LISTINGS}@%`)),
    ).toHaveLength(next.length);
  });
});

describe("pruning", () => {
  it("deletes finished jobs older than 30 days, never one that may still run or is dead", async () => {
    const at = (daysAgo: number) => new Date(now().getTime() - daysAgo * DAY_MS);
    await t.db.insert(jobs).values([
      { name: "x", uniqueKey: "old-done", runAt: at(40), doneAt: at(40) },
      { name: "x", uniqueKey: "recent-done", runAt: at(5), doneAt: at(5) },
      { name: "x", uniqueKey: "old-dead", runAt: at(40), attempts: 5, maxAttempts: 5, deadAt: at(40) },
      { name: "x", uniqueKey: "old-pending", runAt: at(40), attempts: 2, maxAttempts: 5 },
    ]);
    await pruneJobs({
      deps: t.deps,
      payload: {},
      job: { id: 0, name: "prune-jobs", attempt: 1 },
      now: now(),
    });
    const left = (await t.db.select({ key: jobs.uniqueKey }).from(jobs)).map((r) => r.key).sort();
    expect(left).toEqual(["old-dead", "old-pending", "recent-done"]);
  });

  it("deletes listing tombstones older than a week, which no search index still needs", async () => {
    const at = (daysAgo: number) => new Date(now().getTime() - daysAgo * DAY_MS);
    const [old, recent] = [randomUUID(), randomUUID()];
    await t.db.insert(listingTombstones).values([
      { propertyId: old, createdAt: at(8) },
      { propertyId: recent, createdAt: at(6) },
    ]);
    await pruneJobs({
      deps: t.deps,
      payload: {},
      job: { id: 0, name: "prune-jobs", attempt: 1 },
      now: now(),
    });
    const left = await t.db.select({ id: listingTombstones.propertyId }).from(listingTombstones);
    expect(left.map((row) => row.id)).toEqual([recent]);
  });
});

describe("npm run jobs", () => {
  const cli = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runJobsCli(argv, {
      db: t.db,
      now,
      out: (line) => void out.push(line),
      err: (line) => void err.push(line),
    });
    return { code, out: out.join("\n"), err: err.join("\n") };
  };

  it("lists dead jobs and retries one by id; wrong input gets usage, not a stack trace", async () => {
    expect(await cli("dead")).toMatchObject({ code: 0, out: "No dead jobs." });
    await enqueue(t.db, "mailer", {}, { runAt: now(), uniqueKey: "cli-1", maxAttempts: 1 });
    await runDueJobs(t.deps, {
      handlers: { mailer: async () => Promise.reject(new Error("SMTP 421\nline two")) },
    });
    const { id } = await jobRow("cli-1");

    const listed = await cli("dead");
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`#${id}  mailer  died `);
    expect(listed.out).toContain("SMTP 421 line two");
    expect(listed.out).toContain("1 dead job.");

    expect(await cli("retry", String(id))).toMatchObject({ code: 0 });
    expect(await jobRow("cli-1")).toMatchObject({ deadAt: null, attempts: 0 });
    expect(await cli("retry", String(id))).toMatchObject({
      code: 1,
      err: expect.stringContaining(`No dead job #${id}`),
    });
    expect((await cli("retry", "1; drop table jobs")).code).toBe(2);
    expect((await cli("resurrect")).err).toContain("Usage: npm run jobs");
    expect((await cli("dead", "extra")).code).toBe(2);
  });
});
