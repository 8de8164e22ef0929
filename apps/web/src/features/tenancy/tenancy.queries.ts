import type { RightToRentExemptionInput, RightToRentInput } from "@roost/shared/contracts/right-to-rent.ts";
import type {
  TenancySendInput,
  TenancySignInput,
  TenancyTermsInput,
  TenancyView,
} from "@roost/shared/contracts/tenancy.ts";
import type { GuarantorInput } from "@roost/shared/contracts/tenancy-guarantors.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { uploadWithProgress } from "../../lib/upload-with-progress.ts";

// A tenancy's server state (decision 062). Another party's change arrives on the user channel as
// "tenancy_updated", which refreshes everything under the tenancies key and the deal card.

const tenancyPath = (id: string) => `/api/tenancies/${encodeURIComponent(id)}` as const;

export function useTenancy(id: string) {
  return useQuery({
    queryKey: queryKeys.tenancies.detail(id),
    queryFn: ({ signal }) => api(tenancyPath(id), { signal }),
  });
}

export function useTenancyDraft(conversationId: string) {
  return useQuery({
    queryKey: queryKeys.tenancies.draft(conversationId),
    queryFn: ({ signal }) =>
      api(`/api/conversations/${encodeURIComponent(conversationId)}/tenancy-draft`, { signal }),
    // A draft is a starting point: refetching it under the landlord's typing would add nothing.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

type Change =
  | { kind: "start"; conversationId: string; terms: TenancyTermsInput }
  | { kind: "terms"; id: string; terms: TenancyTermsInput }
  | { kind: "withdraw"; id: string }
  | { kind: "send"; id: string; input: TenancySendInput }
  | { kind: "sign"; id: string; input: TenancySignInput }
  | { kind: "right_to_rent"; id: string; input: RightToRentInput }
  | { kind: "right_to_rent_exemption"; id: string; input: RightToRentExemptionInput }
  | { kind: "ready"; id: string }
  | { kind: "guarantor"; id: string; input: GuarantorInput }
  | { kind: "remove_guarantor"; id: string };

function send(change: Change): Promise<TenancyView> {
  switch (change.kind) {
    case "start":
      return api(`/api/conversations/${encodeURIComponent(change.conversationId)}/tenancy`, {
        method: "POST",
        body: change.terms,
      });
    case "terms":
      return api(`${tenancyPath(change.id)}/terms`, { method: "PUT", body: change.terms });
    case "withdraw":
      return api(`${tenancyPath(change.id)}/withdraw`, { method: "POST", body: {} });
    case "send":
      return api(`${tenancyPath(change.id)}/send`, { method: "POST", body: change.input });
    case "sign":
      return api(`${tenancyPath(change.id)}/sign`, { method: "POST", body: change.input });
    case "right_to_rent":
      return api(`${tenancyPath(change.id)}/right-to-rent`, {
        method: "PUT",
        body: change.input,
      });
    case "right_to_rent_exemption":
      return api(`${tenancyPath(change.id)}/right-to-rent-exemption`, { method: "PUT", body: change.input });
    case "ready":
      return api(`${tenancyPath(change.id)}/ready`, { method: "POST", body: {} });
    case "guarantor":
      return api(`${tenancyPath(change.id)}/guarantor`, { method: "PUT", body: change.input });
    case "remove_guarantor":
      return api(`${tenancyPath(change.id)}/guarantor`, { method: "DELETE" });
  }
}

/** Every change answers with the fresh tenancy, which goes straight into the cache. */
function useFreshTenancy() {
  const queryClient = useQueryClient();
  return (view: TenancyView) => {
    queryClient.setQueryData(queryKeys.tenancies.detail(view.id), view);
    void queryClient.invalidateQueries({ queryKey: queryKeys.deals.detail(view.conversation_id) });
  };
}

export function useTenancyChange() {
  const queryClient = useQueryClient();
  const fresh = useFreshTenancy();
  return useMutation({
    mutationFn: send,
    onSuccess: fresh,
    // A refusal because the tenancy moved on (a document changed, a step taken by someone else)
    // is answered by showing where it stands now.
    onError: (_error, change) => {
      if (change.kind !== "start")
        void queryClient.invalidateQueries({ queryKey: queryKeys.tenancies.detail(change.id) });
    },
  });
}

/** Uploads one agreement with its progress (fetch cannot report it), then shows the fresh tenancy. */
export function useAgreementUpload(tenancyId: string) {
  const fresh = useFreshTenancy();
  return async (upload: { file: File; tenantId: string | null; onProgress: (fraction: number) => void }) => {
    const body = new FormData();
    body.set("file", upload.file);
    if (upload.tenantId) body.set("tenant_id", upload.tenantId);
    fresh(
      await uploadWithProgress(`${tenancyPath(tenancyId)}/agreements`, body, {
        method: "PUT",
        onProgress: upload.onProgress,
      }),
    );
  };
}
