import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PUSH_TEXTS } from "@roost/shared/domain/push.ts";
import { DEMO, expect, type Page, test, useSessionOf } from "./fixtures.ts";

// The installable app (decision 065): a valid manifest and a service worker Chromium accepts,
// signed-in pages that open offline from the worker's shell, and no answer of a session (nor
// any page) ever kept in the worker's caches.

test.use({ serviceWorkers: "allow" });

interface ManifestIcon {
  src: string;
  sizes: string;
  purpose?: string;
}

/** Waits until a service worker controls the page (the first install claims it). */
async function controlledByWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 20_000,
    })
    .toMatch(/\/sw\.js$/);
  // The precache is filled once the worker is active.
  await page.evaluate(() => navigator.serviceWorker.ready);
}

/** Every URL in every cache the page's origin holds, by cache name. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      all[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return all;
  });

test("the manifest is valid, its icons load at their sizes, and the worker controls the page", async ({
  page,
}) => {
  const response = await page.request.get("/manifest.webmanifest");
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: "Roost",
    short_name: "Roost",
    start_url: "/?source=pwa",
    scope: "/",
    display: "standalone",
    theme_color: "#0f766e",
  });
  expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual([
    "/properties-to-rent/all",
    "/messages",
    "/saved-searches",
  ]);
  const icons: ManifestIcon[] = manifest.icons;
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);

  await page.goto("/");
  for (const icon of icons) {
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return `${image.naturalWidth}x${image.naturalHeight}`;
    }, icon.src);
    expect(size, icon.src).toBe(icon.sizes);
  }

  await controlledByWorker(page);
});

test("Chromium finds Roost installable", async ({ playwright, baseURL }, testInfo) => {
  // A test's own context is incognito, where nothing installs: a profile on disk instead.
  const profile = mkdtempSync(path.join(os.tmpdir(), "roost-pwa-"));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
    serviceWorkers: "allow",
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/");
    await controlledByWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("a signed-in page opens offline from the worker's shell and says so", async ({ page, context }) => {
  await useSessionOf(page, DEMO.student);
  await page.goto("/messages");
  await controlledByWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: PUSH_TEXTS.offlineBanner })).toBeVisible();
  // The page itself is the app's, rendered in the browser: the header is there, not the browser's error,
  // and it is still the signed-in person's page (the account this device last saw online).
  await expect(page.getByRole("link", { name: "Find a home" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  await expect(page.getByText("We couldn't load your account")).toHaveCount(0);
  // The conversations were never read on this page: the bar says why the list does not fill.
  await expect(page.getByRole("status").filter({ hasText: PUSH_TEXTS.offlinePageWaiting })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: PUSH_TEXTS.offlineBanner })).toBeHidden();
  await expect(page.getByText(/^\d+ chats?$/)).toBeVisible();
});

test("the worker keeps the shell and the app's code, never a page or a session's answer", async ({
  page,
}) => {
  await useSessionOf(page, DEMO.student);
  await page.goto("/dashboard");
  await controlledByWorker(page);
  // Signed-in pages and public reads, all through the worker now.
  for (const path of ["/favourites", "/messages", "/properties-to-rent/all", "/"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  const apiAnswers = await page.evaluate(async () => {
    const me = await fetch("/api/me");
    return me.status;
  });
  expect(apiAnswers).toBe(200);

  const caches = await cachedUrls(page);
  const urls = Object.values(caches).flat();
  expect(urls).toContain("/app-shell");
  expect(urls.some((url) => /^\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
  // Not one page, not one answer read with the session.
  for (const path of ["/", "/dashboard", "/favourites", "/messages", "/properties-to-rent/all"])
    expect(urls, path).not.toContain(path);
  expect(urls.filter((url) => url.startsWith("/api/") && !/^\/api\/properties(\/|$)/.test(url))).toEqual([]);
  // A signed-in person's reads of the public paths are private: none kept either.
  expect(caches["roost-public-reads"] ?? []).toEqual([]);
});

test("the worker keeps a visitor's public read, for when there is no network", async ({ page }) => {
  await page.goto("/");
  await controlledByWorker(page);
  const status = await page.evaluate(async () => (await fetch("/api/properties/featured")).status);
  expect(status).toBe(200);
  await expect
    .poll(async () => (await cachedUrls(page))["roost-public-reads"])
    .toEqual(["/api/properties/featured"]);
});
