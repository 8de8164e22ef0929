// What the open chat listens to: new messages and participant changes on the conversation's
// channel, the viewer being removed (on their own channel), and reconnects, after which the
// chat catches up on what it missed while offline.

import { conversationChannel, userChannel } from "@roost/shared/domain/realtime-channels.ts";
import { useNavigate } from "react-router";
import { useRealtimeChannel, useRealtimeReconnect } from "../../../lib/realtime-provider.tsx";
import { useCatchUp } from "./use-catch-up.ts";

export function useLiveConversation({
  conversationId,
  me,
  listPath,
  refetchDetail,
}: {
  conversationId: string;
  /** The viewer's user id ("" while signed out: then no user channel). */
  me: string;
  /** Where the viewer goes once removed from the conversation. */
  listPath: string;
  /** Reloads the header and participants. */
  refetchDetail(): void;
}) {
  const navigate = useNavigate();
  const catchUp = useCatchUp(conversationId);

  useRealtimeChannel(conversationChannel(conversationId), (event) => {
    if (event.kind === "message_created" && event.conversation_id === conversationId) void catchUp();
    if (event.kind === "participant_added" || event.kind === "participant_removed") refetchDetail();
  });
  useRealtimeChannel(me ? userChannel(me) : null, (event) => {
    if (
      event.kind === "participant_removed" &&
      event.conversation_id === conversationId &&
      event.user_id === me
    )
      navigate(listPath, { replace: true });
  });
  useRealtimeReconnect(() => {
    void catchUp();
    refetchDetail();
  });
}
