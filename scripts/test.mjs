// `npm test`: unit and API tests (Vitest, real PostgreSQL), then browser journeys (Playwright in
// Debian's Chromium). Without Chromium the browser part is skipped with one line, except in CI.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const inCi = process.env.CI === "true" || process.env.CI === "1";
const reports = mkdtempSync(path.join(os.tmpdir(), "roost-test-report-"));
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;

const totals = { passed: 0, failed: 0, skipped: 0 };
const unitReport = path.join(reports, "vitest.json");
let failed =
  run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${unitReport}`]) !== 0;
if (existsSync(unitReport)) {
  const r = JSON.parse(readFileSync(unitReport, "utf8"));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
}

if (!existsSync(chromium)) {
  if (inCi) {
    console.error(
      `Chromium not found at ${chromium}: browser tests are required in CI (apt-get install chromium).`,
    );
    failed = true;
  } else {
    console.log(
      `Chromium not found at ${chromium}: skipping browser tests (install it with: apt-get install chromium).`,
    );
  }
} else {
  failed = run("npm", ["run", "build", "--silent"]) !== 0 || failed;
  const e2eReport = path.join(reports, "playwright.json");
  failed = run("npx", ["playwright", "test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport }) !== 0 || failed;
  if (existsSync(e2eReport)) {
    const { stats } = JSON.parse(readFileSync(e2eReport, "utf8"));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } else {
    failed = true;
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed ? 1 : 0);
