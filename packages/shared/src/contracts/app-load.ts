// How a server-rendered page loads the app once it has painted (decision 046): written by the
// server (apps/server/src/ssr/html-document.ts), read by the web app's boot module. A module of its
// own, apart from server-rendering.ts, so the boot module shares no chunk with the app.

/** How a server-rendered page loads the app once it has painted (decision 046). */
export interface AppLoad {
  /** index.html's own module, which the page's boot module imports. */
  entry: string;
  /** The chunks the entry and the page's lazy chunks import, preloaded beside it. */
  preload: string[];
}

/** The id of the <script type="application/json"> carrying the page's AppLoad to its boot module. */
export const APP_LOAD_ELEMENT_ID = "roost-app-load";
