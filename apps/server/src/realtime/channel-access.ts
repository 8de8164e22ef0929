import type { RealtimeChannel } from "@roost/shared/domain/realtime-channels.ts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { conversationParticipants } from "../db/schema.ts";
import type { Logger } from "../lib/logger.ts";
import { PersistentPgClient } from "../lib/persistent-pg-client.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const CONVERSATION_PREFIX = "conversation:";

/** One (conversation_id, user_id) membership row. */
interface MemberRow {
  conversation_id: string;
  user_id: string;
}

/** One membership query for a whole batch of deliveries: which of these pairs are participants. */
const MEMBERSHIP_SQL = `select conversation_id, user_id from conversation_participants
  where (conversation_id, user_id) in (select * from unnest($1::uuid[], $2::text[]))`;

export const pairKey = (conversationId: string, userId: string) =>
  `${conversationId.toLowerCase()} ${userId}`;

/** Counters of membership checks, for benchmarks and tests. */
export interface AccessStats {
  membershipQueries: number;
  membershipFailures: number;
}

/**
 * Who may read a channel: a user channel its user only; a conversation channel its participants
 * only — asked once on subscribe, and for a whole delivery pass at once (members()), so a user who
 * left or was removed (or whose account was deleted, which cascades without an event) stops
 * receiving at once.
 */
export class ChannelAccess {
  private readonly dedicated: MembershipClient | null;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly stats: AccessStats,
    databaseUrl: string | undefined,
  ) {
    this.dedicated = databaseUrl ? new MembershipClient(databaseUrl, log) : null;
  }

  /** Opens the dedicated membership connection (without it, checks use the shared pool). */
  async start(): Promise<void> {
    await this.dedicated?.start();
  }

  async stop(): Promise<void> {
    await this.dedicated?.stop();
  }

  async mayRead(userId: string, channel: RealtimeChannel): Promise<boolean> {
    if (channel.startsWith("user:")) return channel === `user:${userId}`;
    if (channel.startsWith(CONVERSATION_PREFIX)) {
      const conversationId = channel.slice(CONVERSATION_PREFIX.length);
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

  /** The pairs that are participants now, as pairKey()s; null when the check could not run. */
  async members(pairs: [string, string][]): Promise<Set<string> | null> {
    const conversationIds = pairs.map((p) => p[0]);
    const userIds = pairs.map((p) => p[1]);
    this.stats.membershipQueries++;
    let rows: MemberRow[] | null = null;
    if (this.dedicated?.ready) {
      try {
        rows = await this.dedicated.query(conversationIds, userIds);
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
