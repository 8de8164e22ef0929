// Roost on several instances behind HAProxy, on one machine: a standalone PostgreSQL (the embedded
// binaries as a server of their own, or DATABASE_URL), N app instances (main.ts as a process each,
// on its own port) and HAProxy in front on one address. Used by `npm run cluster` (run.ts), the
// cluster tests and the realtime bench.

import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "../apps/server/src/db/embedded.ts";
import { localVapidKeys } from "../apps/server/src/features/push/push-config.ts";
import { freePort } from "../apps/server/src/test/free-port.ts";
import { type ServerProcess, startServerProcess } from "../apps/server/src/test/server-process.ts";
import { ensureHaproxy, haproxyConfig, startHaproxy } from "./haproxy.ts";

export interface ClusterOptions {
  /** App instances behind the balancer (3). */
  instances?: number;
  /** The balancer's port: the cluster's one address (a free one when absent). */
  port?: number;
  /** An existing PostgreSQL; without it an embedded one runs in `dataDir`/pg. */
  databaseUrl?: string;
  /** PostgreSQL's data (when embedded) and the uploaded files every instance shares. */
  dataDir: string;
  /** More environment for every instance (it wins over the cluster's own). */
  env?: Record<string, string>;
  log?: (line: string) => void;
  /** Each line an instance or HAProxy prints, with its name. */
  onOutput?: (name: string, line: string) => void;
}

export class Instance {
  private running: ServerProcess | null = null;
  /** The last lines it printed, shown when it fails to start. */
  readonly output: string[] = [];

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    private readonly onOutput: (name: string, line: string) => void,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get up(): boolean {
    return this.running !== null;
  }

  /** Whether its process ended without being stopped (a crash). */
  get crashed(): boolean {
    const child = this.running?.child;
    return child !== undefined && (child.exitCode !== null || child.signalCode !== null);
  }

  /** Its process id while it runs (for CPU figures). */
  get pid(): number | undefined {
    return this.running?.child.pid;
  }

  async start(): Promise<void> {
    this.running = await startServerProcess({
      env: this.env,
      readyUrl: `${this.url}/api/health/ready`,
      onOutput: (chunk) => {
        for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) {
          this.output.push(line);
          if (this.output.length > 50) this.output.shift();
          this.onOutput(this.name, line);
        }
      },
      describe: () => this.output.join("\n"),
    });
  }

  /** SIGTERM drains it (readiness 503, sockets closed with 1012); SIGKILL is a crash. */
  async stop(signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
    const running = this.running;
    this.running = null;
    if (!running || running.child.exitCode !== null) return;
    running.child.kill(signal);
    await running.exited;
  }
}

export interface Cluster {
  /** The one address: HAProxy. */
  url: string;
  databaseUrl: string;
  authSecret: string;
  instances: Instance[];
  /** HAProxy's process id (for CPU figures). */
  balancerPid: number | undefined;
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { dataDir, log = () => {}, onOutput = () => {} } = options;
  const count = options.instances ?? 3;
  mkdirSync(dataDir, { recursive: true });
  const stops: (() => Promise<unknown> | unknown)[] = [];
  const stop = async () => {
    while (stops.length) await Promise.resolve((stops.pop() as () => unknown)()).catch(() => {});
  };
  try {
    const haproxy = ensureHaproxy(log);
    let embedded: EmbeddedPostgres | null = null;
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), log });
      stops.push(() => embedded?.stop());
      databaseUrl = embedded.url;
      log(`PostgreSQL (embedded, standalone) on ${new URL(databaseUrl).host}`);
    }
    const port = options.port ?? (await freePort());
    const url = `http://127.0.0.1:${port}`;
    const authSecret = options.env?.AUTH_SECRET ?? randomBytes(32).toString("base64url");
    // One VAPID pair for every instance, kept in the cluster's directory: a browser's subscription
    // is bound to the public key, so a new pair on each start would silence every device.
    const vapid = options.env?.VAPID_PUBLIC_KEY ? null : localVapidKeys(dataDir);
    const files = path.join(dataDir, "files");
    const instances: Instance[] = [];
    for (let i = 1; i <= count; i++) {
      const instancePort = await freePort();
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(instancePort),
        PUBLIC_URL: url,
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: authSecret,
        ...(vapid && { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey }),
        DATA_DIR: files,
        // HAProxy is the one proxy in front: its X-Forwarded-For entry is the client.
        TRUSTED_PROXIES: "1",
        LOG_LEVEL: "warn",
        SEED_DEMO_DATA: "false",
        ...options.env,
      };
      instances.push(new Instance(`app${i}`, instancePort, env, onOutput));
    }
    // The first one migrates (the others would wait on its advisory lock anyway), then the rest together.
    const [first, ...rest] = instances as [Instance, ...Instance[]];
    stops.push(() => Promise.all(instances.map((instance) => instance.stop())));
    await first.start();
    await Promise.all(rest.map((instance) => instance.start()));
    log(`${count} app instances ready on ports ${instances.map((i) => i.port).join(", ")}`);

    const balancer: ChildProcess = startHaproxy(
      haproxy,
      dataDir,
      haproxyConfig({ port, backends: instances.map((i) => ({ name: i.name, port: i.port })) }),
    );
    const haproxyExited = new Promise((resolve) => balancer.once("exit", resolve));
    for (const stream of [balancer.stdout, balancer.stderr])
      stream?.on("data", (chunk: Buffer) => {
        for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) onOutput("haproxy", line);
      });
    stops.push(async () => {
      if (balancer.exitCode === null) balancer.kill("SIGTERM");
      await haproxyExited;
    });
    await Promise.race([
      waitFor(`${url}/api/health/ready`, 15_000),
      haproxyExited.then((code) => {
        throw new Error(`HAProxy exited (${code}): see its lines above`);
      }),
    ]);
    log(`HAProxy on ${url} (round robin, no stickiness, httpchk /api/health/ready)`);
    return { url, databaseUrl, authSecret, instances, balancerPid: balancer.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
