import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api.ts";
import { queryKeys } from "./query-keys.ts";

/** GET /api/config: what this server offers (sign-in methods, development tools, map tiles). */
export interface ClientConfig {
  googleSignIn: { enabled: boolean; reason: string | null };
  devSignIn: boolean;
  demoAccounts: { email: string; label: string }[];
  exposedDevTools?: string[];
  /** The search map's tile template ({z}/{x}/{y}) and the credit (HTML) its licence requires. */
  mapTiles: { url: string; attribution: string };
}

export const configQuery = queryOptions({
  queryKey: queryKeys.config,
  queryFn: () => api("/api/config"),
});

/** One query for the sign-in page and the development-server banner alike. */
export function useClientConfig<T = ClientConfig>(select?: (config: ClientConfig) => T) {
  return useQuery({ ...configQuery, select });
}
