// Query keys, fetchers and hooks of the conversations API (contracts/conversations.ts).

import type {
  ConversationListItem,
  MessagePage,
  SendMessage,
} from "@roost/shared/contracts/conversations.ts";
import { CHAT_PAGE_SIZE } from "@roost/shared/domain/constants.ts";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { type MessageWindow, mergeLatestPage } from "./chat-messages.ts";

const base = (id: string) => `/api/conversations/${encodeURIComponent(id)}` as const;

export function fetchMessagePage(
  conversationId: string,
  query: { before?: string; after?: string; limit?: number } = {},
): Promise<MessagePage> {
  const params = new URLSearchParams();
  if (query.before) params.set("before", query.before);
  if (query.after) params.set("after", query.after);
  params.set("limit", String(query.limit ?? CHAT_PAGE_SIZE));
  return api(`${base(conversationId)}/messages?${params.toString()}`);
}

export const sendMessage = (conversationId: string, body: SendMessage) =>
  api(`${base(conversationId)}/messages`, { method: "POST", body });

export const markConversationRead = (conversationId: string) =>
  api(`${base(conversationId)}/read`, { method: "POST", body: {} });

export function useConversations() {
  return useQuery({
    queryKey: queryKeys.conversations.list,
    queryFn: () => api("/api/conversations"),
    select: (data) => data.conversations,
  });
}

export function useConversationDetail(conversationId: string) {
  return useQuery({
    queryKey: queryKeys.conversations.detail(conversationId),
    queryFn: () => api(base(conversationId)),
  });
}

/**
 * The latest page of messages, merged with what the cache already holds (older pages the user
 * scrolled to, live catch-ups), so a refetch never drops what is on screen.
 */
export function useMessageWindow(conversationId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.conversations.messages(conversationId);
  return useQuery({
    queryKey: key,
    queryFn: async () => {
      const page = await fetchMessagePage(conversationId);
      return mergeLatestPage(queryClient.getQueryData<MessageWindow>(key), page);
    },
    // Opening a chat always asks for what is new; the cache only avoids an empty flash.
    refetchOnMount: "always",
  });
}

/** After a send or a read: the lists and badges that show this conversation. */
export function invalidateConversationLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.conversations.list });
  void queryClient.invalidateQueries({ queryKey: queryKeys.inquiries });
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
}

/** What to call a conversation when the server has no title. */
export function conversationTitle(
  c: Pick<ConversationListItem, "title" | "type" | "other_party" | "group">,
): string {
  return (
    c.title ||
    c.group?.name ||
    c.other_party?.display_name ||
    (c.type === "group" ? "Group chat" : c.type === "landlord_tenant" ? "Property enquiry" : "Conversation")
  );
}
