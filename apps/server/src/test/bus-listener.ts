import { BUS_CHANNEL, parsePayload } from "../realtime/bus.ts";
import type { TestApp } from "./test-app.ts";

/**
 * A test's ear on the realtime bus: every payload heard, and each envelope as "channel kind".
 * Call stop() in a finally: it holds a pooled connection.
 */
export async function listenToBus(t: TestApp) {
  const client = await t.deps.database.pool.connect();
  const payloads: string[] = [];
  const heard: string[] = [];
  client.on("notification", (n) => {
    if (n.channel !== BUS_CHANNEL || !n.payload) return;
    payloads.push(n.payload);
    for (const e of parsePayload(n.payload).envelopes) heard.push(`${e.channel} ${e.event.kind}`);
  });
  await client.query(`listen ${BUS_CHANNEL}`);
  return {
    payloads,
    heard,
    async stop() {
      await client.query(`unlisten ${BUS_CHANNEL}`);
      client.release();
    },
  };
}
