import { RealtimeClientMessageSchema } from "@roost/shared/contracts/conversations.ts";
import { REALTIME_HEARTBEAT_MS } from "@roost/shared/domain/constants.ts";
import type { RealtimeChannel } from "@roost/shared/domain/realtime-channels.ts";
import {
  REALTIME_MAX_CHANNELS_PER_SOCKET,
  REALTIME_MAX_SOCKETS_PER_USER,
} from "@roost/shared/domain/transport-limits.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { session } from "../db/schema.ts";
import type { Logger } from "../lib/logger.ts";
import type { BusEnvelope } from "./bus.ts";
import { type AccessStats, ChannelAccess } from "./channel-access.ts";
import { ChannelSubscriptions } from "./channel-subscriptions.ts";
import { Connection, FLOOD_CLOSE, type HubSocket, RESYNC_CLOSE, SESSION_ENDED_CLOSE } from "./connection.ts";
import { FanOut, type FanOutStats } from "./fan-out.ts";

/** A heartbeat's pings go out in this many slices, spread over its interval. */
const HEARTBEAT_STEPS = 25;

/** Counters for benchmarks and tests: drain passes, envelopes, membership queries. */
export type HubStats = FanOutStats & AccessStats;

/**
 * The sockets of this server instance: the registry of connections (per user, with its limit),
 * their client messages (subscribe, unsubscribe, ping), heartbeats and session ends. Who may read
 * a channel is channel-access.ts; the subscriber sets (and who is viewing a conversation)
 * channel-subscriptions.ts; the delivery of bus events (every instance gets every event) to the
 * local subscribers fan-out.ts, each re-checking membership on delivery.
 */
export class RealtimeHub {
  private readonly connections = new Set<Connection>();
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly subscriptions = new ChannelSubscriptions();
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly access: ChannelAccess;
  private readonly fanOut: FanOut;
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
    this.access = new ChannelAccess(db, log, this.stats, options.databaseUrl);
    this.fanOut = new FanOut(
      {
        subscribers: (channel) => this.subscriptions.subscribers(channel),
        members: (pairs) => this.access.members(pairs),
        drop: (conn, channel) => this.drop(conn, channel),
        resync: (conn) => this.close(conn, RESYNC_CLOSE, "resync"),
      },
      log,
      this.stats,
    );
  }

  /** Opens the dedicated membership connection (without it, checks use the shared pool). */
  async start(): Promise<void> {
    await this.access.start();
  }

  async stop(): Promise<void> {
    await this.access.stop();
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
    this.subscriptions.removeAll(conn);
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
   * Closes the sockets whose session no longer exists or has expired, of these connections (the
   * heartbeat's slice): one query for all their sessions. Catches every revocation that published
   * nothing (a deleted account, revoked sessions, expiry). A failed check closes nothing; the
   * next round tries again.
   */
  async closeEndedSessions(connections: readonly Connection[]): Promise<void> {
    if (connections.length === 0) return;
    try {
      const ids = [...new Set(connections.map((c) => c.sessionId))];
      // One array parameter, not one placeholder per session.
      const result = await this.db.execute<{ id: string }>(
        sql`select id from ${session} where id = any(${sql.param(ids)}::text[]) and expires_at > now()`,
      );
      const live = new Set(result.rows.map((r) => r.id));
      this.closeSessions(ids.filter((id) => !live.has(id)));
    } catch (err) {
      this.log.warn({ err }, "realtime: session check failed");
    }
  }

  /** A pong (or any client message) proves the socket is alive until the next heartbeat. */
  markAlive(conn: Connection) {
    conn.alive = true;
  }

  /**
   * A frame from the client, queued behind the socket's earlier ones; past the socket's frame
   * budget it is closed (1008): each subscribe is a query on the pool every request needs.
   */
  receive(conn: Connection, data: unknown): void {
    if (!conn.takeFrame()) {
      this.log.warn({ userId: conn.userId }, "realtime: socket over its frame budget, closed");
      this.close(conn, FLOOD_CLOSE, "too many messages");
      return;
    }
    // The protocol is JSON text; a binary frame is spent budget and nothing more.
    if (typeof data !== "string") return;
    conn.inbox = conn.inbox
      .then(() => (this.connections.has(conn) ? this.handleMessage(conn, data) : undefined))
      .catch((err) => this.log.warn({ err }, "realtime: client message failed"));
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
      this.subscriptions.remove(conn, channel);
      conn.send({ type: "unsubscribed", channel });
      return;
    }
    if (!conn.channels.has(channel) && conn.channels.size >= REALTIME_MAX_CHANNELS_PER_SOCKET) {
      conn.send({ type: "error", code: "too_many_channels", channel });
      return;
    }
    let allowed: boolean;
    try {
      allowed = await this.access.mayRead(conn.userId, channel);
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
    this.subscriptions.add(conn, channel);
    conn.send({ type: "subscribed", channel });
  }

  /** Whether some socket of this user on this instance is subscribed to the conversation. */
  isViewing(userId: string, conversationId: string): boolean {
    return this.subscriptions.isViewing(userId, conversationId);
  }

  /** The users who have this conversation open on this instance. */
  viewers(conversationId: string): Set<string> {
    return this.subscriptions.viewers(conversationId);
  }

  /** Entry point for the bus: see FanOut.deliver. */
  deliver(envelope: BusEnvelope): Promise<void> {
    return this.fanOut.deliver(envelope);
  }

  private drop(conn: Connection, channel: RealtimeChannel) {
    if (!conn.channels.has(channel)) return;
    this.subscriptions.remove(conn, channel);
    conn.send({ type: "error", code: "forbidden", channel });
  }

  /**
   * Pings every socket each interval; a socket that has not answered (pong or any message) since
   * the previous ping is terminated, so a vanished client is dropped within two intervals. Each
   * interval also closes the sockets whose session has ended, a slice at a time with the pings.
   *
   * The pings are spread over the interval, a slice every 1/HEARTBEAT_STEPS of it: each is a write
   * to the network and brings a pong back, and thousands of them at once hold every request and
   * delivery (decision 043).
   */
  startHeartbeat(intervalMs = REALTIME_HEARTBEAT_MS) {
    this.stopHeartbeat();
    let round: Connection[] = [];
    let step = 0;
    this.heartbeat = setInterval(
      () => {
        if (step === 0) round = [...this.connections];
        const size = Math.ceil(round.length / HEARTBEAT_STEPS);
        const slice = round.slice(step * size, (step + 1) * size);
        for (const conn of slice) this.ping(conn);
        // Their sessions too (those still open), a slice at a time: all of them in one query would
        // hold a pool connection too long (decision 043).
        void this.closeEndedSessions(slice.filter((c) => this.connections.has(c)));
        step = (step + 1) % HEARTBEAT_STEPS;
      },
      Math.max(1, Math.floor(intervalMs / HEARTBEAT_STEPS)),
    );
    this.heartbeat.unref?.();
  }

  private ping(conn: Connection) {
    if (!this.connections.has(conn)) return; // closed since the round began
    if (!conn.alive) {
      conn.socket.terminate();
      this.disconnect(conn);
      return;
    }
    conn.alive = false;
    try {
      conn.socket.ping();
    } catch {
      // closing
    }
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
