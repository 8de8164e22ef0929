import {
  RealtimeChannelSchema,
  type RealtimeEvent,
  RealtimeEventSchema,
} from "@roost/shared/contracts/conversations.ts";
import type { RealtimeChannel } from "@roost/shared/domain/realtime-channels.ts";
import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type pg from "pg";
import type { Tx } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import { PersistentPgClient } from "../lib/persistent-pg-client.ts";

/** The one PostgreSQL NOTIFY channel every server instance LISTENs on. */
export const BUS_CHANNEL = "roost_events";
/**
 * Sessions that ended (signed out): every instance closes their sockets. A separate channel, so
 * the client-facing event contract stays as it is; the payload is a JSON array of session ids.
 */
export const SESSION_ENDED_CHANNEL = "roost_session_ended";
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; envelopes are packed below this. */
export const MAX_PAYLOAD_BYTES = 7900;

export interface BusEnvelope {
  channel: RealtimeChannel;
  event: RealtimeEvent;
  /**
   * On a conversation's event, its participants as the statement that published it read them: the
   * hub checks its subscribers against this list instead of asking the database again.
   */
  members?: readonly string[];
}

/**
 * Publishes an event through PostgreSQL. Call it with the transaction that made the change:
 * NOTIFY is delivered only when that transaction commits (and never if it rolls back), which is
 * exactly "after commit". Outside a transaction it is delivered at once. Payloads are ids only,
 * never message content.
 */
export async function publish(tx: Tx, channel: RealtimeChannel, event: RealtimeEvent): Promise<void> {
  await publishMany(tx, [{ channel, event }]);
}

/**
 * Publishes several events in order, packed into as few NOTIFYs as fit under PostgreSQL's payload
 * limit (a message to a 10-person group is 11 events, one NOTIFY): every notification costs at
 * commit, so fewer is cheaper. A payload is one envelope object, or a JSON array of envelopes
 * delivered in array order. Identical envelopes within one call are sent once (as PostgreSQL's
 * own NOTIFY de-duplication did when each was a separate notification).
 */
export async function publishMany(
  tx: Tx,
  envelopes: readonly BusEnvelope[],
  options: PublishOptions = {},
): Promise<void> {
  const payloads = packPayloads(envelopes, MAX_PAYLOAD_BYTES, Date.now());
  const writes = options.alongside ?? [];
  if (payloads.length === 0 && writes.length === 0) return;
  // One round trip; the select list is evaluated left to right, so NOTIFYs keep their order. The
  // writes run as data-modifying WITH queries of the same statement, which PostgreSQL always runs.
  const notifies = payloads.length
    ? sql.join(
        payloads.map((p) => sql`pg_notify(${BUS_CHANNEL}, ${p}::text)`),
        sql`, `,
      )
    : sql`null`;
  const withWrites = writes.length
    ? sql`with ${sql.join(
        writes.map((write, i) => sql`${sql.raw(`write_${i}`)} as (${write})`),
        sql`, `,
      )} `
    : sql``;
  await tx.execute(sql`${withWrites}select ${notifies}`);
}

export interface PublishOptions {
  /**
   * Writes (INSERT … RETURNING, as SQL) made in the same statement as the NOTIFYs: a chat message's
   * notifications and email jobs go with its events in one round trip.
   */
  alongside?: readonly SQL[];
}

/**
 * One envelope built in SQL, as packPayloads writes it: for a statement that publishes events about
 * the rows it makes (a chat message and its notifications, whose ids exist only there). `members`,
 * a JSON array of user ids, becomes the envelope's `members`.
 */
export function envelopeSql(channel: SQL, event: SQL, publishedAt: Placeholder | number, members?: SQL): SQL {
  return sql`json_build_object('channel', ${channel}, 'event', ${event}, 'at', ${publishedAt}::bigint
    ${members ? sql`, 'members', ${members}` : sql``})`;
}

/**
 * The payload of the envelopes of `envelopes` (rows of `ord` and `envelope`), in `ord` order, as a
 * query of one `payload` column: null when there are none. The caller keeps them well under
 * MAX_PAYLOAD_BYTES: PostgreSQL refuses a larger payload.
 */
export function envelopesPayloadSql(envelopes: SQL): SQL {
  return sql`select json_agg(e.envelope order by e.ord)::text as payload from (${envelopes}) e`;
}

/**
 * NOTIFYs a payload built by a statement that has already committed, in a transaction of its own
 * that writes nothing. A transaction that NOTIFYs holds a database-wide lock while it commits, and
 * one that wrote rows holds it through the flush of its WAL: every such commit then waits for the
 * last one's flush. This one flushes nothing, so commits elsewhere go on together (decision 049).
 */
export async function announce(pool: pg.Pool, payload: string): Promise<void> {
  await pool.query({ name: "announce", text: "select pg_notify($1, $2)", values: [BUS_CHANNEL, payload] });
}

/**
 * The NOTIFY payloads for these envelopes, in order, each under MAX_PAYLOAD_BYTES. With
 * `publishedAt` (epoch ms) every envelope carries it as `at`, from which each instance measures
 * the bus lag (/metrics); listeners that predate it ignore the extra field.
 */
export function packPayloads(
  envelopes: readonly BusEnvelope[],
  maxBytes = MAX_PAYLOAD_BYTES,
  publishedAt?: number,
): string[] {
  const seen = new Set<string>();
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let size = 2; // "[" and "]"
  for (const e of envelopes) {
    const json = JSON.stringify(publishedAt === undefined ? e : { ...e, at: publishedAt });
    if (seen.has(json)) continue;
    seen.add(json);
    const bytes = Buffer.byteLength(json);
    if (bytes > maxBytes) throw new Error(`realtime payload too large (${e.event.kind})`);
    if (chunk.length > 0 && size + 1 + bytes > maxBytes) {
      chunks.push(chunk);
      chunk = [];
      size = 2;
    }
    size += (chunk.length > 0 ? 1 : 0) + bytes;
    chunk.push(json);
  }
  if (chunk.length > 0) chunks.push(chunk);
  // A lone envelope goes as a bare object: the format listeners have always understood.
  return chunks.map((c) => (c.length === 1 ? (c[0] as string) : `[${c.join(",")}]`));
}

/** One envelope, or null if the value is not a valid one. */
function toEnvelope(raw: unknown): BusEnvelope | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { channel, event } = raw as { channel?: unknown; event?: unknown };
  const c = RealtimeChannelSchema.safeParse(channel);
  const e = RealtimeEventSchema.safeParse(event);
  if (!c.success || !e.success) return null;
  const { members } = raw as { members?: unknown };
  const listed = Array.isArray(members) && members.every((m) => typeof m === "string");
  return { channel: c.data as RealtimeChannel, event: e.data, ...(listed && { members }) };
}

/**
 * The envelopes of one NOTIFY payload (an envelope or an array of them), in order. Invalid
 * entries are left out and counted in `invalid`; `publishedAt` when the publisher stamped them.
 */
export function parsePayload(payload: string | undefined): {
  envelopes: BusEnvelope[];
  invalid: number;
  publishedAt?: number;
} {
  if (!payload) return { envelopes: [], invalid: 1 };
  let raw: unknown;
  try {
    raw = JSON.parse(payload);
  } catch {
    return { envelopes: [], invalid: 1 };
  }
  const items = Array.isArray(raw) ? raw : [raw];
  const envelopes: BusEnvelope[] = [];
  let invalid = 0;
  let publishedAt: number | undefined;
  for (const item of items) {
    const envelope = toEnvelope(item);
    if (envelope) envelopes.push(envelope);
    else invalid++;
    const at = (item as { at?: unknown } | null)?.at;
    if (typeof at === "number" && Number.isFinite(at)) publishedAt ??= at;
  }
  return { envelopes, invalid, ...(publishedAt !== undefined && { publishedAt }) };
}

/**
 * Tells every instance that these sessions ended, so their WebSockets close (after commit when
 * called with a transaction). Revocations that bypass this are caught by the hub's heartbeat check.
 */
export async function publishSessionsEnded(tx: Tx, sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await tx.execute(sql`select pg_notify(${SESSION_ENDED_CHANNEL}, ${JSON.stringify(sessionIds)}::text)`);
}

/** The session ids of a SESSION_ENDED_CHANNEL payload; [] for anything malformed. */
export function parseSessionsEnded(payload: string | undefined): string[] {
  try {
    const raw: unknown = JSON.parse(payload ?? "");
    return Array.isArray(raw) ? raw.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/** Called with each event from the bus, and the publisher's clock at NOTIFY when it sent one. */
type EventHandler = (envelope: BusEnvelope, publishedAt?: number) => void;

/**
 * The LISTEN side: one dedicated connection per server instance (a pooled connection cannot hold a
 * LISTEN). On error it reconnects with backoff; events published while it was down are not
 * replayed — PostgreSQL keeps no NOTIFY for a listener that is gone — so once it listens again it
 * calls the onRestored handlers, and the hub makes every socket resync (decision 004).
 */
export class EventBus {
  private readonly connection: PersistentPgClient;
  private readonly handlers = new Set<EventHandler>();
  private readonly sessionHandlers = new Set<(sessionIds: string[]) => void>();
  private readonly restoredHandlers = new Set<() => void>();

  constructor(url: string, log: Logger) {
    this.connection = new PersistentPgClient({
      url,
      log,
      name: "LISTEN connection",
      prepare: async (client) => {
        client.on("notification", (msg) => {
          if (msg.channel === SESSION_ENDED_CHANNEL) {
            const ids = parseSessionsEnded(msg.payload);
            for (const handler of this.sessionHandlers) {
              try {
                handler(ids);
              } catch (err) {
                log.error({ err }, "realtime: session handler failed");
              }
            }
            return;
          }
          if (msg.channel !== BUS_CHANNEL) return;
          const { envelopes, invalid, publishedAt } = parsePayload(msg.payload);
          if (invalid > 0) log.warn({ invalid }, "realtime: ignored a malformed bus payload");
          for (const envelope of envelopes) {
            for (const handler of this.handlers) {
              try {
                handler(envelope, publishedAt);
              } catch (err) {
                log.error({ err }, "realtime: event handler failed");
              }
            }
          }
        });
        await client.query(`listen ${BUS_CHANNEL}; listen ${SESSION_ENDED_CHANNEL}`);
      },
      onRestored: () => {
        for (const handler of this.restoredHandlers) handler();
      },
    });
  }

  onEvent(handler: EventHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  /** Called with the ids of sessions that signed out, on whichever instance that happened. */
  onSessionsEnded(handler: (sessionIds: string[]) => void): () => void {
    this.sessionHandlers.add(handler);
    return () => this.sessionHandlers.delete(handler);
  }

  /**
   * Called when the bus listens again after an outage (lost, or not up at start): events of the
   * outage are gone, so whoever relies on them must catch up.
   */
  onRestored(handler: () => void): () => void {
    this.restoredHandlers.add(handler);
    return () => this.restoredHandlers.delete(handler);
  }

  get listening(): boolean {
    return this.connection.current !== null;
  }

  start(): Promise<void> {
    return this.connection.start();
  }

  stop(): Promise<void> {
    return this.connection.stop();
  }
}
