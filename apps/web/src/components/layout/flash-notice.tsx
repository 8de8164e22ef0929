import type { FlashMessage } from "@roost/shared/contracts/form-posts.ts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleAlert, CircleCheck, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { queryKeys } from "../../lib/query-keys.ts";
import { cn } from "../ui/cn.ts";

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
  const Icon = flash.tone === "success" ? CircleCheck : CircleAlert;
  return (
    <div
      role="status"
      className={cn(
        "border-b px-4 py-3 text-sm sm:px-6",
        flash.tone === "success"
          ? "border-green-200 bg-green-50 text-green-900"
          : "border-red-200 bg-red-50 text-red-900",
      )}
    >
      <div className="mx-auto flex max-w-7xl items-start gap-2">
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p className="flex-1">
          <span className="font-semibold">{flash.title}</span>
          {flash.description && <span> — {flash.description}</span>}
        </p>
        <button
          type="button"
          className="rounded p-0.5 hover:bg-black/5"
          aria-label="Dismiss"
          onClick={() => queryClient.setQueryData(queryKeys.flash, null)}
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
