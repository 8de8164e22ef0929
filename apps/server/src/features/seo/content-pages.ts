import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// The public pages that come from the web app's content (apps/web/src/content): policies and
// guides, blog posts, careers. Read from the same Markdown the web app renders, so a post added
// there is in the sitemap without a second list to keep.

export interface ContentPage {
  /** Path on the site, e.g. /blog/house-viewing-checklist. */
  path: string;
  /** A blog post's date (YYYY-MM-DD), the only content with one. */
  lastmod?: string;
}

/** apps/web/src/content, found as Node finds the workspace package: the same from source and from the bundle. */
export function webContentDir(): string {
  const webPackage = createRequire(import.meta.url).resolve("@roost/web/package.json");
  return path.join(path.dirname(webPackage), "src", "content");
}

const markdownSlugs = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -".md".length))
    .sort();

/** One `key: value` line of a Markdown file's front matter block (values here are never quoted). */
function frontMatterField(file: string, key: string): string | undefined {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, "utf8"))?.[1] ?? "";
  return new RegExp(`^${key}:[ \\t]*(.+?)[ \\t]*$`, "m").exec(block)?.[1];
}

export function contentPages(contentDir: string): ContentPage[] {
  const blog = path.join(contentDir, "blog");
  const jobs = path.join(contentDir, "careers", "jobs");
  const categories = JSON.parse(
    readFileSync(path.join(contentDir, "careers", "categories.json"), "utf8"),
  ) as {
    id: string;
  }[];
  return [
    ...markdownSlugs(path.join(contentDir, "pages")).map((slug) => ({ path: `/${slug}` })),
    { path: "/blog" },
    ...markdownSlugs(blog).map((slug) => ({
      path: `/blog/${slug}`,
      lastmod: frontMatterField(path.join(blog, `${slug}.md`), "date"),
    })),
    { path: "/careers" },
    ...categories.map((category) => ({ path: `/careers/${category.id}` })),
    ...markdownSlugs(jobs).map((job) => ({
      path: `/careers/${frontMatterField(path.join(jobs, `${job}.md`), "category")}/${job}`,
    })),
  ];
}
