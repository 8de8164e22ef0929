import { QUERY_STATE_ELEMENT_ID } from "@roost/shared/contracts/server-rendering.ts";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { hydrateQueryState } from "./lib/hydration-state.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { AppRoutes } from "./routes.tsx";
import "./styles.css";

const queryClient = createQueryClient();
// biome-ignore lint/style/noNonNullAssertion: index.html always has #root.
const root = document.getElementById("root")!;
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>
);

// A server-rendered page brings the data it was rendered from; the rest start empty (decision 030).
const serverState = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
if (serverState) {
  hydrateQueryState(queryClient, serverState);
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
