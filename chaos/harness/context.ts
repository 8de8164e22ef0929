// What a scenario gets from the runner: the shared PostgreSQL (which it may stop and start), a
// database of its own, servers and clients it starts (cleaned up by the runner), and helpers to
// build a group chat through the real API and read the conversation as stored.
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { QueryResultRow } from "pg";
import { ChaosClient, type ServerAddress } from "./client.ts";
import { waitFor } from "./ports.ts";
import type { ChaosPostgres } from "./postgres.ts";
import { ChaosServer } from "./server.ts";
import type { ScenarioResult, StoredMessage } from "./tally.ts";

export interface Scenario {
  /** Short name: the table's first column and the command-line filter (`npm run chaos -- NAME`). */
  name: string;
  /** One line saying what is injected and what must hold. */
  title: string;
  /** The whole scenario, setup included, is cut off after this long. */
  timeoutMs: number;
  run(ctx: ScenarioContext): Promise<ScenarioResult>;
}

export class ScenarioContext {
  private readonly servers: ChaosServer[] = [];
  private readonly clients: ChaosClient[] = [];
  private databaseName: string | null = null;

  constructor(
    readonly postgres: ChaosPostgres,
    /** A private directory for this scenario (server data directories, logs). */
    readonly dir: string,
    readonly log: (line: string) => void,
  ) {}

  /** This scenario's own database (created on first use), as a DATABASE_URL. */
  async databaseUrl(): Promise<string> {
    if (!this.databaseName) {
      const name = `chaos_${randomBytes(5).toString("hex")}`;
      await this.postgres.createDatabase(name);
      this.databaseName = name;
    }
    return this.postgres.url(this.databaseName);
  }

  /** A server process on this scenario's database; `env` adds to the harness's environment. */
  async startServer(env: Record<string, string> = {}): Promise<ChaosServer> {
    const dataDir = path.join(this.dir, `server-${this.servers.length + 1}`);
    mkdirSync(dataDir, { recursive: true });
    const server = await ChaosServer.start({ databaseUrl: await this.databaseUrl(), dataDir, env });
    this.servers.push(server);
    return server;
  }

  /** `count` signed-up students, named prefix-1…prefix-N. */
  async students(server: ServerAddress, prefix: string, count: number): Promise<ChaosClient[]> {
    const tag = randomBytes(3).toString("hex");
    const made = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        ChaosClient.signUp(server, `${prefix}-${i + 1}`, `${prefix}-${i + 1}-${tag}@chaos.test`),
      ),
    );
    this.clients.push(...made);
    return made;
  }

  /**
   * A group of these students (the first leads it, the others join by invite code) and its chat,
   * opened by every one of them; resolves once all are listening. Returns the conversation id.
   */
  async groupChat(members: readonly ChaosClient[]): Promise<string> {
    const [leader, ...others] = members;
    if (!leader) throw new Error("a group needs members");
    const group = await leader.must<{ id: string; invite_code: string }>("POST", "/api/groups", {
      name: `Chaos ${randomBytes(2).toString("hex")}`,
      max_members: Math.max(members.length, 2),
    });
    for (const member of others)
      await member.must("POST", "/api/groups/join", { invite_code: group.invite_code });
    const { conversation_id } = await leader.must<{ conversation_id: string }>(
      "POST",
      "/api/conversations/group",
      { group_id: group.id },
    );
    await Promise.all(members.map((m) => m.openChat(conversation_id)));
    await Promise.all(members.map((m) => m.ready()));
    return conversation_id;
  }

  /** One statement on this scenario's database (created on first use). */
  async query<R extends QueryResultRow>(text: string, params: unknown[] = []): Promise<R[]> {
    await this.databaseUrl();
    return this.postgres.query<R>(this.databaseName as string, text, params);
  }

  /** The conversation as stored, in seq order; null while the database cannot be read. */
  async history(conversationId: string): Promise<StoredMessage[] | null> {
    if (!this.databaseName || !this.postgres.up) return null;
    try {
      const rows = await this.query<{ id: string; content: string; seq: string }>(
        "select id, content, seq from messages where conversation_id = $1 order by seq",
        [conversationId],
      );
      return rows.map((r) => ({ id: r.id, content: r.content, seq: Number(r.seq) }));
    } catch {
      return null;
    }
  }

  /**
   * Whether live delivery works: `sender` sends one message and every other client must get it
   * through a live event on its open socket (no reconnect, no reload) within `boundMs`. Null when it
   * did, else what failed.
   */
  async probeLive(
    sender: ChaosClient,
    others: readonly ChaosClient[],
    boundMs = 5000,
  ): Promise<string | null> {
    const before = others.map((c) => ({ c, reconnects: c.reconnects }));
    const probe = sender.send(`live probe from ${sender.label} ${randomBytes(3).toString("hex")}`);
    await probe.settled;
    if (probe.outcome !== "acknowledged") return `the live probe was not acknowledged (${probe.outcome})`;
    const arrived = await waitFor(() => others.every((c) => c.viewIds().includes(probe.id)), boundMs);
    const late = others.filter((c) => !c.viewIds().includes(probe.id)).map((c) => c.label);
    if (!arrived) return `no live event within ${boundMs / 1000} s for ${late.join(", ")}`;
    const reconnected = before
      .filter(({ c, reconnects }) => c.reconnects !== reconnects)
      .map(({ c }) => c.label);
    if (reconnected.length > 0) return `the probe reached ${reconnected.join(", ")} only through a reconnect`;
    return null;
  }

  /** The pid of a server's LISTEN connection (the realtime bus), from pg_stat_activity. */
  async listenBackends(): Promise<number[]> {
    const rows = await this.postgres.query<{ pid: number }>(
      "postgres",
      "select pid from pg_stat_activity where datname = $1 and query like 'listen %'",
      [this.databaseName],
    );
    return rows.map((r) => r.pid);
  }

  /** What crashed on its own among this scenario's servers (a failure whatever the counts say). */
  crashes(): string[] {
    return this.servers.flatMap((s) => s.crashes);
  }

  /** Closes every client and stops every server this scenario started. */
  async cleanup(): Promise<void> {
    for (const c of this.clients) c.close();
    await Promise.all(this.servers.map((s) => s.stop()));
  }

  /** Synchronous last resort for an exiting process. */
  killNow(): void {
    for (const s of this.servers) s.killNow();
  }
}
