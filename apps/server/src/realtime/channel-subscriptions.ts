import type { RealtimeChannel } from "@roost/shared/domain/realtime-channels.ts";
import type { Connection } from "./connection.ts";

/**
 * Which local sockets are subscribed to which channel, kept in step with each connection's own
 * `channels`; and from it, who has a conversation open on this instance (no e-mail for them).
 */
export class ChannelSubscriptions {
  private readonly byChannel = new Map<RealtimeChannel, Set<Connection>>();

  /** The live set of subscribers (copy it before dropping some while iterating). */
  subscribers(channel: RealtimeChannel): ReadonlySet<Connection> | undefined {
    return this.byChannel.get(channel);
  }

  add(conn: Connection, channel: RealtimeChannel) {
    conn.channels.add(channel);
    let set = this.byChannel.get(channel);
    if (!set) {
      set = new Set();
      this.byChannel.set(channel, set);
    }
    set.add(conn);
  }

  remove(conn: Connection, channel: RealtimeChannel) {
    this.forget(conn, channel);
    conn.channels.delete(channel);
  }

  removeAll(conn: Connection) {
    for (const channel of conn.channels) this.forget(conn, channel);
    conn.channels.clear();
  }

  /** Whether some socket of this user on this instance is subscribed to the conversation. */
  isViewing(userId: string, conversationId: string): boolean {
    const set = this.byChannel.get(`conversation:${conversationId}`);
    if (!set) return false;
    for (const conn of set) if (conn.userId === userId) return true;
    return false;
  }

  /** The users who have this conversation open on this instance. */
  viewers(conversationId: string): Set<string> {
    const out = new Set<string>();
    for (const conn of this.byChannel.get(`conversation:${conversationId}`) ?? []) out.add(conn.userId);
    return out;
  }

  private forget(conn: Connection, channel: RealtimeChannel) {
    const set = this.byChannel.get(channel);
    if (!set) return;
    set.delete(conn);
    if (set.size === 0) this.byChannel.delete(channel);
  }
}
