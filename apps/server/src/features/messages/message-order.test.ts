// The order messages are stored in is the order everyone sees, and catch-up with
// ?after= can never skip a message committed late by a concurrent sender.
import { randomUUID } from "node:crypto";
import type { Message, MessagePage } from "@roost/shared/contracts/conversations.ts";
import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { conversations, messages } from "../../db/schema.ts";
import { openGroupChat, type Person, person, send } from "../../test/fixtures.ts";
import { useTestApp } from "../../test/test-app.ts";
import { appendMessage } from "./append-message.ts";

const t = useTestApp();

/** A group of ten with its chat opened (the chat starts with its welcome message). */
async function groupChat(prefix: string) {
  const members: Person[] = [];
  for (let i = 0; i < 10; i++) members.push(await person(t, `${prefix}-${i}`));
  return { members, conversationId: await openGroupChat(t, members) };
}

async function history(cookie: string, conversationId: string) {
  const all: Message[] = [];
  let before: string | undefined;
  for (;;) {
    const res = await t.request<MessagePage>(
      `/api/conversations/${conversationId}/messages${before ? `?before=${before}` : ""}`,
      { cookie },
    );
    expect(res.status).toBe(200);
    all.unshift(...res.body.messages);
    if (!res.body.has_more) return all;
    before = res.body.messages[0].id;
  }
}

/** Each member sends `perMember` messages, all members at once; resolves with the stored ids. */
async function burst(members: Person[], conversationId: string, perMember: number, label: string) {
  const results = await Promise.all(
    members.map(async (m, i) => {
      const ids: string[] = [];
      for (let n = 0; n < perMember; n++) {
        const res = await send(t, m.cookie, conversationId, `${label} ${i}.${n}`);
        expect(res.status).toBe(201);
        ids.push(res.body.id);
      }
      return ids;
    }),
  );
  return results.flat();
}

describe("message order", () => {
  it("100 concurrent sends from 10 members get seqs 1..N with no gap or duplicate, and history follows seq", async () => {
    const { members, conversationId } = await groupChat("seq");
    const sent = await burst(members, conversationId, 10, "burst");
    expect(sent).toHaveLength(100);

    const rows = await t.db
      .select({ id: messages.id, seq: messages.seq })
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
      .orderBy(asc(messages.seq));
    // The welcome message is seq 1; then the 100 sends.
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 101 }, (_, i) => i + 1));
    const [first] = members as [Person];
    const shown = await history(first.cookie, conversationId);
    expect(shown.map((m) => m.id)).toEqual(rows.map((r) => r.id));
    expect(new Set(sent)).toEqual(new Set(rows.slice(1).map((r) => r.id)));
  });

  it("a reader catching up with ?after= while 10 members send 150 messages in bursts sees every one exactly once", async () => {
    const { members, conversationId } = await groupChat("catch");
    const [reader] = members as [Person];
    const start = await t.request<MessagePage>(`/api/conversations/${conversationId}/messages`, {
      cookie: reader.cookie,
    });
    let cursor = start.body.messages.at(-1)?.id;
    const seen: string[] = [];
    const catchUp = async () => {
      for (;;) {
        const res = await t.request<MessagePage>(
          `/api/conversations/${conversationId}/messages?after=${cursor}`,
          {
            cookie: reader.cookie,
          },
        );
        expect(res.status).toBe(200);
        for (const m of res.body.messages) seen.push(m.id);
        if (res.body.messages.length) cursor = res.body.messages.at(-1)?.id;
        if (!res.body.has_more) return;
      }
    };

    let sending = true;
    const reading = (async () => {
      while (sending) await catchUp();
    })();
    const sent: string[] = [];
    for (const label of ["one", "two", "three"])
      sent.push(...(await burst(members, conversationId, 5, label)));
    sending = false;
    await reading;
    await catchUp();

    expect(sent).toHaveLength(150);
    const missed = sent.filter((id) => !seen.includes(id));
    expect(missed, `missed ${missed.length} of ${sent.length}`).toEqual([]);
    expect(seen).toHaveLength(new Set(seen).size);
    expect(new Set(seen)).toEqual(new Set(sent));
  });

  it("a repeated send with the same id keeps one row and one seq", async () => {
    const { members, conversationId } = await groupChat("idem-seq");
    const [, sender, other] = members as [Person, Person, Person];
    const id = randomUUID();
    const first = await send(t, sender.cookie, conversationId, "only once", id);
    const again = await Promise.all([
      send(t, sender.cookie, conversationId, "only once", id),
      send(t, sender.cookie, conversationId, "only once", id),
    ]);
    const after = await send(t, other.cookie, conversationId, "next");
    expect(first.status).toBe(201);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    expect(again[0]?.body).toEqual(first.body);
    const rows = await t.db
      .select({ id: messages.id, seq: messages.seq })
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
      .orderBy(asc(messages.seq));
    expect(rows).toEqual([
      { id: rows[0]?.id, seq: 1 },
      { id, seq: 2 },
      { id: after.body.id, seq: 3 },
    ]);
  });

  it("a send whose id another conversation's uncommitted send took leaves that conversation's seq and time as they were", async () => {
    const here = await groupChat("give-back-a");
    const there = await groupChat("give-back-b");
    const sender = here.members[0] as Person;
    const stateOf = async () => {
      const [row] = await t.db
        .select({ lastSeq: conversations.lastSeq, lastMessageAt: conversations.lastMessageAt })
        .from(conversations)
        .where(eq(conversations.id, here.conversationId));
      return row;
    };
    const before = await stateOf();
    const id = randomUUID();
    let loser: Promise<unknown> = Promise.resolve();
    await t.db.transaction(async (first) => {
      await appendMessage(first, {
        id,
        conversationId: there.conversationId,
        senderId: sender.id,
        content: "first",
      });
      // This one starts before `first` commits: it locks its own conversation, then waits on the id.
      loser = t.db.transaction((second) =>
        appendMessage(second, {
          id,
          conversationId: here.conversationId,
          senderId: sender.id,
          content: "late",
        }),
      );
      // Commit only once `second` waits on this transaction (pg_locks is live inside a transaction,
      // unlike pg_stat_activity), so the race above happens on every run.
      const blocked = async () =>
        (
          await first.execute(
            sql`select 1 from pg_locks where not granted and pg_backend_pid() = any(pg_blocking_pids(pid))`,
          )
        ).rows.length > 0;
      const deadline = Date.now() + 10_000;
      while (!(await blocked())) {
        if (Date.now() > deadline) throw new Error("the second send never waited on the first");
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    expect(await loser).toBeUndefined();
    expect(await stateOf()).toEqual(before);
    const next = await send(t, sender.cookie, here.conversationId, "after the race");
    expect(next.status).toBe(201);
    expect((await stateOf())?.lastSeq).toBe((before?.lastSeq ?? 0) + 1);
  });
});
