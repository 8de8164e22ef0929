import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${PORT}`;

// Browser journeys against the built app (npm run build) on a fresh embedded PostgreSQL with demo
// data, and a local OpenID Connect server standing in for Google (machines here have no internet).
/** Journeys that move the server's clock by days or weeks (see the project below). */
const CLOCK_JUMPS = ["listing-availability.spec.ts", "reviews.spec.ts", "tenancy.spec.ts"];

export default defineConfig({
  testDir: "e2e",
  // e2e/support/start-server.mjs runs the app from a private copy of the builds kept here.
  testIgnore: ["**/.snapshot/**"],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json"]],
  use: {
    baseURL: E2E_BASE_URL,
    // The server refuses API writes without our Origin. A browser's fetch sends it by itself;
    // Playwright's API requests (page.request, setup calls) do not, so every request carries it.
    extraHTTPHeaders: { origin: E2E_BASE_URL },
    // A service worker would keep the app's files across journeys; only e2e/pwa.spec.ts allows it.
    serviceWorkers: "block",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: ["**/.snapshot/**", "**/first-taps.spec.ts", ...CLOCK_JUMPS.map((spec) => `**/${spec}`)],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    // The public pages' controls tapped the moment they show, on a phone over slow 4G, and with
    // JavaScript off (e2e/first-taps.spec.ts, decision 050).
    {
      name: "early-taps",
      testMatch: "first-taps.spec.ts",
      use: { ...devices["Desktop Chrome"], channel: undefined, viewport: { width: 390, height: 844 } },
    },
    {
      name: "javascript-off",
      testMatch: "first-taps.spec.ts",
      use: { ...devices["Desktop Chrome"], channel: undefined, javaScriptEnabled: false },
    },
    // Journeys that move the server's clock by weeks age every listing (the demo's too), so they
    // run after all the others.
    {
      name: "clock-jumps",
      testMatch: CLOCK_JUMPS,
      dependencies: ["chromium", "early-taps", "javascript-off"],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: {
    command: "node e2e/support/start-server.mjs",
    url: `${E2E_BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: { E2E_PORT: String(PORT) },
  },
});
