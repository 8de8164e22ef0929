import { MANCHESTER_AREAS } from "@roost/shared/domain/property.ts";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import { type AppEnv, createRouter } from "../../lib/http.ts";
import { contentPages, webContentDir } from "./content-pages.ts";
import { robotsTxt } from "./robots.ts";
import { areaLastChanges, listingFiles, listingsFrom } from "./sitemap.service.ts";
import { SITEMAP_MAX_URLS, sitemapIndex, urlset } from "./sitemap-xml.ts";

// robots.txt and the sitemap index (decision 031): /sitemap.xml names /sitemaps/pages.xml,
// /sitemaps/areas.xml and /sitemaps/listings-N.xml, each of at most 50,000 URLs, built from the
// database on request (a crawler reads them rarely; an hour's caching spares a repeat).

const SITEMAP_CACHE_CONTROL = "public, max-age=3600";

/** Pages that are neither content nor a listing nor an area. */
const FIXED_PAGES = ["/", "/properties-to-rent/all"];

export interface SeoOptions {
  /** URLs per sitemap file; smaller in tests to see the split. */
  urlsPerFile?: number;
  contentDir?: string;
}

function xml(c: Context<AppEnv>, body: string) {
  c.header("cache-control", SITEMAP_CACHE_CONTROL);
  return c.body(body, 200, { "content-type": "application/xml; charset=utf-8" });
}

export function seoRoutes({ config, database }: AppDeps, options: SeoOptions = {}) {
  const { urlsPerFile = SITEMAP_MAX_URLS, contentDir = webContentDir() } = options;
  const { db } = database;
  const site = config.publicUrl;
  const router = createRouter();

  router.get("/robots.txt", (c) => {
    c.header("cache-control", SITEMAP_CACHE_CONTROL);
    return c.text(robotsTxt(site));
  });

  router.get("/sitemap.xml", async (c) => {
    const files = await listingFiles(db, urlsPerFile);
    return xml(
      c,
      sitemapIndex([
        { loc: `${site}/sitemaps/pages.xml` },
        { loc: `${site}/sitemaps/areas.xml`, lastmod: newest([...(await areaLastChanges(db)).values()]) },
        ...files.map((file) => ({
          loc: `${site}/sitemaps/listings-${file.number}.xml`,
          lastmod: file.lastmod,
        })),
      ]),
    );
  });

  router.get("/sitemaps/pages.xml", (c) =>
    xml(
      c,
      urlset([
        ...FIXED_PAGES.map((path) => ({ loc: `${site}${path}` })),
        ...contentPages(contentDir).map((page) => ({ loc: `${site}${page.path}`, lastmod: page.lastmod })),
      ]),
    ),
  );

  router.get("/sitemaps/areas.xml", async (c) => {
    const lastChanges = await areaLastChanges(db);
    return xml(
      c,
      urlset(
        MANCHESTER_AREAS.map((area) => ({
          loc: `${site}/properties-to-rent/${area.slug}`,
          lastmod: lastChanges.get(area.slug),
        })),
      ),
    );
  });

  router.get("/sitemaps/:file{listings-[1-9][0-9]*\\.xml}", async (c) => {
    const number = Number(/\d+/.exec(c.req.param("file"))?.[0]);
    const file = (await listingFiles(db, urlsPerFile)).find((f) => f.number === number);
    // With no live listing at all, file 1 is there and empty; past the last file there is none.
    if (!file) return number === 1 ? xml(c, urlset([])) : c.notFound();
    const listings = await listingsFrom(db, file.firstId, urlsPerFile);
    return xml(c, urlset(listings.map((l) => ({ loc: `${site}/property/${l.id}`, lastmod: l.updatedAt }))));
  });

  return router;
}

const newest = (dates: Date[]) =>
  dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : undefined;
