// The sitemaps.org XML formats: a urlset of pages and the index of urlsets.

export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** The protocol's limit per file (sitemaps.org); a larger set is split across files. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastmod?: Date | string | null;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);

/** W3C datetime: a full timestamp for database times, the day as written for content dates. */
const lastmodText = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

function entries(tag: "url" | "sitemap", items: readonly SitemapEntry[]): string {
  return items
    .map(({ loc, lastmod }) => {
      const modified = lastmod ? `<lastmod>${escapeXml(lastmodText(lastmod))}</lastmod>` : "";
      return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>`;
    })
    .join("\n");
}

export function urlset(items: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${entries("url", items)}\n</urlset>\n`;
}

export function sitemapIndex(items: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries("sitemap", items)}\n</sitemapindex>\n`;
}
