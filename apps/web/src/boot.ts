// The first module of a server-rendered page. Such a page arrives as complete HTML, so it is
// painted, with its largest photo, before the app loads: on a slow phone network the HTML, the
// stylesheet and that photo then have the connection to themselves, and neither paint waits for
// the scripts to download, parse and hydrate (decision 046). Until then links work as plain
// links. Only server-rendered pages load this module: the server puts it in place of index.html's
// script (apps/server/src/ssr/html-document.ts); the signed-in pages, rendered by the browser, have
// nothing to show yet and load the app at once.
import { APP_LOAD_ELEMENT_ID, type AppLoad } from "@roost/shared/contracts/app-load.ts";

/**
 * A page opened in a background tab is not painted until it is shown, and an older browser may
 * not report paints: the app loads anyway after this long.
 */
const NO_PAINT_REPORTED_MS = 1000;
/** A photo that is slow to arrive holds the app back no longer than this. */
const PHOTO_WAIT_MS = 3000;

/** The app (index.html's own script, with the chunks it and the page need), as the server listed it. */
const appLoad = JSON.parse(
  document.getElementById(APP_LOAD_ELEMENT_ID)?.textContent ?? "null",
) as AppLoad | null;

function startApp(app: AppLoad) {
  // Every chunk downloads at once, beside the app, instead of each after the one importing it.
  // One insertion into the head, not one per chunk: each is a change of the document to process.
  const links = app.preload.map((href) => {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    return link;
  });
  document.head.append(...links);
  void import(/* @vite-ignore */ app.entry);
}

/**
 * The photos the server marked as the page's largest (preloaded, high priority), downloaded.
 * Their load events, not decode(): decoding them here would be main-thread work of its own.
 */
function largestPhotosLoaded(): Promise<unknown> {
  const photos = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const loaded = photos.map((photo) =>
    photo.complete
      ? undefined
      : new Promise((resolve) => {
          photo.addEventListener("load", resolve, { once: true });
          photo.addEventListener("error", resolve, { once: true });
        }),
  );
  return Promise.race([Promise.all(loaded), new Promise((resolve) => setTimeout(resolve, PHOTO_WAIT_MS))]);
}

function afterFirstPaint(run: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  // The browser's own report of the first paint: an animation frame's callback runs before the
  // frame is painted, and the frame may be shown later still.
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      setTimeout(once, 0);
    }).observe({ type: "paint", buffered: true });
  } else requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, NO_PAINT_REPORTED_MS);
}

/**
 * The app answers every form itself: each handler prevents the browser's own submission. A form
 * it has not hydrated yet (the footer's, the home page's search) would be submitted by the
 * browser, a reload that loses what was typed and starts the app's download again. Held back
 * here, the input is kept, and the form works once the app has it.
 */
document.addEventListener("submit", (event) => event.preventDefault());

if (appLoad) void largestPhotosLoaded().then(() => afterFirstPaint(() => startApp(appLoad)));
