// Server state of the groups page: queries, and mutations that toast the spec's texts (§8) and
// invalidate what they change. No optimistic updates: buttons show a pending state instead.

import type { CreateGroup, GroupUpdate } from "@roost/shared/contracts/group-input.ts";
import type {
  CreateJoinRequest,
  GroupMembership,
  JoinGroupByCode,
  MyGroup,
} from "@roost/shared/contracts/groups.ts";
import { ERROR_TEXTS, SUCCESS_TEXTS, type UserText } from "@roost/shared/domain/errors.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { ApiError, api, isApiError } from "../../lib/api.ts";
import { failureText } from "../../lib/form-errors.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { notify } from "../../lib/toast.ts";
import { type DiscoverFilters, discoverQueryString } from "./discover-filters.ts";

const TRY_LATER = "Please try again later.";
/** Our own wording where the spec has none. */
export const OWN_GROUP_TEXTS = {
  join_failed: { title: "Error joining group", description: TRY_LATER },
  leave_failed: { title: "Error leaving group", description: TRY_LATER },
  copy_failed: { title: "Couldn't copy the invite code", description: "Select it and copy it by hand." },
  invite_code_renewed: "New invite code created",
  invite_code_renew_failed: { title: "Couldn't create a new invite code", description: TRY_LATER },
  left_group: (name: string) => `You left ${name}`,
  group_deleted: (name: string) => `${name} was closed`,
} as const;

export function useMyGroups() {
  return useQuery({ queryKey: queryKeys.groups.mine, queryFn: () => api("/api/groups/mine") });
}

export function useDiscoverGroups(filters: DiscoverFilters) {
  return useQuery({
    queryKey: queryKeys.groups.discover(filters),
    queryFn: ({ signal }) => api(`/api/groups/discover${discoverQueryString(filters)}`, { signal }),
    placeholderData: (previous) => previous,
  });
}

export function useMyJoinRequests() {
  return useQuery({
    queryKey: queryKeys.groups.myRequests,
    queryFn: () => api("/api/groups/join-requests/mine"),
  });
}

export function useGroupJoinRequests(groupId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.groups.groupRequests(groupId),
    queryFn: () => api(`/api/groups/${encodeURIComponent(groupId)}/join-requests`),
    enabled,
  });
}

/** Every group query (mine, discover, requests) plus the dashboard's "My Groups" count. */
function useInvalidateGroups() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.groups.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
    ]);
}

const onFail = (fallback: UserText) => (error: unknown) => notify("error", failureText(error, fallback));

/**
 * The Create Group dialog's first step (§5, §8): is the caller already in a group? Asked on every
 * submit, never from a cache. Refuses with already_in_group, or membership_check_failed when the
 * check itself fails ('Error' — 'Please try again later.'); either way nothing is created.
 */
async function checkNotInGroup(): Promise<void> {
  let membership: GroupMembership;
  try {
    membership = await api("/api/groups/membership");
  } catch (error) {
    console.error("Group membership check failed", error);
    const status = error instanceof ApiError ? error.status : 0;
    throw new ApiError(status, "membership_check_failed", "The group membership check failed.");
  }
  if (membership.in_group)
    throw new ApiError(409, "already_in_group", ERROR_TEXTS.already_in_group.description);
}

export function useCreateGroup() {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: async (body: CreateGroup) => {
      await checkNotInGroup();
      return api("/api/groups", { method: "POST", body });
    },
    onSuccess: () => notify("success", SUCCESS_TEXTS.group_created),
    onSettled: invalidate,
  });
}

export function useJoinGroupByCode() {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (body: JoinGroupByCode) => api("/api/groups/join", { method: "POST", body }),
    onSuccess: (group) => notify("success", SUCCESS_TEXTS.group_joined(group.name)),
    onSettled: invalidate,
  });
}

export function useUpdateGroup(groupId: string) {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (body: GroupUpdate) =>
      api(`/api/groups/${encodeURIComponent(groupId)}`, { method: "PATCH", body }),
    onSuccess: () => notify("success", SUCCESS_TEXTS.group_updated),
    onSettled: invalidate,
  });
}

export function useRemoveMember(groupId: string) {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (userId: string) =>
      api(`/api/groups/${encodeURIComponent(groupId)}/members/${encodeURIComponent(userId)}`, {
        method: "DELETE",
      }),
    onSuccess: () => notify("success", SUCCESS_TEXTS.member_removed),
    onError: onFail(ERROR_TEXTS.member_remove_failed),
    onSettled: invalidate,
  });
}

/** Leader: replaces the invite code, so a code shared too widely (or seen by a removed member) stops working. */
export function useRenewInviteCode(groupId: string) {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: () =>
      api(`/api/groups/${encodeURIComponent(groupId)}/invite-code`, { method: "POST", body: {} }),
    onSuccess: () => notify("success", OWN_GROUP_TEXTS.invite_code_renewed),
    onError: onFail(OWN_GROUP_TEXTS.invite_code_renew_failed),
    onSettled: invalidate,
  });
}

export function useLeaveGroup() {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (group: MyGroup) =>
      api(`/api/groups/${encodeURIComponent(group.id)}/leave`, { method: "POST", body: {} }),
    onSuccess: (result, group) =>
      notify(
        "success",
        result.group_deleted
          ? OWN_GROUP_TEXTS.group_deleted(group.name)
          : OWN_GROUP_TEXTS.left_group(group.name),
      ),
    onError: onFail(OWN_GROUP_TEXTS.leave_failed),
    onSettled: invalidate,
  });
}

export function useSendJoinRequest() {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: ({ groupId, body }: { groupId: string; body: CreateJoinRequest }) =>
      api(`/api/groups/${encodeURIComponent(groupId)}/join-requests`, { method: "POST", body }),
    onSuccess: () => notify("success", SUCCESS_TEXTS.join_request_sent),
    onSettled: invalidate,
  });
}

export function useCancelJoinRequest() {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (requestId: string) =>
      api(`/api/groups/join-requests/${encodeURIComponent(requestId)}`, {
        method: "DELETE",
      }),
    onSuccess: () => notify("success", SUCCESS_TEXTS.request_cancelled),
    // 'Error cancelling request' — 'Please try again later.' whatever the cause (§8).
    onError: () => notify("error", ERROR_TEXTS.request_cancel_failed),
    onSettled: invalidate,
  });
}

export function useRespondJoinRequest() {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: ({ requestId, accept }: { requestId: string; accept: boolean }) =>
      api(`/api/groups/join-requests/${encodeURIComponent(requestId)}/${accept ? "accept" : "reject"}`, {
        method: "POST",
        body: {},
      }),
    onSuccess: (_r, { accept }) =>
      notify("success", accept ? SUCCESS_TEXTS.request_accepted : SUCCESS_TEXTS.request_rejected),
    onError: onFail(ERROR_TEXTS.request_handle_failed),
    onSettled: invalidate,
  });
}

/** Opens (creating on first use) the group's chat, then goes to it. */
export function useStartGroupChat() {
  const navigate = useNavigate();
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (groupId: string) =>
      api("/api/conversations/group", { method: "POST", body: { group_id: groupId } }),
    onSuccess: (ref) => {
      notify("success", SUCCESS_TEXTS.group_chat_ready);
      void invalidate();
      navigate(`/messages/${encodeURIComponent(ref.conversation_id)}`);
    },
    onError: onFail(ERROR_TEXTS.group_chat_failed),
  });
}

export async function copyInviteCode(code: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(code);
    notify("success", SUCCESS_TEXTS.invite_code_copied);
  } catch {
    notify("error", OWN_GROUP_TEXTS.copy_failed);
  }
}

/** "Invite to group" (decision 024): the server decides who may be invited, the toast says why not. */
export function useInviteToGroup(userId: string, name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) =>
      api(`/api/groups/${encodeURIComponent(groupId)}/invites/${encodeURIComponent(userId)}`, {
        method: "POST",
        body: {},
      }),
    onSuccess: () => notify("success", SUCCESS_TEXTS.group_invite_sent(name)),
    onError: (error) => {
      notify("error", failureText(error, ERROR_TEXTS.invite_send_failed));
      // A refusal may mean our view of the group is stale (someone joined, it filled up).
      void queryClient.invalidateQueries({ queryKey: queryKeys.groups.mine });
    },
  });
}

/** The invited student's view of a group; null = no invitation open. */
export function useGroupInvitation(groupId: string | null) {
  return useQuery({
    queryKey: queryKeys.groups.invitation(groupId ?? ""),
    queryFn: () => api(`/api/groups/${encodeURIComponent(groupId ?? "")}/invitation`),
    enabled: groupId !== null,
    // The code may have been renewed since the last look: always ask.
    staleTime: 0,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 1,
  });
}
