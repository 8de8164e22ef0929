import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, type Params, useNavigate } from "react-router";
import { cn } from "../../components/ui/cn.ts";
import { ErrorState, Spinner } from "../../components/ui/feedback.tsx";
import type { RouteData } from "../../lib/page-data.ts";
import { queryKeys } from "../../lib/query-keys.ts";

// ---------------------------------------------------------------------------
// Loading content: each Markdown file is its own lazily loaded chunk.
// ---------------------------------------------------------------------------

/**
 * A named, keyed async loader of built-in content. Its results live in the query cache under
 * `queryKeys.content(name, key)`, so a page rendered on the server brings them along (decision 030)
 * and coming back to a page shows it at once.
 */
export interface Loader<T> {
  name: string;
  load: (key: string) => Promise<T>;
}

export function createLoader<T>(name: string, load: (key: string) => Promise<T>): Loader<T> {
  return { name, load };
}

export type LoadState<T> = { status: "loading" } | { status: "ready"; data: T } | { status: "error" };

/** Loads `key` with `loader`; `retry` tries again after an error. */
export const contentQuery = <T,>(loader: Loader<T>, key: string) =>
  queryOptions({
    queryKey: queryKeys.content(loader.name, key),
    queryFn: () => loader.load(key),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A route's data: what each of `loaders` holds under the key its route's address names. */
export function contentData(...loaders: [Loader<unknown>, (params: Params) => string][]): RouteData {
  return async (data, { params }) => {
    await Promise.all(loaders.map(([loader, key]) => data.fill(contentQuery(loader, key(params)))));
  };
}

export function useLoader<T>(loader: Loader<T>, key: string): LoadState<T> & { retry: () => void } {
  const query = useQuery(contentQuery(loader, key));
  const retry = () => void query.refetch();
  if (query.isSuccess) return { status: "ready", data: query.data, retry };
  if (query.isError) return { status: "error", retry };
  return { status: "loading", retry };
}

// ---------------------------------------------------------------------------
// Layout pieces shared by the content, blog and careers pages.
// ---------------------------------------------------------------------------

export interface Crumb {
  to: string;
  label: string;
}

/** The calm band at the top of every content page. */
export function PageHero({
  eyebrow,
  title,
  intro,
  crumbs,
  wide,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  crumbs?: Crumb[];
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className="border-b border-brand-100 bg-brand-50">
      <div className={cn("mx-auto w-full px-4 py-10 sm:px-6 sm:py-14", wide ? "max-w-5xl" : "max-w-3xl")}>
        {crumbs && crumbs.length > 0 && (
          <nav aria-label="Breadcrumb" className="mb-4">
            <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-500">
              {crumbs.map((crumb) => (
                <li key={crumb.to} className="flex items-center gap-2">
                  <Link
                    to={crumb.to}
                    className="font-medium text-brand-700 hover:text-brand-800 hover:underline"
                  >
                    {crumb.label}
                  </Link>
                  <span aria-hidden>/</span>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {eyebrow && (
          <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
        )}
        <h1 className="text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl">{title}</h1>
        {intro && <p className="mt-4 max-w-2xl text-lg text-pretty text-stone-600">{intro}</p>}
        {children && <div className="mt-6">{children}</div>}
      </div>
    </section>
  );
}

/** Is this a plain left click that the browser would follow in the same tab? */
function isPlainClick(event: MouseEvent, anchor: HTMLAnchorElement) {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!anchor.target || anchor.target === "_self") &&
    !anchor.hasAttribute("download")
  );
}

/**
 * Rendered Markdown. Links to our own pages ("/...") go through the router, so they do not reload the
 * whole app: one click listener on the article catches them (event delegation).
 */
export function MarkdownArticle({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const article = ref.current;
    if (!article) return;
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.("a");
      if (!anchor || !article.contains(anchor)) return;
      const href = anchor.getAttribute("href");
      if (!href?.startsWith("/") || href.startsWith("//")) return;
      if (!isPlainClick(event, anchor)) return;
      event.preventDefault();
      navigate(href);
    };
    article.addEventListener("click", onClick);
    return () => article.removeEventListener("click", onClick);
  }, [navigate]);

  return (
    <article
      ref={ref}
      className={cn("prose-roost [&>:first-child]:mt-0!", className)}
      // The HTML comes from Markdown files that ship in this repo (src/content), written by the team and
      // reviewed like code, never from users, so it is safe to insert as-is.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted, repo-owned Markdown (see above).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

export function PageLoading({ label = "Loading..." }: { label?: string }) {
  return <Spinner label={label} className="min-h-[50vh]" />;
}

export function PageError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <ErrorState
        title="This page didn't load"
        message="Please check your connection and try again."
        onRetry={onRetry}
      />
    </div>
  );
}
