import { QUERY_STATE_ELEMENT_ID } from "@roost/shared/contracts/server-rendering.ts";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter, useRoutes } from "react-router";
import { hydrateQueryState } from "./lib/hydration-state.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { pauseRequestsWhileOpenedOffline } from "./pwa/offline-shell.ts";
import { startInstallableApp } from "./pwa/start.ts";
import { appRoutes } from "./routes.tsx";
import "./styles.css";

const queryClient = createQueryClient();
pauseRequestsWhileOpenedOffline();
// The route table without loaders: in the browser each page fetches what it shows, and React
// Router's data router would weigh on every page's first load (decision 051).
const routes = appRoutes(null);
// biome-ignore lint/style/noNonNullAssertion: index.html always has #root.
const root = document.getElementById("root")!;

function Pages() {
  return useRoutes(routes);
}

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Pages />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>
);

// A server-rendered page brings the data it was rendered from; the rest start empty (decision 030).
const serverState = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
if (serverState) void hydrate(serverState);
else createRoot(root).render(app);
startInstallableApp();

/**
 * Evaluating the app's modules, reading the page's data and hydrating are each a task of their
 * own, so none of them holds the main thread long on a slow phone. (Not a top-level await: a
 * module that awaits makes the bundler split its importers into many more chunks.)
 */
async function hydrate(state: string) {
  await yieldToBrowser();
  hydrateQueryState(queryClient, state);
  await yieldToBrowser();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: a tap during it is answered, and no task runs long.
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
