// A child process of the realtime bench (scripts/bench/realtime.ts) holding a share of the client
// WebSockets, so that the server's process is measured alone. Driven over IPC (see
// realtime-fleet.ts): "open" the sockets given, "start" counting, "collect" what arrived. Times are
// epoch milliseconds at sub-millisecond resolution (timeOrigin + now), comparable across processes.
import WebSocket from "ws";
import { epochNow, mapLimit } from "./realtime-stats.ts";

export interface SocketPlan {
  user: number;
  url: string;
  channel: string;
  cookie: string;
  /** The client address the balancer or server is told (x-forwarded-for). */
  ip: string;
  origin: string;
}

export type ClientCommand =
  | { type: "open"; sockets: SocketPlan[]; concurrency: number }
  | { type: "start" }
  | { type: "collect" };

export interface ClientResult {
  /** Per socket: its user, the instance that holds it, and the message ids with arrival times. */
  sockets: { user: number; instance: string; ids: string[]; at: number[] }[];
  duplicated: number;
  misrouted: number;
  serverErrors: number;
  unexpectedCloses: number;
  cpuMs: number;
}

export type ClientReport =
  | { type: "opened"; count: number }
  | { type: "progress"; deliveries: number }
  | { type: "result"; result: ClientResult }
  | { type: "failed"; error: string };

interface Held {
  plan: SocketPlan;
  ws: WebSocket;
  instance: string;
  seen: Map<string, number>;
}

const held: Held[] = [];
const counts = { deliveries: 0, duplicated: 0, misrouted: 0, serverErrors: 0, unexpectedCloses: 0 };
let running = false;
let cpuAtStart = process.cpuUsage();

const report = (message: ClientReport) => process.send?.(message);

function onMessage(socket: Held, data: WebSocket.RawData) {
  const now = epochNow();
  const msg = JSON.parse(String(data)) as {
    type: string;
    channel?: string;
    event?: { kind: string; message_id?: string };
  };
  if (msg.type === "error") counts.serverErrors++;
  if (msg.type !== "event" || msg.event?.kind !== "message_created") return;
  const id = msg.event.message_id as string;
  if (socket.seen.has(id)) {
    counts.duplicated++;
    return;
  }
  if (msg.channel !== socket.plan.channel) counts.misrouted++;
  socket.seen.set(id, now);
  counts.deliveries++;
}

/** Opens one socket and subscribes it; resolves once the server confirmed the subscription. */
function open(plan: SocketPlan): Promise<Held> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(plan.url, {
      headers: { cookie: plan.cookie, origin: plan.origin, "x-forwarded-for": plan.ip },
      perMessageDeflate: false,
    });
    const socket: Held = { plan, ws, instance: new URL(plan.url).host, seen: new Map() };
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error(`user ${plan.user}: no 'subscribed' within 20 s`));
    }, 20_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    ws.once("upgrade", (res) => {
      const served = res.headers["x-roost-instance"];
      if (typeof served === "string") socket.instance = served;
    });
    ws.once("unexpected-response", (_req, res) =>
      fail(new Error(`user ${plan.user}: upgrade refused, HTTP ${res.statusCode}`)),
    );
    ws.once("error", fail);
    ws.once("open", () => ws.send(JSON.stringify({ type: "subscribe", channel: plan.channel })));
    const ack = (data: WebSocket.RawData) => {
      const msg = JSON.parse(String(data)) as { type: string; channel?: string };
      if (msg.channel !== plan.channel) return;
      clearTimeout(timer);
      if (msg.type !== "subscribed") return reject(new Error(`user ${plan.user}: ${JSON.stringify(msg)}`));
      ws.off("message", ack);
      ws.off("error", fail);
      ws.on("error", () => {});
      ws.on("message", (d) => onMessage(socket, d));
      ws.on("close", () => {
        if (running) counts.unexpectedCloses++;
      });
      resolve(socket);
    };
    ws.on("message", ack);
  });
}

function result(): ClientResult {
  const cpu = process.cpuUsage(cpuAtStart);
  return {
    sockets: held.map((s) => ({
      user: s.plan.user,
      instance: s.instance,
      ids: [...s.seen.keys()],
      at: [...s.seen.values()],
    })),
    duplicated: counts.duplicated,
    misrouted: counts.misrouted,
    serverErrors: counts.serverErrors,
    unexpectedCloses: counts.unexpectedCloses,
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}

let progress: NodeJS.Timeout | undefined;

process.on("message", (command: ClientCommand) => {
  if (command.type === "open") {
    mapLimit(command.sockets, command.concurrency, open).then(
      (opened) => {
        held.push(...opened);
        report({ type: "opened", count: opened.length });
      },
      (error: Error) => report({ type: "failed", error: error.message }),
    );
  } else if (command.type === "start") {
    // What arrived before (the warm-up's messages) is not part of the run.
    for (const socket of held) socket.seen.clear();
    Object.assign(counts, { deliveries: 0, duplicated: 0, misrouted: 0, serverErrors: 0 });
    running = true;
    cpuAtStart = process.cpuUsage();
    progress = setInterval(() => report({ type: "progress", deliveries: counts.deliveries }), 100);
  } else {
    running = false;
    clearInterval(progress);
    report({ type: "result", result: result() });
  }
});
// The parent gone (a crash or Ctrl-C), nothing is left to report to.
process.on("disconnect", () => process.exit(0));
