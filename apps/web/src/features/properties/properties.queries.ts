// Server state of one property: the listing, its view tracking (spec §7) and starting an inquiry
// with its landlord. The search has its own module (search.queries.ts): it parses the URL's
// filters through the shared zod schema, which a property page need not load.

import { PROPERTY_VIEW_DELAY_MS } from "@roost/shared/domain/constants.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { api } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { viewSessionId } from "./view-session.ts";

/** GET /api/properties/:id; a 404 (missing, or not visible to this user) is an ApiError with status 404. */
export const propertyQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.properties.detail(id),
    queryFn: ({ signal }) => api(`/api/properties/${encodeURIComponent(id)}`, { signal }),
  });

export function useProperty(id: string) {
  return useQuery({
    ...propertyQuery(id),
    enabled: id !== "",
    // A 404 or 410 the server rendered is the answer: asking again on mount would show the
    // skeleton instead of the page the server sent (the error page has its own Retry).
    retryOnMount: false,
  });
}

/** POST /api/properties/:id/inquiry → {conversation_id}: opens (or reopens) the chat with the landlord. */
export function useStartInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: string) =>
      api(`/api/properties/${encodeURIComponent(propertyId)}/inquiry`, {
        method: "POST",
        body: {},
      }),
    // The inquiries list and dashboard counts now include this conversation.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.inquiries });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}

/** POST /api/properties/:id/views → 204. */
export function useRecordPropertyView() {
  return useMutation({
    mutationFn: (propertyId: string) =>
      api(`/api/properties/${encodeURIComponent(propertyId)}/views`, {
        method: "POST",
        body: {
          session_id: viewSessionId(),
          referrer: document.referrer ? document.referrer.slice(0, 500) : null,
        },
      }),
    // Tracking must never bother the visitor.
    onError: () => {},
  });
}

/**
 * Spec §7 Tracking: a property counts as viewed after PROPERTY_VIEW_DELAY_MS on its page. Sends
 * once per page visit (re-renders do not resend), never for the owner, and the timer is cleared
 * when the visitor leaves or moves to another property first.
 */
export function useTrackPropertyView(propertyId: string | undefined, enabled: boolean) {
  const { mutate } = useRecordPropertyView();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!propertyId || !enabled || sent.current === propertyId) return;
    const timer = window.setTimeout(() => {
      sent.current = propertyId;
      mutate(propertyId);
    }, PROPERTY_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [propertyId, enabled, mutate]);
}
