import type { InquiryStartedSchema } from "@roost/shared/contracts/properties.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

export type InquiryStarted = ReturnType<typeof InquiryStartedSchema.parse>;

/** POST /api/properties/:id/inquiry → {conversation_id}: opens (or reopens) the chat with the landlord. */
export function useStartInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: string) =>
      api<InquiryStarted>(`/api/properties/${encodeURIComponent(propertyId)}/inquiry`, {
        method: "POST",
        body: {},
      }),
    // The inquiries list and dashboard counts now include this conversation.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["inquiries"] });
      void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
    },
  });
}
