import type { Shortlist } from "@roost/shared/contracts/group-shortlist.ts";
import type { ShortlistVote } from "@roost/shared/domain/group-shortlist.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";

// The group shortlist (decision 060). Another member's change arrives as "group_changed", which
// refreshes everything under the groups key, this included; every answer here is the whole list.

const path = (groupId: string) => `/api/groups/${encodeURIComponent(groupId)}/shortlist` as const;
const homePath = (groupId: string, propertyId: string) =>
  `${path(groupId)}/${encodeURIComponent(propertyId)}` as const;

export function useShortlist(groupId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.groups.shortlist(groupId),
    queryFn: ({ signal }) => api(path(groupId), { signal }),
    enabled,
  });
}

type Change =
  | { kind: "add"; propertyId: string }
  | { kind: "remove"; propertyId: string }
  | { kind: "vote"; propertyId: string; vote: ShortlistVote; reason?: string }
  | { kind: "comment"; propertyId: string; body: string }
  | { kind: "request-viewing"; propertyId: string }
  | { kind: "premiums"; propertyId: string; premiums: { user_id: string; premium: number }[] }
  | { kind: "room"; propertyId: string; roomIndex: number | null }
  | { kind: "bills-estimate"; billsEstimate: number | null };

function send(groupId: string, change: Change): Promise<Shortlist> {
  switch (change.kind) {
    case "add":
      return api(path(groupId), { method: "POST", body: { property_id: change.propertyId } });
    case "remove":
      return api(homePath(groupId, change.propertyId), { method: "DELETE" });
    case "vote":
      return api(`${homePath(groupId, change.propertyId)}/vote`, {
        method: "PUT",
        body: { vote: change.vote, reason: change.reason || null },
      });
    case "request-viewing":
      return api(`${homePath(groupId, change.propertyId)}/request-viewing`, {
        method: "POST",
        body: {},
      });
    case "comment":
      return api(`${homePath(groupId, change.propertyId)}/comments`, {
        method: "POST",
        body: { body: change.body },
      });
    case "premiums":
      return api(`${homePath(groupId, change.propertyId)}/premiums`, {
        method: "PUT",
        body: { premiums: change.premiums },
      });
    case "room":
      return api(`${homePath(groupId, change.propertyId)}/room`, {
        method: "PUT",
        body: { room_index: change.roomIndex },
      });
    case "bills-estimate":
      return api(`/api/groups/${encodeURIComponent(groupId)}/bills-estimate`, {
        method: "PUT",
        body: { bills_estimate: change.billsEstimate },
      });
  }
}

/** Any change to the group's shortlist; the answer replaces the cached list. */
export function useChangeShortlist(groupId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => send(groupId, change),
    onSuccess: (shortlist) => client.setQueryData(queryKeys.groups.shortlist(groupId), shortlist),
  });
}
