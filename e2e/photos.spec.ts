// Listing photos (decision 039): the start-up backfill gives the demo photos their AVIF
// and WebP sizes; a property page arrives with srcset, width and height, its first photo preloaded
// and not lazy; the browser picks a size that is sharp without being oversized. Screenshots of the
// search and property pages at 1280 and 390 px go to SHOTS_DIR (test-results/photos by default).

import type { PropertyCard, PropertySearchResult } from "@roost/shared/contracts/properties.ts";
import { expect, type Page, test } from "./fixtures.ts";

const SHOTS_DIR = process.env.SHOTS_DIR ?? "test-results/photos";

/** The newest listings, once every one with photos has its variants (the job runs after start). */
async function listingsWithVariants(request: import("@playwright/test").APIRequestContext) {
  let items: PropertyCard[] = [];
  await expect
    .poll(
      async () => {
        const res = await request.get("/api/properties?sort=newest&limit=48");
        items = ((await res.json()) as PropertySearchResult).items;
        return items.filter((p) => p.photo_count > 0 && !p.cover_variants).length;
      },
      { message: "demo photos still without variants", timeout: 150_000, intervals: [2_000] },
    )
    .toBe(0);
  return items;
}

/** What the browser did with an image: the file it chose, its pixels, and the box it fills. */
function imageFacts(page: Page, selector: string) {
  return page.locator(selector).evaluate((img: HTMLImageElement) => ({
    chosen: img.currentSrc,
    // The size chosen from srcset (naturalWidth would be scaled by the chosen density).
    chosenWidth: Number(img.currentSrc.match(/-(\d+)\.\w+$/)?.[1]),
    box: img.getBoundingClientRect().width * window.devicePixelRatio,
    loading: img.getAttribute("loading"),
    // The widths this picture offers (its AVIF source's srcset), smallest first.
    offered: (img.parentElement?.querySelector("source[type='image/avif']")?.getAttribute("srcset") ?? "")
      .split(",")
      .map((candidate) => Number(candidate.trim().match(/ (\d+)w$/)?.[1]))
      .filter((width) => width > 0),
    bytes:
      (performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming | undefined)
        ?.encodedBodySize ?? null,
  }));
}

/** The width a browser at 1× picks from srcset for a box: the first size at least as wide. */
const smallestCovering = (widths: number[], box: number) =>
  widths.find((width) => width >= Math.ceil(box)) ?? widths.at(-1);

/** The page's cumulative layout shift so far (shifts not caused by input). */
function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

test("photos arrive in the size the layout needs, the largest one first", async ({ browser, request }) => {
  test.setTimeout(240_000);
  const items = await listingsWithVariants(request);
  // A demo listing's full-size photo: in the full suite other journeys add listings (and covers)
  // of a few pixels, which have only their own size.
  const listing = items.find(
    (p) => p.photo_count > 1 && p.cover_variants?.sizes.some((size) => size.width >= 960),
  ) as PropertyCard;
  const variants = listing.cover_variants;
  if (!variants) throw new Error("no variants");

  const html = await (await request.get(`/property/${listing.id}`)).text();
  const head = html.slice(0, html.indexOf('<div id="root">'));
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(head).toMatch(
    new RegExp(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${variants.stem}-400\\.avif 400w`,
    ),
  );
  expect(head).toContain(`<meta property="og:image" content="http`);
  expect(head).toContain(`${variants.share.url}"`);
  expect(head).toContain('<meta property="og:image:width" content="1200"');
  expect(root).toContain(`srcSet="${variants.stem}-400.webp 400w`);
  const firstImage = root.match(/<img [^>]*>/)?.[0] ?? "";
  expect(firstImage).toMatch(/width="\d+" height="\d+"/);
  expect(firstImage).toContain('fetchPriority="high"');
  expect(firstImage).not.toContain('loading="lazy"');

  const before = async (url: string | null) => (url ? (await (await request.get(url)).body()).length : null);
  const cardBefore = await before(listing.cover_url);
  const largeBefore = await before(listing.cover_url?.replace("-card.webp", "-large.webp") ?? null);

  const share = await request.get(variants.share.url);
  expect(share.headers()["content-type"]).toBe("image/jpeg");

  for (const width of [1280, 390]) {
    // A context per width: a browser reuses a larger size it already holds, which would hide the choice.
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 } });
    const page = await context.newPage();
    await page.goto("/properties-to-rent/all");
    await page.waitForLoadState("networkidle");
    const card = await imageFacts(page, "[data-testid=property-card] img >> nth=0");
    const lazyCard = await imageFacts(page, "[data-testid=property-card] img >> nth=5");
    expect(card.chosen).toMatch(/-\d+\.avif$/);
    expect(card.loading).toBe("eager");
    expect(lazyCard.loading).toBe("lazy");
    // Sharp without being oversized: the smallest size with enough pixels for its box. The first
    // card is whichever listing sorts first (in the full suite, maybe another journey's), so its
    // own offered sizes are the measure.
    expect(card.offered.length).toBeGreaterThan(0);
    expect(card.chosenWidth).toBe(smallestCovering(card.offered, card.box));
    const searchShift = await layoutShift(page);
    await page.screenshot({ path: `${SHOTS_DIR}/search-${width}.png` });

    await page.goto(`/property/${listing.id}`);
    await page.waitForLoadState("networkidle");
    const viewer = await imageFacts(page, "[aria-roledescription=carousel] img >> nth=0");
    expect(viewer.chosen).toMatch(/-\d+\.avif$/);
    expect(viewer.loading).toBe("eager");
    expect(viewer.offered).toEqual(variants.sizes.map((size) => size.width));
    expect(viewer.chosenWidth).toBe(smallestCovering(viewer.offered, viewer.box));
    const propertyShift = await layoutShift(page);
    await page.screenshot({ path: `${SHOTS_DIR}/property-${width}.png` });
    await context.close();
    console.log(
      `${width} px: card ${card.chosen.split("/").pop()} ${card.bytes} B (card.webp ${cardBefore} B before);` +
        ` gallery ${viewer.chosen.split("/").pop()} ${viewer.bytes} B (large.webp ${largeBefore} B before);` +
        ` layout shift: search ${searchShift.toFixed(3)}, property ${propertyShift.toFixed(3)}`,
    );
  }
});
