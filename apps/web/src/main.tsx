import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { createQueryClient } from "./lib/query-client.ts";
import { AppRoutes } from "./routes.tsx";
import "./styles.css";

const queryClient = createQueryClient();

// biome-ignore lint/style/noNonNullAssertion: index.html always has #root.
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
