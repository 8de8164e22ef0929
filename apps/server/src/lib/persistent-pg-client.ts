import pg from "pg";
import type { Logger } from "./logger.ts";

const RECONNECT_DELAYS_MS = [250, 1000, 2000, 5000, 10_000];

/**
 * One dedicated PostgreSQL connection outside the pool that reconnects with backoff when lost
 * (the realtime bus's LISTEN, the hub's membership checks). `prepare` runs on every new
 * connection before it is handed out, e.g. to LISTEN or attach notification handlers.
 */
export class PersistentPgClient {
  private client: pg.Client | null = null;
  private stopped = true;
  private retry: NodeJS.Timeout | null = null;
  private attempt = 0;
  /** A connection was lost or could not be opened since the last one was ready. */
  private outage = false;

  constructor(
    private readonly options: {
      url: string;
      log: Logger;
      /** Named in log lines, e.g. "LISTEN connection". */
      name: string;
      config?: Omit<pg.ClientConfig, "connectionString">;
      prepare?(client: pg.Client): Promise<void> | void;
      /**
       * Called once a connection is ready again after an outage (lost, or not opened at start):
       * whatever it would have received meanwhile (e.g. NOTIFYs) is gone for good.
       */
      onRestored?(): void;
    },
  ) {}

  /** The live connection, or null while it is down. */
  get current(): pg.Client | null {
    return this.client;
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
    const { url, log, name, config, prepare, onRestored } = this.options;
    const client = new pg.Client({ ...config, connectionString: url });
    const lost = (err?: unknown) => {
      if (this.client !== client) return;
      this.client = null;
      this.outage = true;
      client.end().catch(() => {});
      if (this.stopped) return;
      log.warn({ err }, `realtime: ${name} lost, reconnecting`);
      this.scheduleReconnect();
    };
    client.on("error", lost);
    client.on("end", () => lost());
    try {
      await client.connect();
      await prepare?.(client);
      if (this.stopped) {
        await client.end().catch(() => {});
        return;
      }
      this.client = client;
      this.attempt = 0;
    } catch (err) {
      this.outage = true;
      await client.end().catch(() => {});
      if (this.stopped) return;
      log.warn({ err }, `realtime: could not open the ${name}, retrying`);
      this.scheduleReconnect();
      return;
    }
    if (!this.outage) return;
    this.outage = false;
    try {
      onRestored?.();
    } catch (err) {
      log.error({ err }, `realtime: ${name} restore handler failed`);
    }
  }

  private scheduleReconnect() {
    const delay = RECONNECT_DELAYS_MS[Math.min(this.attempt, RECONNECT_DELAYS_MS.length - 1)] ?? 10_000;
    this.attempt++;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.stopped) void this.connect();
    }, delay);
    this.retry.unref?.();
  }
}
