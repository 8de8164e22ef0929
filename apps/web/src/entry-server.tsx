// Server rendering of the public pages (decisions 030, 051): the route table the browser runs, in
// React Router's static handler. The page's loaders fill the query cache through the in-process
// API, then one render pass makes the HTML; the Hono server (apps/server/src/ssr) puts it in the
// built index.html with the cache as JSON, and the browser hydrates it.

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
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { PageHeadSink } from "./components/layout/page-meta.tsx";
import { sendApiRequestsThrough } from "./lib/api.ts";
import { serializeQueryState } from "./lib/hydration-state.ts";
import { type PageData, waitingPageData } from "./lib/page-data.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { queryKeys } from "./lib/query-keys.ts";
import { appRoutes, pageHandle } from "./routes.tsx";

/** The shell's lazy parts that every page shows (routes.tsx), loaded with the page's own chunk. */
const SHELL_MODULES = ["src/features/newsletter/newsletter-form.tsx"];

/** What the page being rendered reads: its API calls go through `api`, its loaders fill `data`. */
interface PageRequest {
  api: RenderRequest["api"];
  data: PageData;
}
const pageRequest = new AsyncLocalStorage<PageRequest>();
const current = (): PageRequest => {
  const request = pageRequest.getStore();
  if (!request) throw new Error("Page data read outside a page render");
  return request;
};
sendApiRequestsThrough((path, init) => current().api(path, init));

/** The route table's loaders fill the cache of the page being rendered. */
const requestData: PageData = {
  get client() {
    return current().data.client;
  },
  fill: (options) => current().data.fill(options),
  fillInfinite: (options) => current().data.fillInfinite(options),
};
const routes = appRoutes(requestData);
const handler = createStaticHandler(routes);

/** Whether only a signed-in person sees `pathname` (its shell is kept out of search engines). */
export function signedInOnly(pathname: string): boolean {
  return pageHandle(routes, pathname).signedInOnly === true;
}

/**
 * The page at `request.url` when the route table says the server renders it, else null (the
 * browser renders it). The loaders fill the cache first, so one render pass is the whole page.
 */
export async function render(request: RenderRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url);
  const module = pageHandle(routes, url.pathname).serverRendered;
  if (!module) return null;
  const client = createQueryClient();
  // A failed read is the page's answer (a 404 shows "not available"); retrying only delays it.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  // In the page's data, so the browser hydrates the same notice the server rendered.
  if (request.flash) client.setQueryData(queryKeys.flash, request.flash);
  return pageRequest.run({ api: request.api, data: waitingPageData(client) }, async () => {
    const context = await handler.query(new Request(url));
    // A loader that answers with a redirect leaves the page to the browser.
    if (context instanceof Response) return null;
    const sink: { head?: PageHead; preloadImage?: PreloadImage } = {};
    const html = await renderToString(
      <QueryClientProvider client={client}>
        <PageHeadSink value={sink}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </PageHeadSink>
      </QueryClientProvider>,
    );
    const unloaded = client.getQueryCache().getAll().filter(waitsForData);
    // In development a page that reads what its loader did not fill fails loudly; in production
    // it still goes out, with that part in its loading state for the browser to fetch.
    if (import.meta.env.DEV && unloaded.length > 0) {
      throw new Error(
        `${url.pathname} read queries its loaders did not fill: ${JSON.stringify(unloaded.map((q) => q.queryKey))}`,
      );
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
