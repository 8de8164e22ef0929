// A server-rendered page in the built index.html: its own head (title, description, canonical,
// share card, JSON-LD, robots), the page's markup in #root, the query cache it was rendered from
// as JSON data (never an inline script: the CSP's script-src stays 'self'), and in place of
// index.html's script the web app's boot module, which loads the app with every chunk the page
// needs once the page has painted (decision 046).

import { APP_LOAD_ELEMENT_ID, type AppLoad } from "@roost/shared/contracts/app-load.ts";
import {
  type PageHead,
  QUERY_STATE_ELEMENT_ID,
  type RenderedPage,
} from "@roost/shared/contracts/server-rendering.ts";
import type { ViteManifest } from "./page-renderer.ts";

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

/** The module server-rendered pages load in place of index.html's script (apps/web/src/boot.ts). */
const BOOT_MODULE = "src/boot.ts";

/** A page's boot module and what it loads, or null for a build without one (the web app's source). */
export interface PageScripts {
  boot: string;
  app: AppLoad;
}

/** index.html's own module and every chunk it and the page's lazy chunks import, from the build's manifest. */
export function pageScripts(manifest: ViteManifest, modules: readonly string[]): PageScripts | null {
  const boot = manifest[BOOT_MODULE];
  const entry = manifest["index.html"];
  if (!boot || !entry) return null;
  const chunks = new Set([
    ...chunkClosure(manifest, "index.html"),
    ...modules.flatMap((module) => chunkClosure(manifest, module)),
  ]);
  chunks.delete(entry.file);
  return {
    boot: `/${boot.file}`,
    app: { entry: `/${entry.file}`, preload: [...chunks].map((file) => `/${file}`) },
  };
}

function chunkClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => chunkClosure(manifest, child, seen))];
}

/** The shell's generic <title> and description give way to the page's own. */
const GENERIC_HEAD = /<title>[\s\S]*?<\/title>\s*<meta name="description"[^>]*>/;

/** index.html's module script and the preloads of what it imports: the boot module stands in for them. */
const APP_SCRIPT = /<script type="module"[^>]*><\/script>/;
const APP_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;

export function pageDocument(
  template: string,
  page: RenderedPage,
  options: { canonical: string; origin: string; scripts: PageScripts | null },
): string {
  const { scripts } = options;
  const head = headTags(page.head, options.canonical, options.origin).join("\n    ");
  const data = [`<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${page.state}</script>`];
  let document = template.replace(GENERIC_HEAD, () => head);
  if (scripts) {
    document = document
      .replace(APP_PRELOADS, "")
      .replace(APP_SCRIPT, () => `<script type="module" crossorigin src="${scripts.boot}"></script>`);
    // "<" escaped so no file name could close the element.
    const app = JSON.stringify(scripts.app).replaceAll("<", "\\u003c");
    data.push(`<script type="application/json" id="${APP_LOAD_ELEMENT_ID}">${app}</script>`);
  }
  return document.replace(
    '<div id="root"></div>',
    () => `<div id="root">${page.html}</div>\n    ${data.join("\n    ")}`,
  );
}

/** The client-rendered shell; a page only a signed-in person sees is kept out of search engines. */
export function shellDocument(template: string, signedInOnly: boolean): string {
  if (!signedInOnly) return template;
  return template.replace("</head>", () => `  ${meta("name", "robots", "noindex")}\n  </head>`);
}
