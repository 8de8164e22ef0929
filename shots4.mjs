import { chromium } from "@playwright/test";
const base = "http://localhost:3600";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of [1280, 390]) {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: 1000 } });
  const p = await context.newPage();
  await p.goto("/properties-to-rent/fallowfield?verified_only=true");
  await p.waitForTimeout(2500);
  await p.screenshot({ path: `/tmp/shot-search-${width}.png` });
  if (width === 390) {
    await p.getByRole("link", { name: /Filters/ }).first().click().catch(() => p.getByRole("button", { name: /Filters/ }).first().click());
    await p.waitForTimeout(1000);
    await p.screenshot({ path: `/tmp/shot-filters-390.png` });
  }
  await context.close();
}
await browser.close();
