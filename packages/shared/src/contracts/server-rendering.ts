// The contract between the web app's server entry (apps/web/src/entry-server.tsx) and the server
// that loads its build at run time (apps/server/src/ssr): neither imports the other (decision 030).

import type { FlashMessage } from "./form-posts.ts";

/** What a page says about itself beyond its title and description, for the server-rendered <head>. */
export interface PageHeadExtras {
  /** The share card's picture (Open Graph and Twitter), an absolute or site-relative URL. */
  image?: string;
  /** Its pixel size when known, so a preview can lay the card out before fetching the picture. */
  imageSize?: { width: number; height: number };
  /** schema.org objects, each written as its own JSON-LD block. */
  jsonLd?: object[];
  /** Kept out of search engines (a draft seen by its owner, a missing page). */
  noindex?: boolean;
  /** The HTTP status the server answers with this page: 404 missing, 410 gone for good. */
  status?: number;
  /** The page's largest image (LCP), preloaded from the head before any script runs (decision 039). */
  preloadImage?: PreloadImage;
}

/** A `<link rel="preload" as="image">` for a responsive image: the browser picks from srcSet by sizes. */
export interface PreloadImage {
  srcSet: string;
  sizes: string;
  /** A browser that cannot show this type skips the preload (and takes another <source>). */
  type: string;
}

export interface PageHead extends PageHeadExtras {
  title: string;
  description?: string;
}

export interface RenderRequest {
  /** The page's absolute URL. */
  url: string;
  /** Answers the page's API calls in-process, as the visitor (their cookie). */
  api(path: string, init: RequestInit): Promise<Response>;
  /** The outcome of the form post that came back to this page, shown once at its top. */
  flash?: FlashMessage | null;
}

export interface RenderedPage {
  status: number;
  head: PageHead;
  /** The markup of #root. */
  html: string;
  /** The dehydrated query cache, JSON safe to place in a <script type="application/json">. */
  state: string;
  /** The page was rendered for a signed-in visitor, so it must not be cached by anyone else. */
  signedIn: boolean;
  /** Vite sources of the page's lazy chunks (its own, the footer's form), loaded with the app. */
  modules: string[];
}

/**
 * Set on #root once the page and each of its lazy parts have hydrated (apps/web/src/lib/app-ready.ts):
 * until then a tap may meet a part with no handlers yet. The end-to-end tests wait for it.
 */
export const APP_READY_ATTRIBUTE = "data-app-ready";

/** The id of the <script type="application/json"> that carries `RenderedPage.state` to the browser. */
export const QUERY_STATE_ELEMENT_ID = "roost-query-state";
