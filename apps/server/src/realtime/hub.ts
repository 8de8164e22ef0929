import {
  RealtimeClientMessageSchema,
  type RealtimeServerMessage,
} from "@roost/shared/contracts/conversations.ts";
import { REALTIME_HEARTBEAT_MS } from "@roost/shared/domain/constants.ts";
import type { RealtimeChannel } from "@roost/shared/domain/realtime-channels.ts";
import { REALTIME_MAX_SOCKETS_PER_USER } from "@roost/shared/domain/transport-limits.ts";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { conversationParticipants, session } from "../db/schema.ts";
import type { Logger } from "../lib/logger.ts";
import { PersistentPgClient } from "../lib/persistent-pg-client.ts";
import type { BusEnvelope } from "./bus.ts";

/** The little of a WebSocket the hub needs (ws's WebSocket satisfies it). */
export interface HubSocket {
  send(data: string): void;
  ping(): void;
  terminate(): void;
  close(code?: number, reason?: string): void;
  readonly readyState: number;
}

const OPEN = 1;
/** Close code for a socket whose session ended (sign-out, revocation, expiry): policy violation. */
export const SESSION_ENDED_CLOSE = 1008;
/**
 * Close code "service restart" for a socket that may have missed events (the bus lost its LISTEN
 * connection, a membership check failed, the server stops): the client reconnects, resubscribes
 * (checked again) and refetches what it shows (decision 004).
 */
export const RESYNC_CLOSE = 1012;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class Connection {
  readonly channels = new Set<RealtimeChannel>();
  alive = true;
  constructor(
    readonly userId: string,
    /** The session that opened the socket: when it ends, the socket closes. */
    readonly sessionId: string,
    readonly socket: HubSocket,
  ) {}

  send(message: RealtimeServerMessage) {
    this.sendRaw(JSON.stringify(message));
  }

  /** Sends an already serialised message (one JSON.stringify for all recipients of an event). */
  sendRaw(data: string) {
    if (this.socket.readyState !== OPEN) return;
    try {
      this.socket.send(data);
    } catch {
      // A socket that fails to send is closing; the close handler cleans up.
    }
  }
}

/** One (conversation_id, user_id) membership row. */
interface MemberRow {
  conversation_id: string;
  user_id: string;
}

/** One membership query for a whole batch of deliveries: which of these pairs are participants. */
const MEMBERSHIP_SQL = `select conversation_id, user_id from conversation_participants
  where (conversation_id, user_id) in (select * from unnest($1::uuid[], $2::text[]))`;

const CONVERSATION_PREFIX = "conversation:";
const pairKey = (conversationId: string, userId: string) => `${conversationId.toLowerCase()} ${userId}`;

interface Pending {
  envelope: BusEnvelope;
  done: () => void;
}

/** Counters for benchmarks and tests: drain passes, envelopes, membership queries. */
export interface HubStats {
  batches: number;
  envelopes: number;
  maxBatch: number;
  membershipQueries: number;
  membershipFailures: number;
}

/**
 * The sockets of this server instance, their subscriptions and who may read what. Events arrive
 * from the bus (every instance gets every event) and go to the local sockets subscribed to the
 * channel. A user channel is readable by its user only; a conversation channel by participants
 * only — checked on subscribe, and re-checked on delivery, so a user who left or was removed (or
 * whose account was deleted, which cascades without an event) stops receiving at once.
 *
 * Delivery is a drain loop: events that arrive while a pass runs wait in `pending`; the next pass
 * takes all of them, re-checks the membership of every (conversation, local subscriber) pair they
 * touch in ONE query — on a dedicated connection, so it never queues behind request transactions
 * on the shared pool — then delivers them in arrival (commit) order. participant_removed cuts the
 * removed user off before any later event of the same pass is considered.
 */
export class RealtimeHub {
  private readonly connections = new Set<Connection>();
  private readonly byUser = new Map<string, Set<Connection>>();
  private checkingSessions = false;
  private readonly byChannel = new Map<RealtimeChannel, Set<Connection>>();
  private heartbeat: NodeJS.Timeout | null = null;
  private pending: Pending[] = [];
  private draining = false;
  private readonly membership: MembershipClient | null;
  readonly stats: HubStats = {
    batches: 0,
    envelopes: 0,
    maxBatch: 0,
    membershipQueries: 0,
    membershipFailures: 0,
  };

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    options: { databaseUrl?: string } = {},
  ) {
    this.membership = options.databaseUrl ? new MembershipClient(options.databaseUrl, log) : null;
  }

  /** Opens the dedicated membership connection (without it, checks use the shared pool). */
  async start(): Promise<void> {
    await this.membership?.start();
  }

  async stop(): Promise<void> {
    await this.membership?.stop();
  }

  get size(): number {
    return this.connections.size;
  }

  /** Whether this user may open another socket on this instance (REALTIME_MAX_SOCKETS_PER_USER). */
  hasRoomFor(userId: string): boolean {
    return (this.byUser.get(userId)?.size ?? 0) < REALTIME_MAX_SOCKETS_PER_USER;
  }

  /** Registers a socket; null when the user already has the most sockets allowed (the new one is refused). */
  connect(userId: string, sessionId: string, socket: HubSocket): Connection | null {
    if (!this.hasRoomFor(userId)) return null;
    const conn = new Connection(userId, sessionId, socket);
    this.connections.add(conn);
    let own = this.byUser.get(userId);
    if (!own) {
      own = new Set();
      this.byUser.set(userId, own);
    }
    own.add(conn);
    return conn;
  }

  disconnect(conn: Connection) {
    for (const channel of conn.channels) this.removeFromChannel(conn, channel);
    conn.channels.clear();
    this.connections.delete(conn);
    const own = this.byUser.get(conn.userId);
    own?.delete(conn);
    if (own?.size === 0) this.byUser.delete(conn.userId);
  }

  /** Closes the sockets opened by these sessions (they signed out on some instance). */
  closeSessions(sessionIds: Iterable<string>) {
    const ended = new Set(sessionIds);
    for (const conn of this.connections) {
      if (ended.has(conn.sessionId)) this.close(conn, SESSION_ENDED_CLOSE, "session ended");
    }
  }

  /**
   * Closes the sockets whose session no longer exists or has expired: one query for all sessions
   * of this instance. Catches every revocation that published nothing (a deleted account, revoked
   * sessions, expiry). A failed check closes nothing; the next heartbeat tries again.
   */
  async closeEndedSessions(): Promise<void> {
    if (this.checkingSessions || this.connections.size === 0) return;
    this.checkingSessions = true;
    try {
      const ids = [...new Set([...this.connections].map((c) => c.sessionId))];
      const rows = await this.db
        .select({ id: session.id })
        .from(session)
        .where(and(inArray(session.id, ids), gt(session.expiresAt, sql`now()`)));
      const live = new Set(rows.map((r) => r.id));
      this.closeSessions(ids.filter((id) => !live.has(id)));
    } catch (err) {
      this.log.warn({ err }, "realtime: session check failed");
    } finally {
      this.checkingSessions = false;
    }
  }

  /** A pong (or any client message) proves the socket is alive until the next heartbeat. */
  markAlive(conn: Connection) {
    conn.alive = true;
  }

  async handleMessage(conn: Connection, text: string): Promise<void> {
    conn.alive = true;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      conn.send({ type: "error", code: "bad_request" });
      return;
    }
    const result = RealtimeClientMessageSchema.safeParse(parsed);
    if (!result.success) {
      const channel = (parsed as { channel?: unknown })?.channel;
      conn.send({
        type: "error",
        code: typeof channel === "string" ? "forbidden" : "bad_request",
        ...(typeof channel === "string" ? { channel } : {}),
      });
      return;
    }
    const message = result.data;
    if (message.type === "ping") {
      conn.send({ type: "pong" });
      return;
    }
    const channel = message.channel as RealtimeChannel;
    if (message.type === "unsubscribe") {
      this.removeFromChannel(conn, channel);
      conn.channels.delete(channel);
      conn.send({ type: "unsubscribed", channel });
      return;
    }
    let allowed: boolean;
    try {
      allowed = await this.mayRead(conn.userId, channel);
    } catch (err) {
      // Unanswered, the client would believe it is subscribed and show a stale chat.
      this.log.warn({ err }, "realtime: subscribe check failed, socket told to resync");
      if (this.connections.has(conn)) this.close(conn, RESYNC_CLOSE, "resync");
      return;
    }
    if (!this.connections.has(conn)) return; // closed while we checked
    if (!allowed) {
      conn.send({ type: "error", code: "forbidden", channel });
      return;
    }
    conn.channels.add(channel);
    let set = this.byChannel.get(channel);
    if (!set) {
      set = new Set();
      this.byChannel.set(channel, set);
    }
    set.add(conn);
    conn.send({ type: "subscribed", channel });
  }

  /** Whether some socket of this user on this instance is subscribed to the conversation. */
  isViewing(userId: string, conversationId: string): boolean {
    const set = this.byChannel.get(`conversation:${conversationId}`);
    if (!set) return false;
    for (const conn of set) if (conn.userId === userId) return true;
    return false;
  }

  /** The users (of the given ones) who have this conversation open on this instance. */
  viewers(conversationId: string): Set<string> {
    const out = new Set<string>();
    for (const conn of this.byChannel.get(`conversation:${conversationId}`) ?? []) out.add(conn.userId);
    return out;
  }

  /**
   * Entry point for the bus. Queues the event and starts a drain pass if none runs; the promise
   * settles (never rejects) once the pass holding this event has written it to the sockets.
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
    const targets: Connection[][] = envelopes.map(({ channel, event }) => {
      const set = this.byChannel.get(channel);
      if (!set || set.size === 0) return [];
      if (!channel.startsWith(CONVERSATION_PREFIX)) return [...set];
      const conversationId = channel.slice(CONVERSATION_PREFIX.length);
      if (event.kind === "participant_removed") removed.add(pairKey(conversationId, event.user_id));
      const out: Connection[] = [];
      for (const conn of set) {
        const key = pairKey(conversationId, conn.userId);
        if (removed.has(key)) continue;
        out.push(conn);
        if (!pairs.has(key)) pairs.set(key, [conversationId, conn.userId]);
      }
      return out;
    });

    // 2. One membership query for the whole pass.
    let members: Set<string> | null = new Set();
    if (pairs.size > 0) members = await this.members([...pairs.values()]);
    if (members === null) {
      // Unchecked delivery could reach a removed member, and dropping would leave a stale chat:
      // the sockets this pass had to check resync instead (their user-channel events still go to
      // the others below).
      const affected = new Set(
        envelopes.flatMap(({ channel }, i) =>
          channel.startsWith(CONVERSATION_PREFIX) ? (targets[i] ?? []) : [],
        ),
      );
      for (const conn of affected) this.close(conn, RESYNC_CLOSE, "resync");
    }

    // 3. Deliver in order.
    for (const [i, { channel, event }] of envelopes.entries()) {
      let to = targets[i] ?? [];
      if (channel.startsWith(CONVERSATION_PREFIX)) {
        const conversationId = channel.slice(CONVERSATION_PREFIX.length);
        if (event.kind === "participant_removed") {
          // Cut the removed user off before anything else reaches them; tell them why.
          const set = this.byChannel.get(channel);
          for (const conn of [...(set ?? [])]) if (conn.userId === event.user_id) this.drop(conn, channel);
        }
        if (members === null) continue; // the check failed: its sockets were told to resync
        const checked = members;
        to = to.filter((conn) => {
          if (!conn.channels.has(channel)) return false; // dropped or unsubscribed meanwhile
          if (checked.has(pairKey(conversationId, conn.userId))) return true;
          this.drop(conn, channel);
          return false;
        });
      } else {
        to = to.filter((conn) => conn.channels.has(channel));
      }
      if (to.length === 0) continue;
      const message = JSON.stringify({ type: "event", channel, event } satisfies RealtimeServerMessage);
      for (const conn of to) conn.sendRaw(message);
    }
  }

  /** The pairs that are participants now, as pairKey()s; null when the check could not run. */
  private async members(pairs: [string, string][]): Promise<Set<string> | null> {
    const conversationIds = pairs.map((p) => p[0]);
    const userIds = pairs.map((p) => p[1]);
    this.stats.membershipQueries++;
    let rows: MemberRow[] | null = null;
    if (this.membership?.ready) {
      try {
        rows = await this.membership.query(conversationIds, userIds);
      } catch (err) {
        this.log.warn({ err }, "realtime: membership check failed on the dedicated connection");
      }
    }
    if (rows === null) {
      try {
        const result = await this.db.execute<MemberRow & Record<string, unknown>>(
          sql`select conversation_id, user_id from conversation_participants
            where (conversation_id, user_id) in
              (select * from unnest(${sql.param(conversationIds)}::uuid[], ${sql.param(userIds)}::text[]))`,
        );
        rows = result.rows;
      } catch (err) {
        this.stats.membershipFailures++;
        this.log.error(
          { err },
          "realtime: membership check failed, the sockets of this batch told to resync",
        );
        return null;
      }
    }
    return new Set(rows.map((r) => pairKey(r.conversation_id, r.user_id)));
  }

  private drop(conn: Connection, channel: RealtimeChannel) {
    if (!conn.channels.has(channel)) return;
    this.removeFromChannel(conn, channel);
    conn.channels.delete(channel);
    conn.send({ type: "error", code: "forbidden", channel });
  }

  private removeFromChannel(conn: Connection, channel: RealtimeChannel) {
    const set = this.byChannel.get(channel);
    if (!set) return;
    set.delete(conn);
    if (set.size === 0) this.byChannel.delete(channel);
  }

  private async mayRead(userId: string, channel: RealtimeChannel): Promise<boolean> {
    if (channel.startsWith("user:")) return channel === `user:${userId}`;
    if (channel.startsWith("conversation:")) {
      const conversationId = channel.slice("conversation:".length);
      if (!UUID.test(conversationId)) return false;
      const rows = await this.db
        .select({ userId: conversationParticipants.userId })
        .from(conversationParticipants)
        .where(
          and(
            eq(conversationParticipants.conversationId, conversationId),
            eq(conversationParticipants.userId, userId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    }
    return false;
  }

  /**
   * Pings every socket each interval; a socket that has not answered (pong or any message) since
   * the previous ping is terminated, so a vanished client is dropped within two intervals. Each
   * interval also closes the sockets whose session has ended.
   */
  startHeartbeat(intervalMs = REALTIME_HEARTBEAT_MS) {
    this.stopHeartbeat();
    this.heartbeat = setInterval(() => {
      void this.closeEndedSessions();
      for (const conn of this.connections) {
        if (!conn.alive) {
          conn.socket.terminate();
          this.disconnect(conn);
          continue;
        }
        conn.alive = false;
        try {
          conn.socket.ping();
        } catch {
          // closing
        }
      }
    }, intervalMs);
    this.heartbeat.unref?.();
  }

  stopHeartbeat() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  /**
   * Closes every socket (server shutdown) with 1012 "service restart": clients reconnect, to
   * another instance or to this one once restarted, and run their catch-up.
   */
  closeAll(code = RESYNC_CLOSE, reason = "server restarting") {
    for (const conn of this.connections) this.close(conn, code, reason);
  }

  /** Every socket may have missed events: close them all with 1012 so the clients catch up. */
  resyncAll(reason: string) {
    if (this.connections.size > 0)
      this.log.warn({ sockets: this.connections.size }, `realtime: ${reason}, resync`);
    this.closeAll(RESYNC_CLOSE, "resync");
  }

  private close(conn: Connection, code: number, reason: string) {
    try {
      conn.socket.close(code, reason);
    } catch {
      conn.socket.terminate();
    }
    this.disconnect(conn);
  }
}

/**
 * A dedicated connection for the delivery-time membership check: request transactions hold the
 * shared pool under load, and a check queued behind them would stall every delivery. Reconnects
 * with backoff; while it is down the hub falls back to the pool.
 */
class MembershipClient {
  private readonly connection: PersistentPgClient;

  constructor(url: string, log: Logger) {
    // A stuck check must not stall deliveries for long: the server cancels it after 5 s.
    this.connection = new PersistentPgClient({
      url,
      log,
      name: "membership connection",
      config: { statement_timeout: 5_000 },
    });
  }

  get ready(): boolean {
    return this.connection.current !== null;
  }

  start(): Promise<void> {
    return this.connection.start();
  }

  stop(): Promise<void> {
    return this.connection.stop();
  }

  async query(conversationIds: string[], userIds: string[]): Promise<MemberRow[]> {
    const client = this.connection.current;
    if (!client) throw new Error("membership connection is down");
    const result = await client.query<MemberRow>(MEMBERSHIP_SQL, [conversationIds, userIds]);
    return result.rows;
  }
}
