import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import type { ChaosClient } from "../harness/client.ts";
import type { Scenario } from "../harness/context.ts";
import { finishMessageScenario } from "../harness/finish.ts";
import { sleep } from "../harness/ports.ts";

const MEMBERS = 5;
const SEND_EVERY_MS = 250;
const SENDING_MS = 7000;
const DOWN_AFTER_MS = 1500;
const DOWN_FOR_MS = 3000;

/**
 * PostgreSQL is stopped (fast shutdown: open transactions roll back, connections are cut) while
 * members keep sending, kept down for a few seconds, and started again; the server process stays
 * up. Sends during the outage must fail cleanly (503 service_unavailable with Retry-After and the
 * error contract, a code the web app has a text for) and be retried; nothing acknowledged may be
 * lost; the realtime bus and the hub must recover by themselves, so the chats converge and a later
 * message arrives live on the same server. Time to converge counts from PostgreSQL being back.
 */
export const restartPostgres: Scenario = {
  name: "restart-postgres",
  title: "PostgreSQL stopped and restarted during sends (the server keeps running)",
  timeoutMs: 180_000,
  async run(ctx) {
    const server = await ctx.startServer();
    const clients = await ctx.students(server, "member", MEMBERS);
    const conversationId = await ctx.groupChat(clients);

    const sending = Promise.all(clients.map((c, i) => keepSending(c, i)));
    await sleep(DOWN_AFTER_MS);
    await ctx.postgres.stop();
    ctx.log("PostgreSQL stopped");
    await sleep(DOWN_FOR_MS);
    await ctx.postgres.start();
    const faultEnd = Date.now();
    ctx.log("PostgreSQL started again");
    await sending;

    const result = await finishMessageScenario(ctx, {
      clients,
      conversationId,
      faultEnd,
      boundMs: 30_000,
      allowedRefusals: [503],
      probe: true,
    });
    const refusals = clients.flatMap((c) => c.refusals);
    if (refusals.length === 0) result.problems.push("no send met the outage: the scenario proved nothing");
    // The web app turns an error code into a text from this catalogue (apps/web/src/lib/api.ts).
    const untold = [...new Set(refusals.map((r) => r.code))].filter((code) => !(code in ERROR_TEXTS));
    if (untold.length > 0) result.problems.push(`the web app has no text for ${untold.join(", ")}`);
    result.notes.push(`${refusals.length} send attempts were refused during the outage and retried`);
    return result;
  },
};

async function keepSending(client: ChaosClient, index: number): Promise<void> {
  await sleep((index * SEND_EVERY_MS) / MEMBERS);
  for (let i = 1; i <= SENDING_MS / SEND_EVERY_MS; i++) {
    client.send(`steady ${client.label} #${i}`);
    await sleep(SEND_EVERY_MS);
  }
}
