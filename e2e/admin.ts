import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

// `npm run admin -- …` against the journeys' own server: the built command, on the data directory
// and embedded PostgreSQL that e2e/support/start-server.mjs wrote down for it.

const run = promisify(execFile);

export async function admin(...argv: string[]): Promise<string> {
  const port = process.env.E2E_PORT ?? "3100";
  const server = JSON.parse(
    readFileSync(path.join(os.tmpdir(), `roost-e2e-server-${port}.json`), "utf8"),
  ) as {
    admin: string;
    dataDir: string;
    embeddedPgPort: string;
  };
  const { stdout } = await run(process.execPath, [server.admin, ...argv], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      DATA_DIR: server.dataDir,
      EMBEDDED_PG_PORT: server.embeddedPgPort,
      LOG_LEVEL: "warn",
    },
  });
  return stdout;
}
