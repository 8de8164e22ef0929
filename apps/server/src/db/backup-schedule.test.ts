// BACKUP_EVERY (decision 018): the schedule's timing, overlap, failure and shutdown rules on a fake
// clock with a stand-in backup; the real backup under a real server's write load is
// apps/server/src/backup-restore.test.ts.

import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { HOUR_MS, MINUTE_MS } from "@roost/shared/domain/durations.ts";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { type BackupOptions, backupFileName } from "./backup.ts";
import { startBackupSchedule } from "./backup-schedule.ts";

let dataDir: string;
let logged: { level: number; msg: string; bytes?: number; backup?: string; next?: string }[];
const log = pino({ level: "info" }, { write: (line: string) => logged.push(JSON.parse(line)) });

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-24T03:00:00Z") });
  dataDir = mkdtempSync(path.join(os.tmpdir(), "roost-backup-schedule-"));
  mkdirSync(path.join(dataDir, "backups"));
  logged = [];
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dataDir, { recursive: true, force: true });
});

const backupNames = () =>
  readdirSync(path.join(dataDir, "backups"))
    .filter((name) => name.endsWith(".tar.gz"))
    .sort();

/** Stands in for createBackup: writes a 2.5 MB file named like a real backup, after its start time. */
async function writeBackup({ dataDir }: BackupOptions, begun = new Date()) {
  const file = path.join(dataDir, "backups", backupFileName(begun));
  writeFileSync(file, Buffer.alloc(2_500_000));
  return file;
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe("BACKUP_EVERY schedule", () => {
  it("backs up at start when there is no backup, then every period; prunes to BACKUP_KEEP; one log line with the file and its size", async () => {
    const backup = vi.fn(writeBackup);
    const schedule = startBackupSchedule({ dataDir, port: 1, everyMs: HOUR_MS, keep: 2, log, backup });
    try {
      await vi.advanceTimersByTimeAsync(0);
      expect(backup).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(HOUR_MS - MINUTE_MS);
      expect(backup).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(MINUTE_MS);
      expect(backup).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(HOUR_MS);
      expect(backup).toHaveBeenCalledTimes(3);
    } finally {
      await schedule.stop();
    }
    expect(backupNames()).toEqual([
      "roost-backup-20261124T040000Z.tar.gz",
      "roost-backup-20261124T050000Z.tar.gz",
    ]);
    const lines = logged.filter((l) => l.msg.startsWith("Backup written"));
    expect(lines).toHaveLength(3);
    const last = path.join(dataDir, "backups", "roost-backup-20261124T050000Z.tar.gz");
    expect(lines[2]).toMatchObject({ level: 30, backup: last, bytes: 2_500_000 });
    expect(lines[2]?.msg).toBe(`Backup written to ${last} (2.5 MB in 0 s); deleted 1 older`);
  });

  it("counts the period from the newest backup, whoever took it, so a restart neither repeats nor skips one", async () => {
    writeFileSync(
      path.join(dataDir, "backups", backupFileName(new Date(Date.now() - 50 * MINUTE_MS))),
      "taken by npm run backup",
    );
    const backup = vi.fn(writeBackup);
    const schedule = startBackupSchedule({ dataDir, port: 1, everyMs: HOUR_MS, keep: null, log, backup });
    try {
      await vi.advanceTimersByTimeAsync(10 * MINUTE_MS - 1000);
      expect(backup).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1000);
      expect(backup).toHaveBeenCalledTimes(1);
    } finally {
      await schedule.stop();
    }
  });

  it("sleeps at most an hour at a time, so a 30-day period still fires (setTimeout alone would fire at once)", async () => {
    writeFileSync(path.join(dataDir, "backups", backupFileName(new Date())), "");
    const backup = vi.fn(writeBackup);
    const schedule = startBackupSchedule({
      dataDir,
      port: 1,
      everyMs: 30 * 24 * HOUR_MS,
      keep: null,
      log,
      backup,
    });
    try {
      await vi.advanceTimersByTimeAsync(29 * 24 * HOUR_MS);
      expect(backup).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(24 * HOUR_MS);
      expect(backup).toHaveBeenCalledTimes(1);
    } finally {
      await schedule.stop();
    }
  });

  it("never overlaps: a backup that outlasts the period is followed by the next only once it has finished", async () => {
    const slow = deferred();
    let inFlight = 0;
    let most = 0;
    const backup = vi.fn(async (options: BackupOptions) => {
      const begun = new Date();
      inFlight++;
      most = Math.max(most, inFlight);
      if (backup.mock.calls.length === 1) await slow.promise;
      inFlight--;
      return writeBackup(options, begun);
    });
    const schedule = startBackupSchedule({ dataDir, port: 1, everyMs: HOUR_MS, keep: null, log, backup });
    try {
      await vi.advanceTimersByTimeAsync(3 * HOUR_MS);
      expect(backup).toHaveBeenCalledTimes(1);
      slow.resolve();
      await vi.advanceTimersByTimeAsync(0);
      expect(backup).toHaveBeenCalledTimes(2);
      expect(most).toBe(1);
    } finally {
      await schedule.stop();
    }
  });

  it("logs a failed backup as an error and tries again one period later, without throwing", async () => {
    const backup = vi
      .fn(writeBackup)
      .mockRejectedValueOnce(new Error("No space left on device"))
      .mockImplementation(writeBackup);
    const schedule = startBackupSchedule({ dataDir, port: 1, everyMs: HOUR_MS, keep: null, log, backup });
    try {
      await vi.advanceTimersByTimeAsync(0);
      expect(backup).toHaveBeenCalledTimes(1);
      const failure = logged.find((l) => l.level === 50);
      expect(failure).toMatchObject({
        msg: "Backup failed; the next attempt is at 2026-11-24T04:00:00.000Z",
        next: "2026-11-24T04:00:00.000Z",
      });
      await vi.advanceTimersByTimeAsync(HOUR_MS - 1000);
      expect(backup).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(backup).toHaveBeenCalledTimes(2);
      expect(backupNames()).toEqual(["roost-backup-20261124T040000Z.tar.gz"]);
    } finally {
      await schedule.stop();
    }
  });

  it("on shutdown, abandons a backup in progress and waits until it has cleaned up; no backup after that", async () => {
    let cleanedUp = false;
    const backup = vi.fn(
      ({ signal }: BackupOptions) =>
        new Promise<string>((_, reject) => {
          signal?.addEventListener("abort", () =>
            setTimeout(() => {
              cleanedUp = true;
              reject(signal.reason);
            }, 500),
          );
        }),
    );
    const schedule = startBackupSchedule({ dataDir, port: 1, everyMs: HOUR_MS, keep: null, log, backup });
    await vi.advanceTimersByTimeAsync(0);
    expect(backup).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = schedule.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(400);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    await stopping;
    expect(cleanedUp).toBe(true);
    expect(logged.filter((l) => l.level === 40).map((l) => l.msg)).toEqual([
      "Backup abandoned: the server is shutting down; the next start takes it again",
    ]);
    expect(logged.some((l) => l.level === 50)).toBe(false);
    await vi.advanceTimersByTimeAsync(3 * HOUR_MS);
    expect(backup).toHaveBeenCalledTimes(1);
  });
});

describe("BACKUP_EVERY and BACKUP_KEEP configuration", () => {
  const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

  it("reads a whole number and a unit (m, h, d); unset or empty means no schedule", () => {
    expect(config({ BACKUP_EVERY: "30m" }).backupEveryMs).toBe(30 * MINUTE_MS);
    expect(config({ BACKUP_EVERY: "24h", BACKUP_KEEP: "14" })).toMatchObject({
      backupEveryMs: 24 * HOUR_MS,
      backupKeep: 14,
    });
    expect(config({ BACKUP_EVERY: "7d" }).backupEveryMs).toBe(7 * 24 * HOUR_MS);
    expect(config({})).toMatchObject({ backupEveryMs: null, backupKeep: null });
    expect(config({ BACKUP_EVERY: "", BACKUP_KEEP: "" })).toMatchObject({
      backupEveryMs: null,
      backupKeep: null,
    });
  });

  it.each(["24", "1.5h", "0m", "30s", "366d", "daily"])(
    "refuses BACKUP_EVERY=%s with the format",
    (value) => {
      expect(() => config({ BACKUP_EVERY: value })).toThrow(ConfigError);
      expect(() => config({ BACKUP_EVERY: value })).toThrow(
        "BACKUP_EVERY: how often the server backs up the embedded database: a whole number and a unit, m (minutes), h (hours) or d (days), from 1m to 365d, e.g. 24h",
      );
    },
  );

  it.each(["0", "1.5", "all"])("refuses BACKUP_KEEP=%s", (value) => {
    expect(() => config({ BACKUP_KEEP: value })).toThrow(
      "BACKUP_KEEP: how many backups to keep: a whole number, at least 1",
    );
  });

  it("refuses BACKUP_EVERY with DATABASE_URL rather than silently taking no backups", () => {
    expect(() => config({ BACKUP_EVERY: "24h", DATABASE_URL: "postgres://db.example.com/roost" })).toThrow(
      /BACKUP_EVERY backs up the embedded database, but DATABASE_URL is set: back that database up with its own tools/,
    );
  });
});
