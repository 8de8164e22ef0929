import { devMailboxPath } from "@roost/shared/contracts/mail.ts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { newestFirst } from "./mailbox-view.ts";

/** The development mailbox, newest first; asked only when signed in, never retried (404 = off). */
export function useDevMailbox(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.devMailbox,
    queryFn: ({ signal }) => api(devMailboxPath, { signal }),
    enabled,
    retry: false,
    select: (data) => newestFirst(data.messages),
  });
}
