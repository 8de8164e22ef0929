// The postgres server process: started and waited for, stopped, and the leftovers of a crashed
// earlier run recovered before a new start.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { RunAs } from "./embedded-binaries.ts";
import { EmbeddedPostgresError, PortTakenError } from "./embedded-error.ts";

/** Starts postgres on pgData and waits until it accepts connections; resolves to its stop(). */
export async function runPostgres({
  binDir,
  pgData,
  url,
  port,
  owner,
}: {
  binDir: string;
  pgData: string;
  url: string;
  port: number;
  owner: RunAs | null;
}): Promise<() => Promise<void>> {
  const child = spawn(
    path.join(binDir, "postgres"),
    [
      "-D",
      pgData,
      "-p",
      String(port),
      "-h",
      "127.0.0.1",
      "-c",
      "unix_socket_directories=",
      "-c",
      "max_connections=200",
    ],
    { stdio: ["ignore", "pipe", "pipe"], ...(owner ?? {}) },
  );
  const output: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) if (line.trim()) output.push(line);
    if (output.length > 50) output.splice(0, output.length - 50);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);

  await waitUntilReady(url, child, output);
  return () => stopChild(child);
}

/**
 * Recovers from a crash of an earlier run: a postmaster.pid whose process is gone is removed, and
 * a PostgreSQL left running without its Roost server (an orphan adopted by init) is shut down.
 * A PostgreSQL whose server is still alive belongs to another running Roost: that is an error.
 */
export async function recoverFromCrash(pgData: string, log: (line: string) => void) {
  const pidFile = path.join(pgData, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (pid > 0 && isPostgresProcess(pid)) {
    if (!isOrphan(pid)) {
      throw new EmbeddedPostgresError(
        `PostgreSQL is already running on ${pgData} (pid ${pid}). Is another Roost server running?`,
      );
    }
    log(`Stopping PostgreSQL (pid ${pid}) left running by a crashed server`);
    process.kill(pid, "SIGINT");
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && isPostgresProcess(pid)) await new Promise((r) => setTimeout(r, 100));
    if (isPostgresProcess(pid))
      throw new EmbeddedPostgresError(`PostgreSQL (pid ${pid}) did not stop; stop it and retry.`);
  }
  if (existsSync(pidFile)) {
    log("Removing a stale postmaster.pid left by a crash");
    rmSync(pidFile, { force: true });
  }
}

/** Whether a process's parent is gone, i.e. it was re-parented to init (pid 1). */
function isOrphan(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return false;
  // Fields after the parenthesised command name: state, then the parent pid.
  const afterName = readFileSync(stat, "utf8").split(") ").pop() ?? "";
  return Number(afterName.split(" ")[1]) === 1;
}

export function isPostgresProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const cmdline = `/proc/${pid}/cmdline`;
  // Without /proc we cannot tell a reused pid from a live server; assume it is live to be safe.
  if (!existsSync(cmdline)) return true;
  return readFileSync(cmdline, "utf8").includes("postgres");
}

async function waitUntilReady(url: string, child: ChildProcess, output: string[]) {
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited) {
      const message = `PostgreSQL stopped while starting:\n${output.join("\n")}`;
      throw output.some((line) => line.includes("Address already in use"))
        ? new PortTakenError(message)
        : new EmbeddedPostgresError(message);
    }
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill("SIGINT");
  throw new EmbeddedPostgresError(`PostgreSQL did not start within 30 s:\n${output.join("\n")}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    // SIGINT is PostgreSQL's "fast shutdown": roll back open transactions and exit cleanly.
    child.kill("SIGINT");
  });
}
