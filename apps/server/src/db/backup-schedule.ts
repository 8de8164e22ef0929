import { statSync } from "node:fs";
import type { Logger } from "../lib/logger.ts";
import { createBackup, newestBackupTime, pruneBackups } from "./backup.ts";

/**
 * BACKUP_EVERY: the server backs up its embedded database itself (decision 018). Wall-clock
 * scheduling in this process, not the job queue: there is one embedded instance, and a backup
 * must not depend on the database it copies being healthy enough to hand out jobs.
 *
 * The next backup is due one period after the newest backup in DATA_DIR/backups (whoever took it,
 * this schedule or `npm run backup`), so restarts neither skip nor repeat one; a server with no
 * backup yet takes one at start. A failed attempt is logged and retried one period later.
 */

/** The longest single sleep: setTimeout cannot wait beyond ~24.8 days, and a clock that jumps (suspend, NTP) is noticed within the hour. */
const MAX_SLEEP_MS = 60 * 60_000;

export interface BackupSchedule {
  /** No further backups; a backup in progress is abandoned (its session ends, its files are removed) and awaited. */
  stop(): Promise<void>;
}

export function startBackupSchedule(options: {
  dataDir: string;
  port: number | null;
  everyMs: number;
  keep: number | null;
  log: Logger;
  /** The backup itself; the tests replace it. */
  backup?: typeof createBackup;
}): BackupSchedule {
  const { dataDir, port, everyMs, keep, log, backup = createBackup } = options;
  const abort = new AbortController();
  let lastAttempt = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  const dueAt = () => {
    // A backup stamped in the future (the clock was wrong, then fixed) counts as taken now.
    const newest = Math.min(newestBackupTime(dataDir)?.getTime() ?? Number.NEGATIVE_INFINITY, Date.now());
    return Math.max(newest, lastAttempt) + everyMs;
  };

  // Re-armed only after a backup has finished, so two never overlap.
  const arm = () => {
    if (abort.signal.aborted) return;
    timer = setTimeout(tick, Math.min(Math.max(dueAt() - Date.now(), 0), MAX_SLEEP_MS));
    // The schedule alone must not keep a process alive.
    timer.unref();
  };

  const tick = () => {
    if (Date.now() < dueAt()) return arm();
    running = runOnce().finally(() => {
      running = null;
      arm();
    });
  };

  async function runOnce() {
    lastAttempt = Date.now();
    try {
      const file = await backup({ dataDir, port, signal: abort.signal });
      const pruned = keep ? pruneBackups(dataDir, keep) : [];
      const bytes = statSync(file).size;
      const seconds = Math.round((Date.now() - lastAttempt) / 100) / 10;
      log.info(
        { backup: file, bytes, seconds, pruned },
        `Backup written to ${file} (${(bytes / 1e6).toFixed(1)} MB in ${seconds} s)` +
          (pruned.length ? `; deleted ${pruned.length} older` : ""),
      );
    } catch (error) {
      if (abort.signal.aborted) {
        log.warn("Backup abandoned: the server is shutting down; the next start takes it again");
        return;
      }
      const next = new Date(lastAttempt + everyMs).toISOString();
      log.error({ err: error, next }, `Backup failed; the next attempt is at ${next}`);
    }
  }

  arm();
  return {
    async stop() {
      abort.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
