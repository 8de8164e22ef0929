// Requests of the push settings (decision 064): the caller's switches, and saving them all at once.

import type { PushSettings } from "@roost/shared/contracts/push.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

const PATH = "/api/me/push-settings";

/** Read only where this browser can have push at all. */
export const usePushSettings = (enabled: boolean) =>
  useQuery({ queryKey: queryKeys.pushSettings, queryFn: () => api(PATH), enabled });

export function useSavePushSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PushSettings) => api(PATH, { method: "PUT", body }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.pushSettings, saved),
  });
}
