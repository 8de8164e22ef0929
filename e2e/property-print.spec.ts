// A tenant prints a home's page to compare it on paper: the advert on A4, its key facts whole on
// the first page, without the site's header, footer, photos or buttons around it.

import type { PropertySearchResult } from "@roost/shared/contracts/properties.ts";
import { expect, test } from "./fixtures.ts";

/** A4 less the stylesheet's 12 mm margins, in CSS pixels (96 per inch): 186 × 273 mm. */
const PRINTABLE = { width: Math.floor((186 / 25.4) * 96), height: Math.floor((273 / 25.4) * 96) };

test.use({ viewport: PRINTABLE });

test("a property page prints its key facts whole on the first A4 page", async ({ page, request }) => {
  const { items } = (await (
    await request.get("/api/properties?sort=newest&limit=24")
  ).json()) as PropertySearchResult;
  for (const listing of [
    items.find((p) => p.advert_type === "whole_property"),
    items.find((p) => p.advert_type === "individual_rooms"),
  ]) {
    expect(listing).toBeTruthy();
    await page.goto(`/property/${listing?.id}`);
    await page.emulateMedia({ media: "print" });
    const keyFacts = page.getByRole("region", { name: "Key facts" });
    await expect(keyFacts.getByText("Council tax")).toBeVisible();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("button", { name: "Message landlord" })).toBeHidden();
    const box = await keyFacts.boundingBox();
    expect(box && box.y + box.height, "the key facts end on the first page").toBeLessThanOrEqual(
      PRINTABLE.height,
    );
    await page.emulateMedia({ media: "screen" });
  }
});
