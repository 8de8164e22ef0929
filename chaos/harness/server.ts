// A real Roost server process for the chaos run, started by the server tests' startServerProcess
// (apps/server/src/test/server-process.ts): from source, so a fresh clone needs no build for it, a
// run always tests the code in the tree (never a stale or half-rebuilt apps/server/dist), and node
// itself is the process, so SIGKILL hits the server and not a wrapper. It listens on 127.0.0.1 with a loopback PUBLIC_URL: a
// local server, so the development sign-in is on (decision 012) and clients sign in with an email.
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import path from "node:path";
import { startServerProcess } from "../../apps/server/src/test/server-process.ts";
import { freePort } from "./ports.ts";

const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

export interface ServerOptions {
  databaseUrl: string;
  /** DATA_DIR: secrets, uploads and the server's log file (server.log). */
  dataDir: string;
  /** Extra environment, e.g. SMTP_URL and TEST_CLOCK for the mail scenarios. */
  env?: Record<string, string>;
}

export class ChaosServer {
  private child: ChildProcess | null = null;
  private expectingExit = false;
  /** Exits nobody asked for (a crash), each with the last lines the server printed. */
  readonly crashes: string[] = [];
  private readonly tail: string[] = [];
  private readonly logFile: WriteStream;
  private readonly env: Record<string, string>;

  private constructor(
    readonly port: number,
    options: ServerOptions,
  ) {
    this.logFile = createWriteStream(path.join(options.dataDir, "server.log"), { flags: "a" });
    // Only what the server needs: nothing of the caller's environment (a developer's DATABASE_URL,
    // vitest's NODE_ENV=test) leaks into it.
    const inherited = Object.fromEntries(
      ["PATH", "HOME", "TMPDIR", "LANG", "SYSTEMROOT"].flatMap((k) =>
        process.env[k] ? [[k, process.env[k] as string]] : [],
      ),
    );
    this.env = {
      ...inherited,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      SEED_DEMO_DATA: "false",
      // A scenario sends faster than a person: the top of the allowed range (limits stay on).
      RATE_LIMIT_SCALE: "10",
      LOG_LEVEL: "warn",
      // The API only: no SPA, so a concurrent `npm run build` of the web app cannot break a start.
      WEB_DIST: path.join(options.dataDir, "no-web-app"),
      ...options.env,
    };
  }

  static async start(options: ServerOptions): Promise<ChaosServer> {
    const server = new ChaosServer(await freePort(), options);
    await server.start();
    return server;
  }

  /** http://127.0.0.1:PORT, also the Origin every write must carry. */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== null;
  }

  /** Starts the process (again, after a kill or stop) on the same port and waits until it is ready. */
  async start(): Promise<void> {
    if (this.child) throw new Error("server already running");
    const { child } = await startServerProcess({
      env: this.env,
      readyUrl: `${this.url}/api/health/ready`,
      onOutput: (chunk) => {
        this.logFile.write(chunk);
        for (const line of chunk.toString().split("\n")) if (line.trim()) this.tail.push(line);
        if (this.tail.length > 40) this.tail.splice(0, this.tail.length - 40);
      },
      describe: () => this.logTail(),
      timeoutMs: START_TIMEOUT_MS,
    });
    this.child = child;
    child.once("exit", (code, signal) => {
      if (this.child === child) this.child = null;
      if (!this.expectingExit)
        this.crashes.push(`the server exited by itself (${signal ?? `code ${code}`}):\n${this.logTail()}`);
    });
  }

  /** kill -9: no shutdown handler runs, in-flight requests and sockets are cut. */
  async kill9(): Promise<void> {
    await this.signal("SIGKILL");
  }

  /** SIGTERM (graceful shutdown), SIGKILL if it is still running after the bound. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    await this.signal("SIGTERM");
    clearTimeout(timer);
  }

  /** Synchronous last resort for an exiting process. */
  killNow(): void {
    this.child?.kill("SIGKILL");
  }

  /** The last lines the server printed, for a failure message. */
  logTail(): string {
    return this.tail.join("\n");
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    this.expectingExit = true;
    child.kill(signal);
    await exited;
    this.expectingExit = false;
    this.child = null;
  }
}
