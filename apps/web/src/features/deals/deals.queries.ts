// Server state of the viewing/deal card: the deal query, kept live by the conversation's realtime
// channel, and one mutation per call that stores the returned DealView and toasts the §8 text on
// failure. No optimistic updates: buttons show a busy state instead.

import {
  type AddViewingSlotsBody,
  type ConfirmAttendanceBody,
  type DealView,
  type DeclareInterestBody,
  dealPath,
  type SelectViewingSlotBody,
} from "@roost/shared/contracts/deals.ts";
import { conversationChannel } from "@roost/shared/domain/realtime-channels.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { useRealtimeChannel, useRealtimeReconnect } from "../../lib/realtime-provider.tsx";
import { notify } from "../../lib/toast.ts";
import { type DealCall, dealErrorText } from "./deal-helpers.ts";

/** The deal of an inquiry, refetched on deal_updated / message_created and after a reconnect. */
export function useDeal(conversationId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.deals.detail(conversationId),
    queryFn: ({ signal }) => api(dealPath(conversationId), { signal }),
    enabled: conversationId !== "",
  });

  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: queryKeys.deals.detail(conversationId) });
  useRealtimeChannel(conversationId ? conversationChannel(conversationId) : null, (event) => {
    if (event.kind === "deal_updated" || event.kind === "message_created") refresh();
  });
  useRealtimeReconnect(refresh);

  // Ask again when the attendance question opens (scheduled time + 60 minutes), so the card
  // changes without waiting for an event. Long waits are left to events and reloads.
  const opensAt = query.data?.attendance_question_opens_at;
  const answeredByViewer = query.data?.attendance_question_due.viewer;
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh only closes over stable values.
  useEffect(() => {
    if (!opensAt || answeredByViewer) return;
    const wait = new Date(opensAt).getTime() - Date.now() + 1000;
    if (wait <= 0 || wait > 24 * 60 * 60 * 1000) return;
    const timer = setTimeout(refresh, wait);
    return () => clearTimeout(timer);
  }, [opensAt, answeredByViewer, conversationId]);

  return query;
}

export type DealCommand =
  | { call: "request_viewing" }
  | { call: "add_slots"; body: AddViewingSlotsBody }
  | { call: "remove_slot"; slotId: string }
  | { call: "send_slots"; body?: AddViewingSlotsBody }
  | { call: "select_slot"; body: SelectViewingSlotBody }
  | { call: "attendance"; body: ConfirmAttendanceBody }
  | { call: "interest"; body: DeclareInterestBody }
  | { call: "confirm_applicant" };

async function run(conversationId: string, command: DealCommand, onSaved: (view: DealView) => void) {
  const base = dealPath(conversationId);
  switch (command.call) {
    case "request_viewing":
      return api(`${base}/request-viewing`, { method: "POST", body: {} });
    case "add_slots":
      return api(`${base}/slots`, { method: "POST", body: command.body });
    case "remove_slot":
      return api(`${base}/slots/${encodeURIComponent(command.slotId)}`, { method: "DELETE" });
    case "send_slots": {
      // Pending slots are saved first, then everything saved is sent. If sending fails the saved
      // ones stay listed (with remove), so nothing typed is lost.
      if (command.body && command.body.slots.length > 0) {
        onSaved(await api(`${base}/slots`, { method: "POST", body: command.body }));
      }
      return api(`${base}/send-slots`, { method: "POST", body: {} });
    }
    case "select_slot":
      return api(`${base}/select-slot`, { method: "POST", body: command.body });
    case "attendance":
      return api(`${base}/attendance`, { method: "POST", body: command.body });
    case "interest":
      return api(`${base}/interest`, { method: "POST", body: command.body });
    case "confirm_applicant":
      return api(`${base}/confirm-applicant`, { method: "POST", body: {} });
  }
}

/** Runs deal calls; `busy(call)` says which button shows its spinner. */
export function useDealCommand(conversationId: string, options: { onSlotsSaved?: () => void } = {}) {
  const queryClient = useQueryClient();
  const store = (view: DealView) => queryClient.setQueryData(queryKeys.deals.detail(conversationId), view);
  const mutation = useMutation({
    mutationFn: (command: DealCommand) =>
      run(conversationId, command, (view) => {
        store(view);
        options.onSlotsSaved?.();
      }),
    onSuccess: store,
    onError: (error, command) => {
      const requestedBy = queryClient.getQueryData<DealView>(
        queryKeys.deals.detail(conversationId),
      )?.requested_by;
      notify("error", dealErrorText(command.call, error, requestedBy?.display_name));
      // The card may be out of date (e.g. the other side moved on): show the latest state.
      void queryClient.invalidateQueries({ queryKey: queryKeys.deals.detail(conversationId) });
    },
  });
  const busy = (call: DealCall, match?: (command: DealCommand) => boolean) =>
    mutation.isPending &&
    mutation.variables?.call === call &&
    (match === undefined || match(mutation.variables));
  return { run: mutation.mutate, runAsync: mutation.mutateAsync, pending: mutation.isPending, busy };
}
