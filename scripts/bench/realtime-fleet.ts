// The realtime bench's client processes, seen from the bench: a fleet of socket holders
// (realtime-clients.ts) and one sender (realtime-sender.ts), forked with tsx and driven over IPC.
import { type ChildProcess, fork } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ClientCommand, ClientReport, ClientResult, SocketPlan } from "./realtime-clients.ts";
import type { SendCommand, SendReport } from "./realtime-sender.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

function forkTs(file: string): ChildProcess {
  return fork(path.join(here, file), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
}

/** The next IPC message of this type from the child; rejects on "failed" or if the child exits. */
function next<T extends { type: string }>(child: ChildProcess, type: T["type"]): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type: string; error?: string }) => {
      if (message.type === "failed") done(() => reject(new Error(message.error)));
      else if (message.type === type) done(() => resolve(message as T));
    };
    const onExit = (code: number | null) =>
      done(() => reject(new Error(`bench child ${child.pid} exited (${code}) before "${type}"`)));
    const done = (settle: () => void) => {
      child.off("message", onMessage);
      child.off("exit", onExit);
      settle();
    };
    child.on("message", onMessage);
    child.once("exit", onExit);
  });
}

export class ClientFleet {
  private readonly delivered: number[];

  private constructor(private readonly children: ChildProcess[]) {
    this.delivered = children.map(() => 0);
    for (const [i, child] of children.entries()) {
      child.on("message", (m: ClientReport) => {
        if (m.type === "progress") this.delivered[i] = m.deliveries;
      });
    }
  }

  static start(processes: number): ClientFleet {
    return new ClientFleet(Array.from({ length: processes }, () => forkTs("realtime-clients.ts")));
  }

  private command(child: ChildProcess, command: ClientCommand) {
    child.send(command);
  }

  /** Opens and subscribes the sockets, dealt out to the processes in turn. */
  async open(sockets: SocketPlan[], concurrency: number): Promise<void> {
    const shares = this.children.map((_, i) => sockets.filter((_, s) => s % this.children.length === i));
    const opened = this.children.map((child) => next(child, "opened"));
    for (const [i, child] of this.children.entries()) {
      this.command(child, {
        type: "open",
        sockets: shares[i] as SocketPlan[],
        concurrency: Math.ceil(concurrency / this.children.length),
      });
    }
    await Promise.all(opened);
  }

  /** From now on a closed socket counts as unexpected, and the processes report progress. */
  start() {
    this.delivered.fill(0);
    for (const child of this.children) this.command(child, { type: "start" });
  }

  /** Deliveries since start() as last reported (every 100 ms). */
  get deliveries(): number {
    return this.delivered.reduce((a, b) => a + b, 0);
  }

  async collect(): Promise<ClientResult[]> {
    const results = this.children.map((child) => next<ClientReport & { type: "result" }>(child, "result"));
    for (const child of this.children) this.command(child, { type: "collect" });
    return (await Promise.all(results)).map((r) => r.result);
  }

  stop() {
    for (const child of this.children) child.kill("SIGKILL");
  }
}

/** Runs the sender in its own process and returns what it sent. */
export async function sendFromChild(command: Omit<SendCommand, "type">): Promise<SendReport> {
  const child = forkTs("realtime-sender.ts");
  try {
    const sent = next<SendReport>(child, "sent");
    child.send({ type: "send", ...command } satisfies SendCommand);
    return await sent;
  } finally {
    child.kill("SIGKILL");
  }
}
