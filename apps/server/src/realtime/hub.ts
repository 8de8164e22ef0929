import {
  type RealtimeChannel,
  RealtimeClientMessageSchema,
  type RealtimeServerMessage,
} from "@roost/shared/contracts/conversations.ts";
import { REALTIME_HEARTBEAT_MS } from "@roost/shared/domain/constants.ts";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { conversationParticipants } from "../db/schema.ts";
import type { Logger } from "../lib/logger.ts";
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
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class Connection {
  readonly channels = new Set<RealtimeChannel>();
  alive = true;
  constructor(
    readonly userId: string,
    readonly socket: HubSocket,
  ) {}

  send(message: RealtimeServerMessage) {
    if (this.socket.readyState !== OPEN) return;
    try {
      this.socket.send(JSON.stringify(message));
    } catch {
      // A socket that fails to send is closing; the close handler cleans up.
    }
  }
}

/**
 * The sockets of this server instance, their subscriptions and who may read what. Events arrive
 * from the bus (every instance gets every event) and go to the local sockets subscribed to the
 * channel. A user channel is readable by its user only; a conversation channel by participants
 * only — checked on subscribe, and re-checked in one query on every delivery, so a user who left
 * or was removed stops receiving at once even if the removal event was missed.
 */
export class RealtimeHub {
  private readonly connections = new Set<Connection>();
  private readonly byChannel = new Map<RealtimeChannel, Set<Connection>>();
  private heartbeat: NodeJS.Timeout | null = null;
  /** Serialises deliveries so events reach sockets in bus (commit) order. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
  ) {}

  get size(): number {
    return this.connections.size;
  }

  connect(userId: string, socket: HubSocket): Connection {
    const conn = new Connection(userId, socket);
    this.connections.add(conn);
    return conn;
  }

  disconnect(conn: Connection) {
    for (const channel of conn.channels) this.removeFromChannel(conn, channel);
    conn.channels.clear();
    this.connections.delete(conn);
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
    if (!(await this.mayRead(conn.userId, channel))) {
      conn.send({ type: "error", code: "forbidden", channel });
      return;
    }
    if (!this.connections.has(conn)) return; // closed while we checked
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

  /** Entry point for the bus. Deliveries run one after another, in the order events arrive. */
  deliver(envelope: BusEnvelope): Promise<void> {
    this.queue = this.queue
      .then(() => this.deliverNow(envelope))
      .catch((err) => this.log.error({ err }, "realtime: delivery failed"));
    return this.queue;
  }

  private async deliverNow({ channel, event }: BusEnvelope): Promise<void> {
    const set = this.byChannel.get(channel);
    if (!set || set.size === 0) return;
    let targets = [...set];
    if (channel.startsWith("conversation:")) {
      const conversationId = channel.slice("conversation:".length);
      if (event.kind === "participant_removed") {
        // Cut the removed user off before anything else reaches them; tell them why.
        for (const conn of targets) if (conn.userId === event.user_id) this.drop(conn, channel);
        targets = targets.filter((c) => c.userId !== event.user_id);
      }
      // Re-check membership on every delivery (one query for all local subscribers).
      const userIds = [...new Set(targets.map((c) => c.userId))];
      if (userIds.length === 0) return;
      const rows = await this.db
        .select({ userId: conversationParticipants.userId })
        .from(conversationParticipants)
        .where(
          and(
            eq(conversationParticipants.conversationId, conversationId),
            inArray(conversationParticipants.userId, userIds),
          ),
        );
      const members = new Set(rows.map((r) => r.userId));
      for (const conn of targets) if (!members.has(conn.userId)) this.drop(conn, channel);
      targets = targets.filter((c) => members.has(c.userId) && c.channels.has(channel));
    }
    for (const conn of targets) conn.send({ type: "event", channel, event });
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
   * the previous ping is terminated, so a vanished client is dropped within two intervals.
   */
  startHeartbeat(intervalMs = REALTIME_HEARTBEAT_MS) {
    this.stopHeartbeat();
    this.heartbeat = setInterval(() => {
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

  /** Closes every socket (server shutdown); clients reconnect to another instance. */
  closeAll(code = 1001, reason = "server shutting down") {
    for (const conn of this.connections) {
      try {
        conn.socket.close(code, reason);
      } catch {
        conn.socket.terminate();
      }
      this.disconnect(conn);
    }
  }
}
