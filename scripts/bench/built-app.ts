// The app as `npm start` runs it, for the benches that measure what a browser or a crawler gets
// (lighthouse.ts, pages.ts): both apps built for production and copied aside, the server started
// on a fresh data directory (so the demo data is seeded), and what to stop at the end.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./database.ts";

const repo = path.resolve(import.meta.dirname, "..", "..");

/** What to undo at the end, last first: browsers, the server (waiting for it to stop), temp dirs. */
export const cleanup: (() => unknown)[] = [];

async function stopEverything() {
  for (const step of cleanup.reverse()) await step();
}

/** Builds both apps and copies the builds aside (others may rebuild apps/*\/dist meanwhile). */
function buildSnapshot(log: (line: string) => void): string {
  log("building the web app and the server (npm run build)");
  execFileSync("npm", ["run", "build", "--silent"], { cwd: repo, stdio: ["ignore", "ignore", "inherit"] });
  // Inside the repository (so the server bundle finds node_modules), under the ignored dist/.
  const snapshot = path.join(repo, "dist", `bench-app-${process.pid}`);
  cleanup.push(() => rmSync(snapshot, { recursive: true, force: true }));
  mkdirSync(snapshot, { recursive: true });
  cpSync(path.join(repo, "apps", "server", "dist"), path.join(snapshot, "server"), { recursive: true });
  cpSync(path.join(repo, "apps", "web", "dist"), path.join(snapshot, "web"), { recursive: true });
  return snapshot;
}

/** `quiet` drops stderr too (Chromium's complaints about D-Bus on a server). Returns its stop. */
export function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv, quiet = false) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", quiet ? "ignore" : "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = () => {
    child.kill("SIGTERM");
    return exited;
  };
  cleanup.push(stop);
  return stop;
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null>,
  timeoutMs = 180_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Builds the app and starts it with its demo data; resolves to its base URL once it answers. */
export async function startBuiltApp(
  log: (line: string) => void,
  env: NodeJS.ProcessEnv = {},
): Promise<string> {
  const snapshot = buildSnapshot(log);
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "roost-bench-app-"));
  cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
  startProcess(process.execPath, [path.join(snapshot, "server", "main.js")], {
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await freePort()),
    WEB_DIST: path.join(snapshot, "web"),
    LOG_LEVEL: "warn",
    ...env,
  });
  await waitFor("the server", async () => ((await fetch(`${base}/api/health/ready`)).ok ? true : null));
  return base;
}

/** The newest demo listing with photos (the home page's first featured card). */
export async function aDemoListing(base: string): Promise<string> {
  return waitFor("the demo listings", async () => {
    const cards = (await (await fetch(`${base}/api/properties/featured`)).json()) as { id: string }[];
    return cards[0]?.id ?? null;
  });
}

/**
 * Runs a bench whose `measure` prints its figures and returns its missed budgets: says them (or
 * that all were met), stops everything it started and exits 1 when one was missed.
 */
export async function runBench(name: string, measure: () => Promise<string[]>): Promise<never> {
  let exitCode = 1;
  try {
    const problems = await measure();
    for (const problem of problems) console.log(`  MISSED  ${problem}`);
    if (problems.length === 0) console.log("  all budgets met");
    exitCode = problems.length ? 1 : 0;
  } catch (error) {
    console.error(`[${name}] failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await stopEverything();
  }
  process.exit(exitCode);
}
