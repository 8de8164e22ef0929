import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../lib/logger.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { seedIfEmpty } from "./seed.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("demo seed", () => {
  it("numbers each seeded chat 1..n in the order its messages are shown, and records the last seq", async () => {
    expect(await seedIfEmpty({ db: t.db, storage: t.deps.storage, log: createLogger("silent") })).toBe(true);
    const chats = await t.db.execute<{ seqs: string[]; by_time: string[]; last_seq: string }>(sql`
      select array_agg(m.seq::text order by m.seq) as seqs,
        array_agg(m.seq::text order by m.created_at, m.id) as by_time, c.last_seq::text as last_seq
      from conversations c join messages m on m.conversation_id = c.id
      group by c.id`);
    expect(chats.rows.length).toBeGreaterThan(0);
    for (const chat of chats.rows) {
      expect(chat.seqs).toEqual(chat.seqs.map((_, i) => String(i + 1)));
      expect(chat.by_time).toEqual(chat.seqs);
      expect(chat.last_seq).toBe(String(chat.seqs.length));
    }
  });
});
