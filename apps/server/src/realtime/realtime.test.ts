import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import type { MessagePage } from "@roost/shared/contracts/conversations.ts";
import type { Me } from "@roost/shared/contracts/profile.ts";
import {
  REALTIME_FRAME_BURST,
  REALTIME_FRAMES_PER_SECOND,
  REALTIME_MAX_CHANNELS_PER_SOCKET,
} from "@roost/shared/domain/transport-limits.ts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { conversationParticipants, groupMembers, notifications, session } from "../db/schema.ts";
import {
  findOrCreateGroupConversation,
  syncGroupParticipants,
} from "../features/conversations/group-conversation.service.ts";
import { createLogger } from "../lib/logger.ts";
import { createGroup, openDirect, person, send } from "../test/fixtures.ts";
import { TEST_ORIGIN, useTestApp } from "../test/test-app.ts";
import { type BusEnvelope, packPayloads, parsePayload } from "./bus.ts";
import type { HubSocket } from "./connection.ts";
import { RealtimeHub } from "./hub.ts";
import { settle, TestSocket } from "./realtime-test-client.ts";

const t = useTestApp();
let server: ReturnType<typeof serve>;
let wsUrl: string;
const HEARTBEAT_MS = 200;

beforeAll(async () => {
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  t.deps.realtime.attach(server, t.app);
  await t.deps.realtime.start({ heartbeatMs: HEARTBEAT_MS });
  wsUrl = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/realtime`;
});
afterAll(async () => {
  await t.deps.realtime.stop();
  await new Promise((r) => server.close(r));
});

const connect = (cookie: string, options: { origin?: string; autoPong?: boolean } = {}) =>
  TestSocket.open(wsUrl, { cookie, origin: options.origin ?? TEST_ORIGIN }, { autoPong: options.autoPong });

describe("connecting", () => {
  it("refuses a foreign Origin and a signed-out client", async () => {
    const u = await person(t, "origin");
    await expect(connect(u.cookie, { origin: "https://evil.example" })).rejects.toThrow("403");
    await expect(connect("")).rejects.toThrow("401");
    const ok = await connect(u.cookie);
    ok.close();
  });

  it("answers ping with pong and lets a user read only their own user channel", async () => {
    const u = await person(t, "own");
    const other = await person(t, "notmine");
    const s = await connect(u.cookie);
    s.send({ type: "ping" });
    await s.until(() => s.received.some((m) => m.type === "pong"));
    expect(await s.subscribe(`user:${u.id}`)).toEqual({ type: "subscribed", channel: `user:${u.id}` });
    expect(await s.subscribe(`user:${other.id}`)).toEqual({
      type: "error",
      code: "forbidden",
      channel: `user:${other.id}`,
    });
    s.close();
  });
});

describe("conversations", () => {
  it("two participants receive each other's messages; an outsider's subscribe is refused", async () => {
    const a = await person(t, "rt-a");
    const b = await person(t, "rt-b");
    const outsider = await person(t, "rt-out");
    const id = await openDirect(t, a.cookie, b.id);
    const sa = await connect(a.cookie);
    const sb = await connect(b.cookie);
    const so = await connect(outsider.cookie);
    expect((await sa.subscribe(`conversation:${id}`)).type).toBe("subscribed");
    expect((await sb.subscribe(`conversation:${id}`)).type).toBe("subscribed");
    await sb.subscribe(`user:${b.id}`);
    expect(await so.subscribe(`conversation:${id}`)).toEqual({
      type: "error",
      code: "forbidden",
      channel: `conversation:${id}`,
    });
    expect(await so.subscribe(`conversation:${randomUUID()}`)).toMatchObject({
      type: "error",
      code: "forbidden",
    });

    const fromA = await send(t, a.cookie, id, "hello b");
    await sb.until(() => sb.events("message_created").length === 1, 5000, "b gets a's message");
    expect(sb.events("message_created")[0]).toEqual({
      type: "event",
      channel: `conversation:${id}`,
      event: { kind: "message_created", conversation_id: id, message_id: fromA.body.id, sender_id: a.id },
    });
    await sb.until(
      () => sb.events("conversation_updated").some((e) => e.channel === `user:${b.id}`),
      5000,
      "b's list update",
    );
    const fromB = await send(t, b.cookie, id, "hello a");
    await sa.until(() => sa.events("message_created").length === 2, 5000, "a gets both");
    expect(
      sa.events("message_created").map((e) => e.event.kind === "message_created" && e.event.message_id),
    ).toEqual([fromA.body.id, fromB.body.id]);
    // Events carry ids, never content.
    expect(JSON.stringify(sa.received)).not.toContain("hello");
    await settle();
    expect(so.events()).toEqual([]);
    for (const s of [sa, sb, so]) s.close();
  });

  it("does not notify a participant who has the chat open, and does once they leave it", async () => {
    const a = await person(t, "pres-a");
    const b = await person(t, "pres-b");
    const id = await openDirect(t, a.cookie, b.id);
    const sb = await connect(b.cookie);
    await sb.subscribe(`conversation:${id}`);
    await send(t, a.cookie, id, "you are here");
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, b.id))).toHaveLength(0);
    sb.send({ type: "unsubscribe", channel: `conversation:${id}` });
    await sb.until(() => sb.received.some((m) => m.type === "unsubscribed"));
    await send(t, a.cookie, id, "you left");
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, b.id))).toHaveLength(1);
    sb.close();
  });

  // 25 missed messages (plus two around them) stay under the per-user message rate limit of 30 a minute.
  it("a client that missed 25 messages gets all of them once, in order, via ?after=", async () => {
    const a = await person(t, "miss-a");
    const b = await person(t, "miss-b");
    const id = await openDirect(t, a.cookie, b.id);
    let sb = await connect(b.cookie);
    await sb.subscribe(`conversation:${id}`);
    const first = await send(t, a.cookie, id, "before the drop");
    await sb.until(() => sb.events("message_created").length === 1);
    const have = new Map<string, string>([[first.body.id, first.body.content]]);
    const lastSeen = first.body.id as string;
    sb.close();
    await sb.until(() => sb.closed);

    const sent: string[] = [];
    for (let i = 0; i < 25; i++) sent.push((await send(t, a.cookie, id, `missed ${i}`)).body.id);

    sb = await connect(b.cookie);
    await sb.subscribe(`conversation:${id}`);
    const res = await t.request<MessagePage>(`/api/conversations/${id}/messages?after=${lastSeen}`, {
      cookie: b.cookie,
    });
    expect(res.status).toBe(200);
    const ids = res.body.messages.map((m: { id: string }) => m.id);
    expect(ids).toEqual(sent);
    expect(res.body.has_more).toBe(false);
    for (const m of res.body.messages) have.set(m.id, m.content);
    expect(have.size).toBe(26);
    // Live delivery resumes on the new socket.
    const live = await send(t, a.cookie, id, "back online");
    await sb.until(() =>
      sb
        .events("message_created")
        .some((e) => e.event.kind === "message_created" && e.event.message_id === live.body.id),
    );
    sb.close();
  });

  it("removal from a group stops delivery at once and tells the removed user", async () => {
    const leader = await person(t, "rm-leader");
    const kept = await person(t, "rm-kept");
    const removed = await person(t, "rm-removed");
    const group = await createGroup(t.db, leader.id, [kept.id, removed.id]);
    const { conversationId } = await t.db.transaction((tx) =>
      findOrCreateGroupConversation(tx, group.id, leader.id),
    );
    const sr = await connect(removed.cookie);
    const sk = await connect(kept.cookie);
    expect((await sr.subscribe(`conversation:${conversationId}`)).type).toBe("subscribed");
    await sr.subscribe(`user:${removed.id}`);
    await sk.subscribe(`conversation:${conversationId}`);

    await t.db.transaction(async (tx) => {
      await tx
        .delete(groupMembers)
        .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, removed.id)));
      await syncGroupParticipants(tx, group.id);
    });
    const after = await send(t, leader.cookie, conversationId, "secret plans");
    await sk.until(() => sk.events("message_created").length === 1, 5000, "kept member gets the message");
    await settle();
    expect(sr.events("message_created")).toEqual([]);
    expect(sr.received).toContainEqual({
      type: "error",
      code: "forbidden",
      channel: `conversation:${conversationId}`,
    });
    expect(sr.events("participant_removed")).toEqual([
      {
        type: "event",
        channel: `user:${removed.id}`,
        event: { kind: "participant_removed", conversation_id: conversationId, user_id: removed.id },
      },
    ]);
    expect(sk.events("participant_removed")).toHaveLength(1);
    expect(after.status).toBe(201);
    // Resubscribing is refused now.
    expect((await sr.subscribe(`conversation:${conversationId}`)).type).toBe("error");
    sr.close();
    sk.close();
  });

  it("re-checks membership on delivery even when no removal event was published", async () => {
    const a = await person(t, "silent-a");
    const b = await person(t, "silent-b");
    const id = await openDirect(t, a.cookie, b.id);
    const sb = await connect(b.cookie);
    await sb.subscribe(`conversation:${id}`);
    await t.db
      .delete(conversationParticipants)
      .where(and(eq(conversationParticipants.conversationId, id), eq(conversationParticipants.userId, b.id)));
    await send(t, a.cookie, id, "not for b");
    await sb.until(() => sb.received.some((m) => m.type === "error"), 5000, "b is dropped");
    expect(sb.events()).toEqual([]);
    sb.close();
  });
});

describe("resync instead of silence", () => {
  it("after the LISTEN connection is lost, a subscribed client is closed with 1012 and catches up", async () => {
    const a = await person(t, "listen-a");
    const b = await person(t, "listen-b");
    const id = await openDirect(t, a.cookie, b.id);
    const sb = await connect(b.cookie);
    await sb.subscribe(`conversation:${id}`);
    const killed = await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where query ilike 'listen %' and pid <> pg_backend_pid()`,
    );
    expect(killed.rows).toHaveLength(1);
    // Sent while the bus is down: its NOTIFY reaches nobody, so the socket must not just stay open.
    const lost = await send(t, a.cookie, id, "during the outage");
    await sb.until(() => sb.closed, 5000, "the socket is closed so the client resyncs");
    expect(sb.closeCode).toBe(1012);
    // The client's catch-up: reconnect, resubscribe, fetch what it missed; live delivery works again.
    const again = await connect(b.cookie);
    await again.subscribe(`conversation:${id}`);
    const missed = await t.request<MessagePage>(`/api/conversations/${id}/messages`, { cookie: b.cookie });
    expect(missed.body.messages.map((m: { id: string }) => m.id)).toContain(lost.body.id);
    const live = await send(t, a.cookie, id, "after the outage");
    await again.until(
      () =>
        again
          .events("message_created")
          .some((e) => e.event.kind === "message_created" && e.event.message_id === live.body.id),
      5000,
      "live delivery after the bus is back",
    );
    again.close();
  });
});

/** A socket the hub can write to, recording what it got. */
class FakeSocket implements HubSocket {
  readonly readyState = 1;
  readonly got: {
    type: string;
    channel?: string;
    code?: string;
    event?: { kind: string; message_id?: string };
  }[] = [];
  send(data: string) {
    this.got.push(JSON.parse(data));
  }
  /** The code the hub closed this socket with, if it did. */
  closedWith: number | null = null;
  ping() {}
  terminate() {}
  close(code?: number) {
    this.closedWith = code ?? null;
  }
  messages() {
    return this.got.flatMap((m) => (m.event?.kind === "message_created" ? [m.event.message_id] : []));
  }
}

describe("batched delivery", () => {
  const log = createLogger("silent");
  const message = (conversationId: string, senderId: string): BusEnvelope => ({
    channel: `conversation:${conversationId}`,
    event: {
      kind: "message_created",
      conversation_id: conversationId,
      message_id: randomUUID(),
      sender_id: senderId,
    },
  });
  async function subscribe(hub: RealtimeHub, userId: string, channel: string) {
    const socket = new FakeSocket();
    const conn = hub.connect(userId, `session-of-${userId}`, socket);
    if (!conn) throw new Error("the hub refused the socket");
    await hub.handleMessage(conn, JSON.stringify({ type: "subscribe", channel }));
    expect(socket.got).toEqual([{ type: "subscribed", channel }]);
    socket.got.length = 0;
    return socket;
  }

  /** A group chat of a leader and two members, and a started hub with its own membership connection. */
  async function groupChatOnHub(prefix: string) {
    const leader = await person(t, `${prefix}-leader`);
    const members = [await person(t, `${prefix}-one`), await person(t, `${prefix}-two`)] as const;
    const group = await createGroup(
      t.db,
      leader.id,
      members.map((m) => m.id),
    );
    const { conversationId } = await t.db.transaction((tx) =>
      findOrCreateGroupConversation(tx, group.id, leader.id),
    );
    const hub = new RealtimeHub(t.db, log, { databaseUrl: t.deps.database.url });
    await hub.start();
    return { leader, members, conversationId, channel: `conversation:${conversationId}`, hub };
  }

  it("a removal followed by a message in the same pass cuts the removed user off first", async () => {
    const { leader, members, conversationId, channel, hub } = await groupChatOnHub("batch");
    const [kept, removed] = members;
    try {
      const sk = await subscribe(hub, kept.id, channel);
      const sr = await subscribe(hub, removed.id, channel);
      const before = message(conversationId, leader.id);
      const after = message(conversationId, leader.id);
      const removal: BusEnvelope = {
        channel: `conversation:${conversationId}`,
        event: { kind: "participant_removed", conversation_id: conversationId, user_id: removed.id },
      };
      // The participant row stays: only the removal event, applied in order, may stop delivery.
      const start = { ...hub.stats };
      await Promise.all([before, removal, after].map((e) => hub.deliver(e)));
      expect(hub.stats.batches - start.batches).toBe(1);
      expect(hub.stats.membershipQueries - start.membershipQueries).toBe(1);
      const beforeId = before.event.kind === "message_created" && before.event.message_id;
      const afterId = after.event.kind === "message_created" && after.event.message_id;
      expect(sr.got.map((m) => m.type)).toEqual(["event", "error"]);
      expect(sr.messages()).toEqual([beforeId]);
      expect(sr.got[1]).toEqual({ type: "error", code: "forbidden", channel });
      expect(sk.got.map((m) => m.event?.kind)).toEqual([
        "message_created",
        "participant_removed",
        "message_created",
      ]);
      expect(sk.messages()).toEqual([beforeId, afterId]);
      expect(hub.isViewing(removed.id, conversationId)).toBe(false);
    } finally {
      await hub.stop();
    }
  });

  it("checks a message that lists its conversation's members against them, without a query", async () => {
    const { leader, members, conversationId, channel, hub } = await groupChatOnHub("listed");
    const [listed, unlisted] = members;
    try {
      const kept = await subscribe(hub, listed.id, channel);
      // Still a participant in the database, but not among the members the message was sent to.
      const cut = await subscribe(hub, unlisted.id, channel);
      const sent = { ...message(conversationId, leader.id), members: [leader.id, listed.id] };
      const start = { ...hub.stats };
      await hub.deliver(sent);
      expect(hub.stats.membershipQueries - start.membershipQueries).toBe(0);
      expect(kept.messages()).toEqual([sent.event.kind === "message_created" && sent.event.message_id]);
      expect(cut.got).toEqual([{ type: "error", code: "forbidden", channel }]);
    } finally {
      await hub.stop();
    }
  });

  it("a membership check that fails closes the affected sockets with 1012 instead of dropping events", async () => {
    const a = await person(t, "check-a");
    const b = await person(t, "check-b");
    const id = await openDirect(t, a.cookie, b.id);
    // The database fails once the sockets are subscribed (the test's switch, not the hub's).
    let failing = false;
    const db = new Proxy(t.db, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (!failing || (prop !== "execute" && prop !== "select")) return value;
        return () => {
          throw new Error("Connection terminated unexpectedly");
        };
      },
    });
    const hub = new RealtimeHub(db, log);
    await hub.start();
    try {
      const viewing = await subscribe(hub, b.id, `conversation:${id}`);
      const own = await subscribe(hub, a.id, `user:${a.id}`);
      const joining = new FakeSocket();
      const conn = hub.connect(b.id, `other-session-of-${b.id}`, joining);
      if (!conn) throw new Error("the hub refused the socket");
      failing = true;

      await hub.deliver(message(id, a.id));
      expect(viewing.got).toEqual([]);
      expect(viewing.closedWith).toBe(1012);
      // A subscribe whose check fails is not left unanswered: the socket resyncs too.
      await hub.handleMessage(conn, JSON.stringify({ type: "subscribe", channel: `conversation:${id}` }));
      expect(joining.closedWith).toBe(1012);
      // A user channel needs no check: its socket stays and gets its events.
      await hub.deliver({ channel: `user:${a.id}`, event: { kind: "notifications_changed" } });
      expect(own.closedWith).toBeNull();
      expect(own.got.map((m) => m.event?.kind)).toEqual(["notifications_changed"]);
      expect(hub.size).toBe(1);
    } finally {
      await hub.stop();
    }
  });

  it("many events to many sockets: one membership query per pass, each socket gets its events in order", async () => {
    const people = await Promise.all(Array.from({ length: 12 }, (_, i) => person(t, `batch-many-${i}`)));
    const conversations: { id: string; members: typeof people }[] = [];
    for (let c = 0; c < 3; c++) {
      const members = people.slice(c * 4, c * 4 + 4);
      const [leader, ...rest] = members as [(typeof people)[number], ...typeof people];
      const group = await createGroup(
        t.db,
        leader.id,
        rest.map((m) => m.id),
      );
      const { conversationId } = await t.db.transaction((tx) =>
        findOrCreateGroupConversation(tx, group.id, leader.id),
      );
      conversations.push({ id: conversationId, members });
    }
    const outsider = people[0] as (typeof people)[number]; // member of conversation 0 only

    for (const mode of ["dedicated", "pool"] as const) {
      // Count the statements the hub runs, on its own connection or on the pool.
      let executes = 0;
      const db = new Proxy(t.db, {
        get(target, prop, receiver) {
          const value = Reflect.get(target, prop, receiver);
          if (prop !== "execute") return value;
          return (...args: unknown[]) => {
            executes++;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      const hub = new RealtimeHub(db, log, mode === "dedicated" ? { databaseUrl: t.deps.database.url } : {});
      await hub.start();
      let dedicated = 0;
      if (mode === "dedicated") {
        type Client = { query: (...a: unknown[]) => unknown };
        type Internals = { access: { dedicated: { connection: { current: Client } } } };
        const client = (hub as unknown as Internals).access.dedicated.connection.current;
        const query = client.query.bind(client);
        client.query = (...args: unknown[]) => {
          dedicated++;
          return query(...args);
        };
      }
      try {
        const sockets = new Map<string, FakeSocket[]>();
        for (const c of conversations) {
          const list: FakeSocket[] = [];
          for (const m of c.members) list.push(await subscribe(hub, m.id, `conversation:${c.id}`));
          // A second socket of the same user on the same conversation gets everything too.
          list.push(
            await subscribe(hub, (c.members[1] as (typeof people)[number]).id, `conversation:${c.id}`),
          );
          sockets.set(c.id, list);
        }
        executes = 0;
        const events = Array.from({ length: 30 }, (_, i) => {
          const c = conversations[i % 3] as (typeof conversations)[number];
          return message(c.id, (c.members[0] as (typeof people)[number]).id);
        });
        const start = { ...hub.stats };
        await Promise.all(events.map((e) => hub.deliver(e)));
        expect(hub.stats.batches - start.batches).toBe(1);
        expect(hub.stats.membershipQueries - start.membershipQueries).toBe(1);
        if (mode === "dedicated") {
          expect(dedicated).toBe(1);
          expect(executes).toBe(0);
        } else expect(executes).toBe(1);
        for (const c of conversations) {
          const expected = events
            .filter((e) => e.event.kind === "message_created" && e.event.conversation_id === c.id)
            .map((e) => e.event.kind === "message_created" && e.event.message_id);
          for (const socket of sockets.get(c.id) ?? []) expect(socket.messages()).toEqual(expected);
        }
        expect(hub.viewers(conversations[1]?.id as string).has(outsider.id)).toBe(false);
      } finally {
        await hub.stop();
      }
    }
  });

  it("packs a transaction's envelopes into few NOTIFY payloads, in order, each under the limit", () => {
    const envelopes: BusEnvelope[] = Array.from({ length: 120 }, (_, i) => ({
      channel: `user:user-${i}`,
      event: { kind: "conversation_updated", conversation_id: randomUUID() },
    }));
    const payloads = packPayloads([...envelopes, envelopes[0] as BusEnvelope]);
    expect(payloads.length).toBeGreaterThan(1);
    expect(payloads.length).toBeLessThan(5);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(8000);
    expect(payloads.flatMap((p) => parsePayload(p).envelopes)).toEqual(envelopes);
    // A lone envelope keeps the single-object format.
    const [one] = packPayloads([envelopes[0] as BusEnvelope]);
    expect(JSON.parse(one as string)).toEqual(envelopes[0]);
    expect(parsePayload(one)).toEqual({ envelopes: [envelopes[0]], invalid: 0 });
    expect(parsePayload(`[${one},{"channel":"nope"}]`)).toEqual({ envelopes: [envelopes[0]], invalid: 1 });
  });
});

describe("limits", () => {
  it("accepts the loopback aliases of the local origin, as the API does", async () => {
    const u = await person(t, "alias");
    for (const origin of ["http://127.0.0.1:3999", "http://[::1]:3999"])
      (await connect(u.cookie, { origin })).close();
    await expect(connect(u.cookie, { origin: "http://127.0.0.1:4000" })).rejects.toThrow("403");
  });

  it("closes a socket that sends a frame over 4 KB with 1009 (message too big)", async () => {
    const u = await person(t, "big-frame");
    const s = await connect(u.cookie);
    s.ws.send(JSON.stringify({ type: "ping", padding: "x".repeat(100 * 1024) }));
    await s.until(() => s.closed, 5000, "socket closed");
    expect(s.closeCode).toBe(1009);
    // A normal message on a new socket is still answered.
    const ok = await connect(u.cookie);
    ok.send({ type: "ping" });
    await ok.until(() => ok.received.some((m) => m.type === "pong"));
    ok.close();
  });

  it("handles a socket's frames one at a time and closes a flooding socket (1008), so other requests stay fast", async () => {
    const flooder = await person(t, "flooder");
    const bystander = await person(t, "bystander");
    const s = await connect(flooder.cookie);
    // Each subscribe to a conversation is a membership query: 3,000 of them at once held the pool.
    const frames = Array.from({ length: 3000 }, () =>
      JSON.stringify({ type: "subscribe", channel: `conversation:${randomUUID()}` }),
    );
    for (const frame of frames) s.ws.send(frame);
    const started = performance.now();
    const me = await t.request("/api/me", { cookie: bystander.cookie });
    const meMs = performance.now() - started;
    expect(me.status).toBe(200);
    await s.until(() => s.closed, 5000, "the flooding socket closed");
    expect(s.closeCode).toBe(1008);
    // At most the burst was answered (each a query); the rest were never run.
    expect(s.received.length).toBeLessThanOrEqual(REALTIME_FRAME_BURST);
    // Generous for a loaded machine; unpaced, the flood held it for seconds (decision 048).
    expect(meMs).toBeLessThan(1000);
    // A new socket of the same user works.
    const again = await connect(flooder.cookie);
    again.send({ type: "ping" });
    await again.until(() => again.received.some((m) => m.type === "pong"));
    again.close();
  });

  it("lets a steady client through: a burst, then the rate", async () => {
    const u = await person(t, "steady");
    const s = await connect(u.cookie);
    for (let i = 0; i < REALTIME_FRAME_BURST; i++) s.send({ type: "ping" });
    await s.until(() => s.received.filter((m) => m.type === "pong").length === REALTIME_FRAME_BURST);
    await settle(1000 / REALTIME_FRAMES_PER_SECOND + 50);
    s.send({ type: "ping" });
    await s.until(() => s.received.filter((m) => m.type === "pong").length === REALTIME_FRAME_BURST + 1);
    expect(s.closed).toBe(false);
    s.close();
  });

  it(`refuses a subscription beyond ${REALTIME_MAX_CHANNELS_PER_SOCKET} on one socket, without a query`, async () => {
    const u = await person(t, "many-channels");
    const sent: string[] = [];
    const socket: HubSocket = {
      send: (data) => sent.push(data),
      ping: () => {},
      terminate: () => {},
      close: () => {},
      readyState: 1,
    };
    const hub = new RealtimeHub(t.db, createLogger("silent"));
    const conn = hub.connect(u.id, "session", socket);
    if (!conn) throw new Error("no room");
    for (let i = 0; i < REALTIME_MAX_CHANNELS_PER_SOCKET; i++)
      conn.channels.add(`conversation:${randomUUID()}`);
    const query = vi.spyOn(t.db, "select");
    const channel = `conversation:${randomUUID()}`;
    await hub.handleMessage(conn, JSON.stringify({ type: "subscribe", channel }));
    expect(sent.map((m) => JSON.parse(m))).toEqual([{ type: "error", code: "too_many_channels", channel }]);
    expect(query).not.toHaveBeenCalled();
    query.mockRestore();
  });

  it("refuses a ninth socket of one user with 429 and keeps the eight open", async () => {
    const u = await person(t, "many-tabs");
    const other = await person(t, "other-tabs");
    const open = await Promise.all(Array.from({ length: 8 }, () => connect(u.cookie)));
    await expect(connect(u.cookie)).rejects.toThrow("429");
    // Another user is not affected, and the eight still work.
    (await connect(other.cookie)).close();
    await settle(100);
    expect(open.every((s) => !s.closed)).toBe(true);
    (open.pop() as TestSocket).close();
    await vi.waitFor(() => expect(t.deps.realtime.hub.hasRoomFor(u.id)).toBe(true));
    const again = await connect(u.cookie);
    for (const s of [...open, again]) s.close();
  });

  it("closes the sockets of a session that was revoked, within a heartbeat", async () => {
    const u = await person(t, "revoked");
    const [first, second] = await Promise.all([connect(u.cookie), connect(u.cookie)]);
    // The same user's second session (another device) keeps its socket.
    const email = (await t.request<Me>("/api/me", { cookie: u.cookie })).body.user.email as string;
    const otherDevice = await t.signIn(email);
    const elsewhere = await connect(otherDevice);
    const me = await t.request<Me>("/api/me", { cookie: u.cookie });
    await t.db.delete(session).where(eq(session.id, me.body.session.id));
    await first.until(() => first.closed, 2000, "the revoked session's first socket closed");
    await second.until(() => second.closed, 2000, "and its second");
    expect([first.closeCode, second.closeCode]).toEqual([1008, 1008]);
    await settle(HEARTBEAT_MS * 2);
    expect(elsewhere.closed).toBe(false);
    elsewhere.close();
  });
});

describe("heartbeat", () => {
  it("terminates a socket that stops answering pings, keeps one that answers", async () => {
    const u = await person(t, "hb");
    const silent = await connect(u.cookie, { autoPong: false });
    const lively = await connect(u.cookie);
    await silent.until(() => silent.closed, HEARTBEAT_MS * 10, "silent socket dropped");
    expect(lively.closed).toBe(false);
    lively.close();
  });
});

describe("notifications over the socket", () => {
  it("tells the user's channel about new notifications and read-state changes", async () => {
    const a = await person(t, "nt-a");
    const b = await person(t, "nt-b");
    const id = await openDirect(t, a.cookie, b.id);
    const sb = await connect(b.cookie);
    await sb.subscribe(`user:${b.id}`);
    await send(t, a.cookie, id, "ping you");
    await sb.until(() => sb.events("notification_created").length === 1, 5000, "notification event");
    await t.request("/api/notifications/read-all", { method: "POST", cookie: b.cookie });
    await sb.until(() => sb.events("notifications_changed").length === 1, 5000, "read-all event");
    await t.request(`/api/conversations/${id}/read`, { method: "POST", cookie: b.cookie });
    await sb.until(() => sb.events("conversation_read").length === 1, 5000, "read event");
    sb.close();
  });
});

describe("two server processes on one database", () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const children: ChildProcess[] = [];
  let dataDir: string;

  const startChild = (): Promise<{ port: number; child: ChildProcess }> =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ["--import", "tsx", path.join(here, "realtime-test-server.ts")], {
        env: {
          ...process.env,
          NODE_ENV: "test",
          PUBLIC_URL: TEST_ORIGIN,
          DATABASE_URL: t.deps.database.url,
          AUTH_SECRET: t.deps.config.authSecret,
          DATA_DIR: dataDir,
          LOG_LEVEL: "silent",
          SEED_DEMO_DATA: "false",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      children.push(child);
      let out = "";
      let err = "";
      const timer = setTimeout(() => reject(new Error(`child did not start: ${err}`)), 40_000);
      child.stdout?.on("data", (d) => {
        out += String(d);
        const line = out.split("\n").find((l) => l.startsWith("{"));
        if (line) {
          clearTimeout(timer);
          resolve({ port: (JSON.parse(line) as { port: number }).port, child });
        }
      });
      child.stderr?.on("data", (d) => {
        err += String(d);
      });
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`child exited ${code}: ${err}`));
      });
    });

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "roost-rt-"));
  });
  afterAll(async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null) return resolve();
            c.once("exit", () => resolve());
            c.kill("SIGTERM");
          }),
      ),
    );
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("signing out on one instance closes that session's sockets on another at once", async () => {
    // The child's heartbeat is 25 s, so only the sign-out event can close the socket this fast.
    const other = await startChild();
    const u = await person(t, "sign-out");
    const email = (await t.request<Me>("/api/me", { cookie: u.cookie })).body.user.email as string;
    const stays = await t.signIn(email);
    const url = `ws://127.0.0.1:${other.port}/api/realtime`;
    const leaving = await TestSocket.open(url, { cookie: u.cookie, origin: TEST_ORIGIN });
    const staying = await TestSocket.open(url, { cookie: stays, origin: TEST_ORIGIN });
    const out = await t.request("/api/auth/sign-out", { body: {}, cookie: u.cookie });
    expect(out.status).toBe(200);
    await leaving.until(() => leaving.closed, 2000, "socket closed after sign-out");
    expect(leaving.closeCode).toBe(1008);
    await settle();
    expect(staying.closed).toBe(false);
    staying.close();
  }, 60_000);

  it("revoking sessions through better-auth closes their sockets on another instance at once", async () => {
    // The child's heartbeat is 25 s: only the sessions-ended event closes these within 2 s.
    const other = await startChild();
    const url = `ws://127.0.0.1:${other.port}/api/realtime`;
    const u = await person(t, "revoke");
    const email = (await t.request<Me>("/api/me", { cookie: u.cookie })).body.user.email as string;
    const devices = [await t.signIn(email), await t.signIn(email), await t.signIn(email)];
    const open = (cookie: string) => TestSocket.open(url, { cookie, origin: TEST_ORIGIN });
    const tokenOf = async (cookie: string) => {
      const me = await t.request<Me>("/api/me", { cookie });
      const [row] = await t.db.select().from(session).where(eq(session.id, me.body.session.id));
      return row?.token as string;
    };

    // revoke-session: one other device's session, by token.
    const [phone, laptop, tablet] = await Promise.all(devices.map(open));
    const revoked = await t.request("/api/auth/revoke-session", {
      cookie: u.cookie,
      body: { token: await tokenOf(devices[0] as string) },
    });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    await phone?.until(() => phone.closed, 2000, "revoke-session closed the socket");
    expect(phone?.closeCode).toBe(1008);

    // revoke-other-sessions: every session but the caller's.
    const mine = await open(u.cookie);
    const others = await t.request("/api/auth/revoke-other-sessions", { cookie: u.cookie, body: {} });
    expect(others.status).toBe(200);
    await laptop?.until(() => laptop.closed, 2000, "revoke-other-sessions closed the laptop");
    await tablet?.until(() => tablet.closed, 2000, "and the tablet");
    await settle();
    expect(mine.closed).toBe(false);

    // revoke-sessions: all of them, the caller's own included.
    const all = await t.request("/api/auth/revoke-sessions", { cookie: u.cookie, body: {} });
    expect(all.status).toBe(200);
    await mine.until(() => mine.closed, 2000, "revoke-sessions closed the caller's own socket");
  }, 60_000);

  it("a message sent through one process reaches a socket connected to the other", async () => {
    const [one, two] = await Promise.all([startChild(), startChild()]);
    const a = await person(t, "mp-a");
    const b = await person(t, "mp-b");
    const id = await openDirect(t, a.cookie, b.id);
    const sb = await TestSocket.open(`ws://127.0.0.1:${one.port}/api/realtime`, {
      cookie: b.cookie,
      origin: TEST_ORIGIN,
    });
    expect((await sb.subscribe(`conversation:${id}`)).type).toBe("subscribed");
    const messageId = randomUUID();
    const res = await fetch(`http://127.0.0.1:${two.port}/api/conversations/${id}/messages`, {
      method: "POST",
      headers: { cookie: a.cookie, origin: TEST_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ id: messageId, content: "across processes" }),
    });
    expect(res.status).toBe(201);
    await sb.until(
      () =>
        sb
          .events("message_created")
          .some((e) => e.event.kind === "message_created" && e.event.message_id === messageId),
      10_000,
      "cross-process delivery",
    );
    sb.close();
  }, 60_000);
});
