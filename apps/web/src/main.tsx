import { QUERY_STATE_ELEMENT_ID } from "@roost/shared/contracts/server-rendering.ts";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, type HydrationState, matchRoutes, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { hydrateQueryState } from "./lib/hydration-state.ts";
import { startingPageData } from "./lib/page-data.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { appRoutes } from "./routes.tsx";
import "./styles.css";

const queryClient = createQueryClient();
const routes = appRoutes(startingPageData(queryClient));
// biome-ignore lint/style/noNonNullAssertion: index.html always has #root.
const root = document.getElementById("root")!;

const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

// A server-rendered page brings the data it was rendered from; the rest start empty (decision 030).
const serverState = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
if (serverState) void hydrate(serverState);
else createRoot(root).render(app(createBrowserRouter(routes)));

/**
 * Evaluating the app's modules, reading the page's data and hydrating are each a task of their
 * own, so none of them holds the main thread long on a slow phone. (Not a top-level await: a
 * module that awaits makes the bundler split its importers into many more chunks.)
 */
async function hydrate(state: string) {
  await yieldToBrowser();
  hydrateQueryState(queryClient, state);
  const router = createBrowserRouter(routes, { hydrationData: loadedOnTheServer(routes) });
  await yieldToBrowser();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: a tap during it is answered, and no task runs long.
  startTransition(() => {
    hydrateRoot(root, app(router));
  });
}

/**
 * The server ran this page's loaders: what they filled is in the query cache just read, and their
 * own answers are empty. Said so, the router renders the page at once instead of loading it again.
 */
function loadedOnTheServer(table: RouteObject[]): HydrationState {
  const matches = matchRoutes(table, window.location) ?? [];
  const loaded = matches.filter((match) => match.route.loader && match.route.id);
  return { loaderData: Object.fromEntries(loaded.map((match) => [match.route.id, null])) };
}

function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
