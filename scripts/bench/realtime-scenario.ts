// One run of the realtime bench against a target (a single probed instance, or a cluster through its
// balancer): client processes open one socket per user, subscribed to its conversation; a sender
// process POSTs messages open-loop; every participant, the sender included, must receive every
// message of its conversation once. Returns the raw outcome; realtime-report.ts turns it into a table.
import os from "node:os";
import type { SocketPlan } from "./realtime-clients.ts";
import { ClientFleet, sendFromChild } from "./realtime-fleet.ts";
import type { RealtimePeople } from "./realtime-seed.ts";
import type { Sent } from "./realtime-sender.ts";
import type { ProbedServer, ServerProbes } from "./realtime-server.ts";
import { epochNow } from "./realtime-stats.ts";

export interface Target {
  name: string;
  /** The browser origin the server expects (its PUBLIC_URL). */
  origin: string;
  /** Where sockets connect and messages are POSTed, dealt out in turn. */
  bases: string[];
  probed?: ProbedServer;
  /** The name of the instance at this host (a socket's label when no balancer named it). */
  instanceName?: (host: string) => string;
  /** Starts measuring the target's own processes; the result is their CPU over the send phase. */
  measureProcesses?: () => () => ProcessCpu[];
}

export interface ProcessCpu {
  name: string;
  cpuMs: number;
}

export interface ScenarioOptions {
  conversations: number;
  rate: number;
  seconds: number;
  graceMs: number;
  log: (line: string) => void;
}

export interface Delivery {
  id: string;
  instance: string;
  latencyMs: number;
  at: number;
}

export interface ScenarioOutcome {
  target: string;
  sockets: number;
  conversations: number;
  participants: number;
  rate: number;
  sends: Sent[];
  deliveries: Delivery[];
  expected: number;
  lost: number;
  lostSamples: string[];
  duplicated: number;
  misrouted: number;
  serverErrors: number;
  unexpectedCloses: number;
  maxScheduleLagMs: number;
  /** CPU of the client and sender processes, and of the server's when it is probed. */
  clientCpuMs: number;
  senderCpuMs: number;
  wallMs: number;
  probes?: ServerProbes;
  processes?: ProcessCpu[];
  loadBefore: number;
  loadAfter: number;
}

const CONNECT_CONCURRENCY = 64;
/** Seconds of messages sent before the measured ones. */
const WARMUP_SECONDS = 5;
const SOCKETS_PER_CLIENT_PROCESS = 1_500;
/** A distinct client address per user keeps per-address limits from counting all users as one. */
export const fakeIp = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runScenario(
  target: Target,
  people: RealtimePeople,
  options: ScenarioOptions,
): Promise<ScenarioOutcome> {
  const { conversations, rate, seconds, log } = options;
  const { participants } = people;
  const users = conversations * participants;
  const member = (c: number, p: number) => c * participants + p;
  const channel = (c: number) => `conversation:${people.conversationIds[c]}`;
  const plans: SocketPlan[] = Array.from({ length: users }, (_, user) => ({
    user,
    url: `${(target.bases[user % target.bases.length] as string).replace(/^http/, "ws")}/api/realtime`,
    channel: channel(Math.floor(user / participants)),
    cookie: people.cookies[user] as string,
    ip: fakeIp(user),
    origin: target.origin,
  }));
  const fleet = ClientFleet.start(Math.max(2, Math.ceil(users / SOCKETS_PER_CLIENT_PROCESS)));
  try {
    const opening = epochNow();
    await fleet.open(plans, CONNECT_CONCURRENCY);
    const held = target.probed?.hubSize();
    if (held !== undefined && held !== users)
      throw new Error(`the hub holds ${held} sockets, expected ${users}`);
    log(
      `${target.name}: ${users.toLocaleString("en-GB")} sockets open and subscribed in ${((epochNow() - opening) / 1000).toFixed(1)} s`,
    );
    await sleep(500); // let the connect burst settle

    const plan = (count: number, offset: number) =>
      Array.from({ length: count }, (_, n) => {
        const i = n + offset;
        const conversation = i % conversations;
        const sender = member(conversation, Math.floor(i / conversations) % participants);
        return {
          conversation,
          path: `/api/conversations/${people.conversationIds[conversation]}/messages`,
          cookie: people.cookies[sender] as string,
          ip: fakeIp(sender),
        };
      });
    // A warm-up at the same rate first, not measured: the figures are a running server's, not
    // its first second's (code not yet optimised, statements not yet planned on each connection).
    const warmup = plan(rate * WARMUP_SECONDS, rate * seconds);
    await sendFromChild({ bases: target.bases, origin: target.origin, rate, messages: warmup });
    await sleep(1_000); // its deliveries arrive before counting starts
    const messages = plan(rate * seconds, 0);
    const loadBefore = os.loadavg()[0] as number;
    fleet.start();
    const stopRecording = target.probed?.record();
    const stopMeasuring = target.measureProcesses?.();
    log(`${target.name}: sending ${messages.length.toLocaleString("en-GB")} messages at ${rate}/s`);
    const t0 = epochNow();
    const sent = await sendFromChild({ bases: target.bases, origin: target.origin, rate, messages });
    const ok = sent.sends.filter((s) => s.status === 201);
    const expected = ok.length * participants;
    const deadline = epochNow() + options.graceMs;
    while (fleet.deliveries < expected && epochNow() < deadline) await sleep(20);
    const cutoff = epochNow();
    const probes = stopRecording?.();
    const processes = stopMeasuring?.();
    const results = await fleet.collect();
    const loadAfter = os.loadavg()[0] as number;

    // Per recipient: each 201 message once on every socket of its conversation.
    const startOf = new Map(ok.map((s) => [s.id, s]));
    const seenBy = new Map<number, Map<string, number>>();
    const deliveries: Delivery[] = [];
    for (const r of results) {
      for (const s of r.sockets) {
        const seen = new Map<string, number>();
        s.ids.forEach((id, i) => {
          const at = s.at[i] as number;
          seen.set(id, at);
          const sentAs = startOf.get(id);
          const instance = target.instanceName?.(s.instance) ?? s.instance;
          if (sentAs && at <= cutoff) deliveries.push({ id, instance, latencyMs: at - sentAs.start, at });
        });
        seenBy.set(s.user, seen);
      }
    }
    let lost = 0;
    const lostSamples: string[] = [];
    for (const s of ok) {
      for (let p = 0; p < participants; p++) {
        const user = member(s.conversation, p);
        const at = seenBy.get(user)?.get(s.id);
        if (at !== undefined && at <= cutoff) continue;
        lost++;
        if (lostSamples.length < 5) lostSamples.push(`${s.id} → user ${user}`);
      }
    }
    const sum = (pick: (r: (typeof results)[number]) => number) => results.reduce((a, r) => a + pick(r), 0);
    return {
      target: target.name,
      sockets: users,
      conversations,
      participants,
      rate,
      sends: sent.sends,
      deliveries,
      expected,
      lost,
      lostSamples,
      duplicated: sum((r) => r.duplicated),
      misrouted: sum((r) => r.misrouted),
      serverErrors: sum((r) => r.serverErrors),
      unexpectedCloses: sum((r) => r.unexpectedCloses),
      maxScheduleLagMs: sent.maxScheduleLagMs,
      clientCpuMs: sum((r) => r.cpuMs),
      senderCpuMs: sent.cpuMs,
      wallMs: cutoff - t0,
      ...(probes && { probes }),
      ...(processes && { processes }),
      loadBefore,
      loadAfter,
    };
  } finally {
    fleet.stop();
  }
}
