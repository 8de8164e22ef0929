import type { FlashMessage } from "@roost/shared/contracts/form-posts.ts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { queryKeys } from "../../lib/query-keys.ts";

// Almost no page is the answer to a form sent without the app: the bar, its texts and icons stay
// out of the first load. A page that has one renders it on the server, so it shows before any script.
const FlashBar = lazy(async () => ({ default: (await import("./flash-bar.tsx")).FlashBar }));

/**
 * The outcome of a form sent before the app had loaded (or without JavaScript), which the server
 * answered and came back to this page with (decision 050): shown once, at the top, where the page
 * opens. Once the app has loaded, the same forms answer with a toast instead.
 */
export function FlashNotice() {
  const queryClient = useQueryClient();
  const { data: flash } = useQuery<FlashMessage | null>({
    queryKey: queryKeys.flash,
    queryFn: () => null,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // It belongs to the page the form came back to: gone once the person moves on.
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (pathname !== shownOn.current) queryClient.setQueryData(queryKeys.flash, null);
  }, [pathname, queryClient]);
  if (!flash) return null;
  return (
    <Suspense fallback={null}>
      <FlashBar flash={flash} onDismiss={() => queryClient.setQueryData(queryKeys.flash, null)} />
    </Suspense>
  );
}
