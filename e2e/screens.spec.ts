import { DEMO, expect, type Page, test, uniqueEmail, useSessionOf } from "./fixtures.ts";

// Full-page screenshots for visual review, saved to test-results/screens/{name}-{width}.png.
// Each one first asserts the page's main heading, so a broken page fails instead of being pictured.

interface Screen {
  name: string;
  path: string;
  heading: string | RegExp;
  /** Who is signed in: a demo account, or a fresh user who has not chosen a type yet. */
  as?: string | "fresh";
}

const SCREENS: Screen[] = [
  { name: "home", path: "/", heading: /Find your next home/ },
  { name: "auth", path: "/auth", heading: "Welcome to Roost" },
  { name: "complete-profile", path: "/complete-profile", heading: "Complete your profile", as: "fresh" },
  {
    name: "dashboard-student",
    path: "/dashboard",
    heading: /^Good (morning|afternoon|evening), Sophie/,
    as: DEMO.student,
  },
  {
    name: "dashboard-landlord",
    path: "/dashboard",
    heading: /^Good (morning|afternoon|evening), James/,
    as: DEMO.landlord,
  },
  { name: "profile", path: "/profile", heading: "Profile", as: DEMO.student },
  { name: "about-us", path: "/about-us", heading: "About Roost" },
  { name: "blog", path: "/blog", heading: "Guides for renting in Manchester" },
  { name: "blog-post", path: "/blog/zero-deposit-renting-guide", heading: /Zero-deposit renting/i },
  { name: "careers", path: "/careers", heading: "Work with us" },
  { name: "privacy-policy", path: "/privacy-policy", heading: "Privacy Policy" },
];

/**
 * Waits until skeletons are gone and every image has loaded, so the picture is the settled page.
 * Lazy images load only near the viewport, so the page is first scrolled through once.
 */
async function settle(page: Page) {
  await expect(page.locator(".animate-pulse")).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise(requestAnimationFrame);
    }
    window.scrollTo(0, 0);
  });
  await expect
    // Images hidden by CSS (e.g. extra cards on phones) never load lazily; only visible ones count.
    .poll(() =>
      page.evaluate(
        () => [...document.images].filter((img) => img.checkVisibility() && !img.complete).length,
      ),
    )
    .toBe(0);
  await page.evaluate(() => document.fonts.ready);
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test.describe(`screens at ${width}px`, () => {
    test.use({ viewport: { width, height } });
    for (const screen of SCREENS) {
      test(`${screen.name} (${width})`, async ({ page }) => {
        if (screen.as) await useSessionOf(page, screen.as === "fresh" ? uniqueEmail("fresh") : screen.as);
        await page.goto(screen.path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(screen.heading);
        await settle(page);
        await page.screenshot({ path: `test-results/screens/${screen.name}-${width}.png`, fullPage: true });
        // Nothing may stick out sideways (a page that scrolls horizontally on a phone is broken).
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
      });
    }
  });
}
