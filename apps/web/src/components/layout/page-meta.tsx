import { createContext, useContext, useEffect } from "react";

/** What a page says about itself beyond its title and description, for the server-rendered <head>. */
export interface PageHeadExtras {
  /** The share card's picture (Open Graph and Twitter), an absolute or site-relative URL. */
  image?: string;
  /** schema.org objects, each written as its own JSON-LD block. */
  jsonLd?: object[];
  /** Kept out of search engines (a draft seen by its owner, a missing page). */
  noindex?: boolean;
  /** The HTTP status the server answers with this page: 404 missing, 410 gone for good. */
  status?: number;
}

export interface PageHead extends PageHeadExtras {
  title: string;
  description?: string;
}

/**
 * Present only while the server renders a page: the page being rendered leaves its head here, so
 * the HTML's <title>, meta tags and status come from the same component the browser shows.
 */
export const PageHeadSink = createContext<{ head?: PageHead } | null>(null);

const fullTitle = (title: string) => (title.includes("Roost") ? title : `${title} | Roost`);

/** Sets the document title and meta description for the current page (and, on the server, its head). */
export function usePageMeta(title: string, description?: string, extras: PageHeadExtras = {}) {
  const sink = useContext(PageHeadSink);
  // A render-time write, on the server only: effects never run there, and the deepest page wins.
  if (sink) sink.head = { title: fullTitle(title), description, ...extras };
  useEffect(() => {
    document.title = fullTitle(title);
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement("meta");
        meta.name = "description";
        document.head.append(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
