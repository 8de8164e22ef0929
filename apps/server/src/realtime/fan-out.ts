import type { RealtimeServerMessage } from "@roost/shared/contracts/conversations.ts";
import type { RealtimeChannel } from "@roost/shared/domain/realtime-channels.ts";
import type { Logger } from "../lib/logger.ts";
import type { BusEnvelope } from "./bus.ts";
import { CONVERSATION_PREFIX, pairKey } from "./channel-access.ts";
import type { Connection } from "./connection.ts";

interface Pending {
  envelope: BusEnvelope;
  done: () => void;
}

/** Counters of delivery passes, for benchmarks and tests. */
export interface FanOutStats {
  batches: number;
  envelopes: number;
  maxBatch: number;
}

/** What the fan-out needs from the hub. */
export interface FanOutTargets {
  subscribers(channel: RealtimeChannel): ReadonlySet<Connection> | undefined;
  /** The (conversation, user) pairs that are participants now as pairKey()s; null if unknown. */
  members(pairs: [string, string][]): Promise<Set<string> | null>;
  /** Unsubscribes a socket that may no longer read the channel, and tells it. */
  drop(conn: Connection, channel: RealtimeChannel): void;
  /** Closes a socket that may have missed events so its client catches up. */
  resync(conn: Connection): void;
}

/**
 * Bus events to the local sockets subscribed to their channel, as a drain loop: events that
 * arrive while a pass runs wait in `pending`; the next pass takes all of them, re-checks the
 * membership of every (conversation, local subscriber) pair they touch in ONE query, then delivers
 * them in arrival (commit) order. An event that brings its conversation's members (a chat
 * message's, read by the statement that sent it) is checked against them instead: they are the
 * participants it was sent to. participant_removed cuts the removed user off before any later event
 * of the same pass is considered.
 */
export class FanOut {
  private pending: Pending[] = [];
  private draining = false;

  constructor(
    private readonly targets: FanOutTargets,
    private readonly log: Logger,
    private readonly stats: FanOutStats,
  ) {}

  /**
   * Queues the event and starts a drain pass if none runs; the promise settles (never rejects)
   * once the pass holding this event has written it to the sockets.
   */
  deliver(envelope: BusEnvelope): Promise<void> {
    return new Promise<void>((done) => {
      this.pending.push({ envelope, done });
      if (this.draining) return;
      // Start on a microtask: the events of one NOTIFY payload (and any others the bus hands over
      // in the same tick) join the first pass instead of waiting for the next.
      this.draining = true;
      queueMicrotask(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const batch = this.pending;
        this.pending = [];
        try {
          await this.deliverBatch(batch.map((p) => p.envelope));
        } catch (err) {
          this.log.error({ err }, "realtime: delivery failed");
        } finally {
          for (const p of batch) p.done();
        }
      }
    } finally {
      this.draining = false;
    }
  }

  private async deliverBatch(envelopes: BusEnvelope[]): Promise<void> {
    this.stats.batches++;
    this.stats.envelopes += envelopes.length;
    this.stats.maxBatch = Math.max(this.stats.maxBatch, envelopes.length);

    // 1. Targets of each event as the sockets stand now, in order; a participant_removed takes the
    //    removed user out of the targets of every later event of its conversation in this pass.
    //    Collect the (conversation, user) pairs the membership check must cover.
    const removed = new Set<string>();
    const pairs = new Map<string, [string, string]>();
    // An event that lists its conversation's members (a chat message, send-statement.ts) is
    // checked against them; the others' pairs go to the query.
    const listed = envelopes.map(({ members }) => (members ? new Set(members) : null));
    const targets: Connection[][] = envelopes.map(({ channel, event }, i) => {
      const set = this.targets.subscribers(channel);
      if (!set || set.size === 0) return [];
      if (!channel.startsWith(CONVERSATION_PREFIX)) return [...set];
      const conversationId = channel.slice(CONVERSATION_PREFIX.length);
      if (event.kind === "participant_removed") removed.add(pairKey(conversationId, event.user_id));
      const out: Connection[] = [];
      for (const conn of set) {
        const key = pairKey(conversationId, conn.userId);
        if (removed.has(key)) continue;
        out.push(conn);
        if (!listed[i] && !pairs.has(key)) pairs.set(key, [conversationId, conn.userId]);
      }
      return out;
    });

    // 2. One membership query for the whole pass.
    let members: Set<string> | null = new Set();
    if (pairs.size > 0) members = await this.targets.members([...pairs.values()]);
    if (members === null) {
      // Unchecked delivery could reach a removed member, and dropping would leave a stale chat:
      // the sockets this pass had to check resync instead (their user-channel events still go to
      // the others below).
      const affected = new Set(
        envelopes.flatMap(({ channel }, i) =>
          channel.startsWith(CONVERSATION_PREFIX) && !listed[i] ? (targets[i] ?? []) : [],
        ),
      );
      for (const conn of affected) this.targets.resync(conn);
    }

    // 3. Deliver in order: each socket's events of this pass together, in one write.
    const outgoing = new Map<Connection, string[]>();
    // What a socket was queued goes out before the hub tells it it was dropped, as it came first.
    const drop = (conn: Connection, channel: RealtimeChannel) => {
      const queued = outgoing.get(conn);
      if (queued) conn.sendAll(queued);
      outgoing.delete(conn);
      this.targets.drop(conn, channel);
    };
    for (const [i, { channel, event }] of envelopes.entries()) {
      let to = targets[i] ?? [];
      if (channel.startsWith(CONVERSATION_PREFIX)) {
        const conversationId = channel.slice(CONVERSATION_PREFIX.length);
        if (event.kind === "participant_removed") {
          // Cut the removed user off before anything else reaches them; tell them why.
          const set = this.targets.subscribers(channel);
          for (const conn of [...(set ?? [])]) {
            if (conn.userId === event.user_id) drop(conn, channel);
          }
        }
        const own = listed[i];
        if (!own && members === null) continue; // the check failed: its sockets were told to resync
        const isMember = own
          ? (conn: Connection) => own.has(conn.userId)
          : (conn: Connection) => members?.has(pairKey(conversationId, conn.userId)) === true;
        to = to.filter((conn) => {
          if (!conn.channels.has(channel)) return false; // dropped or unsubscribed meanwhile
          if (isMember(conn)) return true;
          drop(conn, channel);
          return false;
        });
      } else {
        to = to.filter((conn) => conn.channels.has(channel));
      }
      if (to.length === 0) continue;
      const message = JSON.stringify({ type: "event", channel, event } satisfies RealtimeServerMessage);
      for (const conn of to) {
        const queued = outgoing.get(conn);
        if (queued) queued.push(message);
        else outgoing.set(conn, [message]);
      }
    }
    for (const [conn, messages] of outgoing) conn.sendAll(messages);
  }
}
