// The public pages loaded as a person on a phone gets them (decision 050): Debian's Chromium through
// Playwright, a 390 px screen, slow 4G (150 ms round trips, 1.6 Mbit/s down) and the CPU slowed 4×,
// a cold cache every time. For each page: the first contentful paint, the largest contentful paint
// and the moment the page is the app's (#root gets its ready mark), each as a ratio of what the
// link allows: the bytes the page had received by then, divided by the bandwidth, plus 3 round
// trips (DNS-free localhost still pays the emulated latency for the connection, the request and
// the first byte).

import { chromium } from "@playwright/test";
import { APP_READY_ATTRIBUTE } from "@roost/shared/contracts/server-rendering.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const RUNS = 3;
const ROUND_TRIP_MS = 150;
const DOWNLOAD_BYTES_PER_SECOND = (1.6 * 1024 * 1024) / 8;
const SLOW_4G = {
  offline: false,
  latency: ROUND_TRIP_MS,
  downloadThroughput: DOWNLOAD_BYTES_PER_SECOND,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** The app's ready mark must come within this many times what the link allows. */
export const READY_BUDGET_RATIO = 2;

export interface PageLoad {
  page: string;
  firstPaintMs: number;
  lcpMs: number;
  readyMs: number;
  /** Bytes received (headers and bodies) by the time the page was the app's. */
  bytes: number;
  /** bytes ÷ bandwidth + 3 round trips. */
  floorMs: number;
}

/** Recorded in the page from its first script on: when #root got the ready mark. */
/**
 * The little of the browser's window the measurement reads, typed here because the scripts are
 * type-checked against Node's globals (the functions run in the page).
 */
interface ResourceTiming {
  responseEnd: number;
  transferSize: number;
}
interface BrowserWindow {
  __appReadyAt?: number;
  performance: {
    getEntriesByName(name: string): { startTime: number }[];
    getEntriesByType(type: string): ResourceTiming[];
  };
  PerformanceObserver: new (
    callback: (list: { getEntries(): { startTime: number }[] }) => void,
  ) => { observe(options: { type: string; buffered: boolean }): void };
}

const RECORD_READY = `
  new MutationObserver((_, observer) => {
    const root = document.getElementById("root");
    if (root && root.hasAttribute("${APP_READY_ATTRIBUTE}")) {
      window.__appReadyAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["${APP_READY_ATTRIBUTE}"] });
`;

async function loadOnce(url: string): Promise<Omit<PageLoad, "page">> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await page.addInitScript(RECORD_READY);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(
      () => (globalThis as unknown as BrowserWindow).__appReadyAt !== undefined,
      null,
      {
        timeout: 60_000,
        polling: 100,
      },
    );
    return await page.evaluate(
      ({ roundTripMs, bytesPerMs }) =>
        new Promise<Omit<PageLoad, "page">>((resolve) => {
          const browser = globalThis as unknown as BrowserWindow;
          const readyMs = browser.__appReadyAt as number;
          const paint = browser.performance.getEntriesByName("first-contentful-paint")[0];
          // LCP entries are only given to an observer; buffered, it has every one so far.
          new browser.PerformanceObserver((list) => {
            const entries = list.getEntries();
            const navigation = browser.performance.getEntriesByType("navigation")[0] as ResourceTiming;
            const resources = browser.performance.getEntriesByType("resource");
            const bytes = [navigation, ...resources]
              .filter((entry) => entry.responseEnd <= readyMs)
              .reduce((sum, entry) => sum + entry.transferSize, 0);
            resolve({
              firstPaintMs: paint?.startTime ?? Number.NaN,
              lcpMs: entries.at(-1)?.startTime ?? Number.NaN,
              readyMs,
              bytes,
              floorMs: bytes / bytesPerMs + 3 * roundTripMs,
            });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
      { roundTripMs: ROUND_TRIP_MS, bytesPerMs: DOWNLOAD_BYTES_PER_SECOND / 1000 },
    );
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** The median of RUNS cold loads of each page, figure by figure. */
export async function measurePageLoads(base: string, pages: Record<string, string>): Promise<PageLoad[]> {
  const results: PageLoad[] = [];
  for (const [page, pathName] of Object.entries(pages)) {
    const runs: Omit<PageLoad, "page">[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await loadOnce(`${base}${pathName}`));
    const of = (key: keyof Omit<PageLoad, "page">) => median(runs.map((r) => r[key]));
    results.push({
      page,
      firstPaintMs: of("firstPaintMs"),
      lcpMs: of("lcpMs"),
      readyMs: of("readyMs"),
      bytes: of("bytes"),
      floorMs: of("floorMs"),
    });
  }
  return results;
}

export function printPageLoads(loads: PageLoad[]) {
  console.log(
    `\nPage loads on a phone (390 px, slow 4G ${ROUND_TRIP_MS} ms / 1.6 Mbit/s, CPU ${CPU_SLOWDOWN}× slower, cold), median of ${RUNS}`,
  );
  console.log(
    "page                             KB before ready  floor ms  first paint      LCP            app ready",
  );
  const cell = (ms: number, floor: number) => `${ms.toFixed(0).padStart(6)} (${(ms / floor).toFixed(1)}×)`;
  for (const l of loads) {
    console.log(
      `${l.page.padEnd(32)} ${(l.bytes / 1024).toFixed(0).padStart(15)}  ${l.floorMs.toFixed(0).padStart(8)}  ${cell(l.firstPaintMs, l.floorMs)}  ${cell(l.lcpMs, l.floorMs)}  ${cell(l.readyMs, l.floorMs)}`,
    );
  }
}

export function pageLoadMisses(loads: PageLoad[]): string[] {
  return loads
    .filter((l) => !(l.readyMs <= READY_BUDGET_RATIO * l.floorMs))
    .map(
      (l) =>
        `${l.page}: the app is ready at ${(l.readyMs / l.floorMs).toFixed(1)}× what the link allows, goal <= ${READY_BUDGET_RATIO}×`,
    );
}
