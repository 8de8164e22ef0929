// The production entry point (main.ts) as a child process, for the tests that need a real server:
// graceful shutdown, backup and restore, and the chaos run. It runs from source with
// `node --import tsx` so no build is needed and node itself is the process, so a signal hits the
// server and not a wrapper.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
/** The repository root: the server's working directory, where `tsx` resolves from node_modules. */
const REPO_ROOT = path.resolve(here, "..", "..", "..", "..");
const MAIN = path.join(REPO_ROOT, "apps", "server", "src", "main.ts");

export interface ServerProcessOptions {
  /** The server's whole environment (nothing of the test's own is added). */
  env: NodeJS.ProcessEnv;
  /** The URL that answers 200 once the server is up, e.g. http://127.0.0.1:PORT/api/health/ready. */
  readyUrl: string;
  /** Receives everything the server prints on stdout and stderr. */
  onOutput?: (chunk: Buffer) => void;
  /** What to show when the server exits or is not ready in time: its output so far, or its tail. */
  describe?: () => string;
  timeoutMs?: number;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * Starts main.ts and resolves once `readyUrl` answers 200. Throws with the server's output if it
 * exits first or is not ready within the timeout (then it is killed, so no orphan keeps the port).
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const { env, readyUrl, onOutput, describe = () => "", timeoutMs = 60_000 } = options;
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    cwd: REPO_ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Always read both pipes: a full pipe buffer would stall the server.
  const output = (chunk: Buffer) => onOutput?.(chunk);
  child.stdout?.on("data", output);
  child.stderr?.on("data", output);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const ended = () => child.exitCode !== null || child.signalCode !== null;

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (ended()) throw new Error(`the server exited (${child.signalCode ?? child.exitCode}):\n${describe()}`);
    const ready = await fetch(readyUrl, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) return { child, exited };
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill("SIGKILL");
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s:\n${describe()}`);
}
