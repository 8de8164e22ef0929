import type { ChaosClient, SendRecord } from "../harness/client.ts";
import type { Scenario } from "../harness/context.ts";
import { finishMessageScenario } from "../harness/finish.ts";
import { sleep, waitFor } from "../harness/ports.ts";

const MEMBERS = 6;
const EACH = 15;
const GAP_MS = 80;

/**
 * kill -9 of the server in the middle of a burst of sends from several members, then a restart on
 * the same address. Sends that got no answer are retried with their id until the server is back.
 * Every acknowledged message must be stored and reach every member exactly once, and a send stored
 * just before the kill (its answer lost) must be recognised on retry, not stored twice. Time to
 * converge counts from the restarted server being ready.
 */
export const killServer: Scenario = {
  name: "kill-server",
  title: "kill -9 of the server during a burst of sends from several clients, then a restart",
  timeoutMs: 180_000,
  async run(ctx) {
    const server = await ctx.startServer();
    const clients = await ctx.students(server, "member", MEMBERS);
    const conversationId = await ctx.groupChat(clients);

    const burst = Promise.all(clients.map((c, i) => sendSpread(c, i)));
    // Kill once a quarter of the burst is acknowledged: sends are then stored, in flight and to come.
    const acknowledged = () => clients.flatMap((c) => c.sends).filter((s) => s.outcome === "acknowledged");
    await waitFor(() => acknowledged().length >= (MEMBERS * EACH) / 4, 15_000, 10);
    const acknowledgedBeforeKill = acknowledged();
    await server.kill9();
    ctx.log(`killed with ${acknowledgedBeforeKill.length} sends acknowledged`);
    await burst;
    await sleep(500);
    await server.start();
    const faultEnd = Date.now();
    ctx.log("restarted");

    const result = await finishMessageScenario(ctx, {
      clients,
      conversationId,
      faultEnd,
      boundMs: 30_000,
      allowedRefusals: [],
      allowNoAnswer: true,
      probe: true,
    });
    const sends: SendRecord[] = clients.flatMap((c) => c.sends);
    const retried = sends.filter((s) => s.attempts > 1);
    const answerLost = sends.filter((s) => s.acknowledgedWith === 200).length;
    result.notes.push(
      `${acknowledgedBeforeKill.length} sends acknowledged before the kill; ${retried.length} retried after it, ` +
        `${answerLost} of them had been stored before the kill (answered 200 on retry, stored once)`,
    );
    if (retried.length === 0) result.problems.push("the kill hit no send: the scenario proved nothing");
    return result;
  },
};

/** One member's share of the burst, staggered so the kill lands between and during requests. */
async function sendSpread(client: ChaosClient, index: number): Promise<void> {
  await sleep((index * GAP_MS) / MEMBERS);
  for (let i = 1; i <= EACH; i++) {
    client.send(`burst ${client.label} #${i}`);
    await sleep(GAP_MS);
  }
}
