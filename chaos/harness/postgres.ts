// A real PostgreSQL the chaos run owns: the server's own embedded runner (apps/server/src/db/embedded.ts)
// on a private data directory and a free port, so a scenario can stop it, keep it down and start it
// again on the same address while servers keep their DATABASE_URL.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "../../apps/server/src/db/embedded.ts";
import { freePort } from "./ports.ts";

export class ChaosPostgres {
  private constructor(
    readonly dataDir: string,
    readonly port: number,
    private running: EmbeddedPostgres | null,
    private readonly adminUrl: string,
  ) {}

  static async start(dataDir: string): Promise<ChaosPostgres> {
    const port = await freePort();
    const running = await startEmbeddedPostgres({ dataDir, port });
    return new ChaosPostgres(dataDir, port, running, running.url);
  }

  get up(): boolean {
    return this.running !== null;
  }

  /** The address of one database of this server (the admin database when none is named). */
  url(database = "postgres"): string {
    const url = new URL(this.adminUrl);
    url.pathname = `/${database}`;
    return url.toString();
  }

  /** A new, empty database; the server that starts on it runs the migrations. */
  async createDatabase(name: string): Promise<string> {
    await this.query("postgres", `create database ${pg.escapeIdentifier(name)}`);
    return this.url(name);
  }

  /** One statement on a short-lived connection (never a pooled one, which would die with a restart). */
  async query<R extends pg.QueryResultRow>(
    database: string,
    text: string,
    params: unknown[] = [],
  ): Promise<R[]> {
    const client = new pg.Client({ connectionString: this.url(database), connectionTimeoutMillis: 2000 });
    client.on("error", () => {});
    try {
      await client.connect();
      return (await client.query<R>(text, params)).rows;
    } finally {
      await client.end().catch(() => {});
    }
  }

  /** Fast shutdown (SIGINT): open transactions roll back, every connection is cut. */
  async stop(): Promise<void> {
    const running = this.running;
    this.running = null;
    await running?.stop();
  }

  /** Starts it again on the same data directory and port (crash recovery included). */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = await startEmbeddedPostgres({ dataDir: this.dataDir, port: this.port });
  }

  /**
   * Synchronous last resort for an exiting process (a failed or interrupted run): immediate
   * shutdown of the postmaster, so no PostgreSQL outlives the run.
   */
  killNow(): void {
    const pidFile = path.join(this.dataDir, "pg", "postmaster.pid");
    if (!existsSync(pidFile)) return;
    const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
    try {
      if (pid > 0) process.kill(pid, "SIGQUIT");
    } catch {
      // Already gone.
    }
  }
}
