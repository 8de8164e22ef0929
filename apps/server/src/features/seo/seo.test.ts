// robots.txt and the sitemaps (decision 031): well-formed XML in the sitemap namespace,
// absolute URLs, at most the file limit per file, live listings only, content pages from the
// web app's Markdown.
import { readdirSync } from "node:fs";
import path from "node:path";
import { MANCHESTER_AREAS } from "@roost/shared/domain/property.ts";
import { DOMParser } from "@xmldom/xmldom";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../db/schema.ts";
import { insertProperty, person } from "../../test/fixtures.ts";
import { useTestApp } from "../../test/test-app.ts";
import { webContentDir } from "./content-pages.ts";
import { seoRoutes } from "./seo.routes.ts";
import { SITEMAP_MAX_URLS, SITEMAP_NAMESPACE, urlset } from "./sitemap-xml.ts";

let ownerId: string;
let site: string;
const t = useTestApp();
beforeAll(async () => {
  ownerId = (await person(t, "seo-landlord", "landlord")).id;
  site = t.deps.config.publicUrl;
});

/** Parses strictly (any parser error or warning fails) and returns the <loc> URLs and the root. */
async function sitemap(path: string, app: { request: (p: string) => Response | Promise<Response> } = t.app) {
  const res = await app.request(path);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const doc = new DOMParser({
    onError: (level, message) => {
      throw new Error(`${path}: XML ${level}: ${message}`);
    },
  }).parseFromString(await res.text(), "application/xml");
  const root = doc.documentElement;
  expect(root?.namespaceURI).toBe(SITEMAP_NAMESPACE);
  const locs = Array.from(doc.getElementsByTagNameNS(SITEMAP_NAMESPACE, "loc")).map(
    (n) => n.textContent ?? "",
  );
  for (const loc of locs) expect(loc.startsWith(`${site}/`)).toBe(true);
  expect(locs.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
  const lastmods = Array.from(doc.getElementsByTagNameNS(SITEMAP_NAMESPACE, "lastmod")).map(
    (n) => n.textContent,
  );
  for (const lastmod of lastmods) expect(Number.isNaN(Date.parse(lastmod ?? ""))).toBe(false);
  return { root: root?.localName, locs };
}

async function allListingUrls(app = t.app) {
  const index = await sitemap("/sitemap.xml", app);
  const files = index.locs.filter((loc) => /\/sitemaps\/listings-\d+\.xml$/.test(loc));
  const urls: string[] = [];
  for (const file of files) urls.push(...(await sitemap(file.slice(site.length), app)).locs);
  return { files, urls };
}

describe("robots.txt", () => {
  it("lets search engines read the public pages, not the signed-in ones or the API, and names the sitemap", async () => {
    const res = await t.app.request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await res.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/api/", "/dashboard", "/messages", "/favourites", "/list-property", "/auth"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // Public pages stay readable: no rule is a prefix of them.
    const disallowed = lines.filter((l) => l.startsWith("Disallow: ")).map((l) => l.slice(10));
    for (const page of [
      "/property/abc",
      "/properties-to-rent/all",
      "/blog/x",
      "/careers",
      "/files/a.webp",
      "/about-us",
    ]) {
      expect(disallowed.filter((rule) => page.startsWith(rule))).toEqual([]);
    }
    expect(lines).toContain(`Sitemap: ${site}/sitemap.xml`);
  });
});

describe("sitemap index", () => {
  it("names the pages, areas and listings files", async () => {
    await insertProperty(t.db, ownerId);
    const index = await sitemap("/sitemap.xml");
    expect(index.root).toBe("sitemapindex");
    expect(index.locs).toEqual(
      expect.arrayContaining([
        `${site}/sitemaps/pages.xml`,
        `${site}/sitemaps/areas.xml`,
        `${site}/sitemaps/listings-1.xml`,
      ]),
    );
  });

  it("lists a newly published listing and drops it once withdrawn; drafts and paused ones never", async () => {
    const live = await insertProperty(t.db, ownerId);
    const letAgreed = await insertProperty(t.db, ownerId, { status: "let_agreed" });
    const draft = await insertProperty(t.db, ownerId, { status: "draft" });
    const paused = await insertProperty(t.db, ownerId, { status: "pause" });
    const expired = await insertProperty(t.db, ownerId, { status: "expired" });
    const url = (id: string) => `${site}/property/${id}`;

    let { urls } = await allListingUrls();
    expect(urls).toEqual(expect.arrayContaining([url(live.id), url(letAgreed.id)]));
    for (const hidden of [draft, paused, expired]) expect(urls).not.toContain(url(hidden.id));

    await t.db.update(properties).set({ status: "withdrawn" }).where(eq(properties.id, live.id));
    ({ urls } = await allListingUrls());
    expect(urls).not.toContain(url(live.id));
    expect(urls).toContain(url(letAgreed.id));
  });

  it("splits the listings into files of at most the limit, each listing once", async () => {
    for (let i = 0; i < 4; i++) await insertProperty(t.db, ownerId);
    const whole = await allListingUrls();
    // The same routes with three URLs a file.
    const small = seoRoutes(t.deps, { urlsPerFile: 3 });
    const split = await allListingUrls(small);
    expect(split.files.length).toBe(Math.ceil(whole.urls.length / 3));
    expect(split.files.length).toBeGreaterThan(1);
    for (const file of split.files) {
      expect((await sitemap(file.slice(site.length), small)).locs.length).toBeLessThanOrEqual(3);
    }
    expect(new Set(split.urls).size).toBe(split.urls.length);
    expect([...split.urls].sort()).toEqual([...whole.urls].sort());
    expect((await small.request(`/sitemaps/listings-${split.files.length + 1}.xml`)).status).toBe(404);
  });
});

describe("sitemap file names", () => {
  it("a listings file that cannot exist is a 404, never a server error", async () => {
    for (const name of [
      "listings-0.xml",
      "listings-99999999999999999999.xml",
      "listings-007.xml",
      "listings-.xml",
    ]) {
      expect((await t.app.request(`/sitemaps/${name}`)).status).toBe(404);
    }
  });
});

describe("areas and pages", () => {
  it("areas.xml has every area's search page", async () => {
    const { root, locs } = await sitemap("/sitemaps/areas.xml");
    expect(root).toBe("urlset");
    expect(locs).toEqual(MANCHESTER_AREAS.map((a) => `${site}/properties-to-rent/${a.slug}`));
  });

  it("pages.xml has the home page, search, the policies and guides, every blog post and job", async () => {
    const { locs } = await sitemap("/sitemaps/pages.xml");
    const paths = locs.map((loc) => loc.slice(site.length));
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/properties-to-rent/all",
        "/about-us",
        "/for-tenants",
        "/privacy-policy",
        "/blog",
        "/blog/house-viewing-checklist",
        "/careers",
        "/careers/engineering",
        "/careers/engineering/product-designer",
      ]),
    );
    const posts = readdirSync(path.join(webContentDir(), "blog")).filter((f) => f.endsWith(".md"));
    expect(paths.filter((p) => p.startsWith("/blog/")).length).toBe(posts.length);
  });

  it("escapes what XML reserves", () => {
    expect(urlset([{ loc: "https://x.example/?a=1&b=<2>" }])).toContain(
      "<loc>https://x.example/?a=1&amp;b=&lt;2&gt;</loc>",
    );
  });
});
