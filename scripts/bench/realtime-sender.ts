// A child process of the realtime bench that POSTs the messages open-loop at a steady rate
// (client-chosen ids, the send time stamped before each request), so that neither its work nor
// the sockets' is counted in the server's process. One "send" command, one "sent" report.
import { randomUUID } from "node:crypto";
import { OUTBOX_AUTOMATIC_RETRIES } from "@roost/shared/domain/constants.ts";
import { createHttpClient, type HttpResult } from "./realtime-http.ts";
import { epochNow } from "./realtime-stats.ts";

export interface PlannedMessage {
  conversation: number;
  path: string;
  cookie: string;
  ip: string;
}

export interface SendCommand {
  type: "send";
  /** The servers to POST to, in turn (one: a single instance or the balancer). */
  bases: string[];
  origin: string;
  rate: number;
  messages: PlannedMessage[];
}

export interface Sent {
  id: string;
  conversation: number;
  /** Epoch ms (sub-ms resolution) when the request was started and answered. */
  start: number;
  end: number;
  /** HTTP status, or -1 for a transport error. */
  status: number;
}

export interface SendReport {
  type: "sent";
  sends: Sent[];
  /** How late the most delayed request started against its schedule: the sender's own lag. */
  maxScheduleLagMs: number;
  cpuMs: number;
}

async function send({ bases, origin, rate, messages }: SendCommand): Promise<SendReport> {
  const clients = bases.map((base) => createHttpClient(base));
  const cpuBefore = process.cpuUsage();
  const interval = 1000 / rate;
  const sends: Sent[] = [];
  const inflight: Promise<void>[] = [];
  let maxScheduleLagMs = 0;
  const t0 = epochNow();
  const fire = (i: number) => {
    const planned = messages[i] as PlannedMessage;
    const sent: Sent = {
      id: randomUUID(),
      conversation: planned.conversation,
      start: epochNow(),
      end: 0,
      status: 0,
    };
    maxScheduleLagMs = Math.max(maxScheduleLagMs, sent.start - (t0 + i * interval));
    sends.push(sent);
    const client = clients[i % clients.length] as (typeof clients)[number];
    const body = { id: sent.id, content: `bench message ${i} to conversation ${planned.conversation}` };
    const post = () =>
      client.request(
        "POST",
        planned.path,
        { origin, cookie: planned.cookie, "x-forwarded-for": planned.ip },
        body,
      );
    // Once more after a transport error (a kept-alive socket the server closed as it was reused),
    // and after a 503's Retry-After, as the web app's outbox does (apps/web/src/features/messages/chat/send-retry.ts):
    // the message's own id makes every POST the same message.
    const deliver = async (retries: number): Promise<HttpResult> => {
      const res = await post().catch(post);
      if (res.status !== 503 || res.retryAfter === 0 || retries === 0) return res;
      await new Promise((resolve) => setTimeout(resolve, res.retryAfter * 1000));
      return deliver(retries - 1);
    };
    inflight.push(
      deliver(OUTBOX_AUTOMATIC_RETRIES)
        .then(
          (res) => {
            sent.status = res.status;
          },
          () => {
            sent.status = -1;
          },
        )
        .finally(() => {
          sent.end = epochNow();
        }),
    );
  };
  await new Promise<void>((resolve) => {
    let next = 0;
    const tick = () => {
      const now = epochNow();
      while (next < messages.length && t0 + next * interval <= now) fire(next++);
      if (next >= messages.length) return resolve();
      setTimeout(tick, Math.max(0, t0 + next * interval - epochNow()));
    };
    tick();
  });
  await Promise.all(inflight);
  for (const client of clients) client.close();
  const cpu = process.cpuUsage(cpuBefore);
  return { type: "sent", sends, maxScheduleLagMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

process.on("message", (command: SendCommand) => {
  void send(command).then((report) => process.send?.(report));
});
process.on("disconnect", () => process.exit(0));
