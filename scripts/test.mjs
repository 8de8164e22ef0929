// `npm test`: every part below; `node scripts/test.mjs unit api` runs only those (npm run test:unit,
// test:api, test:browser, test:slow). The Vitest parts run together in one Vitest run, then the
// browser journeys (Playwright in Debian's Chromium). Without Chromium the browser part is skipped
// with one line, and without HAProxy the cluster tests are, except in CI, where both are required.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PARTS } from "./test-parts.mjs";

const named = process.argv.slice(2);
if (named.some((arg) => !Object.hasOwn(PARTS, arg))) {
  console.log(`usage: node scripts/test.mjs [part...]   parts: ${Object.keys(PARTS).join(", ")} (none: all)`);
  process.exit(named.includes("--help") ? 0 : 2);
}
const parts = named.length > 0 ? named : Object.keys(PARTS);

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const inCi = process.env.CI === "true" || process.env.CI === "1";
const reports = mkdtempSync(path.join(os.tmpdir(), "roost-test-report-"));
/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;
/** @param {string} binary */
const installed = (binary) =>
  spawnSync("sh", ["-c", `command -v ${binary}`], { stdio: "ignore" }).status === 0;

let projects = parts.flatMap((part) => PARTS[part]);
// In CI cluster/haproxy.ts installs HAProxy when it is missing; elsewhere that is the developer's call.
if (projects.includes("cluster") && !inCi && !installed("haproxy")) {
  console.log("cluster: haproxy not installed; skipped (apt-get install haproxy)");
  projects = projects.filter((project) => project !== "cluster");
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let failed = false;

if (projects.length > 0) {
  const unitReport = path.join(reports, "vitest.json");
  failed =
    run("npx", [
      "vitest",
      "run",
      ...projects.flatMap((project) => ["--project", project]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${unitReport}`,
    ]) !== 0;
  if (existsSync(unitReport)) {
    const r = JSON.parse(readFileSync(unitReport, "utf8"));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
  }
}

if (parts.includes("browser")) failed = browserJourneys() || failed;

/** Builds the app and runs the journeys; true if they failed, or Chromium is missing in CI. */
function browserJourneys() {
  if (!existsSync(chromium)) {
    if (inCi) {
      console.error(
        `Chromium not found at ${chromium}: browser tests are required in CI (apt-get install chromium).`,
      );
      return true;
    }
    console.log(
      `Chromium not found at ${chromium}: skipping browser tests (install it with: apt-get install chromium).`,
    );
    return false;
  }
  const built = run("npm", ["run", "build", "--silent"]) === 0;
  const e2eReport = path.join(reports, "playwright.json");
  const passed = run("npx", ["playwright", "test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport }) === 0;
  if (!existsSync(e2eReport)) return true;
  const { stats } = JSON.parse(readFileSync(e2eReport, "utf8"));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  return !built || !passed;
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed ? 1 : 0);
