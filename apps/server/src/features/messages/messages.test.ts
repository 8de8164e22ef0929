import { randomUUID } from "node:crypto";
import type { MessagePage } from "@roost/shared/contracts/conversations.ts";
import { GROUP_MAX_MEMBERS } from "@roost/shared/domain/constants.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { conversations, messages, notifications } from "../../db/schema.ts";
import { MAX_PAYLOAD_BYTES, parsePayload } from "../../realtime/bus.ts";
import { listenToBus } from "../../test/bus-listener.ts";
import { openDirect, openGroupChat, type Person, person, send } from "../../test/fixtures.ts";
import { type ApiErrorBody, useTestApp } from "../../test/test-app.ts";

const t = useTestApp();

describe("sending", () => {
  it("stores a trimmed message, bumps last_message_at and notifies the other participant", async () => {
    const a = await person(t, "snd-a", "student", { first_name: "Ada", last_name: "Sender" });
    const b = await person(t, "snd-b");
    const id = await openDirect(t, a.cookie, b.id);
    const res = await send(t, a.cookie, id, "  Hello there \n ");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      conversation_id: id,
      sender_id: a.id,
      content: "Hello there",
      message_type: "text",
      is_system_message: false,
    });
    const [conv] = await t.db.select().from(conversations).where(eq(conversations.id, id));
    expect(conv?.lastMessageAt).not.toBeNull();
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, b.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: "message",
      title: "New message from Ada Sender",
      message: "Hello there",
    });
    expect(notes[0]?.data).toMatchObject({
      sender_id: a.id,
      sender_name: "Ada Sender",
      conversation_id: id,
      conversation_type: "direct",
    });
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, a.id))).toHaveLength(0);
  });

  it("notifies every other member of a group chat once, and the sender not at all", async () => {
    const members = [
      await person(t, "grp-n-a", "student", { first_name: "Gus", last_name: "Group" }),
      await person(t, "grp-n-b"),
      await person(t, "grp-n-c"),
    ];
    const [leader, ...rest] = members as [Person, Person, Person];
    const conversationId = await openGroupChat(t, members);
    expect((await send(t, leader.cookie, conversationId, "Viewing at six?")).status).toBe(201);
    for (const member of rest) {
      const notes = await t.db.select().from(notifications).where(eq(notifications.userId, member.id));
      expect(notes.map((n) => [n.type, n.title, n.message, n.data])).toEqual([
        [
          "message",
          "New message from Gus Group",
          "Viewing at six?",
          {
            sender_id: leader.id,
            sender_name: "Gus Group",
            conversation_id: conversationId,
            conversation_type: "group",
          },
        ],
      ]);
    }
    const own = await t.db.select().from(notifications).where(eq(notifications.userId, leader.id));
    expect(own.filter((n) => n.type === "message")).toEqual([]);
  });

  it("announces a message to a full group in one NOTIFY, well under PostgreSQL's payload limit", async () => {
    const members = await Promise.all(
      Array.from({ length: GROUP_MAX_MEMBERS }, (_, i) => person(t, `full-${i}`)),
    );
    const [leader, ...rest] = members as [Person, ...Person[]];
    const conversationId = await openGroupChat(t, members);
    const bus = await listenToBus(t);
    try {
      const sent = await send(t, leader.cookie, conversationId, "Full house");
      expect(sent.status).toBe(201);
      const payloads = () => bus.payloads.filter((p) => p.includes(conversationId));
      await expect.poll(() => payloads().length).toBe(1);
      const [payload] = payloads() as [string];
      const { envelopes, invalid } = parsePayload(payload);
      expect(invalid).toBe(0);
      const [created] = envelopes;
      expect({ ...created, members: [...(created?.members ?? [])].sort() }).toEqual({
        channel: `conversation:${conversationId}`,
        event: {
          kind: "message_created",
          conversation_id: conversationId,
          message_id: sent.body.id,
          sender_id: leader.id,
        },
        members: members.map((m) => m.id).sort(),
      });
      const told = (kind: string) =>
        envelopes
          .filter((e) => e.event.kind === kind)
          .map((e) => e.channel)
          .sort();
      expect(told("conversation_updated")).toEqual(members.map((m) => `user:${m.id}`).sort());
      expect(told("notification_created")).toEqual(rest.map((m) => `user:${m.id}`).sort());
      // The largest conversation is a group's enquiry: the full group and whoever listed the home, a
      // tenth more envelopes than this. Half as many again still fits.
      expect(Buffer.byteLength(payload) * 1.5).toBeLessThan(MAX_PAYLOAD_BYTES);
    } finally {
      await bus.stop();
    }
  });

  it("announces a stored message again when its sender retries it: the first announcement may be lost", async () => {
    const a = await person(t, "again-a");
    const b = await person(t, "again-b");
    const conversationId = await openDirect(t, a.cookie, b.id);
    const id = randomUUID();
    expect((await send(t, a.cookie, conversationId, "Once", id)).status).toBe(201);
    const bus = await listenToBus(t);
    try {
      expect((await send(t, a.cookie, conversationId, "Once", id)).status).toBe(200);
      await expect
        .poll(() => [...bus.heard].sort())
        .toEqual(
          [
            `conversation:${conversationId} message_created`,
            `user:${a.id} conversation_updated`,
            `user:${b.id} conversation_updated`,
          ].sort(),
        );
    } finally {
      await bus.stop();
    }
  });

  it("refuses blank or whitespace-only content and missing ids", async () => {
    const a = await person(t, "blank-a");
    const b = await person(t, "blank-b");
    const id = await openDirect(t, a.cookie, b.id);
    for (const content of ["", "   ", "\n\t "]) {
      const res = await send<ApiErrorBody>(t, a.cookie, id, content);
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe("content");
    }
    const noId = await t.request(`/api/conversations/${id}/messages`, {
      cookie: a.cookie,
      body: { content: "hi" },
    });
    expect(noId.status).toBe(400);
    expect(await t.db.select().from(messages).where(eq(messages.conversationId, id))).toHaveLength(0);
  });

  it("is idempotent: the same id twice stores one message and answers 200 with it", async () => {
    const a = await person(t, "idem-a");
    const b = await person(t, "idem-b");
    const id = await openDirect(t, a.cookie, b.id);
    const messageId = randomUUID();
    const first = await send(t, a.cookie, id, "once", messageId);
    const retry = await send(t, a.cookie, id, "once", messageId);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await t.db.select().from(messages).where(eq(messages.id, messageId))).toHaveLength(1);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, b.id))).toHaveLength(1);
  });

  it("stores one row when duplicates arrive concurrently", async () => {
    const a = await person(t, "conc-a");
    const b = await person(t, "conc-b");
    const id = await openDirect(t, a.cookie, b.id);
    const messageId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => send(t, a.cookie, id, "racing", messageId)),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(7);
    const stored = await t.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(stored).toHaveLength(1);
    // The losers took no seq and left the conversation's time at the one message's.
    const [conversation] = await t.db.select().from(conversations).where(eq(conversations.id, id));
    expect(conversation?.lastSeq).toBe(1);
    expect(conversation?.lastMessageAt?.getTime()).toBe(stored[0]?.createdAt.getTime());
  });

  it("answers 409 when another sender or conversation reuses an id", async () => {
    const a = await person(t, "reuse-a");
    const b = await person(t, "reuse-b");
    const c = await person(t, "reuse-c");
    const ab = await openDirect(t, a.cookie, b.id);
    const ac = await openDirect(t, a.cookie, c.id);
    const messageId = randomUUID();
    expect((await send(t, a.cookie, ab, "mine", messageId)).status).toBe(201);
    const other = await send<ApiErrorBody>(t, b.cookie, ab, "hijack", messageId);
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe("message_id_taken");
    expect(JSON.stringify(other.body)).not.toContain("mine");
    expect((await send(t, a.cookie, ac, "elsewhere", messageId)).status).toBe(409);
  });
});

describe("history", () => {
  it("pages with before (scroll up) and after (catch-up) without gaps or duplicates", async () => {
    const a = await person(t, "hist-a");
    const b = await person(t, "hist-b");
    const id = await openDirect(t, a.cookie, b.id);
    const sentIds: string[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await send(t, i % 2 ? b.cookie : a.cookie, id, `m${i}`);
      sentIds.push(res.body.id);
    }
    const url = (q: string) => `/api/conversations/${id}/messages${q}`;
    const latest = await t.request<MessagePage>(url("?limit=10"), { cookie: a.cookie });
    expect(latest.body.messages.map((m) => m.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `m${15 + i}`),
    );
    expect(latest.body.has_more).toBe(true);
    const seen: string[] = [...latest.body.messages.map((m) => m.id)];
    let before = seen[0];
    for (;;) {
      const page = await t.request<MessagePage>(url(`?limit=10&before=${before}`), { cookie: a.cookie });
      expect(page.status).toBe(200);
      seen.unshift(...page.body.messages.map((m) => m.id));
      if (!page.body.has_more) break;
      before = page.body.messages[0].id;
    }
    expect(seen).toEqual(sentIds);

    const after = await t.request<MessagePage>(url(`?after=${sentIds[4]}&limit=100`), { cookie: b.cookie });
    expect(after.body.messages.map((m) => m.id)).toEqual(sentIds.slice(5));
    expect(after.body.has_more).toBe(false);
    const tail = await t.request<MessagePage>(url(`?after=${sentIds[24]}`), { cookie: b.cookie });
    expect(tail.body).toEqual({ messages: [], has_more: false });
    const all = await t.request<MessagePage>(url(""), { cookie: a.cookie });
    expect(all.body.messages).toHaveLength(25);
  });

  it("refuses a cursor from another conversation and an over-large limit", async () => {
    const a = await person(t, "cur-a");
    const b = await person(t, "cur-b");
    const c = await person(t, "cur-c");
    const ab = await openDirect(t, a.cookie, b.id);
    const ac = await openDirect(t, a.cookie, c.id);
    const foreign = await send(t, a.cookie, ac, "elsewhere");
    const res = await t.request<ApiErrorBody>(`/api/conversations/${ab}/messages?before=${foreign.body.id}`, {
      cookie: a.cookie,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_cursor");
    expect(
      (await t.request(`/api/conversations/${ab}/messages?limit=101`, { cookie: a.cookie })).status,
    ).toBe(400);
  });
});
