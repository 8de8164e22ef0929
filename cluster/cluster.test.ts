// Roost on three instances behind HAProxy (cluster.ts), as `npm run cluster` starts it: what
// must hold because all state is in PostgreSQL. Sessions are inserted with signed cookies
// (scripts/bench/realtime-seed.ts), so every test user is signed in on every instance at once.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { RATE_LIMITS } from "@roost/shared/domain/rate-limits.ts";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRUNE_RATE_LIMITS } from "../apps/server/src/rate-limits/prune-rate-limits.ts";
import { TestSocket } from "../apps/server/src/realtime/realtime-test-client.ts";
import { type RealtimePeople, seedRealtimePeople } from "../scripts/bench/realtime-seed.ts";
import { ChatClient } from "./chat-client.ts";
import { type Cluster, type Instance, startCluster } from "./cluster.ts";

let cluster: Cluster;
let people: RealtimePeople;
let dataDir: string;
const lines: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "roost-cluster-test-"));
  cluster = await startCluster({ dataDir, onOutput: (name, line) => lines.push(`[${name}] ${line}`) });
  people = await seedRealtimePeople(cluster.databaseUrl, {
    conversations: 4,
    participants: 10,
    authSecret: cluster.authSecret,
  });
});
afterAll(async () => {
  await cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Participant p of conversation c: its cookie, and the conversation's id and channel. */
const user = (c: number, p: number) => ({
  cookie: people.cookies[c * people.participants + p] as string,
  conversationId: people.conversationIds[c] as string,
  channel: `conversation:${people.conversationIds[c]}`,
});
const instance = (i: number) => cluster.instances[i] as Instance;

function post(base: string, path: string, cookie: string, body?: unknown) {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: {
      cookie,
      origin: cluster.url,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
const sendMessage = (base: string, c: number, p: number, id = randomUUID()) =>
  post(base, `/api/conversations/${user(c, p).conversationId}/messages`, user(c, p).cookie, {
    id,
    content: `hello ${id}`,
  });

async function query<R extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query<R>(text, params)).rows;
  } finally {
    await client.end();
  }
}

async function eventually(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
  state: () => string = () => "",
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what} ${state()}\n${lines.slice(-20).join("\n")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the balancer", () => {
  it("spreads requests over every instance in turn, with no stickiness", async () => {
    const served = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${cluster.url}/api/health/ready`, { headers: { cookie: user(0, 0).cookie } });
      expect(res.status).toBe(200);
      served.add(res.headers.get("x-roost-instance") ?? "");
    }
    expect([...served].sort()).toEqual(["app1", "app2", "app3"]);
  });
});

describe("realtime across instances", () => {
  it("a message sent through instance A reaches the sockets held by B and C", async () => {
    const sockets = await Promise.all(
      [1, 2].map((i) =>
        TestSocket.open(`${instance(i).url.replace("http", "ws")}/api/realtime`, {
          cookie: user(0, i).cookie,
          origin: cluster.url,
        }),
      ),
    );
    for (const socket of sockets)
      expect(await socket.subscribe(user(0, 0).channel)).toMatchObject({ type: "subscribed" });
    const id = randomUUID();
    expect((await sendMessage(instance(0).url, 0, 0, id)).status).toBe(201);
    for (const socket of sockets) {
      await socket.until(
        () =>
          socket
            .events("message_created")
            .some((m) => m.type === "event" && "message_id" in m.event && m.event.message_id === id),
        10_000,
        "the message on another instance's socket",
      );
      socket.close();
    }
  });
});

describe("state shared through PostgreSQL", () => {
  it("a session works on every instance, and signing out on one ends it on all, sockets included", async () => {
    const { cookie, channel } = user(1, 0);
    for (const i of [0, 1, 2]) {
      expect((await fetch(`${instance(i).url}/api/me`, { headers: { cookie } })).status).toBe(200);
    }
    const socket = await TestSocket.open(`${instance(2).url.replace("http", "ws")}/api/realtime`, {
      cookie,
      origin: cluster.url,
    });
    await socket.subscribe(channel);
    expect((await post(instance(0).url, "/api/auth/sign-out", cookie, {})).status).toBe(200);
    for (const i of [0, 1, 2]) {
      expect((await fetch(`${instance(i).url}/api/me`, { headers: { cookie } })).status).toBe(401);
    }
    await socket.until(() => socket.closed, 10_000, "the signed-out socket to close on another instance");
    expect(socket.closeCode).toBe(1008);
  });

  it("a rate limit counts a user's requests on every instance together", async () => {
    const allowed = RATE_LIMITS.messages.perUser.points;
    const statuses: number[] = [];
    for (let i = 0; i < allowed + 3; i++) {
      statuses.push((await sendMessage(instance(i % 3).url, 2, 1)).status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(allowed);
    expect(statuses.slice(allowed)).toEqual([429, 429, 429]);
  });

  it("a due job runs once, whichever instance's worker claims it", async () => {
    const ids = await query<{ id: string }>(
      `insert into jobs (name, payload, run_at) select $1, '{}', now() from generate_series(1, 30) returning id`,
      [PRUNE_RATE_LIMITS],
    );
    const list = ids.map((r) => r.id);
    await eventually(
      async () =>
        (await query("select 1 from jobs where id = any($1) and done_at is null", [list])).length === 0,
      30_000,
      "every job to be done",
    );
    const attempts = await query<{ attempts: number }>("select attempts from jobs where id = any($1)", [
      list,
    ]);
    expect(attempts.map((r) => r.attempts)).toEqual(list.map(() => 1));
  });
});

describe("losing an instance", () => {
  it("its sockets reconnect to the others and catch up: every message reaches every participant", async () => {
    const clients = Array.from(
      { length: 9 },
      (_, p) => new ChatClient(cluster.url, user(3, p).conversationId, user(3, p).cookie, cluster.url),
    );
    for (const client of clients) await client.connect();
    expect(new Set(clients.map((c) => c.instance))).toEqual(new Set(["app1", "app2", "app3"]));
    const victim = instance(1);
    const sent: string[] = [];
    const sendOne = async (n: number) => {
      const id = randomUUID();
      // A request cut off with its instance is retried with the same id, as the web app does.
      for (let attempt = 0; attempt < 20; attempt++) {
        const status = await sendMessage(cluster.url, 3, 9, id).then(
          (r) => r.status,
          () => 0,
        );
        if (status === 201 || status === 200) return sent.push(id);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`message ${n} was never accepted`);
    };
    for (let n = 0; n < 10; n++) await sendOne(n);
    await victim.stop("SIGKILL");
    for (let n = 10; n < 20; n++) await sendOne(n);
    const moved = clients.filter((c) => c.instances.includes("app2"));
    expect(moved.length).toBeGreaterThan(0);
    await eventually(
      () => clients.every((c) => sent.every((id) => c.seen.has(id))),
      30_000,
      "every message on every client",
      () =>
        JSON.stringify(
          clients.map((c) => ({
            on: c.instances,
            reconnects: c.reconnects,
            missing: sent.filter((id) => !c.seen.has(id)).length,
          })),
        ),
    );
    for (const client of moved) {
      expect(client.reconnects).toBe(1);
      expect(client.instance).not.toBe("app2");
    }
    for (const client of clients) client.close();
    await victim.start();
  });
});
