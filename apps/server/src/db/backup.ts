import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import pg from "pg";
import * as tar from "tar";
import { isPostgresProcess, startEmbeddedPostgres } from "./embedded.ts";

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
  port: number;
  now?: () => Date;
  log?: (line: string) => void;
}

/** Writes DATA_DIR/backups/roost-backup-<UTC timestamp>.tar.gz and returns its path. */
export async function createBackup({
  dataDir,
  port,
  now = () => new Date(),
  log = () => {},
}: BackupOptions): Promise<string> {
  const pgData = path.join(dataDir, "pg");
  if (!existsSync(path.join(pgData, "PG_VERSION")))
    throw new BackupError(`There is no embedded database in ${pgData} to back up.`);
  const backups = path.join(dataDir, "backups");
  const name = `roost-backup-${now().toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "")}.tar.gz`;
  const staging = path.join(backups, `.${name}.staging`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(path.join(staging, "pg"), { recursive: true, mode: 0o700 });

  const { url, stop } = await reachDatabase(dataDir, port, log);
  try {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // The backup lives as long as this session; "fast" asks for an immediate checkpoint.
      await client.query("select pg_backup_start('roost', true)");
      copyTree(pgData, path.join(staging, "pg"), true);
      const stopped = await client.query<{ labelfile: string; spcmapfile: string | null }>(
        "select labelfile, spcmapfile from pg_backup_stop(false)",
      );
      const { labelfile, spcmapfile } = stopped.rows[0] ?? {};
      if (!labelfile) throw new BackupError("PostgreSQL returned no backup label.");
      // Copied after the stop, pg_wal holds every segment written while the files were copied.
      copyTree(path.join(pgData, "pg_wal"), path.join(staging, "pg", "pg_wal"), false);
      writeFileSync(path.join(staging, "pg", "backup_label"), labelfile, { mode: 0o600 });
      if (spcmapfile) writeFileSync(path.join(staging, "pg", "tablespace_map"), spcmapfile, { mode: 0o600 });
    } finally {
      await client.end();
    }
  } finally {
    await stop();
  }
  // After the database: every file a backed-up row points to was written before the row.
  const files = path.join(dataDir, "files");
  if (existsSync(files)) copyTree(files, path.join(staging, "files"), false);
  for (const secret of SECRET_FILES) {
    const file = path.join(dataDir, secret);
    if (existsSync(file)) copyFileSync(file, path.join(staging, secret));
  }

  const target = path.join(backups, name);
  const partial = `${target}.partial`;
  // 0600: the archive holds the database password and the session secret.
  await tar.create(
    { gzip: true, file: partial, mode: 0o600, cwd: staging, portable: true },
    readdirSync(staging),
  );
  renameSync(partial, target);
  rmSync(staging, { recursive: true, force: true });
  log(`Backup written to ${target}`);
  return target;
}

/** The running server's PostgreSQL when there is one, else one started just for the backup. */
async function reachDatabase(dataDir: string, port: number, log: (line: string) => void) {
  const pid = runningPostgres(path.join(dataDir, "pg"));
  if (pid) {
    const password = readFileSync(path.join(dataDir, "pg-password"), "utf8").trim();
    const pidLines = readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n");
    // Line 4 of postmaster.pid is the port the running server listens on.
    const livePort = Number(pidLines[3]) || port;
    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${livePort}/postgres`,
      stop: async () => {},
    };
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
function copyTree(from: string, to: string, top: boolean) {
  mkdirSync(to, { recursive: true, mode: statSync(from).mode & 0o777 });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (top && SKIP_FILES.has(entry.name)) continue;
    const source = path.join(from, entry.name);
    const dest = path.join(to, entry.name);
    try {
      if (entry.isDirectory()) {
        if (top && SKIP_CONTENTS.has(entry.name)) mkdirSync(dest, { mode: 0o700 });
        else copyTree(source, dest, false);
      } else if (entry.isFile()) copyFileSync(source, dest);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}

/** Keeps the newest `keep` backups in DATA_DIR/backups and deletes the rest; returns the deleted names. */
export function pruneBackups(dataDir: string, keep: number): string[] {
  const backups = path.join(dataDir, "backups");
  if (!existsSync(backups)) return [];
  // The timestamp in the name sorts chronologically.
  const old = readdirSync(backups)
    .filter((name) => BACKUP_PATTERN.test(name))
    .sort()
    .reverse()
    .slice(keep);
  for (const name of old) rmSync(path.join(backups, name), { force: true });
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
  const stamp = now().toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");
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
