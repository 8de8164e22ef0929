import path from "node:path";
import { BackupError, createBackup, pruneBackups, restoreBackup } from "./db/backup.ts";
import { EmbeddedPostgresError } from "./db/embedded-error.ts";
import { loadCommandConfig } from "./lib/cli-database.ts";

/**
 * `npm run backup` and `npm run restore FILE` for the embedded PostgreSQL and the uploaded files in
 * DATA_DIR (decision 018). With DATABASE_URL the database is not ours to copy: use its own tools.
 */

const USAGE = `Usage: npm run backup            Write DATA_DIR/backups/roost-backup-<UTC time>.tar.gz
       npm run restore FILE      Bring a backup back into DATA_DIR (stop the server first)

BACKUP_KEEP=N keeps only the newest N backups after each backup.`;

async function main([command, ...args]: string[]): Promise<number> {
  const config = loadCommandConfig();
  if (!config) return 1;
  if (config.databaseUrl) {
    console.error(
      "DATABASE_URL is set: Roost does not manage that database. Back it up with its own tools " +
        "(pg_dump, pg_basebackup or your provider's snapshots), and the uploaded files with your storage's.",
    );
    return 1;
  }
  try {
    if (command === "backup" && args.length === 0) {
      const file = await createBackup({ dataDir: config.dataDir, port: config.embeddedPgPort });
      console.log(`Backup written to ${file}`);
      if (config.backupKeep)
        for (const name of pruneBackups(config.dataDir, config.backupKeep))
          console.log(`Deleted old backup ${name}`);
      return 0;
    }
    if (command === "restore" && args.length === 1 && args[0]) {
      // npm runs scripts from the package root; a relative FILE means where the user typed it.
      const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
      const { movedAside } = await restoreBackup({ dataDir: config.dataDir, file });
      for (const aside of movedAside) console.log(`Kept the previous ${path.basename(aside)}`);
      console.log(
        `Restored ${file} into ${config.dataDir}. Start the server: PostgreSQL recovers from the backup.`,
      );
      return 0;
    }
  } catch (error) {
    if (error instanceof BackupError || error instanceof EmbeddedPostgresError) {
      console.error(error.message);
      return 1;
    }
    console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  console.error(USAGE);
  return 2;
}

process.exit(await main(process.argv.slice(2)));
