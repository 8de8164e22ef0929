// The realtime bench's "bare" line: what the database itself sustains of the send path on this
// machine, measured in the same run as the app. Workers as many as the app's pool, each in a
// closed loop: one transaction with the message's append (the sequence bump and the insert, the
// app's own appendMessage) and its NOTIFY (publishMany), committed. No HTTP, no checks, no
// notifications or jobs: the floor under everything the app adds, so the app's capacity reads as a
// share of it.
import { randomUUID } from "node:crypto";
import { conversationChannel } from "@roost/shared/domain/realtime-channels.ts";
import { connectDatabase } from "../../apps/server/src/db/client.ts";
import { appendMessage } from "../../apps/server/src/features/messages/append-message.ts";
import { publishMany } from "../../apps/server/src/realtime/bus.ts";
import type { RealtimePeople } from "./realtime-seed.ts";
import { epochNow } from "./realtime-stats.ts";

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
    const id = randomUUID();
    await database.db.transaction(async (tx) => {
      await appendMessage(tx, {
        id,
        conversationId,
        senderId: options.senderIds(c),
        content: "bare line",
        messageType: "text",
      });
      await publishMany(tx, [
        {
          channel: conversationChannel(conversationId),
          event: {
            kind: "message_created",
            conversation_id: conversationId,
            message_id: id,
            sender_id: options.senderIds(c),
          },
        },
      ]);
    });
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
