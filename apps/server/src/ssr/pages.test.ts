import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { APP_SHELL_PATH } from "@roost/shared/contracts/app-shell.ts";
import { FLASH_COOKIE, NEWSLETTER_FORM_PATH } from "@roost/shared/contracts/form-posts.ts";
import { SEARCH_PAGE_SIZE } from "@roost/shared/contracts/properties.ts";
import { FIRST_LOAD_SUCCESS_TEXTS } from "@roost/shared/domain/first-load-texts.ts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_READ_CACHE_CONTROL as PUBLIC_PAGE_CACHE_CONTROL } from "../lib/api-caching.ts";
import { COMPLETE_ADVERT_FACTS, fakePhoto, insertProperty, insertUser } from "../test/fixtures.ts";
import { LOOPBACK_PEER, TEST_ORIGIN, useTestApp } from "../test/test-app.ts";
import { mountFormPosts } from "./form-posts.ts";
import { pageHandler } from "./pages.ts";
import { mountVideoTourPage } from "./video-tour-page.ts";

// The public pages as a crawler or a phone without JavaScript gets them, rendered by
// the web app's server entry and answering their data through the whole app.

// The web app's server entry from source (Vitest compiles it), with its own index.html as template.
const webRoot = fileURLToPath(new URL("../../../web/", import.meta.url));
const entryServer = path.join(webRoot, "src/entry-server.tsx");

const t = useTestApp();
beforeAll(async () => {
  const pages = pageHandler(t.app, {
    webDist: webRoot,
    production: true,
    publicUrl: TEST_ORIGIN,
    loadRenderer: () => import(entryServer),
  });
  mountFormPosts(t.app, { publicUrl: TEST_ORIGIN, secureTransport: false });
  mountVideoTourPage(t.app);
  t.app.get("*", pages);
});

async function page(pathName: string, cookie?: string) {
  const res = await t.app.request(pathName, { headers: cookie ? { cookie } : {} });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const metaContent = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
const rootMarkup = (html: string) => html.slice(html.indexOf('<div id="root">'));

describe("property page", () => {
  it("arrives complete: its own head, address, price, description, photos and JSON-LD", async () => {
    const owner = await insertUser(t.db);
    const p = await insertProperty(t.db, owner, {
      addressLine1: "41 Wilmslow Road",
      monthlyRent: 1725,
      description: "Four double bedrooms above the curry mile.",
    });
    const { status, html, headers } = await page(`/property/${p.id}`);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(title(html)).toBe("3 bed terraced house to rent in Fallowfield — 41 Wilmslow Road | Roost");
    expect(metaContent(html, "description")).toContain(
      "£1,725 per month, 41 Wilmslow Road, Manchester, M14 6HR",
    );
    expect(canonical(html)).toBe(`${TEST_ORIGIN}/property/${p.id}`);
    expect(metaContent(html, "og:title")).toBe(title(html));
    expect(metaContent(html, "og:image")).toBe(`${TEST_ORIGIN}${p.photos[0].large}`);
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "robots")).toBeUndefined();
    const body = rootMarkup(html);
    expect(body).toContain("41 Wilmslow Road");
    expect(body).toContain("£1,725 per month");
    expect(body).toContain("Four double bedrooms above the curry mile.");
    expect(body).toContain(p.photos[0].large);
    expect(html).toMatch(/<script type="application\/json" id="roost-query-state">/);
    // The CSP allows no inline script: every script element is data or the built entry.
    expect(
      html.match(/<script(?! type="(?:application\/json|application\/ld\+json|module)")[^>]*>/g),
    ).toBeNull();
    expect(body).not.toContain("<template");

    const [offer, breadcrumbs] = jsonLd(html);
    expect(offer).toMatchObject({
      "@type": "Offer",
      price: 1725,
      priceCurrency: "GBP",
      itemOffered: {
        "@type": "Accommodation",
        address: { streetAddress: "41 Wilmslow Road", postalCode: "M14 6HR" },
      },
    });
    expect(breadcrumbs["@type"]).toBe("BreadcrumbList");
    // Every link in the structured data is absolute: search engines ignore site-relative ones.
    expect(offer.url).toBe(`${TEST_ORIGIN}/property/${p.id}`);
    expect((offer.itemOffered as { image: string }).image).toBe(`${TEST_ORIGIN}${p.photos[0].large}`);
    const crumbs = breadcrumbs.itemListElement as { item: string }[];
    expect(crumbs.map((crumb) => crumb.item)).toEqual([
      `${TEST_ORIGIN}/`,
      `${TEST_ORIGIN}/properties-to-rent/all`,
      `${TEST_ORIGIN}/properties-to-rent/fallowfield`,
      `${TEST_ORIGIN}/property/${p.id}`,
    ]);
  });

  it("shows a let-agreed listing as such", async () => {
    const p = await insertProperty(t.db, await insertUser(t.db), { status: "let_agreed" });
    const { status, html } = await page(`/property/${p.id}`);
    expect(status).toBe(200);
    expect(rootMarkup(html)).toContain("Let agreed");
  });

  it("answers 404 for an unknown listing and for someone else's draft or paused one", async () => {
    const owner = await insertUser(t.db);
    const draft = await insertProperty(t.db, owner, { status: "draft" });
    const paused = await insertProperty(t.db, owner, { status: "pause" });
    for (const id of ["7d4c1a52-8f0e-4e55-9a43-2f8f2b4f9d10", draft.id, paused.id, "not-an-id"]) {
      const { status, html } = await page(`/property/${id}`);
      expect(status, id).toBe(404);
      expect(rootMarkup(html)).toContain("This home isn&#x27;t available");
      expect(metaContent(html, "robots")).toBe("noindex");
    }
  });

  it("answers 410 with the friendly page for a withdrawn or an expired listing", async () => {
    const owner = await insertUser(t.db);
    const reasons = { withdrawn: "taken off the market for good", expired: "Its advert has expired" };
    for (const [state, reason] of Object.entries(reasons)) {
      const p = await insertProperty(t.db, owner, { status: state as keyof typeof reasons });
      const { status, html } = await page(`/property/${p.id}`);
      expect(status, state).toBe(410);
      expect(rootMarkup(html)).toContain("This listing is no longer available");
      expect(rootMarkup(html)).toContain(reason);
      expect(metaContent(html, "robots")).toBe("noindex");
    }
  });

  it("shows the owner their draft, privately and out of search engines", async () => {
    const { cookie, id } = await t.signUp("draft-owner@example.com", "landlord");
    const draft = await insertProperty(t.db, id, { status: "draft", addressLine1: "9 Draft Street" });
    const { status, html, headers } = await page(`/property/${draft.id}`, cookie);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(metaContent(html, "robots")).toBe("noindex");
    expect(rootMarkup(html)).toContain("9 Draft Street");
  });

  it("is never stored by any cache when rendered for a session: the page's data names the person", async () => {
    const { cookie } = await t.signUp("stored-nowhere@example.com", "student");
    const p = await insertProperty(t.db, await insertUser(t.db));
    for (const path of ["/", `/property/${p.id}`, "/properties-to-rent/fallowfield"]) {
      const { status, html, headers } = await page(path, cookie);
      expect(status, path).toBe(200);
      expect(html, path).toContain("stored-nowhere@example.com");
      expect(headers.get("cache-control"), path).toBe("private, no-store");
    }
  });
});

describe("a shared cache in front (docs/operations.md)", () => {
  const publicPaths = async () => {
    const p = await insertProperty(t.db, await insertUser(t.db));
    return ["/", `/property/${p.id}`, "/properties-to-rent/fallowfield", "/about-us"];
  };

  it("may keep an anonymous visitor's page a minute, revalidated by its ETag", async () => {
    for (const path of await publicPaths()) {
      const first = await t.app.request(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get("cache-control"), path).toBe(PUBLIC_PAGE_CACHE_CONTROL);
      expect(first.headers.get("vary"), path).toMatch(/\bCookie\b/);
      const tag = first.headers.get("etag");
      expect(tag, path).toMatch(/^W\/"[\w-]+"$/);
      // The same page again is the same representation: a 304 without a body, with its headers.
      const again = await t.app.request(path, { headers: { "if-none-match": `"other", ${tag}` } });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe("");
      expect(again.headers.get("etag"), path).toBe(tag);
      expect(again.headers.get("cache-control"), path).toBe(PUBLIC_PAGE_CACHE_CONTROL);
      const changed = await t.app.request(path, { headers: { "if-none-match": 'W/"stale"' } });
      expect(changed.status, path).toBe(200);
    }
  });

  it("never for a request with a cookie, whatever it holds, nor for a page that is not found", async () => {
    for (const path of await publicPaths()) {
      const { headers } = await page(path, "roost.session_token=expired.signature");
      expect(headers.get("cache-control"), path).toBe("private, no-cache");
      expect(headers.get("etag"), path).toBeNull();
    }
    const missing = await page("/properties-to-rent/atlantis");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-cache");
  });
});

describe("search pages", () => {
  it("render the results with a Next page link for browsers without JavaScript", async () => {
    const owner = await insertUser(t.db);
    for (let i = 0; i <= SEARCH_PAGE_SIZE; i += 1) {
      await insertProperty(t.db, owner, { area: "rusholme", addressLine1: `Paging Street ${i + 1}` });
    }
    const first = await page("/properties-to-rent/rusholme?sort=newest");
    expect(first.status).toBe(200);
    expect(title(first.html)).toBe("Student houses and rooms to rent in Rusholme | Roost");
    expect(canonical(first.html)).toBe(`${TEST_ORIGIN}/properties-to-rent/rusholme`);
    expect(metaContent(first.html, "og:description")).toBeTruthy();
    expect(rootMarkup(first.html)).toContain(`${SEARCH_PAGE_SIZE + 1} homes`);
    const next = first.html.match(/<a [^>]*href="([^"]*cursor=[^"]*)"[^>]*>Next page<\/a>/)?.[1];
    expect(next).toBeDefined();

    const second = await page(`/properties-to-rent/rusholme${(next as string).replaceAll("&amp;", "&")}`);
    expect(second.status).toBe(200);
    expect(canonical(second.html)).toBe(`${TEST_ORIGIN}/properties-to-rent/rusholme`);
    expect(rootMarkup(second.html)).toContain(">Paging Street 1<");
    expect(rootMarkup(first.html)).not.toContain(">Paging Street 1<");
  });

  it("answer 301 to the area's own address from another spelling of it, keeping the filters", async () => {
    const moved = {
      "/properties-to-rent/Fallowfield": "/properties-to-rent/fallowfield",
      "/properties-to-rent/fallowfield/": "/properties-to-rent/fallowfield",
      "/properties-to-rent/Victoria%20Park?sort=newest": "/properties-to-rent/victoria-park?sort=newest",
      "/properties-to-rent/victoria_park": "/properties-to-rent/victoria-park",
      "/properties-to-rent/ALL": "/properties-to-rent/all",
      "/properties-to-rent": "/properties-to-rent/all",
      "/properties-to-rent/": "/properties-to-rent/all",
      "/about-us/": "/about-us",
    };
    for (const [from, to] of Object.entries(moved)) {
      const res = await t.app.request(from, { redirect: "manual" });
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(to);
    }
    expect((await page("/properties-to-rent/fallowfield")).status).toBe(200);
  });

  it("never redirect to another site: leading slashes and backslashes collapse to one", async () => {
    const moved = {
      "//evil.example/path/?x=1": "/evil.example/path?x=1",
      "//x/": "/x",
      "/\\x/": "/x",
      "/\\/x/": "/x",
      "/%2F%2Fx/": "/%2F%2Fx",
      "/%5C%5Cx/": "/x",
      "///x": "/x",
    };
    for (const [from, to] of Object.entries(moved)) {
      const res = await t.app.request(from, { redirect: "manual" });
      expect(res.status, from).toBe(301);
      const location = res.headers.get("location") ?? "";
      expect(location, from).toBe(to);
      // What a browser would make of it: an address on this site.
      expect(new URL(location, TEST_ORIGIN).origin, from).toBe(TEST_ORIGIN);
    }
  });

  it("answers 404 for an area Roost does not cover", async () => {
    const { status, html } = await page("/properties-to-rent/atlantis");
    expect(status).toBe(404);
    expect(rootMarkup(html)).toContain("We don&#x27;t cover that area yet");
  });
});

describe("home page", () => {
  it("arrives with the featured listings", async () => {
    await insertProperty(t.db, await insertUser(t.db), { addressLine1: "3 Featured Avenue" });
    const { status, html } = await page("/");
    expect(status).toBe(200);
    expect(title(html)).toBe("Roost — student homes and rentals in Manchester");
    expect(canonical(html)).toBe(`${TEST_ORIGIN}/`);
    expect(rootMarkup(html)).toContain("3 Featured Avenue");
  });
});

describe("signed-in pages", () => {
  it("stay client-rendered and out of search engines", async () => {
    const { status, html } = await page("/dashboard");
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(metaContent(html, "robots")).toBe("noindex");
  });

  it("leave the other client-rendered pages indexable", async () => {
    const { html } = await page("/auth/callback");
    expect(html).toContain('<div id="root"></div>');
    expect(metaContent(html, "robots")).toBeUndefined();
  });

  it("render the sign-in page a visitor's favourite, message and report links lead to, saying why", async () => {
    const favourite = rootMarkup((await page("/auth?next=%2Fproperty%2Fx&for=favourites")).html);
    expect(favourite).toContain("Authentication required");
    expect(favourite).toContain("Please login to add favorites");
    const message = rootMarkup((await page("/auth?next=%2Fproperty%2Fx")).html);
    expect(message).toContain("Authentication required");
    expect(message).not.toContain("Please login to add favorites");
    expect(rootMarkup((await page("/auth")).html)).not.toContain("Authentication required");
  });
});

describe("the installable app (decision 065)", () => {
  it("gives every page, server-rendered or not, the manifest, icons and the tags iOS reads", async () => {
    for (const path of ["/", "/dashboard"]) {
      const { html } = await page(path);
      expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
      expect(html, path).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
      expect(metaContent(html, "theme-color"), path).toBe("#0f766e");
      expect(metaContent(html, "apple-mobile-web-app-capable"), path).toBe("yes");
      expect(metaContent(html, "apple-mobile-web-app-title"), path).toBe("Roost");
    }
  });

  it("answers the service worker's offline shell with the template alone, even to a session", async () => {
    const person = await t.signUp("shell-reader@example.com", "student");
    const { status, html, headers } = await page(APP_SHELL_PATH, person.cookie);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-cache");
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("roost-query-state");
    expect(html).not.toContain("shell-reader");
    expect(metaContent(html, "robots")).toBe("noindex");
    expect(html).toBe((await page(APP_SHELL_PATH)).html);
  });

  it("lets pages register this site's service worker and read its manifest, and nothing else's", async () => {
    const csp = (await page("/")).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toContain("manifest-src 'self';");
  });
});

describe("content pages", () => {
  it("arrive with their Markdown text and their own head", async () => {
    const about = await page("/about-us");
    expect(about.status).toBe(200);
    expect(title(about.html)).toBe("About Us | Roost");
    expect(metaContent(about.html, "description")).toContain("Manchester-based rental platform");
    expect(canonical(about.html)).toBe(`${TEST_ORIGIN}/about-us`);
    expect(rootMarkup(about.html)).toContain("<article");

    for (const path of ["/blog", "/blog/house-viewing-checklist", "/careers", "/privacy-policy"]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(canonical(html), path).toBe(`${TEST_ORIGIN}${path}`);
      expect(html, path).toMatch(/<script type="application\/json" id="roost-query-state">/);
    }
  });

  it("answer 404 for a post, team or role that does not exist", async () => {
    for (const path of ["/blog/no-such-post", "/careers/no-such-team", "/careers/engineering/no-such-role"]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(metaContent(html, "robots"), path).toBe("noindex");
    }
  });
});

describe("photos (decision 039)", () => {
  const withVariants = (photo: ReturnType<typeof fakePhoto>) => {
    const stem = photo.large.replace("-large.webp", "");
    return {
      ...photo,
      variants: {
        stem,
        sizes: [
          { width: 400, height: 300 },
          { width: 960, height: 720 },
          { width: 1600, height: 1200 },
        ],
        formats: ["avif" as const, "webp" as const],
        share: { url: `${stem}-share.jpg`, width: 1200, height: 630 },
      },
    };
  };
  const head = (html: string) => html.slice(0, html.indexOf('<div id="root">'));
  const preload = (html: string) => head(html).match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
  const images = (html: string) => rootMarkup(html).match(/<img [^>]*>/g) ?? [];

  it("a property page shares its 1200×630 picture and preloads its first photo, which is not lazy", async () => {
    const [first, second] = [withVariants(fakePhoto()), withVariants(fakePhoto())];
    const p = await insertProperty(t.db, await insertUser(t.db), { photos: [first, second] });
    const { html } = await page(`/property/${p.id}`);
    const share = `${TEST_ORIGIN}${first.variants.share.url}`;
    expect(metaContent(html, "og:image")).toBe(share);
    expect(metaContent(html, "twitter:image")).toBe(share);
    expect([metaContent(html, "og:image:width"), metaContent(html, "og:image:height")]).toEqual([
      "1200",
      "630",
    ]);

    const avif = `${first.variants.stem}-400.avif 400w, ${first.variants.stem}-960.avif 960w, ${first.variants.stem}-1600.avif 1600w`;
    expect(preload(html)).toEqual([expect.stringContaining(`imagesrcset="${avif}"`)]);
    expect(preload(html)[0]).toMatch(/type="image\/avif".*imagesizes="[^"]+".*fetchpriority="high"/);
    expect(rootMarkup(html)).toContain(`<source type="image/avif" srcSet="${avif}"`);
    const [viewer, ...thumbnails] = images(html);
    expect(viewer).toMatch(/width="1600" height="1200"/);
    expect(viewer).toMatch(/fetchPriority="high"/);
    expect(viewer).not.toMatch(/loading="lazy"/);
    expect(thumbnails).toHaveLength(2);
    for (const thumbnail of thumbnails) expect(thumbnail).toMatch(/loading="lazy"/);
  });

  it("a search page loads the first row's photos first and preloads the first card's", async () => {
    const owner = await insertUser(t.db);
    const photos = Array.from({ length: 5 }, () => withVariants(fakePhoto()));
    for (const [i, photo] of photos.entries())
      await insertProperty(t.db, owner, {
        area: "ancoats",
        photos: [photo],
        publishedAt: new Date(Date.UTC(2026, 9, 1 + i)),
      });
    const { html } = await page("/properties-to-rent/ancoats");
    const newest = photos.at(-1)?.variants.stem;
    expect(preload(html)).toEqual([expect.stringContaining(`imagesrcset="${newest}-400.avif 400w`)]);
    const cards = images(html);
    expect(cards).toHaveLength(5);
    for (const card of cards.slice(0, 3)) expect(card).toMatch(/fetchPriority="high"/);
    for (const card of cards.slice(3)) expect(card).toMatch(/loading="lazy"/);
    for (const card of cards) expect(card).toMatch(/width="\d+" height="\d+"/);
  });

  it("without variants yet, shows and shares the original photo", async () => {
    const p = await insertProperty(t.db, await insertUser(t.db));
    const { html } = await page(`/property/${p.id}`);
    expect(metaContent(html, "og:image")).toBe(`${TEST_ORIGIN}${p.photos[0].large}`);
    expect(metaContent(html, "og:image:width")).toBeUndefined();
    expect(rootMarkup(html)).not.toContain("<picture");
    expect(images(html)[0]).toContain(`src="${p.photos[0].large}"`);
  });
});

describe("forms that work before the app has loaded, and without JavaScript", () => {
  /** A browser's own submission of the footer's form on `from`, and the page it is sent back to. */
  async function subscribe(email: string, { from = "/about-us", origin = TEST_ORIGIN } = {}) {
    const sent = await t.app.request("/newsletter", {
      method: "POST",
      headers: {
        origin,
        referer: `${TEST_ORIGIN}${from}`,
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      },
      body: new URLSearchParams({ email }).toString(),
      redirect: "manual",
    });
    const flash =
      sent.headers
        .getSetCookie()
        .find((c) => c.startsWith("roost_flash="))
        ?.split(";")[0] ?? "";
    const back = await t.app.request(sent.headers.get("location") ?? "", { headers: { cookie: flash } });
    return { sent, back, html: await back.text() };
  }

  it("the newsletter subscribes and comes back to the page with the spec's text, once and privately", async () => {
    const { sent, back, html } = await subscribe("  Early.Tapper@Example.com ");
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/about-us");
    expect(rootMarkup(html)).toContain("Successfully subscribed!");
    expect(back.headers.get("cache-control")).toBe("private, no-store");
    expect(back.headers.getSetCookie().some((c) => /^roost_flash=;/.test(c))).toBe(true);
    const rows = await t.db.execute(
      sql`select email from newsletter_subscriptions where email = 'early.tapper@example.com'`,
    );
    expect(rows.rows).toHaveLength(1);

    expect(rootMarkup((await subscribe("early.tapper@example.com")).html)).toContain("Already subscribed");
    expect(rootMarkup((await subscribe("not-an-address")).html)).toContain("Enter a valid email address");
  });

  it("the newsletter refuses another site's form and never sends the browser off the site", async () => {
    const foreign = await subscribe("victim@example.com", { origin: "https://evil.example" });
    expect(rootMarkup(foreign.html)).toContain("Subscription failed");
    const rows = await t.db.execute(
      sql`select 1 from newsletter_subscriptions where email = 'victim@example.com'`,
    );
    expect(rows.rows).toHaveLength(0);
    const sneaky = await subscribe("sneaky@example.com", { from: "//evil.example/x" });
    expect(sneaky.sent.headers.get("location")).toBe("/evil.example/x");
  });

  /** A signed-in person's own submission of a form on the property page. */
  async function post(path: string, cookie: string, from: string, body: Record<string, string> = {}) {
    return t.app.request(path, {
      method: "POST",
      headers: {
        origin: TEST_ORIGIN,
        cookie,
        referer: `${TEST_ORIGIN}${from}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(body).toString(),
      redirect: "manual",
    });
  }
  const flashOf = async (res: Response) => {
    const cookie =
      res.headers
        .getSetCookie()
        .find((c) => c.startsWith("roost_flash="))
        ?.split(";")[0] ?? "";
    return rootMarkup(
      await (await t.app.request(res.headers.get("location") ?? "", { headers: { cookie } })).text(),
    );
  };

  it("a signed-in person's heart and Message landlord are forms the server answers", async () => {
    const { cookie, id } = await t.signUp("early-student@example.com", "student");
    const landlord = await t.signUp("early-landlord@example.com", "landlord");
    const listing = await insertProperty(t.db, landlord.id);
    const from = `/property/${listing.id}`;

    const added = await post(`/favourites/${listing.id}`, cookie, from, { favourite: "1" });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe(from);
    expect(await flashOf(added)).toContain("Added to favorites");
    const saved = await t.db.execute(
      sql`select 1 from favourites where user_id = ${id} and property_id = ${listing.id}`,
    );
    expect(saved.rows).toHaveLength(1);
    expect(
      await flashOf(await post(`/favourites/${listing.id}`, cookie, from, { favourite: "0" })),
    ).toContain("Removed from favorites");

    const message = await post(`/property/${listing.id}/message`, cookie, from);
    expect(message.status).toBe(303);
    expect(message.headers.get("location")).toMatch(/^\/inquiries\/[0-9a-f-]{36}$/);
    expect(await flashOf(await post(`/property/${listing.id}/message`, landlord.cookie, from))).toContain(
      "This is your own listing",
    );
    // Signed out meanwhile: to sign in, and back to the page.
    const signedOut = await post(`/favourites/${listing.id}`, "", from, { favourite: "1" });
    expect(signedOut.headers.get("location")).toBe(`/auth?next=${encodeURIComponent(from)}`);
  });

  it("a signed-in person's Report this listing is a form the server answers", async () => {
    const { cookie, id } = await t.signUp("early-reporter@example.com", "student");
    const landlord = await t.signUp("reported-landlord@example.com", "landlord");
    const listing = await insertProperty(t.db, landlord.id);
    const from = `/property/${listing.id}`;
    const report = (body: Record<string, string>, as = cookie) =>
      post(`/property/${listing.id}/report`, as, from, body);

    const noReason = await report({ details: "Kept?" });
    expect(noReason.headers.get("location")).toBe(from);
    expect(await flashOf(noReason)).toMatch(/reason/i);
    const sent = await report({ reason: "misleading", details: "The photos are of another flat." });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(from);
    expect(await flashOf(sent)).toContain("Thanks — our team will review this report.");
    const rows = await t.db.execute(
      sql`select reason, details from reports where reporter_id = ${id} and property_id = ${listing.id}`,
    );
    expect(rows.rows).toEqual([{ reason: "misleading", details: "The photos are of another flat." }]);
    expect(await flashOf(await report({ reason: "other" }))).toContain(
      "You have already reported this listing",
    );

    const signedOut = await report({ reason: "scam" }, "");
    expect(signedOut.headers.get("location")).toBe(`/auth?next=${encodeURIComponent(from)}`);
  });

  /** The sign-in page's own submission of its development form (as a browser sends it). */
  async function devSignIn(body: Record<string, string>, origin = TEST_ORIGIN) {
    return t.app.request(
      "/auth/dev",
      {
        method: "POST",
        headers: {
          origin,
          referer: `${TEST_ORIGIN}/auth?next=%2Ffavourites`,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(body).toString(),
        redirect: "manual",
      },
      LOOPBACK_PEER,
    );
  }
  const sessionCookie = (res: Response) =>
    res.headers
      .getSetCookie()
      .filter((c) => !c.startsWith("roost_flash="))
      .map((c) => c.split(";")[0])
      .join("; ");

  it("the development sign-in form signs in and goes on to the page that asked, never another site", async () => {
    const signedIn = await devSignIn({ email: "early.signer@example.com", next: "/favourites" });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe("/favourites");
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    const me = await t.app.request("/api/me", { headers: { cookie: sessionCookie(signedIn) } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe("early.signer@example.com");

    for (const next of ["//evil.example/x", "https://evil.example", ""]) {
      const res = await devSignIn({ email: "early.signer@example.com", next });
      expect(res.headers.get("location"), next).toBe("/dashboard");
    }
  });

  it("a refused sign-in form comes back to the sign-in page with why, and signs nobody in", async () => {
    const foreign = await devSignIn({ email: "forged@example.com" }, "https://evil.example");
    expect(foreign.status).toBe(303);
    expect(foreign.headers.get("location")).toBe("/auth?next=%2Ffavourites");
    expect(sessionCookie(foreign)).toBe("");
    const page = await flashOf(foreign);
    expect(page).toContain("Sign in failed");
    expect(page).toContain(`Open Roost at ${TEST_ORIGIN}`);
    expect(await flashOf(await devSignIn({ email: "not-an-address" }))).toContain(
      "Could not sign in with that email.",
    );

    // Google is not configured here: the form says so rather than leaving the page.
    const google = await t.app.request("/auth/google", {
      method: "POST",
      headers: { origin: TEST_ORIGIN, referer: `${TEST_ORIGIN}/auth` },
      redirect: "manual",
    });
    expect(google.status).toBe(303);
    expect(google.headers.get("location")).toBe("/auth");
    expect(await flashOf(google)).toContain("Sign in failed");
  });

  it("a search form's GET (home page, filters) lands on the area's own address, without empty fields", async () => {
    for (const [from, to] of [
      [
        "/properties-to-rent?area=withington&q=&min_price=&max_price=900&parking=true&view=map",
        "/properties-to-rent/withington?max_price=900&parking=true&view=map",
      ],
      ["/properties-to-rent?area=fallowfield&sort=newest", "/properties-to-rent/fallowfield?sort=newest"],
      ["/properties-to-rent?area=all", "/properties-to-rent/all"],
      ["/properties-to-rent?area=atlantis", "/properties-to-rent/all"],
    ]) {
      const res = await t.app.request(from as string, { redirect: "manual" });
      expect(res.headers.get("location"), from).toBe(to);
    }
  });
});

describe("video tours (decision 057)", () => {
  const tour = { ...COMPLETE_ADVERT_FACTS, video_tour: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" };
  const csp = (res: { headers: Headers }) => res.headers.get("content-security-policy") ?? "";

  it("play from a page of this site that alone may frame the privacy-enhanced players", async () => {
    const owner = await insertUser(t.db, { userType: "landlord" });
    const listing = await insertProperty(t.db, owner, { facts: tour });
    const framed = await page(`/video-tour/${listing.id}`);
    expect(framed.status).toBe(200);
    expect(framed.html).toContain(
      'src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&amp;rel=0"',
    );
    expect(csp(framed)).toContain("frame-src https://www.youtube-nocookie.com https://player.vimeo.com");
    expect(csp(framed)).toContain("frame-ancestors 'self'");
    expect(csp(framed)).toContain("default-src 'none'");
    expect(framed.headers.get("x-frame-options")).toBe("SAMEORIGIN");

    const property = await page(`/property/${listing.id}`);
    expect(property.status).toBe(200);
    expect(csp(property)).not.toContain("youtube");
    expect(csp(property)).toContain("frame-ancestors 'none'");
    expect(property.headers.get("x-frame-options")).toBe("DENY");
  });

  it("answer 404 for a listing without one, and for one the visitor may not see", async () => {
    const owner = await t.signUp("tour-owner@example.com", "landlord");
    const without = await insertProperty(t.db, owner.id);
    const draft = await insertProperty(t.db, owner.id, { status: "draft", facts: tour });
    expect((await page(`/video-tour/${without.id}`)).status).toBe(404);
    expect((await page(`/video-tour/${draft.id}`)).status).toBe(404);
    expect((await page("/video-tour/not-a-listing")).status).toBe(404);
    expect((await page(`/video-tour/${draft.id}`, owner.cookie)).status).toBe(200);
  });
});

describe("a form posted to Node's own server", () => {
  it("is answered through the API in-process, whose call brings its own body", async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
    await once(server, "listening");
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // The in-process call carries the visitor's env, and so their Node request, already read.
      const res = await fetch(`${base}${NEWSLETTER_FORM_PATH}`, {
        method: "POST",
        headers: { origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: `form-${Date.now()}@example.com` }),
        redirect: "manual",
      });
      expect(res.status).toBe(303);
      const flash = res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${FLASH_COOKIE}=`));
      const value = decodeURIComponent(flash?.split(";")[0]?.slice(FLASH_COOKIE.length + 1) ?? "");
      expect(JSON.parse(Buffer.from(value, "base64url").toString())).toEqual({
        tone: "success",
        title: FIRST_LOAD_SUCCESS_TEXTS.subscribed,
      });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
