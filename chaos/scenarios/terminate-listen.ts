import type { Scenario } from "../harness/context.ts";
import { finishMessageScenario } from "../harness/finish.ts";

const MEMBERS = 5;

/**
 * The server's LISTEN connection is terminated (pg_terminate_backend) while clients are connected,
 * and every member sends at once, while the bus is down: NOTIFYs of that window reach no one. The
 * bus must reconnect and make the sockets resync, so every client converges within seconds with
 * nothing sent afterwards to heal it; then a probe must arrive live again.
 */
export const terminateListen: Scenario = {
  name: "terminate-listen",
  title: "pg_terminate_backend on the server's LISTEN connection with clients connected",
  timeoutMs: 120_000,
  async run(ctx) {
    const server = await ctx.startServer();
    const clients = await ctx.students(server, "member", MEMBERS);
    const conversationId = await ctx.groupChat(clients);
    const [first] = clients;
    // Live delivery works before the fault (the scenario must not pass on a dead bus).
    const before = first ? await ctx.probeLive(first, clients.slice(1)) : "no clients";
    if (before) throw new Error(`before the fault: ${before}`);

    const backends = await ctx.listenBackends();
    if (backends.length !== 1) throw new Error(`expected one LISTEN backend, found ${backends.length}`);
    await ctx.postgres.query("postgres", "select pg_terminate_backend($1)", [backends[0]]);
    const faultEnd = Date.now();
    for (const c of clients) c.send(`after terminate ${c.label}`);
    return finishMessageScenario(ctx, {
      clients,
      conversationId,
      faultEnd,
      boundMs: 10_000,
      allowedRefusals: [],
      probe: true,
    });
  },
};
