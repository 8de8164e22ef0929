import {
  type RealtimeChannel,
  RealtimeChannelSchema,
  type RealtimeEvent,
  RealtimeEventSchema,
} from "@roost/shared/contracts/conversations.ts";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Tx } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";

/** The one PostgreSQL NOTIFY channel every server instance LISTENs on. */
export const BUS_CHANNEL = "roost_events";
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; ours are ids only, far below. */
const MAX_PAYLOAD_BYTES = 7900;

export interface BusEnvelope {
  channel: RealtimeChannel;
  event: RealtimeEvent;
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

export async function publishMany(tx: Tx, envelopes: readonly BusEnvelope[]): Promise<void> {
  if (envelopes.length === 0) return;
  const payloads = envelopes.map((e) => {
    const payload = JSON.stringify(e);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES)
      throw new Error(`realtime payload too large (${e.event.kind})`);
    return payload;
  });
  // One round trip; the select list is evaluated left to right, so NOTIFYs keep their order.
  await tx.execute(
    sql`select ${sql.join(
      payloads.map((p) => sql`pg_notify(${BUS_CHANNEL}, ${p}::text)`),
      sql`, `,
    )}`,
  );
}

export function parseEnvelope(payload: string | undefined): BusEnvelope | null {
  if (!payload) return null;
  try {
    const raw = JSON.parse(payload) as { channel?: unknown; event?: unknown };
    const channel = RealtimeChannelSchema.safeParse(raw.channel);
    const event = RealtimeEventSchema.safeParse(raw.event);
    if (!channel.success || !event.success) return null;
    return { channel: channel.data as RealtimeChannel, event: event.data };
  } catch {
    return null;
  }
}

/**
 * The LISTEN side: one dedicated connection per server instance (a pooled connection cannot hold a
 * LISTEN). On error it reconnects with backoff; events published while it was down are not
 * replayed, which is why clients refetch on reconnect and pages refetch on focus of a chat.
 */
export class EventBus {
  private client: pg.Client | null = null;
  private stopped = true;
  private retry: NodeJS.Timeout | null = null;
  private attempt = 0;
  private readonly handlers = new Set<(envelope: BusEnvelope) => void>();

  constructor(
    private readonly url: string,
    private readonly log: Logger,
  ) {}

  onEvent(handler: (envelope: BusEnvelope) => void): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  get listening(): boolean {
    return this.client !== null;
  }

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on("notification", (msg) => {
      if (msg.channel !== BUS_CHANNEL) return;
      const envelope = parseEnvelope(msg.payload);
      if (!envelope) {
        this.log.warn("realtime: ignored a malformed bus payload");
        return;
      }
      for (const handler of this.handlers) {
        try {
          handler(envelope);
        } catch (err) {
          this.log.error({ err }, "realtime: event handler failed");
        }
      }
    });
    const lost = (err?: unknown) => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => {});
      if (this.stopped) return;
      this.log.warn({ err }, "realtime: LISTEN connection lost, reconnecting");
      this.scheduleReconnect();
    };
    client.on("error", lost);
    client.on("end", () => lost());
    try {
      await client.connect();
      await client.query(`listen ${BUS_CHANNEL}`);
      if (this.stopped) {
        await client.end().catch(() => {});
        return;
      }
      this.client = client;
      this.attempt = 0;
    } catch (err) {
      await client.end().catch(() => {});
      if (this.stopped) return;
      this.log.warn({ err }, "realtime: could not LISTEN, retrying");
      this.scheduleReconnect();
    }
  }

  private scheduleReconnect() {
    const delays = [250, 1000, 2000, 5000, 10_000];
    const delay = delays[Math.min(this.attempt, delays.length - 1)] ?? 10_000;
    this.attempt++;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.stopped) void this.connect();
    }, delay);
  }
}
