import { PROPERTY_VIEW_DELAY_MS } from "@roost/shared/domain/constants.ts";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { api } from "../../lib/api.ts";

const SESSION_KEY = "roost.view-session";

/** A random id per browser tab session (sessionStorage), so the server counts one view per session. */
export function viewSessionId(): string {
  try {
    const existing = sessionStorage.getItem(SESSION_KEY);
    if (existing && existing.length >= 8) return existing;
    const id = randomId();
    sessionStorage.setItem(SESSION_KEY, id);
    return id;
  } catch {
    // Storage blocked (private mode, embedded browser): still send a valid id for this page.
    return randomId();
  }
}

function randomId(): string {
  // randomUUID needs a secure context; getRandomValues does not.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
}

/** POST /api/properties/:id/views → 204. */
export function useRecordPropertyView() {
  return useMutation({
    mutationFn: (propertyId: string) =>
      api<void>(`/api/properties/${encodeURIComponent(propertyId)}/views`, {
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
