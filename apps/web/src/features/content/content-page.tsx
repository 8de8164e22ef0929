import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { NotFoundCard } from "../../components/ui/not-found-card.tsx";
import {
  contentData,
  createLoader,
  MarkdownArticle,
  PageError,
  PageHero,
  PageLoading,
  useLoader,
} from "./content-ui.tsx";
import { parseFrontMatter, renderMarkdown, splitHeading } from "./markdown.ts";

// Lazy: each page downloads only its own Markdown text.
const PAGE_FILES = import.meta.glob<string>("../../content/pages/*.md", { query: "?raw", import: "default" });

const EYEBROWS: Record<string, string> = {
  "for-landlords": "For landlords",
  "for-tenants": "For tenants",
  "boutique-services": "For landlords",
  "about-us": "About Roost",
  "company-policies": "About Roost",
  "privacy-policy": "Legal",
  "terms-and-conditions": "Legal",
  "refund-policy": "Legal",
  "cookie-policy": "Legal",
  disclaimer: "Legal",
};

interface LoadedPage {
  title: string;
  description?: string;
  heading: string;
  html: string;
}

const pages = createLoader<LoadedPage | null>("page", async (slug) => {
  const file = PAGE_FILES[`../../content/pages/${slug}.md`];
  if (!file) return null;
  const { data, body } = parseFrontMatter(await file());
  const { heading, rest } = splitHeading(body);
  const title = data.title ?? heading ?? slug;
  return { title, description: data.description, heading: heading ?? title, html: renderMarkdown(rest) };
});

export const contentPageData = (slug: string) => contentData([pages, () => slug]);

/** A Markdown page from src/content/pages, e.g. /privacy-policy. */
export function ContentPage({ slug }: { slug: string }) {
  const state = useLoader(pages, slug);
  const page = state.status === "ready" ? state.data : undefined;
  const missing = state.status === "ready" && !page;
  usePageMeta(page?.title ?? (missing ? "Page not found" : "Roost"), page?.description, {
    status: missing ? 404 : undefined,
    noindex: missing,
  });

  if (state.status === "loading") return <PageLoading />;
  if (state.status === "error") return <PageError onRetry={state.retry} />;
  if (!page) {
    return (
      <NotFoundCard title="We couldn't find that page" backTo="/" backLabel="Back to the home page">
        It may have moved. Everything else on Roost is still here.
      </NotFoundCard>
    );
  }

  return (
    <div className="flex-1 bg-white">
      <PageHero eyebrow={EYEBROWS[slug]} title={page.heading} intro={page.description} />
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <MarkdownArticle html={page.html} />
      </div>
    </div>
  );
}
