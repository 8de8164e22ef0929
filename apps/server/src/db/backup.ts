import {
  copyFileSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { copyFile, mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import pg from "pg";
import * as tar from "tar";
import { embeddedDatabaseUrl, startEmbeddedPostgres } from "./embedded.ts";
import { isPostgresProcess } from "./embedded-process.ts";

/**
 * Backup and restore of the embedded PostgreSQL (DATA_DIR/pg) and the uploaded files (DATA_DIR/files).
 * The embedded package ships no pg_dump or pg_basebackup, so the backup uses the server's low-level
 * API: pg_backup_start, a file copy of the live data directory, pg_backup_stop, then the WAL written
 * meanwhile. PostgreSQL replays that WAL from the backup_label on the first start after a restore.
 */

export class BackupError extends Error {}

/** Next to pg/ and files/: the database password and the local secrets, so the restored app signs in to its database and keeps its sessions. */
const SECRET_FILES = ["pg-password", "auth-secret"];
/** Directories whose contents PostgreSQL rebuilds or does not need in a base backup (see "Making a Base Backup Using the Low Level API"). */
const SKIP_CONTENTS = new Set([
  "pg_wal",
  "pg_replslot",
  "pg_dynshmem",
  "pg_notify",
  "pg_serial",
  "pg_snapshots",
  "pg_stat_tmp",
  "pg_subtrans",
]);
const SKIP_FILES = new Set(["postmaster.pid", "postmaster.opts", "backup_label", "tablespace_map"]);
export const BACKUP_PATTERN = /^roost-backup-\d{8}T\d{6}Z\.tar\.gz$/;

export interface BackupOptions {
  dataDir: string;
  /** The port of the embedded PostgreSQL: a running server's is used; otherwise one is started for the backup. */
  port: number | null;
  /** Abandons the backup (server shutdown): the database session ends, nothing is left behind. */
  signal?: AbortSignal;
  now?: () => Date;
  log?: (line: string) => void;
}

/** 2026-11-24T05:00:00.123Z → 20261124T050000Z */
const compactUtc = (time: Date) => time.toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");

/** The file name of a backup begun at `time`; the UTC timestamp in it sorts chronologically. */
export function backupFileName(time: Date): string {
  return `roost-backup-${compactUtc(time)}.tar.gz`;
}

/**
 * Writes DATA_DIR/backups/roost-backup-<UTC timestamp>.tar.gz and returns its path. Asynchronous
 * file by file, so a server taking it on its schedule keeps answering requests meanwhile.
 */
export async function createBackup({
  dataDir,
  port,
  signal,
  now = () => new Date(),
  log = () => {},
}: BackupOptions): Promise<string> {
  const pgData = path.join(dataDir, "pg");
  if (!existsSync(path.join(pgData, "PG_VERSION")))
    throw new BackupError(`There is no embedded database in ${pgData} to back up.`);
  const backups = path.join(dataDir, "backups");
  mkdirSync(backups, { recursive: true, mode: 0o700 });
  const releaseLock = lockBackups(backups);
  const name = backupFileName(now());
  const staging = path.join(backups, `.${name}.staging`);
  const target = path.join(backups, name);
  const partial = `${target}.partial`;
  try {
    await rm(staging, { recursive: true, force: true });
    mkdirSync(path.join(staging, "pg"), { recursive: true, mode: 0o700 });

    const { url, stop } = await reachDatabase(dataDir, port, log);
    try {
      const client = new pg.Client({ connectionString: url });
      // The session sits idle while the files are copied; if PostgreSQL ends it then (a restart),
      // the error must fail this backup at pg_backup_stop, not crash the process as an unhandled event.
      client.on("error", () => {});
      await client.connect();
      try {
        // The backup lives as long as this session (ending it abandons the backup); "fast" asks for
        // an immediate checkpoint.
        await client.query("select pg_backup_start('roost', true)");
        await copyTree(pgData, path.join(staging, "pg"), true, signal);
        const stopped = await client.query<{ labelfile: string; spcmapfile: string | null }>(
          "select labelfile, spcmapfile from pg_backup_stop(false)",
        );
        const { labelfile, spcmapfile } = stopped.rows[0] ?? {};
        if (!labelfile) throw new BackupError("PostgreSQL returned no backup label.");
        // Copied after the stop, pg_wal holds every segment written while the files were copied.
        await copyTree(path.join(pgData, "pg_wal"), path.join(staging, "pg", "pg_wal"), false, signal);
        writeFileSync(path.join(staging, "pg", "backup_label"), labelfile, { mode: 0o600 });
        if (spcmapfile)
          writeFileSync(path.join(staging, "pg", "tablespace_map"), spcmapfile, { mode: 0o600 });
      } finally {
        await client.end();
      }
    } finally {
      await stop();
    }
    // After the database: every file a backed-up row points to was written before the row.
    const files = path.join(dataDir, "files");
    if (existsSync(files)) await copyTree(files, path.join(staging, "files"), false, signal);
    for (const secret of SECRET_FILES) {
      const file = path.join(dataDir, secret);
      if (existsSync(file)) copyFileSync(file, path.join(staging, secret));
    }

    // Node's gzip runs on the thread pool, not on the event loop (node-tar's own gzip does not).
    // 0600: the archive holds the database password and the session secret.
    await pipeline(
      tar.create({ cwd: staging, portable: true }, readdirSync(staging)),
      createGzip(),
      createWriteStream(partial, { mode: 0o600 }),
      { signal },
    );
    renameSync(partial, target);
  } catch (error) {
    // Whichever step the abort interrupted, the caller sees one error.
    if (signal?.aborted) throw new BackupError("The backup was abandoned.", { cause: error });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
    rmSync(partial, { force: true });
    releaseLock();
  }
  log(`Backup written to ${target}`);
  return target;
}

/**
 * One backup at a time per DATA_DIR, whoever takes it (the server's schedule or `npm run backup`):
 * a lock file naming the pid, taken over when that process is gone.
 */
function lockBackups(backups: string): () => void {
  const lock = path.join(backups, ".lock");
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(lock, String(process.pid), { flag: "wx", mode: 0o600 });
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
    }
    const holder = Number(readFileSync(lock, "utf8"));
    if (holder > 0 && isAlive(holder))
      throw new BackupError(`Another backup of this DATA_DIR is running (pid ${holder}); try again later.`);
    rmSync(lock, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The running server's PostgreSQL when there is one, else one started just for the backup. */
async function reachDatabase(dataDir: string, port: number | null, log: (line: string) => void) {
  if (runningPostgres(path.join(dataDir, "pg"))) {
    // Line 4 of postmaster.pid is the port the running server listens on.
    const livePort = Number(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[3]);
    const url = embeddedDatabaseUrl(dataDir, livePort || port);
    if (url) return { url, stop: async () => {} };
  }
  return startEmbeddedPostgres({ dataDir, port, log });
}

/** The pid of a PostgreSQL running on this data directory, or null. */
export function runningPostgres(pgData: string): number | null {
  const pidFile = path.join(pgData, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  return pid > 0 && isPostgresProcess(pid) ? pid : null;
}

/**
 * Copies a directory that PostgreSQL may be writing to: files that vanish mid-copy are skipped
 * (WAL replay restores what the database needs), torn pages are repaired by full-page writes.
 */
async function copyTree(from: string, to: string, top: boolean, signal: AbortSignal | undefined) {
  await mkdir(to, { recursive: true, mode: (await stat(from)).mode & 0o777 });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    signal?.throwIfAborted();
    if (top && SKIP_FILES.has(entry.name)) continue;
    const source = path.join(from, entry.name);
    const dest = path.join(to, entry.name);
    try {
      if (entry.isDirectory()) {
        if (top && SKIP_CONTENTS.has(entry.name)) await mkdir(dest, { mode: 0o700 });
        else await copyTree(source, dest, false, signal);
      } else if (entry.isFile()) await copyFile(source, dest);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}

/** The backups in DATA_DIR/backups, newest first (the timestamp in the name sorts chronologically). */
function backupsNewestFirst(dataDir: string): string[] {
  const backups = path.join(dataDir, "backups");
  if (!existsSync(backups)) return [];
  return readdirSync(backups)
    .filter((name) => BACKUP_PATTERN.test(name))
    .sort()
    .reverse();
}

/** When the backup of this file name was begun (to the second, rounded down), or null for another name. */
export function backupBeganAt(fileName: string): Date | null {
  const stamp = fileName.match(/^roost-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar\.gz$/);
  return stamp ? new Date(`${stamp[1]}-${stamp[2]}-${stamp[3]}T${stamp[4]}:${stamp[5]}:${stamp[6]}Z`) : null;
}

/** When the newest backup in DATA_DIR/backups was begun, or null when there is none. */
export function newestBackupTime(dataDir: string): Date | null {
  const [newest] = backupsNewestFirst(dataDir);
  return newest ? backupBeganAt(newest) : null;
}

/** Keeps the newest `keep` backups in DATA_DIR/backups and deletes the rest; returns the deleted names. */
export function pruneBackups(dataDir: string, keep: number): string[] {
  const old = backupsNewestFirst(dataDir).slice(keep);
  for (const name of old) rmSync(path.join(dataDir, "backups", name), { force: true });
  return old;
}

/**
 * Brings a backup back into DATA_DIR. The current pg/, files/ and secrets are moved aside
 * (<name>.before-restore-<timestamp>), never deleted; the next start replays the backup's WAL.
 */
export async function restoreBackup({
  dataDir,
  file,
  now = () => new Date(),
}: {
  dataDir: string;
  file: string;
  now?: () => Date;
}): Promise<{ movedAside: string[] }> {
  const pgData = path.join(dataDir, "pg");
  const pid = runningPostgres(pgData);
  if (pid)
    throw new BackupError(
      `PostgreSQL (pid ${pid}) is running on ${pgData}: stop the Roost server using DATA_DIR=${dataDir} and retry.`,
    );
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  const entries = new Set<string>();
  try {
    await tar.list({ file, onReadEntry: (entry) => entries.add(entry.path.replace(/\/$/, "")) });
  } catch (error) {
    throw new BackupError(`${file} is not a readable backup: ${(error as Error).message}`);
  }
  if (!entries.has("pg/backup_label") || !entries.has("pg/PG_VERSION"))
    throw new BackupError(`${file} is not a Roost backup (no pg/backup_label).`);

  mkdirSync(dataDir, { recursive: true });
  const stamp = compactUtc(now());
  const movedAside: string[] = [];
  for (const name of ["pg", "files", ...SECRET_FILES]) {
    const current = path.join(dataDir, name);
    if (!existsSync(current)) continue;
    const aside = `${current}.before-restore-${stamp}`;
    renameSync(current, aside);
    movedAside.push(aside);
  }
  const allowed = ["pg", "files", ...SECRET_FILES];
  await tar.extract({
    file,
    cwd: dataDir,
    // Only what a backup holds; tar itself refuses absolute paths and "..".
    filter: (entryPath) => allowed.some((top) => entryPath === top || entryPath.startsWith(`${top}/`)),
  });
  return { movedAside };
}
