// A server-rendered page in the built index.html: its own head (title, description, canonical,
// share card, JSON-LD, robots), the page's markup in #root, the query cache it was rendered from
// as JSON data (never an inline script: the CSP's script-src stays 'self'), and modulepreload
// links for the page's lazy chunk so hydration need not wait for it.

import {
  type PageHead,
  QUERY_STATE_ELEMENT_ID,
  type RenderedPage,
} from "@roost/shared/contracts/server-rendering.ts";
import { ACCOUNT_PAGES } from "@roost/shared/domain/user-types.ts";
import type { ViteManifest } from "./page-renderer.ts";

/** The account pages and the landlord's and newcomer's own screens, which only a signed-in person sees. */
const SIGNED_IN_PAGE = new RegExp(
  `^/(?:${[...ACCOUNT_PAGES, "list-property", "property-performance", "complete-profile"].join("|")})(?:/|$)`,
);

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

const meta = (attribute: "name" | "property", key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

const absolute = (origin: string, url: string) => (url.startsWith("/") ? `${origin}${url}` : url);

/** The schema.org properties that hold a link: search engines ignore a site-relative one. */
const JSON_LD_LINKS = new Set(["@id", "url", "item", "image", "logo", "contentUrl", "thumbnailUrl"]);

/** `data` with every link made absolute (pages write their own paths; only the server knows the origin). */
function absoluteLinks(data: unknown, origin: string): unknown {
  if (Array.isArray(data)) return data.map((item) => absoluteLinks(item, origin));
  if (data === null || typeof data !== "object") return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      JSON_LD_LINKS.has(key) && typeof value === "string"
        ? absolute(origin, value)
        : absoluteLinks(value, origin),
    ]),
  );
}

/** Every tag the page's <head> gets; `canonical` is the page's address without its query. */
export function headTags(head: PageHead, canonical: string, origin: string): string[] {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  const image = head.preloadImage;
  if (image)
    tags.push(
      `<link rel="preload" as="image" type="${escapeHtml(image.type)}" imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high" />`,
    );
  if (head.description) tags.push(meta("name", "description", head.description));
  if (head.noindex) tags.push(meta("name", "robots", "noindex"));
  else tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
  tags.push(
    meta("property", "og:site_name", "Roost"),
    meta("property", "og:type", "website"),
    meta("property", "og:title", head.title),
    meta("property", "og:url", canonical),
  );
  if (head.description) tags.push(meta("property", "og:description", head.description));
  if (head.image) {
    const image = absolute(origin, head.image);
    tags.push(meta("property", "og:image", image), meta("name", "twitter:image", image));
    if (head.imageSize)
      tags.push(
        meta("property", "og:image:width", String(head.imageSize.width)),
        meta("property", "og:image:height", String(head.imageSize.height)),
      );
  }
  tags.push(meta("name", "twitter:card", head.image ? "summary_large_image" : "summary"));
  for (const data of head.jsonLd ?? []) {
    // "<" escaped so no text in the data can close the script element.
    tags.push(
      `<script type="application/ld+json">${JSON.stringify(absoluteLinks(data, origin)).replaceAll("<", "\\u003c")}</script>`,
    );
  }
  return tags;
}

/** The files the page's chunk needs beyond what index.html already loads. */
export function preloadFiles(manifest: ViteManifest, module: string): string[] {
  const loadedByShell = new Set(chunkClosure(manifest, "index.html"));
  return chunkClosure(manifest, module).filter((file) => !loadedByShell.has(file));
}

function chunkClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => chunkClosure(manifest, child, seen))];
}

/** The shell's generic <title> and description give way to the page's own. */
const GENERIC_HEAD = /<title>[\s\S]*?<\/title>\s*<meta name="description"[^>]*>/;

export function pageDocument(
  template: string,
  page: RenderedPage,
  options: { canonical: string; origin: string; preload: string[] },
): string {
  const head = [
    ...headTags(page.head, options.canonical, options.origin),
    ...options.preload.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ].join("\n    ");
  return template
    .replace(GENERIC_HEAD, () => head)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${page.state}</script>`,
    );
}

/** The client-rendered shell; a signed-in page is kept out of search engines. */
export function shellDocument(template: string, pathname: string): string {
  if (!SIGNED_IN_PAGE.test(pathname)) return template;
  return template.replace("</head>", () => `  ${meta("name", "robots", "noindex")}\n  </head>`);
}
