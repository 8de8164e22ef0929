// Server rendering of the public pages (decision 030): the same AppRoutes the browser runs, inside
// a StaticRouter, rendered until every query the page asked for has its answer; the Hono server
// (apps/server/src/ssr) splices the result into the built index.html and the browser hydrates it.

import { AsyncLocalStorage } from "node:async_hooks";
import type { Me } from "@roost/shared/contracts/profile.ts";
import type {
  PageHead,
  PreloadImage,
  RenderedPage,
  RenderRequest,
} from "@roost/shared/contracts/server-rendering.ts";
import { type Query, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { matchPath, StaticRouter } from "react-router";
import { PageHeadSink } from "./components/layout/page-meta.tsx";
import { sendApiRequestsThrough } from "./lib/api.ts";
import { serializeQueryState } from "./lib/hydration-state.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { queryKeys } from "./lib/query-keys.ts";
import { AppRoutes, CONTENT_PAGES } from "./routes.tsx";

/** The public pages rendered on the server, each with the source of its lazy page chunk (preloaded). */
const SERVER_RENDERED: readonly { path: string; module: string }[] = [
  { path: "/", module: "src/features/home/home-page.tsx" },
  // Where a visitor's favourite, message and report links lead: it says why without JavaScript.
  { path: "/auth", module: "src/features/auth/auth-page.tsx" },
  { path: "/property/:id", module: "src/features/properties/property-page.tsx" },
  { path: "/properties-to-rent/:area", module: "src/features/properties/search-page.tsx" },
  ...CONTENT_PAGES.map((slug) => ({ path: `/${slug}`, module: "src/features/content/content-page.tsx" })),
  { path: "/blog", module: "src/features/content/blog-pages.tsx" },
  { path: "/blog/:slug", module: "src/features/content/blog-pages.tsx" },
  { path: "/careers", module: "src/features/content/careers-pages.tsx" },
  { path: "/careers/:categoryId", module: "src/features/content/careers-pages.tsx" },
  { path: "/careers/:categoryId/:jobId", module: "src/features/content/job-page.tsx" },
];

/** The shell's lazy parts that every page shows (routes.tsx), loaded with the page's own chunk. */
const SHELL_MODULES = ["src/features/newsletter/newsletter-form.tsx"];

/** Rendering is repeated while new queries appear (the signed-in user, then what depends on them). */
const MAX_RENDER_PASSES = 4;

const requestApi = new AsyncLocalStorage<RenderRequest["api"]>();
sendApiRequestsThrough((path, init) => {
  const api = requestApi.getStore();
  if (!api) throw new Error(`API call outside a page render: ${path}`);
  return api(path, init);
});

/** The page's chunk when `pathname` is a server-rendered page, else null (the browser renders it). */
export function serverRenderedModule(pathname: string): string | null {
  return SERVER_RENDERED.find((route) => matchPath(route.path, pathname))?.module ?? null;
}

export async function render(request: RenderRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url);
  const module = serverRenderedModule(url.pathname);
  if (!module) return null;
  return requestApi.run(request.api, async () => {
    const client = createQueryClient();
    // A failed read is the page's answer (a 404 shows "not available"); retrying only delays it.
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    // In the page's data, so the browser hydrates the same notice the server rendered.
    if (request.flash) client.setQueryData(queryKeys.flash, request.flash);
    const sink: { head?: PageHead; preloadImage?: PreloadImage } = {};
    const page = (
      <QueryClientProvider client={client}>
        <PageHeadSink value={sink}>
          <StaticRouter location={url.pathname + url.search}>
            <AppRoutes />
          </StaticRouter>
        </PageHeadSink>
      </QueryClientProvider>
    );
    let html = "";
    for (let pass = 1; pass <= MAX_RENDER_PASSES; pass += 1) {
      sink.head = undefined;
      sink.preloadImage = undefined;
      html = await renderToString(page);
      const unanswered = client.getQueryCache().getAll().filter(waitsForData);
      if (unanswered.length === 0) break;
      await Promise.all(unanswered.map((query) => query.fetch().catch(() => undefined)));
    }
    const head = sink.head;
    // A page that did not describe itself (a redirect) is left to the browser.
    if (!head) return null;
    head.preloadImage ??= sink.preloadImage;
    const me = client.getQueryData<Me | null>(queryKeys.me);
    return {
      status: head.status ?? 200,
      head,
      html,
      state: serializeQueryState(client),
      signedIn: Boolean(me?.user),
      modules: [module, ...SHELL_MODULES],
    };
  });
}

/** A query the page rendered but nobody has fetched yet (a disabled one waits for nothing). */
function waitsForData(query: Query): boolean {
  if (query.state.status !== "pending" || query.state.fetchStatus !== "idle") return false;
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
}

/**
 * Waits for every Suspense boundary (the lazy page chunks) and emits no inline script. An error
 * while rendering fails the whole page, which the server then leaves to the browser, rather than
 * sending a page with a hole in it.
 */
async function renderToString(page: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(page, {
    onError: (error) => void errors.push(error),
    // Never outline a large boundary behind its fallback: revealing it takes an inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw errors[0];
  return html;
}
