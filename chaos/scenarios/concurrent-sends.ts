import type { Scenario } from "../harness/context.ts";
import { finishMessageScenario } from "../harness/finish.ts";

const USERS = 10;
const EACH = 10;

/**
 * No fault but contention: 10 members of one group chat fire 100 sends at the same moment. Every
 * client must end with the same messages as the database, in seq order, seq without gaps.
 * Time to converge counts from the burst.
 */
export const concurrentSends: Scenario = {
  name: "concurrent-sends",
  title: `${USERS * EACH} concurrent sends into one conversation from ${USERS} users`,
  timeoutMs: 150_000,
  async run(ctx) {
    const server = await ctx.startServer();
    const clients = await ctx.students(server, "sender", USERS);
    const conversationId = await ctx.groupChat(clients);
    const burst = Date.now();
    for (let i = 1; i <= EACH; i++) for (const c of clients) c.send(`concurrent ${c.label} #${i}`);
    return finishMessageScenario(ctx, {
      clients,
      conversationId,
      faultEnd: burst,
      boundMs: 20_000,
      // A server busy for the moment may refuse with 503 and Retry-After (decision 049); the chat
      // sends again, and still nothing may be lost, doubled or out of order.
      allowedRefusals: [503],
      probe: false,
    });
  },
};
