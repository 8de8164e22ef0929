// The embedded PostgreSQL's port: each data directory keeps the one it first listened on
// (DATA_DIR/pg-port), and takes a free one when something else holds it (decision 001).
import { existsSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { EmbeddedPostgresError } from "./embedded-error.ts";

/** The port a data directory's PostgreSQL tries first when EMBEDDED_PG_PORT is not set. */
export const DEFAULT_EMBEDDED_PG_PORT = 54329;
/** DATA_DIR/pg-port: the port chosen at the data directory's first start, reused by every later one. */
export const PORT_FILE = "pg-port";

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
export async function choosePort(dataDir: string, log: (line: string) => void): Promise<number> {
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
