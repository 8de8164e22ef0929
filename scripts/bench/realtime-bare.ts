// The realtime bench's "bare" line: what the database itself sustains of the send path on this
// machine, measured in the same run as the app. Workers as many as the app's pool, each in a
// closed loop of the send's two statements, prepared as the app's are: the message's append (the
// sequence bump and the insert, the app's own appendCtes) with its event's payload, committed, then
// its NOTIFY (announce). No HTTP, no checks, no notifications or jobs: the floor under everything
// the app adds, so the app's capacity reads as a share of it.
import { randomUUID } from "node:crypto";
import { conversationChannel } from "@roost/shared/domain/realtime-channels.ts";
import { sql } from "drizzle-orm";
import { connectDatabase } from "../../apps/server/src/db/client.ts";
import { namedStatement } from "../../apps/server/src/db/named-statement.ts";
import { appendCtes } from "../../apps/server/src/features/messages/append-message.ts";
import { announce, envelopeSql, envelopesPayloadSql } from "../../apps/server/src/realtime/bus.ts";
import type { RealtimePeople } from "./realtime-seed.ts";
import { epochNow } from "./realtime-stats.ts";

type BareValue = "id" | "conversationId" | "senderId" | "channel" | "publishedAt";
const p = (name: BareValue) => sql.placeholder(name);
const bareSend = namedStatement<BareValue>(
  "bench_bare_send",
  sql`with ${appendCtes({
    id: p("id"),
    conversationId: p("conversationId"),
    senderId: p("senderId"),
    content: "bare line",
    messageType: "text",
  })}, announcement as (${envelopesPayloadSql(sql`
    select 0 as ord, ${envelopeSql(
      sql`${p("channel")}::text`,
      sql`json_build_object('kind', 'message_created', 'conversation_id', a."conversationId",
        'message_id', a.id, 'sender_id', a."senderId")`,
      p("publishedAt"),
    )} as envelope
    from appended a`)})
  select payload from announcement`,
);

export interface BareOutcome {
  workers: number;
  seconds: number;
  committed: number;
  perSecond: number;
}

export async function measureBareSends(
  databaseUrl: string,
  people: RealtimePeople,
  options: { workers: number; seconds: number; senderIds: (conversation: number) => string },
): Promise<BareOutcome> {
  const database = connectDatabase(databaseUrl, options.workers);
  const conversations = people.conversationIds.length;
  let committed = 0;
  let next = 0;
  const sendOne = async () => {
    const c = next++ % conversations;
    const conversationId = people.conversationIds[c] as string;
    const { rows } = await database.pool.query<{ payload: string }>(
      bareSend({
        id: randomUUID(),
        conversationId,
        senderId: options.senderIds(c),
        channel: conversationChannel(conversationId),
        publishedAt: Date.now(),
      }),
    );
    await announce(database.pool, (rows[0] as { payload: string }).payload);
  };
  try {
    // A second of the same work first, so the figure is a warm pool's.
    const run = async (until: number, count: boolean) => {
      while (epochNow() < until) {
        await sendOne();
        if (count) committed++;
      }
    };
    const warm = epochNow() + 1_000;
    await Promise.all(Array.from({ length: options.workers }, () => run(warm, false)));
    const started = epochNow();
    const until = started + options.seconds * 1_000;
    await Promise.all(Array.from({ length: options.workers }, () => run(until, true)));
    const seconds = (epochNow() - started) / 1_000;
    return { workers: options.workers, seconds, committed, perSecond: committed / seconds };
  } finally {
    await database.close();
  }
}
