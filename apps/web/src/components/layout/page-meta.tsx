import type { PageHead, PageHeadExtras, PreloadImage } from "@roost/shared/contracts/server-rendering.ts";
import { createContext, useContext, useEffect } from "react";

/**
 * Present only while the server renders a page: the page being rendered leaves its head here, so
 * the HTML's <title>, meta tags and status come from the same component the browser shows.
 */
export const PageHeadSink = createContext<{ head?: PageHead; preloadImage?: PreloadImage } | null>(null);

/** On the server, names the page's largest image for a preload link in the head; the first wins. */
export function usePreloadImage(image: PreloadImage | undefined) {
  const sink = useContext(PageHeadSink);
  if (sink && image && !sink.preloadImage) sink.preloadImage = image;
}

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
