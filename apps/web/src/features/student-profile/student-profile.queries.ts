// Server state of a student's profile as others see it (spec §2 Profile View, §5 GDPR consent) and
// of connect requests sent from it or from a roommate card (§4 Connect request, §8 texts). No
// optimistic updates; buttons show pending states.

import type { ProfileConsent, SendConnectRequest } from "@roost/shared/contracts/roommates.ts";
import { ERROR_TEXTS, SUCCESS_TEXTS } from "@roost/shared/domain/errors.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { api } from "../../lib/api.ts";
import { failureText } from "../../lib/form-errors.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { notify } from "../../lib/toast.ts";

export function useProfileView(userId: string | null) {
  return useQuery({
    queryKey: queryKeys.profiles.detail(userId ?? ""),
    queryFn: () => api(`/api/profiles/${encodeURIComponent(userId ?? "")}`),
    enabled: userId !== null,
  });
}

/**
 * "I agree" on the GDPR consent dialog (§5): the server records the consent, then the profile is
 * fetched again, now with its detail. Pending until the detail has arrived, so the dialog does not
 * flash the name-only view in between.
 */
export function useRecordProfileConsent(onRecorded: (consent: ProfileConsent) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api(`/api/profiles/${encodeURIComponent(userId)}/consent`, { method: "POST" }),
    onSuccess: async (consent) => {
      onRecorded(consent);
      await queryClient.invalidateQueries({ queryKey: queryKeys.profiles.detail(consent.student_id) });
    },
    onError: (error) => notify("error", failureText(error, ERROR_TEXTS.gdpr_consent_failed)),
  });
}

/** Roommate cards, pending requests, opened profiles and the notification bell all may change. */
function useInvalidateConnect() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.roommates.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.profiles.all }),
    ]);
}

export function useSendConnectRequest() {
  const invalidate = useInvalidateConnect();
  return useMutation({
    mutationFn: (body: SendConnectRequest) => api("/api/roommates/requests", { method: "POST", body }),
    onSuccess: () => notify("success", SUCCESS_TEXTS.connect_request_sent),
    onSettled: invalidate,
  });
}

export function connectFailureText(error: unknown) {
  return failureText(error, ERROR_TEXTS.connect_request_failed);
}

export function useRespondConnectRequest() {
  const invalidate = useInvalidateConnect();
  return useMutation({
    mutationFn: ({ requestId, accept }: { requestId: string; accept: boolean }) =>
      api(`/api/roommates/requests/${encodeURIComponent(requestId)}/${accept ? "accept" : "reject"}`, {
        method: "POST",
        body: {},
      }),
    onSuccess: (_r, { accept }) =>
      notify("success", accept ? SUCCESS_TEXTS.request_accepted : SUCCESS_TEXTS.request_rejected),
    onError: (error) => notify("error", failureText(error, ERROR_TEXTS.request_handle_failed)),
    onSettled: invalidate,
  });
}

/** Message (accepted request): find or create the direct chat, then open it. */
export function useStartRoommateChat() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (userId: string) =>
      api(`/api/roommates/${encodeURIComponent(userId)}/message`, { method: "POST", body: {} }),
    onSuccess: (result) => {
      notify("success", SUCCESS_TEXTS.chat_started);
      navigate(`/messages/${encodeURIComponent(result.conversation_id)}`);
    },
    onError: (error) => notify("error", failureText(error, ERROR_TEXTS.chat_start_failed)),
  });
}
