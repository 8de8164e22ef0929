// Server state of the roommates page and the Profile View dialog (spec §2 Roommates, §4 Connect
// request, §7 Connect requests, §8 texts). No optimistic updates; buttons show pending states.

import type {
  ConnectRequest,
  ConnectRequestsList,
  ProfileConsent,
  ProfileView,
  RoommatesList,
  SendConnectRequest,
  StartRoommateChatResult,
} from "@roost/shared/contracts/roommates.ts";
import { ERROR_TEXTS, SUCCESS_TEXTS } from "@roost/shared/domain/errors.ts";
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { api } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import { failureText } from "../groups/form-errors.ts";
import { type RoommateFilters, roommatesQueryString } from "./roommate-filters.ts";

export const roommateKeys = {
  all: ["roommates"] as const,
  list: (filters: RoommateFilters) => ["roommates", "list", filters] as const,
  requests: ["roommates", "requests"] as const,
  profile: (userId: string) => ["profiles", userId] as const,
};

/**
 * GET /api/roommates, one page per cursor ("Load more", decision 023). A changed filter is a new
 * key, so it starts from the first page; the previous cards stay (dimmed) until the new ones arrive.
 */
export function useRoommates(filters: RoommateFilters) {
  return useInfiniteQuery({
    queryKey: roommateKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      api<RoommatesList>(`/api/roommates${roommatesQueryString(filters, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useConnectRequests() {
  return useQuery({
    queryKey: roommateKeys.requests,
    queryFn: () => api<ConnectRequestsList>("/api/roommates/requests"),
  });
}

export function useProfileView(userId: string | null) {
  return useQuery({
    queryKey: roommateKeys.profile(userId ?? ""),
    queryFn: () => api<ProfileView>(`/api/profiles/${encodeURIComponent(userId ?? "")}`),
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
      api<ProfileConsent>(`/api/profiles/${encodeURIComponent(userId)}/consent`, { method: "POST" }),
    onSuccess: async (consent) => {
      onRecorded(consent);
      await queryClient.invalidateQueries({ queryKey: roommateKeys.profile(consent.student_id) });
    },
    onError: (error) => notify("error", failureText(error, ERROR_TEXTS.gdpr_consent_failed)),
  });
}

/** Roommate cards, pending requests, opened profiles and the notification bell all may change. */
function useInvalidateConnect() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: roommateKeys.all }),
      queryClient.invalidateQueries({ queryKey: ["profiles"] }),
    ]);
}

export function useSendConnectRequest() {
  const invalidate = useInvalidateConnect();
  return useMutation({
    mutationFn: (body: SendConnectRequest) => api<ConnectRequest>("/api/roommates/requests", { body }),
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
      api<ConnectRequest>(
        `/api/roommates/requests/${encodeURIComponent(requestId)}/${accept ? "accept" : "reject"}`,
        { body: {} },
      ),
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
      api<StartRoommateChatResult>(`/api/roommates/${encodeURIComponent(userId)}/message`, { body: {} }),
    onSuccess: (result) => {
      notify("success", SUCCESS_TEXTS.chat_started);
      navigate(`/messages/${encodeURIComponent(result.conversation_id)}`);
    },
    onError: (error) => notify("error", failureText(error, ERROR_TEXTS.chat_start_failed)),
  });
}
