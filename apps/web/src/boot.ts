// The first module of a server-rendered page. The page arrives as complete HTML, with every link a
// link and every form a real form (a search is a GET, the newsletter a POST the server answers),
// so a tap does its job before the app is there; the app then downloads and hydrates at once, as
// soon as the HTML and the stylesheet are in (decision 050). This module starts it with every
// chunk the page needs preloaded together, as the server listed them: the app's entry, the page's
// own chunk and the footer form's, instead of each after the one importing it. Only
// server-rendered pages load this module: the server puts it in place of index.html's script
// (apps/server/src/ssr/html-document.ts).
import { APP_LOAD_ELEMENT_ID, type AppLoad } from "@roost/shared/contracts/app-load.ts";

/** The app (index.html's own script, with the chunks it and the page need), as the server listed it. */
const appLoad = JSON.parse(
  document.getElementById(APP_LOAD_ELEMENT_ID)?.textContent ?? "null",
) as AppLoad | null;

if (appLoad) {
  // One insertion into the head, not one per chunk: each is a change of the document to process.
  const links = appLoad.preload.map((href) => {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    return link;
  });
  document.head.append(...links);
  void import(/* @vite-ignore */ appLoad.entry);
}
